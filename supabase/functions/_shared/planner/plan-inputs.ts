/**
 * What a week is planned from (plan.ts): the hard filters, the candidates that pass them (every
 * eligible dish, and the search's pool), servings allowed per recipe, the targets scaled to the
 * meals planned, the budget in cents, the diet-quality terms, and the notes these already call
 * for. When no meal is asked for, or a meal type has no recipe left, the refusal instead.
 */
import { MEAL_TYPES } from '../catalogue/types.ts';
import { makeCandidate, pruneCandidates } from './candidates.ts';
import type { Candidate, WeekProblem } from './candidates.ts';
import { cookedFor, recipeIndex } from './cooked.ts';
import { mealCount } from './meal-labels.ts';
import { explainNoRecipes } from './refusals.ts';
import { eligibleRecipes, hardFilters, isPriced, recognisedPhrases } from './filters.ts';
import type { HardFilter } from './filters.ts';
import { qualityTerms } from './quality-notes.ts';
import type { QualityTerms } from './quality.ts';
import { plannedDayShares } from './targets.ts';
import type { PlanOutcome, PlannerCatalogue, PlannerProfile, PriceLevel } from './types.ts';

export interface PlanOptions {
  /** Candidates kept per meal type for the program. */
  candidatesPerType?: number;
  timeLimitSeconds?: number;
  /** Benchmarks: seconds spent after the plan on the LP relaxation and a proven cost bound. */
  boundSeconds?: number;
  /** Wall-clock safety limit of the local search (its work limit decides first). */
  searchMs?: number;
  /** Candidates per meal type the local search may use. */
  searchPerType?: number;
  /** Moves the local search evaluates (its work limit); benchmarks raise it for a reference. */
  searchEvaluations?: number;
  /**
   * Seconds the program may spend on the cheapest menu when the budget binds (0.3 unless set);
   * tests raise it so the cheapest menu is the proven one however busy the machine is.
   */
  cheapestSeconds?: number;
  /**
   * Recipes of the week being regenerated: each serving of one costs a penalty, so a new week
   * offers different dishes where the budget allows.
   */
  avoid?: ReadonlySet<string>;
  /** Days from the shopping trip's day to the week's first day (a later week of a bi-weekly or
   *  monthly trip): its perishables are frozen on the trip's day or bought on a top-up. */
  tripOffset?: number;
}

/** The week's problem before the search and the program decide it. */
export interface PlanInputs {
  profile: PlannerProfile;
  catalogue: PlannerCatalogue;
  options: PlanOptions;
  /** What the week says so far (unknown phrases, missing cuisines, raised caps). */
  notes: string[];
  filters: HardFilter[];
  priceLevel: PriceLevel;
  /** Every eligible dish, one per recipe and meal type. */
  all: Candidate[];
  /** The search's pool: the best-ranked of `all` per meal type. */
  pool: Candidate[];
  cap: Map<string, number>;
  targets: { protein: number; kcal: number };
  budgetCents: number;
  quality: QualityTerms;
  /** The wall-clock safety limit of each search. */
  searchMs: number;
  /** What every search and program of the week shares. */
  common: Pick<WeekProblem, 'counts' | 'cap' | 'factor' | 'catalogue' | 'quality'>;
  kitchenOptions: { bulkPrep: boolean; tripOffset: number };
}

/** Servings allowed per recipe: twice a week, or every day for bulk prep; an own recipe as often
 *  as the person asked; more when too few fit. */
function capsFor(
  candidates: readonly Candidate[],
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  notes: string[],
): Map<string, number> {
  const base = profile.bulkPrep ? 7 : 2;
  const cap = new Map<string, number>();
  for (const c of candidates)
    cap.set(c.recipe.id, catalogue.own?.get(c.recipe.id)?.perWeek ?? base);
  for (const type of MEAL_TYPES) {
    const ofType = candidates.filter((c) => c.type === type);
    const need = profile.mealCounts[type];
    if (need === 0 || ofType.length === 0) continue;
    if (ofType.length * base < need) {
      const raised = Math.ceil(need / ofType.length);
      for (const c of ofType) cap.set(c.recipe.id, Math.max(cap.get(c.recipe.id) ?? base, raised));
      notes.push(
        `Only ${mealCount(type, ofType.length)} fit your filters, so a dish may appear up to ${raised} times this week.`,
      );
    }
  }
  return cap;
}

