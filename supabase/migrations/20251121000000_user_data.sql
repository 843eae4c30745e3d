-- The person's data, each row keyed by the auth user: the five onboarding tables of the product
-- specification (section 3), the onboarding fields those tables lack, and the planner's state
-- (weekly plan, shopping list, purchases, budget change log).
--
-- Access: row-level security on every table; a signed-in user reaches only rows whose id or
-- user_id is their own (auth.uid()); the anon role has no privilege at all. The service role
-- (server functions, admin scripts) bypasses RLS as on hosted Supabase.
--
-- CHECK constraints only encode facts the app can never contradict with valid data (counts per
-- week are 0 to 7, prices are not negative, ...); the form's own ranges stay in the app.

-- Keeps updated_at truthful whatever client writes the row.
create or replace function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

------------------------------------------------------------------------------------------------
-- The five tables of the specification
------------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.onboarding_profile (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  age integer check (age between 0 and 150),
  gender text,
  height_feet integer check (height_feet between 0 and 9),
  height_inches integer check (height_inches between 0 and 11),
  weight integer check (weight between 0 and 2000),
  activity_level text,
  health_goal text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.food_preferences (
  id uuid primary key references auth.users (id) on delete cascade,
  dietary_restrictions text[],
  allergies text[],
  disliked_foods text,
  protein_goal text,
  favorite_cuisines text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.meal_frequency (
  id uuid primary key references auth.users (id) on delete cascade,
  weekly_budget text,
  custom_budget numeric check (custom_budget >= 0),
  breakfasts_per_week integer default 7 check (breakfasts_per_week between 0 and 7),
  lunch_per_week integer default 7 check (lunch_per_week between 0 and 7),
  dinner_per_week integer default 7 check (dinner_per_week between 0 and 7),
  snacks_per_week integer default 7 check (snacks_per_week between 0 and 7),
  meal_prep_frequency text,
  cooking_time text,
  cooking_methods text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.budget_settings (
  id uuid primary key references auth.users (id) on delete cascade,
  shopping_frequency text,
  zip_code text check (zip_code = '' or zip_code ~ '^[0-9]{5}$'),
  preferred_store text[],
  preferred_store_other text,
  ingredient_quality text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

------------------------------------------------------------------------------------------------
-- Onboarding fields the five tables lack, so nothing a person enters is lost
------------------------------------------------------------------------------------------------

create table public.planning_preferences (
  id uuid primary key references auth.users (id) on delete cascade,
  dietary_restrictions_other text,
  allergies_other text,
  custom_protein_amount integer check (custom_protein_amount >= 0),
  recommended_protein integer check (recommended_protein >= 0),
  meal_plan_start_day text check (
    meal_plan_start_day = ''
    or meal_plan_start_day in ('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday')
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

------------------------------------------------------------------------------------------------
-- The planner's state, per user and week
------------------------------------------------------------------------------------------------

create table public.meal_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  plan jsonb not null,
  shopping_list jsonb not null default '[]'::jsonb,
  summary jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, week_start)
);

create table public.shopping_list_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  item_key text not null,
  name text not null,
  amount text not null default '',
  price numeric(10, 2) not null default 0 check (price >= 0),
  custom boolean not null default false,
  checked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, week_start, item_key)
);

create table public.purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  item_key text not null,
  name text not null,
  amount_paid numeric(10, 2) not null check (amount_paid >= 0),
  purchased_at timestamptz not null default now(),
  unique (user_id, week_start, item_key)
);

create table public.budget_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  week_start date not null,
  created_at timestamptz not null default now(),
  change text not null,
  price_difference numeric(10, 2) not null
);

create index budget_changes_user_week_idx on public.budget_changes (user_id, week_start, created_at);

------------------------------------------------------------------------------------------------
-- updated_at triggers
------------------------------------------------------------------------------------------------

create trigger set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.onboarding_profile
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.food_preferences
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.meal_frequency
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.budget_settings
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.planning_preferences
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.meal_plans
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.shopping_list_items
  for each row execute function public.set_updated_at();

------------------------------------------------------------------------------------------------
-- Privileges and row-level security
------------------------------------------------------------------------------------------------

-- Hosted Supabase grants everything on new public tables to anon and authenticated by default;
-- narrow that to exactly what the policies below are for.
revoke all on table
  public.profiles, public.onboarding_profile, public.food_preferences, public.meal_frequency,
  public.budget_settings, public.planning_preferences, public.meal_plans,
  public.shopping_list_items, public.purchases, public.budget_changes
  from anon, authenticated;
grant select, insert, update, delete on table
  public.profiles, public.onboarding_profile, public.food_preferences, public.meal_frequency,
  public.budget_settings, public.planning_preferences, public.meal_plans,
  public.shopping_list_items, public.purchases, public.budget_changes
  to authenticated;
