/**
 * The responses of the generate-meal-plan, regenerate-meal and edit-meal-plan functions (spec
 * section 7): the week, its days and meals, its health, the shopping list, the nutrition
 * summary, the explanation, and the error a request gets when no plan exists.
 */
import { z } from 'zod';
import { CUISINES, MEAL_TYPES } from '../catalogue/types.ts';
import { STORE_SECTIONS } from '../catalogue/sections.ts';
import { WEEKDAYS } from '../rules/week.ts';
import { isoDate } from './dates.ts';
import { weekHealthSchema } from './week-health.ts';
import { MAX_OWN_IN_WEEK, ownRecipeCopySchema } from '../own-recipes/own-recipe.ts';

export { foodGroupSchema, heiComponentSchema, weekHealthSchema } from './week-health.ts';
export type { WeekHealth } from './week-health.ts';

/** One household member's portion of a dish: 1.5 = one and a half standard servings. */
export const memberPortionSchema = z.object({
  /** 'you' for the account holder, otherwise the household member's id. */
  member: z.string(),
  name: z.string(),
  portion: z.number().positive().max(3),
});

/** One household member's day: what their portions bring against their own goals. */
export const memberDaySchema = z.object({
  member: z.string(),
  name: z.string(),
  protein: z.number().nonnegative(),
  calories: z.number().nonnegative(),
  proteinGoal: z.number().nonnegative(),
  calorieTarget: z.number().nonnegative(),
});

/**
 * A household member as the week was planned for them (facts of the planning, kept by edits) and
 * what the meals as they stand give them: their share of the bill (their portions' cost; the
 * members' shares add up to the week's total), their HEI-2020 and their protein days.
 */
export const householdMemberPlanSchema = z.object({
  member: z.string(),
  name: z.string(),
  age: z.number().int().min(1).max(120),
  /** Their portion of every dish they eat, in standard servings. */
  portion: z.number().positive().max(3),
  /** The meal types they eat at home. */
  meals: z.array(z.enum(MEAL_TYPES)).min(1),
  calorieTarget: z.number().positive(),
  proteinGoal: z.number().positive(),
  cost: z.string().regex(/^\$\d+\.\d{2}$/),
  costValue: z.number().nonnegative(),
  hei: z.number().min(0).max(100).optional(),
  daysMeetingProteinGoal: z.number().int().min(0).max(7),
  daysPlanned: z.number().int().min(0).max(7),
});
export type HouseholdMemberPlan = z.infer<typeof householdMemberPlanSchema>;

export const mealSchema = z.object({
  id: z.string(),
  type: z.enum(MEAL_TYPES),
  name: z.string(),
  recipeId: z.string(),
  /** Absent for a person's own recipe that names none. */
  cuisine: z.enum(CUISINES).optional(),
  /** A person's own recipe: the version the week copied (the recipe may have changed since). */
  own: z.object({ version: z.number().int().min(1) }).optional(),
  /** Minutes in all: hands-on and waiting (soaking, marinating, chilling). */
  prepTime: z.number().int().nonnegative(),
  /** The waiting a dish needs, when it needs some: 'soak the lentils overnight'. */
  waitNote: z.string().optional(),
  proteinPercentage: z.number().int().nonnegative(),
  cost: z.string().regex(/^\$\d+\.\d{2}$/),
  costValue: z.number().nonnegative(),
  ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
  nutrition: z.object({
    calories: z.number(),
    protein: z.string().regex(/^\d+g$/),
    carbs: z.string().regex(/^\d+g$/),
    fat: z.string().regex(/^\d+g$/),
  }),
  instructions: z.array(z.string()),
  /** A household's week: each member's portion of the dish (absent: one person). The
   *  ingredients, nutrition and cost above are the whole dish as cooked for them all. */
  portions: z.array(memberPortionSchema).optional(),
  /**
   * What comes with the dish and needs no recipe (a piece of fruit, a glass of milk, a side
   * salad): part of the meal's nutrition, cost and shopping list (planner/sides.ts).
   */
  sides: z
    .array(
      z.object({
        id: z.string().max(80),
        name: z.string(),
        items: z.array(z.object({ name: z.string(), amount: z.string() })),
      }),
    )
    .max(4)
    .optional(),
  /**
   * The kitchen's schedule for this meal (planner/kitchen.ts, USDA FSIS FoodKeeper's times):
   * portions frozen on the shopping day that it uses (move them to the refrigerator the evening
   * before), or, with bulk prep, the day its dish was cooked and where its portion was kept.
   */
  kitchen: z
    .object({
      thaw: z
        .array(
          z.object({
            food: z.string(),
            name: z.string(),
            grams: z.number().nonnegative(),
            amount: z.string(),
          }),
        )
        .optional(),
      leftover: z
        .object({ cookedOn: isoDate, kept: z.enum(['refrigerator', 'freezer']) })
        .optional(),
    })
    .optional(),
});
export type Meal = z.infer<typeof mealSchema>;

