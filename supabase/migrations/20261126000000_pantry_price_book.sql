-- The pantry and the price book: what a person has at home and what they paid, carried from week
-- to week.
--
-- pantry_items is a ledger of what came into the kitchen and of the amounts the person set by
-- hand; what is at home on a day is computed from it (supabase/functions/_shared/pantry/stock.ts)
-- with the meals planned up to that day taking out what they use and each food ageing out by its
-- shelf life. Rows of kind 'bought' come from the shopping list's purchases (the trigger below),
-- 'added' and 'set' from the Pantry screen.
--
-- price_book keeps the price per package a person paid for a food of their list (the trigger
-- below, from the same purchases); the planner prices their next weeks with it.

create table public.pantry_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  food text not null check (food ~ '^[a-z0-9_]{1,80}$'),
  kind text not null check (kind in ('bought', 'added', 'set')),
  -- 50 kg of one food is more than any kitchen keeps.
  grams numeric(10, 1) not null check (grams >= 0 and grams <= 50000),
  on_date date not null,
  -- Why an amount was set: a correction, used up, thrown away.
  reason text check (reason in ('correction', 'used', 'discarded')),
  -- For 'bought': the week and list item of the purchase.
  week_start date,
  item_key text,
  created_at timestamptz not null default now(),
  check ((kind = 'set') = (reason is not null)),
  check ((kind = 'bought') = (week_start is not null and item_key is not null))
);

create unique index pantry_items_bought_idx on public.pantry_items (user_id, week_start, item_key)
  where kind = 'bought';
create index pantry_items_user_idx on public.pantry_items (user_id, on_date);

create table public.price_book (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  food text not null check (food ~ '^[a-z0-9_]{1,80}$'),
  package_label text not null check (char_length(package_label) between 1 and 80),
  package_grams numeric(10, 1) not null check (package_grams > 0 and package_grams <= 50000),
  -- What one package cost at the till.
  package_price numeric(10, 2) not null check (package_price > 0 and package_price <= 10000),
  paid_on date not null,
  week_start date not null,
  item_key text not null,
  created_at timestamptz not null default now(),
  unique (user_id, week_start, item_key)
);

create index price_book_user_idx on public.price_book (user_id, food, paid_on);

revoke all on table public.pantry_items, public.price_book from anon, authenticated;
grant select, insert, update, delete on table public.pantry_items, public.price_book to authenticated;
grant all on table public.pantry_items, public.price_book to service_role;

alter table public.pantry_items enable row level security;
alter table public.price_book enable row level security;

create policy "pantry_items: owner selects" on public.pantry_items for select to authenticated
  using (user_id = (select auth.uid()));
create policy "pantry_items: owner inserts" on public.pantry_items for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "pantry_items: owner updates" on public.pantry_items for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "pantry_items: owner deletes" on public.pantry_items for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "price_book: owner selects" on public.price_book for select to authenticated
  using (user_id = (select auth.uid()));
create policy "price_book: owner inserts" on public.price_book for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "price_book: owner updates" on public.price_book for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "price_book: owner deletes" on public.price_book for delete to authenticated
  using (user_id = (select auth.uid()));

-- A purchase of a planned item puts the packages bought in the pantry and their price in the
-- price book; taking the purchase back takes both out. The item is found in the week's stored
-- list (its id is the food's key); custom items and items of plans stored before lists carried
-- package sizes are not catalogue foods the planner could use, so they change neither. Runs as
-- the person who records the purchase: row-level security applies to every row it touches.
create or replace function public.purchase_to_pantry() returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  item jsonb;
  packages integer;
  package_grams numeric;
  paid_on date;
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.week_start, old.item_key) is distinct from (new.week_start, new.item_key)) then
    delete from public.pantry_items p
      where p.user_id = old.user_id and p.kind = 'bought'
        and p.week_start = old.week_start and p.item_key = old.item_key;
    delete from public.price_book b
      where b.user_id = old.user_id and b.week_start = old.week_start and b.item_key = old.item_key;
    if tg_op = 'DELETE' then
      return old;
    end if;
  end if;

  select e.value into item
    from public.meal_plans m, pg_catalog.jsonb_array_elements(m.shopping_list) e
    where m.user_id = new.user_id and m.week_start = new.week_start
      and pg_catalog.jsonb_typeof(m.shopping_list) = 'array'
      and e.value ->> 'id' = new.item_key
    limit 1;
  if item is null or coalesce(item ->> 'packageGrams', '') !~ '^[0-9]+(\.[0-9]+)?$' then
    return new;
  end if;
  packages := coalesce(item ->> 'packagesToBuy', item ->> 'packages', '0')::numeric::integer;
  package_grams := (item ->> 'packageGrams')::numeric;
  if packages <= 0 or package_grams <= 0 or new.item_key !~ '^[a-z0-9_]{1,80}$' then
    return new;
  end if;
  paid_on := (new.purchased_at at time zone 'UTC')::date;

  insert into public.pantry_items (user_id, food, kind, grams, on_date, week_start, item_key)
  values (new.user_id, new.item_key, 'bought', least(packages * package_grams, 50000),
          paid_on, new.week_start, new.item_key)
  on conflict (user_id, week_start, item_key) where kind = 'bought'
  do update set grams = excluded.grams, on_date = excluded.on_date;

  if new.amount_paid > 0 and new.amount_paid / packages <= 10000 then
    insert into public.price_book
      (user_id, food, package_label, package_grams, package_price, paid_on, week_start, item_key)
    values (new.user_id, new.item_key, pg_catalog.left(coalesce(item ->> 'packageLabel', 'package'), 80),
            package_grams, greatest(0.01, pg_catalog.round(new.amount_paid / packages, 2)),
            paid_on, new.week_start, new.item_key)
    on conflict (user_id, week_start, item_key)
    do update set package_price = excluded.package_price, paid_on = excluded.paid_on,
      package_label = excluded.package_label, package_grams = excluded.package_grams;
  else
    delete from public.price_book b
      where b.user_id = new.user_id and b.week_start = new.week_start and b.item_key = new.item_key;
  end if;
  return new;
end;
$$;

create trigger purchase_to_pantry after insert or update or delete on public.purchases
  for each row execute function public.purchase_to_pantry();

revoke all on function public.purchase_to_pantry() from public, anon;

-- A purchase of one list item above $100,000 is a typo, not a price: refused from now on (rows
-- already stored are left as they are).
alter table public.purchases
  add constraint purchases_amount_paid_sane check (amount_paid <= 100000) not valid;
