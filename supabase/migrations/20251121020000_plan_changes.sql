-- One edit of a stored week (a meal moved, removed or replaced) saved as one transaction: the
-- caller's meal_plans row takes the new plan and shopping list, and budget_changes gets the line
-- the budget tracker shows. Two separate requests could leave a saved plan without its change-log
-- line (or the reverse) when the second one failed; a function call is one statement, so either
-- both writes happen or neither does.
--
-- security invoker: the function runs with the caller's privileges, so the tables' row-level
-- security still decides what it may touch; it only ever names the caller's own rows anyway.
-- Errors carry SQLSTATEs the REST API maps to clear 4xx answers: 22023 (invalid parameter value)
-- is 400, PT404 is PostgREST's custom-status form for 404, 42501 is 401/403.

create or replace function public.save_plan_change(
  week_start date,
  plan jsonb,
  shopping_list jsonb,
  change text,
  price_difference numeric,
  summary jsonb default null
) returns void
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  change_text text := pg_catalog.btrim(save_plan_change.change);
begin
  if caller is null then
    raise exception using
      errcode = '42501',
      message = 'Sign in to change a meal plan';
  end if;

  if save_plan_change.week_start is null then
    raise exception using errcode = '22023', message = 'week_start is required';
  end if;
  if save_plan_change.plan is null or pg_catalog.jsonb_typeof(save_plan_change.plan) <> 'object' then
    raise exception using errcode = '22023', message = 'plan must be a JSON object';
  end if;
  if pg_catalog.jsonb_typeof(save_plan_change.plan -> 'days') is distinct from 'array'
     or pg_catalog.jsonb_array_length(save_plan_change.plan -> 'days') <> 7 then
    raise exception using
      errcode = '22023',
      message = 'plan.days must be an array of the week''s 7 days';
  end if;
  -- The plan names its own week; saving it under another week would file it in the wrong place.
  if save_plan_change.plan ->> 'weekStart' is distinct from save_plan_change.week_start::text then
    raise exception using
      errcode = '22023',
      message = pg_catalog.format('plan.weekStart (%s) is not week_start (%s)',
        coalesce(save_plan_change.plan ->> 'weekStart', 'missing'), save_plan_change.week_start);
  end if;
  -- A week's plan is tens of kilobytes; a megabyte is not a plan but a mistake or an abuse.
  if pg_catalog.octet_length(save_plan_change.plan::text) > 1048576 then
    raise exception using errcode = '22023', message = 'plan is larger than 1 MB';
  end if;
  if save_plan_change.shopping_list is null
     or pg_catalog.jsonb_typeof(save_plan_change.shopping_list) <> 'array' then
    raise exception using errcode = '22023', message = 'shopping_list must be a JSON array';
  end if;
  if pg_catalog.octet_length(save_plan_change.shopping_list::text) > 1048576 then
    raise exception using errcode = '22023', message = 'shopping_list is larger than 1 MB';
  end if;
  if save_plan_change.summary is not null
     and pg_catalog.jsonb_typeof(save_plan_change.summary) <> 'object' then
    raise exception using errcode = '22023', message = 'summary must be a JSON object when given';
  end if;
  if change_text is null or change_text = '' then
    raise exception using errcode = '22023', message = 'change must describe the edit (it is empty)';
  end if;
  -- The change log shows one line per edit; 500 characters hold any meal names the app writes.
  if pg_catalog.char_length(change_text) > 500 then
    raise exception using errcode = '22023', message = 'change is longer than 500 characters';
  end if;
  -- budget_changes.price_difference is numeric(10,2): its magnitude stays below 10^8 dollars.
  if save_plan_change.price_difference is null
     or save_plan_change.price_difference = 'NaN'::numeric
     or pg_catalog.abs(save_plan_change.price_difference) >= 100000000 then
    raise exception using
      errcode = '22023',
      message = 'price_difference must be a number of dollars between -99999999.99 and 99999999.99';
  end if;

  update public.meal_plans as stored
     set plan = save_plan_change.plan,
         shopping_list = save_plan_change.shopping_list,
         summary = coalesce(save_plan_change.summary, stored.summary)
   where stored.user_id = caller
     and stored.week_start = save_plan_change.week_start;
  if not found then
    raise exception using
      errcode = 'PT404',
      message = pg_catalog.format('No meal plan for the week of %s', save_plan_change.week_start),
      hint = 'Generate a plan for that week first';
  end if;

  insert into public.budget_changes (user_id, week_start, change, price_difference)
  values (caller, save_plan_change.week_start, change_text,
          pg_catalog.round(save_plan_change.price_difference, 2));
end;
$$;

comment on function public.save_plan_change(date, jsonb, jsonb, text, numeric, jsonb) is
  'Saves an edited week of the caller and records the edit in budget_changes, both or neither.';

-- Functions are executable by PUBLIC by default, and hosted Supabase's default privileges also
-- grant them to anon: only a signed-in user (and server code acting as one) may call this.
revoke all on function public.save_plan_change(date, jsonb, jsonb, text, numeric, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.save_plan_change(date, jsonb, jsonb, text, numeric, jsonb)
  to authenticated;
