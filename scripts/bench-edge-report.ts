/** bench:edge's report: percentiles, each function's table, and the formats the verdicts use. */
import type { Sample } from './bench-edge-deno.ts';
import type { FunctionRun } from './bench-edge-run.ts';

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

export const ms = (v: number) => `${v.toFixed(0)} ms`;
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
export const pad = (s: string, n: number) => s.padEnd(n);
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function summaryRow(label: string, samples: Sample[]): string {
  if (samples.length === 0) return `  ${pad(label, 26)} -`;
  const main = samples.map((s) => s.mainMs);
  const total = samples.map((s) => s.totalMs);
  const wall = samples.map((s) => s.wallMs);
  return (
    `  ${pad(label, 26)} ${String(samples.length).padStart(3)}  ` +
    `main CPU p50 ${pad(ms(percentile(main, 50)), 8)} p95 ${pad(ms(percentile(main, 95)), 8)} max ${pad(ms(Math.max(...main)), 8)}` +
    `process CPU p50 ${pad(ms(percentile(total, 50)), 8)} p95 ${pad(ms(percentile(total, 95)), 8)}` +
    `wall p50 ${pad(ms(percentile(wall, 50)), 8)} p95 ${ms(percentile(wall, 95))}`
  );
}

export function report(run: FunctionRun): string[] {
  const lines = [`${run.name}:`];
  const bootMain = run.boots.map((b) => b.mainMs);
  const bootTotal = run.boots.map((b) => b.totalMs);
  lines.push(
    `  ${pad('start (to listening)', 26)} ${String(run.boots.length).padStart(3)}  ` +
      `main CPU p50 ${pad(ms(percentile(bootMain, 50)), 8)} max ${pad(ms(Math.max(...bootMain)), 8)}` +
      `process CPU p50 ${pad(ms(percentile(bootTotal, 50)), 8)} RSS at listening p50 ${percentile(run.bootRssMb, 50).toFixed(0)} MB`,
  );
  for (const [kind, samples] of [
    ['cold first request', run.cold],
    ['warm requests', run.warm],
  ] as const) {
    lines.push(summaryRow(kind, samples));
    const labels = [...new Set(samples.map((s) => s.label))];
    if (labels.length > 1)
      for (const label of labels)
        lines.push(
          summaryRow(
            `  ${label}`,
            samples.filter((s) => s.label === label),
          ),
        );
  }
  const coldPeaks = run.peakMb.slice(0, -1).map((v) => v.toFixed(0));
  lines.push(
    `  ${pad('peak memory (VmHWM)', 26)} ${Math.max(...run.peakMb).toFixed(1)} MB ` +
      `(the warm process ${(run.peakMb.at(-1) ?? NaN).toFixed(1)} MB after ${run.warm.length + 1} requests` +
      `${coldPeaks.length > 0 ? `; the other cold processes ${coldPeaks.join(', ')} MB` : ''})`,
  );
  if (run.warmRssMb.length > 1) {
    // Resident memory of the warm process along its requests: what it keeps as it serves more.
    const step = Math.max(1, Math.floor((run.warmRssMb.length - 1) / 5));
    const points: string[] = [];
    for (let i = 0; i < run.warmRssMb.length; i += step)
      points.push(`${i + 1}: ${(run.warmRssMb[i] as number).toFixed(0)}`);
    if ((run.warmRssMb.length - 1) % step !== 0)
      points.push(`${run.warmRssMb.length}: ${(run.warmRssMb.at(-1) as number).toFixed(0)}`);
    lines.push(`  ${pad('RSS after request n', 26)} ${points.join(', ')} MB`);
  }
  return lines;
}