grant all on table
  public.profiles, public.onboarding_profile, public.food_preferences, public.meal_frequency,
  public.budget_settings, public.planning_preferences, public.meal_plans,
  public.shopping_list_items, public.purchases, public.budget_changes
  to service_role;

-- Tables keyed by the user's own id. (select auth.uid()) is evaluated once per statement
-- instead of once per row.
alter table public.profiles enable row level security;
create policy "profiles: owner selects" on public.profiles for select to authenticated
  using ((select auth.uid()) = id);
create policy "profiles: owner inserts" on public.profiles for insert to authenticated
  with check ((select auth.uid()) = id);
create policy "profiles: owner updates" on public.profiles for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
create policy "profiles: owner deletes" on public.profiles for delete to authenticated
  using ((select auth.uid()) = id);

alter table public.onboarding_profile enable row level security;
create policy "onboarding_profile: owner selects" on public.onboarding_profile for select to authenticated
  using ((select auth.uid()) = id);
create policy "onboarding_profile: owner inserts" on public.onboarding_profile for insert to authenticated
  with check ((select auth.uid()) = id);
create policy "onboarding_profile: owner updates" on public.onboarding_profile for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
create policy "onboarding_profile: owner deletes" on public.onboarding_profile for delete to authenticated
  using ((select auth.uid()) = id);

alter table public.food_preferences enable row level security;
create policy "food_preferences: owner selects" on public.food_preferences for select to authenticated
  using ((select auth.uid()) = id);
create policy "food_preferences: owner inserts" on public.food_preferences for insert to authenticated
  with check ((select auth.uid()) = id);
create policy "food_preferences: owner updates" on public.food_preferences for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
create policy "food_preferences: owner deletes" on public.food_preferences for delete to authenticated
  using ((select auth.uid()) = id);

alter table public.meal_frequency enable row level security;
create policy "meal_frequency: owner selects" on public.meal_frequency for select to authenticated
  using ((select auth.uid()) = id);
create policy "meal_frequency: owner inserts" on public.meal_frequency for insert to authenticated
  with check ((select auth.uid()) = id);
create policy "meal_frequency: owner updates" on public.meal_frequency for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
create policy "meal_frequency: owner deletes" on public.meal_frequency for delete to authenticated
  using ((select auth.uid()) = id);

alter table public.budget_settings enable row level security;
create policy "budget_settings: owner selects" on public.budget_settings for select to authenticated
  using ((select auth.uid()) = id);
create policy "budget_settings: owner inserts" on public.budget_settings for insert to authenticated
  with check ((select auth.uid()) = id);
create policy "budget_settings: owner updates" on public.budget_settings for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
create policy "budget_settings: owner deletes" on public.budget_settings for delete to authenticated
  using ((select auth.uid()) = id);

alter table public.planning_preferences enable row level security;
create policy "planning_preferences: owner selects" on public.planning_preferences for select to authenticated
  using ((select auth.uid()) = id);
create policy "planning_preferences: owner inserts" on public.planning_preferences for insert to authenticated
  with check ((select auth.uid()) = id);
create policy "planning_preferences: owner updates" on public.planning_preferences for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
create policy "planning_preferences: owner deletes" on public.planning_preferences for delete to authenticated
  using ((select auth.uid()) = id);

-- Tables with many rows per user, keyed by user_id.
alter table public.meal_plans enable row level security;
create policy "meal_plans: owner selects" on public.meal_plans for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "meal_plans: owner inserts" on public.meal_plans for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "meal_plans: owner updates" on public.meal_plans for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "meal_plans: owner deletes" on public.meal_plans for delete to authenticated
  using ((select auth.uid()) = user_id);

alter table public.shopping_list_items enable row level security;
create policy "shopping_list_items: owner selects" on public.shopping_list_items for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "shopping_list_items: owner inserts" on public.shopping_list_items for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "shopping_list_items: owner updates" on public.shopping_list_items for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "shopping_list_items: owner deletes" on public.shopping_list_items for delete to authenticated
  using ((select auth.uid()) = user_id);

alter table public.purchases enable row level security;
create policy "purchases: owner selects" on public.purchases for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "purchases: owner inserts" on public.purchases for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "purchases: owner updates" on public.purchases for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "purchases: owner deletes" on public.purchases for delete to authenticated
  using ((select auth.uid()) = user_id);

alter table public.budget_changes enable row level security;
create policy "budget_changes: owner selects" on public.budget_changes for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "budget_changes: owner inserts" on public.budget_changes for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "budget_changes: owner updates" on public.budget_changes for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "budget_changes: owner deletes" on public.budget_changes for delete to authenticated
  using ((select auth.uid()) = user_id);
