// bench:web's Lighthouse runs: performance only, each page several times, this checkout and the
// baseline in turn, the signed-in pages after a sign-in through the app in the same Chrome.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, root } from './lib.mjs';
import { signInThroughTheApp } from './bench-web-scripts.mjs';
import {
  CHROME_FLAGS,
  KEEP_TRACES,
  PAGES,
  REPORT_DIR,
  RUNS,
  TARGETS,
  step,
} from './bench-web-settings.mjs';

export function median(values) {
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

export async function runLighthouse() {
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
