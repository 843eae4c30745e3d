/**
 * What the planner says when no plan exists: which filters together remove every recipe of a
 * meal type, or what the cheapest menu that meets the meal counts costs against the budget, and
 * what would make a plan possible.
 */
import type { MealType } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { CheapestMenu } from './cheapest.ts';
import { isPriced } from './filters.ts';
import type { HardFilter } from './filters.ts';
import type { Infeasibility, PlannerCatalogue, PlannerProfile } from './types.ts';
import { dollarsFromCents } from '../rules/money.ts';
import { MEAL_LABEL, mealCount } from './meal-labels.ts';

/** Explains an empty meal type: which filters together remove every recipe, and what to relax. */
export function explainNoRecipes(
  type: MealType,
  filters: readonly HardFilter[],
  catalogue: PlannerCatalogue,
): Infeasibility {
  const ofType = catalogue.recipes.filter(
    (r) => r.mealTypes.includes(type) && isPriced(r, catalogue),
  );
  const active = filters.filter((f) => ofType.some((r) => !f.accepts(r)));
  const label = MEAL_LABEL[type];
  const relaxations = active
    .map((f) => ({
      f,
      left: ofType.filter((r) => filters.every((g) => g === f || g.accepts(r))).length,
    }))
    .filter((x) => x.left > 0)
    .sort((a, b) => b.left - a.left);
  const best = relaxations[0];
  const binding = `No ${label.many} fit ${active.map((f) => f.name).join(' + ')}.`;
  const suggestion = best
    ? `${best.f.relax[0]!.toUpperCase()}${best.f.relax.slice(1)} (${mealCount(type, best.left)} would fit), or plan 0 ${label.many}.`
    : `Plan 0 ${label.many}, or relax more than one of these filters.`;
  return {
    kind: 'no-recipes',
    binding,
    suggestion,
    mealType: type,
    filters: active.map((f) => f.name),
  };
}

/** 'olive oil, cumin and 3 more'. */
function someNames(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((n) => n.charAt(0).toLowerCase() + n.slice(1));
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length <= 1
    ? (shown[0] ?? '')
    : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The budget binds: what the cheapest menu that meets the meal counts costs at the till, and
 *  how much of it is staples the person does not have yet. */
export function explainBudget(
  profile: PlannerProfile,
  menu: CheapestMenu | undefined,
  budgetCents: number,
): Infeasibility {
  if (!menu) {
    return {
      kind: 'too-few-recipes',
      binding: 'No combination of recipes meets your meal counts.',
      suggestion: 'Plan fewer meals or relax a restriction.',
    };
  }
  const needed = Math.max(menu.billedCents, Math.ceil(menu.costCents));
  const floor = menu.floorCents;
  const counts = MEAL_TYPES.filter((t) => profile.mealCounts[t] > 0)
    .map((t) => mealCount(t, profile.mealCounts[t]))
    .join(', ');
  const stapleCents = menu.newStaples.reduce((sum, s) => sum + s.cents, 0);
  const staples =
    stapleCents > 0
      ? ` ${dollarsFromCents(stapleCents)} of it is staples you don't have yet (${someNames(menu.newStaples.map((s) => s.name))}); they stay in your pantry for the weeks after.`
      : '';
  return {
    kind: 'budget',
    binding:
      `The cheapest plan we found that meets your meal counts (${counts}) costs ${dollarsFromCents(needed)} at the till, above your ${dollarsFromCents(budgetCents)} budget` +
      (floor > budgetCents ? `; no such plan costs less than ${dollarsFromCents(floor)}.` : '.') +
      staples,
    suggestion:
      stapleCents > 0
        ? `Raise your weekly budget to ${dollarsFromCents(needed)}, plan fewer meals, or tell us which staples you already have (Pantry).`
        : `Raise your weekly budget to ${dollarsFromCents(needed)}, or plan fewer meals.`,
    cheapestFeasibleBudget: needed / 100,
  };
}
