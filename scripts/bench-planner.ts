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
 *   (bench-planner-timing.ts).
 *
 * Usage: npx tsx scripts/bench-planner.ts [--quick]
 * [--skip-weeks | --only-weeks | --only-tfp | --only-timing]
 * (quick: 6 profiles, 1 s bounds, no 20x longer search; --skip-weeks: no four-week run;
 * --only-weeks: the four-week run alone; --only-tfp: diet quality at the Thrifty Food Plan cost
 * alone, week 1 and carried; --only-timing: the timing alone, a week and up to 10
 * regenerated meals per profile). BENCH_BASELINE_DIR=<another checkout> (e.g. a `git worktree add
 * ../baseline <commit>` with this node_modules linked) times that checkout's planner beside this
 * one, alternating per profile.
 */
import { estimatedShare } from '../supabase/functions/_shared/catalogue/basis.ts';
import { recipeMatchesFreeText } from '../supabase/functions/_shared/catalogue/compute.ts';
import type { MealType, Recipe } from '../supabase/functions/_shared/catalogue/types.ts';
import { MEAL_TYPES } from '../supabase/functions/_shared/catalogue/types.ts';
import { getCatalogue } from '../supabase/functions/_shared/planner/catalogue.ts';
import { cookedFacts } from '../supabase/functions/_shared/planner/cooked.ts';
import { perGramCostCents, weekCost } from '../supabase/functions/_shared/planner/cost.ts';
import {
  eligibleRecipes,
  hardFilters,
  isPriced,
} from '../supabase/functions/_shared/planner/filters.ts';
import { getHighs } from '../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../supabase/functions/_shared/planner/plan.ts';
import { mealId } from '../supabase/functions/_shared/planner/present.ts';
import { cheapestFeasibleCents, dietProblem, qualityOf } from './bench-planner-quality.ts';
import type { Slot } from './bench-planner-quality.ts';
import { PROFILES, TFP_WEEKLY, makeProfile, tfpFor } from './bench-planner-profiles.ts';
import type { BenchProfile } from './bench-planner-profiles.ts';
import { tallySafe } from './bench-planner-safety.ts';
import { WeekPlanner, tillWeekOne } from './bench-planner-till.ts';
import { tfpQuality } from './bench-planner-tfp.ts';
import { steadyTfpQuality } from './bench-planner-steady.ts';
import {
  baselineCheckout,
  percentile,
  thisCheckout,
  timeRegenerates,
  timeWeeks,
  timingVerdicts,
} from './bench-planner-timing.ts';
import type { PlannerVersion } from './bench-planner-timing.ts';
import { fourWeekRun } from './bench-planner-weeks.ts';
import { MEAL_SHARE, plannedDayShares } from '../supabase/functions/_shared/planner/targets.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
  WeekPlan,
} from '../supabase/functions/_shared/planner/types.ts';
import { pad } from './bench-text.ts';

interface Week {
  /** The meals of each day (ours with the sides they come with). */
  days: Slot[][];
}

interface Row {
  planner: string;
  profile: string;
  ok: boolean;
  /** The till, dollars (a plan), or the cheapest till the answer names (no plan). */
  cost: number;
  budget: number;
  lpGap?: number;
  provenGap?: number;
  /** (dishes' till - that of a 20x longer search) / that till; negative when the fast answer is
   *  cheaper. */
  longGap?: number;
  proteinDays: number;
  calorieDays: number;
  plannedDays: number;
  distinct: number;
  violations: number;
  ms: number;
  atTfp: boolean;
  /** Share of the bill (ours) priced by estimates rather than official series. */
  estimated?: number;
  hei?: number;
  adequacy?: number;
  /** Most lunches and dinners sharing one main protein food. */
  maxProtein?: number;
  /** Cost / the cheapest week meeting the same hard constraints and meal counts. */
  vsCheapest?: number;
}

/** A meal's plate: its dish and its sides, as one recipe's facts (cooked.ts). */
const plateFacts = (catalogue: PlannerCatalogue, m: Slot) =>
  cookedFacts(catalogue, { recipeId: m.recipe.id, type: m.type, sides: m.sides ?? [] });