export const daySchema = z.object({
  day: z.enum(WEEKDAYS),
  date: isoDate,
  meals: z.array(mealSchema),
  dailyCost: z.string().regex(/^\$\d+\.\d{2}$/),
  dailyCostValue: z.number().nonnegative(),
  dailyProtein: z.number().nonnegative(),
  dailyCalories: z.number().nonnegative(),
  proteinGoal: z.number().nonnegative(),
  calorieTarget: z.number().nonnegative(),
  /** A household's week: each member's protein and calories for the day against their goals. */
  members: z.array(memberDaySchema).optional(),
});
export type Day = z.infer<typeof daySchema>;

export const weeklyPlanSchema = z.object({
  weekStart: isoDate,
  days: z.array(daySchema).length(7),
  weeklyBudget: z.string(),
  weeklyBudgetValue: z.number().nonnegative(),
  totalCost: z.string().regex(/^\$\d+\.\d{2}$/),
  totalCostValue: z.number().nonnegative(),
  /**
   * What the week's meals use is worth: the till's figure for what is bought for the week, and
   * the grams used at the package's price per gram for staples (a jar lasts beyond the week).
   * totalCost is the till: whole packages of everything not at home.
   */
  usedCost: z
    .string()
    .regex(/^\$\d+\.\d{2}$/)
    .optional(),
  usedCostValue: z.number().nonnegative().optional(),
  /**
   * Weeks stored before the till: the checkout of someone with no staples at home, when
   * totalCost still charged staples by the gram. No week is stored with it any more.
   */
  checkoutCost: z
    .string()
    .regex(/^\$\d+\.\d{2}$/)
    .optional(),
  checkoutCostValue: z.number().nonnegative().optional(),
  /** The person's daily goals the week was planned for (grams of protein, kcal). */
  dailyProteinGoal: z.number().nonnegative().optional(),
  dailyCalorieTarget: z.number().nonnegative().optional(),
  /** The local price level the week is priced at: edits keep it. */
  priceFactor: z.number().positive().max(10).optional(),
  /** What the week's prices rest on, and how much of its bill is estimated. */
  prices: z
    .object({
      /** 'US average prices, April 2025, from BLS and USDA ERS, adjusted for Georgia'. */
      basis: z.string(),
      /** 0 to 1: the share of the bill priced by estimates. */
      estimatedShare: z.number().min(0).max(1),
      /** 'Estimated prices make up 12 % of this list.' */
      estimatedNote: z.string(),
    })
    .optional(),
  /** Moves, removals, replacements and additions since the week was planned. */
  edits: z.number().int().nonnegative().optional(),
  /** Meals of each type the profile asked for when the week was planned. */
  requested: z
    .object({
      BREAKFAST: z.number().int().min(0).max(7),
      LUNCH: z.number().int().min(0).max(7),
      DINNER: z.number().int().min(0).max(7),
      SNACK: z.number().int().min(0).max(7),
    })
    .optional(),
  /**
   * Portion scale every dish of the week is cooked at (1.5 = one and a half standard servings);
   * absent means standard servings. The planner keeps it within 0.75-2. A household's week has
   * none: each meal type is cooked at the sum of its eaters' portions (`household`).
   */
  portions: z.number().min(0.5).max(3).optional(),
  /**
   * What the week was planned on besides the catalogue (../pantry/personal.ts): the person's
   * pantry at the week's start (grams by food) and their own package prices (local cents), so
   * edits price the week the same. Absent when the week used neither.
   */
  personal: z
    .object({
      stock: z.record(z.string(), z.number().nonnegative().max(50_000)),
      prices: z.record(
        z.string(),
        z.object({
          cents: z.number().int().positive().max(1_000_000),
          receipts: z.number().int().positive(),
          lastPaid: isoDate,
        }),
      ),
      spoils: z.record(z.string(), z.number().int().min(1).max(6)).optional(),
      athome: z.array(z.string().max(80)).max(200).optional(),
      /** The person's own recipes the week was planned with, as it copied them. */
      own: z.array(ownRecipeCopySchema).max(MAX_OWN_IN_WEEK).optional(),
    })
    .optional(),
  /**
   * A household's week (absent: one person): its members, the account holder first. The budget,
   * the bill and the shopping list are the household's.
   */
  household: z.object({ members: z.array(householdMemberPlanSchema).min(2).max(9) }).optional(),
  /** Diet quality of the meals as they stand; absent on weeks planned before it was scored. */
  health: weekHealthSchema.optional(),
  /** Weekly (Bulk Prep): a dish eaten on several days is cooked once, on its first day. */
  bulkPrep: z.literal(true).optional(),
  /** The kitchen's schedule: the shopping day it counts from, and the storage times' source. */
  kitchen: z.object({ shoppingDay: isoDate, source: z.string() }).optional(),
  /**
   * A bi-weekly or monthly shopper's trip the week is bought on: the trip's first day (its
   * shopping day, the first day of its first week) and the weeks it covers (2 or 4).
   */
  trip: z.object({ start: isoDate, weeks: z.number().int().min(2).max(4) }).optional(),
  /** The spend/quality control (1 "Spend less" to 5 "Eat better") the week was planned at. */
  focus: z.number().int().min(1).max(5).optional(),
  /**
   * What the week was planned under, for the plan screen: the hard constraints it respects and
   * notes (portion scale, local price level). Facts of the planning, so edits keep them.
   */
  basis: z
    .object({
      constraints: z.array(z.string()).max(40),
      /** The meal counts as the week stands, against what the profile asked for. */
      counts: z.string().optional(),
      /** What the week takes from the person's pantry and how many prices are their own. */
      pantry: z.string().optional(),
      /** Said when the person never answered the staples question: every staple is bought. */
      staples: z.string().max(400).optional(),
      /** Why the page offers to plan the week again (its staples at home changed since). */
      replan: z.string().max(400).optional(),
      notes: z.array(z.string()).max(40),
    })
    .optional(),
});
export type WeeklyPlan = z.infer<typeof weeklyPlanSchema>;

