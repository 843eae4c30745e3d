/**
 * The tables and targets bench:planner (./bench-planner.ts) prints from its rows: each profile and
 * planner, the summary per planner, diet quality, and the targets the product promises.
 */
import { mealId } from '../supabase/functions/_shared/planner/present.ts';
import type { BenchProfile } from './bench-planner-profiles.ts';
import { tallySafe } from './bench-planner-safety.ts';
import type { WeekPlanner } from './bench-planner-till.ts';
import { percentile } from './bench-planner-timing.ts';
import { pad } from './bench-text.ts';
import type { TillResult } from './bench-planner-till.ts';
import type { Row } from './bench-planner-compare.ts';

/** One line per profile and planner: the till, the gaps, the days on target, the time. */
export function printRows(rows: readonly Row[]): void {
  console.log('');
  console.log(
    [
      pad('profile', 26),
      pad('planner', 7),
      pad('cost/budget', 16),
      pad('LP gap', 7),
      pad('proven', 7),
      pad('vs long', 8),
      pad('protein', 8),
      pad('kcal±15%', 9),
      pad('dishes', 7),
      pad('viol', 5),
      'ms',
    ].join(' '),
  );
  for (const r of rows) {
    const money = r.ok
      ? `$${r.cost.toFixed(2)}/$${r.budget}`
      : `none (>=$${Number.isFinite(r.cost) ? r.cost.toFixed(2) : '?'})`;
    console.log(
      [
        pad(r.profile, 26),
        pad(r.planner, 7),
        pad(money, 16),
        pad(r.lpGap === undefined ? '-' : `${(r.lpGap * 100).toFixed(1)}%`, 7),
        pad(r.provenGap === undefined ? '-' : `${(r.provenGap * 100).toFixed(1)}%`, 7),
        pad(r.longGap === undefined ? '-' : `${(r.longGap * 100).toFixed(1)}%`, 8),
        pad(r.ok ? `${r.proteinDays}/${r.plannedDays}` : '-', 8),
        pad(r.ok ? `${r.calorieDays}/${r.plannedDays}` : '-', 9),
        pad(r.ok ? String(r.distinct) : '-', 7),
        pad(String(r.violations), 5),
        r.ms.toFixed(1),
      ].join(' '),
    );
  }
}

/** One line per planner, then this checkout's regenerate times, portions, memory and bills. */
export function printSummary(
  rows: readonly Row[],
  regenMs: readonly number[],
  portionsUsed: readonly number[],
  peakRss: number,
): void {
  console.log('');
  console.log('Summary per planner (plans returned):');
  for (const planner of ['ours', 'random', 'greedy', 'diet']) {
    const mine = rows.filter((r) => r.planner === planner);
    const ok = mine.filter((r) => r.ok);
    const over = ok.filter((r) => r.cost > r.budget + 1e-9).length;
    const days = ok.reduce((s, r) => s + r.plannedDays, 0);
    const tfp = ok.filter((r) => r.atTfp);
    const tfpDays = tfp.reduce((s, r) => s + r.plannedDays, 0);
    const gaps = ok.map((r) => r.lpGap).filter((g): g is number => g !== undefined);
    const proven = ok.map((r) => r.provenGap).filter((g): g is number => g !== undefined);
    const long = ok.map((r) => r.longGap).filter((g): g is number => g !== undefined);
    console.log(
      `  ${pad(planner, 7)} plans ${ok.length}/${mine.length}, over budget ${over}, violations ${mine.reduce((s, r) => s + r.violations, 0)}, ` +
        `protein days ${ok.reduce((s, r) => s + r.proteinDays, 0)}/${days}` +
        (tfpDays > 0
          ? ` (at/above TFP: ${tfp.reduce((s, r) => s + r.proteinDays, 0)}/${tfpDays} = ${((100 * tfp.reduce((s, r) => s + r.proteinDays, 0)) / tfpDays).toFixed(0)}%)`
          : '') +
        `, kcal days ${ok.reduce((s, r) => s + r.calorieDays, 0)}/${days}, mean dishes ${(ok.reduce((s, r) => s + r.distinct, 0) / Math.max(1, ok.length)).toFixed(1)}` +
        (gaps.length > 0 ? `, LP gap median ${(percentile(gaps, 50) * 100).toFixed(1)}%` : '') +
        (proven.length > 0
          ? `, proven gap median ${(percentile(proven, 50) * 100).toFixed(1)}% max ${(Math.max(...proven) * 100).toFixed(1)}%`
          : '') +
        (long.length > 0
          ? `, vs 20x longer search median ${(percentile(long, 50) * 100).toFixed(1)}% max ${(Math.max(...long) * 100).toFixed(1)}%`
          : '') +
        `, time p50 ${percentile(
          mine.map((r) => r.ms),
          50,
        ).toFixed(1)} ms p95 ${percentile(
          mine.map((r) => r.ms),
          95,
        ).toFixed(1)} ms`,
    );
  }
  console.log(
    `  regenerate one meal: p50 ${percentile(regenMs, 50).toFixed(1)} ms, p95 ${percentile(regenMs, 95).toFixed(1)} ms over ${regenMs.length} replacements`,
  );
  const scales = [...new Set(portionsUsed)]
    .sort((a, b) => a - b)
    .map((p) => `${p}x: ${portionsUsed.filter((q) => q === p).length}`);
  console.log(`  portion scales (ours): ${scales.join(', ')}`);
  console.log(
    `  peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB (whole process: solver, catalogue, baselines)`,
  );
  const ours = rows.filter((r) => r.planner === 'ours' && r.ok);
  const officialShares = ours.map((r) => 1 - (r.estimated ?? 1));
  console.log(
    `  official share of each bill (ours): min ${(Math.min(...officialShares) * 100).toFixed(0)} %, ` +
      `median ${(percentile(officialShares, 50) * 100).toFixed(0)} %, max ${(Math.max(...officialShares) * 100).toFixed(0)} %`,
  );
}

