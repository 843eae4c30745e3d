/**
 * The quality terms of a profile, and what the notes ("How this plan was made") say about
 * them: how diet quality was weighed against cost, and which variety rule the week had to bend.
 */
import { DEFAULT_PLAN_FOCUS } from '../rules/focus.ts';
import type { Candidate } from './candidates.ts';
import {
  FLOOR_WEIGHT,
  HEI_FLOOR,
  adequacyTargets,
  centsPerHeiPoint,
  maxMealsPerProtein,
  minDistinctDishes,
  type QualityTerms,
} from './quality.ts';
import type { PlannerProfile } from './types.ts';
import { dollarsFromCents } from '../rules/money.ts';

function sumVectors(vectors: readonly Float64Array[]): Float64Array {
  const sum = new Float64Array(vectors[0]?.length ?? 0);
  for (const v of vectors)
    for (let i = 0; i < sum.length; i += 1) sum[i] = (sum[i] as number) + (v[i] as number);
  return sum;
}

export function qualityTerms(profile: PlannerProfile, dayShares: number): QualityTerms {
  const meals = Object.values(profile.mealCounts).reduce((s, n) => s + n, 0);
  return {
    centsPerPoint: centsPerHeiPoint(profile.focus),
    adequacyTargets: profile.eaters
      ? sumVectors(profile.eaters.map((e) => adequacyTargets(e.calorieTarget, e.dayShares)))
      : adequacyTargets(profile.calorieTarget, dayShares),
    maxPerProtein: maxMealsPerProtein(profile.bulkPrep),
    minDistinct: minDistinctDishes(meals, profile.bulkPrep),
  };
}

/** How the week weighed diet quality against money. */
export function qualityNote(profile: PlannerProfile, budgetCents: number): string {
  const focus = profile.focus ?? DEFAULT_PLAN_FOCUS;
  return (
    `Diet quality was weighed against cost: at spend/quality ${focus} of 5, a point more of the ` +
    `Healthy Eating Index was worth up to ${dollarsFromCents(centsPerHeiPoint(focus))} more on the week's ` +
    `bill (${dollarsFromCents(FLOOR_WEIGHT * centsPerHeiPoint(focus))} for each point below ${HEI_FLOOR}), ` +
    `with the ${dollarsFromCents(budgetCents)} budget as a ceiling; the week stops where a ` +
    `healthier dish would cost more than that.`
  );
}

/** The variety rules the week breaks (the filters or the budget left no other way), if any. */
export function varietyNotes(
  chosen: readonly Candidate[],
  servings: readonly number[],
  quality: QualityTerms,
  profile: PlannerProfile,
): string[] {
  const notes: string[] = [];
  const perProtein = new Map<string, number>();
  const recipes = new Set<string>();
  let meals = 0;
  chosen.forEach((c, j) => {
    const n = servings[j] ?? 0;
    if (n === 0) return;
    meals += n;
    recipes.add(c.recipe.id);
    if (c.mainProtein !== null)
      perProtein.set(c.mainProtein, (perProtein.get(c.mainProtein) ?? 0) + n);
  });
  for (const [food, n] of [...perProtein].sort((a, b) => b[1] - a[1])) {
    if (n <= quality.maxPerProtein) break;
    notes.push(
      `The main protein food ${food.length <= 3 ? food.toUpperCase() : food} is in ${n} of the week's lunches and dinners, more than ` +
        `${quality.maxPerProtein}: your filters and budget leave too few dishes built on other proteins.`,
    );
  }
  if (recipes.size < quality.minDistinct)
    notes.push(
      `${recipes.size} different dishes for ${meals} meals, fewer than the ${quality.minDistinct} ` +
        `we aim for: too few dishes fit your filters and budget.`,
    );
  if (profile.bulkPrep)
    notes.push(
      'Weekly (Bulk Prep): dishes and their main protein repeat across days so you cook once.',
    );
  return notes;
}
