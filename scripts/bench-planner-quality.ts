/**
 * The diet-quality side of npm run bench:planner: a third baseline, and the quality figures
 * printed for every planner.
 *
 * The baseline is the diet problem as Stigler posed it and as Knap[Snack] and the textbook
 * planners solve it: a mixed-integer program over servings (per meal type, each recipe at most
 * twice, as ours) that meets the same weekly protein target and calorie band at the least cost,
 * where a serving costs its ingredients prorated by the gram (no packages). Its week is then
 * priced at the till, whole packages, like every other planner's.
 *
 * Quality figures, of each meal's plate (its dish and the sides it comes with): HEI-2020 (hei.ts)
 * and food-group adequacy (the mean over the Healthy U.S.-Style pattern's target groups of
 * min(1, supplied / target), targets scaled to the share of a day the meals cover, from
 * health.ts), the most lunches and dinners sharing one main protein
 * food (quality.ts), and the cost against the cheapest week that meets the same hard
 * constraints and meal counts (cost only, HiGHS over every eligible recipe at standard servings).
 */
import type { MealType, Recipe } from '../supabase/functions/_shared/catalogue/types.ts';
import { MEAL_TYPES } from '../supabase/functions/_shared/catalogue/types.ts';
import { perGramCostCents, weekCost } from '../supabase/functions/_shared/planner/cost.ts';
import { localSearch } from '../supabase/functions/_shared/planner/search.ts';
import {
  eligibleRecipes,
  hardFilters,
  isPriced,
} from '../supabase/functions/_shared/planner/filters.ts';
import { weekHealth } from '../supabase/functions/_shared/planner/health.ts';
import type { Highs } from '../supabase/functions/_shared/planner/highs.ts';
import { LinearModel, solveModel } from '../supabase/functions/_shared/planner/model.ts';
import { makeCandidate } from '../supabase/functions/_shared/planner/candidates.ts';
import { optimiseWeek } from '../supabase/functions/_shared/planner/optimise.ts';
import { countsForProtein, mainProteinOf } from '../supabase/functions/_shared/planner/quality.ts';
import { plannedDayShares } from '../supabase/functions/_shared/planner/targets.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../supabase/functions/_shared/planner/types.ts';

export interface QualityFigures {
  hei: number;
  adequacy: number;
  maxProtein: number;
}

/** A meal: its dish, and the sides it comes with (ours: planner/sides.ts; the baselines have none). */
export type Slot = { type: MealType; recipe: Recipe; sides?: readonly string[] };

/** HEI, food-group adequacy and the largest number of lunches and dinners on one protein. */
export function qualityOf(
  meals: readonly Slot[],
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
): QualityFigures {
  const share = plannedDayShares(profile.mealCounts) / 7;
  const health = weekHealth(
    // The plate: the dish and its sides (cooked.ts cookedFacts adds them up).
    meals.map((m) => ({ recipeId: m.recipe.id, type: m.type, sides: m.sides ?? [] })),
    catalogue,
    profile.calorieTarget,
    share,
  );
  const groups = (health?.foodGroups ?? []).filter((g) => g.kind === 'target' && g.target > 0);
  const adequacy =
    groups.reduce((s, g) => s + Math.min(1, g.amount / g.target), 0) / Math.max(1, groups.length);
  const perProtein = new Map<string, number>();
  for (const m of meals) {
    if (!countsForProtein(m.type)) continue;
    const main = mainProteinOf(m.recipe, catalogue);
    if (main !== null) perProtein.set(main, (perProtein.get(main) ?? 0) + 1);
  }
  return {
    hei: health?.hei.total ?? 0,
    adequacy,
    maxProtein: Math.max(0, ...perProtein.values()),
  };
}

function eligible(profile: PlannerProfile, catalogue: PlannerCatalogue) {
  const filters = hardFilters(profile, catalogue);
  return MEAL_TYPES.filter((t) => profile.mealCounts[t] > 0).flatMap((type) =>
    eligibleRecipes(type, filters, catalogue)
      .filter((r) => isPriced(r, catalogue))
      .map((recipe) => ({ type, recipe })),
  );
}

