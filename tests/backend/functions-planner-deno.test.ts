/**
 * The planner functions once under real Deno: they type-check with deno check, and
 * generate-meal-plan plans a week through Deno.serve against the local backend, for a user whose
 * preferences are stored in the database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMealPlanResponse } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { body, usePlannerBackend } from './functions-planner-support.ts';
import { freePort } from './support.ts';

const denoPath = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const functionsDir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const denoMissing = existsSync(denoPath) ? undefined : `Deno is not installed at ${denoPath}`;

/** The functions' import map, plus highs in case it does not list it yet; returns its path. */
function denoConfig(): { config: string; dispose: () => void } {
  const configDir = mkdtempSync(join(tmpdir(), 'planner-deno-'));
  const base = JSON.parse(readFileSync(join(functionsDir, 'deno.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  const config = join(configDir, 'deno.json');
  writeFileSync(
    config,
    JSON.stringify({ lock: false, imports: { highs: 'npm:highs@1.15.3', ...base.imports } }),
  );
  return { config, dispose: () => rmSync(configDir, { recursive: true, force: true }) };
}

describe.skipIf(denoMissing !== undefined)('the planner functions under Deno', () => {
  const planner = usePlannerBackend();

  it('type-check under deno check', async () => {
    const { config, dispose } = denoConfig();
    try {
      const child = spawn(
        denoPath,
        [
          'check',
          '--config',
          config,
          'generate-meal-plan/index.ts',
          'regenerate-meal/index.ts',
          'edit-meal-plan/index.ts',
        ],
        {
          cwd: functionsDir,
          env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(0);
    } finally {
      dispose();
    }
  }, 120_000);

  it('plans a week through Deno.serve against the local backend', async () => {
    const { config, dispose } = denoConfig();
    const port = await freePort();
    const child = spawn(
      denoPath,
      [
        'run',
        '--config',
        config,
        '--allow-net',
        '--allow-env',
        '--allow-read',
        'generate-meal-plan/index.ts',
      ],
      {
        cwd: functionsDir,
        env: {
          ...process.env,
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          SUPABASE_URL: planner.backend.url,
          SUPABASE_ANON_KEY: planner.backend.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: planner.backend.serviceRoleKey,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const deadline = Date.now() + 90_000;
      while (!output.includes('Listening on')) {
        if (child.exitCode !== null) throw new Error(`deno exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`deno did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${planner.person.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body(planner.person.user.id, { weekStart: '2026-11-30' })),
      });
      const answer: unknown = await response.json();
      expect(response.status, JSON.stringify(answer).slice(0, 500)).toBe(200);
      const plan = generateMealPlanResponse.parse(answer);
      expect(plan.weeklyPlan.days[0]?.date).toBe('2026-11-30');
      expect(plan.weeklyPlan.totalCostValue).toBeLessThanOrEqual(100);

      const missing = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' });
      expect(missing.status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await exited;
      dispose();
    }
  }, 120_000);
});
