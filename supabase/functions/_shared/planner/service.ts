/**
 * The two operations behind the server functions, free of HTTP and database: plan a week into
 * the response shape, and replace one meal of a stored week. The handlers add identity, input
 * validation and persistence around them.
 */
import type { MealType } from '../catalogue/types.ts';
import type {
  GenerateMealPlanResponse,
  RegenerateMealResponse,
  WeeklyPlan,
} from '../schemas/meal-plan.ts';
import { generateMealPlanResponse, regenerateMealResponse } from '../schemas/meal-plan.ts';
import type { Highs } from './highs.ts';
import type { PlanOptions } from './plan.ts';
import { planWithPortions, withPortions } from './portions.ts';
import { explain, hardConstraintLines, mealId, present } from './present.ts';
import type { PlacedMeal, Presented } from './present.ts';
import { regenerateMeal } from './regenerate.ts';
import type { Infeasibility, PlannerCatalogue, PlannerProfile } from './types.ts';

export type ServiceOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 | 409 | 422; error: string; infeasible?: Infeasibility };

/** Plans the week starting at weekStart and shapes it for the app. */
export function generatePlan(
  highs: Highs,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  weekStart: string,
  options: PlanOptions = {},
): ServiceOutcome<GenerateMealPlanResponse> {
  const {
    outcome,
    portions,
    catalogue: cooked,
  } = planWithPortions(highs, profile, catalogue, options);
  if (!outcome.ok) {
    return {
      ok: false,
      status: 422,
      error: `${outcome.infeasible.binding} ${outcome.infeasible.suggestion}`,
      infeasible: outcome.infeasible,
    };
  }
  const { plan } = outcome;
  const placed: PlacedMeal[] = plan.meals.map((m) => ({
    id: mealId(weekStart, m.day, m.type),
    day: m.day,
    type: m.type,
    recipeId: m.recipeId,
  }));
  const presented = withScale(
    present(
      placed,
      plan.meals.map((m) => m.costCents),
      plan.cost,
      cooked,
      profile,
      weekStart,
    ),
    portions,
  );
  const explanation = explain(profile, presented, plan.notes, {
    candidates: plan.stats.candidates,
    solveMs: plan.stats.solveMs,
    status: plan.stats.status,
    costLowerBound: plan.stats.mipDualBound,
  });
  const weeklyPlan = {
    ...presented.weeklyPlan,
    basis: { constraints: hardConstraintLines(profile), notes: explanation.notes },
  };
  // Parsing our own answer turns a shape mistake into a loud failure instead of a broken app.
  return {
    ok: true,
    value: generateMealPlanResponse.parse({ ...presented, weeklyPlan, explanation }),
  };
}

/** Records a portion scale other than standard on the week, where regenerate-meal reads it. */
function withScale(presented: Presented, portions: number): Presented {
  return portions === 1
    ? presented
    : { ...presented, weeklyPlan: { ...presented.weeklyPlan, portions } };
}

/** The meals of a stored week, with their days. */
export function placedMeals(plan: WeeklyPlan): PlacedMeal[] {
  return plan.days.flatMap((day, index) =>
    day.meals.map((m) => ({ id: m.id, day: index, type: m.type, recipeId: m.recipeId })),
  );
}

/**
 * Replaces one meal of the stored week; the new meal keeps the old one's id. An id no meal of
 * the week has, for a day without a meal of that type, asks for that empty slot to be filled
 * (the day plan's Generate Meals): the new meal takes that id.
 */
export function replaceMeal(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  stored: WeeklyPlan,
  target: { mealId: string; dayIndex: number; type: MealType },
): ServiceOutcome<RegenerateMealResponse> {
  const week = placedMeals(stored);
  let meal = week.find((m) => m.id === target.mealId);
  if (!meal) {
    const slotTaken = week.some((m) => m.day === target.dayIndex && m.type === target.type);
    if (slotTaken || target.dayIndex < 0 || target.dayIndex > 6) {
      return { ok: false, status: 404, error: `No meal ${target.mealId} in the stored plan` };
    }
    meal = { id: target.mealId, day: target.dayIndex, type: target.type, recipeId: '' };
  }
  if (meal.day !== target.dayIndex || meal.type !== target.type) {
    return {
      ok: false,
      status: 404,
      error: `Meal ${target.mealId} is not the ${target.type.toLowerCase()} of that day`,
    };
  }
  const known = new Set(catalogue.recipes.map((r) => r.id));
  const unknown = week.find((m) => !known.has(m.recipeId));
  if (unknown) {
    return {
      ok: false,
      status: 409,
      error:
        'The stored plan uses a recipe that is no longer in the catalogue: generate a new plan',
    };
  }
  // The replacement is cooked at the week's portion scale, so the bill and nutrition stay true.
  const portions = stored.portions ?? 1;
  const cooked = withPortions(catalogue, portions);
  const level = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  });
  const outcome = regenerateMeal(profile, cooked, week, meal, level.factor);
  if (!outcome.ok) {
    return {
      ok: false,
      status: 422,
      error: `${outcome.infeasible.binding} ${outcome.infeasible.suggestion}`,
      infeasible: outcome.infeasible,
    };
  }
  const fresh = withScale(
    present(outcome.meals, outcome.mealCents, outcome.cost, cooked, profile, stored.weekStart),
    portions,
  );
  // The week keeps what it was planned under.
  const presented = stored.basis
    ? { ...fresh, weeklyPlan: { ...fresh.weeklyPlan, basis: stored.basis } }
    : fresh;
  const newMeal = presented.weeklyPlan.days.flatMap((d) => d.meals).find((m) => m.id === meal.id);
  return { ok: true, value: regenerateMealResponse.parse({ meal: newMeal, ...presented }) };
}
