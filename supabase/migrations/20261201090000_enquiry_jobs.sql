-- The enquiry jobs run by themselves: the retention purge and the notification retry are scheduled
-- here with pg_cron (Supabase has it preloaded), not by a script the owner must remember to run.
-- Where pg_cron is not loaded (PGlite, a plain server), nothing is scheduled: run
-- `npm run enquiries:purge` daily and `npm run enquiries:retry -- --due` every few minutes from cron.

-- An enquiry whose notification was given up on is named in the next notification that is sent;
-- this records that it has been, so it is reported once.
alter table public.contact_enquiries add column notification_failure_reported_at timestamptz;
create index contact_enquiries_unreported_failures on public.contact_enquiries (created_at)
  where notification_status = 'failed' and notification_failure_reported_at is null;

do $migration$
declare
  preloaded text;
begin
  -- Reading shared_preload_libraries needs superuser or pg_read_all_settings; a role without them
  -- cannot tell whether pg_cron is there, and skips like a database without it.
  begin
    preloaded := current_setting('shared_preload_libraries', true);
  exception when insufficient_privilege then
    raise notice 'This role cannot see whether pg_cron is loaded: schedule the enquiry jobs with cron instead (README, "Enquiries")';
    return;
  end;
  if coalesce(preloaded, '') not like '%pg_cron%'
     or coalesce(current_setting('cron.database_name', true), 'postgres') <> current_database() then
    raise notice 'pg_cron is not loaded for this database: schedule the enquiry jobs with cron instead (README, "Enquiries")';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;

  -- Daily at 03:17: enquiries 24 months after the last contact (privacy policy, section 7), and
  -- the rate limit's counters of past windows. Scheduling by name replaces an earlier job.
  perform cron.schedule('purge-contact-enquiries', '17 3 * * *', 'select public.purge_contact_enquiries()');

  -- Every 10 minutes: POST {function}/retry with the jobs secret, which sends the notifications
  -- that are due. pg_net makes the call; the function's URL and secret live in Vault
  -- (supabase/sql/enquiry-job-secrets.sql), and until they are there the job does nothing.
  if exists (select from pg_available_extensions where name = 'pg_net') and exists (select from pg_namespace where nspname = 'vault') then
    create schema if not exists extensions;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule('retry-enquiry-notifications', '*/10 * * * *', $job$
      select net.http_post(
        url := url.decrypted_secret || '/retry',
        headers := jsonb_build_object('Authorization', 'Bearer ' || secret.decrypted_secret),
        timeout_milliseconds := 60000
      )
      from vault.decrypted_secrets url, vault.decrypted_secrets secret
      where url.name = 'enquiries_function_url' and secret.name = 'enquiries_jobs_secret'
    $job$);
  else
    raise notice 'pg_net or Vault is missing: run `npm run enquiries:retry -- --due` every few minutes from cron';
  end if;
end
$migration$;
