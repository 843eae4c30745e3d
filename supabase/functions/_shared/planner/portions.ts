/**
 * Portion size. Every recipe in the catalogue makes one standard serving (a full dinner is
 * about 550-850 kcal). A 6 ft man training for muscle needs 3,500 kcal a day and a 5 ft woman
 * losing weight 1,300: no choice of standard servings reaches either, so the week is cooked at
 * a portion scale instead, in quarter steps (0.75x to 2x), the way a cook doubles a recipe.
 *
 * Scaling multiplies every ingredient's grams, and with them the nutrition (linear in grams)
 * and the packages the week needs. Allergens, diets and ingredient terms are properties of the
 * dish and do not change. A larger portion costs more: when the scaled week does not fit the
 * budget, the week is planned at standard portions and the explanation says so.
 */
import { portionLabel } from '../rules/labels.ts';
import { scaleTotals } from '../catalogue/patterns.ts';
import type { MealType, Recipe, RecipeFacts } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Highs } from './highs.ts';
import { eligibleRecipes, hardFilters, isPriced } from './filters.ts';
import { planWeek } from './plan.ts';
import type { PlanOptions } from './plan-inputs.ts';
import { plannedDayShares } from './targets.ts';
import type { MealCounts, PlanOutcome, PlannerCatalogue, PlannerProfile } from './types.ts';
import { dollarsFromCents } from '../rules/money.ts';

export const MIN_PORTIONS = 0.75;
export const MAX_PORTIONS = 2;

interface TypicalKcal {
  /** kcal of one standard serving per meal type: the lower and the upper quartile. */
  low: Record<MealType, number>;
  high: Record<MealType, number>;
}

/** By the catalogue's facts: a person's priced copy of the catalogue shares them. */
const typicalByCatalogue = new WeakMap<PlannerCatalogue['facts'], TypicalKcal>();

/** The q-quantile (0-1) of ascending values, interpolated; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const below = sorted[Math.floor(at)] as number;
  const above = sorted[Math.ceil(at)] as number;
  return below + (above - below) * (at - Math.floor(at));
}

/** Lower and upper quartiles of the kcal of one standard serving of `recipesOf(type)`. */
function quartiles(
  catalogue: PlannerCatalogue,
  recipesOf: (type: MealType) => readonly Recipe[],
): TypicalKcal {
  const low = {} as Record<MealType, number>;
  const high = {} as Record<MealType, number>;
  for (const type of MEAL_TYPES) {
    const kcal = recipesOf(type)
      .map((r) => catalogue.facts.get(r.id)?.nutrition.kcal ?? 0)
      .filter((k) => k > 0)
      .sort((a, b) => a - b);
    low[type] = quantile(kcal, 0.25);
    high[type] = quantile(kcal, 0.75);
  }
  return { low, high };
}

/** Quartiles of the kcal of one standard serving per meal type across the catalogue. */
function typicalKcal(catalogue: PlannerCatalogue): TypicalKcal {
  let known = typicalByCatalogue.get(catalogue.facts);
  if (!known) {
    known = quartiles(catalogue, (type) =>
      catalogue.recipes.filter((r) => r.mealTypes.includes(type)),
    );
    typicalByCatalogue.set(catalogue.facts, known);
  }
  return known;
}

/**
 * The portion scale for a calorie target and meal counts. Standard servings are kept while the
 * target of the planned meals lies between what the lighter and the heavier quarter of the
 * dishes give (the choice of dishes reaches it on its own). Beyond, the scale is the target
 * against that edge, rounded to a quarter and kept within 0.75x-2x. The dishes are `eligible`
 * ones when given (planWithPortions passes those the person's filters leave: a ketogenic
 * week's plates are lighter than the catalogue's, and at standard servings its only way near
 * the calorie target would be the fattiest of them), otherwise the whole catalogue's.
 */
export function portionScale(
  profile: { calorieTarget: number; mealCounts: MealCounts },
  catalogue: PlannerCatalogue,
  eligible?: (type: MealType) => readonly Recipe[],
): number {
  const typical = eligible ? quartiles(catalogue, eligible) : typicalKcal(catalogue);
  const sum = (perType: Record<MealType, number>) =>
    MEAL_TYPES.reduce((total, type) => total + profile.mealCounts[type] * perType[type], 0);
  const light = sum(typical.low);
  const heavy = sum(typical.high);
  const wanted = profile.calorieTarget * plannedDayShares(profile.mealCounts);
  if (!(light > 0) || !(heavy > 0) || !(wanted > 0)) return 1;
  const ratio = wanted > heavy ? wanted / heavy : wanted < light ? wanted / light : 1;
  const quarters = Math.round(ratio * 4) / 4;
  return Math.min(MAX_PORTIONS, Math.max(MIN_PORTIONS, quarters));
}

const scaledCatalogues = new WeakMap<
  readonly Recipe[],
  Map<number, { recipes: Recipe[]; facts: Map<string, RecipeFacts> }>
>();

function scaleRecipe(recipe: Recipe, scale: number): Recipe {
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((ing) => ({ ...ing, grams: ing.grams * scale })),
  };
}