function violationsOf(
  week: Week,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  costCents: number,
): number {
  let count = 0;
  const meals = week.days.flat();
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  for (const type of MEAL_TYPES)
    if (meals.filter((m) => m.type === type).length !== profile.mealCounts[type]) count += 1;
  for (const meal of meals) {
    // The dish and each side it comes with: a side passes the filters like any dish.
    const parts = [meal.recipe, ...(meal.sides ?? []).map((id) => recipes.get(id))];
    const bad = parts.some((recipe) => {
      const facts = recipe && catalogue.facts.get(recipe.id);
      if (!recipe || !facts) return true;
      return (
        profile.allergies.some((a) => facts.allergens.includes(a)) ||
        profile.diets.some((d) => !facts.diets.includes(d)) ||
        (profile.allergyOther !== '' && recipeMatchesFreeText(facts, profile.allergyOther)) ||
        (profile.dislikedFoods !== '' && recipeMatchesFreeText(facts, profile.dislikedFoods)) ||
        recipe.prepMinutes > profile.maxPrepMinutes ||
        (profile.methods.length > 0 && !recipe.methods.some((m) => profile.methods.includes(m)))
      );
    });
    if (bad) count += 1;
  }
  if (costCents > Math.round(profile.weeklyBudget * 100)) count += 1;
  return count;
}

/**
 * A week's row. `tillCents`: the planner's own till (ours: its sides and the kitchen schedule's
 * extra packages included); absent: the week's dishes priced at the till by weekCost.
 */
function score(
  planner: string,
  b: BenchProfile,
  profile: PlannerProfile,
  week: Week,
  catalogue: PlannerCatalogue,
  ms: number,
  factor: number,
  tillCents?: number,
): Row {
  const recipes = week.days.flat().map((m) => m.recipe);
  const cost = tillCents ?? weekCost(recipes, catalogue, factor).totalCents;
  let proteinDays = 0;
  let calorieDays = 0;
  let plannedDays = 0;
  for (const day of week.days) {
    if (day.length === 0) continue;
    plannedDays += 1;
    const share = day.reduce((s, m) => s + MEAL_SHARE[m.type], 0);
    const protein = day.reduce((s, m) => s + (plateFacts(catalogue, m)?.nutrition.protein ?? 0), 0);
    const kcal = day.reduce((s, m) => s + (plateFacts(catalogue, m)?.nutrition.kcal ?? 0), 0);
    if (protein >= profile.proteinGoal * share - 0.5) proteinDays += 1;
    if (Math.abs(kcal - profile.calorieTarget * share) <= 0.15 * profile.calorieTarget * share)
      calorieDays += 1;
  }
  const tfp = (tfpFor(b.body) * plannedDayShares(profile.mealCounts)) / 7;
  const quality = qualityOf(week.days.flat(), profile, catalogue);
  return {
    ...quality,
    planner,
    profile: b.name,
    ok: true,
    cost: cost / 100,
    budget: profile.weeklyBudget,
    proteinDays,
    calorieDays,
    plannedDays,
    distinct: new Set(recipes.map((r) => r.id)).size,
    violations: violationsOf(week, profile, catalogue, cost),
    ms,
    atTfp: profile.weeklyBudget >= tfp - 1e-9,
  };
}

/** Our week on its days, each meal with its sides. */
function weekOf(plan: WeekPlan, cooked: PlannerCatalogue): Week {
  const recipes = new Map(cooked.recipes.map((r) => [r.id, r]));
  const days: Week['days'] = [...Array(7)].map(() => []);
  for (const m of plan.meals)
    days[m.day]?.push({ type: m.type, recipe: recipes.get(m.recipeId) as Recipe, sides: m.sides });
  return { days };
}

/** The till of the week's dishes alone (no sides, no kitchen extras): what the program prices. */
function dishesTill(plan: WeekPlan, cooked: PlannerCatalogue, factor: number): number {
  const recipes = new Map(cooked.recipes.map((r) => [r.id, r]));
  return weekCost(
    plan.meals.map((m) => recipes.get(m.recipeId) as Recipe),
    cooked,
    factor,
  ).totalCents;
}

function eligibleByType(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
): Map<MealType, Recipe[]> {
  const filters = hardFilters(profile, catalogue);
  return new Map(
    MEAL_TYPES.map((t) => [
      t,
      eligibleRecipes(t, filters, catalogue).filter((r) => isPriced(r, catalogue)),
    ]),
  );
}

/** Days for n meals of a type: the first n days (what a simple planner does). */
function placeInOrder(chosen: { type: MealType; recipe: Recipe }[]): Week {
  const days: { type: MealType; recipe: Recipe }[][] = [...Array(7)].map(() => []);
  for (const type of MEAL_TYPES) {
    chosen.filter((c) => c.type === type).forEach((c, i) => days[i % 7]?.push(c));
  }
  return { days };
}

