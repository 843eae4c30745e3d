/**
 * The week a local search (search.ts) is changing: servings per candidate, the grams of each
 * food they use and the exact till of them (whole packages of what is not at home), the week's
 * protein, calories, favourite cuisines, repeats, diet quality and variety, kept up to date move
 * by move; the objective of the week and of a move before it is made.
 */
import type { MealType } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Candidate } from './candidates.ts';
import { FAVOURITE_MINIMUM, WEIGHTS } from './candidates.ts';
import { QUALITY_WIDTH, VARIETY_PENALTY, qualityPointsOf } from './quality.ts';
import type { QualityTerms } from './quality.ts';
import type { SearchInput } from './search.ts';
import { searchTables } from './search-tables.ts';
import type { SearchTables } from './search-tables.ts';

/** Penalty per cent over budget: large enough that any plan within budget wins. */
const OVER_BUDGET = 1000;

const K = QUALITY_WIDTH;

/** The main protein food of each candidate, numbered (-1: none, or variety not weighed). */
function proteinFoods(
  candidates: readonly Candidate[],
  quality: QualityTerms | undefined,
): { proteinFoodOf: Int32Array; count: number } {
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
  return { proteinFoodOf, count: proteinIds.size };
}

/** The week of a search and its objective, in flat typed arrays: the inner loop runs millions
 *  of times per second this way. */
export class SearchState {
  readonly tables: SearchTables;
  /** Candidates per meal type, by index. */
  readonly byType: Map<MealType, number[]>;
  readonly servings: Int32Array;
  /** The till in cents of the servings. */
  bill = 0;
  private readonly quality: QualityTerms | undefined;
  private readonly healthOf: Float64Array;
  private readonly health = new Float64Array(K);
  // Variety: meals per main protein food (lunches and dinners) and different dishes.
  private readonly proteinFoodOf: Int32Array;
  private readonly perProtein: Int32Array;
  private readonly maxPerProtein: number;
  private readonly minDistinct: number;
  private proteinExcess = 0;
  private distinct = 0;
  private readonly perCuisine: Int32Array;
  private readonly grams: Float64Array;
  private readonly recipeUse: Int32Array;
  private protein = 0;
  private kcal = 0;
  private bonus = 0;
  private cover = 0;
  private repeats = 0;
  // The week's quality term, computed when the objective is next asked for: a move that is
  // taken out and put back (most of them) then costs no HEI scoring at all.
  private qualityValue = 0;
  private qualityStale = false;
  private readonly low: number;
  private readonly high: number;

  constructor(private readonly input: SearchInput) {
    const { candidates, counts, cap, targets, factor, catalogue } = input;
    this.tables = searchTables(candidates, counts, cap, catalogue, factor);
    // Diet quality: the week's totals vector and each candidate's, flat.
    this.quality = input.costOnly ? undefined : input.quality;
    this.healthOf = new Float64Array(candidates.length * K);
    candidates.forEach((c, j) => this.healthOf.set(c.health.subarray(0, K), j * K));
    const proteins = proteinFoods(candidates, this.quality);
    this.proteinFoodOf = proteins.proteinFoodOf;
    this.perProtein = new Int32Array(proteins.count);
    this.maxPerProtein = this.quality?.maxPerProtein ?? Infinity;
    this.minDistinct = this.quality?.minDistinct ?? 0;
    // Only cuisines with at least one candidate can be asked for: the others cost nothing.
    const cuisineCount = candidates.reduce((n, c) => Math.max(n, c.cuisineIndex + 1), 0);
    this.perCuisine = new Int32Array(cuisineCount);
    this.byType = new Map<MealType, number[]>(MEAL_TYPES.map((t) => [t, [] as number[]]));
    candidates.forEach((c, j) => this.byType.get(c.type)?.push(j));
    this.grams = new Float64Array(this.tables.pkgCents.length);
    this.servings = new Int32Array(candidates.length);
    this.recipeUse = new Int32Array(this.tables.recipeCount);
    for (let c = 0; c < cuisineCount; c += 1)
      if (candidates.some((x) => x.cuisineIndex === c)) this.cover += this.coverOf(0);
    this.low = targets.kcal * (1 - WEIGHTS.kcalBand);
    this.high = targets.kcal * (1 + WEIGHTS.kcalBand);
  }

  private qualityOf(add?: Float64Array, offset = 0, n = 0): number {
    const quality = this.quality;
    return quality
      ? -quality.centsPerPoint *
          qualityPointsOf(quality.adequacyTargets, this.health, add, offset, n)
      : 0;
  }

  private excess(meals: number): number {
    return Math.max(0, meals - this.maxPerProtein);
  }

  private varietyOf(excessMeals: number, dishes: number): number {
    return VARIETY_PENALTY * (excessMeals + Math.max(0, this.minDistinct - dishes));
  }

  private coverOf(served: number): number {
    return served >= FAVOURITE_MINIMUM
      ? 0
      : (FAVOURITE_MINIMUM - served) * WEIGHTS.favouriteCoveragePerMeal;
  }

  /** What the person has of a food at home is used first and costs nothing; the rest is
   *  bought in whole packages (cost.ts foodCents). */
  private lineCents(f: number, used: number): number {
    const { stock, pkgGrams, pkgCents } = this.tables;
    const g = used - (stock[f] as number);
    if (g <= 1e-9) return 0;
    return Math.ceil(g / (pkgGrams[f] as number) - 1e-6) * (pkgCents[f] as number);
  }

