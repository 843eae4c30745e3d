/**
 * Diet quality at the Thrifty Food Plan cost in a kitchen carried from week to week, in
 * `npm run bench:planner`. USDA's TFP prices the food a week uses; at the till, a first week from
 * an empty shelf also buys whole bags and jars the later weeks draw on. So each profile of the
 * TFP set (bench-planner-tfp.ts), staples declared, plans four consecutive weeks at its TFP level
 * with its kitchen carried (CarriedKitchen: the pantry replayed as the generate function replays
 * it). A week the TFP level cannot buy is planned at the cheapest till its answer names, and
 * counted: week 1 as the start-up, a later week as a week above the TFP.
 *
 * Targets (the issue's, on the weeks a person shopping at the TFP level eats week after week):
 * weeks 2-4 planned at the TFP level; their HEI-2020 median >= 85 and minimum >= 75 (keto apart,
 * with its cause); total fruit above 0 in each; the food-safety checker on the four weeks as one
 * sequence finds nothing.
 */
import type { PlannerProfile } from '../supabase/functions/_shared/planner/types.ts';
import type { BenchProfile } from './bench-planner-profiles.ts';
import {
  addChecked,
  checkWeeks,
  emptyTally,
  formatTally,
  tallySafe,
} from './bench-planner-safety.ts';
import type { Checked } from './bench-planner-safety.ts';
import { staplesOf, type WeekPlanner } from './bench-planner-till.ts';
import { tfpInputs } from './bench-planner-tfp.ts';
import { CarriedKitchen, weekStarts } from './bench-planner-weeks.ts';
import { generatePlan } from '../supabase/functions/_shared/planner/service.ts';
import { pad, median } from './bench-text.ts';

interface SteadyWeek {
  budget: number;
  /** Planned at the TFP level (else at the cheapest till the answer named). */
  atTfp: boolean;
  till: number;
  hei: number;
  fruit: number;
}

interface SteadyRow {
  name: string;
  tfp: number;
  keto: boolean;
  weeks: SteadyWeek[];
  /** The food-safety checker on the weeks planned, as one sequence. */
  checked?: Checked;
  failure?: string;
}

function steadyRow(planner: WeekPlanner, name: string, profile: PlannerProfile): SteadyRow {
  const { catalogue, highs } = planner;
  const factor = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  }).factor;
  const kitchen = new CarriedKitchen(catalogue, factor, staplesOf(catalogue));
  const row: SteadyRow = {
    name,
    tfp: profile.weeklyBudget,
    keto: profile.diets.includes('Keto'),
    weeks: [],
  };
  for (const weekStart of weekStarts()) {
    const own = kitchen.catalogueOn(weekStart);
    let budget = profile.weeklyBudget;
    let outcome = generatePlan(highs, profile, own, weekStart);
    const cheapest = outcome.ok ? undefined : outcome.infeasible?.cheapestFeasibleBudget;
    if (!outcome.ok && cheapest !== undefined) {
      budget = cheapest;
      outcome = generatePlan(highs, { ...profile, weeklyBudget: budget }, own, weekStart);
    }
    if (!outcome.ok)
      return {
        ...row,
        checked: checkWeeks(kitchen.weeks, catalogue),
        failure: `week of ${weekStart}: ${outcome.error}`,
      };
    const { weeklyPlan, shoppingList } = outcome.value;
    kitchen.bring(weekStart, weeklyPlan, shoppingList);
    const components = weeklyPlan.health?.hei.components ?? [];
    row.weeks.push({
      budget,
      atTfp: budget === profile.weeklyBudget,
      till: weeklyPlan.totalCostValue,
      hei: weeklyPlan.health?.hei.total ?? NaN,
      fruit: components.find((c) => c.component === 'totalFruits')?.score ?? 0,
    });
  }
  return { ...row, checked: checkWeeks(kitchen.weeks, catalogue) };
}

