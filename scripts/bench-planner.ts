/**
 * npm run bench:planner: our planner against three baselines on a fixed set of profiles, side by
 * side: a random-within-filters planner (what Mealie and Tandoor do: any recipe that passes the
 * filters, per slot), a greedy-cheapest planner (the cheapest recipe per slot, at most twice) and
 * the diet problem (Stigler / Knap[Snack]: servings at per-gram prices, bench-planner-quality.ts).
 *
 * Columns: the till against the budget (whole packages of everything bought, staples too: the
 * baselines' weeks priced by cost.ts weekCost, ours as the planner bills it, with its sides and
 * the kitchen schedule's extra packages), gap to the LP-relaxation bound and to the solver's
 * proven bound and to a 20x longer search (a reference, not a bound): these three on the till of
 * the week's dishes alone, what the program optimises (the sides are chosen after it, and the
 * kitchen's extra packages are not in it); days meeting the protein goal, days within 15 % of the
 * calorie target, distinct dishes, hard-constraint violations (sides included), then p50/p95 time
 * and peak memory; and p50/p95 of regenerating one meal. For our plans it also prints how much of
 * each bill rests on estimated prices (catalogue/basis.ts), and the official share of the median
 * plan's bill. The profiles and the Thrifty Food Plan levels are in bench-planner-profiles.ts.
 *
 * Our planner cooks at a portion scale fitted to the calorie target (portions.ts); the baselines
 * use the recipes' standard servings, as recipe managers do unless a person rescales by hand.
 *
 * Then what the product promises (issues #34 and #35), with verdicts:
 * - the till of week 1 for every profile, from an empty kitchen and with the staples declared,
 *   and every 'cannot fit' planned again at the cheapest till its answer names
 *   (bench-planner-till.ts);
 * - food safety: the independent checker (scripts/food-safety/check.ts) on those weeks and on the
 *   four-week run's, with the kitchen schedule's freezes, thaws, top-ups and leftovers
 *   (bench-planner-safety.ts);
 * - diet quality at the Thrifty Food Plan cost with the staples declared: week 1
 *   (bench-planner-tfp.ts) and four weeks with the kitchen carried (bench-planner-steady.ts);
 * - four weeks carried from week to week against four independent weeks, at the till
 *   (bench-planner-weeks.ts);
 * - timing, side by side with another checkout's planner when BENCH_BASELINE_DIR is set
 *   (bench-planner-timing.ts);
 * - a person's own recipes marked "plan it" (bench-planner-own.ts).
 *
 * Usage: npx tsx scripts/bench-planner.ts [--quick]
 * [--skip-weeks | --only-weeks | --only-tfp | --only-timing | --only-own]
 * (quick: 6 profiles, 1 s bounds, no 20x longer search; --skip-weeks: no four-week run;
 * --only-weeks: the four-week run alone; --only-tfp: diet quality at the Thrifty Food Plan cost
 * alone, week 1 and carried; --only-timing: the timing alone, a week and up to 10
 * regenerated meals per profile; --only-own: five own recipes marked "plan it", planned at $100
 * and at the TFP level, timed beside the same profile without them, bench-planner-own.ts). BENCH_BASELINE_DIR=<another checkout> (e.g. a `git worktree add
 * ../baseline <commit>` with this node_modules linked) times that checkout's planner beside this
 * one, alternating per profile.
 */
import { estimatedShare } from '../supabase/functions/_shared/catalogue/basis.ts';
import { getCatalogue } from '../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../supabase/functions/_shared/planner/plan.ts';
import { cheapestFeasibleCents, dietProblem } from './bench-planner-quality.ts';
import { PROFILES, TFP_WEEKLY, makeProfile } from './bench-planner-profiles.ts';
import { ownRecipesRun } from './bench-planner-own.ts';
import type { BenchProfile } from './bench-planner-profiles.ts';
import { WeekPlanner, tillWeekOne } from './bench-planner-till.ts';
import { tfpQuality } from './bench-planner-tfp.ts';
import { steadyTfpQuality } from './bench-planner-steady.ts';
import {
  baselineCheckout,
  thisCheckout,
  timeRegenerates,
  timeWeeks,
  timingVerdicts,
} from './bench-planner-timing.ts';
import type { PlannerVersion } from './bench-planner-timing.ts';
import { fourWeekRun } from './bench-planner-weeks.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../supabase/functions/_shared/planner/types.ts';
import type { Highs } from '../supabase/functions/_shared/planner/highs.ts';
import {
  dishesTill,
  greedyCheapest,
  placeInOrder,
  randomPlanner,
  score,
  weekOf,
} from './bench-planner-compare.ts';
import type { Row } from './bench-planner-compare.ts';
import { printDietQuality, printRows, printSummary, printTargets } from './bench-planner-report.ts';

