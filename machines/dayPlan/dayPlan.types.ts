import type { Meal, PlanRequest, StoredPlan } from '../planShared/plan.types.ts';
import type { WeekdayName } from '../planShared/week.ts';

export interface DayPlanInput {
  userId: string | null;
  weekday: WeekdayName;
  /** The person's date: the week shown is the one that holds it. */
  today: string;
  /** A week planned ahead: that many weeks after the one holding `today` (absent: 0). */
  ahead?: number;
  /** The week as this device last saw it (its week holds `today`): shown while it loads. */
  cached?: StoredPlan | null;
}

export interface PendingMove {
  mealId: string;
  toDay: WeekdayName;
}

export interface DayPlanContext {
  userId: string | null;
  weekday: WeekdayName;
  /** Today, the person's date: the week shown is the one that holds it. */
  today: string;
  /** A week planned ahead: that many weeks after the one holding `today` (0: that week). */
  ahead: number;
  /** The first day of the week shown (the stored plan's, or the person's start day's). */
  weekStart: string;
  stored: StoredPlan | null;
  /** The one meal card that is open (spec: one expanded at a time). */
  expandedMealId: string | null;
  showInstructions: boolean;
  showNutrition: boolean;
  pendingMove: PendingMove | null;
  replacingMealId: string | null;
  /** The meal whose removal is being saved: its card reads REMOVING... until the week returns. */
  removingMealId: string | null;
  /** The plan before a move that is being saved, to put back if saving fails. */
  previous: StoredPlan | null;
  /** The person's own recipes' versions now (LoadedWeek.ownRecipes); null when not read. */
  ownVersions: Record<string, number> | null;
}

export type { LoadedWeek, PlanRequest } from '../planShared/plan.types.ts';

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

/** An edit of the stored week that the server computes and logs (its bill recomputed). */
export type PlanEdit =
  { kind: 'move'; mealId: string; toDay: WeekdayName } | { kind: 'remove'; mealId: string };

export interface EditPlanInput {
  userId: string | null;
  stored: StoredPlan;
  edit: PlanEdit;
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