/** HEI, adequacy, protein variety, dishes and cost against the cheapest week, per profile. */
export function printDietQuality(rows: readonly Row[], profiles: readonly BenchProfile[]): void {
  console.log('');
  console.log(
    'Diet quality (HEI-2020 0-100; food-group adequacy 0-100 %; most lunches+dinners on one protein food; distinct dishes; cost / cheapest week meeting the same hard constraints):',
  );
  console.log(
    [pad('profile', 26), ...['ours', 'random', 'greedy', 'diet'].map((p) => pad(p, 30))].join(' '),
  );
  for (const b of profiles) {
    const cells = ['ours', 'random', 'greedy', 'diet'].map((planner) => {
      const r = rows.find((x) => x.planner === planner && x.profile === b.name);
      if (!r?.ok) return pad('-', 30);
      return pad(
        `${(r.hei ?? 0).toFixed(0)} ${((r.adequacy ?? 0) * 100).toFixed(0)}% p${r.maxProtein} d${r.distinct} x${(r.vsCheapest ?? NaN).toFixed(2)}`,
        30,
      );
    });
    console.log([pad(b.name, 26), ...cells].join(' '));
  }
  for (const planner of ['ours', 'random', 'greedy', 'diet']) {
    const ok = rows.filter((r) => r.planner === planner && r.ok);
    const heis = ok.map((r) => r.hei ?? 0);
    const tfpHeis = ok.filter((r) => r.atTfp).map((r) => r.hei ?? 0);
    const ratios = ok.map((r) => r.vsCheapest ?? NaN).filter(Number.isFinite);
    console.log(
      `  ${pad(planner, 7)} HEI median ${percentile(heis, 50).toFixed(1)} min ${Math.min(...heis).toFixed(1)}` +
        ` (at/above TFP: median ${percentile(tfpHeis, 50).toFixed(1)} min ${Math.min(...tfpHeis).toFixed(1)})` +
        `, adequacy median ${(
          percentile(
            ok.map((r) => r.adequacy ?? 0),
            50,
          ) * 100
        ).toFixed(0)} %` +
        `, max meals on one protein median ${percentile(
          ok.map((r) => r.maxProtein ?? 0),
          50,
        )} max ${Math.max(...ok.map((r) => r.maxProtein ?? 0))}` +
        `, distinct dishes median ${percentile(
          ok.map((r) => r.distinct),
          50,
        )} min ${Math.min(...ok.map((r) => r.distinct))}` +
        `, cost / cheapest median ${percentile(ratios, 50).toFixed(2)} max ${Math.max(...ratios).toFixed(2)}` +
        `, over budget ${ok.filter((r) => r.cost > r.budget + 1e-9).length}`,
    );
  }
}

