import type { StoredPlan } from '../planShared/plan.types.ts';
import type { PlanFocus } from '../../supabase/functions/_shared/rules/focus.ts';

export type { LoadedWeek, PlanRequest } from '../planShared/plan.types.ts';

export interface MealPlanInput {
  userId: string | null;
  /** The person's date: the week shown is the one that holds it. */
  today: string;
  /** The week as this device last saw it (its week holds `today`): shown while it loads. */
  cached?: StoredPlan | null;
  /** A week planned ahead to show first (1 next week ...); absent: this week. */
  ahead?: number;
}

export interface MealPlanContext {
  userId: string | null;
  today: string;
  /** The first day of the week shown (the stored plan's, or the person's start day's). */
  weekStart: string;
  stored: StoredPlan | null;
  /** The placeholder plan shows because the stored one could not be loaded. */
  placeholder: boolean;
  /** The spend/quality control (1 "Spend less" ... 5 "Eat better"), kept with the profile. */
  focus: PlanFocus;
  /** The control as the profile holds it (focus goes back to it when saving fails). */
  savedFocus: PlanFocus;
  /** The week shown: 0 the one holding today, 1 next week, and so on. */
  ahead: number;
  /** The most weeks ahead the page offers: next week for a weekly shopper, the rest of a
   *  bi-weekly or monthly trip for the others. */
  aheadLimit: number;
  /** Why the last generation found no week (the planner's 422: the cheapest till that works,
   *  what drives it, what to change); cleared when a week is planned, another one shown or the week read
   *  again (the staples answer changed). */
  refusal: string | null;
}

/** What saving the spend/quality control needs. */
export interface FocusRequest {
  userId: string | null;
  focus: PlanFocus;
}

export type MealPlanEvent =
  | { type: 'plan.generate' }
  | { type: 'regenerate.confirm' }
  | { type: 'regenerate.cancel' }
  | { type: 'plan.exportCalendar' }
  /** The spend/quality control moved: saved with the profile, then the week is planned again. */
  | { type: 'plan.setFocus'; focus: PlanFocus }
  | { type: 'plan.reload' }
  /** Show (and plan) another week: 0 this week, 1 next week, ... */
  | { type: 'week.show'; ahead: number };

export type MealPlanTag = 'loading' | 'busy';
