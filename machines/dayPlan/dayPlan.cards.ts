/**
 * The day plan's meal cards: which meals are on the day, which card is open, where a meal can
 * move (the machine's guards), the events that open a card and its toggles, and what a card
 * says of its sides and the kitchen's schedule (with the evening's task for tomorrow's meals).
 */
import { dayKitchenTexts, thawItem } from '../texts/dayKitchen.ts';
import { isAccountRequired } from '../planShared/accountRequired.ts';
import type { Meal, WeeklyPlan } from '../planShared/plan.types.ts';
import { dayOf } from '../planShared/planEdits.ts';
import { weekdayOf } from '../planShared/week.ts';
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

/** One side as a card's details list it: its name and each item with its amount. */
export interface SideView {
  id: string;
  name: string;
  items: string[];
}

/**
 * What a card says besides the dish (the response's `sides` and `kitchen`): the sides in a line
 * on the card and one by one in its details, the frozen portions to move to the refrigerator the
 * evening before, and where a bulk-prep portion was kept. Empty for a meal without them (older
 * weeks, the demo's sample week).
 */
export interface MealCardKitchen {
  /** 'With: a banana · a glass of soy milk'; null without sides. */
  sidesLine: string | null;
  sides: SideView[];
  /** The card needs something moved from the freezer the evening before (its badge). */
  thawsEveningBefore: boolean;
  /** 'Move to the refrigerator the evening before: Chicken thighs, boneless skinless, 1 thigh (150 g)'. */
  thaw: string | null;
  /** 'Cooked on Monday; kept in the refrigerator'. */
  leftover: string | null;
}

export function mealCardKitchen(meal: Meal): MealCardKitchen {
  const texts = dayKitchenTexts;
  const sides = (meal.sides ?? []).map((side) => ({
    id: side.id,
    name: side.name,
    items: side.items.map((item) => texts.sideItem(item.name, item.amount)),
  }));
  const thaws = meal.kitchen?.thaw ?? [];
  const leftover = meal.kitchen?.leftover;
  const cookedOn = leftover ? weekdayOf(leftover.cookedOn) : '';
  return {
    sidesLine: sides.length > 0 ? texts.sidesLine(sides.map((side) => side.name)) : null,
    sides,
    thawsEveningBefore: thaws.length > 0 || leftover?.kept === 'freezer',
    thaw: thaws.length > 0 ? texts.thaw(thaws.map(thawItem)) : null,
    leftover: leftover
      ? leftover.kept === 'freezer'
        ? texts.leftoverFrozen(cookedOn)
        : texts.leftoverFridge(cookedOn)
      : null,
  };
}

/** What goes from the freezer to the refrigerator this evening for tomorrow's meals. */
export interface EveningTask {
  /** 'Move to the refrigerator this evening for tomorrow, Tuesday:'. */
  intro: string;
  /** One line a meal: 'Chicken Curry: Chicken thighs, boneless skinless, 1 thigh (150 g)'. */
  lines: string[];
}

/**
 * The day's evening task: the frozen portions the next day's meals use (the week's next day; the
 * week's last day has none to show, its next week not being in this plan). Null when there is
 * nothing to move.
 */
export function eveningTask(
  plan: WeeklyPlan,
  weekday: DayPlanContext['weekday'],
): EveningTask | null {
  const index = plan.days.findIndex((day) => day.day === weekday);
  const tomorrow = index >= 0 ? plan.days[index + 1] : undefined;
  if (!tomorrow) return null;
  const texts = dayKitchenTexts;
  const lines = tomorrow.meals.flatMap((meal) => {
    const thaws = meal.kitchen?.thaw ?? [];
    const leftover = meal.kitchen?.leftover;
    return [
      ...(thaws.length > 0 ? [texts.eveningThaw(meal.name, thaws.map(thawItem))] : []),
      ...(leftover?.kept === 'freezer'
        ? [texts.eveningLeftover(meal.name, weekdayOf(leftover.cookedOn))]
        : []),
    ];
  });
  return lines.length > 0 ? { intro: texts.eveningIntro(tomorrow.day), lines } : null;
}

/** A meal of the person's own recipe against the recipe now. */
export type OwnRecipeState = 'current' | 'changed' | 'deleted';

/** Whether the recipe of a meal changed or was deleted since the week copied it ('current' when
 *  it is as planned, or when its versions are not known); null for a catalogue dish. */
export function ownRecipeState(
  meal: Meal,
  versions: Readonly<Record<string, number>> | null,
): OwnRecipeState | null {
  if (!meal.own) return null;
  if (!versions) return 'current';
  const now = versions[meal.recipeId];
  if (now === undefined) return 'deleted';
  return now > meal.own.version ? 'changed' : 'current';
}
