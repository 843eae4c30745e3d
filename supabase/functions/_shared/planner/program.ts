/**
 * The week's menu as a mixed-integer program.
 *
 * Days are interchangeable, so the program does not decide which dish goes on which day: it
 * chooses how many times each candidate dish is eaten in the week (x), and how many whole
 * packages of each food are bought (y). Days are assigned afterwards (assign.ts). This turns a
 * per-slot model with hundreds of binaries into one with a few dozen small integers.
 *
 *   x[j]  integer 0..cap     servings of candidate j (a recipe in one meal type)
 *   y[f]  integer >= 0       packages of food f (staples too, unless at home)
 *   sP    >= 0               weekly protein shortfall (g)
 *   cU,cO >= 0               weekly kcal under / over the target band
 *
 *   sum_{j of type t} x[j] = n[t]                 meal counts
 *   sum_{j of recipe r} x[j] <= cap               variety (a recipe usable in two meal types)
 *   sum_j grams[j][f] x[j] <= size[f] y[f]        packages cover what the meals use
 *   sum_f price[f] y[f] <= budget                 the till
 *   sum_j protein[j] x[j] + sP >= protein target
 *   kcal band with cU, cO
 *
 *   x[j] <= U[j] y[f] for every food f of j      a serving opens at least one package
 *
 * This module builds the program (columns, rows, objective of either phase) and reads a
 * solution back; optimise.ts solves it in two phases.
 */
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Candidate, WeekProblem } from './candidates.ts';
import { FAVOURITE_MINIMUM, WEIGHTS, dishBonusCents } from './candidates.ts';
import { gramsToBuy, localPackageCents, packagesFor, stockOf } from './cost.ts';
import { LinearModel } from './model.ts';

export interface OptimiseInput extends WeekProblem {
  timeLimitSeconds?: number;
  /** Further HiGHS options (experiments). */
  highsOptions?: Record<string, string | number | boolean>;
  /** Servings per candidate of a known plan (local search) to start branch-and-bound from. */
  start?: number[];
}

export interface Built {
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
export function cuisineColumns(candidates: readonly Candidate[], x: readonly number[]) {
  const byCuisine = new Map<number, number[]>();
  candidates.forEach((c, j) => {
    if (c.cuisineIndex < 0) return;
    byCuisine.set(c.cuisineIndex, [...(byCuisine.get(c.cuisineIndex) ?? []), x[j] as number]);
  });
  return byCuisine;
}

/** The meal counts (one row per meal type) and the caps of recipes in two meal types. */
function countRows(
  model: LinearModel,
  input: OptimiseInput,
  x: readonly number[],
  byRecipe: ReadonlyMap<string, number[]>,
): void {
  const { candidates, counts, cap } = input;
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
}

/**
 * The package columns (y) of every food the candidates use that is not at home, the rows that
 * make them cover what the meals use, and the opening rows; the budget row's coefficients.
 */
function packageColumns(
  model: LinearModel,
  input: OptimiseInput,
  x: readonly number[],
): { y: Map<string, number>; budget: Map<number, number> } {
  const { candidates, factor, catalogue } = input;
  const budget = new Map<number, number>();
  const foodUse = new Map<string, Map<number, number>>();
  candidates.forEach((c, j) => {
    const col = x[j] as number;
    for (const ing of c.recipe.ingredients) {
      // A staple the person said is at home is never bought: no package column at all.
      if (stockOf(catalogue, ing.food) === Infinity) continue;
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
    const stock = stockOf(catalogue, food);
    const col = model.addColumn({
      name: `y_${food}`,
      cost: cents,
      lower: 0,
      upper: Infinity,
      integer: true,
    });
    y.set(food, col);
    budget.set(col, cents);
    // Packages cover what the meals use beyond the pantry's stock, scaled to packages so the
    // row's coefficients stay near 1 (better numerics).
    const row = new Map<number, number>(
      [...use].map(([k, grams]) => [k, grams / price.packageGrams]),
    );
    row.set(col, -1);
    model.addRow(`pkg_${food}`, -Infinity, stock / price.packageGrams, row);
    // With stock at home a serving need not open a package: no opening rows then.
    if (stock > 0) continue;
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
  return { y, budget };
}

/** Protein with its shortfall, and the calorie band with its deviations. */
function nutritionRows(
  model: LinearModel,
  input: OptimiseInput,
  x: readonly number[],
  slack: Pick<Built, 'sP' | 'cU' | 'cO'>,
): void {
  const { candidates, targets } = input;
  const { sP, cU, cO } = slack;
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

export function buildProgram(input: OptimiseInput, phase: 'weighted' | 'cost'): Built {
  const { candidates, counts, cap } = input;
  const model = new LinearModel();
  const byRecipe = new Map<string, number[]>();
  const x = candidates.map((c, j) => {
    const col = model.addColumn({
      name: `x${j}`,
      cost:
        phase === 'weighted' && !input.costOnly
          ? -dishBonusCents(c) + (c.avoid ? WEIGHTS.repeatFromLastWeek : 0)
          : 0,
      lower: 0,
      upper: Math.min(cap.get(c.recipe.id) ?? 2, counts[c.type]),
      integer: true,
    });
    byRecipe.set(c.recipe.id, [...(byRecipe.get(c.recipe.id) ?? []), col]);
    return col;
  });
  const nutritionWeight = phase === 'weighted' && !input.costOnly ? 1 : 0;
  // Protein shortfall (g) and kcal under and over the band: continuous, at no cost in phase 2.
  const slack = (name: string, cost: number) =>
    model.addColumn({
      name,
      cost: cost * nutritionWeight,
      lower: 0,
      upper: Infinity,
      integer: false,
    });
  const sP = slack('sP', WEIGHTS.proteinShortfallPerGram);
  const cU = slack('cU', WEIGHTS.kcalOutsideBandPerKcal);
  const cO = slack('cO', WEIGHTS.kcalOutsideBandPerKcal);

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

  countRows(model, input, x, byRecipe);
  const { y, budget } = packageColumns(model, input, x);
  const budgetRow = model.addRow('budget', -Infinity, input.budgetCents, budget);
  if (!input.costOnly) nutritionRows(model, input, x, { sP, cU, cO });
  return { model, x, y, sP, cU, cO, budgetRow };
}

/** A full column vector for the MIP from servings: packages, shortfalls and deviations follow. */
export function startVector(
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
    values[col] = packagesFor(
      gramsToBuy(grams.get(food) ?? 0, stockOf(input.catalogue, food)),
      size,
    );
  }
  values[built.sP] = Math.max(0, input.targets.protein - protein);
  values[built.cU] = Math.max(0, input.targets.kcal * (1 - WEIGHTS.kcalBand) - kcal);
  values[built.cO] = Math.max(0, kcal - input.targets.kcal * (1 + WEIGHTS.kcalBand));
  return values;
}

/** The till of a solution: whole packages at their shelf prices. */
export function storeCents(built: Built, values: Float64Array): number {
  let cents = 0;
  for (const col of built.y.values())
    cents += (built.model.columns[col]?.cost ?? 0) * Math.round(values[col] ?? 0);
  return cents;
}

export function roundedServings(built: Built, values: Float64Array): number[] {
  return built.x.map((col) => Math.round(values[col] ?? 0));
}
