/**
 * The planner's words for money and meal counts, and what it says when no plan exists: which
 * filters together remove every recipe of a meal type, or what the cheapest menu that meets the
 * meal counts costs against the budget, and what would make a plan possible.
 */
import type { MealType } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { CheapestMenu } from './cheapest.ts';
import { isPriced } from './filters.ts';
import type { HardFilter } from './filters.ts';
import type { Infeasibility, PlannerCatalogue, PlannerProfile } from './types.ts';

export const MEAL_LABEL: Record<MealType, { one: string; many: string }> = {
  BREAKFAST: { one: 'breakfast', many: 'breakfasts' },
  LUNCH: { one: 'lunch', many: 'lunches' },
  DINNER: { one: 'dinner', many: 'dinners' },
  SNACK: { one: 'snack', many: 'snacks' },
};

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

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
    ? `${best.f.relax[0]!.toUpperCase()}${best.f.relax.slice(1)} (${best.left} ${best.left === 1 ? label.one : label.many} would fit), or plan 0 ${label.many}.`
    : `Plan 0 ${label.many}, or relax more than one of these filters.`;
  return {
    kind: 'no-recipes',
    binding,
    suggestion,
    mealType: type,
    filters: active.map((f) => f.name),
  };
}

/** The budget binds: what the cheapest menu that meets the meal counts costs on the bill. */
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
    .map(
      (t) =>
        `${profile.mealCounts[t]} ${profile.mealCounts[t] === 1 ? MEAL_LABEL[t].one : MEAL_LABEL[t].many}`,
    )
    .join(', ');
  return {
    kind: 'budget',
    binding:
      `The cheapest plan we found that meets your meal counts (${counts}) costs ${dollars(needed)}, above your ${dollars(budgetCents)} budget` +
      (floor > budgetCents ? `; no such plan costs less than ${dollars(floor)}.` : '.'),
    suggestion: `Raise your weekly budget to ${dollars(needed)}, or plan fewer meals.`,
    cheapestFeasibleBudget: needed / 100,
  };
}
