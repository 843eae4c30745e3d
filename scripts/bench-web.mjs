// `npm run bench:web`: the web performance budgets of the product, measured on the production
// build served by `vite preview` against a fresh local backend.
//
// 1. Gzipped JavaScript per page, two ways: what Chromium really downloads when the page opens
//    (every script response, gzipped at level 9), and the build manifest's static closure (what
//    `npm run bench:bundle` prints). They differ when a page asks for lazy chunks as soon as it
//    starts (the Supabase client that tells the session whether someone is signed in).
// 2. Lighthouse 12 (performance category only, its default mobile emulation and simulated
//    throttling) on home, login, the four demo pages and the signed-in dashboard, meal plan, day
//    plan and shopping list (an account with a planned week): the median of three runs per page,
//    with verdicts against 95 (and, signed in, LCP under 2.5 s).
//
// It prints the numbers and the budget verdicts; it exits non-zero only when something breaks,
// never because a target is missed (timings vary from machine to machine).
//
// Side by side: BENCH_BASELINE_DIR=<another checkout of the project, with its node_modules>
// builds and serves that checkout as well (its own ports, backend and build) and runs Lighthouse
// on both in turn, run by run, so a change is compared on the same machine at the same moment:
//   git worktree add ../baseline <commit> && ln -s "$PWD/node_modules" ../baseline/node_modules
//   BENCH_BASELINE_DIR=../baseline BENCH_PAGES=dashboard npm run bench:web
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, root } from './lib.mjs';
import { ACCOUNT, createAccount } from './bench-account.mjs';
import {
  PAGE_MANIFEST_KEYS,
  TARGET_KB,
  formatKb,
  gzippedSize,
  inspectorLeaks,
  manifestClosure,
} from './bench-bundle.mjs';

const APP_PORT = process.env.BENCH_APP_PORT ?? '5194';
const API_PORT = process.env.BENCH_API_PORT ?? '54441';
const SMTP_PORT = process.env.BENCH_SMTP_PORT ?? '54445';
// Own folders can be given too, so two benches (or a bench and the e2e suite) never share a build.
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench-web';
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR
  ? path.resolve(process.env.BENCH_BASELINE_DIR)
  : null;
/** The checkouts measured: this one and, side by side, the baseline (its ports ten above). */
const TARGETS = [
  { label: 'this checkout', dir: root, appPort: APP_PORT, apiPort: API_PORT, smtpPort: SMTP_PORT },
  ...(BASELINE_DIR
    ? [
        {
          label: 'baseline',
          dir: BASELINE_DIR,
          appPort: String(Number(APP_PORT) + 10),
          apiPort: String(Number(API_PORT) + 10),
          smtpPort: String(Number(SMTP_PORT) + 10),
        },
      ]
    : []),
].map((target) => ({ ...target, origin: `http://127.0.0.1:${target.appPort}` }));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_TARGET = 95;
// Set BENCH_REPORT_DIR to keep every Lighthouse report (JSON, one per page and run) there, and
// BENCH_TRACES=1 as well to keep each run's performance trace beside it (<page>-<run>.trace,
// the trace Lighthouse simulated from, for reading which tasks blocked).
const REPORT_DIR = process.env.BENCH_REPORT_DIR ? path.resolve(process.env.BENCH_REPORT_DIR) : null;
const KEEP_TRACES = REPORT_DIR !== null && process.env.BENCH_TRACES === '1';