function randomPlanner(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  seed: number,
): Week | null {
  let s = seed || 1;
  const random = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const byType = eligibleByType(profile, catalogue);
  const chosen: { type: MealType; recipe: Recipe }[] = [];
  for (const type of MEAL_TYPES) {
    const list = byType.get(type) ?? [];
    for (let i = 0; i < profile.mealCounts[type]; i += 1) {
      if (list.length === 0) return null;
      chosen.push({ type, recipe: list[Math.floor(random() * list.length)] as Recipe });
    }
  }
  return placeInOrder(chosen);
}

function greedyCheapest(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  factor: number,
): Week | null {
  const byType = eligibleByType(profile, catalogue);
  const chosen: { type: MealType; recipe: Recipe }[] = [];
  const uses = new Map<string, number>();
  for (const type of MEAL_TYPES) {
    const list = [...(byType.get(type) ?? [])].sort(
      (a, b) => perGramCostCents(a, catalogue, factor) - perGramCostCents(b, catalogue, factor),
    );
    let need = profile.mealCounts[type];
    for (let round = 0; need > 0 && round < 7; round += 1) {
      for (const recipe of list) {
        if (need === 0) break;
        if ((uses.get(recipe.id) ?? 0) >= 2 + round) continue;
        uses.set(recipe.id, (uses.get(recipe.id) ?? 0) + 1);
        chosen.push({ type, recipe });
        need -= 1;
      }
    }
    if (need > 0) return null;
  }
  return placeInOrder(chosen);
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
  const rows: Row[] = [];
  const portionsUsed: number[] = [];
  let peakRss = process.memoryUsage().rss;
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
  for (const [index, b] of profiles.entries()) {
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
    portionsUsed.push(portions);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
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
          row.provenGap =
            (cost - bounded.plan.stats.mipDualBound) / bounded.plan.stats.mipDualBound;
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
      rows.push(row);
    } else {
      rows.push({
        planner: 'ours',
        profile: b.name,
        ok: false,
        cost: outcome.infeasible.cheapestFeasibleBudget ?? NaN,
        budget: profile.weeklyBudget,
        proteinDays: 0,
        calorieDays: 0,
        plannedDays: 0,
        distinct: 0,
        violations: 0,
        ms,
        atTfp: false,
      });
      console.log(
        `  ours / ${b.name}: no plan. ${outcome.infeasible.binding} ${outcome.infeasible.suggestion}`,
      );
    }
    // Regenerate: replace up to 10 meals of the week (generatePlan's, empty kitchen), each from
    // the original week; the baseline's the same way on its own week.
    planner.plan(profile, 'empty', b.name);
    timeRegenerates(versions, profile, index);

    for (const [name, make] of [
      ['random', () => randomPlanner(profile, catalogue, 7 + rows.length)],
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
      if (week) rows.push(score(name, b, profile, week, catalogue, elapsed, factor));
      else
        rows.push({
          planner: name,
          profile: b.name,
          ok: false,
          cost: NaN,
          budget: profile.weeklyBudget,
          proteinDays: 0,
          calorieDays: 0,
          plannedDays: 0,
          distinct: 0,
          violations: 0,
          ms: elapsed,
          atTfp: false,
        });
    }
    const cheapest = cheapestFeasibleCents(highs, profile, catalogue, factor);
    for (const r of rows)
      if (r.profile === b.name && r.ok) r.vsCheapest = (r.cost * 100) / cheapest;
  }
  const [thisVersion] = versions as [PlannerVersion];

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
  const { regenMs } = thisVersion;
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
  const officialShares = ours.map((r) => 1 - (r.estimated ?? 1));
  console.log(
    `  official share of each bill (ours): min ${(Math.min(...officialShares) * 100).toFixed(0)} %, ` +
      `median ${(percentile(officialShares, 50) * 100).toFixed(0)} %, max ${(Math.max(...officialShares) * 100).toFixed(0)} %`,
  );
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

  // What the product promises (issues #34 and #35): the till, food safety, diet quality at the
  // Thrifty Food Plan cost, four weeks carried, timing.
  const till = tillWeekOne(planner, named);
  const tfpVerdicts = [...tfpQuality(planner, profiles), ...steadyTfpQuality(planner, profiles)];
  const weeksVerdicts = process.argv.includes('--skip-weeks') ? [] : weeks();
  const timing = timingVerdicts(versions);
  const over = planner.overBudget();
  const safety = till.safety;
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
    `  every week generatePlan gave in this run (week 1, the re-plans, the TFP weeks): ${over.length} of ${planner.planned.length} over budget: ${verdict(over.length === 0)}` +
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

void main();
