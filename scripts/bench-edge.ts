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
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  createSignedInUser,
  freePort,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from '../tests/backend/support.ts';

const denoPath = fileURLToPath(new URL('../node_modules/.bin/deno', import.meta.url));
/** Another copy of supabase/functions (BENCH_FUNCTIONS_DIR), e.g. to measure a change first. */
const functionsDir = resolve(
  process.env.BENCH_FUNCTIONS_DIR ||
    fileURLToPath(new URL('../supabase/functions', import.meta.url)),
);
const denoConfig = join(functionsDir, 'deno.json');

const FUNCTIONS = ['generate-meal-plan', 'regenerate-meal', 'edit-meal-plan'] as const;
type FunctionName = (typeof FUNCTIONS)[number];

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

// ------------------------------------------------------------------------------------------------
// /proc readings
// ------------------------------------------------------------------------------------------------

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
if (!Number.isFinite(clockTicks) || clockTicks <= 0) throw new Error('getconf CLK_TCK failed');

/** utime + stime of a stat file, in milliseconds (fields 14 and 15, after the command's ')'). */
function statCpuMs(path: string): number {
  const text = readFileSync(path, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`unreadable ${path}`);
  return (ticks * 1000) / clockTicks;
}

interface CpuReading {
  mainMs: number;
  totalMs: number;
}

function cpuOf(pid: number): CpuReading {
  return {
    mainMs: statCpuMs(`/proc/${pid}/task/${pid}/stat`),
    totalMs: statCpuMs(`/proc/${pid}/stat`),
  };
}

/** A VmHWM/VmRSS line of /proc/<pid>/status in MB (10^6 bytes). */
function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return (Number(kb) * 1024) / 1e6;
}

// ------------------------------------------------------------------------------------------------
// Deno
// ------------------------------------------------------------------------------------------------

