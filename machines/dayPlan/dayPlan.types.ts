import type { Meal, PlanChange, StoredPlan } from '../planShared/plan.types.ts';
import type { WeekdayName } from '../planShared/week.ts';

export interface DayPlanInput {
  userId: string | null;
  weekday: WeekdayName;
  /** Today: the first day of the current week. */
  today: string;
}

export interface PendingMove {
  mealId: string;
  toDay: WeekdayName;
}

export interface DayPlanContext {
  userId: string | null;
  weekday: WeekdayName;
  weekStart: string;
  stored: StoredPlan | null;
  /** The one meal card that is open (spec: one expanded at a time). */
  expandedMealId: string | null;
  showInstructions: boolean;
  showNutrition: boolean;
  pendingMove: PendingMove | null;
  replacingMealId: string | null;
  /** The plan before an edit that is being saved, to put back if saving fails. */
  previous: StoredPlan | null;
  pendingChange: PlanChange | null;
}

export interface PlanRequest {
  userId: string | null;
  weekStart: string;
}

/** Generate Meals on the day: what the day's empty slots are filled from. */
export interface GenerateDayInput extends PlanRequest {
  stored: StoredPlan | null;
  weekday: WeekdayName;
}

export interface DayGenerated {
  stored: StoredPlan;
  /** Why some slots stayed empty, in a sentence for a toast; null when every slot was filled. */
  notice: string | null;
}

export interface SaveChangeInput {
  userId: string | null;
  stored: StoredPlan;
  change: PlanChange;
}

export interface ReplaceMealInput {
  userId: string | null;
  stored: StoredPlan;
  weekday: WeekdayName;
  meal: Meal;
}

export type DayPlanEvent =
  | { type: 'meal.expand'; mealId: string }
  | { type: 'meal.toggleInstructions' }
  | { type: 'meal.toggleNutrition' }
  | { type: 'meal.moveRequest'; mealId: string; toDay: WeekdayName }
  | { type: 'move.confirm' }
  | { type: 'move.cancel' }
  | { type: 'meal.replace'; mealId: string }
  | { type: 'meal.remove'; mealId: string }
  | { type: 'plan.generate' };

export type DayPlanTag = 'loading' | 'busy';