/** The Stigler / Knap[Snack] diet problem at prorated per-gram prices; null when infeasible. */
export function dietProblem(
  highs: Highs,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  factor: number,
): Slot[] | null {
  const options = eligible(profile, catalogue);
  const model = new LinearModel();
  const cap = profile.bulkPrep ? 7 : 2;
  const x = options.map((o, j) =>
    model.addColumn({
      name: `x${j}`,
      cost: perGramCostCents(o.recipe, catalogue, factor),
      lower: 0,
      upper: Math.min(cap, profile.mealCounts[o.type]),
      integer: true,
    }),
  );
  for (const type of MEAL_TYPES) {
    if (profile.mealCounts[type] === 0) continue;
    const row = new Map<number, number>();
    options.forEach((o, j) => {
      if (o.type === type) row.set(x[j] as number, 1);
    });
    model.addRow(`count_${type}`, profile.mealCounts[type], profile.mealCounts[type], row);
  }
  const byRecipe = new Map<string, number[]>();
  options.forEach((o, j) =>
    byRecipe.set(o.recipe.id, [...(byRecipe.get(o.recipe.id) ?? []), x[j] as number]),
  );
  for (const [id, cols] of byRecipe)
    if (cols.length > 1)
      model.addRow(`cap_${id}`, -Infinity, cap, new Map(cols.map((c) => [c, 1])));
  const shares = plannedDayShares(profile.mealCounts);
  const nutrient = (key: 'protein' | 'kcal') =>
    new Map(
      options.map((o, j) => [
        x[j] as number,
        catalogue.facts.get(o.recipe.id)?.nutrition[key] ?? 0,
      ]),
    );
  model.addRow('protein', profile.proteinGoal * shares, Infinity, nutrient('protein'));
  const kcal = profile.calorieTarget * shares;
  model.addRow('kcal', kcal * 0.92, kcal * 1.08, nutrient('kcal'));
  const result = solveModel(highs, model, { timeLimitSeconds: 2, mipRelGap: 0.001 });
  if (result.status !== 'optimal' && result.status !== 'feasible') return null;
  const slots: Slot[] = [];
  options.forEach((o, j) => {
    const n = Math.round(result.values[x[j] as number] ?? 0);
    for (let k = 0; k < n; k += 1) slots.push(o);
  });
  return slots;
}

/** The cheapest till (cents) of a week meeting the hard constraints and meal counts. */
export function cheapestFeasibleCents(
  highs: Highs,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  factor: number,
): number {
  const candidates = eligible(profile, catalogue).map((o) =>
    makeCandidate(o.recipe, o.type, catalogue, factor, -1),
  );
  const cap = new Map(candidates.map((c) => [c.recipe.id, profile.bulkPrep ? 7 : 2]));
  const common = {
    candidates,
    counts: profile.mealCounts,
    cap,
    targets: { protein: 0, kcal: 0 },
    factor,
    catalogue,
    costOnly: true,
  };
  // The planner's own route to the cheapest menu: the cost-only search, then HiGHS from it.
  const found = localSearch({
    ...common,
    budgetCents: 0,
    maxEvaluations: 2_000_000,
    timeLimitMs: 10_000,
  });
  const result = optimiseWeek(highs, {
    ...common,
    budgetCents: Infinity,
    timeLimitSeconds: 3,
    start: found.servings,
  });
  const recipesOf = (servings: readonly number[]) =>
    candidates.flatMap((c, j) => Array<Recipe>(servings[j] ?? 0).fill(c.recipe));
  const bills = [weekCost(recipesOf(found.servings), catalogue, factor).totalCents];
  if (result.status === 'ok')
    bills.push(weekCost(recipesOf(result.servings), catalogue, factor).totalCents);
  return Math.min(...bills);
}
