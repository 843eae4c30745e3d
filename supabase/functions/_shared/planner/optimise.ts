/**
 * The week's menu as a mixed-integer program.
 *
 * Days are interchangeable, so the program does not decide which dish goes on which day: it
 * chooses how many times each candidate dish is eaten in the week (x), and how many whole
 * packages of each food are bought (y). Days are assigned afterwards (assign.ts). This turns a
 * per-slot model with hundreds of binaries into one with a few dozen small integers.
 *
 *   x[j]  integer 0..cap     servings of candidate j (a recipe in one meal type)
 *   y[f]  integer >= 0       packages of non-pantry food f
 *   sP    >= 0               weekly protein shortfall (g)
 *   cU,cO >= 0               weekly kcal under / over the target band
 *
 *   sum_{j of type t} x[j] = n[t]                 meal counts
 *   sum_{j of recipe r} x[j] <= cap               variety (a recipe usable in two meal types)
 *   sum_j grams[j][f] x[j] <= size[f] y[f]        packages cover what the meals use
 *   sum_f price[f] y[f] + sum_j pantry[j] x[j] <= budget
 *   sum_j protein[j] x[j] + sP >= protein target
 *   kcal band with cU, cO
 *
 *   x[j] <= U[j] y[f] for every food f of j      a serving opens at least one package
 *
 * Phase 1 minimises a weighted sum (protein shortfall first, then calories, favourite
 * cuisines (each one present at least FAVOURITE_MINIMUM times when it can be), dishes repeated
 * from the week being regenerated, then cents). When the local search (search.ts) has already found a plan within
 * budget, phase 1 starts from it instead of branching: measured here, branch-and-bound did not
 * beat the search on this objective within a second. Phase 2 keeps what phase 1 achieved for
 * nutrition and cuisines and minimises the store cost alone; HiGHS's dual bound of phase 2 is
 * the proven lower bound on the cost of that nutrition. Without a start (a budget the search
 * could not meet), phase 1 branches itself, and its infeasibility proves the budget binds.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import { localPackageCents, perGramCostCents } from './cost.ts';
import type { Highs } from './highs.ts';
import { LinearModel, solveModel } from './model.ts';
import type { SolveResult } from './model.ts';
import type { MealCounts, PlannerCatalogue } from './types.ts';
import { QUALITY_WIDTH, countsForProtein, mainProteinOf, qualityVector } from './quality.ts';
import type { QualityTerms } from './quality.ts';
import { holdQuality } from './quality-rows.ts';

export interface Candidate {
  recipe: Recipe;
  type: MealType;
  protein: number;
  kcal: number;
  /** Cents of pantry staples one serving uses. */
  pantryCents: number;
  /** Cents of one serving bought by the gram (ranking only). */
  perGramCents: number;
  favourite: boolean;
  /** Which favourite cuisine (index into the profile's list) the dish is of; -1 for none. */
  cuisineIndex: number;
  /** The dish was in the week being regenerated: a new week should offer something else. */
  avoid: boolean;
  /** One serving's food-pattern equivalents and HEI nutrients (quality.ts QUALITY_PARTS order). */
  health: Float64Array;
  /** The main protein food (quality.ts), counted in lunches and dinners only; null for none. */
  mainProtein: string | null;
}

export interface WeekTargets {
  /** Grams of protein over the planned meals of the week. */
  protein: number;
  /** kcal over the planned meals of the week. */
  kcal: number;
}

/** Meals of each favourite cuisine a week should hold when the filters and budget allow. */
export const FAVOURITE_MINIMUM = 2;

/** Penalties, in cents, that order the goals: protein, then calories, then cuisines, then cost. */
export const WEIGHTS = {
  proteinShortfallPerGram: 40,
  kcalOutsideBandPerKcal: 1,
  favouriteCuisineBonus: 40,
  /**
   * Each favourite cuisine should show in the week: a cuisine with fewer than
   * FAVOURITE_MINIMUM meals costs this much per missing meal (when a dish of it fits at all).
   */
  favouriteCoveragePerMeal: 300,
  /** Per serving of a dish from the week being regenerated, so a new week is a different one. */
  repeatFromLastWeek: 120,
  /** Per kcal off the weekly target inside the band, when diet quality is weighed (search.ts). */
  kcalInsideBandPerKcal: 0.5,
  /** The weekly kcal band that leaves room for every day to land within +-15 %. */
  kcalBand: 0.08,
} as const;

