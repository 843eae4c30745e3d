-- Staples at home: the budget is what a person pays at the till, so a week buys whole jars of the
-- staples it uses (oil, spices, sauces, baking goods) unless the person has said they are at home.
--
-- pantry_items gains the kind 'have': a staple said to be at home, with no amount (grams 0) and no
-- date it goes off, until a later 'set' row of that food (used up, or an amount counted by hand).
-- planning_preferences.staples_answered_on records that the person answered the staples question
-- (the day they did); null means never, and the plan page then says every staple is bought.

alter table public.pantry_items drop constraint if exists pantry_items_kind_check;
alter table public.pantry_items
  add constraint pantry_items_kind_check check (kind in ('bought', 'added', 'set', 'have'));
alter table public.pantry_items
  add constraint pantry_items_have_no_amount check (kind <> 'have' or grams = 0);

alter table public.planning_preferences
  add column if not exists staples_answered_on date;
