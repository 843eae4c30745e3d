/**
 * The operations behind the server functions, free of HTTP and database: plan a week into the
 * response shape, and edit a stored week (edits.ts). The handlers add identity, input
 * validation and persistence around them.
 */
import { DEFAULT_PLAN_FOCUS } from '../rules/focus.ts';
import type { GenerateMealPlanResponse, WeeklyPlan } from '../schemas/meal-plan.ts';
import { generateMealPlanResponse, regenerateMealResponse } from '../schemas/meal-plan.ts';
import { editWeek } from './edits.ts';
import type { EditOutcome } from './edits.ts';
import type { Highs } from './highs.ts';
import type { PlanOptions } from './plan-inputs.ts';
import { planWithPortions } from './portions.ts';
import { planHousehold } from './household.ts';
import type { HouseholdMember } from '../rules/household.ts';
import { daysBetween } from '../rules/week.ts';
import { explain, hardConstraintLines } from './explanation.ts';
import { mealId, present } from './present.ts';
import type { PlacedMeal } from './present.ts';
import type { Infeasibility, PlannerCatalogue, PlannerProfile } from './types.ts';

export { placedMeals } from './edits.ts';

/** The people besides the account holder a week is planned for (none: one person). */
export interface Household {
  holder: { name: string; age: number };
  members: readonly HouseholdMember[];
}

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
  household?: Household,
  trip?: { start: string; weeks: number },
): ServiceOutcome<GenerateMealPlanResponse> {
  // A later week of a bi-weekly or monthly trip is bought on the trip's day.
  if (trip && trip.weeks > 1)
    options = { ...options, tripOffset: daysBetween(trip.start, weekStart) };
  const together =
    household && household.members.length > 0
      ? planHousehold(highs, profile, household.holder, household.members, catalogue, options)
      : undefined;
  const {
    outcome,
    portions,
    catalogue: cooked,
  } = together ?? planWithPortions(highs, profile, catalogue, options);
  // A household's week is planned on every member's filters and the household's targets.
  const planned = together?.profile ?? profile;
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
    ...(m.sides.length > 0 ? { sides: m.sides } : {}),
  }));
  const meta = {
    weekStart,
    portions,
    priceFactor: plan.priceLevel.factor,
    edits: 0,
    requested: { ...profile.mealCounts },
    constraints: hardConstraintLines(planned),
    notes: plan.notes,
    priceBasis: plan.priceLevel.basis.sentence,
    focus: profile.focus ?? DEFAULT_PLAN_FOCUS,
    bulkPrep: profile.bulkPrep,
    ...(trip && trip.weeks > 1 ? { trip } : {}),
    ...(together ? { household: together.members } : {}),
  };
  const presented = present(
    placed,
    { cost: plan.cost, mealCents: plan.meals.map((m) => m.costCents), kitchen: plan.kitchen },
    cooked,
    planned,
    meta,
  );
  const explanation = explain(planned, presented, plan.notes, {
    candidates: plan.stats.candidates,
    solveMs: plan.stats.solveMs,
    status: plan.stats.status,
    costLowerBound: plan.stats.mipDualBound,
  });
  // Parsing our own answer turns a shape mistake into a loud failure instead of a broken app.
  return {
    ok: true,
    value: generateMealPlanResponse.parse({ ...presented, explanation }),
  };
}

/** An edit's outcome in the function's response shape (regenerate-meal's, plus the change). */
export function editPlan(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  stored: WeeklyPlan,
  edit: Parameters<typeof editWeek>[3],
): EditOutcome {
  const outcome = editWeek(profile, catalogue, stored, edit);
  if (!outcome.ok) return outcome;
  // Parsing our own answer turns a shape mistake into a loud failure instead of a broken week.
  const { weeklyPlan, shoppingList, nutritionSummary } = regenerateMealResponse
    .omit({ meal: true })
    .parse(outcome.value);
  return { ok: true, value: { ...outcome.value, weeklyPlan, shoppingList, nutritionSummary } };
}
