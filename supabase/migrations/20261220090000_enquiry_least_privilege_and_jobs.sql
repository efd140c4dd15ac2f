-- Two changes so that a fault reaches the owner and a leak reaches no visitor's words:
--
-- 1. The function's role, enquiries_function, to the column: it may insert an enquiry (never choose its creation or
--    retention dates) and update only what its notification pipeline changes (status, attempts, last error,
--    timestamps). A leaked connection string can no longer rewrite a visitor's name, email or message, mark an
--    enquiry sent, or move last_contact_at so that the retention purge never deletes it (the owner does that, as
--    the database owner, in Supabase's Table Editor or with `npm run enquiries -- contacted <id>`).
-- 2. public.enquiry_jobs(): the scheduled jobs (pg_cron) and their last runs, which the function's /health reports,
--    so that `npm run check:deployed` fails when the retry or the purge job is missing.

revoke insert, update on table public.contact_enquiries from enquiries_function;
grant insert (idempotency_key, request_fingerprint, name, email, phone, subject, message,
              notification_status, notification_next_attempt_at)
  on table public.contact_enquiries to enquiries_function;
grant update (notification_status, notification_attempts, notification_last_error, notification_next_attempt_at,
              notification_sent_at, notification_failure_reported_at)
  on table public.contact_enquiries to enquiries_function;

-- The rate limit's counters: a new row, or one more hit on it.
revoke update on table public.contact_rate_limits from enquiries_function;
grant update (hits) on table public.contact_rate_limits to enquiries_function;

-- Runs as its owner (who created the jobs), so the function's role reads these two rows and nothing else of pg_cron.
-- Where pg_cron is not installed it returns no row.
create function public.enquiry_jobs()
returns table (job text, schedule text, last_run_at timestamptz, last_status text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regclass('cron.job') is null then
    return;
  end if;
  return query
    select j.jobname::text, j.schedule::text, r.start_time, r.status::text
    from cron.job j
    left join lateral (
      select d.start_time, d.status from cron.job_run_details d
      where d.jobid = j.jobid order by d.start_time desc limit 1
    ) r on true
    where j.active and j.jobname in ('purge-contact-enquiries', 'retry-enquiry-notifications')
    order by j.jobname;
end;
$$;

revoke execute on function public.enquiry_jobs() from public, anon, authenticated;
grant execute on function public.enquiry_jobs() to enquiries_function;
