import type { StoredPlan } from '../planShared/plan.types.ts';

export interface MealPlanInput {
  userId: string | null;
  /** The first day of the week shown: today (spec section 9). */
  today: string;
}

export interface MealPlanContext {
  userId: string | null;
  weekStart: string;
  stored: StoredPlan | null;
  /** The placeholder plan shows because the stored one could not be loaded. */
  placeholder: boolean;
}

export interface PlanRequest {
  userId: string | null;
  weekStart: string;
}

export type MealPlanEvent =
  { type: 'plan.generate' } | { type: 'plan.exportCalendar' } | { type: 'plan.reload' };

export type MealPlanTag = 'loading' | 'busy';
