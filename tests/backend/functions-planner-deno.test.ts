/**
 * The planner functions once under real Deno: they type-check with deno check, and
 * generate-meal-plan plans a week through Deno.serve against the local backend, for a user whose
 * preferences are stored in the database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMealPlanResponse } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { body, usePlannerBackend } from './functions-planner-support.ts';
import { denoMissing, denoPath, functionsDir, serveWithDeno } from './deno-support.ts';

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
    let deno: Awaited<ReturnType<typeof serveWithDeno>> | undefined;
    try {
      deno = await serveWithDeno({
        entry: 'generate-meal-plan/index.ts',
        flags: ['--config', config],
        env: {
          SUPABASE_URL: planner.backend.url,
          SUPABASE_ANON_KEY: planner.backend.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: planner.backend.serviceRoleKey,
        },
        startMs: 90_000,
      });
      const response = await fetch(deno.url, {
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

      const missing = await fetch(deno.url, { method: 'POST', body: '{}' });
      expect(missing.status).toBe(401);
    } finally {
      await deno?.stop();
      dispose();
    }
  }, 120_000);
});