/** What the other parts of the run found, for the targets. */
export interface PartVerdicts {
  till: TillResult;
  tfpVerdicts: readonly string[];
  weeksVerdicts: readonly string[];
  timing: readonly string[];
  /** The weeks generatePlan gave over their budget, of `weeksPlanned`. */
  over: ReturnType<WeekPlanner['overBudget']>;
  weeksPlanned: number;
}

/** The targets the product promises, each met or NOT met. */
export function printTargets(rows: readonly Row[], parts: PartVerdicts): void {
  const { till, tfpVerdicts, weeksVerdicts, timing, over } = parts;
  const safety = till.safety;
  const ours = rows.filter((r) => r.planner === 'ours' && r.ok);
  const provenGaps = ours.map((r) => r.provenGap).filter((g): g is number => g !== undefined);
  const tfpRows = ours.filter((r) => r.atTfp);
  const tfpShare =
    tfpRows.reduce((s, r) => s + r.proteinDays, 0) /
    Math.max(
      1,
      tfpRows.reduce((s, r) => s + r.plannedDays, 0),
    );
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const byCost = [...ours].sort((a, b) => a.cost - b.cost);
  const median = byCost[Math.floor((byCost.length - 1) / 2)];
  const medianOfficial = 1 - (median?.estimated ?? 1);
  console.log('');
  console.log('Targets (ours):');
  const tfpHei = ours.filter((r) => r.atTfp).map((r) => r.hei ?? 0);
  console.log(
    `  HEI at or above the Thrifty Food Plan (empty kitchen, the profiles whose budget is at or above their level): median ${percentile(tfpHei, 50).toFixed(1)} >= 80: ${verdict(percentile(tfpHei, 50) >= 80)}; ` +
      `minimum ${Math.min(...tfpHei).toFixed(1)} >= 70: ${verdict(Math.min(...tfpHei) >= 70)} (${tfpHei.length} profiles)`,
  );
  console.log(
    `  >= 75 % of the median plan's bill from official series (${median?.profile ?? 'none'}, $${median?.cost.toFixed(2) ?? '?'}): ` +
      `${(medianOfficial * 100).toFixed(0)} %: ${verdict(medianOfficial >= 0.75)}`,
  );
  for (const line of timing) console.log(`  ${line}`);
  console.log(
    `  cost within 3 % of the proven lower bound (the dishes' till): median ${(percentile(provenGaps, 50) * 100).toFixed(1)} %, ` +
      `${provenGaps.filter((g) => g <= 0.03).length}/${provenGaps.length} plans: ${verdict(percentile(provenGaps, 50) <= 0.03)} (median)`,
  );
  console.log(
    `  protein goal on >= 90 % of days at or above the Thrifty Food Plan: ${(tfpShare * 100).toFixed(0)} %: ${verdict(tfpShare >= 0.9)}`,
  );
  console.log(
    `  zero hard-constraint violations and zero plans over budget: ${verdict(ours.every((r) => r.violations === 0 && r.cost <= r.budget + 1e-9))}`,
  );
  for (const line of till.verdicts) console.log(`  ${line}`);
  console.log(
    `  every week generatePlan gave in this run (week 1, the re-plans, the TFP weeks): ${over.length} of ${parts.weeksPlanned} over budget: ${verdict(over.length === 0)}` +
      (over.length > 0
        ? ` (${over.map((w) => `${w.label} $${w.till.toFixed(2)} > $${w.budget.toFixed(2)}`).join('; ')})`
        : ''),
  );
  const k = (name: 'empty' | 'staples') => safety[name].kitchen;
  console.log(
    `  food safety, week 1: violations ${safety.empty.violations.length} (empty kitchen) + ${safety.staples.violations.length} (staples declared), target 0; ` +
      `raw poultry, ground meat or fish past its refrigerator time with a freeze instruction ` +
      `${k('empty').lateRawFrozen + k('staples').lateRawFrozen}/${k('empty').lateRaw + k('staples').lateRaw}: ` +
      `${verdict(tallySafe(safety.empty) && tallySafe(safety.staples))}`,
  );
  for (const line of tfpVerdicts) console.log(`  ${line}`);
  for (const line of weeksVerdicts) console.log(`  ${line}`);
  console.log('');
  console.log(
    'Meal ids are day-and-type based (e.g. ' +
      mealId('2026-11-23', 0, 'DINNER') +
      '); gaps are (cost - bound) / bound for the same nutrition.',
  );
}