export const shoppingItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.string(),
  price: z.number().nonnegative(),
  mealIds: z.array(z.string()),
  /** A kitchen staple (oil, spices, sauces, baking): it keeps for months once bought. */
  pantry: z.boolean(),
  /** A staple the person said is at home: the week draws on it and buys none. */
  atHome: z.literal(true).optional(),
  packages: z.number().int().nonnegative(),
  packageLabel: z.string(),
  gramsUsed: z.number().nonnegative(),
  leftover: z.string(),
  /** The local price of one whole package (for a staple: what buying it costs). */
  packagePrice: z.number().nonnegative().optional(),
  /** Packages in the basket (what the person has at home is never bought): a purchase of the
   *  item puts these in the pantry. Weeks stored before the till counted staples by the gram had
   *  packages 0 for a staple and this for the jar someone with none would buy. */
  packagesToBuy: z.number().int().nonnegative().optional(),
  /** The package's grams: a purchase of the item puts packagesToBuy of them in the pantry. */
  packageGrams: z.number().positive().optional(),
  /** Grams of the week's use that come from the person's pantry (bought in an earlier week or
   *  added by hand), at no cost to this week. */
  fromPantry: z.number().nonnegative().optional(),
  /** Where the price comes from: the agency, series or item and month, or the estimate. */
  priceSource: z.string().optional(),
  /** The price is an estimate (no official table covers the food). */
  estimated: z.boolean().optional(),
  /** Its store section (catalogue/sections.ts); absent in plans stored before sections. */
  section: z.enum(STORE_SECTIONS).optional(),
  /** Grams to freeze on the shopping day, for the meals (ids) cooked after it would keep. */
  freeze: z.object({ grams: z.number().positive(), meals: z.array(z.string()) }).optional(),
  /** Packages of it bought on a later day (it neither keeps until then nor freezes); they are
   *  among `packagesToBuy` and in `price`. */
  topUps: z.array(z.object({ on: isoDate, packages: z.number().int().positive() })).optional(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const nutritionSummarySchema = z.object({
  dailyProteinGoal: z.number(),
  dailyCalorieTarget: z.number(),
  averageDailyProtein: z.number(),
  averageDailyCalories: z.number(),
  daysMeetingProteinGoal: z.number().int(),
  daysWithinCalorieTarget: z.number().int(),
  plannedShareOfDay: z.string(),
});
export type NutritionSummary = z.infer<typeof nutritionSummarySchema>;

export const explanationSchema = z.object({
  summary: z.string(),
  constraints: z.array(z.string()),
  targets: z.array(z.string()),
  notes: z.array(z.string()),
  solver: z.object({
    method: z.string(),
    candidates: z.number().int(),
    solveMs: z.number(),
    status: z.string(),
    costLowerBound: z.number(),
  }),
});
export type Explanation = z.infer<typeof explanationSchema>;

export const generateMealPlanResponse = z.object({
  weeklyPlan: weeklyPlanSchema,
  shoppingList: z.array(shoppingItemSchema),
  nutritionSummary: nutritionSummarySchema,
  explanation: explanationSchema,
});
export type GenerateMealPlanResponse = z.infer<typeof generateMealPlanResponse>;

export const regenerateMealResponse = z.object({
  meal: mealSchema,
  weeklyPlan: weeklyPlanSchema,
  shoppingList: z.array(shoppingItemSchema),
  nutritionSummary: nutritionSummarySchema,
});
export type RegenerateMealResponse = z.infer<typeof regenerateMealResponse>;

/** A change-log line: what changed and by how much the week's bill changed (dollars). */
export const planChangeSchema = z.object({ change: z.string(), priceDifference: z.number() });

export const editMealPlanResponse = z.object({
  weeklyPlan: weeklyPlanSchema,
  shoppingList: z.array(shoppingItemSchema),
  nutritionSummary: nutritionSummarySchema,
  change: planChangeSchema,
  /** The meals a fillDay added. */
  added: z.array(mealSchema),
  /** Slots that stayed empty, and why; null when every slot was filled. */
  notice: z.string().nullable(),
});
export type EditMealPlanResponse = z.infer<typeof editMealPlanResponse>;

export const infeasibleSchema = z.object({
  kind: z.enum(['no-recipes', 'budget', 'too-few-recipes', 'no-alternative']),
  binding: z.string(),
  suggestion: z.string(),
  mealType: z.enum(MEAL_TYPES).optional(),
  filters: z.array(z.string()).optional(),
  cheapestFeasibleBudget: z.number().optional(),
});

export const errorResponse = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  infeasible: infeasibleSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
