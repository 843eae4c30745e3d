// `npm test`: installs what is missing, then type-checks, lints and runs every suite.
import { ensureChromium, ensureDependencies, ensurePostgres, log, run } from './lib.mjs';

ensureDependencies();
ensureChromium();
// With PostgreSQL installed, the contract suites must also run on it: a skip becomes a failure.
if (ensurePostgres()) process.env.REQUIRE_POSTGRES = '1';

// The Vitest projects run one after another: on two cores, PGlite backends, solver runs and
// jsdom screens competing at once make every suite slower and timing tests flaky.
const steps = [
  ['Type-checking', 'npm', ['run', '-s', 'typecheck']],
  ['Linting', 'npm', ['run', '-s', 'lint']],
  ['Machines, screens and components (Vitest, web)', 'npx', ['vitest', 'run', '--project', 'web']],
  ['Planner and catalogue (Vitest, planner)', 'npx', ['vitest', 'run', '--project', 'planner']],
  [
    'Backend contract suites through supabase-js (Vitest, backend)',
    'npx',
    ['vitest', 'run', '--project', 'backend'],
  ],
  ['End-to-end tests in Chromium (Playwright)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  log(title);
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${status}).`);
    process.exit(status);
  }
}
log(`All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
