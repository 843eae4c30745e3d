/**
 * The spend/quality control: how much a week's diet quality is worth against its cost, chosen
 * by the person on the meal plan page and kept with the profile
 * (planning_preferences.plan_focus). 1 is "Spend less", 5 "Eat better". The budget is a hard
 * ceiling at every level: the control only decides how much of it buys a healthier week.
 */
export const PLAN_FOCUS_LEVELS = [1, 2, 3, 4, 5] as const;
export type PlanFocus = (typeof PLAN_FOCUS_LEVELS)[number];

/** The default: a healthy week well within the budget. */
export const DEFAULT_PLAN_FOCUS: PlanFocus = 3;

/** The stored value as a level; anything else is the default. */
export function planFocusOf(value: unknown): PlanFocus {
  return (PLAN_FOCUS_LEVELS as readonly unknown[]).includes(value)
    ? (value as PlanFocus)
    : DEFAULT_PLAN_FOCUS;
}