export interface OptimiseInput {
  candidates: Candidate[];
  counts: MealCounts;
  /** Servings allowed per recipe in the week. */
  cap: Map<string, number>;
  targets: WeekTargets;
  /** Budget in cents; Infinity when computing the cheapest possible plan. */
  budgetCents: number;
  factor: number;
  catalogue: PlannerCatalogue;
  /** Minimise cost only (the cheapest plan that meets the meal counts). */
  costOnly?: boolean;
  timeLimitSeconds?: number;
  /** Further HiGHS options (experiments). */
  highsOptions?: Record<string, string | number | boolean>;
  /** Servings per candidate of a known plan (local search) to start branch-and-bound from. */
  start?: number[];
  /** Diet quality and variety: phase 2 holds what phase 1 reached (quality-rows.ts). */
  quality?: QualityTerms;
}

export interface OptimiseResult {
  status: 'ok' | 'infeasible' | 'failed';
  /** Servings of each candidate, same order as the input. */
  servings: number[];
  costCents: number;
  /** HiGHS's proven lower bound on the cost for the achieved nutrition (cents); 0 when unknown. */
  costLowerBoundCents: number;
  /** The LP relaxation's lower bound of the same cost model, when asked for. */
  lpBoundCents?: number;
  solveMs: number;
  solverStatus: string;
}

interface Built {
  model: LinearModel;
  x: number[];
  y: Map<string, number>;
  sP: number;
  cU: number;
  cO: number;
  /** Row indices of the budget row. */
  budgetRow: number;
}

/** The x columns of each favourite cuisine's dishes, by the cuisine's index. */
function cuisineColumns(candidates: readonly Candidate[], x: readonly number[]) {
  const byCuisine = new Map<number, number[]>();
  candidates.forEach((c, j) => {
    if (c.cuisineIndex < 0) return;
    byCuisine.set(c.cuisineIndex, [...(byCuisine.get(c.cuisineIndex) ?? []), x[j] as number]);
  });
  return byCuisine;
}

