/**
 * regenerate-meal: replaces one meal of the caller's stored week with a different dish that
 * respects every restriction and keeps the week within budget (spec section 7). The new meal
 * keeps the old one's id, so the app can swap it in place. An id no meal of the week has, on a
 * day without a meal of that type, fills that empty slot instead (the day plan's Generate
 * Meals). The updated week and its change-log line ("Replaced ... with ... on ..." or "Added ...
 * on ...", with the cost difference) are saved in one transaction.
 */
import { getCatalogue } from '../_shared/planner/catalogue.ts';
import {
  badRequest,
  caller,
  corsHeaders,
  errorJson,
  json,
  readJson,
  readPlan,
  readPreferences,
  savePlanChange,
  todayIso,
} from '../_shared/planner/http.ts';
import { resolveProfile } from '../_shared/planner/profile.ts';
import { replaceMeal } from '../_shared/planner/service.ts';
import {
  regenerateMealBody,
  storedSummarySchema,
  weeklyPlanSchema,
} from '../_shared/schemas/meal-plan.ts';
import { additionChange, replacementChange } from './change.ts';

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
  const parsed = regenerateMealBody.safeParse(raw.value);
  if (!parsed.success) return badRequest(parsed.error);
  const body = parsed.data;
  if (body.userId !== who.userId)
    return errorJson(403, { error: 'userId does not match the signed-in user' });
  try {
    const [row, stored, catalogue] = await Promise.all([
      readPlan(who.client, who.userId, body.weekStart, todayIso()),
      readPreferences(who.client, who.userId),
      getCatalogue(),
    ]);
    if (!row)
      return errorJson(404, { error: 'No stored meal plan for that week: generate one first' });
    const plan = weeklyPlanSchema.safeParse(row.plan);
    if (!plan.success)
      return errorJson(409, {
        error: 'The stored plan has an unexpected shape: generate a new plan',
      });
    const dayIndex = plan.data.days.findIndex((d) => d.day === body.dayOfWeek);
    const day = plan.data.days[dayIndex];
    if (!day) return errorJson(404, { error: `No ${body.dayOfWeek} in the stored plan` });
    const profile = resolveProfile(stored, {
      // The week was planned under this budget; the replacement must keep it.
      budgetAmount: plan.data.weeklyBudgetValue,
      dietaryRestrictions: body.dietaryRestrictions,
      allergies: body.allergies,
      preferredCuisines: body.preferredCuisines,
      zipCode: body.zipCode,
    });
    const outcome = replaceMeal(profile, catalogue, plan.data, {
      mealId: body.mealId,
      dayIndex,
      type: body.mealType,
    });
    if (!outcome.ok)
      return errorJson(outcome.status, { error: outcome.error, infeasible: outcome.infeasible });
    // No old meal: replaceMeal filled an empty slot of that day (the day plan's Generate Meals).
    const oldMeal = day.meals.find((meal) => meal.id === body.mealId);
    const change = oldMeal
      ? replacementChange(oldMeal, outcome.value.meal, day.day)
      : additionChange(
          outcome.value.meal,
          day.day,
          plan.data.totalCostValue,
          outcome.value.weeklyPlan.totalCostValue,
        );
    const previous = storedSummarySchema.safeParse(row.summary);
    const summary = {
      ...(previous.success ? previous.data : {}),
      nutritionSummary: outcome.value.nutritionSummary,
    };
    const saved = await savePlanChange(who.client, {
      weekStart: plan.data.weekStart,
      plan: outcome.value.weeklyPlan,
      shoppingList: outcome.value.shoppingList,
      summary,
      ...change,
    });
    if (!saved.ok) return errorJson(saved.status, { error: saved.error });
    return json(200, outcome.value);
  } catch (error) {
    console.error('regenerate-meal failed', error);
    return errorJson(500, { error: 'Meal regeneration failed; please try again' });
  }
}
