/**
 * Diet quality and variety as the planner weighs them: the week's Healthy Eating Index
 * (hei.ts) and food-group adequacy (food-groups.ts) priced in cents by the person's
 * spend/quality control, and the variety rules (no main protein food in more than four of the
 * week's lunches and dinners; at least 12 different dishes in a 21-meal week), which are soft
 * with a large penalty so that a week the filters or the budget cannot vary breaks them as
 * little as it can.
 *
 * The search evaluates millions of moves, so the HEI here works on flat arrays of the amounts
 * it is made of (`QUALITY_PARTS` order) without allocating; `scoreHei` (hei.ts) is the reference it must equal
 * (tests/planner/quality.test.ts).
 */
import type { DietTotals } from '../catalogue/patterns.ts';
import type { FoodGroup, MealType, Recipe } from '../catalogue/types.ts';
import { DEFAULT_PLAN_FOCUS, type PlanFocus } from '../rules/focus.ts';
import { HEALTHY_US_PATTERN, PATTERN_CALORIE_LEVELS, patternCalorieLevel } from './food-groups.ts';
import { HEI_STANDARDS, KCAL_PER_ADDED_SUGAR_TSP } from './hei.ts';
import type { PlannerCatalogue } from './types.ts';

/** What the search and the program weigh beside cost, protein, calories and cuisines. */
export interface QualityTerms {
  /** Cents one HEI point is worth (the spend/quality control). */
  centsPerPoint: number;
  /** Weekly amounts of the five main food groups (adequacyTargets). */
  adequacyTargets: Float64Array;
  /** Most lunches and dinners one main protein food may be in. */
  maxPerProtein: number;
  /** Fewest different dishes. */
  minDistinct: number;
}

/**
 * Cents a week's plan may cost for one more point of HEI-2020, by the spend/quality control
 * (1 "Spend less" ... 5 "Eat better"). The product's choice, tuned on the benchmark so that the
 * default (3) gives a healthy week well within the budget.
 */
export const CENTS_PER_HEI_POINT: Record<PlanFocus, number> = {
  1: 10,
  2: 40,
  3: 100,
  4: 250,
  5: 800,
};

/** Food-group adequacy (0-1) is worth as much as this many HEI points. */
export const ADEQUACY_POINTS = 10;

/**
 * The HEI-2020 a week should reach before money weighs as usual: every point a week lies under
 * it is worth FLOOR_WEIGHT times the control's cents, so the planner buys a poor week's way up
 * first (a ketogenic week, with no grains, fruit or legumes, otherwise stops near 60; the average
 * American diet scores 58). A week at its Thrifty Food Plan cost should reach 75 (USDA's TFP
 * market basket meets the Dietary Guidelines at that cost); the planner aims 5 points higher, as
 * the search's local optimum can stop a few points under where it aims (aiming at 75, four times
 * the cents a point, a woman losing weight on her TFP budget stopped at 74.1; at 80, three times,
 * every TFP week the budget leaves a choice reaches 80). The product's choice, tuned on `npm run
 * bench:planner`.
 */
export const HEI_FLOOR = 80;
export const FLOOR_WEIGHT = 3;

/** A main protein food in at most this many of the week's lunches and dinners. */
export const MAX_MEALS_PER_PROTEIN = 4;
/** Different dishes in a 21-meal week. */
export const MIN_DISTINCT_DISHES_PER_21 = 12;
/** Cents per meal a variety rule is broken by: above any quality or cost trade, below the
 *  budget (which is a wall). */
export const VARIETY_PENALTY = 5000;

export function centsPerHeiPoint(focus: PlanFocus | undefined): number {
  return CENTS_PER_HEI_POINT[focus ?? DEFAULT_PLAN_FOCUS];
}

/** The meal types the protein rule counts. */
export function countsForProtein(type: MealType): boolean {
  return type === 'LUNCH' || type === 'DINNER';
}

/** Different dishes a week of `meals` meals should have (12 of 21, in proportion otherwise). */
export function minDistinctDishes(meals: number, bulkPrep: boolean): number {
  if (bulkPrep) return 0;
  return Math.min(meals, Math.round((MIN_DISTINCT_DISHES_PER_21 * meals) / 21));
}

/** Most meals one protein food may be in, or Infinity with Weekly (Bulk Prep). */
export function maxMealsPerProtein(bulkPrep: boolean): number {
  return bulkPrep ? Infinity : MAX_MEALS_PER_PROTEIN;
}

const PROTEIN_GROUPS: ReadonlySet<FoodGroup> = new Set<FoodGroup>([
  'meat',
  'poultry',
  'fish',
  'shellfish',
  'egg',
  'legume',
  'soy',
  'dairy',
  'nut',
  'seed',
]);

/** By the catalogue's recipes: a person's priced copy of the catalogue shares them. */
const mainProteins = new WeakMap<PlannerCatalogue['recipes'], Map<string, string | null>>();

