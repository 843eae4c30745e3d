/**
 * Loads the HiGHS solver (WebAssembly) once per process or worker and hands out the same
 * instance afterwards: compiling the 3 MB module costs ~100-200 ms, a solve a few milliseconds.
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

/*
 * No warm-up solve: a small mixed-integer program once ran at load so that the first plan's
 * branch-and-bound would not run on WebAssembly's baseline tier (2.5 s then, when the program
 * searched from nothing). The program now starts from the local search's plan with short limits:
 * measured under Deno (bench:edge), the warm-up cost 600 ms of a cold request's 1.26 s of CPU
 * and the first plan without it was the same plan, 660 ms in all; in Node, load plus first plan
 * 0.93 s against 2.25 s, the same tills.
 */

/** The shared solver; the first call starts loading it, later calls reuse the same promise. */
export function getHighs(): Promise<Highs> {
  if (!pending) {
    const loading = loadHighs();
    pending = loading.catch((error: unknown) => {
      // A failed load must not poison the process: the next request tries again.
      pending = undefined;
      throw error;
    });
  }
  return pending;
}

export type { Highs };
