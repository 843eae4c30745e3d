/**
 * npm run bench:edge: the planner functions as hosted Supabase would run them, against its
 * per-request and per-function limits (2 s of CPU per request, 256 MB of memory, a 20 MB
 * bundle). Each function's Deno entry (supabase/functions/<name>/index.ts, with
 * supabase/functions/deno.json) is served by real Deno with Deno.serve on DENO_SERVE_ADDRESS, as
 * tests/backend/functions-planner-deno.test.ts does, against the embedded local backend (PGlite in
 * memory, in this process) with signed-in people whose profiles are stored in the database.
 *
 * What it measures, per function (generate-meal-plan; then regenerate-meal and edit-meal-plan on
 * the weeks generate-meal-plan saved):
 * - CPU per request: utime + stime of the Deno process's main thread
 *   (/proc/<pid>/task/<pid>/stat, the thread that runs the function's JavaScript and WebAssembly)
 *   read just before the request is sent and just after its answer has been read, in clock ticks
 *   of `getconf CLK_TCK` (10 ms each at 100 Hz); and the same for the whole process
 *   (/proc/<pid>/stat: every thread, V8's background compiler and GC threads included).
 * - Cold: the first request of a fresh Deno process, several times (BENCH_COLD), each its own
 *   process. The first request loads the catalogue and compiles HiGHS (see
 *   planner/highs.ts), so it is the expensive one. Before them one untimed start fills Deno's
 *   transpile cache, as a deployed eszip carries transpiled code; the CPU Deno spends starting
 *   (until "Listening on") is printed apart.
 * - Warm: BENCH_WARM requests on the last cold process, across five stored profiles (budgets,
 *   diets, allergies, meal counts, stores and quality differ) and four weeks, so the planner does
 *   real work each time (a week seen before is regenerated, which also plans the whole week).
 *   regenerate-meal replaces a meal on a different day each time; edit-meal-plan alternates
 *   removing a meal and filling its day again (fillDay is the request that plans).
 * - Wall time per request, p50 and p95 (Deno plus the local backend's answers to it).
 * - Peak memory: VmHWM of each Deno process (/proc/<pid>/status) after its run. That is the
 *   whole Deno CLI process's resident peak (runtime binary, V8 heap, HiGHS's WebAssembly memory),
 *   so it is an upper bound of what the edge runtime counts against 256 MB for one worker; and
 *   the warm process's VmRSS along its requests (a worker serves many requests while it lives).
 *
 * Bundle size: what `deno info --json --config supabase/functions/deno.json <entry>` resolves,
 * the check Supabase's documentation gives for its 20 MB limit. Counted: the size of every
 * module of the graph (our TypeScript, as written), plus, for every npm package in the graph's
 * npm resolution (`npmPackages`, transitive dependencies included), every file of the package's
 * folder in Deno's npm cache (`localPath`), whether or not the function loads it: the CLI's
 * eszip embeds each resolved package folder whole (edge-runtime's build_vfs adds each folder
 * with add_dir_recursive, as `deno compile` does), so README files, source maps, type
 * declarations and second CommonJS builds count too. MB here means 10^6 bytes (MiB printed
 * beside). Not counted: the eszip's own headers, our modules' transpiled copies and source maps,
 * and any compression the upload applies. It prints what makes the total up: each npm package
 * (and which import pulls it in) and our modules by folder.
 * `deno bundle` is not the measure: it tree-shakes the npm code into one JavaScript file (about
 * 2.8 MB here) and leaves highs.wasm out (the loader finds it through import.meta.url at run
 * time), which is not what `supabase functions deploy` uploads. `deno compile` is not either:
 * its output is dominated by the Deno runtime binary it embeds (tens of MB), which hosted
 * Supabase does not count.
 *
 * Targets (the verdicts, per function): cold first request under 1.5 s of main-thread CPU (the
 * slowest cold start), warm p95 under 1 s, peak memory under 256 MB, bundle under 18 MB (for
 * headroom under 20 MB). It exits 0 whatever the verdicts (it is a report), 1 when the run itself
 * fails (Deno does not start, deno info cannot resolve the graph, a request is answered other than
 * 200, or 422 (no plan or edit fits the budget: work done, answered with the reason, and shown
 * apart in the tables)).
 *
 * Usage: npx tsx scripts/bench-edge.ts [--quick] [--only=generate-meal-plan,...] [--no-bundle]
 *   --quick: 2 cold starts and 6 warm requests per function.
 * Environment: BENCH_COLD (cold starts per function, default 5), BENCH_WARM (warm requests of
 * generate-meal-plan, default 20; regenerate-meal and edit-meal-plan make half as many),
 * BENCH_FUNCTIONS (the functions to run, comma-separated, like --only), BENCH_FUNCTIONS_DIR (another
 * copy of supabase/functions to measure, with its deno.json, e.g. a change tried in /tmp first).
 */
import { execFileSync } from 'node:child_process';
import { z } from 'zod';
import {
  createSignedInUser,
  startTestBackend,
  type TestBackend,
} from '../tests/backend/support.ts';
import { bundleOf } from './bench-edge-bundle.ts';
import { clockTicks, denoPath, FUNCTIONS, functionsDir, running } from './bench-edge-deno.ts';
import {
  editRequests,
  generateRequests,
  PROFILES,
  regenerateRequests,
  storeProfile,
  weeks,
  type Person,
} from './bench-edge-people.ts';
import { mb, ms, pad, percentile, report, verdict } from './bench-edge-report.ts';
import { runFunction, type FunctionRun } from './bench-edge-run.ts';

