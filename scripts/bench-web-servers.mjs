// bench:web's servers: scripts/e2e-server.mjs (backend, build and vite preview) for one
// checkout, and the wait until its app answers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, OUT_DIR, sleep } from './bench-web-settings.mjs';

/** Starts backend, build and preview in their own process group, so one signal stops them all. */
export function startServers(target) {
  const child = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: target.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_APP_PORT: target.appPort,
      E2E_API_PORT: target.apiPort,
      E2E_SMTP_PORT: target.smtpPort,
      E2E_DATA_DIR: DATA_DIR,
      E2E_OUT_DIR: OUT_DIR,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, sleep(5000)]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

export async function waitForApp(servers, target) {
  const deadline = Date.now() + 300_000;
  const statusFile = path.resolve(target.dir, DATA_DIR, 'e2e-status.json');
  while (Date.now() < deadline) {
    const stopped = await Promise.race([servers.exited, sleep(500).then(() => undefined)]);
    if (stopped !== undefined) {
      throw new Error(`The bench servers stopped (exit ${stopped}):\n${servers.output()}`);
    }
    try {
      const response = await fetch(`${target.origin}/`);
      if (response.ok && existsSync(statusFile))
        return JSON.parse(readFileSync(statusFile, 'utf8'));
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`The app did not answer on ${target.origin} within 300 s:\n${servers.output()}`);
}
