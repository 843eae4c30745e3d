-- Requests to the send-reset-email function, kept to rate-limit it per address and per client.
-- The address is stored as a SHA-256 hash: the log never holds who asked. Only the service
-- role (which the function uses) reads and writes it: row-level security is on and no policy
-- grants anything to anon or authenticated.
create table if not exists public.reset_email_requests (
  id bigint generated always as identity primary key,
  email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  client_ip text not null default 'unknown',
  requested_at timestamptz not null default now()
);

create index if not exists reset_email_requests_email_idx
  on public.reset_email_requests (email_hash, requested_at);
create index if not exists reset_email_requests_client_idx
  on public.reset_email_requests (client_ip, requested_at);

alter table public.reset_email_requests enable row level security;

revoke all on table public.reset_email_requests from anon, authenticated;
grant select, insert, delete on table public.reset_email_requests to service_role;
