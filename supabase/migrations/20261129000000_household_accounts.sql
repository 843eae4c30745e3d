-- Households of several accounts: a partner signs in with their own account and shares the
-- holder's week, list, pantry, price book, budget, history, recipes and household members.
--
-- A household is named by its holder's account id: every row of the product's data already has
-- that id in user_id (or id, for the one-row-per-household tables), so every existing account
-- is a household of one as it stands and no row moves. What changes is who may reach a row: the
-- household's accounts, not only the account whose id it carries.
--
-- - household_accounts: the accounts that joined a household other than their own, each linked
--   to the household member row that is them (their own targets and allergies). An account is
--   in one household at a time (the primary key): its own, or one it joined. Leaving deletes the
--   row and takes nothing of the household along; the account is back in its own household,
--   with whatever it held there before it joined.
-- - household_invitations: single-use links the holder sends by email, valid for a limited time.
--   Only the SHA-256 of the link's token is kept. Only the service role reaches it (the
--   household function), so the rules of accepting are in one place.
-- - public.household_id(): the household of the signed-in account. Every policy and function
--   that named the signed-in account (auth.uid()) as a row's owner names its household instead.
-- - email_requests (was reset_email_requests): the log the product's email limits count, now
--   for invitations too, with the inviting account.

create table public.household_accounts (
  account_id uuid primary key references auth.users (id) on delete cascade,
  household_id uuid not null references auth.users (id) on delete cascade,
  member_id uuid not null references public.household_members (id) on delete cascade,
  joined_at timestamptz not null default now(),
  check (account_id <> household_id)
);

create index household_accounts_household_idx on public.household_accounts (household_id);
create unique index household_accounts_member_idx on public.household_accounts (member_id);

create table public.household_invitations (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references auth.users (id) on delete cascade,
  member_id uuid not null references public.household_members (id) on delete cascade,
  -- Lower case, as the auth server keeps addresses.
  email text not null check (email = lower(email) and char_length(email) between 3 and 254),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by uuid references auth.users (id) on delete set null,
  check (expires_at > created_at)
);

create index household_invitations_household_idx on public.household_invitations (household_id);

-- The household of the signed-in account: the one it joined, else its own. security definer so
-- that policies can read household_accounts whatever the caller may select.
create or replace function public.household_id() returns uuid
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(
    (select a.household_id from public.household_accounts a where a.account_id = auth.uid()),
    auth.uid()
  );
$$;

comment on function public.household_id() is
  'The household of the signed-in account (its holder''s id): the one it joined, else its own.';

revoke all on function public.household_id() from public, anon;
grant execute on function public.household_id() to authenticated, service_role;

-- A member row that belongs to another household, or a holder whose household others share
-- joining a second one, would break the one-household rule; the function checks both first,
-- and this trigger keeps any other writer to them.
create or replace function public.household_accounts_check() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.household_members m
    where m.id = new.member_id and m.user_id = new.household_id
  ) then
    raise exception using errcode = '23514',
      message = 'The member row is not one of this household''s members';
  end if;
  if exists (select 1 from public.household_accounts a where a.household_id = new.account_id) then
    raise exception using errcode = '23514',
      message = 'Other accounts share this account''s household';
  end if;
  if exists (select 1 from public.household_accounts a where a.account_id = new.household_id) then
    raise exception using errcode = '23514',
      message = 'A household is joined through its holder, who has not joined another';
  end if;
  return new;
end;
$$;
revoke all on function public.household_accounts_check() from public, anon, authenticated;

create trigger household_accounts_check before insert or update on public.household_accounts
  for each row execute function public.household_accounts_check();

-- Why `account` may not accept `invitation` now, as a key the household function words for the
-- person, or null when it may: the link is unused and unexpired, opened by the address it was
-- sent to, by an account that may join (not the household's own holder, not in a household
-- already, not the holder of a household others share) for a member no other account is. The
-- join page asks it before the person presses Join (peek_household_invitation), and accepting
-- asks it again with the invitation locked, so the two never disagree.
create or replace function public.household_invitation_refusal(
  invitation public.household_invitations,
  account uuid,
  account_email text
) returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  joined uuid;
begin
  if invitation.used_at is not null then
    return 'invitation-used';
  end if;
  if invitation.expires_at <= now() then
    return 'invitation-expired';
  end if;
  if invitation.email <> lower(btrim(coalesce(account_email, ''))) then
    return 'invitation-other-address';
  end if;
  if account = invitation.household_id then
    return 'invitation-own-household';
  end if;
  select a.household_id into joined from public.household_accounts a where a.account_id = account;
  if joined is not null then
    return case when joined = invitation.household_id then 'already-in-this-household'
                else 'already-in-a-household' end;
  end if;
  if exists (select 1 from public.household_accounts a where a.household_id = account) then
    return 'household-shared';
  end if;
  if exists (select 1 from public.household_accounts a where a.member_id = invitation.member_id) then
    return 'member-has-account';
  end if;
  return null;
end;
$$;

