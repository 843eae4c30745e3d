/**
 * Running an edge function's Deno entry under real Deno, as hosted Supabase does: Deno.serve()
 * takes its address from DENO_SERVE_ADDRESS, so each index.ts stays the plain entry.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './support.ts';

export const denoPath = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
export const functionsDir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));

/** Why the Deno suites are skipped, or undefined when Deno is installed. */
export const denoMissing = existsSync(denoPath)
  ? undefined
  : `Deno is not installed at ${denoPath}`;
if (denoMissing) console.warn(`[backend tests] skipping the Deno runs: ${denoMissing}`);

/**
 * Serves `entry` (relative to supabase/functions) with Deno until `stop()`; resolves once it
 * listens, or fails with Deno's output if it exits or does not start within `startMs`.
 */
export async function serveWithDeno(options: {
  entry: string;
  /** Flags before the permissions, e.g. `['--config', path]`. */
  flags?: string[];
  env?: Record<string, string>;
  startMs: number;
  /** Where `entry` is found (supabase/functions unless another copy is given). */
  cwd?: string;
  /** How often its output is read for "Listening on" while it starts (100 ms). */
  pollMs?: number;
}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    denoPath,
    ['run', ...(options.flags ?? []), '--allow-net', '--allow-env', '--allow-read', options.entry],
    {
      cwd: options.cwd ?? functionsDir,
      env: {
        ...process.env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const deadline = Date.now() + options.startMs;
    while (!output.includes('Listening on')) {
      if (child.exitCode !== null) throw new Error(`deno exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`deno did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
    }
    if (child.pid === undefined) throw new Error('deno has no pid');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop };
}
