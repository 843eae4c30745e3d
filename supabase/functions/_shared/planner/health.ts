/**
 * A week's diet quality as stored with it: the HEI-2020 of its meals (hei.ts) and its food
 * groups against the Healthy U.S.-Style pattern (food-groups.ts), from the meals' computed
 * totals in the catalogue the week is cooked at. present.ts calls it for a new week and after
 * every edit, so the score always belongs to the meals planned.
 */
import { scaleTotals, sumTotals } from '../catalogue/patterns.ts';
import type { MealType } from '../catalogue/types.ts';
import { cookedFacts } from './cooked.ts';
import type { WeekHealth } from '../schemas/meal-plan.ts';
import { foodGroupsAgainstTargets } from './food-groups.ts';
import { scoreHei } from './hei.ts';
import type { PlannerCatalogue } from './types.ts';

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/**
 * `meals`: every meal of the week (as cooked: a household's meal types at their own scales); `plannedShare`: the share of a full week's eating they
 * make up (the sum of the days' meal shares over 7).
 */
export function weekHealth(
  meals: readonly { recipeId: string; type: MealType }[],
  catalogue: PlannerCatalogue,
  dailyKcal: number,
  plannedShare: number,
  /** A household's week: the part of each meal that is the person's (their portion over the
   *  meal's scale; 0 for a meal type they do not eat at home). Absent: all of it. */
  partOf?: (meal: { type: MealType }) => number,
): WeekHealth | undefined {
  const own = partOf ? meals.filter((m) => partOf(m) > 0) : meals;
  if (own.length === 0 || !(plannedShare > 0)) return undefined;
  const totals = sumTotals(
    own.map((m) => {
      const facts = cookedFacts(catalogue, m);
      if (!facts) throw new Error(`Unknown recipe ${m.recipeId}`);
      return partOf ? scaleTotals(facts.health, partOf(m)) : facts.health;
    }),
  );
  const hei = scoreHei(totals);
  const report = foodGroupsAgainstTargets(totals, 7, dailyKcal);
  return {
    hei: {
      total: round(hei.total, 1),
      components: hei.components.map((c) => ({
        component: c.component,
        name: c.name,
        kind: c.kind,
        score: round(c.score, 2),
        max: c.max,
      })),
    },
    calorieLevel: report.calorieLevel,
    plannedShare: round(plannedShare, 3),
    foodGroups: report.groups.map((g) => ({
      group: g.group,
      name: g.name,
      unit: g.unit,
      period: g.period,
      kind: g.kind,
      amount: round(g.amount, 2),
      target: round(g.target * plannedShare, 2),
    })),
    limits: report.limits.map((l) => ({ ...l, amount: round(l.amount, 1) })),
  };
}
