/**
 * bench:edge's run of one function: an untimed start, then cold first requests, each in a fresh
 * Deno process, and the warm requests on the last of them.
 */
import {
  memoryMb,
  request,
  serve,
  type CpuReading,
  type FunctionName,
  type Sample,
} from './bench-edge-deno.ts';
import type { RequestFor } from './bench-edge-people.ts';

export interface FunctionRun {
  name: FunctionName;
  boots: CpuReading[];
  bootRssMb: number[];
  cold: Sample[];
  warm: Sample[];
  peakMb: number[];
  /** VmRSS of the warm process after its cold request, then after each warm request. */
  warmRssMb: number[];
}

export async function runFunction(
  name: FunctionName,
  env: Record<string, string>,
  requests: RequestFor,
  coldCount: number,
  warmCount: number,
): Promise<FunctionRun> {
  const run: FunctionRun = {
    name,
    boots: [],
    bootRssMb: [],
    cold: [],
    warm: [],
    peakMb: [],
    warmRssMb: [],
  };
  // One untimed start, so every measured start finds Deno's transpile cache filled.
  await (await serve(name, env)).stop();
  let i = 0;
  for (let c = 0; c < coldCount; c += 1) {
    const server = await serve(name, env);
    const last = c === coldCount - 1;
    try {
      run.boots.push(server.boot);
      run.bootRssMb.push(server.bootRssMb);
      const next = requests(i++);
      const sample = await request(server, next.person.user.accessToken, next.body, next.label);
      if (sample.status === 200) next.after(sample.answer);
      run.cold.push(sample);
      process.stdout.write(
        `  ${name} cold ${c + 1}/${coldCount} (${sample.label}): main ${sample.mainMs.toFixed(0)} ms CPU, ${sample.wallMs.toFixed(0)} ms wall\n`,
      );
      if (last) {
        run.warmRssMb.push(memoryMb(server.pid, 'VmRSS'));
        for (let w = 0; w < warmCount; w += 1) {
          const warmNext = requests(i++);
          const warm = await request(
            server,
            warmNext.person.user.accessToken,
            warmNext.body,
            warmNext.label,
          );
          if (warm.status === 200) warmNext.after(warm.answer);
          run.warm.push(warm);
          run.warmRssMb.push(memoryMb(server.pid, 'VmRSS'));
        }
        process.stdout.write(`  ${name} warm: ${warmCount} requests on the last process\n`);
      }
      run.peakMb.push(memoryMb(server.pid, 'VmHWM'));
    } finally {
      await server.stop();
    }
  }
  return run;
}
