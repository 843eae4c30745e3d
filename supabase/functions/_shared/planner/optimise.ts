/**
 * Solves the week's mixed-integer program (program.ts) with HiGHS.
 *
 * Phase 1 minimises a weighted sum (protein shortfall first, then calories, favourite
 * cuisines (each one present at least FAVOURITE_MINIMUM times when it can be), dishes repeated
 * from the week being regenerated, then cents). When the local search (search.ts) has already found a plan within
 * budget, phase 1 starts from it instead of branching: measured here, branch-and-bound did not
 * beat the search on this objective within a second. Phase 2 keeps what phase 1 achieved for
 * nutrition and cuisines and minimises the store cost alone; HiGHS's dual bound of phase 2 is
 * the proven lower bound on the cost of that nutrition. Without a start (a budget the search
 * could not meet), phase 1 branches itself, and its infeasibility proves the budget binds.
 */
import type { Highs } from './highs.ts';
import type { Candidate } from './candidates.ts';
import { FAVOURITE_MINIMUM, fillsCounts } from './candidates.ts';
import { solveModel } from './model.ts';
import type { SolveResult } from './model.ts';
import {
  buildProgram,
  cuisineColumns,
  roundedServings,
  startVector,
  storeCents,
} from './program.ts';
import type { Built, OptimiseInput } from './program.ts';
import { holdQuality } from './quality-rows.ts';

export interface OptimiseResult {
  status: 'ok' | 'infeasible' | 'failed';
  /** Servings of each candidate, same order as the input. */
  servings: number[];
  costCents: number;
  /** HiGHS's proven lower bound on the cost for the achieved nutrition (cents); 0 when unknown. */
  costLowerBoundCents: number;
  /** The LP relaxation's lower bound of the same cost model, when asked for. */
  lpBoundCents?: number;
  solveMs: number;
  solverStatus: string;
}

/** Phase 1: the search's plan as it is when there is one, else HiGHS on the weighted program. */
function phaseOne(highs: Highs, input: OptimiseInput, phase1: Built, limit: number): SolveResult {
  const start1 = input.start ? startVector(phase1, input, input.start) : undefined;
  // With a plan from the local search, phase 1 starts there: in measurements branch-and-bound
  // did not beat the search on the weighted objective within a second, so its time goes to
  // phase 2 (cost with the nutrition held), where it does find savings and proves the bound.
  const startIsPlan =
    input.start !== undefined &&
    fillsCounts(input.candidates, input.counts, input.cap, input.start);
  if (start1 && startIsPlan && !input.costOnly)
    return {
      status: 'feasible',
      values: start1,
      objective: Number.NaN,
      dualBound: -Infinity,
      ms: 0,
    };
  const r1 = solveModel(highs, phase1.model, {
    timeLimitSeconds: limit * 0.5,
    mipRelGap: 0.005,
    extra: input.highsOptions,
    start: start1,
  });
  if (r1.status !== 'failed') return r1;
  // No plan found in time (a cold solver or an unusually hard week): a slower answer beats none.
  return solveModel(highs, phase1.model, {
    timeLimitSeconds: limit * 4,
    mipRelGap: 0.01,
    extra: input.highsOptions,
    start: start1,
  });
}

/**
 * Phase 2's rows that hold what phase 1 reached: protein shortfall, calorie deviation,
 * favourite cuisines (each, and in all), the dishes of the week being replaced, and the diet
 * quality. Returns phase 2's start (phase 1's values and the quality rows' own columns).
 */