function build(input: OptimiseInput, phase: 'weighted' | 'cost'): Built {
  const { candidates, counts, cap, targets, factor, catalogue } = input;
  const model = new LinearModel();
  const byRecipe = new Map<string, number[]>();
  const x = candidates.map((c, j) => {
    const col = model.addColumn({
      name: `x${j}`,
      cost:
        phase === 'weighted' && !input.costOnly
          ? (c.favourite ? -WEIGHTS.favouriteCuisineBonus : 0) +
            (c.avoid ? WEIGHTS.repeatFromLastWeek : 0)
          : 0,
      lower: 0,
      upper: Math.min(cap.get(c.recipe.id) ?? 2, counts[c.type]),
      integer: true,
    });
    byRecipe.set(c.recipe.id, [...(byRecipe.get(c.recipe.id) ?? []), col]);
    return col;
  });
  const nutritionWeight = phase === 'weighted' && !input.costOnly ? 1 : 0;
  const sP = model.addColumn({
    name: 'sP',
    cost: WEIGHTS.proteinShortfallPerGram * nutritionWeight,
    lower: 0,
    upper: Infinity,
    integer: false,
  });
  const cU = model.addColumn({
    name: 'cU',
    cost: WEIGHTS.kcalOutsideBandPerKcal * nutritionWeight,
    lower: 0,
    upper: Infinity,
    integer: false,
  });
  const cO = model.addColumn({
    name: 'cO',
    cost: WEIGHTS.kcalOutsideBandPerKcal * nutritionWeight,
    lower: 0,
    upper: Infinity,
    integer: false,
  });

  // Coverage of each favourite cuisine: m_c makes up the meals it lacks below the minimum. Both
  // phases have the column (phase 2 at no cost), so a phase-1 solution is a phase-2 start.
  if (!input.costOnly) {
    for (const [cuisine, cols] of cuisineColumns(candidates, x)) {
      const missing = model.addColumn({
        name: `fav_missing_${cuisine}`,
        cost: phase === 'weighted' ? WEIGHTS.favouriteCoveragePerMeal : 0,
        lower: 0,
        upper: FAVOURITE_MINIMUM,
        integer: false,
      });
      const row = new Map<number, number>(cols.map((col) => [col, 1]));
      row.set(missing, 1);
      model.addRow(`fav_cover_${cuisine}`, FAVOURITE_MINIMUM, Infinity, row);
    }
  }

  for (const type of MEAL_TYPES) {
    const row = new Map<number, number>();
    candidates.forEach((c, j) => {
      if (c.type === type) row.set(x[j] as number, 1);
    });
    if (counts[type] > 0 || row.size > 0)
      model.addRow(`count_${type}`, counts[type], counts[type], row);
  }
  for (const [recipeId, cols] of byRecipe) {
    if (cols.length > 1) {
      model.addRow(
        `cap_${recipeId}`,
        -Infinity,
        cap.get(recipeId) ?? 2,
        new Map(cols.map((col) => [col, 1])),
      );
    }
  }

  const budget = new Map<number, number>();
  const foodUse = new Map<string, Map<number, number>>();
  candidates.forEach((c, j) => {
    const col = x[j] as number;
    if (c.pantryCents > 0) budget.set(col, c.pantryCents);
    for (const ing of c.recipe.ingredients) {
      if (catalogue.foods.get(ing.food)?.pantry) continue;
      const use = foodUse.get(ing.food) ?? new Map<number, number>();
      use.set(col, (use.get(col) ?? 0) + ing.grams);
      foodUse.set(ing.food, use);
    }
  });
  const y = new Map<string, number>();
  for (const [food, use] of foodUse) {
    const price = catalogue.prices.get(food);
    if (!price) throw new Error(`No price for ${food}`);
    const cents = localPackageCents(price.price, factor);
    const col = model.addColumn({
      name: `y_${food}`,
      cost: cents,
      lower: 0,
      upper: Infinity,
      integer: true,
    });
    y.set(food, col);
    budget.set(col, cents);
    // Scaled to packages so the row's coefficients stay near 1 (better numerics).
    const row = new Map<number, number>(
      [...use].map(([k, grams]) => [k, grams / price.packageGrams]),
    );
    row.set(col, -1);
    model.addRow(`pkg_${food}`, -Infinity, 0, row);
    // Any serving of a recipe that uses the food opens at least one package: x_j <= U_j y_f.
    // Redundant for integers, but it lifts the LP relaxation from "30 g of a 2 kg bag" to
    // "half a bag", which is what makes branch-and-bound fast here (a fixed-charge structure).
    for (const k of use.keys()) {
      const upper = model.columns[k]?.upper ?? 1;
      model.addRow(
        `open_${food}_${k}`,
        -Infinity,
        0,
        new Map([
          [k, 1],
          [col, -upper],
        ]),
      );
    }
  }
  // Pantry cents enter the objective through the x columns.
  candidates.forEach((c, j) => {
    const column = model.columns[x[j] as number];
    if (column) column.cost += c.pantryCents;
  });
  const budgetRow = model.addRow('budget', -Infinity, input.budgetCents, budget);

  if (!input.costOnly) {
    const protein = new Map<number, number>(candidates.map((c, j) => [x[j] as number, c.protein]));
    protein.set(sP, 1);
    model.addRow('protein', targets.protein, Infinity, protein);
    const low = new Map<number, number>(candidates.map((c, j) => [x[j] as number, c.kcal]));
    low.set(cU, 1);
    model.addRow('kcal_low', targets.kcal * (1 - WEIGHTS.kcalBand), Infinity, low);
    const high = new Map<number, number>(candidates.map((c, j) => [x[j] as number, c.kcal]));
    high.set(cO, -1);
    model.addRow('kcal_high', -Infinity, targets.kcal * (1 + WEIGHTS.kcalBand), high);
  }
  return { model, x, y, sP, cU, cO, budgetRow };
}

