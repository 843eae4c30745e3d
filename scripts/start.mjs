// `npm start`: installs what is missing, starts the embedded backend and serves the app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, log, root } from './lib.mjs';

ensureDependencies();

const children = [];
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

function readStatus() {
  const result = spawnSync('npx', ['tsx', 'supabase/local/cli.ts', 'status', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) return null;
  try {
    return JSON.parse(result.stdout);
  } catch {
    return null;
  }
}

async function waitForBackend(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/auth/v1/health`);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const env = { ...process.env };
const cli = path.join(root, 'supabase/local/cli.ts');
let status = null;
if (existsSync(cli)) {
  // Read the status first: it creates the data dir's secrets, so the backend and the app
  // are configured from the same keys.
  status = readStatus();
  if (!status) {
    console.error(
      'Could not read the local backend configuration (npx tsx supabase/local/cli.ts status).',
    );
    process.exit(1);
  }
  log('Starting the embedded backend...');
  // Node itself, not npx: a signal for the child then reaches the server, not just a wrapper
  // that would leave it running.
  const backend = spawn(process.execPath, ['--import', 'tsx', cli, 'start'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  children.push(backend);
  backend.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`The backend stopped (exit ${code}).`);
      stopAll();
      process.exit(code);
    }
  });
  if (!(await waitForBackend(status.apiUrl, 60_000))) {
    console.error('The backend did not start within 60 s.');
    stopAll();
    process.exit(1);
  }
  env.VITE_SUPABASE_URL = status.apiUrl;
  env.VITE_SUPABASE_ANON_KEY = status.anonKey;
}

log('Starting the app...');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const app = spawn(process.execPath, [viteBin, '--port', '5173', '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
children.push(app);
app.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});

setTimeout(() => {
  log('Mealwise is running:');
  console.log('  App:     http://localhost:5173/');
  if (status) {
    console.log(`  API:     ${status.apiUrl}`);
    if (status.mailboxUrl)
      console.log(`  Mailbox: ${status.mailboxUrl}  (confirmation and reset emails land here)`);
  }
  console.log('  Stop with Ctrl+C.');
}, 1500);
