-- Two phones, one list: when two changes to the same line meet, the one made later wins, and a
-- change made before the line's current state never undoes it (a tick is never lost to an
-- untick made before it, even when the untick waited offline and reached the server last).
--
-- "Made" is the moment on the device that made the change (the change queue sends it), bounded
-- by the server's clock: a device whose clock runs ahead cannot claim the future and win every
-- later meeting. A writer that does not say when (an older client, a server function) made its
-- change now. The row the write returns is the line as stored, so the device that lost can tell
-- the person (src/device/listChanges.ts).

alter table public.shopping_list_items
  add column changed_at timestamptz not null default now();

-- Rows stored before: their state was made when they were last written. (Copying the moment is
-- not a write of the row: updated_at stays as it was.)
alter table public.shopping_list_items disable trigger set_updated_at;
update public.shopping_list_items set changed_at = updated_at;
alter table public.shopping_list_items enable trigger set_updated_at;

create or replace function public.shopping_list_items_later_wins() returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  -- When the change was made: the moment the writer gave, at the latest now; a writer that left
  -- the stored moment as it was did not say when, and made it now.
  if tg_op = 'INSERT' or new.changed_at is distinct from old.changed_at then
    new.changed_at := least(coalesce(new.changed_at, pg_catalog.now()), pg_catalog.now());
  else
    new.changed_at := pg_catalog.now();
  end if;
  -- Made before the line's current state: the tick stays as it is.
  if tg_op = 'UPDATE' and new.changed_at < old.changed_at then
    new.checked := old.checked;
    new.changed_at := old.changed_at;
  end if;
  return new;
end;
$$;
revoke all on function public.shopping_list_items_later_wins() from public, anon, authenticated;

create trigger shopping_list_items_later_wins before insert or update on public.shopping_list_items
  for each row execute function public.shopping_list_items_later_wins();

-- The same rule for a price paid: purchased_at is when the item was marked bought on the device
-- (the queue sends it). A marking made before the stored one leaves the stored price alone.
create or replace function public.purchases_later_wins() returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.purchased_at is distinct from old.purchased_at then
    new.purchased_at := least(coalesce(new.purchased_at, pg_catalog.now()), pg_catalog.now());
  else
    new.purchased_at := pg_catalog.now();
  end if;
  if tg_op = 'UPDATE' and new.purchased_at < old.purchased_at
    and (new.week_start, new.item_key) is not distinct from (old.week_start, old.item_key) then
    new.amount_paid := old.amount_paid;
    new.name := old.name;
    new.purchased_at := old.purchased_at;
  end if;
  return new;
end;
$$;
revoke all on function public.purchases_later_wins() from public, anon, authenticated;

create trigger purchases_later_wins before insert or update on public.purchases
  for each row execute function public.purchases_later_wins();