/** Whether servings meet every meal count and the variety caps (a usable plan). */
function fillsCounts(input: OptimiseInput, servings: readonly number[]): boolean {
  const perType = new Map<MealType, number>();
  const perRecipe = new Map<string, number>();
  input.candidates.forEach((c, j) => {
    const n = servings[j] ?? 0;
    perType.set(c.type, (perType.get(c.type) ?? 0) + n);
    perRecipe.set(c.recipe.id, (perRecipe.get(c.recipe.id) ?? 0) + n);
  });
  return (
    MEAL_TYPES.every((t) => (perType.get(t) ?? 0) === input.counts[t]) &&
    [...perRecipe].every(([id, n]) => n <= (input.cap.get(id) ?? 2))
  );
}

/** A full column vector for the MIP from servings: packages, shortfalls and deviations follow. */
function startVector(
  built: Built,
  input: OptimiseInput,
  servings: readonly number[],
): Float64Array {
  const values = new Float64Array(built.model.columns.length);
  const grams = new Map<string, number>();
  let protein = 0;
  let kcal = 0;
  input.candidates.forEach((c, j) => {
    const n = servings[j] ?? 0;
    values[built.x[j] as number] = n;
    protein += n * c.protein;
    kcal += n * c.kcal;
    for (const ing of c.recipe.ingredients)
      grams.set(ing.food, (grams.get(ing.food) ?? 0) + n * ing.grams);
  });
  for (const [food, col] of built.y) {
    const size = input.catalogue.prices.get(food)?.packageGrams ?? 1;
    const g = grams.get(food) ?? 0;
    values[col] = g > 0 ? Math.ceil(g / size - 1e-6) : 0;
  }
  values[built.sP] = Math.max(0, input.targets.protein - protein);
  values[built.cU] = Math.max(0, input.targets.kcal * (1 - WEIGHTS.kcalBand) - kcal);
  values[built.cO] = Math.max(0, kcal - input.targets.kcal * (1 + WEIGHTS.kcalBand));
  return values;
}

function storeCents(built: Built, values: Float64Array, candidates: Candidate[]): number {
  let cents = 0;
  for (const col of built.y.values())
    cents += (built.model.columns[col]?.cost ?? 0) * Math.round(values[col] ?? 0);
  candidates.forEach((c, j) => {
    cents += c.pantryCents * Math.round(values[built.x[j] as number] ?? 0);
  });
  return cents;
}

function roundedServings(built: Built, values: Float64Array): number[] {
  return built.x.map((col) => Math.round(values[col] ?? 0));
}

