/**
 * A small builder for linear models handed to HiGHS as compressed sparse rows. Keeping names
 * for columns and rows makes the mixed-integer programs below readable.
 */
import type { Highs } from './highs.ts';

export interface Column {
  name: string;
  cost: number;
  lower: number;
  upper: number;
  integer: boolean;
}

export interface Row {
  name: string;
  lower: number;
  upper: number;
  /** Column index -> coefficient. */
  coefficients: Map<number, number>;
}

export class LinearModel {
  readonly columns: Column[] = [];
  readonly rows: Row[] = [];

  addColumn(column: Column): number {
    this.columns.push(column);
    return this.columns.length - 1;
  }

  addRow(name: string, lower: number, upper: number, coefficients: Map<number, number>): number {
    this.rows.push({ name, lower, upper, coefficients });
    return this.rows.length - 1;
  }
}

export interface SolveResult {
  status: 'optimal' | 'feasible' | 'infeasible' | 'failed';
  values: Float64Array;
  objective: number;
  /** The solver's proven lower bound on the objective (equal to it for an LP). */
  dualBound: number;
  ms: number;
}

export interface SolveOptions {
  timeLimitSeconds: number;
  mipRelGap: number;
  /** Solve the LP relaxation: every column continuous. */
  relax?: boolean;
  /** A known feasible point to start branch-and-bound from. */
  start?: Float64Array;
  /** Further HiGHS options (benchmarks and experiments). */
  extra?: Record<string, string | number | boolean>;
}

/** Solves the model with HiGHS; the native model is always disposed. */
export function solveModel(highs: Highs, model: LinearModel, options: SolveOptions): SolveResult {
  const started = performance.now();
  const n = model.columns.length;
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of model.rows) {
    for (const [col, value] of [...row.coefficients].sort((a, b) => a[0] - b[0])) {
      if (value === 0) continue;
      indices.push(col);
      values.push(value);
    }
    starts.push(indices.length);
  }
  const inf = highs.infinity;
  const bound = (v: number) => (v === Infinity ? inf : v === -Infinity ? -inf : v);
  const integer = highs.constants.variableType.integer;
  const continuous = highs.constants.variableType.continuous;
  const hm = highs.createModel({
    numCols: n,
    numRows: model.rows.length,
    colCost: model.columns.map((c) => c.cost),
    colLower: model.columns.map((c) => bound(c.lower)),
    colUpper: model.columns.map((c) => bound(c.upper)),
    rowLower: model.rows.map((r) => bound(r.lower)),
    rowUpper: model.rows.map((r) => bound(r.upper)),
    matrix: { format: 'csr', numRows: model.rows.length, numCols: n, starts, indices, values },
    integrality: model.columns.map((c) => (c.integer && !options.relax ? integer : continuous)),
  });
  try {
    hm.options.set({
      output_flag: false,
      time_limit: options.timeLimitSeconds,
      mip_rel_gap: options.mipRelGap,
      ...options.extra,
    });
    if (options.start) hm.setSolution({ colValue: options.start });
    hm.run();
    const code = hm.getModelStatus();
    const statuses = highs.constants.modelStatus;
    const primal = hm.info.get('primal_solution_status');
    const hasSolution = primal === highs.constants.solutionStatus.feasible;
    const ms = performance.now() - started;
    if (code === statuses.infeasible) {
      return {
        status: 'infeasible',
        values: new Float64Array(n),
        objective: Infinity,
        dualBound: Infinity,
        ms,
      };
    }
    if (!hasSolution) {
      return {
        status: 'failed',
        values: new Float64Array(n),
        objective: Infinity,
        dualBound: -Infinity,
        ms,
      };
    }
    const objective = hm.getObjectiveValue();
    const isMip = !options.relax && model.columns.some((c) => c.integer);
    const dualBoundInfo = isMip ? Number(hm.info.get('mip_dual_bound')) : objective;
    return {
      status: code === statuses.optimal ? 'optimal' : 'feasible',
      values: hm.getSolution().colValue,
      objective,
      dualBound: Number.isFinite(dualBoundInfo) ? dualBoundInfo : -Infinity,
      ms,
    };
  } finally {
    hm.dispose();
  }
}
