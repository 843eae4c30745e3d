/**
 * Replaces one meal of a stored week with a different dish, or fills an empty slot. The rest of
 * the week stays as it is, so the packages it already needs are bought anyway: a candidate's
 * price is its marginal cost (what the bill grows by), which makes a dish that reuses the
 * week's open bag of rice cheap. Every hard filter applies, the week must stay within budget, and among the dishes that
 * qualify the best for that day's protein and calories wins. No solver is needed: scoring every
 * candidate takes a millisecond. The dish is chosen with the week's objective: the week's HEI
 * and food-group adequacy at the person's spend/quality level and the variety rules weigh in as
 * they did when the week was planned (quality.ts).
 */
import { cookedFacts, cookedFor, cookedRecipe, cookedRecipes, recipeIndex } from './cooked.ts';
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import {
  allocateMealCosts,
  foodCents,
  gramsByFood,
  localPackageCents,
  stockOf,
  weekCost,
} from './cost.ts';
import { eligibleRecipes, hardFilters, isPriced } from './filters.ts';
import { MEAL_LABEL } from './meal-labels.ts';
import type { PlacedMeal } from './present.ts';
import type {
  Infeasibility,
  MealCounts,
  PlannerCatalogue,
  PlannerProfile,
  WeekCost,
} from './types.ts';
import { WEIGHTS } from './candidates.ts';
import { qualityTerms } from './quality-notes.ts';
import {
  QUALITY_WIDTH,
  VARIETY_PENALTY,
  countsForProtein,
  mainProteinOf,
  qualityPointsOf,
  qualityVector,
} from './quality.ts';
import { MEAL_SHARE, plannedDayShares } from './targets.ts';
import { dollarsFromCents } from '../rules/money.ts';

export type RegenerateOutcome =
  | { ok: true; meals: PlacedMeal[]; mealCents: number[]; cost: WeekCost; replaced: PlacedMeal }
  | { ok: false; infeasible: Infeasibility };

function lineCents(
  foodKey: string,
  grams: number,
  catalogue: PlannerCatalogue,
  factor: number,
): number {
  if (grams <= 0) return 0;
  const food = catalogue.foods.get(foodKey);
  const price = catalogue.prices.get(foodKey);
  if (!food || !price) return Infinity;
  const cents = localPackageCents(price.price, factor);
  // What the person has at home is used first, free.
  return foodCents(grams, stockOf(catalogue, foodKey), price.packageGrams, cents);
}

/** How a refusal names the meal: another one for a replacement, any for an empty slot. */
function wording(adding: boolean) {
  return {
    other: adding ? '' : 'other ',
    otherwise: adding ? 'leave this slot empty' : 'keep this meal',
  };
}

/** The day's share of the goals, and what the other meals of that day already bring. */
function dayGoals(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  sameDay: readonly PlacedMeal[],
  type: MealType,
) {
  const dayShare = MEAL_TYPES.reduce(
    (s, t) => s + (t === type || sameDay.some((m) => m.type === t) ? MEAL_SHARE[t] : 0),
    0,
  );
  const proteinGoal = profile.proteinGoal * dayShare;
  const kcalTarget = profile.calorieTarget * dayShare;
  let dayProtein = 0;
  let dayKcal = 0;
  for (const m of sameDay) {
    const n = cookedFacts(catalogue, m)?.nutrition;
    dayProtein += n?.protein ?? 0;
    dayKcal += n?.kcal ?? 0;
  }
  return { proteinGoal, kcalTarget, dayProtein, dayKcal };
}

/** The week's quality with the rest of its meals, and its variety, weighed as the week was. */
function restOfWeekQuality(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  rest: readonly PlacedMeal[],
  target: PlacedMeal,
) {
  const counts: MealCounts = { BREAKFAST: 0, LUNCH: 0, DINNER: 0, SNACK: 0 };
  for (const m of [...rest, target]) counts[m.type] += 1;
  const quality = qualityTerms(profile, plannedDayShares(counts));
  const restQuality = new Float64Array(QUALITY_WIDTH);
  const perProtein = new Map<string, number>();
  for (const m of rest) {
    const facts = cookedFacts(catalogue, m);
    if (facts) {
      const v = qualityVector(facts.health);
      for (let i = 0; i < QUALITY_WIDTH; i += 1)
        restQuality[i] = (restQuality[i] as number) + (v[i] as number);
    }
    const recipe = cookedRecipe(catalogue, m);
    const protein = recipe && countsForProtein(m.type) ? mainProteinOf(recipe, catalogue) : null;
    if (protein !== null) perProtein.set(protein, (perProtein.get(protein) ?? 0) + 1);
  }
  const excessOf = (meals: number) => Math.max(0, meals - quality.maxPerProtein);
  const restExcess = [...perProtein.values()].reduce((s, n) => s + excessOf(n), 0);
  return { quality, restQuality, perProtein, restExcess, excessOf };
}

