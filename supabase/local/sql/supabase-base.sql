-- What a hosted Supabase project provides before any migration runs, recreated for the local
-- backend: the API roles, the auth schema with auth.users and the helper functions that
-- row-level-security policies call, and the default grants on schema public.
-- Every statement is idempotent: it runs on each start of the backend.

do $roles$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The role the API connects as on hosted Supabase; it may only switch to the three above.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$roles$;

grant anon, authenticated, service_role to authenticator;

-- Hosted Supabase's statement timeouts of the API roles: anon 3 s, authenticated 8 s
-- (https://supabase.com/docs/guides/database/postgres/timeouts). REST requests apply them as
-- PostgREST does. Set only where the role has none yet, so a project's own value survives a restart.
do $timeouts$
declare
  wanted record;
begin
  for wanted in select * from (values ('anon', '3s'), ('authenticated', '8s')) as t(role_name, timeout)
  loop
    if not exists (
      select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
       where r.rolname = wanted.role_name and s.setdatabase = 0
         and exists (select 1 from unnest(s.setconfig) as c(setting) where c.setting like 'statement_timeout=%')
    ) then
      execute format('alter role %I set statement_timeout = %L', wanted.role_name, wanted.timeout);
    end if;
  end loop;
end
$timeouts$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
-- Policies call auth.uid() as the requesting role, so the API roles need to reach the schema.
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text,
  role text,
  email text unique check (email = lower(email)),
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  banned_until timestamptz,
  deleted_at timestamptz
);

-- The claims of the request's JWT, set per transaction by the API as request.jwt.claims.
create or replace function auth.jwt() returns jsonb
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- Hosted Supabase's defaults on schema public: the API roles may use it, and tables, sequences
-- and functions created later by the migrating role are granted to them (migrations narrow this down).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to anon, authenticated, service_role;

-- Where the applied migrations are recorded, in the Supabase CLI's layout.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- Hosted Supabase's Realtime publication, created empty: a project enables Realtime for a table
-- with `alter publication supabase_realtime add table ...` (the dashboard's Realtime toggle).
do $publication$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$publication$;
