-- Enquiries sent through the website's contact form by the send-contact-email function, each with
-- the state of the owner's notification e-mail, and the per-client counters of its rate limit.
-- Only the function (connecting as the database owner) and the owner's tools read or write them:
-- row level security is on with no policy, and the API roles have no privileges at all.

create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- The retention clock: enquiries are deleted 24 months after the last contact about them
  -- (privacy policy, section 7). Set it to now() when you correspond with the visitor again.
  last_contact_at timestamptz not null default now(),
  -- One enquiry per submission: a double click or a retried request carries the same key.
  idempotency_key text not null,
  -- SHA-256 of the enquiry's fields, to tell a true repeat from a key reused for other content.
  request_fingerprint text not null,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  -- pending: not yet sent (or a retryable failure); sent; failed: gave up after the last attempt.
  notification_status text not null default 'pending',
  notification_attempts integer not null default 0,
  notification_last_error text,
  notification_next_attempt_at timestamptz not null default now(),
  notification_sent_at timestamptz,
  constraint contact_enquiries_idempotency_key_key unique (idempotency_key),
  -- Upper bounds only: the function's schema owns the exact rules (it counts UTF-16 units).
  constraint contact_enquiries_name_length check (char_length(name) between 1 and 100),
  constraint contact_enquiries_email_length check (char_length(email) between 3 and 255),
  constraint contact_enquiries_phone_length check (phone is null or char_length(phone) between 1 and 50),
  constraint contact_enquiries_subject_length check (char_length(subject) between 1 and 100),
  constraint contact_enquiries_message_length check (char_length(message) between 1 and 1000),
  constraint contact_enquiries_idempotency_key_length check (char_length(idempotency_key) between 8 and 255),
  constraint contact_enquiries_notification_status check (notification_status in ('pending', 'sent', 'failed')),
  constraint contact_enquiries_notification_attempts check (notification_attempts >= 0),
  constraint contact_enquiries_sent_at check ((notification_status = 'sent') = (notification_sent_at is not null))
);

comment on table public.contact_enquiries is
  'Website contact enquiries (send-contact-email). Kept 24 months after last_contact_at, then purged by purge_contact_enquiries().';

-- The retry job's queue, the retention purge and the owner's newest-first listing.
create index contact_enquiries_due_notifications on public.contact_enquiries (notification_next_attempt_at)
  where notification_status = 'pending';
create index contact_enquiries_last_contact_at on public.contact_enquiries (last_contact_at);
create index contact_enquiries_created_at on public.contact_enquiries (created_at desc);

-- Submissions per client per fixed window. client_hash is an HMAC of the IP address with a secret
-- salt: the address itself is never stored, and rows are deleted once their window has passed.
create table public.contact_rate_limits (
  client_hash text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (client_hash, window_start)
);
create index contact_rate_limits_window_start on public.contact_rate_limits (window_start);

alter table public.contact_enquiries enable row level security;
alter table public.contact_rate_limits enable row level security;
revoke all on table public.contact_enquiries, public.contact_rate_limits from anon, authenticated;

-- Retention (privacy policy, section 7): run daily by pg_cron or `npm run enquiries:purge`.
-- Returns the number of enquiries deleted; expired rate-limit windows go too.
create function public.purge_contact_enquiries(retention interval default interval '24 months')
returns integer
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_enquiries where last_contact_at < now() - retention;
  get diagnostics deleted = row_count;
  delete from public.contact_rate_limits where window_start < now() - interval '1 day';
  return deleted;
end;
$$;

-- Functions are executable by PUBLIC by default, and PostgREST would offer this one to anyone.
revoke execute on function public.purge_contact_enquiries(interval) from public, anon, authenticated;
