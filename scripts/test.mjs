// `npm test`: installs what is missing, then type-checks, lints and runs every suite.
import { ensureChromium, ensureDependencies, ensurePostgres, log, run } from './lib.mjs';

ensureDependencies();
ensureChromium();
ensurePostgres();

const steps = [
  ['Type-checking', 'npm', ['run', '-s', 'typecheck']],
  ['Linting', 'npm', ['run', '-s', 'lint']],
  ['Unit, model-based, component, planner and backend contract tests (Vitest)', 'npx', ['vitest', 'run']],
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
