-- Realtime for the tables a household shares live: the list (ticks, paid prices, custom items),
-- the purchases, the week's plan, the pantry and the price book. Adding a table to the
-- supabase_realtime publication is what enables Realtime for it on hosted Supabase; the local
-- backend reads the same publication. Row-level security still decides who receives a change.
alter publication supabase_realtime add table
  public.shopping_list_items,
  public.purchases,
  public.meal_plans,
  public.pantry_items,
  public.price_book;

-- Delete events carry the whole old row (not only its key), so a client can tell which line went.
alter table public.shopping_list_items replica identity full;
alter table public.purchases replica identity full;
