/**
 * The weeks bench:planner (./bench-planner.ts) compares and how it scores them: a week as meals
 * by day, a row of the table, and the random-within-filters and greedy-cheapest baselines.
 */
import { recipeMatchesFreeText } from '../supabase/functions/_shared/catalogue/compute.ts';
import type { MealType, Recipe } from '../supabase/functions/_shared/catalogue/types.ts';
import { MEAL_TYPES } from '../supabase/functions/_shared/catalogue/types.ts';
import { cookedFacts } from '../supabase/functions/_shared/planner/cooked.ts';
import { perGramCostCents, weekCost } from '../supabase/functions/_shared/planner/cost.ts';
import {
  eligibleRecipes,
  hardFilters,
  isPriced,
} from '../supabase/functions/_shared/planner/filters.ts';
import { qualityOf } from './bench-planner-quality.ts';
import type { Slot } from './bench-planner-quality.ts';
import { tfpFor } from './bench-planner-profiles.ts';
import type { BenchProfile } from './bench-planner-profiles.ts';
import { MEAL_SHARE, plannedDayShares } from '../supabase/functions/_shared/planner/targets.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
  WeekPlan,
} from '../supabase/functions/_shared/planner/types.ts';

export interface Week {
  /** The meals of each day (ours with the sides they come with). */
  days: Slot[][];
}

export interface Row {
  planner: string;
  profile: string;
  ok: boolean;
  /** The till, dollars (a plan), or the cheapest till the answer names (no plan). */
  cost: number;
  budget: number;
  lpGap?: number;
  provenGap?: number;
  /** (dishes' till - that of a 20x longer search) / that till; negative when the fast answer is
   *  cheaper. */
  longGap?: number;
  proteinDays: number;
  calorieDays: number;
  plannedDays: number;
  distinct: number;
  violations: number;
  ms: number;
  atTfp: boolean;
  /** Share of the bill (ours) priced by estimates rather than official series. */
  estimated?: number;
  hei?: number;
  adequacy?: number;
  /** Most lunches and dinners sharing one main protein food. */
  maxProtein?: number;
  /** Cost / the cheapest week meeting the same hard constraints and meal counts. */
  vsCheapest?: number;
}

/** A meal's plate: its dish and its sides, as one recipe's facts (cooked.ts). */
const plateFacts = (catalogue: PlannerCatalogue, m: Slot) =>
  cookedFacts(catalogue, { recipeId: m.recipe.id, type: m.type, sides: m.sides ?? [] });

function violationsOf(
  week: Week,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  costCents: number,
): number {
  let count = 0;
  const meals = week.days.flat();
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  for (const type of MEAL_TYPES)
    if (meals.filter((m) => m.type === type).length !== profile.mealCounts[type]) count += 1;
  for (const meal of meals) {
    // The dish and each side it comes with: a side passes the filters like any dish.
    const parts = [meal.recipe, ...(meal.sides ?? []).map((id) => recipes.get(id))];
    const bad = parts.some((recipe) => {
      const facts = recipe && catalogue.facts.get(recipe.id);
      if (!recipe || !facts) return true;
      return (
        profile.allergies.some((a) => facts.allergens.includes(a)) ||
        profile.diets.some((d) => !facts.diets.includes(d)) ||
        (profile.allergyOther !== '' && recipeMatchesFreeText(facts, profile.allergyOther)) ||
        (profile.dislikedFoods !== '' && recipeMatchesFreeText(facts, profile.dislikedFoods)) ||
        recipe.prepMinutes > profile.maxPrepMinutes ||
        (profile.methods.length > 0 && !recipe.methods.some((m) => profile.methods.includes(m)))
      );
    });
    if (bad) count += 1;
  }
  if (costCents > Math.round(profile.weeklyBudget * 100)) count += 1;
  return count;
}

/**
 * A week's row. `tillCents`: the planner's own till (ours: its sides and the kitchen schedule's
 * extra packages included); absent: the week's dishes priced at the till by weekCost.
 */
