-- The two values the scheduled retry (supabase/migrations/*_enquiry_jobs.sql) needs, kept in Vault
-- rather than in the job's text. Run once in the Supabase SQL editor, with the <...> replaced and
-- ENQUIRY_JOBS_SECRET set on the function to the same secret (docs/enquiries.md). To change them
-- later, use vault.update_secret.
select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/send-contact-email', 'enquiries_function_url');
select vault.create_secret('<the same value as the function secret ENQUIRY_JOBS_SECRET>', 'enquiries_jobs_secret');

-- To check on the jobs: select * from cron.job;
--                       select * from cron.job_run_details order by start_time desc limit 20;
--                       select * from net._http_response order by created desc limit 20;