/** Runs both phases; returns servings per candidate. */
export function optimiseWeek(highs: Highs, input: OptimiseInput, boundSeconds = 0): OptimiseResult {
  const limit = input.timeLimitSeconds ?? 0.3;
  const phase1 = build(input, 'weighted');
  const start1 = input.start ? startVector(phase1, input, input.start) : undefined;
  // With a plan from the local search, phase 1 starts there: in measurements branch-and-bound
  // did not beat the search on the weighted objective within a second, so its time goes to
  // phase 2 (cost with the nutrition held), where it does find savings and proves the bound.
  const startIsPlan = input.start !== undefined && fillsCounts(input, input.start);
  let r1: SolveResult =
    start1 && startIsPlan && !input.costOnly
      ? { status: 'feasible', values: start1, objective: Number.NaN, dualBound: -Infinity, ms: 0 }
      : solveModel(highs, phase1.model, {
          timeLimitSeconds: limit * 0.5,
          mipRelGap: 0.005,
          extra: input.highsOptions,
          start: start1,
        });
  if (r1.status === 'failed') {
    // No plan found in time (a cold solver or an unusually hard week): a slower answer beats none.
    r1 = solveModel(highs, phase1.model, {
      timeLimitSeconds: limit * 4,
      mipRelGap: 0.01,
      extra: input.highsOptions,
      start: start1,
    });
  }
  if (r1.status === 'infeasible' || r1.status === 'failed') {
    return {
      status: r1.status,
      servings: [],
      costCents: Infinity,
      costLowerBoundCents: Infinity,
      solveMs: r1.ms,
      solverStatus: r1.status,
    };
  }
  if (input.costOnly) {
    return {
      status: 'ok',
      servings: roundedServings(phase1, r1.values),
      costCents: storeCents(phase1, r1.values, input.candidates),
      costLowerBoundCents: Number.isFinite(r1.dualBound) ? Math.max(0, r1.dualBound) : 0,
      solveMs: r1.ms,
      solverStatus: r1.status,
    };
  }

  // Phase 2: hold nutrition and cuisines at what phase 1 reached, buy it as cheaply as possible.
  const phase2 = build(input, 'cost');
  const shortfall = r1.values[phase1.sP] ?? 0;
  const deviation = (r1.values[phase1.cU] ?? 0) + (r1.values[phase1.cO] ?? 0);
  phase2.model.columns[phase2.sP] = {
    ...phase2.model.columns[phase2.sP]!,
    upper: shortfall + 0.01,
  };
  phase2.model.addRow(
    'kcal_dev',
    -Infinity,
    deviation + 0.5,
    new Map([
      [phase2.cU, 1],
      [phase2.cO, 1],
    ]),
  );
  // Favourite cuisines (each, and in all) and the dishes of the week being replaced stay where
  // phase 1 left them.
  const servedOf = (of: (c: Candidate) => boolean) =>
    input.candidates.reduce(
      (s, c, j) => s + (of(c) ? Math.round(r1.values[phase1.x[j] as number] ?? 0) : 0),
      0,
    );
  const favourites = input.candidates
    .map((c, j) => [phase2.x[j] as number, c.favourite ? 1 : 0] as const)
    .filter(([, v]) => v > 0);
  if (favourites.length > 0) {
    const achieved = servedOf((c) => c.favourite);
    phase2.model.addRow('favourites', achieved, Infinity, new Map(favourites));
  }
  for (const [cuisine, cols] of cuisineColumns(input.candidates, phase2.x)) {
    const achieved = Math.min(
      FAVOURITE_MINIMUM,
      servedOf((c) => c.cuisineIndex === cuisine),
    );
    if (achieved > 0)
      phase2.model.addRow(
        `fav_cover_${cuisine}`,
        achieved,
        Infinity,
        new Map(cols.map((col) => [col, 1])),
      );
  }
  const repeats = input.candidates
    .map((c, j) => [phase2.x[j] as number, c.avoid ? 1 : 0] as const)
    .filter(([, v]) => v > 0);
  if (repeats.length > 0) {
    const achieved = servedOf((c) => c.avoid);
    phase2.model.addRow('repeats', -Infinity, achieved, new Map(repeats));
  }
  let start2 = r1.values;
  if (input.quality) {
    const extra = holdQuality(
      phase2.model,
      phase2.x,
      input.candidates,
      roundedServings(phase1, r1.values),
      input.quality,
    );
    start2 = new Float64Array(r1.values.length + extra.length);
    start2.set(r1.values);
    start2.set(extra, r1.values.length);
  }
  const r2: SolveResult = solveModel(highs, phase2.model, {
    timeLimitSeconds: Math.max(0.08, Math.min(0.2, limit - r1.ms / 1000)),
    mipRelGap: 0.005,
    start: start2,
    extra: input.highsOptions,
  });
  const useTwo = r2.status === 'optimal' || r2.status === 'feasible';
  const chosen = useTwo ? r2 : r1;
  const built = useTwo ? phase2 : phase1;
  const costCents = storeCents(built, chosen.values, input.candidates);
  let lpBoundCents: number | undefined;
  let proven = useTwo && Number.isFinite(r2.dualBound) ? Math.min(r2.dualBound, costCents) : 0;
  if (boundSeconds > 0) {
    // Benchmarks only: the LP relaxation of the cost model with the achieved nutrition, and a
    // longer branch-and-bound on it for a tighter proven bound.
    const lp = solveModel(highs, phase2.model, { timeLimitSeconds: 5, mipRelGap: 0, relax: true });
    lpBoundCents = lp.status === 'optimal' ? lp.objective : undefined;
    const long = solveModel(highs, phase2.model, {
      timeLimitSeconds: boundSeconds,
      mipRelGap: 0.001,
      start: useTwo ? chosen.values : start2,
    });
    if (Number.isFinite(long.dualBound))
      proven = Math.max(proven, Math.min(long.dualBound, costCents));
  }
  return {
    status: 'ok',
    servings: roundedServings(built, chosen.values),
    costCents,
    costLowerBoundCents: Math.max(0, proven),
    lpBoundCents,
    solveMs: r1.ms + r2.ms,
    solverStatus: `${r1.status}/${r2.status} ${Math.round(r1.ms)}+${Math.round(r2.ms)} ms`,
  };
}

