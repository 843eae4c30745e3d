// bench:web's settings (its ports, folders, the checkouts and pages measured, the Chromium
// switches, read from the environment once) and the two small helpers every part uses.
import path from 'node:path';
import { chromiumSwitches, root } from './lib.mjs';

const APP_PORT = process.env.BENCH_APP_PORT ?? '5194';
const API_PORT = process.env.BENCH_API_PORT ?? '54441';
const SMTP_PORT = process.env.BENCH_SMTP_PORT ?? '54445';
// Own folders can be given too, so two benches (or a bench and the e2e suite) never share a build.
export const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench-web';
export const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const BASELINE_DIR = process.env.BENCH_BASELINE_DIR
  ? path.resolve(process.env.BENCH_BASELINE_DIR)
  : null;
/** The checkouts measured: this one and, side by side, the baseline (its ports ten above). */
export const TARGETS = [
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
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const LIGHTHOUSE_TARGET = 95;
// Set BENCH_REPORT_DIR to keep every Lighthouse report (JSON, one per page and run) there, and
// BENCH_TRACES=1 as well to keep each run's performance trace beside it (<page>-<run>.trace,
// the trace Lighthouse simulated from, for reading which tasks blocked).
export const REPORT_DIR = process.env.BENCH_REPORT_DIR
  ? path.resolve(process.env.BENCH_REPORT_DIR)
  : null;
export const KEEP_TRACES = REPORT_DIR !== null && process.env.BENCH_TRACES === '1';

/** The same switches as the e2e suite, headless. */
export const CHROME_FLAGS = ['--headless=new', ...chromiumSwitches];

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
export const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`BENCH_PAGES names no page: ${process.env.BENCH_PAGES}`);
export const LCP_TARGET_MS = 2500;

export function step(message) {
  process.stdout.write(`\x1b[1m▸ ${message}\x1b[0m\n`);
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
