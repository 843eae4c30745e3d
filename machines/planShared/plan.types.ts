/**
 * The meal plan as the app holds it: the planner's weekly plan and its shopping list (the
 * schemas of supabase/functions/_shared/schemas/responses.ts, validated wherever they arrive).
 */
import { z } from 'zod';
import {
  mealSchema,
  shoppingItemSchema,
  weeklyPlanSchema,
  type Day,
  type Meal,
  type ShoppingItem,
  type WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/responses.ts';

export { mealSchema, shoppingItemSchema, weeklyPlanSchema };
export type { Day, Meal, ShoppingItem, WeeklyPlan };

/** A week's plan with the list of what to buy for it. */
export const storedPlanSchema = z.object({
  plan: weeklyPlanSchema,
  shoppingList: z.array(shoppingItemSchema),
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;

/** Which week to load: the one that holds the person's date, or one planned ahead. */
export interface PlanRequest {
  userId: string | null;
  /** The person's date (their time zone), YYYY-MM-DD. */
  today: string;
  /** Weeks after the one that holds `today` (1 = next week); absent or 0: that week. */
  ahead?: number;
}

/** A week as loaded: its plan, when there is one, and its first day either way. */
export interface LoadedWeek {
  stored: StoredPlan | null;
  weekStart: string;
  /** The spend/quality control kept with the profile (1-5), when it could be read. */
  focus?: number;
  /** How often the person shops (the profile's Shopping Frequency), when it could be read. */
  shopping?: string;
  /** The version of each of the person's own recipes now, by id, read when the week holds one
   *  (a meal of a recipe absent here was deleted since); absent when not read. */
  ownRecipes?: Record<string, number>;
}

/** One line of the budget tracker's Recent Changes (spec section 3, change log entry). */
export interface PlanChange {
  change: string;
  /** Dollars added to (positive) or saved from (negative) the week. */
  priceDifference: number;
}

export const changeLogEntrySchema = z.object({
  date: z.string(),
  change: z.string(),
  priceDifference: z.number(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

// Re-exported for the machines that import it from here; it lives in a zod-free module.
export { AccountRequiredError, isAccountRequired } from './accountRequired.ts';