/** Plans the TFP set over four carried weeks, prints the table, returns the verdict lines. */
export function steadyTfpQuality(
  planner: WeekPlanner,
  profiles: readonly BenchProfile[],
): string[] {
  console.log('');
  console.log(
    'Diet quality at the Thrifty Food Plan cost, kitchen carried: each profile of the TFP set, staples ' +
      'declared, plans four consecutive weeks at its TFP level, buying what each list says and ' +
      'carrying the kitchen (bags, jars, cartons and portions left). A week the TFP level cannot buy ' +
      'is planned at the cheapest till its answer names (*). Per week: till / HEI-2020 / total fruit.',
  );
  console.log(
    [pad('profile', 26), pad('TFP', 7), ...weekStarts().map((w) => pad(`week of ${w}`, 22))].join(
      ' ',
    ),
  );
  const rows: SteadyRow[] = [];
  const tally = emptyTally();
  for (const input of tfpInputs(profiles)) {
    const row = steadyRow(planner, input.name, input.profile);
    rows.push(row);
    if (row.checked) addChecked(tally, row.name, row.checked);
    if (row.failure) {
      console.log(`${pad(row.name, 26)} FAILED: ${row.failure}`);
      continue;
    }
    console.log(
      [
        pad(row.name + (row.keto ? ' (keto)' : ''), 26),
        pad(`$${row.tfp.toFixed(2)}`, 7),
        ...row.weeks.map((w) =>
          pad(
            `${w.atTfp ? '' : '*'}$${w.till.toFixed(2)} ${w.hei.toFixed(1)} ${w.fruit.toFixed(2)}`,
            22,
          ),
        ),
      ].join(' '),
    );
  }
  const scored = rows.filter((r) => !r.keto && !r.failure);
  const later = scored.flatMap((r) => r.weeks.slice(1));
  const heis = later.map((w) => w.hei);
  const aboveTfp = scored.filter((r) => r.weeks.slice(1).some((w) => !w.atTfp));
  const startUp = scored.filter((r) => !(r.weeks[0]?.atTfp ?? true));
  const noFruit = scored.filter((r) => r.weeks.slice(1).some((w) => !(w.fruit > 0)));
  const failed = rows.filter((r) => r.failure);
  const med = median(heis);
  const min = Math.min(...heis);
  const lowest = scored.find((r) => r.weeks.slice(1).some((w) => w.hei === min));
  for (const keto of rows.filter((r) => r.keto && !r.failure))
    console.log(
      `  ${keto.name}, reported apart: HEI ${keto.weeks.map((w) => w.hei.toFixed(1)).join(', ')} (the components that hold it down are under week 1's table)`,
    );
  console.log(
    `  week 1 above the TFP level (the start-up: the answer names its till): ${startUp.map((r) => `${r.name} $${(r.weeks[0]?.budget ?? 0).toFixed(2)} for $${r.tfp.toFixed(2)}`).join('; ') || 'none'}`,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('Food safety, the carried TFP weeks:');
  for (const line of formatTally('four weeks as one sequence', tally)) console.log(line);
  return [
    `kitchen carried, weeks 2-4 planned at the Thrifty Food Plan level: ${scored.length - aboveTfp.length}/${scored.length} profiles: ${verdict(aboveTfp.length === 0 && failed.length === 0)}` +
      (aboveTfp.length > 0
        ? ` (above it: ${aboveTfp
            .map(
              (r) =>
                `${r.name} ${r.weeks
                  .filter((w, k) => k > 0 && !w.atTfp)
                  .map((w) => `$${w.budget.toFixed(2)}`)
                  .join(', ')}`,
            )
            .join('; ')})`
        : '') +
      (failed.length > 0 ? `; failed: ${failed.map((r) => r.name).join(', ')}` : ''),
    `HEI at the Thrifty Food Plan cost, kitchen carried, weeks 2-4 of ${scored.length} profiles (${heis.length} weeks, keto apart): median ${med.toFixed(1)} >= 85: ${verdict(med >= 85)}; ` +
      `minimum ${min.toFixed(1)} >= 75: ${verdict(min >= 75)}${lowest ? ` (${lowest.name})` : ''}`,
    `total fruit > 0 in every carried week 2-4 but keto: ${scored.length - noFruit.length}/${scored.length} profiles: ${verdict(noFruit.length === 0)}` +
      (noFruit.length > 0 ? ` (none: ${noFruit.map((r) => r.name).join(', ')})` : ''),
    `food safety, the carried TFP weeks: ${tally.violations.length} violations: ${verdict(tallySafe(tally))}`,
  ];
}