const TARGETS = {
  coldCpuMs: 1500,
  warmP95CpuMs: 1000,
  peakMemoryMb: 256,
  bundleMb: 18,
};

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const onlyFlag = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const settings = z
  .object({
    BENCH_COLD: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .default(quick ? 2 : 5),
    BENCH_WARM: z.coerce
      .number()
      .int()
      .min(1)
      .max(500)
      .default(quick ? 6 : 20),
    BENCH_FUNCTIONS: z
      .string()
      .default(FUNCTIONS.join(','))
      .transform((s) => s.split(',').map((name) => name.trim()))
      .pipe(z.array(z.enum(FUNCTIONS)).min(1)),
  })
  .parse({
    BENCH_COLD: process.env.BENCH_COLD || undefined,
    BENCH_WARM: process.env.BENCH_WARM || undefined,
    BENCH_FUNCTIONS: onlyFlag || process.env.BENCH_FUNCTIONS || undefined,
  });
const measureBundle = !argv.includes('--no-bundle');

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `Deno ${execFileSync(denoPath, ['--version'])
      .toString()
      .split('\n')[0]
      ?.replace(/^deno /, '')}; ` +
      `CLK_TCK ${clockTicks} (CPU readings are ${(1000 / clockTicks).toFixed(0)} ms steps); ` +
      `${settings.BENCH_COLD} cold starts and ${settings.BENCH_WARM} warm requests (the edits half as many) per function`,
  );

  const bundles = measureBundle ? settings.BENCH_FUNCTIONS.map(bundleOf) : [];

  const backend: TestBackend = await startTestBackend({ inMemory: true });
  const runs: FunctionRun[] = [];
  try {
    const people: Person[] = [];
    for (const profile of PROFILES) {
      const user = await createSignedInUser(backend, { fullName: profile.name });
      await storeProfile(user, profile);
      people.push({ profile, user });
    }
    const env = {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    };
    console.log(
      `Backend ${backend.url} (PGlite in memory); ${people.length} stored profiles; functions from ${functionsDir}\n`,
    );
    const wanted = new Set(settings.BENCH_FUNCTIONS);
    const editWarm = Math.max(1, Math.round(settings.BENCH_WARM / 2));
    if (wanted.has('generate-meal-plan') || weeks.size === 0) {
      const run = await runFunction(
        'generate-meal-plan',
        env,
        generateRequests(people),
        wanted.has('generate-meal-plan') ? settings.BENCH_COLD : 1,
        // The edits need stored weeks: every person's first week at least.
        wanted.has('generate-meal-plan') ? settings.BENCH_WARM : people.length,
      );
      if (wanted.has('generate-meal-plan')) runs.push(run);
    }
    if (wanted.has('regenerate-meal'))
      runs.push(
        await runFunction(
          'regenerate-meal',
          env,
          regenerateRequests(people),
          settings.BENCH_COLD,
          editWarm,
        ),
      );
    if (wanted.has('edit-meal-plan'))
      runs.push(
        await runFunction(
          'edit-meal-plan',
          env,
          editRequests(people),
          settings.BENCH_COLD,
          editWarm,
        ),
      );
  } finally {
    await backend.close();
  }

  console.log('\nCPU per request: the Deno process main thread (and all its threads), from /proc');
  for (const run of runs) console.log(report(run).join('\n'));

  for (const bundle of bundles) {
    console.log(
      `\nBundle of ${bundle.name} (deno info: our modules + whole npm package folders): ` +
        `${mb(bundle.totalBytes)} (${(bundle.totalBytes / 2 ** 20).toFixed(2)} MiB); ` +
        `our modules ${mb(bundle.localBytes)}, npm packages ${mb(bundle.npmBytes)}`,
    );
    if (bundle.name !== 'generate-meal-plan' && bundles.length > 1) continue;
    for (const part of bundle.parts)
      console.log(
        `  ${pad(part.label, 34)} ${mb(part.bytes).padStart(9)} ${String(part.files).padStart(5)} files  ${part.note}`,
      );
  }

  console.log('\nTargets:');
  for (const run of runs) {
    const coldMax = Math.max(...run.cold.map((s) => s.mainMs));
    const warmP95 = percentile(
      run.warm.map((s) => s.mainMs),
      95,
    );
    const peak = Math.max(...run.peakMb);
    console.log(
      `  ${run.name}: cold first request main-thread CPU ${ms(coldMax)} (slowest of ${run.cold.length}) < ${ms(TARGETS.coldCpuMs)}: ${verdict(coldMax < TARGETS.coldCpuMs)}`,
    );
    if (run.warm.length > 0)
      console.log(
        `  ${run.name}: warm p95 main-thread CPU ${ms(warmP95)} < ${ms(TARGETS.warmP95CpuMs)}: ${verdict(warmP95 < TARGETS.warmP95CpuMs)}`,
      );
    console.log(
      `  ${run.name}: peak memory ${peak.toFixed(1)} MB < ${TARGETS.peakMemoryMb} MB: ${verdict(peak < TARGETS.peakMemoryMb)}`,
    );
  }
  for (const bundle of bundles)
    console.log(
      `  ${bundle.name}: bundle ${mb(bundle.totalBytes)} < ${TARGETS.bundleMb} MB: ${verdict(bundle.totalBytes < TARGETS.bundleMb * 1e6)}`,
    );
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    for (const stop of running) void stop();
    process.exit(1);
  },
);
