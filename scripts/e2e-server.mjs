// Builds the app and serves the production bundle for the end-to-end suite.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.E2E_APP_PORT ?? '5174';
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);

const preview = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'inherit',
  env: process.env,
});
const stop = () => preview.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
preview.on('exit', (code) => process.exit(code ?? 0));
