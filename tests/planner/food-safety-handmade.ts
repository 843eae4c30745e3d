/**
 * Hand-made weeks for the food-safety checker's tests: small recipes of product-catalogue foods,
 * a week of them and its shopping list written by hand, checked against the FoodKeeper CSV.
 */
import { readFileSync } from 'node:fs';
import { checkFoodSafety } from '../../scripts/food-safety/check.ts';
import type {
  PantryLot,
  RecipeLike,
  SafetyReport,
  StoredWeek,
} from '../../scripts/food-safety/check.ts';
import { pricesByFood } from '../../supabase/functions/_shared/catalogue/prices.ts';
import type { MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { WEEKDAYS, addDays } from '../../supabase/functions/_shared/rules/week.ts';
import {
  shoppingItemSchema,
  weeklyPlanSchema,
} from '../../supabase/functions/_shared/schemas/responses.ts';
import type {
  Meal,
  ShoppingItem,
  WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/responses.ts';
export const CSV = readFileSync(
  new URL('../../data/foodkeeper/foodkeeper-products.csv', import.meta.url),
  'utf8',
);

/** A Monday: the shopping day of the hand-made weeks. */
export const MONDAY = '2026-11-23';

const RECIPES: RecipeLike[] = [
  {
    id: 't-chicken',
    ingredients: [
      { food: 'chicken_thigh', grams: 200 },
      { food: 'white_rice', grams: 80 },
    ],
  },
  {
    id: 't-beans',
    ingredients: [
      { food: 'black_beans', grams: 150 },
      { food: 'white_rice', grams: 60 },
    ],
  },
  { id: 't-beans-rest', ingredients: [{ food: 'black_beans', grams: 200 }] },
  {
    id: 't-stew',
    ingredients: [
      { food: 'ground_beef', grams: 150 },
      { food: 'onion', grams: 50 },
    ],
  },
  {
    id: 't-salad',
    ingredients: [
      { food: 'cucumber', grams: 100 },
      { food: 'onion', grams: 20 },
    ],
  },
  { id: 't-rice', ingredients: [{ food: 'white_rice', grams: 80 }] },
  { id: 't-side-cucumber', ingredients: [{ food: 'cucumber', grams: 100 }] },
];

export interface HandMeal {
  day: number;
  type: MealType;
  recipe: string;
  kitchen?: Meal['kitchen'];
}

function meal(date: string, m: HandMeal): Meal {
  return {
    id: `${date}-${m.type.toLowerCase()}`,
    type: m.type,
    name: m.recipe,
    recipeId: m.recipe,
    cuisine: 'American',
    prepTime: 20,
    proteinPercentage: 0,
    cost: '$0.00',
    costValue: 0,
    ingredients: [],
    nutrition: { calories: 0, protein: '0g', carbs: '0g', fat: '0g' },
    instructions: [],
    ...(m.kitchen ? { kitchen: m.kitchen } : {}),
  };
}

export function plan(
  weekStart: string,
  meals: readonly HandMeal[],
  extra: Partial<WeeklyPlan> = {},
) {
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    return {
      day: WEEKDAYS[(1 + i) % 7] as (typeof WEEKDAYS)[number],
      date,
      meals: meals.filter((m) => m.day === i).map((m) => meal(date, m)),
      dailyCost: '$0.00',
      dailyCostValue: 0,
      dailyProtein: 0,
      dailyCalories: 0,
      proteinGoal: 90,
      calorieTarget: 2000,
    };
  });
  return weeklyPlanSchema.parse({
    weekStart,
    days,
    weeklyBudget: '$100',
    weeklyBudgetValue: 100,
    totalCost: '$0.00',
    totalCostValue: 0,
    kitchen: { shoppingDay: weekStart, source: 'test' },
    ...extra,
  });
}

/** A list line buying `packages` of a catalogue food's package. */
export function item(
  food: string,
  packages: number,
  extra: Partial<ShoppingItem> = {},
): ShoppingItem {
  const price = pricesByFood.get(food);
  if (!price) throw new Error(`no price for ${food}`);
  return shoppingItemSchema.parse({
    id: food,
    name: food,
    amount: '',
    price: 0,
    mealIds: [],
    pantry: false,
    packages,
    packageLabel: price.packageLabel,
    gramsUsed: 0,
    leftover: '',
    packagesToBuy: packages,
    packageGrams: price.packageGrams,
    ...extra,
  });
}

export const check = (weeks: StoredWeek[], pantry?: PantryLot[]) =>
  checkFoodSafety(weeks, { foodkeeperCsv: CSV, recipes: RECIPES, ...(pantry ? { pantry } : {}) });

export const kinds = (report: SafetyReport) =>
  report.violations.map((v) => `${v.date} ${v.meal} ${v.food} ${v.kind}`);

/** Rice keeps for years: the hand-made weeks buy a bag of it. */
export const rice = item('white_rice', 1);
