/**
 * The cheapest menu that meets the meal counts, asked for only when the budget binds: the
 * cost-only search's menu, improved and bounded by the program (plan.ts decides from it whether
 * the week fits after all, refusals.ts words it when it does not).
 */
import type { Recipe } from '../catalogue/types.ts';
import type { Candidate } from './candidates.ts';
import { fillsCounts } from './candidates.ts';
import { weekCost } from './cost.ts';
import type { Highs } from './highs.ts';
import { optimiseWeek } from './optimise.ts';
import type { SearchResult } from './search.ts';
import type { PlannerCatalogue, PlannerProfile } from './types.ts';

export interface CheapestMenu {
  /** Servings per pool candidate. */
  servings: number[];
  /** The program's or the search's cost of it. */
  costCents: number;
  /** What the till says for it (weekCost). */
  billedCents: number;
  /** Proven: no menu meeting the counts costs less. */
  floorCents: number;
  /** The staples its till buys (not at home), dearest first: what drives a new kitchen's bill. */
  newStaples: { name: string; cents: number }[];
  solveMs: number;
  solverStatus: string;
}

/**
 * The cheapest menu that meets the meal counts: the cost-only search's menu, improved and
 * bounded by the program. Undefined when no combination of recipes meets the counts.
 */
export function cheapestMenu(
  highs: Highs,
  profile: PlannerProfile,
  pool: Candidate[],
  found: SearchResult,
  cap: Map<string, number>,
  factor: number,
  catalogue: PlannerCatalogue,
  timeLimitSeconds = 0.3,
  /** The till of servings per pool candidate once on their days (the kitchen's extras in it);
   *  without it, the grams' packages alone. */
  till?: (servings: readonly number[]) => number,
): CheapestMenu | undefined {
  const program = optimiseWeek(highs, {
    candidates: pool,
    counts: profile.mealCounts,
    cap,
    targets: { protein: 0, kcal: 0 },
    budgetCents: Infinity,
    factor,
    catalogue,
    costOnly: true,
    timeLimitSeconds,
    start: found.servings,
  });
  const costOf = (servings: readonly number[]) => {
    const recipes: Recipe[] = [];
    servings.forEach((n, j) => {
      for (let k = 0; k < n; k += 1) recipes.push((pool[j] as Candidate).recipe);
    });
    return weekCost(recipes, catalogue, factor);
  };
  const billOf = (servings: readonly number[]) => till?.(servings) ?? costOf(servings).totalCents;
  const searchFills = fillsCounts(pool, profile.mealCounts, cap, found.servings);
  const searchMenu = searchFills
    ? { servings: found.servings, costCents: found.billCents, billedCents: billOf(found.servings) }
    : undefined;
  const programMenu =
    program.status === 'ok'
      ? {
          servings: program.servings,
          costCents: program.costCents,
          billedCents: billOf(program.servings),
        }
      : undefined;
  const best = [searchMenu, programMenu]
    .filter((m): m is NonNullable<typeof m> => m !== undefined)
    .sort((a, b) => a.billedCents - b.billedCents)[0];
  if (!best) return undefined;
  const newStaples = costOf(best.servings)
    .lines.filter((line) => line.staple && line.costCents > 0)
    .sort((a, b) => b.costCents - a.costCents || a.name.localeCompare(b.name))
    .map((line) => ({ name: line.name, cents: line.costCents }));
  return {
    ...best,
    newStaples,
    floorCents: program.status === 'ok' ? Math.floor(program.costLowerBoundCents) : 0,
    solveMs: program.solveMs,
    solverStatus: program.solverStatus,
  };
}
