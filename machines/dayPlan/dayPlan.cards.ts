/**
 * The day plan's meal cards: which meals are on the day, which card is open, where a meal can
 * move (the machine's guards), and the events that open a card and its toggles.
 */
import { isAccountRequired } from '../planShared/accountRequired.ts';
import type { Meal } from '../planShared/plan.types.ts';
import { dayOf } from '../planShared/planEdits.ts';
import type { DayPlanContext } from './dayPlan.types.ts';

/** The meals of the day the machine shows. */
export function mealsOfDay(context: Pick<DayPlanContext, 'stored' | 'weekday'>): Meal[] {
  return context.stored ? (dayOf(context.stored.plan, context.weekday)?.meals ?? []) : [];
}

function mealOnDay(context: DayPlanContext, mealId: string): Meal | null {
  return mealsOfDay(context).find((meal) => meal.id === mealId) ?? null;
}

export const dayPlanGuards = {
  isAccountRequired: (_: unknown, params: { error: unknown }) => isAccountRequired(params.error),
  isMealOfDay: ({ context }: { context: DayPlanContext }, params: { mealId: string }) =>
    mealOnDay(context, params.mealId) !== null,
  hasOpenMeal: ({ context }: { context: DayPlanContext }) =>
    context.expandedMealId !== null && mealOnDay(context, context.expandedMealId) !== null,
  /** Move, replace and remove act on the open card: its buttons are only there. */
  isOpenMeal: ({ context }: { context: DayPlanContext }, params: { mealId: string }) =>
    context.expandedMealId === params.mealId && mealOnDay(context, params.mealId) !== null,
  canMoveTo: (
    { context }: { context: DayPlanContext },
    params: { mealId: string; toDay: DayPlanContext['weekday'] },
  ) =>
    context.expandedMealId === params.mealId &&
    mealOnDay(context, params.mealId) !== null &&
    params.toDay !== context.weekday &&
    context.stored !== null &&
    dayOf(context.stored.plan, params.toDay) !== null,
};

/**
 * Opening a card and its toggles work in every loaded state except while the Move Meal dialog
 * is open (it is modal: nothing behind it can be clicked).
 */
export const cardEvents = {
  'meal.expand': {
    guard: {
      type: 'isMealOfDay',
      params: ({ event }: { event: { mealId: string } }) => ({ mealId: event.mealId }),
    },
    actions: {
      type: 'expand',
      params: ({ event }: { event: { mealId: string } }) => ({ mealId: event.mealId }),
    },
  },
  'meal.toggleInstructions': { guard: 'hasOpenMeal', actions: 'toggleInstructions' },
  'meal.toggleNutrition': { guard: 'hasOpenMeal', actions: 'toggleNutrition' },
} as const;
