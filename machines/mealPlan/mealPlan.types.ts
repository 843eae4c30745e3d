import type { StoredPlan } from '../planShared/plan.types.ts';

export type { LoadedWeek, PlanRequest } from '../planShared/plan.types.ts';

export interface MealPlanInput {
  userId: string | null;
  /** The person's date: the week shown is the one that holds it. */
  today: string;
}

export interface MealPlanContext {
  userId: string | null;
  today: string;
  /** The first day of the week shown (the stored plan's, or the person's start day's). */
  weekStart: string;
  stored: StoredPlan | null;
  /** The placeholder plan shows because the stored one could not be loaded. */
  placeholder: boolean;
}

export type MealPlanEvent =
  | { type: 'plan.generate' }
  | { type: 'regenerate.confirm' }
  | { type: 'regenerate.cancel' }
  | { type: 'plan.exportCalendar' }
  | { type: 'plan.reload' };

export type MealPlanTag = 'loading' | 'busy';
