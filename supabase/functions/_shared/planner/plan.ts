/**
 * Plans a week: hard filters and candidates (plan-inputs.ts), the local search, the program,
 * days, sides and the store bill (plan-days.ts). When no plan exists it says which constraint
 * binds and what would make a plan possible, never an empty plan.
 */
import { pruneCandidates } from './candidates.ts';
import type { Candidate } from './candidates.ts';
import { cheapestMenu } from './cheapest.ts';
import type { CheapestMenu } from './cheapest.ts';
import { explainBudget } from './refusals.ts';
import type { Highs } from './highs.ts';
import { optimiseWeek } from './optimise.ts';
import type { OptimiseResult } from './optimise.ts';
import { menuTill, planOfServings } from './plan-days.ts';
import { planInputs } from './plan-inputs.ts';
import type { PlanInputs, PlanOptions } from './plan-inputs.ts';
import { localSearch } from './search.ts';
import type { SearchResult } from './search.ts';
import type { PlanOutcome, PlannerCatalogue, PlannerProfile } from './types.ts';

/**
 * Moves the search evaluates for a week. Scoring a move with the HEI costs about three times
 * what it did with cost and protein alone, so the search does fewer than the 400k it did then,
 * to keep a week near its old time; `npm run bench:planner` prints the HEI and bills this gives.
 */
export const QUALITY_SEARCH_EVALUATIONS = 250_000;

/** Servings per candidate of a list of candidates. */
interface Servings {
  list: Candidate[];
  servings: number[];
}

type Found = Servings & { result: SearchResult };

/** The same servings on another list of candidates (those it lacks are left out). */
function servingsOn(from: Servings, list: readonly Candidate[]): number[] {
  const index = new Map(list.map((c, j) => [c, j]));
  const out = list.map(() => 0);
  from.list.forEach((c, j) => {
    const at = index.get(c);
    if (at !== undefined) out[at] = (out[at] ?? 0) + (from.servings[j] ?? 0);
  });
  return out;
}

/** The searches of one week: the quality search within a room, and the cheapest plan. */
class WeekSearches {
  private cheapest: SearchResult | undefined;

  constructor(private readonly inputs: PlanInputs) {}

  /** The quality search within `room` on `list`, from the given servings or a greedy start. */
  private quality(list: Candidate[], room: number, initial?: number[]): SearchResult {
    const { common, targets, searchMs, options } = this.inputs;
    return localSearch({
      ...common,
      candidates: list,
      targets,
      budgetCents: room,
      timeLimitMs: searchMs,
      ...(initial ? { initial } : {}),
      maxEvaluations: options.searchEvaluations ?? QUALITY_SEARCH_EVALUATIONS,
    });
  }

  /** A good plan within `room` from scratch, on the pool. */
  first(room: number): Found {
    const { pool } = this.inputs;
    const result = this.quality(pool, room);
    return { list: pool, servings: result.servings, result };
  }

  /** The quality search within `room`, on the pool and the dishes of `from`, starting there. */
  improve(from: Servings, room: number): Found {
    const list = [
      ...new Set([...this.inputs.pool, ...from.list.filter((_, j) => (from.servings[j] ?? 0) > 0)]),
    ];
    const result = this.quality(list, room, servingsOn(from, list));
    return { list, servings: result.servings, result };
  }

  /**
   * The cheapest plan, computed once and only when the budget turns out to bind, over every
   * eligible dish: at the till a jar of a spice is bought whole, and the dishes that share what
   * a cheap week buys are often not among the pool's (ranked by their cost per gram).
   */
  cheapestPlan(initial?: Servings): SearchResult {
    const { common, all, targets, searchMs } = this.inputs;
    return (this.cheapest ??= localSearch({
      ...common,
      candidates: all,
      targets,
      budgetCents: 0,
      costOnly: true,
      timeLimitMs: searchMs,
      ...(initial ? { initial: servingsOn(initial, all) } : {}),
    }));
  }
}

/**
 * A plan within `room` from the search: over budget, the cheapest plan instead, with its
 * nutrition improved within the budget when it fits.
 */
function searchWithin(searches: WeekSearches, inputs: PlanInputs, room: number): Found {
  const first = searches.first(room);
  if (first.result.withinBudget) return first;
  const cheapestFound = searches.cheapestPlan(first);
  if (cheapestFound.billCents > room) return first;
  const better = searches.improve({ list: inputs.all, servings: cheapestFound.servings }, room);
  return better.result.withinBudget
    ? better
    : { list: inputs.all, servings: cheapestFound.servings, result: cheapestFound };
}

/**
 * The program (optimise.ts) started from the search's plan, on the program's candidates and the
 * plan's dishes. Without a plan within the room, even the cheapest search's, the weighted program
 * would only look for one from nothing (over a second, as packages are whole at the till): the
 * cheapest menu's cost-only program decides instead (planRound).
 */
