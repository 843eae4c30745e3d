-- The server owns a week's plan and its change log. The planner functions compute every number
-- of a week (its bill, the meals' shares, the shopping list) and the amount of each change-log
-- line (the change of that bill); a browser may read them but never write them, so no client can
-- store a plan whose numbers disagree or log a line of its own choosing.
--
-- Writes go through the functions below. The plan functions are called by the planner functions
-- with the service role, for the user whose token they verified; add_custom_item is called by
-- the signed-in person and composes its change-log line itself.

-- A week is replaced by planning it again, never deleted on its own (its change log would then
-- net to a week that is gone); deleting the account removes both.
drop policy if exists "meal_plans: owner inserts" on public.meal_plans;
drop policy if exists "meal_plans: owner updates" on public.meal_plans;
drop policy if exists "meal_plans: owner deletes" on public.meal_plans;
drop policy if exists "budget_changes: owner inserts" on public.budget_changes;
drop policy if exists "budget_changes: owner updates" on public.budget_changes;
drop policy if exists "budget_changes: owner deletes" on public.budget_changes;
revoke insert, update, delete on table public.meal_plans from anon, authenticated;
revoke insert, update, delete on table public.budget_changes from anon, authenticated;

-- The previous entry point took the change-log line from its caller.
drop function if exists public.save_plan_change(date, jsonb, jsonb, text, numeric, jsonb);

-- Checks shared by the two plan writers: a week's plan, its list and its line, or a 22023 error
-- (400 through the REST API) that says which argument is wrong. In a schema of its own, which the
-- API does not serve: it is a part of the writers, not something to call.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;

create or replace function private.check_plan_write(
  user_id uuid,
  week_start date,
  plan jsonb,
  shopping_list jsonb,
  summary jsonb,
  change text,
  price_difference numeric
) returns void
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  if check_plan_write.user_id is null then
    raise exception using errcode = '22023', message = 'user_id is required';
  end if;
  if check_plan_write.week_start is null then
    raise exception using errcode = '22023', message = 'week_start is required';
  end if;
  if check_plan_write.plan is null or pg_catalog.jsonb_typeof(check_plan_write.plan) <> 'object' then
    raise exception using errcode = '22023', message = 'plan must be a JSON object';
  end if;
  if pg_catalog.jsonb_typeof(check_plan_write.plan -> 'days') is distinct from 'array'
     or pg_catalog.jsonb_array_length(check_plan_write.plan -> 'days') <> 7 then
    raise exception using
      errcode = '22023',
      message = 'plan.days must be an array of the week''s 7 days';
  end if;
  -- The plan names its own week; saving it under another week would file it in the wrong place.
  if check_plan_write.plan ->> 'weekStart' is distinct from check_plan_write.week_start::text then
    raise exception using
      errcode = '22023',
      message = pg_catalog.format('plan.weekStart (%s) is not week_start (%s)',
        coalesce(check_plan_write.plan ->> 'weekStart', 'missing'), check_plan_write.week_start);
  end if;
  -- A week's plan is tens of kilobytes; a megabyte is not a plan but a mistake or an abuse.
  if pg_catalog.octet_length(check_plan_write.plan::text) > 1048576 then
    raise exception using errcode = '22023', message = 'plan is larger than 1 MB';
  end if;
  if check_plan_write.shopping_list is null
     or pg_catalog.jsonb_typeof(check_plan_write.shopping_list) <> 'array' then
    raise exception using errcode = '22023', message = 'shopping_list must be a JSON array';
  end if;
  if pg_catalog.octet_length(check_plan_write.shopping_list::text) > 1048576 then
    raise exception using errcode = '22023', message = 'shopping_list is larger than 1 MB';
  end if;
  if check_plan_write.summary is not null
     and pg_catalog.jsonb_typeof(check_plan_write.summary) <> 'object' then
    raise exception using errcode = '22023', message = 'summary must be a JSON object when given';
  end if;
  if check_plan_write.change is null or pg_catalog.btrim(check_plan_write.change) = '' then
    raise exception using errcode = '22023', message = 'change must describe the edit (it is empty)';
  end if;
  -- The change log shows one line per edit; 500 characters hold any meal names the planner writes.
  if pg_catalog.char_length(check_plan_write.change) > 500 then
    raise exception using errcode = '22023', message = 'change is longer than 500 characters';
  end if;
  -- budget_changes.price_difference is numeric(10,2): its magnitude stays below 10^8 dollars.
  if check_plan_write.price_difference is null
     or check_plan_write.price_difference = 'NaN'::numeric
     or pg_catalog.abs(check_plan_write.price_difference) >= 100000000 then
    raise exception using
      errcode = '22023',
      message = 'price_difference must be a number of dollars between -99999999.99 and 99999999.99';
  end if;
end;
$$;

-- A newly planned week: the plan replaces any plan of that week, the ticks of the old list go
-- (a new list's items are not bought yet; custom items and purchases stay), and the change log
-- records the new week's bill against the old one. One statement: all of it or none.
create or replace function public.save_generated_plan(
  user_id uuid,
  week_start date,
  plan jsonb,
  shopping_list jsonb,
  summary jsonb,
  change text,
  price_difference numeric
) returns void
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.check_plan_write(save_generated_plan.user_id, save_generated_plan.week_start,
    save_generated_plan.plan, save_generated_plan.shopping_list, save_generated_plan.summary,
    save_generated_plan.change, save_generated_plan.price_difference);

  insert into public.meal_plans as stored (user_id, week_start, plan, shopping_list, summary)
  values (save_generated_plan.user_id, save_generated_plan.week_start, save_generated_plan.plan,
          save_generated_plan.shopping_list, save_generated_plan.summary)
  on conflict (user_id, week_start) do update
     set plan = excluded.plan,
         shopping_list = excluded.shopping_list,
         summary = excluded.summary;

  delete from public.shopping_list_items as item
   where item.user_id = save_generated_plan.user_id
     and item.week_start = save_generated_plan.week_start
     and not item.custom;

  insert into public.budget_changes (user_id, week_start, change, price_difference)
  values (save_generated_plan.user_id, save_generated_plan.week_start,
          pg_catalog.btrim(save_generated_plan.change),
          pg_catalog.round(save_generated_plan.price_difference, 2));
end;
$$;

-- One edit of a stored week (a meal moved, removed, replaced or added) and its change-log line.
-- expected_edits is the edit count of the plan the edit was computed from: when another edit was
-- saved in between, nothing is written and the caller recomputes (PT409, a 409 through REST).
create or replace function public.save_plan_edit(
  user_id uuid,
  week_start date,
  plan jsonb,
  shopping_list jsonb,
  summary jsonb,
  change text,
  price_difference numeric,
  expected_edits integer
) returns void
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
declare
  stored_edits integer;
begin
  perform private.check_plan_write(save_plan_edit.user_id, save_plan_edit.week_start,
    save_plan_edit.plan, save_plan_edit.shopping_list, save_plan_edit.summary,
    save_plan_edit.change, save_plan_edit.price_difference);

  select coalesce((stored.plan ->> 'edits')::integer, 0)
    into stored_edits
    from public.meal_plans as stored
   where stored.user_id = save_plan_edit.user_id
     and stored.week_start = save_plan_edit.week_start
     for update;
  if not found then
    raise exception using
      errcode = 'PT404',
      message = pg_catalog.format('No meal plan for the week of %s', save_plan_edit.week_start),
      hint = 'Generate a plan for that week first';
  end if;
  if stored_edits is distinct from save_plan_edit.expected_edits then
    raise exception using
      errcode = 'PT409',
      message = 'The week was changed meanwhile',
      hint = 'Read the week again and repeat the edit';
  end if;

  update public.meal_plans as stored
     set plan = save_plan_edit.plan,
         shopping_list = save_plan_edit.shopping_list,
         summary = coalesce(save_plan_edit.summary, stored.summary)
   where stored.user_id = save_plan_edit.user_id
     and stored.week_start = save_plan_edit.week_start;

  insert into public.budget_changes (user_id, week_start, change, price_difference)
  values (save_plan_edit.user_id, save_plan_edit.week_start, pg_catalog.btrim(save_plan_edit.change),
          pg_catalog.round(save_plan_edit.price_difference, 2));
end;
$$;

-- A custom shopping-list item, added by the signed-in person, and its change-log line. The line
-- is composed here from the item ('Added custom item {name}', its price), so the person chooses
-- the item, not the log. security definer: authenticated may not insert into budget_changes.
create or replace function public.add_custom_item(
  week_start date,
  item_key text,
  name text,
  amount text,
  price numeric
) returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  item_name text := pg_catalog.btrim(add_custom_item.name);
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to add an item to your list';
  end if;
  if add_custom_item.week_start is null then
    raise exception using errcode = '22023', message = 'week_start is required';
  end if;
  if add_custom_item.item_key is null or add_custom_item.item_key !~ '^custom-[0-9A-Za-z-]{1,60}$' then
    raise exception using errcode = '22023', message = 'item_key must be custom- followed by an id';
  end if;
  if item_name is null or item_name = '' then
    raise exception using errcode = '22023', message = 'Item name is required';
  end if;
  if pg_catalog.char_length(item_name) > 120 then
    raise exception using errcode = '22023', message = 'Item name is longer than 120 characters';
  end if;
  if pg_catalog.char_length(coalesce(add_custom_item.amount, '')) > 120 then
    raise exception using errcode = '22023', message = 'Amount is longer than 120 characters';
  end if;
  if add_custom_item.price is null or add_custom_item.price = 'NaN'::numeric
     or add_custom_item.price < 0 or add_custom_item.price > 10000 then
    raise exception using errcode = '22023', message = 'Price must be between $0 and $10,000';
  end if;

  insert into public.shopping_list_items (user_id, week_start, item_key, name, amount, price, custom)
  values (caller, add_custom_item.week_start, add_custom_item.item_key, item_name,
          coalesce(add_custom_item.amount, ''), pg_catalog.round(add_custom_item.price, 2), true);

  insert into public.budget_changes (user_id, week_start, change, price_difference)
  values (caller, add_custom_item.week_start, 'Added custom item ' || item_name,
          pg_catalog.round(add_custom_item.price, 2));
end;
$$;

comment on function public.save_generated_plan(uuid, date, jsonb, jsonb, jsonb, text, numeric) is
  'Stores a newly planned week, clears the old list''s ticks and logs the new bill, all or none.';
comment on function public.save_plan_edit(uuid, date, jsonb, jsonb, jsonb, text, numeric, integer) is
  'Stores an edited week and its change-log line, both or neither, unless the week changed meanwhile.';
comment on function public.add_custom_item(date, text, text, text, numeric) is
  'Adds a custom item to the caller''s list and logs its price.';

-- Functions are executable by PUBLIC by default, and hosted Supabase's default privileges also
-- grant them to anon and authenticated.
revoke all on function private.check_plan_write(uuid, date, jsonb, jsonb, jsonb, text, numeric)
  from public, anon, authenticated, service_role;
revoke all on function public.save_generated_plan(uuid, date, jsonb, jsonb, jsonb, text, numeric)
  from public, anon, authenticated, service_role;
revoke all on function public.save_plan_edit(uuid, date, jsonb, jsonb, jsonb, text, numeric, integer)
  from public, anon, authenticated, service_role;
revoke all on function public.add_custom_item(date, text, text, text, numeric)
  from public, anon, authenticated, service_role;
grant execute on function private.check_plan_write(uuid, date, jsonb, jsonb, jsonb, text, numeric)
  to service_role;
grant execute on function public.save_generated_plan(uuid, date, jsonb, jsonb, jsonb, text, numeric)
  to service_role;
grant execute on function public.save_plan_edit(uuid, date, jsonb, jsonb, jsonb, text, numeric, integer)
  to service_role;
grant execute on function public.add_custom_item(date, text, text, text, numeric) to authenticated;