  /** Adds delta servings of candidate j (negative: takes them out). */
  apply(j: number, delta: number): void {
    const { useStart, uFood, uGrams, recipeOf, proteinOf, kcalOf, bonusOf, avoidOf, cuisineOf } =
      this.tables;
    const grams = this.grams;
    const end = useStart[j + 1] as number;
    for (let k = useStart[j] as number; k < end; k += 1) {
      const f = uFood[k] as number;
      const before = grams[f] as number;
      const after = before + delta * (uGrams[k] as number);
      this.bill += this.lineCents(f, after) - this.lineCents(f, before);
      grams[f] = after;
    }
    this.servings[j] = (this.servings[j] as number) + delta;
    const r = recipeOf[j] as number;
    const usedBefore = this.recipeUse[r] as number;
    this.recipeUse[r] = usedBefore + delta;
    if (this.quality) this.applyQuality(j, delta, usedBefore);
    this.protein += delta * (proteinOf[j] as number);
    this.kcal += delta * (kcalOf[j] as number);
    this.bonus += delta * (bonusOf[j] as number);
    this.repeats += delta * (avoidOf[j] as number);
    const cuisine = cuisineOf[j] as number;
    if (cuisine >= 0) {
      const before = this.perCuisine[cuisine] as number;
      this.perCuisine[cuisine] = before + delta;
      this.cover += this.coverOf(before + delta) - this.coverOf(before);
    }
  }

  /** The variety counts and the health totals of a move (diet quality weighed). */
  private applyQuality(j: number, delta: number, usedBefore: number): void {
    if (usedBefore === 0 && delta > 0) this.distinct += 1;
    else if (usedBefore > 0 && usedBefore + delta === 0) this.distinct -= 1;
    const p = this.proteinFoodOf[j] as number;
    if (p >= 0) {
      const had = this.perProtein[p] as number;
      this.perProtein[p] = had + delta;
      this.proteinExcess += this.excess(had + delta) - this.excess(had);
    }
    const health = this.health;
    const healthOf = this.healthOf;
    for (let i = 0; i < K; i += 1)
      health[i] = (health[i] as number) + delta * (healthOf[j * K + i] as number);
    this.qualityStale = true;
  }

  private objectiveOf(
    b: number,
    p: number,
    k: number,
    bonus: number,
    cov: number,
    rep: number,
    qual: number,
    variety: number,
  ): number {
    const { budgetCents, targets } = this.input;
    const over = b > budgetCents ? (b - budgetCents) * OVER_BUDGET : 0;
    if (this.input.costOnly) return b + over;
    return (
      b +
      over +
      WEIGHTS.proteinShortfallPerGram * Math.max(0, targets.protein - p) +
      WEIGHTS.kcalOutsideBandPerKcal * (Math.max(0, this.low - k) + Math.max(0, k - this.high)) +
      // With quality weighed, lighter dishes score better densities: keep the week near its
      // calorie target inside the band too, or the days fall short.
      (this.quality ? WEIGHTS.kcalInsideBandPerKcal * Math.abs(k - targets.kcal) : 0) -
      bonus +
      cov +
      WEIGHTS.repeatFromLastWeek * rep +
      qual +
      variety
    );
  }

  /** The objective of the week as it stands. */
  objective(): number {
    if (this.qualityStale) {
      this.qualityValue = this.qualityOf();
      this.qualityStale = false;
    }
    return this.objectiveOf(
      this.bill,
      this.protein,
      this.kcal,
      this.bonus,
      this.cover,
      this.repeats,
      this.qualityValue,
      this.varietyOf(this.proteinExcess, this.distinct),
    );
  }

  /** The objective if n servings of j were added, without changing the state. */
  objectiveIfAdded(j: number, n: number): number {
    const { useStart, uFood, uGrams, cuisineOf, recipeOf, proteinOf, kcalOf, bonusOf, avoidOf } =
      this.tables;
    let b = this.bill;
    const end = useStart[j + 1] as number;
    for (let k = useStart[j] as number; k < end; k += 1) {
      const f = uFood[k] as number;
      const before = this.grams[f] as number;
      b += this.lineCents(f, before + n * (uGrams[k] as number)) - this.lineCents(f, before);
    }
    const cuisine = cuisineOf[j] as number;
    const served = cuisine >= 0 ? (this.perCuisine[cuisine] as number) : 0;
    let variety = 0;
    let qual = 0;
    if (this.quality) {
      const p = this.proteinFoodOf[j] as number;
      const had = p >= 0 ? (this.perProtein[p] as number) : 0;
      const newDish = (this.recipeUse[recipeOf[j] as number] as number) === 0 && n > 0 ? 1 : 0;
      variety = this.varietyOf(
        p >= 0 ? this.proteinExcess + this.excess(had + n) - this.excess(had) : this.proteinExcess,
        this.distinct + newDish,
      );
      qual = this.qualityOf(this.healthOf, j * K, n);
    }
    return this.objectiveOf(
      b,
      this.protein + n * (proteinOf[j] as number),
      this.kcal + n * (kcalOf[j] as number),
      this.bonus + n * (bonusOf[j] as number),
      cuisine >= 0 ? this.cover + this.coverOf(served + n) - this.coverOf(served) : this.cover,
      this.repeats + n * (avoidOf[j] as number),
      qual,
      variety,
    );
  }

  /** Whether n more servings of j stay within the recipe's and the candidate's caps. */
  canAdd(j: number, n = 1): boolean {
    const { recipeOf, recipeCap, capOf } = this.tables;
    return (
      (this.recipeUse[recipeOf[j] as number] as number) + n <= (recipeCap[j] as number) &&
      (this.servings[j] as number) + n <= (capOf[j] as number)
    );
  }
}
