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
import { root } from './lib.mjs';
import { createAccount } from './bench-account.mjs';
import { runLighthouse } from './bench-web-lighthouse.mjs';
import { printComparison, printLighthouse, printScripts } from './bench-web-report.mjs';
import { measureScripts } from './bench-web-scripts.mjs';
import { startServers, waitForApp } from './bench-web-servers.mjs';
import { BASELINE_DIR, OUT_DIR, RUNS, TARGETS, step } from './bench-web-settings.mjs';

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
