-- A person's own recipes: typed, pasted or imported from a web page, kept with the lines as the
-- person confirmed them. Nutrition, cost, allergens and diets are never stored: they are computed
-- from the confirmed lines with the catalogue's own rules each time a recipe is shown or planned.
--
-- ingredients: [{ "line": text as written, "food": a catalogue key or 'sr28:<NDB number>' or
-- absent when unmatched, "grams": grams for the whole recipe or absent, "note": preparation }];
-- the app checks each element (supabase/functions/_shared/schemas); the database bounds the
-- shape and size. steps: an array of strings. plan_per_week: 0 (keep only), 1 or 2 times a week.
-- version counts the edits, so a week planned with an earlier version can say it changed since.

create table public.own_recipes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  servings numeric(5, 1) not null check (servings > 0 and servings <= 100),
  prep_minutes integer not null default 0 check (prep_minutes between 0 and 1440),
  cook_minutes integer not null default 0 check (cook_minutes between 0 and 2880),
  meal_types text[] not null
    check (cardinality(meal_types) between 1 and 4
      and meal_types <@ array['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']::text[]),
  cuisine text
    check (cuisine in ('Italian', 'Mexican', 'Chinese', 'Japanese', 'Indian', 'Thai',
      'Mediterranean', 'American')),
  methods text[] not null default '{}'
    check (cardinality(methods) <= 6
      and methods <@ array['Stove/Oven', 'Instapot', 'Air Fryer', 'Microwave', 'Hot Plate',
        'One-Skillet']::text[]),
  ingredients jsonb not null
    check (jsonb_typeof(ingredients) = 'array' and jsonb_array_length(ingredients) between 1 and 100
      and octet_length(ingredients::text) <= 100000),
  steps jsonb not null default '[]'::jsonb
    check (jsonb_typeof(steps) = 'array' and jsonb_array_length(steps) <= 100
      and octet_length(steps::text) <= 100000),
  source_url text check (source_url ~ '^https?://' and char_length(source_url) <= 2000),
  plan_per_week smallint not null default 0 check (plan_per_week between 0 and 2),
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index own_recipes_user_idx on public.own_recipes (user_id, name);

revoke all on table public.own_recipes from anon, authenticated;
grant select, insert, update, delete on table public.own_recipes to authenticated;
grant all on table public.own_recipes to service_role;

alter table public.own_recipes enable row level security;

create policy "own_recipes: owner selects" on public.own_recipes for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own_recipes: owner inserts" on public.own_recipes for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own_recipes: owner updates" on public.own_recipes for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own_recipes: owner deletes" on public.own_recipes for delete to authenticated
  using (user_id = (select auth.uid()));

-- An edit of what the recipe is (not of how often to plan it) counts as a new version; the
-- client cannot set the version or the timestamps.
create or replace function public.own_recipes_versioned() returns trigger
  language plpgsql set search_path = '' as $$
begin
  new.created_at := old.created_at;
  new.updated_at := now();
  if (new.name, new.servings, new.prep_minutes, new.cook_minutes, new.meal_types, new.cuisine,
      new.methods, new.ingredients, new.steps, new.source_url)
     is distinct from
     (old.name, old.servings, old.prep_minutes, old.cook_minutes, old.meal_types, old.cuisine,
      old.methods, old.ingredients, old.steps, old.source_url) then
    new.version := old.version + 1;
  else
    new.version := old.version;
  end if;
  return new;
end;
$$;
revoke all on function public.own_recipes_versioned() from public, anon, authenticated;

create trigger own_recipes_versioned before update on public.own_recipes
  for each row execute function public.own_recipes_versioned();
