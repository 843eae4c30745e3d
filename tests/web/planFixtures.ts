/** A small week for the plan screen tests: Monday has a breakfast and a dinner. */
import { samplePlan, type MealTemplate } from '../../machines/planShared/samplePlan.ts';
import {
  storedPlanSchema,
  type Meal,
  type StoredPlan,
} from '../../machines/planShared/plan.types.ts';
import { replaceMealById } from '../../machines/planShared/planEdits.ts';
import { isoDateOf, weekdayOf } from '../../machines/planShared/week.ts';

export const WEEK_START = '2026-11-16'; // a Monday

export const oatmeal: MealTemplate = {
  type: 'BREAKFAST',
  name: 'Berry Oatmeal',
  recipeId: 'oatmeal',
  cuisine: 'American',
  prepTime: 10,
  costValue: 2.4,
  ingredients: [
    { name: 'Rolled oats', amount: '1/2 cup' },
    { name: 'Blueberries', amount: '1/2 cup' },
  ],
  nutrition: { calories: 380, protein: '14g', carbs: '60g', fat: '8g' },
  instructions: ['Simmer the oats in water for five minutes.', 'Top with the berries.'],
};

export const chili: MealTemplate = {
  type: 'DINNER',
  name: 'Turkey Chili',
  recipeId: 'chili',
  cuisine: 'American',
  prepTime: 35,
  costValue: 5.6,
  ingredients: [
    { name: 'Ground turkey', amount: '5 oz' },
    { name: 'Kidney beans', amount: '1/2 can' },
  ],
  nutrition: { calories: 610, protein: '44g', carbs: '48g', fat: '20g' },
  instructions: ['Brown the turkey.', 'Add the beans and simmer twenty minutes.'],
};

const soup: MealTemplate = {
  ...chili,
  type: 'LUNCH',
  name: 'Lentil Soup',
  recipeId: 'soup',
  costValue: 2.1,
};

export function fixturePlan(): StoredPlan {
  const stored = samplePlan({
    weekStart: WEEK_START,
    weeklyBudget: 100,
    proteinGoal: 110,
    calorieTarget: 2000,
    meals: (weekday) =>
      weekday === 'Monday' ? [oatmeal, chili] : weekday === 'Wednesday' ? [soup] : [],
  });
  return {
    ...stored,
    shoppingList: [
      {
        id: 'oats',
        name: 'Rolled oats',
        amount: '42 oz canister',
        price: 4.99,
        mealIds: [stored.plan.days[0]?.meals[0]?.id ?? ''],
        pantry: false,
        packages: 1,
        packageLabel: '42 oz canister',
        gramsUsed: 40,
        leftover: '1150 g',
      },
    ],
  };
}

/** The fixture's week on this week's dates and day names, keeping its meals; `totalCost` when given. */
export function planForThisWeek(totalCost?: string): StoredPlan {
  const today = isoDateOf(new Date());
  const stored = fixturePlan();
  const days = stored.plan.days.map((day, index) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    const iso = date.toISOString().slice(0, 10);
    return { ...day, date: iso, day: weekdayOf(iso) };
  });
  const plan = { ...stored.plan, weekStart: today, days };
  return { ...stored, plan: totalCost === undefined ? plan : { ...plan, totalCost } };
}

export const BREAKFAST_ID = 'monday-breakfast-oatmeal';
export const DINNER_ID = 'monday-dinner-chili';

/** The plan after regenerate-meal swapped the breakfast for a scramble with the same id. */
export function replacedPlan(): StoredPlan {
  const stored = fixturePlan();
  const old = stored.plan.days[0]?.meals[0] as Meal;
  const scramble: Meal = {
    ...old,
    name: 'Tofu Scramble',
    recipeId: 'scramble',
    costValue: 2.9,
    cost: '$2.90',
  };
  return { ...stored, plan: replaceMealById(stored.plan, scramble) };
}

export const STORAGE_SOURCE =
  'Storage times: USDA FSIS FoodKeeper (data version 128), the end of each range, counted from the shopping day; estimates where FoodKeeper gives none.';

/**
 * The week with what the planner adds for the kitchen (responses.ts, a meal's `sides` and
 * `kitchen`, the week's `kitchen`): the first day's oatmeal comes with a banana and a glass of soy
 * milk, and the third day's soup uses turkey frozen on the shopping day, or, with `leftover`, is
 * eaten from the first day's cooking, kept in the refrigerator or frozen in portions. Parsed by
 * the response schema.
 */
export function kitchenPlan(
  stored: StoredPlan,
  options: { leftover?: 'refrigerator' | 'freezer' } = {},
): StoredPlan {
  const first = stored.plan.days[0];
  const days = stored.plan.days.map((day, index) => {
    if (index === 0)
      return {
        ...day,
        meals: day.meals.map((meal) =>
          meal.type === 'BREAKFAST'
            ? {
                ...meal,
                sides: [
                  {
                    id: 'side-banana',
                    name: 'A banana',
                    items: [{ name: 'Bananas', amount: '1 medium (118 g)' }],
                  },
                  {
                    id: 'side-soy-milk',
                    name: 'A glass of soy milk',
                    items: [{ name: 'Soy milk', amount: '1 cup (243 g)' }],
                  },
                ],
              }
            : meal,
        ),
      };
    if (index === 2)
      return {
        ...day,
        meals: day.meals.map((meal) => ({
          ...meal,
          kitchen: options.leftover
            ? { leftover: { cookedOn: first?.date ?? day.date, kept: options.leftover } }
            : {
                thaw: [
                  {
                    food: 'ground-turkey',
                    name: 'Ground turkey, 93% lean',
                    grams: 142,
                    amount: '5 oz (142 g)',
                  },
                ],
              },
        })),
      };
    return day;
  });
  return storedPlanSchema.parse({
    ...stored,
    plan: {
      ...stored.plan,
      days,
      kitchen: { shoppingDay: stored.plan.weekStart, source: STORAGE_SOURCE },
    },
  });
}