/** What the run gathers over the profiles. */
/** The row of a planner that found no week: its cost is the cheapest it could name, if any. */
function noPlanRow(
  planner: string,
  profile: string,
  budget: number,
  cheapest: number | undefined,
  ms: number,
): Row {
  return {
    planner,
    profile,
    ok: false,
    cost: cheapest ?? NaN,
    budget,
    proteinDays: 0,
    calorieDays: 0,
    plannedDays: 0,
    distinct: 0,
    violations: 0,
    ms,
    atTfp: false,
  };
}

interface Run {
  highs: Highs;
  catalogue: PlannerCatalogue;
  planner: WeekPlanner;
  versions: PlannerVersion[];
  named: readonly { name: string; profile: PlannerProfile }[];
  quick: boolean;
  rows: Row[];
  portionsUsed: number[];
  peakRss: number;
}

/**
 * One profile: ours timed (with its bounds and the longer search), its meals regenerated, the
 * three baselines, then every plan's cost against the cheapest week.
 */
function runProfile(run: Run, index: number, b: BenchProfile): void {
  const { highs, catalogue, planner, versions, named, quick } = run;
  const profile = (named[index] as { profile: PlannerProfile }).profile;
  const factor = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  }).factor;

  // Portions scaled to the calorie target, as the generate function plans (portions.ts); with a
  // baseline checkout, its planner is timed on the same profile right before or after.
  const {
    outcome: { outcome, catalogue: cooked, portions },
    ms,
  } = timeWeeks(versions, b.name, profile, index);
  run.portionsUsed.push(portions);
  run.peakRss = Math.max(run.peakRss, process.memoryUsage().rss);
  if (outcome.ok) {
    const { plan } = outcome;
    const row = score(
      'ours',
      b,
      profile,
      weekOf(plan, cooked),
      cooked,
      ms,
      factor,
      plan.cost.totalCents,
    );
    row.estimated = estimatedShare(plan.cost.lines).share;
    const dishes = dishesTill(plan, cooked, factor);
    // Bounds for the same nutrition, computed after the timed run (deterministic: same plan),
    // on the till of the dishes: what the program optimises and bounds.
    const bounded = planWeek(highs, profile, cooked, { boundSeconds: quick ? 1 : 20 });
    if (bounded.ok) {
      const cost = dishesTill(bounded.plan, cooked, factor) / 100;
      if (bounded.plan.stats.lpBound)
        row.lpGap = (cost - bounded.plan.stats.lpBound) / bounded.plan.stats.lpBound;
      if (bounded.plan.stats.mipDualBound > 0)
        row.provenGap = (cost - bounded.plan.stats.mipDualBound) / bounded.plan.stats.mipDualBound;
    }
    // A reference: the same planner searching 20 times longer over every eligible recipe (not
    // a bound: it shows how much a much longer search would still save).
    // Quick mode skips it (about 10 s a profile).
    const long = quick
      ? { ok: false as const }
      : planWeek(highs, profile, cooked, {
          searchPerType: 1000,
          searchEvaluations: 8_000_000,
          searchMs: 30_000,
          timeLimitSeconds: 2,
        });
    if (long.ok) {
      const longTill = dishesTill(long.plan, cooked, factor);
      row.longGap = (dishes - longTill) / longTill;
    }
    run.rows.push(row);
  } else {
    run.rows.push(
      noPlanRow(
        'ours',
        b.name,
        profile.weeklyBudget,
        outcome.infeasible.cheapestFeasibleBudget,
        ms,
      ),
    );
    console.log(
      `  ours / ${b.name}: no plan. ${outcome.infeasible.binding} ${outcome.infeasible.suggestion}`,
    );
  }
  // Regenerate: replace up to 10 meals of the week (generatePlan's, empty kitchen), each from
  // the original week; the baseline's the same way on its own week.
  planner.plan(profile, 'empty', b.name);
  timeRegenerates(versions, profile, index);

  for (const [name, make] of [
    ['random', () => randomPlanner(profile, catalogue, 7 + run.rows.length)],
    ['greedy', () => greedyCheapest(profile, catalogue, factor)],
    [
      'diet',
      () => {
        const slots = dietProblem(highs, profile, catalogue, factor);
        return slots ? placeInOrder(slots) : null;
      },
    ],
  ] as const) {
    const t = performance.now();
    const week = make();
    const elapsed = performance.now() - t;
    if (week) run.rows.push(score(name, b, profile, week, catalogue, elapsed, factor));
    else run.rows.push(noPlanRow(name, b.name, profile.weeklyBudget, undefined, elapsed));
  }
  const cheapest = cheapestFeasibleCents(highs, profile, catalogue, factor);
  for (const r of run.rows)
    if (r.profile === b.name && r.ok) r.vsCheapest = (r.cost * 100) / cheapest;
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const loadStart = performance.now();
  const highs = await getHighs();
  const catalogue = await getCatalogue();
  console.log(
    `Solver load + catalogue warm-up search ${Math.round(performance.now() - loadStart)} ms; catalogue: ${catalogue.recipes.length} recipes, ${catalogue.foods.size} foods.`,
  );
  console.log(
    `Thrifty Food Plan levels (USDA FNS CNPP, Cost of Food at Home, September 2025, weekly): ${Object.entries(
      TFP_WEEKLY,
    )
      .map(([group, dollars]) => `${group} $${dollars.toFixed(2)}`)
      .join(', ')}; scaled by the share of the day a profile plans.`,
  );
  const startRss = process.memoryUsage().rss;
  const profiles = quick ? PROFILES.slice(0, 6) : PROFILES;
  const named = profiles.map((b) => ({ name: b.name, profile: makeProfile(b) }));
  const weeks = () => fourWeekRun(highs, catalogue, named);
  if (process.argv.includes('--only-weeks')) {
    const verdicts = weeks();
    console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
    return;
  }
  // Every week the generate function would give, once per profile and kitchen (bench-planner-till.ts).
  const planner = new WeekPlanner(highs, catalogue);
  if (process.argv.includes('--only-own')) {
    const verdicts = ownRecipesRun(highs, catalogue);
    console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
    return;
  }
  if (process.argv.includes('--only-tfp')) {
    const verdicts = [...tfpQuality(planner, profiles), ...steadyTfpQuality(planner, profiles)];
    console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
    return;
  }
  const names = new Map(named.map((n) => [n.profile, n.name]));
  // The week whose meals are regenerated: week 1 from an empty kitchen, as the run plans it.
  const versions: PlannerVersion[] = [
    await thisCheckout((profile) => {
      const outcome = planner.plan(profile, 'empty', names.get(profile) ?? 'timing');
      return outcome.ok ? outcome.value.weeklyPlan : null;
    }),
  ];
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  if (baselineDir) {
    const started = performance.now();
    versions.push(await baselineCheckout(baselineDir));
    console.log(
      `Baseline planner from ${baselineDir} loaded in ${Math.round(performance.now() - started)} ms; timed beside this checkout, alternating per profile.`,
    );
  }
  if (process.argv.includes('--only-timing')) {
    named.forEach(({ name, profile }, index) => {
      timeWeeks(versions, name, profile, index);
      timeRegenerates(versions, profile, index);
    });
    const verdicts = timingVerdicts(versions);
    console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
    return;
  }
  const run: Run = {
    highs,
    catalogue,
    planner,
    versions,
    named,
    quick,
    rows: [],
    portionsUsed: [],
    peakRss: startRss,
  };
  for (const [index, b] of profiles.entries()) runProfile(run, index, b);
  const { rows } = run;
  const [thisVersion] = versions as [PlannerVersion];

  printRows(rows);
  printSummary(rows, thisVersion.regenMs, run.portionsUsed, run.peakRss);
  printDietQuality(rows, profiles);

  // What the product promises (issues #34 and #35): the till, food safety, diet quality at the
  // Thrifty Food Plan cost, four weeks carried, timing.
  const till = tillWeekOne(planner, named);
  const tfpVerdicts = [...tfpQuality(planner, profiles), ...steadyTfpQuality(planner, profiles)];
  const weeksVerdicts = process.argv.includes('--skip-weeks') ? [] : weeks();
  const own = ownRecipesRun(highs, catalogue);
  const timing = [...timingVerdicts(versions), ...own];
  const over = planner.overBudget();
  printTargets(rows, {
    till,
    tfpVerdicts,
    weeksVerdicts,
    timing,
    over,
    weeksPlanned: planner.planned.length,
  });
}

void main();
