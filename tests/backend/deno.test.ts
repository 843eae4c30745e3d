/**
 * The functions are Deno edge functions on hosted Supabase: the health function's Deno entry
 * (index.ts, with supabase/functions/deno.json as its import map) must run under real Deno and
 * answer over HTTP exactly as the local host runs its handler.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signJwt } from '../../supabase/local/jwt.ts';
import { freePort } from './support.ts';

const denoPath = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const functionsDir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const denoMissing = existsSync(denoPath) ? undefined : `Deno is not installed at ${denoPath}`;
if (denoMissing) console.warn(`[backend tests] skipping the Deno run: ${denoMissing}`);

describe.skipIf(denoMissing !== undefined)('health under Deno', () => {
  it('serves the handler through Deno.serve', async () => {
    const port = await freePort();
    const child = spawn(
      denoPath,
      ['run', '--allow-net', '--allow-env', '--allow-read', 'health/index.ts'],
      {
        cwd: functionsDir,
        // Deno.serve() takes its address from DENO_SERVE_ADDRESS, so index.ts stays the plain entry.
        env: {
          ...process.env,
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('Listening on')) {
        if (child.exitCode !== null) throw new Error(`deno exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`deno did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const userId = crypto.randomUUID();
      const token = await signJwt(
        { sub: userId, role: 'authenticated' },
        'a-secret-only-this-test-knows-0123456789',
        60,
      );
      const asUser = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(asUser.status).toBe(200);
      expect(asUser.headers.get('content-type')).toContain('application/json');
      const body = (await asUser.json()) as { status: string; user: string | null; time: string };
      expect(body).toMatchObject({ status: 'ok', user: userId });
      expect(Date.parse(body.time)).not.toBeNaN();

      const anonymous = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' });
      expect(await anonymous.json()).toMatchObject({ status: 'ok', user: null });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
