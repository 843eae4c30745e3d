/**
 * The meal plan as the app holds it: the planner's weekly plan and its shopping list (the
 * schemas of supabase/functions/_shared/schemas/meal-plan.ts, validated wherever they arrive).
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
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';

export { mealSchema, shoppingItemSchema, weeklyPlanSchema };
export type { Day, Meal, ShoppingItem, WeeklyPlan };

/** A week's plan with the list of what to buy for it. */
export const storedPlanSchema = z.object({
  plan: weeklyPlanSchema,
  shoppingList: z.array(shoppingItemSchema),
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;

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

/**
 * What a demo actor refuses: the demo pages work signed out, so anything that would print,
 * share or save asks the visitor to create an account instead (spec section 6).
 */
export class AccountRequiredError extends Error {
  constructor() {
    super('An account is required for this');
    this.name = 'AccountRequiredError';
  }
}

export function isAccountRequired(error: unknown): boolean {
  return error instanceof AccountRequiredError;
}