/** The same switches as the e2e suite: headless, no sandbox, nothing reaching for the network. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ALL_PAGES = [
  { name: 'home', path: '/', lighthouseTarget: true },
  { name: 'login', path: '/login', lighthouseTarget: false },
  { name: 'demo meal plan', path: '/demo/meal-plan', lighthouseTarget: true },
  { name: 'demo day', path: '/demo/meal-plan-day/monday', lighthouseTarget: true },
  { name: 'demo shopping list', path: '/demo/shopping-list', lighthouseTarget: true },
  { name: 'demo budget', path: '/demo/budget-tracker', lighthouseTarget: true },
  // Signed in, with a planned week (the day is the plan's first, a Monday or its start day).
  { name: 'dashboard', path: '/dashboard', lighthouseTarget: true, signedIn: true },
  { name: 'meal plan', path: '/meal-plan', lighthouseTarget: true, signedIn: true },
  { name: 'day plan', path: '/meal-plan/monday', lighthouseTarget: true, signedIn: true },
  { name: 'shopping list', path: '/shopping-list', lighthouseTarget: true, signedIn: true },
];
// BENCH_PAGES=dashboard,shopping-list measures only those pages (names with dashes for spaces).
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim().replaceAll('-', ' '));
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`BENCH_PAGES names no page: ${process.env.BENCH_PAGES}`);
const LCP_TARGET_MS = 2500;

function step(message) {
  process.stdout.write(`\x1b[1m▸ ${message}\x1b[0m\n`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// Servers: scripts/e2e-server.mjs on this bench's own ports, data folder and build folder.

/** Starts backend, build and preview in their own process group, so one signal stops them all. */
function startServers(target) {
  const child = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: target.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_APP_PORT: target.appPort,
      E2E_API_PORT: target.apiPort,
      E2E_SMTP_PORT: target.smtpPort,
      E2E_DATA_DIR: DATA_DIR,
      E2E_OUT_DIR: OUT_DIR,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, sleep(5000)]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