/** The notes for 'Other' allergy and disliked-food phrases no ingredient matches. */
function unknownPhraseNotes(profile: PlannerProfile, catalogue: PlannerCatalogue): string[] {
  const notes: string[] = [];
  for (const [label, text] of [
    ['allergy', profile.allergyOther],
    ['disliked food', profile.dislikedFoods],
  ] as const) {
    const { unknown } = recognisedPhrases(text, catalogue.foods.values());
    if (unknown.length > 0)
      notes.push(
        `No ingredient in our catalogue matches the ${label} '${unknown.join("', '")}', so nothing was excluded for it.`,
      );
  }
  return notes;
}

/** Every eligible, priced dish per meal type planned; the refusal when a type has none. */
function eligibleCandidates(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  filters: HardFilter[],
  factor: number,
  avoid: ReadonlySet<string> | undefined,
): Candidate[] | PlanOutcome {
  const all: Candidate[] = [];
  for (const type of MEAL_TYPES) {
    if (profile.mealCounts[type] === 0) continue;
    const eligible = eligibleRecipes(type, filters, catalogue).filter((r) =>
      isPriced(r, catalogue),
    );
    if (eligible.length === 0)
      return { ok: false, infeasible: explainNoRecipes(type, filters, catalogue) };
    // A household cooks each meal type for its own eaters (cooked.ts).
    const cooked = cookedFor(catalogue, type);
    const index = recipeIndex(cooked);
    for (const recipe of eligible)
      all.push(
        makeCandidate(
          index.get(recipe.id) ?? recipe,
          type,
          cooked,
          factor,
          recipe.cuisine === null ? -1 : profile.cuisines.indexOf(recipe.cuisine),
          // An own recipe is asked for every week: it is never a dish to move away from.
          (avoid?.has(recipe.id) ?? false) && !catalogue.own?.has(recipe.id),
        ),
      );
  }
  return all;
}

/** What the week is planned from, or the refusal when there is nothing to plan. */
export function planInputs(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  options: PlanOptions,
): PlanInputs | PlanOutcome {
  const totalMeals = MEAL_TYPES.reduce((s, t) => s + profile.mealCounts[t], 0);
  if (totalMeals === 0) {
    return {
      ok: false,
      infeasible: {
        kind: 'too-few-recipes',
        binding: 'No meals were asked for this week.',
        suggestion: 'Choose at least one breakfast, lunch, dinner or snack per week.',
      },
    };
  }
  const filters = hardFilters(profile, catalogue);
  const notes = unknownPhraseNotes(profile, catalogue);
  const priceLevel = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  });
  const all = eligibleCandidates(profile, catalogue, filters, priceLevel.factor, options.avoid);
  if (!Array.isArray(all)) return all;
  for (const cuisine of profile.cuisines) {
    if (!all.some((c) => c.recipe.cuisine === cuisine))
      notes.push(`No ${cuisine} dish fits your filters, so none is in the week.`);
  }
  const cap = capsFor(all, profile, catalogue, notes);
  const shares = plannedDayShares(profile.mealCounts);
  const quality = qualityTerms(profile, shares);
  // The search's pool: 50 candidates per meal type for a full week, more when fewer meal types
  // are planned (a dinners-only week can afford to look at every dinner).
  const typesPlanned = MEAL_TYPES.filter((t) => profile.mealCounts[t] > 0).length;
  return {
    profile,
    catalogue,
    options,
    notes,
    filters,
    priceLevel,
    all,
    pool: pruneCandidates(
      all,
      options.searchPerType ?? Math.max(50, Math.floor(200 / typesPlanned)),
    ),
    cap,
    // 2 % above the goal leaves room for the day assignment to lift every day over it.
    targets: {
      protein: profile.proteinGoal * shares * 1.02,
      kcal: profile.calorieTarget * shares,
    },
    budgetCents: Math.floor(profile.weeklyBudget * 100 + 1e-6),
    quality,
    searchMs: options.searchMs ?? 600,
    common: { counts: profile.mealCounts, cap, factor: priceLevel.factor, catalogue, quality },
    kitchenOptions: { bulkPrep: profile.bulkPrep, tripOffset: options.tripOffset ?? 0 },
  };
}