function holdPhaseOne(
  input: OptimiseInput,
  phase1: Built,
  phase2: Built,
  r1: SolveResult,
): Float64Array {
  const shortfall = r1.values[phase1.sP] ?? 0;
  const deviation = (r1.values[phase1.cU] ?? 0) + (r1.values[phase1.cO] ?? 0);
  phase2.model.columns[phase2.sP] = {
    ...phase2.model.columns[phase2.sP]!,
    upper: shortfall + 0.01,
  };
  phase2.model.addRow(
    'kcal_dev',
    -Infinity,
    deviation + 0.5,
    new Map([
      [phase2.cU, 1],
      [phase2.cO, 1],
    ]),
  );
  // Favourite cuisines (each, and in all), own recipes and the dishes of the week being replaced
  // stay where phase 1 left them.
  const servedOf = (of: (c: Candidate) => boolean) =>
    input.candidates.reduce(
      (s, c, j) => s + (of(c) ? Math.round(r1.values[phase1.x[j] as number] ?? 0) : 0),
      0,
    );
  const favourites = input.candidates
    .map((c, j) => [phase2.x[j] as number, c.favourite ? 1 : 0] as const)
    .filter(([, v]) => v > 0);
  if (favourites.length > 0) {
    const achieved = servedOf((c) => c.favourite);
    phase2.model.addRow('favourites', achieved, Infinity, new Map(favourites));
  }
  const owns = input.candidates
    .map((c, j) => [phase2.x[j] as number, c.own ? 1 : 0] as const)
    .filter(([, v]) => v > 0);
  if (owns.length > 0)
    phase2.model.addRow(
      'own',
      servedOf((c) => c.own),
      Infinity,
      new Map(owns),
    );
  for (const [cuisine, cols] of cuisineColumns(input.candidates, phase2.x)) {
    const achieved = Math.min(
      FAVOURITE_MINIMUM,
      servedOf((c) => c.cuisineIndex === cuisine),
    );
    if (achieved > 0)
      phase2.model.addRow(
        `fav_cover_${cuisine}`,
        achieved,
        Infinity,
        new Map(cols.map((col) => [col, 1])),
      );
  }
  const repeats = input.candidates
    .map((c, j) => [phase2.x[j] as number, c.avoid ? 1 : 0] as const)
    .filter(([, v]) => v > 0);
  if (repeats.length > 0) {
    const achieved = servedOf((c) => c.avoid);
    phase2.model.addRow('repeats', -Infinity, achieved, new Map(repeats));
  }
  if (!input.quality) return r1.values;
  const extra = holdQuality(
    phase2.model,
    phase2.x,
    input.candidates,
    roundedServings(phase1, r1.values),
    input.quality,
  );
  const start2 = new Float64Array(r1.values.length + extra.length);
  start2.set(r1.values);
  start2.set(extra, r1.values.length);
  return start2;
}

/**
 * Benchmarks only: the LP relaxation of the cost model with the achieved nutrition, and a
 * longer branch-and-bound on it for a tighter proven bound.
 */
function benchmarkBounds(
  highs: Highs,
  phase2: Built,
  start: Float64Array,
  boundSeconds: number,
  costCents: number,
  proven: number,
): { lpBoundCents: number | undefined; proven: number } {
  const lp = solveModel(highs, phase2.model, { timeLimitSeconds: 5, mipRelGap: 0, relax: true });
  const long = solveModel(highs, phase2.model, {
    timeLimitSeconds: boundSeconds,
    mipRelGap: 0.001,
    start,
  });
  return {
    lpBoundCents: lp.status === 'optimal' ? lp.objective : undefined,
    proven: Number.isFinite(long.dualBound)
      ? Math.max(proven, Math.min(long.dualBound, costCents))
      : proven,
  };
}

/** Runs both phases; returns servings per candidate. */
export function optimiseWeek(highs: Highs, input: OptimiseInput, boundSeconds = 0): OptimiseResult {
  const limit = input.timeLimitSeconds ?? 0.3;
  const phase1 = buildProgram(input, 'weighted');
  const r1 = phaseOne(highs, input, phase1, limit);
  if (r1.status === 'infeasible' || r1.status === 'failed') {
    return {
      status: r1.status,
      servings: [],
      costCents: Infinity,
      costLowerBoundCents: Infinity,
      solveMs: r1.ms,
      solverStatus: r1.status,
    };
  }
  if (input.costOnly) {
    return {
      status: 'ok',
      servings: roundedServings(phase1, r1.values),
      costCents: storeCents(phase1, r1.values),
      costLowerBoundCents: Number.isFinite(r1.dualBound) ? Math.max(0, r1.dualBound) : 0,
      solveMs: r1.ms,
      solverStatus: r1.status,
    };
  }

  // Phase 2: hold nutrition and cuisines at what phase 1 reached, buy it as cheaply as possible.
  const phase2 = buildProgram(input, 'cost');
  const start2 = holdPhaseOne(input, phase1, phase2, r1);
  const r2: SolveResult = solveModel(highs, phase2.model, {
    timeLimitSeconds: Math.max(0.08, Math.min(0.2, limit - r1.ms / 1000)),
    mipRelGap: 0.005,
    start: start2,
    extra: input.highsOptions,
  });
  const useTwo = r2.status === 'optimal' || r2.status === 'feasible';
  const chosen = useTwo ? r2 : r1;
  const built = useTwo ? phase2 : phase1;
  const costCents = storeCents(built, chosen.values);
  const proven = useTwo && Number.isFinite(r2.dualBound) ? Math.min(r2.dualBound, costCents) : 0;
  const bounds =
    boundSeconds > 0
      ? benchmarkBounds(
          highs,
          phase2,
          useTwo ? chosen.values : start2,
          boundSeconds,
          costCents,
          proven,
        )
      : { lpBoundCents: undefined, proven };
  return {
    status: 'ok',
    servings: roundedServings(built, chosen.values),
    costCents,
    costLowerBoundCents: Math.max(0, bounds.proven),
    lpBoundCents: bounds.lpBoundCents,
    solveMs: r1.ms + r2.ms,
    solverStatus: `${r1.status}/${r2.status} ${Math.round(r1.ms)}+${Math.round(r2.ms)} ms`,
  };
}
