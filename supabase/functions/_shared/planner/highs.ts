/**
 * Loads the HiGHS solver (WebAssembly) once per process or worker and hands out the same
 * instance afterwards: compiling the 3 MB module costs ~100 ms, a solve a few milliseconds.
 *
 * The loader finds `highs.wasm` beside its own module through `import.meta.url`. That holds in
 * Node (node_modules) and in Deno (npm: specifiers resolve into Deno's npm cache, where the
 * same file layout exists), so no path is passed here and no Node built-in is needed.
 */
import * as highsModule from 'highs';
import type { Highs, InitOptions } from 'highs';

type Loader = (options?: InitOptions) => Promise<Highs>;

/**
 * The package is CommonJS with an ES build: Node's resolver sees a default-exported loader,
 * Deno's type checker sees the module namespace. Taking `default` when present works in both.
 */
const loadHighs: Loader =
  (highsModule as unknown as { default?: Loader }).default ?? (highsModule as unknown as Loader);

let pending: Promise<Highs> | undefined;

/**
 * WebAssembly starts in a baseline compiler and is optimised only once code runs hot: the first
 * branch-and-bound of a process took 2.5 s here against 0.3 s later. One small mixed-integer
 * program of the planner's shape (servings, packages, a protein row) warms the solver up when
 * it loads, so a person's first plan is not the slow one.
 */
function warmUp(highs: Highs): void {
  const recipes = 36;
  const foods = 24;
  let seed = 12345;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const numCols = recipes + foods;
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const rowLower: number[] = [];
  const rowUpper: number[] = [];
  for (let f = 0; f < foods; f += 1) {
    for (let r = 0; r < recipes; r += 1) {
      if (random() < 0.15) {
        indices.push(r);
        values.push(0.1 + random() * 0.5);
      }
    }
    indices.push(recipes + f);
    values.push(-1);
    starts.push(indices.length);
    rowLower.push(-highs.infinity);
    rowUpper.push(0);
  }
  for (let r = 0; r < recipes; r += 1) {
    indices.push(r);
    values.push(1);
  }
  starts.push(indices.length);
  rowLower.push(20);
  rowUpper.push(20);
  for (let r = 0; r < recipes; r += 1) {
    indices.push(r);
    values.push(10 + random() * 30);
  }
  starts.push(indices.length);
  rowLower.push(500);
  rowUpper.push(highs.infinity);
  const model = highs.createModel({
    numCols,
    numRows: foods + 2,
    colCost: [
      ...Array<number>(recipes).fill(0),
      ...Array.from({ length: foods }, () => 100 + Math.round(random() * 500)),
    ],
    colLower: Array<number>(numCols).fill(0),
    colUpper: [...Array<number>(recipes).fill(2), ...Array<number>(foods).fill(10)],
    rowLower,
    rowUpper,
    matrix: { format: 'csr', numRows: foods + 2, numCols, starts, indices, values },
    integrality: Array<1>(numCols).fill(highs.constants.variableType.integer),
  });
  try {
    model.options.set({ output_flag: false, time_limit: 3, mip_rel_gap: 0.005 });
    model.run();
  } finally {
    model.dispose();
  }
}

/** The shared solver; the first call starts loading it, later calls reuse the same promise. */
export function getHighs(): Promise<Highs> {
  if (!pending) {
    const loading = loadHighs().then((highs) => {
      warmUp(highs);
      return highs;
    });
    pending = loading.catch((error: unknown) => {
      // A failed load must not poison the process: the next request tries again.
      pending = undefined;
      throw error;
    });
  }
  return pending;
}

export type { Highs };
