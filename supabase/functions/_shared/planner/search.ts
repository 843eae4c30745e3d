/**
 * A fast primal heuristic for the week's program (optimise.ts): first-improvement local search
 * over servings with the exact store bill (whole packages), iterated from deterministic
 * perturbations. It finds a very good plan in a few hundred milliseconds (in the benchmark,
 * within a median 2.5 % of a search twenty times longer); the MIP then starts from it, lowers
 * the cost when it can and proves a lower bound. Same objective as the MIP's phase 1 (WEIGHTS):
 * cents + 40 per gram of protein short + 1 per kcal outside the band - 40 per favourite meal
 * + 400 per meal a favourite cuisine lacks below two + 120 per dish kept from the week being
 * regenerated.
 *
 * The seed is fixed and the work is counted, not timed, so the same profile gets the same plan
 * (the wall-clock limits here and in HiGHS only bind on an overloaded machine).
 */
import type { MealType } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Candidate, WeekProblem } from './candidates.ts';
import { FAVOURITE_MINIMUM, WEIGHTS } from './candidates.ts';
import { searchTables } from './search-tables.ts';
import { QUALITY_WIDTH, VARIETY_PENALTY, qualityPointsOf } from './quality.ts';

export interface SearchInput extends WeekProblem {
  /** Seed of the perturbations (xorshift; any non-zero 32-bit value). */
  seed?: number;
  /** Servings per candidate to start from (another search's plan) instead of the greedy fill. */
  initial?: readonly number[];
  /** Moves evaluated before the search stops (the deterministic work limit). */
  maxEvaluations?: number;
  /** Wall-clock safety limit in milliseconds. */
  timeLimitMs?: number;
}

export interface SearchResult {
  servings: number[];
  /** The till in cents (whole packages of what is not at home). */
  billCents: number;
  objective: number;
  withinBudget: boolean;
}

/** Penalty per cent over budget: large enough that any plan within budget wins. */
const OVER_BUDGET = 1000;

