-- The spend/quality control of the meal plan page ("Spend less" 1 ... 5 "Eat better"), kept with
-- the profile. The planner weighs a week's Healthy Eating Index against its cost by it; the
-- budget stays a ceiling at every level. Null means the default (3), which gives a healthy week
-- well within the budget.
alter table public.planning_preferences
  add column if not exists plan_focus smallint check (plan_focus between 1 and 5);