-- What the join page shows: the invitation of a token (household_id, member_id, email,
-- expires_at) and why it cannot be accepted now (refusal, null when it can); null for a token
-- nobody was sent. For the service role only.
create or replace function public.peek_household_invitation(
  token_hash text,
  account uuid,
  account_email text
) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
           'household_id', i.household_id, 'member_id', i.member_id, 'email', i.email,
           'expires_at', i.expires_at,
           'refusal', public.household_invitation_refusal(i, peek_household_invitation.account,
                                                          peek_household_invitation.account_email))
    from public.household_invitations i
   where i.token_hash = peek_household_invitation.token_hash;
$$;

-- Accepting an invitation, all or nothing: the invitation is locked (two accepts of one link
-- cannot both pass), checked (household_invitation_refusal), the account joins and the link is
-- used up. A refusal is raised with its key. For the service role only.
create or replace function public.accept_household_invitation(
  token_hash text,
  account uuid,
  account_email text
) returns uuid
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  invitation public.household_invitations%rowtype;
  refusal text;
begin
  select * into invitation from public.household_invitations i
    where i.token_hash = accept_household_invitation.token_hash
    for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'invitation-unknown';
  end if;
  refusal := public.household_invitation_refusal(invitation, account, account_email);
  if refusal is not null then
    raise exception using errcode = 'P0001', message = refusal;
  end if;
  insert into public.household_accounts (account_id, household_id, member_id)
    values (account, invitation.household_id, invitation.member_id);
  update public.household_invitations set used_at = now(), used_by = account
    where id = invitation.id;
  return invitation.household_id;
end;
$$;

revoke all on function public.household_invitation_refusal(public.household_invitations, uuid, text)
  from public, anon, authenticated;
revoke all on function public.peek_household_invitation(text, uuid, text)
  from public, anon, authenticated;
revoke all on function public.accept_household_invitation(text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.household_invitation_refusal(public.household_invitations, uuid, text)
  to service_role;
grant execute on function public.peek_household_invitation(text, uuid, text) to service_role;
grant execute on function public.accept_household_invitation(text, uuid, text) to service_role;

revoke all on table public.household_accounts, public.household_invitations from anon, authenticated;
grant select on table public.household_accounts to authenticated;
grant all on table public.household_accounts, public.household_invitations to service_role;

alter table public.household_accounts enable row level security;
alter table public.household_invitations enable row level security;

-- An account sees the accounts of its household, and its own row (so its phone hears at once,
-- through Realtime, that it was removed). Writes go through the household function only.
create policy "household_accounts: household selects" on public.household_accounts for select
  to authenticated
  using (account_id = (select auth.uid()) or household_id = (select public.household_id()));

alter publication supabase_realtime add table public.household_accounts;
alter table public.household_accounts replica identity full;

------------------------------------------------------------------------------------------------
-- Every policy and function that keyed rows by the signed-in account keys them by its household
------------------------------------------------------------------------------------------------

-- The policies of public's tables, as written before this migration: (select auth.uid()) = id or
-- user_id = (select auth.uid()). Rewritten in place, so every table, of every earlier migration,
-- is covered; the backend tests check that no policy or function of public still names
-- auth.uid() as an owner outside this migration's own.
do $$
declare
  p record;
  new_using text;
  new_check text;
begin
  for p in
    select tablename, policyname, qual, with_check
    from pg_catalog.pg_policies
    where schemaname = 'public'
      and tablename not in ('household_accounts', 'household_invitations')
      and (qual like '%auth.uid()%' or with_check like '%auth.uid()%')
  loop
    new_using := replace(p.qual, 'auth.uid()', 'public.household_id()');
    new_check := replace(p.with_check, 'auth.uid()', 'public.household_id()');
    execute format('alter policy %I on public.%I', p.policyname, p.tablename)
      || case when new_using is null then '' else format(' using (%s)', new_using) end
      || case when new_check is null then '' else format(' with check (%s)', new_check) end;
  end loop;
end;
$$;

-- The functions that take the signed-in account as the owner of what they write
-- (add_custom_item when this was written): the same definitions with the household as the owner.
do $$
declare
  f record;
begin
  for f in
    select p.oid
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and p.proname not in ('household_id')
      and p.prosrc like '%auth.uid()%'
  loop
    execute replace(pg_catalog.pg_get_functiondef(f.oid), 'auth.uid()', 'public.household_id()');
  end loop;
end;
$$;

------------------------------------------------------------------------------------------------
-- One log for the limits of every email the product sends
------------------------------------------------------------------------------------------------

alter table public.reset_email_requests rename to email_requests;
alter index public.reset_email_requests_email_idx rename to email_requests_email_idx;
alter index public.reset_email_requests_client_idx rename to email_requests_client_idx;
alter table public.email_requests
  add column kind text not null default 'reset' check (kind in ('reset', 'invitation')),
  add column account_id uuid references auth.users (id) on delete cascade;
create index email_requests_account_idx on public.email_requests (account_id, requested_at)
  where account_id is not null;