interface DenoServer {
  name: FunctionName;
  url: string;
  pid: number;
  /** CPU spent starting, until it listened. */
  boot: CpuReading;
  bootRssMb: number;
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();

async function serve(name: FunctionName, env: Record<string, string>): Promise<DenoServer> {
  const port = await freePort();
  const child = spawn(
    denoPath,
    [
      'run',
      '--config',
      denoConfig,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      `${name}/index.ts`,
    ],
    {
      cwd: functionsDir,
      env: {
        ...process.env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    running.delete(child);
  };
  const deadline = Date.now() + 90_000;
  while (!output.includes('Listening on')) {
    if (child.exitCode !== null) {
      running.delete(child);
      throw new Error(`deno exited while starting ${name}:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`deno did not start ${name} in 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('deno has no pid');
  return {
    name,
    url: `http://127.0.0.1:${port}/`,
    pid,
    boot: cpuOf(pid),
    bootRssMb: memoryMb(pid, 'VmRSS'),
    stop,
  };
}

interface Sample {
  /** The function, or edit-meal-plan's action. */
  label: string;
  status: number;
  answer: unknown;
  wallMs: number;
  mainMs: number;
  totalMs: number;
}

async function request(
  server: DenoServer,
  token: string,
  body: unknown,
  label: string,
  /** 422 (nothing fits the budget, with the reason and the budget that works) is an answer too. */
  accept: readonly number[] = [200, 422],
): Promise<Sample> {
  const before = cpuOf(server.pid);
  const started = performance.now();
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const wallMs = performance.now() - started;
  const after = cpuOf(server.pid);
  let answer: unknown = text;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    // Left as text: the failure message shows it.
  }
  if (!accept.includes(response.status))
    throw new Error(
      `${server.name} answered ${response.status}: ${text.slice(0, 400)} (body ${JSON.stringify(body).slice(0, 300)})`,
    );
  return {
    label: response.status === 200 ? label : `${label} (${response.status})`,
    status: response.status,
    answer,
    wallMs,
    mainMs: after.mainMs - before.mainMs,
    totalMs: after.totalMs - before.totalMs,
  };
}

// ------------------------------------------------------------------------------------------------
// People and their weeks
// ------------------------------------------------------------------------------------------------

interface StoredProfile {
  name: string;
  onboarding: {
    age: number;
    gender: 'Female' | 'Male';
    height_feet: number;
    height_inches: number;
    weight: number;
    activity_level: string;
    health_goal: string;
  };
  diets: string[];
  allergies: string[];
  dislikes: string;
  cuisines: string[];
  budget: string;
  meals: [breakfasts: number, lunches: number, dinners: number, snacks: number];
  cookingTime: string;
  store: string;
  quality: string;
  zip: string;
}

const PROFILES: StoredProfile[] = [
  {
    name: 'F34 vegetarian $100',
    onboarding: {
      age: 34,
      gender: 'Female',
      height_feet: 5,
      height_inches: 5,
      weight: 150,
      activity_level: 'Lightly Active',
      health_goal: 'Maintain Weight',
    },
    diets: ['Vegetarian'],
    allergies: ['Peanuts'],
    dislikes: 'mushrooms',
    cuisines: ['Italian', 'Mexican'],
    budget: '$100',
    meals: [7, 7, 7, 7],
    cookingTime: '45 minutes',
    store: 'Aldi',
    quality: 'Balanced',
    zip: '94110',
  },
  {
    name: 'M35 active $110',
    onboarding: {
      age: 35,
      gender: 'Male',
      height_feet: 5,
      height_inches: 11,
      weight: 180,
      activity_level: 'Moderately Active',
      health_goal: 'Maintain Weight',
    },
    diets: [],
    allergies: [],
    dislikes: '',
    cuisines: ['Mexican', 'American'],
    budget: '$110',
    meals: [7, 7, 7, 0],
    cookingTime: '30 minutes',
    store: 'Walmart',
    quality: 'Budget-Friendly',
    zip: '60614',
  },
  {
    name: 'F28 vegan $110',
    onboarding: {
      age: 28,
      gender: 'Female',
      height_feet: 5,
      height_inches: 4,
      weight: 135,
      activity_level: 'Sedentary',
      health_goal: 'Maintain Weight',
    },
    diets: ['Vegan'],
    allergies: ['Tree Nuts'],
    dislikes: '',
    cuisines: ['Thai', 'Indian'],
    budget: '$110',
    meals: [7, 7, 7, 7],
    cookingTime: '60+ minutes',
    store: "Trader Joe's",
    quality: 'Balanced',
    zip: '10001',
  },
  {
    name: 'M25 muscle $150',
    onboarding: {
      age: 25,
      gender: 'Male',
      height_feet: 6,
      height_inches: 1,
      weight: 190,
      activity_level: 'Very Active',
      health_goal: 'Build Muscle',
    },
    diets: [],
    allergies: ['Shellfish'],
    dislikes: 'olives',
    cuisines: ['Chinese', 'Japanese'],
    budget: '$150',
    meals: [7, 7, 7, 7],
    cookingTime: '45 minutes',
    store: 'Kroger',
    quality: 'Premium',
    zip: '78701',
  },
  {
    name: 'F45 lose weight $100',
    onboarding: {
      age: 45,
      gender: 'Female',
      height_feet: 5,
      height_inches: 6,
      weight: 190,
      activity_level: 'Lightly Active',
      health_goal: 'Lose Weight',
    },
    diets: ['Dairy-Free'],
    allergies: ['Eggs'],
    dislikes: '',
    cuisines: ['Mediterranean'],
    budget: '$100',
    meals: [5, 5, 7, 3],
    cookingTime: '30 minutes',
    store: 'Aldi',
    quality: 'Balanced',
    zip: '30301',
  },
];

/** Monday starts the weeks planned (the first is the one the cold requests plan). */
const WEEKS = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];

interface Person {
  profile: StoredProfile;
  user: SignedInUser;
}

async function storeProfile(user: SignedInUser, profile: StoredProfile): Promise<void> {
  const id = user.user.id;
  const c = user.client;
  const steps = [
    c.from('onboarding_profile').upsert({ id, full_name: profile.name, ...profile.onboarding }),
    c.from('food_preferences').upsert({
      id,
      dietary_restrictions: profile.diets,
      allergies: profile.allergies,
      disliked_foods: profile.dislikes,
      protein_goal: 'Use recommended amount',
      favorite_cuisines: profile.cuisines,
    }),
    c.from('meal_frequency').upsert({
      id,
      weekly_budget: profile.budget,
      custom_budget: null,
      breakfasts_per_week: profile.meals[0],
      lunch_per_week: profile.meals[1],
      dinner_per_week: profile.meals[2],
      snacks_per_week: profile.meals[3],
      meal_prep_frequency: 'Bi-Weekly',
      cooking_time: profile.cookingTime,
      cooking_methods: [],
    }),
    c.from('budget_settings').upsert({
      id,
      shopping_frequency: 'Weekly',
      zip_code: profile.zip,
      preferred_store: [profile.store],
      preferred_store_other: null,
      ingredient_quality: profile.quality,
    }),
  ];
  for (const step of steps) {
    const { error } = await step;
    if (error) throw new Error(`storing ${profile.name} failed: ${error.message}`);
  }
}

/** The parts of a stored week this script reads back from the functions' answers. */
const weekAnswer = z.looseObject({
  weeklyPlan: z.looseObject({
    weekStart: z.string(),
    days: z.array(
      z.looseObject({
        day: z.string(),
        meals: z.array(z.looseObject({ id: z.string(), type: z.string() })),
      }),
    ),
  }),
});
type Week = z.infer<typeof weekAnswer>['weeklyPlan'];

/** The last answer's week per person and week start: what the edits work on. */
const weeks = new Map<string, Week>();
const weekKey = (person: Person, weekStart: string) => `${person.user.user.id} ${weekStart}`;

function keepWeek(person: Person, answer: unknown): void {
  const week = weekAnswer.parse(answer).weeklyPlan;
  weeks.set(weekKey(person, week.weekStart), week);
}

/** What the i-th request of a function sends, and as whom. */
type RequestFor = (i: number) => {
  person: Person;
  body: unknown;
  label: string;
  after: (answer: unknown) => void;
};

function generateRequests(people: Person[]): RequestFor {
  return (i) => {
    const person = people[i % people.length] as Person;
    const weekStart = WEEKS[Math.floor(i / people.length) % WEEKS.length] as string;
    return {
      person,
      body: { userId: person.user.user.id, weekStart },
      label: 'generate-meal-plan',
      after: (answer) => keepWeek(person, answer),
    };
  };
}

/** The stored weeks the edits cycle through, as [person, week start]. */
function storedWeeks(people: Person[]): [Person, string][] {
  const found: [Person, string][] = [];
  for (const weekStart of WEEKS)
    for (const person of people)
      if (weeks.has(weekKey(person, weekStart))) found.push([person, weekStart]);
  if (found.length === 0) throw new Error('no stored week to edit: run generate-meal-plan first');
  return found;
}

function regenerateRequests(people: Person[]): RequestFor {
  const stored = storedWeeks(people);
  return (i) => {
    const [person, weekStart] = stored[i % stored.length] as [Person, string];
    const week = weeks.get(weekKey(person, weekStart)) as Week;
    const days = week.days.filter((d) => d.meals.length > 0);
    const day = days[Math.floor(i / stored.length) % days.length];
    const meal = day?.meals.find((m) => m.type === 'DINNER') ?? day?.meals[0];
    if (!day || !meal) throw new Error(`no meal to replace in ${weekStart}`);
    return {
      person,
      body: {
        userId: person.user.user.id,
        weekStart,
        dayOfWeek: day.day,
        mealType: meal.type,
        mealId: meal.id,
      },
      label: 'regenerate-meal',
      after: (answer) => keepWeek(person, answer),
    };
  };
}

function editRequests(people: Person[]): RequestFor {
  const stored = storedWeeks(people);
  /** The day each week's last removal emptied a slot of, filled by the next request. */
  const emptied = new Map<string, string>();
  return (i) => {
    const [person, weekStart] = stored[Math.floor(i / 2) % stored.length] as [Person, string];
    const key = weekKey(person, weekStart);
    const week = weeks.get(key) as Week;
    const toFill = emptied.get(key);
    const after = (answer: unknown) => keepWeek(person, answer);
    if (toFill !== undefined) {
      emptied.delete(key);
      return {
        person,
        body: { userId: person.user.user.id, weekStart, action: 'fillDay', day: toFill },
        label: 'fillDay',
        after,
      };
    }
    const days = week.days.filter((d) => d.meals.length > 0);
    const day = days[Math.floor(i / 2 / stored.length) % days.length];
    const meal = day?.meals.find((m) => m.type === 'LUNCH') ?? day?.meals[0];
    if (!day || !meal) throw new Error(`no meal to remove in ${weekStart}`);
    emptied.set(key, day.day);
    return {
      person,
      body: { userId: person.user.user.id, weekStart, action: 'remove', mealId: meal.id },
      label: 'remove',
      after,
    };
  };
}

// ------------------------------------------------------------------------------------------------
// One function's run
// ------------------------------------------------------------------------------------------------

interface FunctionRun {
  name: FunctionName;
  boots: CpuReading[];
  bootRssMb: number[];
  cold: Sample[];
  warm: Sample[];
  peakMb: number[];
  /** VmRSS of the warm process after its cold request, then after each warm request. */
  warmRssMb: number[];
}

async function runFunction(
  name: FunctionName,
  env: Record<string, string>,
  requests: RequestFor,
  coldCount: number,
  warmCount: number,
): Promise<FunctionRun> {
  const run: FunctionRun = {
    name,
    boots: [],
    bootRssMb: [],
    cold: [],
    warm: [],
    peakMb: [],
    warmRssMb: [],
  };
  // One untimed start, so every measured start finds Deno's transpile cache filled.
  await (await serve(name, env)).stop();
  let i = 0;
  for (let c = 0; c < coldCount; c += 1) {
    const server = await serve(name, env);
    const last = c === coldCount - 1;
    try {
      run.boots.push(server.boot);
      run.bootRssMb.push(server.bootRssMb);
      const next = requests(i++);
      const sample = await request(server, next.person.user.accessToken, next.body, next.label);
      if (sample.status === 200) next.after(sample.answer);
      run.cold.push(sample);
      process.stdout.write(
        `  ${name} cold ${c + 1}/${coldCount} (${sample.label}): main ${sample.mainMs.toFixed(0)} ms CPU, ${sample.wallMs.toFixed(0)} ms wall\n`,
      );
      if (last) {
        run.warmRssMb.push(memoryMb(server.pid, 'VmRSS'));
        for (let w = 0; w < warmCount; w += 1) {
          const warmNext = requests(i++);
          const warm = await request(
            server,
            warmNext.person.user.accessToken,
            warmNext.body,
            warmNext.label,
          );
          if (warm.status === 200) warmNext.after(warm.answer);
          run.warm.push(warm);
          run.warmRssMb.push(memoryMb(server.pid, 'VmRSS'));
        }
        process.stdout.write(`  ${name} warm: ${warmCount} requests on the last process\n`);
      }
      run.peakMb.push(memoryMb(server.pid, 'VmHWM'));
    } finally {
      await server.stop();
    }
  }
  return run;
}

// ------------------------------------------------------------------------------------------------
// Bundle size
// ------------------------------------------------------------------------------------------------

const denoInfoSchema = z.looseObject({
  modules: z.array(
    z.looseObject({
      specifier: z.string(),
      kind: z.string().optional(),
      size: z.number().optional(),
      local: z.string().optional(),
      error: z.string().optional(),
      npmPackage: z.string().optional(),
    }),
  ),
  npmPackages: z
    .record(
      z.string(),
      z.looseObject({
        name: z.string(),
        version: z.string(),
        dependencies: z.array(z.string()).default([]),
        localPath: z.string().optional(),
      }),
    )
    .default({}),
});

function denoJson(args: string[]): unknown {
  const text = execFileSync(denoPath, args, {
    cwd: functionsDir,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
  return JSON.parse(text) as unknown;
}

/** Bytes and files under a folder, not following links. */
function folderSize(path: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += lstatSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

interface BundlePart {
  label: string;
  bytes: number;
  files: number;
  note: string;
}

interface Bundle {
  name: FunctionName;
  totalBytes: number;
  localBytes: number;
  npmBytes: number;
  parts: BundlePart[];
}

let npmCacheRoot: string | undefined;

function packageFolder(pkg: { name: string; version: string; localPath?: string }): string {
  if (pkg.localPath) return pkg.localPath;
  if (!npmCacheRoot) {
    const cache = z.looseObject({ npmCache: z.string() }).parse(denoJson(['info', '--json']));
    npmCacheRoot = cache.npmCache;
  }
  return join(npmCacheRoot, 'registry.npmjs.org', pkg.name, pkg.version);
}

/** The group a local module is counted in: the catalogue, the planner, other shared code. */
function localGroup(path: string): string {
  const rel = path.startsWith(functionsDir) ? path.slice(functionsDir.length + 1) : path;
  const m = /^_shared\/([^/]+)\//.exec(rel);
  return m ? `_shared/${m[1]}/` : `${rel.split('/')[0]}/`;
}

function bundleOf(name: FunctionName): Bundle {
  const info = denoInfoSchema.parse(
    denoJson(['info', '--json', '--config', denoConfig, `${name}/index.ts`]),
  );
  const broken = info.modules.filter((m) => m.error);
  if (broken.length > 0)
    throw new Error(
      `deno info could not resolve ${broken.map((m) => `${m.specifier}: ${m.error}`).join('; ')}`,
    );
  const groups = new Map<string, BundlePart>();
  let localBytes = 0;
  for (const module of info.modules) {
    if (module.kind === 'npm' || module.size === undefined) continue;
    localBytes += module.size;
    const label = module.local ? localGroup(module.local) : module.specifier;
    const part = groups.get(label) ?? { label, bytes: 0, files: 0, note: 'our modules' };
    part.bytes += module.size;
    part.files += 1;
    groups.set(label, part);
  }
  // Which package pulls each one in: the graph's own npm imports are direct.
  const direct = new Set(info.modules.flatMap((m) => (m.npmPackage ? [m.npmPackage] : [])));
  const via = new Map<string, string>();
  const queue = [...direct];
  for (const id of queue) {
    for (const dep of info.npmPackages[id]?.dependencies ?? []) {
      if (direct.has(dep) || via.has(dep)) continue;
      via.set(dep, direct.has(id) ? id : (via.get(id) ?? id));
      queue.push(dep);
    }
  }
  let npmBytes = 0;
  const packages: BundlePart[] = [];
  for (const [id, pkg] of Object.entries(info.npmPackages)) {
    const size = folderSize(packageFolder(pkg));
    npmBytes += size.bytes;
    packages.push({
      label: id,
      ...size,
      note: direct.has(id) ? 'imported' : `via ${via.get(id) ?? '?'}`,
    });
  }
  return {
    name,
    totalBytes: localBytes + npmBytes,
    localBytes,
    npmBytes,
    parts: [...packages, ...groups.values()].sort((a, b) => b.bytes - a.bytes),
  };
}

// ------------------------------------------------------------------------------------------------
// Report
// ------------------------------------------------------------------------------------------------

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const pad = (s: string, n: number) => s.padEnd(n);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function summaryRow(label: string, samples: Sample[]): string {
  if (samples.length === 0) return `  ${pad(label, 26)} -`;
  const main = samples.map((s) => s.mainMs);
  const total = samples.map((s) => s.totalMs);
  const wall = samples.map((s) => s.wallMs);
  return (
    `  ${pad(label, 26)} ${String(samples.length).padStart(3)}  ` +
    `main CPU p50 ${pad(ms(percentile(main, 50)), 8)} p95 ${pad(ms(percentile(main, 95)), 8)} max ${pad(ms(Math.max(...main)), 8)}` +
    `process CPU p50 ${pad(ms(percentile(total, 50)), 8)} p95 ${pad(ms(percentile(total, 95)), 8)}` +
    `wall p50 ${pad(ms(percentile(wall, 50)), 8)} p95 ${ms(percentile(wall, 95))}`
  );
}

function report(run: FunctionRun): string[] {
  const lines = [`${run.name}:`];
  const bootMain = run.boots.map((b) => b.mainMs);
  const bootTotal = run.boots.map((b) => b.totalMs);
  lines.push(
    `  ${pad('start (to listening)', 26)} ${String(run.boots.length).padStart(3)}  ` +
      `main CPU p50 ${pad(ms(percentile(bootMain, 50)), 8)} max ${pad(ms(Math.max(...bootMain)), 8)}` +
      `process CPU p50 ${pad(ms(percentile(bootTotal, 50)), 8)} RSS at listening p50 ${percentile(run.bootRssMb, 50).toFixed(0)} MB`,
  );
  for (const [kind, samples] of [
    ['cold first request', run.cold],
    ['warm requests', run.warm],
  ] as const) {
    lines.push(summaryRow(kind, samples));
    const labels = [...new Set(samples.map((s) => s.label))];
    if (labels.length > 1)
      for (const label of labels)
        lines.push(
          summaryRow(
            `  ${label}`,
            samples.filter((s) => s.label === label),
          ),
        );
  }
  const coldPeaks = run.peakMb.slice(0, -1).map((v) => v.toFixed(0));
  lines.push(
    `  ${pad('peak memory (VmHWM)', 26)} ${Math.max(...run.peakMb).toFixed(1)} MB ` +
      `(the warm process ${(run.peakMb.at(-1) ?? NaN).toFixed(1)} MB after ${run.warm.length + 1} requests` +
      `${coldPeaks.length > 0 ? `; the other cold processes ${coldPeaks.join(', ')} MB` : ''})`,
  );
  if (run.warmRssMb.length > 1) {
    // Resident memory of the warm process along its requests: what it keeps as it serves more.
    const step = Math.max(1, Math.floor((run.warmRssMb.length - 1) / 5));
    const points: string[] = [];
    for (let i = 0; i < run.warmRssMb.length; i += step)
      points.push(`${i + 1}: ${(run.warmRssMb[i] as number).toFixed(0)}`);
    if ((run.warmRssMb.length - 1) % step !== 0)
      points.push(`${run.warmRssMb.length}: ${(run.warmRssMb.at(-1) as number).toFixed(0)}`);
    lines.push(`  ${pad('RSS after request n', 26)} ${points.join(', ')} MB`);
  }
  return lines;
}

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
    for (const child of running) child.kill('SIGTERM');
    process.exit(1);
  },
);