export function localSearch(input: SearchInput): SearchResult {
  const { candidates, counts, cap, targets, budgetCents, factor, catalogue } = input;
  // Flat typed arrays: the inner loop runs millions of times per second this way.
  const {
    useStart,
    uFood,
    uGrams,
    pkgCents,
    pkgGrams,
    stock,
    recipeOf,
    recipeCount,
    capOf,
    recipeCap,
    proteinOf,
    kcalOf,
    favOf,
    cuisineOf,
    avoidOf,
  } = searchTables(candidates, counts, cap, catalogue, factor);
  // Diet quality: the week's totals vector and each candidate's, flat.
  const quality = input.costOnly ? undefined : input.quality;
  const K = QUALITY_WIDTH;
  const healthOf = new Float64Array(candidates.length * K);
  candidates.forEach((c, j) => healthOf.set(c.health.subarray(0, K), j * K));
  const health = new Float64Array(K);
  const qualityOf = (add?: Float64Array, offset = 0, n = 0): number =>
    quality
      ? -quality.centsPerPoint * qualityPointsOf(quality.adequacyTargets, health, add, offset, n)
      : 0;
  // Variety: meals per main protein food (lunches and dinners) and different dishes.
  const proteinIds = new Map<string, number>();
  const proteinFoodOf = Int32Array.from(
    candidates.map((c) => {
      if (!quality || c.mainProtein === null) return -1;
      const known = proteinIds.get(c.mainProtein);
      if (known !== undefined) return known;
      proteinIds.set(c.mainProtein, proteinIds.size);
      return proteinIds.size - 1;
    }),
  );
  const perProtein = new Int32Array(proteinIds.size);
  const maxPerProtein = quality?.maxPerProtein ?? Infinity;
  const minDistinct = quality?.minDistinct ?? 0;
  const excess = (meals: number) => Math.max(0, meals - maxPerProtein);
  let proteinExcess = 0;
  let distinct = 0;
  const varietyOf = (excessMeals: number, dishes: number) =>
    VARIETY_PENALTY * (excessMeals + Math.max(0, minDistinct - dishes));
  // Only cuisines with at least one candidate can be asked for: the others cost nothing.
  const cuisineCount = candidates.reduce((n, c) => Math.max(n, c.cuisineIndex + 1), 0);
  const perCuisine = new Int32Array(cuisineCount);
  const coverOf = (served: number) =>
    served >= FAVOURITE_MINIMUM
      ? 0
      : (FAVOURITE_MINIMUM - served) * WEIGHTS.favouriteCoveragePerMeal;
  const byType = new Map<MealType, number[]>(MEAL_TYPES.map((t) => [t, [] as number[]]));
  candidates.forEach((c, j) => byType.get(c.type)?.push(j));

  const grams = new Float64Array(pkgCents.length);
  const servings = new Int32Array(candidates.length);
  const recipeUse = new Int32Array(recipeCount);
  let bill = 0;
  let protein = 0;
  let kcal = 0;
  let favourites = 0;
  let cover = 0;
  let repeats = 0;
  // The week's quality term, computed when the objective is next asked for: a move that is
  // taken out and put back (most of them) then costs no HEI scoring at all.
  let qualityValue = 0;
  let qualityStale = false;
  for (let c = 0; c < cuisineCount; c += 1)
    if (candidates.some((x) => x.cuisineIndex === c)) cover += coverOf(0);

  // What the person has of a food at home is used first and costs nothing; the rest is bought in
  // whole packages (cost.ts foodCents).
  const lineCents = (f: number, used: number): number => {
    const g = used - (stock[f] as number);
    if (g <= 1e-9) return 0;
    return Math.ceil(g / (pkgGrams[f] as number) - 1e-6) * (pkgCents[f] as number);
  };
  const apply = (j: number, delta: number) => {
    const end = useStart[j + 1] as number;
    for (let k = useStart[j] as number; k < end; k += 1) {
      const f = uFood[k] as number;
      const before = grams[f] as number;
      const after = before + delta * (uGrams[k] as number);
      bill += lineCents(f, after) - lineCents(f, before);
      grams[f] = after;
    }
    servings[j] = (servings[j] as number) + delta;
    const r = recipeOf[j] as number;
    const usedBefore = recipeUse[r] as number;
    recipeUse[r] = usedBefore + delta;
    if (quality) {
      if (usedBefore === 0 && delta > 0) distinct += 1;
      else if (usedBefore > 0 && usedBefore + delta === 0) distinct -= 1;
      const p = proteinFoodOf[j] as number;
      if (p >= 0) {
        const had = perProtein[p] as number;
        perProtein[p] = had + delta;
        proteinExcess += excess(had + delta) - excess(had);
      }
      for (let i = 0; i < K; i += 1)
        health[i] = (health[i] as number) + delta * (healthOf[j * K + i] as number);
      qualityStale = true;
    }
    protein += delta * (proteinOf[j] as number);
    kcal += delta * (kcalOf[j] as number);
    favourites += delta * (favOf[j] as number);
    repeats += delta * (avoidOf[j] as number);
    const cuisine = cuisineOf[j] as number;
    if (cuisine >= 0) {
      const before = perCuisine[cuisine] as number;
      perCuisine[cuisine] = before + delta;
      cover += coverOf(before + delta) - coverOf(before);
    }
  };
  const low = targets.kcal * (1 - WEIGHTS.kcalBand);
  const high = targets.kcal * (1 + WEIGHTS.kcalBand);
  const objectiveOf = (
    b: number,
    p: number,
    k: number,
    fav: number,
    cov: number,
    rep: number,
    qual: number,
    variety: number,
  ): number => {
    const over = b > budgetCents ? (b - budgetCents) * OVER_BUDGET : 0;
    if (input.costOnly) return b + over;
    return (
      b +
      over +
      WEIGHTS.proteinShortfallPerGram * Math.max(0, targets.protein - p) +
      WEIGHTS.kcalOutsideBandPerKcal * (Math.max(0, low - k) + Math.max(0, k - high)) +
      // With quality weighed, lighter dishes score better densities: keep the week near its
      // calorie target inside the band too, or the days fall short.
      (quality ? WEIGHTS.kcalInsideBandPerKcal * Math.abs(k - targets.kcal) : 0) -
      WEIGHTS.favouriteCuisineBonus * fav +
      cov +
      WEIGHTS.repeatFromLastWeek * rep +
      qual +
      variety
    );
  };
  const objective = (): number => {
    if (qualityStale) {
      qualityValue = qualityOf();
      qualityStale = false;
    }
    return objectiveOf(
      bill,
      protein,
      kcal,
      favourites,
      cover,
      repeats,
      qualityValue,
      varietyOf(proteinExcess, distinct),
    );
  };
  /** The objective if n servings of j were added, without changing the state. */
  const objectiveIfAdded = (j: number, n: number): number => {
    let b = bill;
    const end = useStart[j + 1] as number;
    for (let k = useStart[j] as number; k < end; k += 1) {
      const f = uFood[k] as number;
      const before = grams[f] as number;
      b += lineCents(f, before + n * (uGrams[k] as number)) - lineCents(f, before);
    }
    const cuisine = cuisineOf[j] as number;
    const served = cuisine >= 0 ? (perCuisine[cuisine] as number) : 0;
    let variety = 0;
    let qual = 0;
    if (quality) {
      const p = proteinFoodOf[j] as number;
      const had = p >= 0 ? (perProtein[p] as number) : 0;
      const newDish = (recipeUse[recipeOf[j] as number] as number) === 0 && n > 0 ? 1 : 0;
      variety = varietyOf(
        p >= 0 ? proteinExcess + excess(had + n) - excess(had) : proteinExcess,
        distinct + newDish,
      );
      qual = qualityOf(healthOf, j * K, n);
    }
    return objectiveOf(
      b,
      protein + n * (proteinOf[j] as number),
      kcal + n * (kcalOf[j] as number),
      favourites + n * (favOf[j] as number),
      cuisine >= 0 ? cover + coverOf(served + n) - coverOf(served) : cover,
      repeats + n * (avoidOf[j] as number),
      qual,
      variety,
    );
  };
  const canAdd = (j: number, n = 1) =>
    (recipeUse[recipeOf[j] as number] as number) + n <= (recipeCap[j] as number) &&
    (servings[j] as number) + n <= (capOf[j] as number);

  // Start from the given plan, or fill each type greedily by the best stand-alone score.
  if (input.initial) {
    input.initial.forEach((n, j) => {
      if (n > 0 && j < candidates.length) apply(j, n);
    });
  }
  for (const type of MEAL_TYPES) {
    if (input.initial) break;
    const list = [...(byType.get(type) ?? [])].sort(
      (a, b) => standalone(candidates[a] as Candidate) - standalone(candidates[b] as Candidate),
    );
    let need = counts[type];
    for (let round = 0; need > 0 && round < 8; round += 1) {
      for (const j of list) {
        if (need === 0) break;
        if (canAdd(j)) {
          apply(j, 1);
          need -= 1;
        }
      }
    }
  }

  let seed = input.seed ?? 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };

  // The search stops after a fixed amount of work, so the same profile gets the same plan on
  // any machine; the wall-clock limit is only a safety net for a slow machine.
  const started = performance.now();
  const limit = input.timeLimitMs ?? 1000;
  const maxEvaluations = input.maxEvaluations ?? 400_000;
  let evaluations = 0;
  const outOfTime = () => evaluations > maxEvaluations || performance.now() - started > limit;

  /**
   * First-improvement descent with single and double replacements inside a meal type: take any
   * move that lowers the objective and keep scanning, until a full scan finds none.
   */
  const descend = () => {
    let improved = true;
    while (improved && !outOfTime()) {
      improved = false;
      for (const type of MEAL_TYPES) {
        const list = byType.get(type) ?? [];
        for (const from of list) {
          for (let n = Math.min(servings[from] as number, 2); n >= 1; n -= 1) {
            const current = objective();
            // Take n servings of `from` out once, then try every `to` in their place.
            apply(from, -n);
            let moved = false;
            for (const to of list) {
              if (to === from || !canAdd(to, n)) continue;
              evaluations += 1;
              if (objectiveIfAdded(to, n) < current - 1e-7) {
                apply(to, n);
                moved = true;
                break;
              }
            }
            if (moved) {
              improved = true;
              break;
            }
            apply(from, n);
          }
          if (outOfTime()) return;
        }
      }
    }
  };

  descend();
  let best = { servings: Int32Array.from(servings), objective: objective(), bill };
  for (let restart = 0; restart < 5000 && !outOfTime(); restart += 1) {
    // Perturb: replace a few servings at random by other recipes of the same type, then descend.
    const kicks = 2 + Math.floor(random() * 3);
    for (let k = 0; k < kicks; k += 1) {
      const used = candidates.map((_, j) => j).filter((j) => (servings[j] as number) > 0);
      const from = used[Math.floor(random() * used.length)];
      if (from === undefined) break;
      const list = byType.get((candidates[from] as Candidate).type) ?? [];
      const to = list[Math.floor(random() * list.length)];
      if (to === undefined || to === from) continue;
      apply(from, -1);
      if (canAdd(to)) apply(to, 1);
      else apply(from, 1);
    }
    descend();
    const value = objective();
    if (value < best.objective - 1e-7)
      best = { servings: Int32Array.from(servings), objective: value, bill };
    else {
      // Return to the best plan before the next kick.
      for (let j = 0; j < candidates.length; j += 1) {
        const diff = (best.servings[j] as number) - (servings[j] as number);
        if (diff !== 0) apply(j, diff);
      }
    }
  }
  return {
    servings: [...best.servings],
    billCents: best.bill,
    objective: best.objective,
    withinBudget: best.bill <= budgetCents + 1e-6,
  };

  function standalone(c: Candidate): number {
    const cost = c.perGramCents;
    return input.costOnly
      ? cost
      : cost -
          WEIGHTS.proteinShortfallPerGram * 0.5 * c.protein -
          (c.favourite ? WEIGHTS.favouriteCuisineBonus : 0) +
          (c.avoid ? WEIGHTS.repeatFromLastWeek : 0);
  }
}
