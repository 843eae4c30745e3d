-- Household members: the people the account holder plans for besides themselves. One set of
-- dishes feeds the household; each member's allergies and dietary restrictions are hard
-- constraints on the dishes, and each member's portion follows their own calorie target
-- (supabase/functions/_shared/planner/household.ts). The budget stays the account holder's
-- (meal_frequency), now the household's.
--
-- Height and weight may be left blank (null) for anyone; the planner then uses the Dietary
-- Reference Intakes' reference height and weight for the member's age and sex and says so.

create table public.household_members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Order on the profile (0 first).
  position integer not null default 0 check (position between 0 and 99),
  name text not null check (char_length(btrim(name)) between 1 and 40),
  -- Years; a child from 1.
  age integer not null check (age between 1 and 120),
  gender text not null check (gender in ('Female', 'Male', 'Prefer not to say')),
  height_feet integer check (height_feet between 1 and 8),
  height_inches integer check (height_inches between 0 and 11),
  weight integer check (weight between 15 and 700),
  activity_level text not null check (
    activity_level in ('Sedentary', 'Lightly Active', 'Moderately Active', 'Very Active', 'Extra Active')
  ),
  dietary_restrictions text[] not null default '{}',
  allergies text[] not null default '{}',
  -- The meal types they eat at home (a child's school lunches are not).
  meals_at_home text[] not null default '{BREAKFAST,LUNCH,DINNER,SNACK}' check (
    meals_at_home <@ array['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']::text[]
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (height_inches is null or height_feet is not null)
);

create index household_members_user_idx on public.household_members (user_id, position);

revoke all on table public.household_members from anon, authenticated;
grant select, insert, update, delete on table public.household_members to authenticated;
grant all on table public.household_members to service_role;

alter table public.household_members enable row level security;

create policy "household_members: owner selects" on public.household_members for select
  to authenticated using (user_id = (select auth.uid()));
create policy "household_members: owner inserts" on public.household_members for insert
  to authenticated with check (user_id = (select auth.uid()));
create policy "household_members: owner updates" on public.household_members for update
  to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "household_members: owner deletes" on public.household_members for delete
  to authenticated using (user_id = (select auth.uid()));

-- Eight people besides the account holder at most: a household, not a canteen.
create or replace function public.household_members_limit() returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  if (select count(*) from public.household_members h where h.user_id = new.user_id and h.id <> new.id) >= 8 then
    raise exception 'A household has at most 8 members besides you.' using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger household_members_limit before insert or update of user_id on public.household_members
  for each row execute function public.household_members_limit();

create trigger set_updated_at before update on public.household_members
  for each row execute function public.set_updated_at();
