/**
 * The auth service's own tables in schema `auth`, beside `auth.users` (created by the backend's
 * bootstrap). Every statement is idempotent so the service can start on an existing database.
 *
 * - sessions: one per sign-in; access tokens carry its id, logout deletes it.
 * - refresh_tokens: a chain per session (parent_id) so a reused, already rotated token can be
 *   recognised; only a SHA-256 hash of each token is stored, plus a nonce from which the token
 *   can be derived again with the server's secret (to hand back the current child on a retry).
 * - flow_state: PKCE code challenges and the auth codes issued for them.
 * - one_time_tokens: email link tokens and their 6-digit codes, hashed, single use, expiring, and
 *   deleted after a few wrong codes.
 * - rate_limit_events: timestamps of rate-limited actions per bucket and subject (IP, address).
 * - email_outbox: auth emails asked for and not yet sent (see outbox.ts).
 */
export const AUTH_SCHEMA_SQL = `
create schema if not exists auth;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  token_nonce text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint references auth.refresh_tokens (id) on delete set null,
  revoked boolean not null default false,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_id_idx on auth.refresh_tokens (parent_id);

create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_hash text unique,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);

create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation', 'recovery', 'email_change')),
  token_hash text not null unique,
  otp_hash text not null,
  email text not null,
  redirect_to text,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- Wrong 6-digit codes entered for the address since the token was issued (see verify.ts).
alter table auth.one_time_tokens add column if not exists failed_attempts integer not null default 0;
create index if not exists one_time_tokens_user_idx on auth.one_time_tokens (user_id, token_type);
create index if not exists one_time_tokens_email_idx on auth.one_time_tokens (email, token_type);

create table if not exists auth.rate_limit_events (
  bucket text not null,
  subject text not null,
  created_at timestamptz not null default now()
);
create index if not exists rate_limit_events_idx on auth.rate_limit_events (bucket, subject, created_at);

create table if not exists auth.email_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('recovery', 'signup', 'email_change', 'message')),
  payload jsonb not null,
  attempts integer not null default 0,
  run_after timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index if not exists email_outbox_due_idx on auth.email_outbox (run_after, id);
`;
