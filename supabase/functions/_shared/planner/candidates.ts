/**
 * The dishes the week's program and the local search choose from: one candidate per recipe and
 * meal type, with what the objective needs of it (protein, kcal, cents, favourite cuisine, diet
 * quality), the weights that order the goals, and the pruning that keeps the program small.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import { perGramCostCents } from './cost.ts';
import type { MealCounts, PlannerCatalogue } from './types.ts';
import { QUALITY_WIDTH, countsForProtein, mainProteinOf, qualityVector } from './quality.ts';
import type { QualityTerms } from './quality.ts';

export interface Candidate {
  recipe: Recipe;
  type: MealType;
  protein: number;
  kcal: number;
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
  /** A person's own recipe they asked to have planned ("plan it"). */
  own: boolean;
}

export interface WeekTargets {
  /** Grams of protein over the planned meals of the week. */
  protein: number;
  /** kcal over the planned meals of the week. */
  kcal: number;
}

/** The week's menu as the program (program.ts) and the local search (search.ts) both see it. */
export interface WeekProblem {
  candidates: Candidate[];
  counts: MealCounts;
  /** Servings allowed per recipe in the week. */
  cap: Map<string, number>;
  targets: WeekTargets;
  /** Budget in cents; for the cheapest plan, Infinity in the program and 0 in the search. */
  budgetCents: number;
  factor: number;
  catalogue: PlannerCatalogue;
  /** Minimise cost only: the cheapest plan that meets the meal counts, nutrition ignored. */
  costOnly?: boolean;
  /**
   * Diet quality and variety: the search weighs them, the program's phase 2 holds what phase 1
   * reached (quality-rows.ts). Absent: neither is weighed.
   */
  quality?: QualityTerms;
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
   * At the till a favourite's dishes often need packages of their own (tortillas, salsa): at
   * $3 a missing meal a $50 week left out a cuisine the person asked for to save $5.
   */
  favouriteCoveragePerMeal: 400,
  /** Per serving of a dish from the week being regenerated, so a new week is a different one. */
  repeatFromLastWeek: 120,
  /** Per kcal off the weekly target inside the band, when diet quality is weighed (search.ts). */
  kcalInsideBandPerKcal: 0.5,
  /** The weekly kcal band that leaves room for every day to land within +-15 %. */
  kcalBand: 0.08,
  /**
   * Per meal of a person's own recipe marked "plan it", up to the times a week they asked for
   * (its servings are capped there, so this is the cost of each meal it misses). The person
   * asked for the dish by name: it weighs more than any preference the planner infers (a
   * favourite cuisine, diet quality short of a whole food group), and the budget still binds.
   */
  ownRecipePerMeal: 5000,
} as const;

/** What a dish takes off the week's objective for each of its meals: a favourite cuisine's
 *  bonus and an own recipe's (the program, the local search and its greedy start share it). */
export function dishBonusCents(c: Pick<Candidate, 'favourite' | 'own'>): number {
  return (c.favourite ? WEIGHTS.favouriteCuisineBonus : 0) + (c.own ? WEIGHTS.ownRecipePerMeal : 0);
}

/** Whether servings per candidate meet every meal count and the variety caps (a usable plan). */
export function fillsCounts(
  candidates: readonly Candidate[],
  counts: MealCounts,
  cap: Map<string, number>,
  servings: readonly number[],
): boolean {
  const perType = new Map<MealType, number>();
  const perRecipe = new Map<string, number>();
  candidates.forEach((c, j) => {
    const n = servings[j] ?? 0;
    perType.set(c.type, (perType.get(c.type) ?? 0) + n);
    perRecipe.set(c.recipe.id, (perRecipe.get(c.recipe.id) ?? 0) + n);
  });
  return (
    MEAL_TYPES.every((t) => (perType.get(t) ?? 0) === counts[t]) &&
    [...perRecipe].every(([id, n]) => n <= (cap.get(id) ?? 2))
  );
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
    // The person's own recipes they asked for are always in the pool.
    const chosen = new Set<Candidate>(list.filter((c) => c.own));
    const take = (sorted: Candidate[], n: number) => {
      for (const c of sorted.slice(0, n)) chosen.add(c);
    };
    const cost = (c: Candidate) => c.perGramCents;
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
      cost(c) - WEIGHTS.proteinShortfallPerGram * 0.5 * c.protein - dishBonusCents(c);
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
  return {
    recipe,
    type,
    protein: facts?.nutrition.protein ?? 0,
    kcal: facts?.nutrition.kcal ?? 0,
    perGramCents: perGramCostCents(recipe, catalogue, factor),
    favourite: cuisineIndex >= 0,
    cuisineIndex,
    avoid,
    health: facts ? qualityVector(facts.health) : new Float64Array(QUALITY_WIDTH),
    mainProtein: countsForProtein(type) ? mainProteinOf(recipe, catalogue) : null,
    own: (catalogue.own?.get(recipe.id)?.perWeek ?? 0) > 0,
  };
}
