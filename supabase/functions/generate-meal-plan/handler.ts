/**
 * generate-meal-plan: plans the caller's week (spec section 7). The caller's JWT is required
 * and must belong to body.userId; the profile is read from the database as the caller (stored
 * preferences win over the body's fields). The week is the one that holds the person's today
 * and starts on their Meal Plan Start Day. Regenerating a week offers different dishes where
 * the budget allows. The plan is saved with a change-log line (the new bill against the old)
 * and the old list's ticks cleared, in one transaction. 422 explains why no plan exists. The week
 * is planned on the person's pantry (what is at home uses first and costs nothing) and their own
 * prices from their receipts (supabase/functions/_shared/pantry/).
 */
import { getCatalogue } from '../_shared/planner/catalogue.ts';
import { getHighs } from '../_shared/planner/highs.ts';
import { plannerHandler } from '../_shared/edge/handler.ts';
import { errorJson, json, personToday } from '../_shared/edge/http.ts';
import {
  dropOverlappedWeeks,
  readHousehold,
  readPlan,
  readPreferences,
  saveGeneratedPlan,
} from '../_shared/edge/store.ts';
import { personalBasisFor } from '../_shared/edge/pantryStore.ts';
import { catalogueWithOwn, readPlannedOwnRecipes } from '../_shared/edge/ownRecipes.ts';
import { tripOf } from '../_shared/edge/trip.ts';
import { personalCatalogue } from '../_shared/pantry/personal.ts';
import { resolveProfile, storedStartDay } from '../_shared/planner/profile.ts';
import { generatePlan, placedMeals } from '../_shared/planner/service.ts';
import { STAPLES_UNANSWERED } from '../_shared/planner/edits.ts';
import { addDays, weekStartFor, weekdayOf, WEEKDAYS } from '../_shared/rules/week.ts';
import type { Weekday } from '../_shared/rules/week.ts';
import { generateMealPlanBody, weeklyPlanSchema } from '../_shared/schemas/meal-plan.ts';
import { weekRangeLabel } from '../_shared/rules/labels.ts';
import { DEFAULT_PLAN_FOCUS } from '../_shared/rules/focus.ts';
import { dollarsFromCents } from '../_shared/rules/money.ts';

/** How a household's week names the account holder: their first name, else 'You'. */
function holderName(fullName: string | null | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  return first.length > 0 && first.length <= 40 ? first : 'You';
}

/** The first date on or after `from` that falls on `weekday`. */
function nextWeekday(from: string, weekday: Weekday): string {
  const offset = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  return addDays(from, offset);
}

export default plannerHandler({
  name: 'generate-meal-plan',
  failure: 'Meal plan generation failed; please try again',
  schema: generateMealPlanBody,
  run: async (body, who) => {
    const today = personToday(body.today, who.today);
    if (!today)
      return errorJson(400, {
        error: 'Invalid request body: today must be your current date (YYYY-MM-DD)',
      });
    const stored = await readPreferences(who.client, who.userId);
    const profile = resolveProfile(stored, {
      budgetAmount: body.budgetAmount,
      dietaryRestrictions: body.dietaryRestrictions,
      allergies: body.allergies,
      preferredCuisines: body.preferredCuisines,
      mealTypes: body.mealTypes,
      zipCode: body.zipCode,
    });
    const weekStart =
      body.weekStart ??
      addDays(
        body.startDay
          ? nextWeekday(today, body.startDay)
          : weekStartFor(today, storedStartDay(stored)),
        7 * (body.ahead ?? 0),
      );
    const [highs, base, previousRow, household, own] = await Promise.all([
      getHighs(),
      getCatalogue(),
      readPlan(who.client, who.userId, weekStart, today),
      readHousehold(who.client, who.userId),
      readPlannedOwnRecipes(who.client, who.userId),
    ]);
    // The person's own recipes marked "plan it" are dishes like any other (edge/ownRecipes.ts).
    const catalogue = await catalogueWithOwn(base, own.recipes);
    const previous = weeklyPlanSchema.safeParse(previousRow?.plan);
    // Regenerating offers different dishes; moving the spend/quality control asks for the week
    // at the new trade-off instead, so the dishes it had weigh nothing against it.
    const sameFocus =
      previous.success &&
      (previous.data.focus ?? DEFAULT_PLAN_FOCUS) === (profile.focus ?? DEFAULT_PLAN_FOCUS);
    const avoid =
      previous.success && sameFocus
        ? new Set(placedMeals(previous.data).map((m) => m.recipeId))
        : undefined;
    // The week is planned on the person's pantry at its first day and their own prices.
    const factor = catalogue.priceLevel({
      zipCode: profile.zipCode,
      stores: profile.stores,
      quality: profile.quality,
    }).factor;
    // A bi-weekly or monthly shopper's week is bought on its trip: a later week of the trip is
    // planned on what the earlier weeks buy on the trip's day (edge/trip.ts).
    const { trip, planned } = await tripOf(
      who.client,
      who.userId,
      weekStart,
      stored.budget?.shopping_frequency,
    );
    const basis = await personalBasisFor(
      who.client,
      who.userId,
      weekStart,
      catalogue,
      factor,
      planned,
    );
    const outcome = generatePlan(
      highs,
      profile,
      personalCatalogue(catalogue, factor, basis),
      weekStart,
      avoid ? { avoid } : {},
      {
        holder: {
          name: holderName(stored.onboarding?.full_name),
          age: stored.onboarding?.age ?? 30,
        },
        members: household.members,
      },
      trip,
    );
    if (!outcome.ok)
      return errorJson(outcome.status, { error: outcome.error, infeasible: outcome.infeasible });
    const { weeklyPlan, shoppingList, nutritionSummary, explanation } = outcome.value;
    // Never answered: every staple is bought whole, and the week says so.
    if (!stored.planning?.staples_answered_on && weeklyPlan.basis)
      weeklyPlan.basis.staples = STAPLES_UNANSWERED;
    weeklyPlan.basis?.notes.push(...own.notes);
    if (household.unreadable.length > 0)
      weeklyPlan.basis?.notes.push(
        `The stored details of ${household.unreadable.join(', ')} could not be read, so this week is not planned for them: edit them on your profile.`,
      );
    const meals = weeklyPlan.days.reduce((n, d) => n + d.meals.length, 0);
    const before = previous.success ? previous.data.totalCostValue : 0;
    const change = previous.success
      ? `Regenerated the week: ${meals} meals for ${weeklyPlan.totalCost} (was ${dollarsFromCents(Math.round(before * 100))})`
      : `Planned the week of ${weekRangeLabel(weekStart)}: ${meals} meals for ${weeklyPlan.totalCost}`;
    await saveGeneratedPlan(who.service, {
      userId: who.userId,
      weekStart,
      plan: weeklyPlan,
      shoppingList,
      summary: { nutritionSummary, explanation },
      change,
      priceDifference:
        (Math.round(weeklyPlan.totalCostValue * 100) - Math.round(before * 100)) / 100,
    });
    await dropOverlappedWeeks(who.service, who.userId, weekStart, today);
    return json(200, outcome.value);
  },
});
