/**
 * Diet quality at the Thrifty Food Plan cost, in `npm run bench:planner`: every profile
 * budgeted at its TFP level (its person's weekly cost scaled by the planned share of the day,
 * bench-planner-profiles.ts tfpLevel) with the staples declared at home: the steady state of a
 * stocked kitchen, which is what USDA's TFP market basket assumes (it prices the food a week
 * uses, not a new kitchen's jars of oil and spices). Profiles of realistic meal counts are added
 * when the set lacks them (lunch and dinner only, 5 lunches and 7 dinners, no snacks).
 *
 * Per week: HEI-2020 (weeklyPlan.health.hei) and its total-fruit component. Targets: HEI median
 * >= 85 and minimum >= 75 over these profiles but the ketogenic one, which is reported apart with
 * the components that hold it down; total fruit above 0 in every week but the keto one. The same
 * profiles from an empty kitchen (every staple bought whole) are printed beside, for
 * information, when they fit.
 */
import type { PlannerProfile } from '../supabase/functions/_shared/planner/types.ts';
import type { BenchProfile } from './bench-planner-profiles.ts';
import { REALISTIC_COUNTS, countsOf, makeProfile, tfpLevel } from './bench-planner-profiles.ts';
import type { Generated, KitchenName, WeekPlanner } from './bench-planner-till.ts';
import { pad, median } from './bench-text.ts';

interface TfpCell {
  till?: number;
  hei?: number;
  fruit?: number;
  /** The components furthest under their maximum, as 'name score/max'. */
  low: string[];
  /** No plan: the answer's cheapest till. */
  cheapest?: number;
}

interface TfpRow {
  name: string;
  /** Other profiles of the set that are this one at the TFP level (only the budget told them
   *  apart): planned once, counted once. */
  same: string[];
  budget: number;
  keto: boolean;
  cells: Record<KitchenName, TfpCell>;
}

/** The TFP set: the run's profiles and the realistic meal counts they lack. */
export function tfpProfiles(profiles: readonly BenchProfile[]): BenchProfile[] {
  const same = (a: BenchProfile, b: BenchProfile) =>
    JSON.stringify(countsOf(a)) === JSON.stringify(countsOf(b));
  return [
    ...profiles,
    ...REALISTIC_COUNTS.filter((extra) =>
      profiles.every((p) => !same(p, extra) || (p.profile.bulkPrep ?? false)),
    ),
  ];
}

function cellOf(outcome: Generated): TfpCell {
  if (!outcome.ok)
    return {
      low: [],
      ...(outcome.infeasible?.cheapestFeasibleBudget !== undefined
        ? { cheapest: outcome.infeasible.cheapestFeasibleBudget }
        : {}),
    };
  const week = outcome.value.weeklyPlan;
  const components = week.health?.hei.components ?? [];
  const low = [...components]
    .sort((a, b) => b.max - b.score - (a.max - a.score))
    .filter((c) => c.max - c.score >= 0.5)
    .slice(0, 4)
    .map((c) => `${c.name} ${c.score.toFixed(1)}/${c.max}`);
  return {
    till: week.totalCostValue,
    hei: week.health?.hei.total,
    fruit: components.find((c) => c.component === 'totalFruits')?.score,
    low,
  };
}

/** A profile of the TFP set at its TFP level (the budget cut to the cent). */
export interface TfpInput {
  name: string;
  profile: PlannerProfile;
  /** Other profiles of the set that are this one at the TFP level (only the budget told them
   *  apart): planned once, counted once. */
  same: string[];
}

/** The TFP set at the TFP level, each distinct person and week once. */
export function tfpInputs(profiles: readonly BenchProfile[]): TfpInput[] {
  const inputs: TfpInput[] = [];
  const byInput = new Map<string, TfpInput>();
  for (const b of tfpProfiles(profiles)) {
    const base = makeProfile(b);
    const budget = Math.floor(tfpLevel(b, base.mealCounts) * 100 + 1e-6) / 100;
    const profile: PlannerProfile = { ...base, weeklyBudget: budget };
    const key = JSON.stringify(profile);
    const twin = byInput.get(key);
    if (twin) {
      twin.same.push(b.name);
      continue;
    }
    const input: TfpInput = { name: b.name, profile, same: [] };
    byInput.set(key, input);
    inputs.push(input);
  }
  return inputs;
}