/**
 * Keeps the most useful candidates per meal type so the program stays small: the cheapest, the
 * richest in protein per cent and per serving, the favourite cuisines' cheapest, then the best
 * by a combined score. The cheapest and the most protein-dense are always kept.
 */
export function pruneCandidates(all: Candidate[], perType: number): Candidate[] {
  const kept: Candidate[] = [];
  for (const type of MEAL_TYPES) {
    const list = all.filter((c) => c.type === type);
    if (list.length <= perType) {
      kept.push(...list);
      continue;
    }
    const chosen = new Set<Candidate>();
    const take = (sorted: Candidate[], n: number) => {
      for (const c of sorted.slice(0, n)) chosen.add(c);
    };
    const cost = (c: Candidate) => c.perGramCents + c.pantryCents;
    take(
      [...list].sort((a, b) => cost(a) - cost(b)),
      Math.ceil(perType * 0.3),
    );
    take(
      [...list].sort((a, b) => b.protein / Math.max(1, cost(b)) - a.protein / Math.max(1, cost(a))),
      Math.ceil(perType * 0.25),
    );
    take(
      [...list].sort((a, b) => b.protein - a.protein),
      Math.ceil(perType * 0.15),
    );
    take(
      [...list].filter((c) => c.favourite).sort((a, b) => cost(a) - cost(b)),
      Math.ceil(perType * 0.2),
    );
    const score = (c: Candidate) =>
      cost(c) -
      WEIGHTS.proteinShortfallPerGram * 0.5 * c.protein -
      (c.favourite ? WEIGHTS.favouriteCuisineBonus : 0);
    for (const c of [...list].sort((a, b) => score(a) - score(b))) {
      if (chosen.size >= perType) break;
      chosen.add(c);
    }
    kept.push(...chosen);
  }
  return kept;
}

/** Builds a candidate for each (recipe, meal type) pair. */
export function makeCandidate(
  recipe: Recipe,
  type: MealType,
  catalogue: PlannerCatalogue,
  factor: number,
  cuisineIndex: number,
  avoid = false,
): Candidate {
  const facts = catalogue.facts.get(recipe.id);
  let pantryCents = 0;
  for (const ing of recipe.ingredients) {
    const food = catalogue.foods.get(ing.food);
    const price = catalogue.prices.get(ing.food);
    if (food?.pantry && price)
      pantryCents += (ing.grams * localPackageCents(price.price, factor)) / price.packageGrams;
  }
  return {
    recipe,
    type,
    protein: facts?.nutrition.protein ?? 0,
    kcal: facts?.nutrition.kcal ?? 0,
    pantryCents,
    perGramCents: perGramCostCents(recipe, catalogue, factor) - pantryCents,
    favourite: cuisineIndex >= 0,
    cuisineIndex,
    avoid,
    health: facts ? qualityVector(facts.health) : new Float64Array(QUALITY_WIDTH),
    mainProtein: countsForProtein(type) ? mainProteinOf(recipe, catalogue) : null,
  };
}