/**
 * The dish's main protein food: of its protein-group ingredients (meat, poultry, fish,
 * shellfish, eggs, legumes, soy, dairy, nuts, seeds), the one that brings the most protein,
 * named by the food's first search term so that kinds of one food count together (red and
 * brown lentils are 'lentil', breast and thigh 'chicken'). Null when none brings 3 g.
 */
export function mainProteinOf(recipe: Recipe, catalogue: PlannerCatalogue): string | null {
  let known = mainProteins.get(catalogue.recipes);
  if (!known) {
    known = new Map();
    mainProteins.set(catalogue.recipes, known);
  }
  const cached = known.get(recipe.id);
  if (cached !== undefined) return cached;
  const byFamily = new Map<string, number>();
  for (const ing of recipe.ingredients) {
    const food = catalogue.foods.get(ing.food);
    if (!food || food.pantry || !PROTEIN_GROUPS.has(food.group)) continue;
    const family = food.terms[0] ?? food.key;
    byFamily.set(family, (byFamily.get(family) ?? 0) + (food.per100g.protein * ing.grams) / 100);
  }
  let best: string | null = null;
  let grams = 3;
  for (const [family, protein] of byFamily) {
    if (protein > grams || (protein === grams && best !== null && family < best)) {
      best = family;
      grams = protein;
    }
  }
  known.set(recipe.id, best);
  return best;
}

/**
 * What the search adds up per serving: the amounts the HEI and the adequacy terms are made of
 * (`QUALITY_PARTS` order), so that a move is scored with a few additions and no lookups.
 */
export const QUALITY_PARTS = [
  'totalFruits',
  'wholeFruits',
  'totalVegetables',
  'greensAndBeans',
  'wholeGrains',
  'dairy',
  'totalProteinFoods',
  'seafoodPlantProteins',
  'unsaturatedFat',
  'refinedGrains',
  'sodiumG',
  'addedSugarKcal',
  'saturatedFat',
  'kcal',
  'grains',
  'patternProteinFoods',
] as const;
export const QUALITY_WIDTH = QUALITY_PARTS.length;

const vectors = new WeakMap<DietTotals, Float64Array>();

/** One serving's (or a week's) totals as quality parts (remembered per totals object: do not
 *  change the returned array). */
export function qualityVector(t: DietTotals): Float64Array {
  let known = vectors.get(t);
  if (!known) {
    known = computeQualityVector(t);
    vectors.set(t, known);
  }
  return known;
}

function computeQualityVector(t: DietTotals): Float64Array {
  const legumes = t.legumes;
  const veg = t.vegDarkGreen + t.vegRedOrange + t.vegStarchy + t.vegOther + legumes;
  const patternProtein = t.proteinMeatsPoultryEggs + t.proteinSeafood + t.proteinNutsSeedsSoy;
  return Float64Array.from([
    t.fruitWhole + t.fruitJuice,
    t.fruitWhole,
    veg,
    t.vegDarkGreen + legumes,
    t.grainWhole,
    t.dairy,
    patternProtein + LEGUME_OZ * legumes,
    t.proteinSeafood + t.proteinNutsSeedsSoy + LEGUME_OZ * legumes,
    t.monounsaturatedFat + t.polyunsaturatedFat,
    t.grainRefined,
    t.sodiumMg / 1000,
    t.addedSugars * KCAL_PER_ADDED_SUGAR_TSP,
    t.saturatedFat,
    t.kcal,
    t.grainWhole + t.grainRefined,
    patternProtein,
  ]);
}

const S = HEI_STANDARDS;
const LEGUME_OZ = 4;

function adequacy(max: number, best: number, amount: number, thousands: number): number {
  if (amount <= 0) return 0;
  return Math.min(max, (max * amount) / (best * thousands));
}

function moderation(max: number, best: number, worst: number, value: number): number {
  if (value <= best) return max;
  if (value >= worst) return 0;
  return (max * (worst - value)) / (worst - best);
}

/**
 * What the search weighs for a moderation component (and the fatty-acid ratio): the HEI score,
 * but past the standard that scores 0 the line goes on below 0, down to -max one more range
 * away. The HEI itself stops at 0 there, so a week deep in that flat region (a ketogenic week's
 * saturated fat) would show the search no gain for any single swap that lowers it, and the
 * search would never leave it. Reported scores never use this (heiTotalOf, scoreHei).
 */
function guidedModeration(max: number, best: number, worst: number, value: number): number {
  if (value <= best) return max;
  return Math.max(-max, (max * (worst - value)) / (worst - best));
}

function fattyAcidPoints(sat: number, unsat: number, guided: boolean): number {
  const fa = S.fattyAcids;
  if (sat <= 0) return unsat > 0 ? fa.max : 0;
  const ratio = unsat / sat;
  if (ratio >= fa.best) return fa.max;
  if (ratio <= fa.worst && !guided) return 0;
  return Math.max(-fa.max, (fa.max * (ratio - fa.worst)) / (fa.best - fa.worst));
}

/** Scratch space of heiTotalOf and adequacyOf (single-threaded: one search at a time). */
const sum = new Float64Array(QUALITY_WIDTH);