async function waitForApp(servers, target) {
  const deadline = Date.now() + 300_000;
  const statusFile = path.resolve(target.dir, DATA_DIR, 'e2e-status.json');
  while (Date.now() < deadline) {
    const stopped = await Promise.race([servers.exited, sleep(500).then(() => undefined)]);
    if (stopped !== undefined) {
      throw new Error(`The bench servers stopped (exit ${stopped}):\n${servers.output()}`);
    }
    try {
      const response = await fetch(`${target.origin}/`);
      if (response.ok && existsSync(statusFile))
        return JSON.parse(readFileSync(statusFile, 'utf8'));
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`The app did not answer on ${target.origin} within 300 s:\n${servers.output()}`);
}

// ---------------------------------------------------------------------------------------------
// The signed-in account: scripts/bench-account.mjs (confirmed, profile complete, a planned week).

/** Signs in through the login page, as a person would, and waits for the dashboard. */
async function signInThroughTheApp(page, origin = APP_ORIGIN) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await page.waitForURL(`${origin}/dashboard`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

// ---------------------------------------------------------------------------------------------
// JavaScript the browser downloads.

/** Opens `url` in a fresh page (cold cache) and gzips every script it downloads. */
async function downloadedScripts(context, url) {
  const page = await context.newPage();
  const bodies = new Map();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => bodies.set(response.url(), gzippedSize(body)),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Chunks a page asks for right after it renders (the session's client) still count.
  await sleep(1000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return [...bodies].map(([scriptUrl, gzipBytes]) => ({
    file: new URL(scriptUrl).pathname.replace(/^\//, ''),
    gzipBytes,
  }));
}

async function measureScripts() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const results = {};
    const signedOut = await browser.newContext();
    for (const page of PAGES.filter((candidate) => !candidate.signedIn)) {
      results[page.name] = await downloadedScripts(signedOut, `${APP_ORIGIN}${page.path}`);
    }
    await signedOut.close();

    const signingIn = await browser.newContext();
    await signInThroughTheApp(await signingIn.newPage());
    const storageState = await signingIn.storageState();
    await signingIn.close();
    // A new context has an empty HTTP cache but the stored session.
    const signedIn = await browser.newContext({ storageState });
    for (const page of PAGES.filter((candidate) => candidate.signedIn)) {
      results[page.name] = await downloadedScripts(signedIn, `${APP_ORIGIN}${page.path}`);
    }
    await signedIn.close();
    return results;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    // The element's text (Lighthouse's node label) says more than its markup.
    lcpElement: (() => {
      const node =
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      const label = node?.nodeLabel ?? node?.snippet;
      return label && label.length > 60 ? `${label.slice(0, 57)}...` : label;
    })(),
    // Lighthouse's own CPU benchmark: lower means a busier or slower machine, and TBT (simulated
    // from the observed tasks) rises with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The run with the median score (Lighthouse's own advice for repeated runs). */
function medianRun(runs) {
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return byScore[Math.floor(byScore.length / 2)];
}

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  // One table per checkout measured; with a baseline its runs take turns with this checkout's.
  const results = Object.fromEntries(TARGETS.map((target) => [target.label, {}]));
  try {
    const measure = async (page) => {
      const runs = Object.fromEntries(TARGETS.map((target) => [target.label, []]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const target of TARGETS) {
          const result = await lighthouse(`${target.origin}${page.path}`, flags);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          if (REPORT_DIR) {
            mkdirSync(REPORT_DIR, { recursive: true });
            const prefix = target.dir === root ? '' : 'baseline-';
            const file = `${prefix}${page.name.replaceAll(' ', '-')}-${run + 1}.json`;
            writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(result.lhr));
            if (KEEP_TRACES) {
              const trace = path.join(REPORT_DIR, file.replace(/\.json$/, '.trace'));
              writeFileSync(trace, JSON.stringify(result.artifacts.Trace));
            }
          }
          runs[target.label].push(summarise(result.lhr));
        }
      }
      for (const target of TARGETS) {
        const own = runs[target.label];
        results[target.label][page.name] = { runs: own, median: medianRun(own) };
        const scores = own.map((run) => run.score).join(', ');
        const whose = TARGETS.length > 1 ? ` (${target.label})` : '';
        step(`Lighthouse ${page.name}${whose}: scores ${scores}`);
      }
    };
    // Signed out first: Lighthouse clears the HTTP cache and service workers before each run,
    // but not localStorage, so the session the dashboard needs is added afterwards.
    for (const page of PAGES.filter((candidate) => !candidate.signedIn)) await measure(page);

    // The session is the app's own: a page of the same Chrome signs in through the login form
    // (over the DevTools protocol), so supabase-js stores it where it always does. Lighthouse's
    // default storage reset keeps localStorage and still starts each run with a cold cache.
    if (PAGES.some((candidate) => candidate.signedIn)) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      for (const target of TARGETS) {
        const page = await context.newPage();
        await signInThroughTheApp(page, target.origin);
        await page.close();
      }
    }
    for (const signedInPage of PAGES.filter((candidate) => candidate.signedIn)) {
      await measure(signedInPage);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report.

function sumBytes(files) {
  return files.reduce((total, { gzipBytes }) => total + gzipBytes, 0);
}

function verdict(ok) {
  return ok ? 'met' : 'NOT met';
}

function printScripts(downloaded) {
  const outDir = path.resolve(root, OUT_DIR);
  const closures = {
    home: manifestClosure(outDir, PAGE_MANIFEST_KEYS.home),
    dashboard: manifestClosure(outDir, PAGE_MANIFEST_KEYS.dashboard),
  };
  console.log('\nGzipped JavaScript (level 9)');
  console.log('  page              downloaded by Chromium   manifest static closure');
  for (const page of PAGES) {
    const closure = closures[page.name === 'dashboard' ? 'dashboard' : page.name];
    console.log(
      `  ${page.name.padEnd(16)}  ${formatKb(sumBytes(downloaded[page.name])).padStart(22)}   ${
        closure ? formatKb(sumBytes(closure)).padStart(23) : '                      -'
      }`,
    );
  }
  for (const name of ['home', 'dashboard']) {
    if (!downloaded[name]) continue;
    const inClosure = new Set(closures[name].map(({ file }) => file));
    const lazy = downloaded[name].filter(({ file }) => !inClosure.has(file));
    if (lazy.length === 0) continue;
    console.log(`\n  ${name}: chunks loaded on demand right after start (not in the closure)`);
    for (const { file, gzipBytes } of lazy) console.log(`    ${formatKb(gzipBytes)}  ${file}`);
  }
  const leaks = inspectorLeaks(outDir);
  console.log(
    `  Inspector code in the production bundle: ${leaks.length ? leaks.join(', ') : 'none'}`,
  );
  if (!downloaded.home) return;
  const home = sumBytes(downloaded.home) / 1024;
  const homeClosure = sumBytes(closures.home) / 1024;
  console.log(
    `\n  Budget home JS < ${TARGET_KB} KB: downloaded ${home.toFixed(1)} KB ${verdict(home < TARGET_KB)}; ` +
      `static closure ${homeClosure.toFixed(1)} KB ${verdict(homeClosure < TARGET_KB)}`,
  );
}

function printLighthouse(results, heading = '') {
  console.log(
    `\nLighthouse${heading} ${RUNS > 1 ? `(median of ${RUNS} runs, ` : '('}mobile, simulated throttling)`,
  );
  console.log('  page              score      LCP      TBT      FCP     CLS   LCP element (text)');
  for (const page of PAGES) {
    const { median: run } = results[page.name];
    const ms = (value) => `${Math.round(value)} ms`.padStart(8);
    console.log(
      `  ${page.name.padEnd(16)}  ${String(run.score).padStart(5)} ${ms(run.lcp)} ${ms(run.tbt)} ${ms(run.fcp)} ${run.cls.toFixed(3).padStart(7)}   ${run.lcpElement ?? '-'}`,
    );
  }
  const spread = PAGES.map((page) => {
    const { runs } = results[page.name];
    return `${page.name} ${median(runs.map((run) => run.score))} (${runs.map((run) => run.score).join('/')})`;
  });
  console.log(`  scores per run: ${spread.join('; ')}`);
  const benchmarks = PAGES.flatMap((page) =>
    results[page.name].runs.map((run) => run.benchmarkIndex),
  );
  console.log(
    `  Lighthouse CPU benchmark index ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}, ` +
      `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: scores drop on a busy machine`,
  );
  for (const page of PAGES.filter((candidate) => candidate.lighthouseTarget)) {
    const { score, lcp } = results[page.name].median;
    const lcpVerdict = page.signedIn
      ? `; LCP < ${LCP_TARGET_MS / 1000} s: ${(lcp / 1000).toFixed(2)} s ${verdict(lcp < LCP_TARGET_MS)}`
      : '';
    console.log(
      `  Budget Lighthouse ${page.name} >= ${LIGHTHOUSE_TARGET}: ${score} ${verdict(score >= LIGHTHOUSE_TARGET)}${lcpVerdict}`,
    );
  }
}

/** This checkout against the baseline, page by page: median score and median total blocking time. */
function printComparison(ours, baseline) {
  console.log('\nThis checkout against the baseline (medians of the runs taken in turn)');
  console.log('  page              score (baseline)    TBT (baseline)');
  for (const page of PAGES) {
    const scores = (runs) => median(runs.map((run) => run.score));
    const tbt = (runs) => Math.round(median(runs.map((run) => run.tbt)));
    const a = ours[page.name].runs;
    const b = baseline[page.name].runs;
    console.log(
      `  ${page.name.padEnd(16)}  ${String(scores(a)).padStart(5)} (${String(scores(b)).padStart(3)})   ` +
        `${`${tbt(a)} ms`.padStart(8)} (${tbt(b)} ms)`,
    );
  }
}

async function main() {
  const started = Date.now();
  const running = [];
  const stop = () => {
    void Promise.all(running.map((servers) => servers.stop())).then(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    // One checkout at a time: two builds at once would each take twice as long.
    for (const target of TARGETS) {
      step(
        `Building ${target.dir === root ? '' : `${target.dir} `}into ${OUT_DIR}/ and starting a fresh backend and vite preview on ${target.origin}`,
      );
      const servers = startServers(target);
      running.push(servers);
      const backend = await waitForApp(servers, target);
      step('Creating a confirmed account with a complete profile');
      await createAccount(backend);
    }
    step('Counting the JavaScript Chromium downloads per page');
    const downloaded = await measureScripts();
    step(`Running Lighthouse ${RUNS} times per page`);
    const lighthouseResults = await runLighthouse();
    printScripts(downloaded);
    printLighthouse(lighthouseResults[TARGETS[0].label]);
    if (TARGETS.length > 1) {
      printLighthouse(lighthouseResults.baseline, ` of the baseline, ${BASELINE_DIR}`);
      printComparison(lighthouseResults[TARGETS[0].label], lighthouseResults.baseline);
    }
    console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    await Promise.all(running.map((servers) => servers.stop()));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
