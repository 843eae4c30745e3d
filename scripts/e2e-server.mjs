// The end-to-end suite's servers: a fresh local backend (own data dir and ports, real email
// confirmation, mailbox) and the production build of the app pointed at it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const appPort = process.env.E2E_APP_PORT ?? '5174';
const apiPort = process.env.E2E_API_PORT ?? '54421';
const smtpPort = process.env.E2E_SMTP_PORT ?? '54425';
// The port the recipe-import spec serves its pages on: the only loopback address the import
// function may fetch (its test allow-list, honoured on a local backend only).
const recipePort = process.env.E2E_RECIPE_PORT ?? '54431';
// Separate folders let two runs (on other ports) work side by side.
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.data/e2e');
const outDir = path.resolve(root, process.env.E2E_OUT_DIR ?? 'dist');
const appOrigin = `http://127.0.0.1:${appPort}`;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const backendEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: apiPort,
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${apiPort}`,
  SITE_URL: appOrigin,
  CORS_ORIGINS: appOrigin,
  SMTP_PORT: smtpPort,
  AUTO_CONFIRM: 'false',
  // Test clocks: a spec moves the functions' today for its own account (e2e/support.ts).
  CLOCK_FILE: path.join(dataDir, 'test-clocks.json'),
  IMPORT_RECIPE_TEST_ALLOW_HOSTS: `127.0.0.1:${recipePort}`,
};

function status() {
  const result = spawnSync('npx', ['tsx', 'supabase/local/cli.ts', 'status', '--json'], {
    cwd: root,
    env: backendEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`backend status failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

const children = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});

const backend = spawn('npx', ['tsx', 'supabase/local/cli.ts', 'start'], {
  cwd: root,
  env: backendEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(backend);
backend.on('exit', (code) => {
  console.error(`The e2e backend stopped (exit ${code}).`);
  stopAll();
  process.exit(code ?? 1);
});

const deadline = Date.now() + 90_000;
let ready = false;
while (!ready && Date.now() < deadline) {
  try {
    const response = await fetch(`http://127.0.0.1:${apiPort}/auth/v1/health`);
    ready = response.status < 500;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
if (!ready) {
  console.error('The e2e backend did not answer within 90 s.');
  stopAll();
  process.exit(1);
}

const backendStatus = status();
// The specs read the URLs and keys from here (the service-role key creates test users).
writeFileSync(
  path.join(dataDir, 'e2e-status.json'),
  JSON.stringify({ ...backendStatus, appOrigin }, null, 2),
);

const appEnv = {
  ...process.env,
  VITE_SUPABASE_URL: backendStatus.apiUrl,
  VITE_SUPABASE_ANON_KEY: backendStatus.anonKey,
};
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
  {
    cwd: root,
    stdio: 'inherit',
    env: appEnv,
  },
);
if (build.status !== 0) {
  stopAll();
  process.exit(build.status ?? 1);
}

const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', appPort, '--strictPort', '--host', '127.0.0.1', '--outDir', outDir],
  {
    cwd: root,
    stdio: 'inherit',
    env: appEnv,
  },
);
children.push(preview);
preview.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});