export function score(
  planner: string,
  b: BenchProfile,
  profile: PlannerProfile,
  week: Week,
  catalogue: PlannerCatalogue,
  ms: number,
  factor: number,
  tillCents?: number,
): Row {
  const recipes = week.days.flat().map((m) => m.recipe);
  const cost = tillCents ?? weekCost(recipes, catalogue, factor).totalCents;
  let proteinDays = 0;
  let calorieDays = 0;
  let plannedDays = 0;
  for (const day of week.days) {
    if (day.length === 0) continue;
    plannedDays += 1;
    const share = day.reduce((s, m) => s + MEAL_SHARE[m.type], 0);
    const protein = day.reduce((s, m) => s + (plateFacts(catalogue, m)?.nutrition.protein ?? 0), 0);
    const kcal = day.reduce((s, m) => s + (plateFacts(catalogue, m)?.nutrition.kcal ?? 0), 0);
    if (protein >= profile.proteinGoal * share - 0.5) proteinDays += 1;
    if (Math.abs(kcal - profile.calorieTarget * share) <= 0.15 * profile.calorieTarget * share)
      calorieDays += 1;
  }
  const tfp = (tfpFor(b.body) * plannedDayShares(profile.mealCounts)) / 7;
  const quality = qualityOf(week.days.flat(), profile, catalogue);
  return {
    ...quality,
    planner,
    profile: b.name,
    ok: true,
    cost: cost / 100,
    budget: profile.weeklyBudget,
    proteinDays,
    calorieDays,
    plannedDays,
    distinct: new Set(recipes.map((r) => r.id)).size,
    violations: violationsOf(week, profile, catalogue, cost),
    ms,
    atTfp: profile.weeklyBudget >= tfp - 1e-9,
  };
}

/** Our week on its days, each meal with its sides. */
export function weekOf(plan: WeekPlan, cooked: PlannerCatalogue): Week {
  const recipes = new Map(cooked.recipes.map((r) => [r.id, r]));
  const days: Week['days'] = [...Array(7)].map(() => []);
  for (const m of plan.meals)
    days[m.day]?.push({ type: m.type, recipe: recipes.get(m.recipeId) as Recipe, sides: m.sides });
  return { days };
}

/** The till of the week's dishes alone (no sides, no kitchen extras): what the program prices. */
export function dishesTill(plan: WeekPlan, cooked: PlannerCatalogue, factor: number): number {
  const recipes = new Map(cooked.recipes.map((r) => [r.id, r]));
  return weekCost(
    plan.meals.map((m) => recipes.get(m.recipeId) as Recipe),
    cooked,
    factor,
  ).totalCents;
}

function eligibleByType(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
): Map<MealType, Recipe[]> {
  const filters = hardFilters(profile, catalogue);
  return new Map(
    MEAL_TYPES.map((t) => [
      t,
      eligibleRecipes(t, filters, catalogue).filter((r) => isPriced(r, catalogue)),
    ]),
  );
}

/** Days for n meals of a type: the first n days (what a simple planner does). */
export function placeInOrder(chosen: { type: MealType; recipe: Recipe }[]): Week {
  const days: { type: MealType; recipe: Recipe }[][] = [...Array(7)].map(() => []);
  for (const type of MEAL_TYPES) {
    chosen.filter((c) => c.type === type).forEach((c, i) => days[i % 7]?.push(c));
  }
  return { days };
}

export function randomPlanner(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  seed: number,
): Week | null {
  let s = seed || 1;
  const random = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const byType = eligibleByType(profile, catalogue);
  const chosen: { type: MealType; recipe: Recipe }[] = [];
  for (const type of MEAL_TYPES) {
    const list = byType.get(type) ?? [];
    for (let i = 0; i < profile.mealCounts[type]; i += 1) {
      if (list.length === 0) return null;
      chosen.push({ type, recipe: list[Math.floor(random() * list.length)] as Recipe });
    }
  }
  return placeInOrder(chosen);
}

export function greedyCheapest(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  factor: number,
): Week | null {
  const byType = eligibleByType(profile, catalogue);
  const chosen: { type: MealType; recipe: Recipe }[] = [];
  const uses = new Map<string, number>();
  for (const type of MEAL_TYPES) {
    const list = [...(byType.get(type) ?? [])].sort(
      (a, b) => perGramCostCents(a, catalogue, factor) - perGramCostCents(b, catalogue, factor),
    );
    let need = profile.mealCounts[type];
    for (let round = 0; need > 0 && round < 7; round += 1) {
      for (const recipe of list) {
        if (need === 0) break;
        if ((uses.get(recipe.id) ?? 0) >= 2 + round) continue;
        uses.set(recipe.id, (uses.get(recipe.id) ?? 0) + 1);
        chosen.push({ type, recipe });
        need -= 1;
      }
    }
    if (need > 0) return null;
  }
  return placeInOrder(chosen);
}