function scaleFacts(facts: RecipeFacts, scale: number): RecipeFacts {
  const n = facts.nutrition;
  return {
    ...facts,
    nutrition: {
      kcal: n.kcal * scale,
      protein: n.protein * scale,
      carbs: n.carbs * scale,
      fat: n.fat * scale,
      fiber: n.fiber * scale,
    },
    health: scaleTotals(facts.health, scale),
  };
}

/** The catalogue with every recipe cooked at this portion scale (the same object for scale 1). */
export function withPortions(catalogue: PlannerCatalogue, scale: number): PlannerCatalogue {
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(`Portion scale must be a positive number, got ${scale}`);
  if (scale === 1) return catalogue;
  // Scaled recipes and facts depend on the recipes only: a person's priced copy of the catalogue
  // (its own prices and pantry) shares them with the catalogue it was made from.
  let byScale = scaledCatalogues.get(catalogue.recipes);
  if (!byScale) {
    byScale = new Map();
    scaledCatalogues.set(catalogue.recipes, byScale);
  }
  let scaled = byScale.get(scale);
  if (!scaled) {
    const facts = new Map<string, RecipeFacts>();
    for (const [id, f] of catalogue.facts) facts.set(id, scaleFacts(f, scale));
    scaled = { recipes: catalogue.recipes.map((r) => scaleRecipe(r, scale)), facts };
    byScale.set(scale, scaled);
  }
  return { ...catalogue, recipes: scaled.recipes, facts: scaled.facts };
}

/**
 * The catalogue with each meal type cooked at its own scale (a household's week: the members who
 * eat that meal at home, household.ts). The same scale for every type is `withPortions`; otherwise
 * the recipes and facts at the top stay the standard servings and `cookedAs` holds each type's
 * (cooked.ts reads a meal through it).
 */
export function withPortionsByType(
  catalogue: PlannerCatalogue,
  scales: Readonly<Record<MealType, number>>,
): PlannerCatalogue {
  const first = scales[MEAL_TYPES[0]];
  if (MEAL_TYPES.every((t) => scales[t] === first)) return withPortions(catalogue, first);
  const cookedAs = {} as Record<MealType, PlannerCatalogue>;
  for (const type of MEAL_TYPES) cookedAs[type] = withPortions(catalogue, scales[type]);
  return { ...catalogue, cookedAs };
}

/** How the explanation names a scale: '1.5x', '0.75x' (one rule with the screens). */
export { portionLabel };

export interface PortionedOutcome {
  outcome: PlanOutcome;
  /** The portion scale the outcome was planned at. */
  portions: number;
  /** The catalogue at that scale: what the plan's recipes, nutrition and bill refer to. */
  catalogue: PlannerCatalogue;
}

const STEP = 0.25;

/**
 * Plans the week at the profile's portion scale. When the budget cannot pay for larger
 * portions, tries the largest smaller step the cheapest scaled menu suggests, then standard
 * portions; the plan's notes say what happened. At most three plans are computed.
 */
export function planWithPortions(
  highs: Highs,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  options: PlanOptions = {},
): PortionedOutcome {
  // The dishes this person can have: a keto week's plates are lighter than the catalogue's.
  const filters = hardFilters(profile, catalogue);
  const wanted = portionScale(profile, catalogue, (type) =>
    eligibleRecipes(type, filters, catalogue).filter((r) => isPriced(r, catalogue)),
  );
  const attempt = (scale: number): PortionedOutcome => {
    const scaled = withPortions(catalogue, scale);
    return {
      outcome: planWeek(highs, profile, scaled, options),
      portions: scale,
      catalogue: scaled,
    };
  };
  const first = attempt(wanted);
  if (first.outcome.ok) {
    if (wanted !== 1) first.outcome.plan.notes.unshift(portionNote(profile, wanted));
    return first;
  }
  if (wanted <= 1 || first.outcome.infeasible.kind !== 'budget') return first;
  const cheapestScaled = first.outcome.infeasible.cheapestFeasibleBudget;
  const tries: number[] = [];
  if (cheapestScaled !== undefined && cheapestScaled > 0) {
    // The bill grows about linearly with the portion: aim 3 % under the budget to leave room.
    const affordable =
      Math.floor((wanted * profile.weeklyBudget * 0.97) / cheapestScaled / STEP) * STEP;
    if (affordable > 1 && affordable < wanted) tries.push(affordable);
  }
  tries.push(1);
  let last = first;
  for (const scale of tries) {
    last = attempt(scale);
    if (last.outcome.ok) {
      const note =
        `Portions of ${portionLabel(wanted)} for your ${Math.round(profile.calorieTarget)} kcal a day would cost at least ` +
        `${dollarsFromCents(Math.round((cheapestScaled ?? 0) * 100))} this week, above your budget, so the week is cooked at ` +
        (scale === 1 ? 'standard portions.' : `${portionLabel(scale)} portions.`);
      last.outcome.plan.notes.unshift(note);
      return last;
    }
  }
  return last;
}

function portionNote(profile: PlannerProfile, scale: number): string {
  return scale > 1
    ? `Every dish is cooked at ${portionLabel(scale)} the recipe's standard serving to reach your ${Math.round(profile.calorieTarget)} kcal a day.`
    : `Every dish is cooked at ${portionLabel(scale)} the recipe's standard serving to stay near your ${Math.round(profile.calorieTarget)} kcal a day.`;
}
