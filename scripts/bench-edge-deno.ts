/**
 * bench:edge's Deno side: where the functions live, one function served by real Deno on
 * DENO_SERVE_ADDRESS, one request to it, and the process's CPU and memory read from /proc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoPath, serveWithDeno } from '../tests/backend/deno-support.ts';

export { denoPath };

/** Another copy of supabase/functions (BENCH_FUNCTIONS_DIR), e.g. to measure a change first. */
export const functionsDir = resolve(
  process.env.BENCH_FUNCTIONS_DIR ||
    fileURLToPath(new URL('../supabase/functions', import.meta.url)),
);
export const denoConfig = join(functionsDir, 'deno.json');

export const FUNCTIONS = ['generate-meal-plan', 'regenerate-meal', 'edit-meal-plan'] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

// ------------------------------------------------------------------------------------------------
// /proc readings
// ------------------------------------------------------------------------------------------------

export const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
if (!Number.isFinite(clockTicks) || clockTicks <= 0) throw new Error('getconf CLK_TCK failed');

/** utime + stime of a stat file, in milliseconds (fields 14 and 15, after the command's ')'). */
function statCpuMs(path: string): number {
  const text = readFileSync(path, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`unreadable ${path}`);
  return (ticks * 1000) / clockTicks;
}

export interface CpuReading {
  mainMs: number;
  totalMs: number;
}

function cpuOf(pid: number): CpuReading {
  return {
    mainMs: statCpuMs(`/proc/${pid}/task/${pid}/stat`),
    totalMs: statCpuMs(`/proc/${pid}/stat`),
  };
}

/** A VmHWM/VmRSS line of /proc/<pid>/status in MB (10^6 bytes). */
export function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${pid}/status`);
  return (Number(kb) * 1024) / 1e6;
}

// ------------------------------------------------------------------------------------------------
// Deno
// ------------------------------------------------------------------------------------------------

export interface DenoServer {
  name: FunctionName;
  url: string;
  pid: number;
  /** CPU spent starting, until it listened. */
  boot: CpuReading;
  bootRssMb: number;
  stop: () => Promise<void>;
}

/** How to stop each function being served, for a bench stopped with Ctrl+C. */
export const running = new Set<() => Promise<void>>();

export async function serve(name: FunctionName, env: Record<string, string>): Promise<DenoServer> {
  const deno = await serveWithDeno({
    entry: `${name}/index.ts`,
    flags: ['--config', denoConfig],
    env,
    cwd: functionsDir,
    startMs: 90_000,
    // Read soon after it listens: the CPU it spent starting is the cold start measured.
    pollMs: 20,
  });
  const stop = async () => {
    running.delete(stop);
    await deno.stop();
  };
  running.add(stop);
  return {
    name,
    url: deno.url,
    pid: deno.pid,
    boot: cpuOf(deno.pid),
    bootRssMb: memoryMb(deno.pid, 'VmRSS'),
    stop,
  };
}

export interface Sample {
  /** The function, or edit-meal-plan's action. */
  label: string;
  status: number;
  answer: unknown;
  wallMs: number;
  mainMs: number;
  totalMs: number;
}

export async function request(
  server: DenoServer,
  token: string,
  body: unknown,
  label: string,
  /** 422 (nothing fits the budget, with the reason and the budget that works) is an answer too. */
  accept: readonly number[] = [200, 422],
): Promise<Sample> {
  const before = cpuOf(server.pid);
  const started = performance.now();
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const wallMs = performance.now() - started;
  const after = cpuOf(server.pid);
  let answer: unknown = text;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    // Left as text: the failure message shows it.
  }
  if (!accept.includes(response.status))
    throw new Error(
      `${server.name} answered ${response.status}: ${text.slice(0, 400)} (body ${JSON.stringify(body).slice(0, 300)})`,
    );
  return {
    label: response.status === 200 ? label : `${label} (${response.status})`,
    status: response.status,
    answer,
    wallMs,
    mainMs: after.mainMs - before.mainMs,
    totalMs: after.totalMs - before.totalMs,
  };
}