function load(t: Float64Array, add: Float64Array | undefined, offset: number, n: number): void {
  if (add && n !== 0)
    for (let i = 0; i < QUALITY_WIDTH; i += 1)
      sum[i] = (t[i] as number) + n * (add[offset + i] as number);
  else for (let i = 0; i < QUALITY_WIDTH; i += 1) sum[i] = t[i] as number;
}

/**
 * HEI-2020 total of a quality vector `t` plus `n` times the vector at `offset` of `add` (a move
 * of the search, evaluated without changing its state). Same scoring as scoreHei.
 */
export function heiTotalOf(t: Float64Array, add?: Float64Array, offset = 0, n = 0): number {
  load(t, add, offset, n);
  return heiOfSum();
}

/** HEI points (moderation components guided past their zero, guidedModeration; each point
 *  under HEI_FLOOR counted FLOOR_WEIGHT times) plus ADEQUACY_POINTS x adequacy of `t` plus a
 *  move: what the search weighs. */
export function qualityPointsOf(
  targets: Float64Array,
  t: Float64Array,
  add?: Float64Array,
  offset = 0,
  n = 0,
): number {
  load(t, add, offset, n);
  const hei = heiOfSum(true);
  return (
    hei -
    (FLOOR_WEIGHT - 1) * Math.max(0, HEI_FLOOR - hei) +
    ADEQUACY_POINTS * adequacyOfSum(targets)
  );
}

function heiOfSum(guided = false): number {
  const kcal = sum[13] as number;
  if (kcal <= 0) return 0;
  const k = kcal / 1000;
  const limit = guided ? guidedModeration : moderation;
  return (
    adequacy(S.totalFruits.max, S.totalFruits.best, sum[0] as number, k) +
    adequacy(S.wholeFruits.max, S.wholeFruits.best, sum[1] as number, k) +
    adequacy(S.totalVegetables.max, S.totalVegetables.best, sum[2] as number, k) +
    adequacy(S.greensAndBeans.max, S.greensAndBeans.best, sum[3] as number, k) +
    adequacy(S.wholeGrains.max, S.wholeGrains.best, sum[4] as number, k) +
    adequacy(S.dairy.max, S.dairy.best, sum[5] as number, k) +
    adequacy(S.totalProteinFoods.max, S.totalProteinFoods.best, sum[6] as number, k) +
    adequacy(S.seafoodPlantProteins.max, S.seafoodPlantProteins.best, sum[7] as number, k) +
    fattyAcidPoints(sum[12] as number, sum[8] as number, guided) +
    limit(
      S.refinedGrains.max,
      S.refinedGrains.best,
      S.refinedGrains.worst,
      (sum[9] as number) / k,
    ) +
    limit(S.sodium.max, S.sodium.best, S.sodium.worst, (sum[10] as number) / k) +
    limit(
      S.addedSugars.max,
      S.addedSugars.best,
      S.addedSugars.worst,
      (100 * (sum[11] as number)) / kcal,
    ) +
    limit(
      S.saturatedFats.max,
      S.saturatedFats.best,
      S.saturatedFats.worst,
      (900 * (sum[12] as number)) / kcal,
    )
  );
}

/** The five main food groups whose adequacy the planner weighs (per day in the pattern). */
const ADEQUACY_GROUPS = ['vegetables', 'fruits', 'grains', 'dairy', 'proteinFoods'] as const;

/**
 * Weekly amounts of the five main groups the planned meals should supply: the Healthy
 * U.S.-Style pattern at the person's calorie level, times 7 days and the share of the day the
 * planned meals make up.
 */
export function adequacyTargets(dailyKcal: number, dayShares: number): Float64Array {
  const level = patternCalorieLevel(dailyKcal);
  const column = PATTERN_CALORIE_LEVELS.indexOf(level as (typeof PATTERN_CALORIE_LEVELS)[number]);
  return Float64Array.from(
    ADEQUACY_GROUPS.map((g) => (HEALTHY_US_PATTERN[g].amounts[column] ?? 0) * dayShares),
  );
}

/** Mean over the five groups of min(1, supplied / target), 0-1, for a quality vector plus a
 *  move. */
export function adequacyOf(
  targets: Float64Array,
  t: Float64Array,
  add?: Float64Array,
  offset = 0,
  n = 0,
): number {
  load(t, add, offset, n);
  return adequacyOfSum(targets);
}

/** min(1, amount / target), or 1 with no target. A plain function, not a closure made per call:
 *  the search calls adequacyOfSum for every move it evaluates. */
function part(amount: number, target: number): number {
  return target > 0 ? Math.min(1, amount / target) : 1;
}

function adequacyOfSum(targets: Float64Array): number {
  return (
    (part(sum[2] as number, targets[0] as number) +
      part(sum[0] as number, targets[1] as number) +
      part(sum[14] as number, targets[2] as number) +
      part(sum[5] as number, targets[3] as number) +
      part(sum[15] as number, targets[4] as number)) /
    5
  );
}
