-- Lets the send-contact-email function connect as the least-privileged role the migrations create
-- (supabase/migrations/*_enquiries_function_role.sql). Run once in the Supabase SQL editor with a
-- password of your own (e.g. from `openssl rand -hex 24`), then set the function's DATABASE_URL to
-- the pooler's connection string for this role (docs/deploying.md, "The enquiry function on Supabase"):
--   postgres://enquiries_function.<project-ref>:<password>@<host>:6543/postgres?sslmode=require
-- with the host copied from the dashboard (Connect > Transaction pooler): it names the project's pooler
-- cluster, and a guessed one answers "Tenant or user not found".
alter role enquiries_function with login password '<a long random password>';