/** The refusal when no recipe can take the meal's place: the budget, or variety's limits. */
function noReplacement(
  type: MealType,
  adding: boolean,
  cheapestOver: number,
  budgetCents: number,
): RegenerateOutcome {
  const { other, otherwise } = wording(adding);
  const over = Number.isFinite(cheapestOver);
  return {
    ok: false,
    infeasible: {
      kind: over ? 'budget' : 'no-alternative',
      binding: over
        ? `Every ${other}${MEAL_LABEL[type].one} that fits would bring the week to at least ${dollarsFromCents(cheapestOver)}, above your ${dollarsFromCents(budgetCents)} budget.`
        : `Every ${other}${MEAL_LABEL[type].one} that fits is already used as often as variety allows.`,
      suggestion: over
        ? `Raise the weekly budget to ${dollarsFromCents(cheapestOver)} or ${otherwise}.`
        : `${otherwise[0]?.toUpperCase()}${otherwise.slice(1)} or regenerate the week.`,
      mealType: type,
      ...(over ? { cheapestFeasibleBudget: cheapestOver / 100 } : {}),
    },
  };
}

export function regenerateMeal(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  week: readonly PlacedMeal[],
  target: PlacedMeal,
  factor: number,
): RegenerateOutcome {
  const rest = week.filter((m) => m.id !== target.id);
  const restRecipes = rest
    .map((m) => cookedRecipe(catalogue, m))
    .filter((r): r is Recipe => r !== undefined);
  const restGrams = gramsByFood(restRecipes);
  const restCents = weekCost(restRecipes, catalogue, factor).totalCents;
  const budgetCents = Math.floor(profile.weeklyBudget * 100 + 1e-6);
  const cap = profile.bulkPrep ? 7 : 2;
  const uses = new Map<string, number>();
  for (const m of rest) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
  const sameDay = rest.filter((m) => m.day === target.day);
  const sameDayRecipes = new Set(sameDay.map((m) => m.recipeId));
  const type: MealType = target.type;
  // A target that is not in the week is an empty slot to fill (the day plan's Generate Meals).
  const adding = !week.some((m) => m.id === target.id);
  const { other, otherwise } = wording(adding);

  const filters = hardFilters(profile, catalogue);
  // As this meal type is cooked (a household cooks each type for the members eating it).
  const cookedAsType = recipeIndex(cookedFor(catalogue, type));
  const eligible = eligibleRecipes(type, filters, catalogue)
    .filter((r) => isPriced(r, catalogue) && r.id !== target.recipeId)
    .map((r) => cookedAsType.get(r.id) ?? r);
  if (eligible.length === 0) {
    return {
      ok: false,
      infeasible: {
        kind: 'no-alternative',
        binding: `No ${other}${MEAL_LABEL[type].one} fits your restrictions.`,
        suggestion: `Relax a restriction or ${otherwise}.`,
        mealType: type,
      },
    };
  }
  const { proteinGoal, kcalTarget, dayProtein, dayKcal } = dayGoals(
    profile,
    catalogue,
    sameDay,
    type,
  );
  const favourites = new Set(profile.cuisines);
  const { quality, restQuality, perProtein, restExcess, excessOf } = restOfWeekQuality(
    profile,
    catalogue,
    rest,
    target,
  );
  let best: { recipe: Recipe; score: number } | undefined;
  let cheapestOver = Infinity;
  for (const recipe of eligible) {
    if ((uses.get(recipe.id) ?? 0) >= cap || sameDayRecipes.has(recipe.id)) continue;
    let marginal = 0;
    for (const [food, grams] of gramsByFood([recipe])) {
      const before = restGrams.get(food) ?? 0;
      marginal +=
        lineCents(food, before + grams, catalogue, factor) -
        lineCents(food, before, catalogue, factor);
    }
    if (restCents + marginal > budgetCents) {
      cheapestOver = Math.min(cheapestOver, restCents + marginal);
      continue;
    }
    const facts = cookedFacts(catalogue, { recipeId: recipe.id, type });
    const n = facts?.nutrition;
    const protein = dayProtein + (n?.protein ?? 0);
    const kcal = dayKcal + (n?.kcal ?? 0);
    const kcalOff = Math.max(0, Math.abs(kcal - kcalTarget) - 0.1 * kcalTarget);
    const main = countsForProtein(type) ? mainProteinOf(recipe, catalogue) : null;
    const had = main === null ? 0 : (perProtein.get(main) ?? 0);
    const distinct = uses.size + (uses.has(recipe.id) ? 0 : 1);
    const variety =
      VARIETY_PENALTY *
      (restExcess +
        excessOf(had + 1) -
        excessOf(had) +
        Math.max(0, quality.minDistinct - distinct));
    const points = facts
      ? qualityPointsOf(quality.adequacyTargets, restQuality, qualityVector(facts.health), 0, 1)
      : 0;
    const score =
      variety -
      quality.centsPerPoint * points +
      WEIGHTS.proteinShortfallPerGram * Math.max(0, proteinGoal - protein) +
      WEIGHTS.kcalOutsideBandPerKcal * kcalOff +
      marginal -
      (recipe.cuisine !== null && favourites.has(recipe.cuisine)
        ? WEIGHTS.favouriteCuisineBonus
        : 0);
    if (!best || score < best.score || (score === best.score && recipe.id < best.recipe.id))
      best = { recipe, score };
  }
  if (!best) return noReplacement(type, adding, cheapestOver, budgetCents);
  const replaced: PlacedMeal = { ...target, recipeId: best.recipe.id };
  const meals = adding ? [...week, replaced] : week.map((m) => (m.id === target.id ? replaced : m));
  const all = cookedRecipes(catalogue, meals);
  const cost = weekCost(all, catalogue, factor);
  return { ok: true, meals, mealCents: allocateMealCosts(all, cost), cost, replaced };
}
