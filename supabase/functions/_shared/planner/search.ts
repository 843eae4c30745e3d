/**
 * A fast primal heuristic for the week's program (optimise.ts): first-improvement local search
 * over servings with the exact store bill (whole packages), iterated from deterministic
 * perturbations. It finds a very good plan in a few hundred milliseconds (in the benchmark,
 * within a median 2.5 % of a search twenty times longer); the MIP then starts from it, lowers
 * the cost when it can and proves a lower bound. Same objective as the MIP's phase 1 (WEIGHTS):
 * cents + 40 per gram of protein short + 1 per kcal outside the band - 40 per favourite meal
 * - 5000 per meal of an own recipe asked for + 400 per meal a favourite cuisine lacks below two
 * + 120 per dish kept from the week being regenerated.
 *
 * The seed is fixed and the work is counted, not timed, so the same profile gets the same plan
 * (the wall-clock limits here and in HiGHS only bind on an overloaded machine).
 */
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Candidate, WeekProblem } from './candidates.ts';
import { WEIGHTS, dishBonusCents } from './candidates.ts';
import { SearchState } from './search-state.ts';

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

/** Counts the moves evaluated; says when the work limit or the wall-clock limit is reached. */
class SearchClock {
  evaluations = 0;
  private readonly started = performance.now();
  private readonly limit: number;
  private readonly maxEvaluations: number;

  constructor(input: SearchInput) {
    this.limit = input.timeLimitMs ?? 1000;
    this.maxEvaluations = input.maxEvaluations ?? 400_000;
  }

  outOfTime(): boolean {
    return this.evaluations > this.maxEvaluations || performance.now() - this.started > this.limit;
  }
}

/** The stand-alone score of a dish that orders the greedy start (lower first). */
function standalone(input: SearchInput, c: Candidate): number {
  const cost = c.perGramCents;
  return input.costOnly
    ? cost
    : cost -
        WEIGHTS.proteinShortfallPerGram * 0.5 * c.protein -
        dishBonusCents(c) +
        (c.avoid ? WEIGHTS.repeatFromLastWeek : 0);
}

/** Starts from the given plan, or fills each type greedily by the best stand-alone score. */
function start(state: SearchState, input: SearchInput): void {
  const { candidates, counts } = input;
  if (input.initial) {
    input.initial.forEach((n, j) => {
      if (n > 0 && j < candidates.length) state.apply(j, n);
    });
    return;
  }
  for (const type of MEAL_TYPES) {
    const list = [...(state.byType.get(type) ?? [])].sort(
      (a, b) =>
        standalone(input, candidates[a] as Candidate) -
        standalone(input, candidates[b] as Candidate),
    );
    let need = counts[type];
    for (let round = 0; need > 0 && round < 8; round += 1) {
      for (const j of list) {
        if (need === 0) break;
        if (state.canAdd(j)) {
          state.apply(j, 1);
          need -= 1;
        }
      }
    }
  }
}

/**
 * Moves n servings of `from` to the first `to` of its type that lowers the objective; puts them
 * back when none does. Whether it moved.
 */
function moveServings(
  state: SearchState,
  clock: SearchClock,
  list: readonly number[],
  from: number,
  n: number,
): boolean {
  const current = state.objective();
  // Take n servings of `from` out once, then try every `to` in their place.
  state.apply(from, -n);
  for (const to of list) {
    if (to === from || !state.canAdd(to, n)) continue;
    clock.evaluations += 1;
    if (state.objectiveIfAdded(to, n) < current - 1e-7) {
      state.apply(to, n);
      return true;
    }
  }
  state.apply(from, n);
  return false;
}

/**
 * First-improvement descent with single and double replacements inside a meal type: take any
 * move that lowers the objective and keep scanning, until a full scan finds none.
 */
function descend(state: SearchState, clock: SearchClock): void {
  let improved = true;
  while (improved && !clock.outOfTime()) {
    improved = false;
    for (const type of MEAL_TYPES) {
      const list = state.byType.get(type) ?? [];
      for (const from of list) {
        for (let n = Math.min(state.servings[from] as number, 2); n >= 1; n -= 1) {
          if (moveServings(state, clock, list, from, n)) {
            improved = true;
            break;
          }
        }
        if (clock.outOfTime()) return;
      }
    }
  }
}

/** Xorshift from a seed: the perturbations repeat from run to run. */
function xorshift(initial: number): () => number {
  let seed = initial;
  return () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
}

/** Replaces a few servings at random by other recipes of the same type. */
function kick(state: SearchState, candidates: readonly Candidate[], random: () => number): void {
  const kicks = 2 + Math.floor(random() * 3);
  for (let k = 0; k < kicks; k += 1) {
    const used = candidates.map((_, j) => j).filter((j) => (state.servings[j] as number) > 0);
    const from = used[Math.floor(random() * used.length)];
    if (from === undefined) break;
    const list = state.byType.get((candidates[from] as Candidate).type) ?? [];
    const to = list[Math.floor(random() * list.length)];
    if (to === undefined || to === from) continue;
    state.apply(from, -1);
    if (state.canAdd(to)) state.apply(to, 1);
    else state.apply(from, 1);
  }
}

export function localSearch(input: SearchInput): SearchResult {
  const { candidates, budgetCents } = input;
  const state = new SearchState(input);
  start(state, input);
  const random = xorshift(input.seed ?? 0x2545f491);
  // The search stops after a fixed amount of work, so the same profile gets the same plan on
  // any machine; the wall-clock limit is only a safety net for a slow machine.
  const clock = new SearchClock(input);
  descend(state, clock);
  let best = {
    servings: Int32Array.from(state.servings),
    objective: state.objective(),
    bill: state.bill,
  };
  for (let restart = 0; restart < 5000 && !clock.outOfTime(); restart += 1) {
    // Perturb, then descend.
    kick(state, candidates, random);
    descend(state, clock);
    const value = state.objective();
    if (value < best.objective - 1e-7)
      best = { servings: Int32Array.from(state.servings), objective: value, bill: state.bill };
    else {
      // Return to the best plan before the next kick.
      for (let j = 0; j < candidates.length; j += 1) {
        const diff = (best.servings[j] as number) - (state.servings[j] as number);
        if (diff !== 0) state.apply(j, diff);
      }
    }
  }
  return {
    servings: [...best.servings],
    billCents: best.bill,
    objective: best.objective,
    withinBudget: best.bill <= budgetCents + 1e-6,
  };
}
