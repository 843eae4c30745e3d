// bench:web's report: the gzipped JavaScript table, the Lighthouse tables, the comparison with
// the baseline, and the budgets' verdicts.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import {
  PAGE_MANIFEST_KEYS,
  TARGET_KB,
  formatKb,
  inspectorLeaks,
  manifestClosure,
} from './bench-bundle.mjs';
import { median } from './bench-web-lighthouse.mjs';
import { LCP_TARGET_MS, LIGHTHOUSE_TARGET, OUT_DIR, PAGES, RUNS } from './bench-web-settings.mjs';

function sumBytes(files) {
  return files.reduce((total, { gzipBytes }) => total + gzipBytes, 0);
}

function verdict(ok) {
  return ok ? 'met' : 'NOT met';
}

export function printScripts(downloaded) {
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

export function printLighthouse(results, heading = '') {
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
export function printComparison(ours, baseline) {
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
