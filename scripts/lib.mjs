// Helpers shared by the project's commands. Plain Node (no dependencies), because they
// run before `npm install` has happened on a fresh clone.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stampFile = path.join(root, 'node_modules', '.install-stamp');

export function log(message) {
  process.stdout.write(`\x1b[1m▸ ${message}\x1b[0m\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function lockHash() {
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  const pkg = readFileSync(path.join(root, 'package.json'));
  return createHash('sha256').update(lock).update(pkg).digest('hex');
}

/** Installs the npm dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const wanted = lockHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  // `npm install` follows the lock file and, unlike `npm ci`, keeps a node_modules that is
  // already mostly right. The lock file lists every platform package (Deno's binaries for other
  // systems too), so `npm ci` on a fresh clone works as well (deployment pipelines use it).
  log('Installing dependencies (npm install)...');
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('npm install failed: check that the npm registry is reachable.');
    process.exit(status);
  }
  writeFileSync(stampFile, wanted);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function aptInstall(packages) {
  if (!existsSync('/usr/bin/apt-get')) return false;
  const prefix = isRoot() ? [] : existsSync('/usr/bin/sudo') ? ['sudo', '-n'] : null;
  if (!prefix) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptCommand = (args) =>
    prefix.length
      ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args], { env })
      : run('apt-get', args, { env });
  if (aptCommand(['update', '-qq']) !== 0) return false;
  return aptCommand(['install', '-y', '-qq', '--no-install-recommends', ...packages]) === 0;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The switches every Chromium run of ours uses (the e2e suite, bench:web, the diagrams):
 * no sandbox or GPU, and nothing reaching for the network (the machine has none).
 */
export const chromiumSwitches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright drives Debian's Chromium (browser downloads do not work here). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  log("Chromium is missing: installing Debian's chromium package...");
  if (aptInstall(['chromium']) && existsSync(chromiumPath)) return;
  console.error(
    [
      '',
      `Chromium was not found at ${chromiumPath} and could not be installed automatically.`,
      'Install it with:  sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

export function postgresBinDir() {
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'postgres'))) return dir;
  }
  return null;
}

/** The backend contract suite also runs against a real PostgreSQL when Debian's server is there. */
export function ensurePostgres() {
  if (postgresBinDir()) return true;
  log("PostgreSQL is missing: installing Debian's postgresql package for the contract suite...");
  if (aptInstall(['postgresql']) && postgresBinDir()) return true;
  console.warn('PostgreSQL could not be installed: the contract suite runs on PGlite only.');
  return false;
}
