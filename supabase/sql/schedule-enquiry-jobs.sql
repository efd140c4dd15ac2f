-- Schedules the two enquiry jobs on the Supabase project (README, "Enquiries"). Not a migration:
-- it holds project-specific values. Run it once in the SQL editor after the migrations, having
-- replaced the two <...> values, and with ENQUIRY_JOBS_SECRET set on the function to the same secret.

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

-- The function's address and the jobs secret live in Vault, not in the jobs' text
-- (on a second run, change them with vault.update_secret instead).
select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/send-contact-email', 'enquiries_function_url');
select vault.create_secret('<the same value as the function secret ENQUIRY_JOBS_SECRET>', 'enquiries_jobs_secret');

-- Every 10 minutes: send the notifications that are due (a failed send is retried after
-- 1, 2, 4... minutes, up to 6 hours apart, and marked failed after 10 attempts).
select cron.schedule(
  'retry-enquiry-notifications',
  '*/10 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'enquiries_function_url') || '/retry',
    headers := jsonb_build_object(
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'enquiries_jobs_secret')
    ),
    timeout_milliseconds := 60000
  );
  $$
);

-- Daily at 03:17: delete enquiries 24 months after the last contact about them (privacy policy,
-- section 7), and the rate limit's expired counters.
select cron.schedule('purge-contact-enquiries', '17 3 * * *', $$ select public.purge_contact_enquiries(); $$);

-- To check on them: select * from cron.job_run_details order by start_time desc limit 20;
--                   select * from net._http_response order by created desc limit 20;
