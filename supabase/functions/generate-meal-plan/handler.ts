/**
 * generate-meal-plan: plans the caller's week (spec section 7). The caller's JWT is required
 * and must belong to body.userId; stored preferences are read as the caller (row-level
 * security applies) and merged with the body; the plan is saved to meal_plans so it follows
 * the person to another device. 422 explains why no plan exists when none does.
 */
import { getCatalogue } from '../_shared/planner/catalogue.ts';
import { getHighs } from '../_shared/planner/highs.ts';
import {
  badRequest,
  caller,
  corsHeaders,
  errorJson,
  json,
  readJson,
  readPreferences,
  savePlan,
  todayIso,
} from '../_shared/planner/http.ts';
import { addDays, weekdayOf } from '../_shared/planner/present.ts';
import { resolveProfile } from '../_shared/planner/profile.ts';
import { generatePlan } from '../_shared/planner/service.ts';
import { generateMealPlanBody, WEEKDAYS } from '../_shared/schemas/meal-plan.ts';
import type { Weekday } from '../_shared/schemas/meal-plan.ts';

/** The first date on or after `from` that falls on `weekday`. */
function nextWeekday(from: string, weekday: Weekday): string {
  const offset = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  return addDays(from, offset);
}

export default async function handler(
  req: Request,
  env: Record<string, string>,
): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== 'POST') return errorJson(405, { error: 'Use POST' });
  const who = await caller(req, env);
  if (!who.ok) return who.response;
  const raw = await readJson(req);
  if (!raw.ok) return errorJson(400, { error: 'Invalid request body: not JSON' });
  const parsed = generateMealPlanBody.safeParse(raw.value);
  if (!parsed.success) return badRequest(parsed.error);
  const body = parsed.data;
  if (body.userId !== who.userId)
    return errorJson(403, { error: 'userId does not match the signed-in user' });
  try {
    const stored = await readPreferences(who.client, who.userId);
    const profile = resolveProfile(stored, {
      budgetAmount: body.budgetAmount,
      dietaryRestrictions: body.dietaryRestrictions,
      allergies: body.allergies,
      preferredCuisines: body.preferredCuisines,
      mealTypes: body.mealTypes,
      zipCode: body.zipCode,
    });
    const today = todayIso();
    const weekStart = body.weekStart ?? (body.startDay ? nextWeekday(today, body.startDay) : today);
    const [highs, catalogue] = await Promise.all([getHighs(), getCatalogue()]);
    const outcome = generatePlan(highs, profile, catalogue, weekStart);
    if (!outcome.ok)
      return errorJson(outcome.status, { error: outcome.error, infeasible: outcome.infeasible });
    const { weeklyPlan, shoppingList, nutritionSummary, explanation } = outcome.value;
    await savePlan(who.client, who.userId, weekStart, weeklyPlan, shoppingList, {
      nutritionSummary,
      explanation,
    });
    return json(200, outcome.value);
  } catch (error) {
    console.error('generate-meal-plan failed', error);
    return errorJson(500, { error: 'Meal plan generation failed; please try again' });
  }
}