/** Plans the TFP set in both kitchens, prints the table, returns the verdict lines. */
export function tfpQuality(planner: WeekPlanner, profiles: readonly BenchProfile[]): string[] {
  const rows: TfpRow[] = tfpInputs(profiles).map(({ name, profile, same }) => {
    const label = `${name} at its TFP level`;
    return {
      name,
      same,
      budget: profile.weeklyBudget,
      keto: profile.diets.includes('Keto'),
      cells: {
        staples: cellOf(planner.plan(profile, 'staples', label)),
        empty: cellOf(planner.plan(profile, 'empty', label)),
      },
    };
  });

  console.log('');
  console.log(
    'Diet quality at the Thrifty Food Plan cost: each profile budgeted at its TFP level (scaled by the ' +
      'planned share of the day) with the staples declared at home, the steady state of a stocked ' +
      "kitchen, which is what USDA's TFP market basket assumes (it prices the food a week uses, not a " +
      'new kitchen’s oil and spices); from an empty kitchen (every staple bought whole) beside it, for ' +
      'information. HEI-2020 total and its total-fruit component (0-5).',
  );
  console.log(
    [
      pad('profile', 26),
      pad('TFP', 7),
      pad('staples: till', 20),
      pad('HEI', 5),
      pad('fruit', 6),
      pad('empty: till', 20),
      pad('HEI', 5),
      'fruit',
    ].join(' '),
  );
  const num = (v: number | undefined, digits = 1) => (v === undefined ? '-' : v.toFixed(digits));
  for (const r of rows) {
    const s = r.cells.staples;
    const e = r.cells.empty;
    console.log(
      [
        pad(r.name + (r.keto ? ' (keto)' : ''), 26),
        pad(`$${r.budget.toFixed(2)}`, 7),
        pad(
          s.till === undefined ? `no plan (>= $${num(s.cheapest, 2)})` : `$${s.till.toFixed(2)}`,
          20,
        ),
        pad(num(s.hei), 5),
        pad(num(s.fruit, 2), 6),
        pad(
          e.till === undefined ? `no plan (>= $${num(e.cheapest, 2)})` : `$${e.till.toFixed(2)}`,
          20,
        ),
        pad(num(e.hei), 5),
        num(e.fruit, 2),
      ].join(' '),
    );
  }
  for (const r of rows)
    if (r.same.length > 0)
      console.log(
        `  ${r.same.join(', ')}: the same person and week as ${r.name} at the TFP level, counted once`,
      );
  for (const r of rows.filter((x) => !x.keto && (x.cells.staples.hei ?? 100) < 75))
    console.log(
      `  ${r.name}: HEI ${num(r.cells.staples.hei)} at $${(r.cells.staples.till ?? 0).toFixed(2)} of $${r.budget.toFixed(2)}; ` +
        `the components furthest under their maximum: ${r.cells.staples.low.join(', ')}`,
    );
  const scored = rows.filter((r) => !r.keto);
  const heis = scored.map((r) => r.cells.staples.hei).filter((h): h is number => h !== undefined);
  const unplanned = scored.filter((r) => r.cells.staples.hei === undefined);
  const noFruit = scored.filter(
    (r) => r.cells.staples.hei !== undefined && !((r.cells.staples.fruit ?? 0) > 0),
  );
  const med = median(heis);
  const min = Math.min(...heis);
  for (const keto of rows.filter((r) => r.keto)) {
    const s = keto.cells.staples;
    console.log(
      `  ${keto.name}, reported apart: ` +
        (s.hei === undefined
          ? `no plan at $${keto.budget.toFixed(2)}`
          : `HEI ${s.hei.toFixed(1)} at $${(s.till ?? 0).toFixed(2)}; the components furthest under their maximum: ${s.low.join(', ')}`),
    );
  }
  const emptyHeis = scored
    .map((r) => r.cells.empty.hei)
    .filter((h): h is number => h !== undefined);
  console.log(
    `  staples declared: HEI median ${med.toFixed(1)}, min ${min.toFixed(1)} over ${heis.length} profiles (keto apart)` +
      (unplanned.length > 0
        ? `; no plan at the TFP level: ${unplanned.map((r) => r.name).join(', ')}`
        : '') +
      `; empty kitchen (information): ${emptyHeis.length} of ${scored.length} fit` +
      (emptyHeis.length > 0 ? `, HEI median ${median(emptyHeis).toFixed(1)}` : '') +
      (emptyHeis.length > 0 ? `, min ${Math.min(...emptyHeis).toFixed(1)}` : ''),
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const lowest = scored.find((r) => r.cells.staples.hei === min);
  const noPlan = rows.filter((r) => r.cells.staples.hei === undefined);
  return [
    `every profile planned at its Thrifty Food Plan level, staples declared: ${rows.length - noPlan.length}/${rows.length}: ${verdict(noPlan.length === 0)}` +
      (noPlan.length > 0
        ? ` (no plan: ${noPlan.map((r) => `${r.name} at $${r.budget.toFixed(2)}, cheapest till $${num(r.cells.staples.cheapest, 2)}`).join('; ')})`
        : ''),
    `HEI at the Thrifty Food Plan cost, staples declared, over the ${heis.length} weeks planned (keto apart): median ${med.toFixed(1)} >= 85: ${verdict(med >= 85)}; ` +
      `minimum ${min.toFixed(1)} >= 75: ${verdict(min >= 75)}${lowest ? ` (${lowest.name})` : ''}`,
    `total fruit > 0 in every TFP week but the keto one: ${heis.length - noFruit.length}/${heis.length}: ${verdict(noFruit.length === 0)}` +
      (noFruit.length > 0 ? ` (none: ${noFruit.map((r) => r.name).join(', ')})` : ''),
  ];
}