function programFrom(
  highs: Highs,
  inputs: PlanInputs,
  found: Found,
  room: number,
): { candidates: Candidate[]; result: OptimiseResult } {
  const { all, options, common, targets } = inputs;
  const used = found.list.filter((_, j) => (found.servings[j] ?? 0) > 0);
  const candidates = [
    ...new Set([...pruneCandidates(all, options.candidatesPerType ?? 30), ...used]),
  ];
  const start = found.result.billCents <= room + 1e-6 ? servingsOn(found, candidates) : undefined;
  if (!start)
    return {
      candidates,
      result: {
        status: 'infeasible',
        servings: [],
        costCents: Infinity,
        costLowerBoundCents: Infinity,
        solveMs: 0,
        solverStatus: 'no plan within the budget from the searches',
      },
    };
  const result = optimiseWeek(
    highs,
    {
      ...common,
      candidates,
      targets,
      budgetCents: room,
      timeLimitSeconds: options.timeLimitSeconds,
      start,
    },
    options.boundSeconds ?? 0,
  );
  return { candidates, result };
}

/** The cheapest menu that meets the counts (cheapest.ts), priced at the till on its days. */
function cheapestMenuOf(
  highs: Highs,
  inputs: PlanInputs,
  found: SearchResult,
): CheapestMenu | undefined {
  const { profile, all, cap, priceLevel, catalogue, options } = inputs;
  return cheapestMenu(
    highs,
    profile,
    all,
    found,
    cap,
    priceLevel.factor,
    catalogue,
    options.cheapestSeconds,
    (servings) => menuTill(inputs, all, servings),
  );
}

/** The cheapest menu fits the room: the search improves its nutrition without leaving it. */
function fromCheapestMenu(
  searches: WeekSearches,
  inputs: PlanInputs,
  menu: CheapestMenu,
  room: number,
): { chosen: Candidate[]; result: OptimiseResult } {
  const improved = searches.improve({ list: inputs.all, servings: menu.servings }, room);
  const within = improved.result.withinBudget;
  return {
    chosen: within ? improved.list : inputs.all,
    result: {
      status: 'ok',
      servings: within ? improved.servings : menu.servings,
      costCents: within ? improved.result.billCents : menu.costCents,
      // No proven bound for this plan: the program ran out of time before it could give one.
      costLowerBoundCents: 0,
      solveMs: menu.solveMs,
      solverStatus: `search from the cheapest menu (program: ${menu.solverStatus})`,
    },
  };
}

/**
 * One round within `room`: the plan, or the cents the kitchen took the till over the budget by
 * (with what the program said it costs), or 'stop' when only the cheapest menu as it is fits.
 */
function planRound(
  highs: Highs,
  inputs: PlanInputs,
  searches: WeekSearches,
  room: number,
): PlanOutcome | { over: number; costCents: number } | 'stop' {
  const { budgetCents, profile } = inputs;
  // A good plan first (local search with the exact bill); the program then starts from it,
  // improves it and bounds it.
  const found = searchWithin(searches, inputs, room);
  let { candidates: chosen, result } = programFrom(highs, inputs, found, room);
  if (result.status !== 'ok') {
    // Neither the search nor the program found a plan within budget. Before saying the budget
    // binds, find the cheapest menu that meets the counts: when it fits after all (the search
    // and the solver stop on work and time limits), plan from it, with the search improving
    // its nutrition without leaving the budget.
    const menu = cheapestMenuOf(highs, inputs, searches.cheapestPlan(found));
    if (!menu || menu.billedCents > budgetCents) {
      return { ok: false, infeasible: explainBudget(profile, menu, budgetCents) };
    }
    // The cheapest menu fits the budget but not the room the kitchen's extras left: plan
    // from it below.
    if (menu.billedCents > room) return 'stop';
    ({ chosen, result } = fromCheapestMenu(searches, inputs, menu, room));
  }
  const outcome = planOfServings(inputs, chosen, result.servings, result, room);
  return typeof outcome === 'number' ? { over: outcome, costCents: result.costCents } : outcome;
}

/** Plans the week for this profile. */
export function planWeek(
  highs: Highs,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  options: PlanOptions = {},
): PlanOutcome {
  const inputs = planInputs(profile, catalogue, options);
  if ('ok' in inputs) return inputs;
  const { budgetCents, all } = inputs;
  const searches = new WeekSearches(inputs);
  // Pantry lines are rounded up to the cent on the bill, which the program does not see; when
  // that pushes the bill over the budget, solve again with that much less room.
  let margin = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const round = planRound(highs, inputs, searches, budgetCents - margin);
    if (round === 'stop') break;
    if (!('over' in round)) return round;
    // The kitchen's schedule added this much to the searched till (an opened can that would not
    // keep, a top-up shop): the next round leaves that much room, not just the overshoot, or it
    // finds a plan as close to the edge again and the week falls back to the cheapest menu.
    margin = Math.max(margin + round.over, round.over + budgetCents - round.costCents);
  }
  // The rounds left the till over the budget: the cheapest menu, as it is.
  const menu = cheapestMenuOf(highs, inputs, searches.cheapestPlan());
  if (menu && menu.billedCents <= budgetCents) {
    const outcome = planOfServings(
      inputs,
      all,
      menu.servings,
      { ...menu, costLowerBoundCents: 0 },
      budgetCents,
    );
    if (typeof outcome !== 'number') return outcome;
  }
  return { ok: false, infeasible: explainBudget(profile, menu, budgetCents) };
}
