-- Two changes for enquiries under load and under attack:
--
-- 1. "held": an enquiry that arrived past the hourly limit for everyone together (a flood from many
--    addresses) is stored and acknowledged as any other, but its notification waits for one digest
--    at the end of its window, so a flood costs the owner one email, never a client's enquiry.
-- 2. The function's own database role, enquiries_function, which can do only what the function
--    does on these two tables: a leaked connection string cannot read or change anything else,
--    drop a table or delete an enquiry. It can log in once a password is set
--    (supabase/sql/enquiries-function-password.sql, README "Deploying the function to Supabase").

alter table public.contact_enquiries drop constraint contact_enquiries_notification_status;
alter table public.contact_enquiries add constraint contact_enquiries_notification_status
  check (notification_status in ('pending', 'held', 'sent', 'failed'));
create index contact_enquiries_held_notifications on public.contact_enquiries (notification_next_attempt_at)
  where notification_status = 'held';

do $migration$
begin
  if not exists (select from pg_roles where rolname = 'enquiries_function') then
    create role enquiries_function login noinherit;
  end if;
end
$migration$;

grant usage on schema public to enquiries_function;
-- Store, read back, and record the notification's progress; never delete (the retention purge
-- runs as the owner, through pg_cron or npm run enquiries:purge).
grant select, insert, update on table public.contact_enquiries to enquiries_function;
-- The rate limit's counters: counted with insert ... on conflict do update ... returning.
grant select, insert, update on table public.contact_rate_limits to enquiries_function;

-- Row level security stays on; this role, and no other, gets every row through these policies.
create policy enquiries_function_all on public.contact_enquiries for all to enquiries_function using (true) with check (true);
create policy enquiries_function_all on public.contact_rate_limits for all to enquiries_function using (true) with check (true);
