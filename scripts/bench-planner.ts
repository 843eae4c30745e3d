/**
 * npm run bench:planner: our planner against two baselines on a fixed set of profiles, side by
 * side: a random-within-filters planner (what Mealie and Tandoor do: any recipe that passes the
 * filters, per slot) and a greedy-cheapest planner (the cheapest recipe per slot, at most twice).
 *
 * Columns: store cost against budget, gap to the LP-relaxation bound and to the solver's proven
 * bound (same nutrition), gap to a 20x longer search (a reference, not a bound), days meeting
 * the protein goal, days within 15 % of the calorie target,
 * distinct dishes, hard-constraint violations, then p50/p95 time and peak memory; and p50/p95 of
 * regenerating one meal. For our plans it also prints how much of each bill rests on estimated
 * prices (catalogue/basis.ts), and the official share of the median plan's bill.
 *
 * Thrifty Food Plan (USDA FNS, Center for Nutrition Policy and Promotion, "Cost of Food at Home",
 * Thrifty Food Plan, September 2025, U.S. average, weekly cost): female 20-50 $57.40, 51-70
 * $53.50, 71+ $58.80; male 20-50 $72.10, 51-70 $63.70, 71+ $60.70. The plan covers all food of
 * a week; for a profile that plans only some meals the level is scaled by the planned share of
 * the day (targets.ts). Our prices are BLS September 2024 averages, so the TFP level is, if
 * anything, slightly generous.
 *
 * Our planner cooks at a portion scale fitted to the calorie target (portions.ts); the baselines
 * use the recipes' standard servings, as recipe managers do unless a person rescales by hand.
 *
 * Then the four-week run (bench-planner-weeks.ts): each profile plans four consecutive weeks,
 * buying what each list says and carrying the pantry over, against four independent weeks, and
 * what the person paid at the checkout in each case.
 *
 * Usage: npx tsx scripts/bench-planner.ts [--quick] [--skip-weeks | --only-weeks]  (quick: 6
 * profiles, 1 s bounds, no 20x longer search; --skip-weeks: no four-week run; --only-weeks: the
 * four-week run alone)
 */
import { estimatedShare } from '../supabase/functions/_shared/catalogue/basis.ts';
import { recipeMatchesFreeText } from '../supabase/functions/_shared/catalogue/compute.ts';
import type { Diet, MealType, Recipe } from '../supabase/functions/_shared/catalogue/types.ts';
import { MEAL_TYPES } from '../supabase/functions/_shared/catalogue/types.ts';
import { getCatalogue } from '../supabase/functions/_shared/planner/catalogue.ts';
import { perGramCostCents, weekCost } from '../supabase/functions/_shared/planner/cost.ts';
import {
  eligibleRecipes,
  hardFilters,
  isPriced,
} from '../supabase/functions/_shared/planner/filters.ts';
import { getHighs } from '../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../supabase/functions/_shared/planner/plan.ts';
import { planWithPortions } from '../supabase/functions/_shared/planner/portions.ts';
import { mealId } from '../supabase/functions/_shared/planner/present.ts';
import { replaceMeal, generatePlan } from '../supabase/functions/_shared/planner/service.ts';
import { cheapestFeasibleCents, dietProblem, qualityOf } from './bench-planner-quality.ts';
import { fourWeekRun } from './bench-planner-weeks.ts';
import {
  MEAL_SHARE,
  calorieTarget,
  plannedDayShares,
  recommendedProtein,
} from '../supabase/functions/_shared/planner/targets.ts';
import type { BodyData } from '../supabase/functions/_shared/planner/targets.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../supabase/functions/_shared/planner/types.ts';

const TFP_WEEKLY: Record<string, number> = {
  'Female 20-50': 57.4,
  'Female 51-70': 53.5,
  'Female 71+': 58.8,
  'Male 20-50': 72.1,
  'Male 51-70': 63.7,
  'Male 71+': 60.7,
};

interface BenchProfile {
  name: string;
  body: BodyData & { age: number; gender: 'Male' | 'Female' };
  profile: Partial<PlannerProfile>;
}

const ALL7 = { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 };

const PROFILES: BenchProfile[] = [
  { name: 'F30 default $100', body: { age: 30, gender: 'Female' }, profile: { weeklyBudget: 100 } },
  { name: 'F30 at TFP', body: { age: 30, gender: 'Female' }, profile: { weeklyBudget: 57.4 } },
  {
    name: 'M35 active at TFP',
    body: {
      age: 35,
      gender: 'Male',
      weightLb: 180,
      heightFeet: 5,
      heightInches: 11,
      activityLevel: 'Moderately Active',
    },
    profile: { weeklyBudget: 72.1 },
  },
  {
    name: 'M25 muscle $150',
    body: {
      age: 25,
      gender: 'Male',
      weightLb: 190,
      heightFeet: 6,
      heightInches: 1,
      activityLevel: 'Very Active',
      healthGoal: 'Build Muscle',
    },
    profile: { weeklyBudget: 150, cuisines: ['Mexican', 'American'] },
  },
  {
    name: 'F45 lose $75',
    body: {
      age: 45,
      gender: 'Female',
      weightLb: 190,
      activityLevel: 'Lightly Active',
      healthGoal: 'Lose Weight',
    },
    profile: { weeklyBudget: 75 },
  },
  {
    name: 'Vegan $75',
    body: { age: 28, gender: 'Female', weightLb: 135 },
    profile: { weeklyBudget: 75, diets: ['Vegan'] },
  },
  {
    name: 'Vegetarian GF $100',
    body: { age: 40, gender: 'Male', weightLb: 170 },
    profile: { weeklyBudget: 100, diets: ['Vegetarian', 'Gluten-Free'] },
  },
  {
    name: 'Keto $120',
    body: { age: 38, gender: 'Male', weightLb: 210 },
    profile: { weeklyBudget: 120, diets: ['Keto'] },
  },
  {
    name: 'Dairy+egg allergy $90',
    body: { age: 33, gender: 'Female' },
    profile: { weeklyBudget: 90, allergies: ['Dairy', 'Eggs'] },
  },
  {
    name: 'Nut+sesame, 15 min',
    body: { age: 22, gender: 'Male', weightLb: 160 },
    profile: {
      weeklyBudget: 90,
      allergies: ['Peanuts', 'Tree Nuts', 'Sesame'],
      maxPrepMinutes: 15,
    },
  },
  {
    name: 'Microwave only $80',
    body: { age: 60, gender: 'Female' },
    profile: { weeklyBudget: 80, methods: ['Microwave'] },
  },
  {
    name: 'Bulk prep 5/5/7/7',
    body: { age: 29, gender: 'Male', weightLb: 175 },
    profile: {
      weeklyBudget: 85,
      bulkPrep: true,
      mealCounts: { BREAKFAST: 5, LUNCH: 5, DINNER: 7, SNACK: 7 },
    },
  },
  {
    name: 'Dinners only $40',
    body: { age: 50, gender: 'Female' },
    profile: { weeklyBudget: 40, mealCounts: { BREAKFAST: 0, LUNCH: 0, DINNER: 7, SNACK: 0 } },
  },
  {
    name: 'Lunch+dinner $60',
    body: { age: 31, gender: 'Male' },
    profile: { weeklyBudget: 60, mealCounts: { BREAKFAST: 0, LUNCH: 7, DINNER: 7, SNACK: 0 } },
  },
  {
    name: 'Italian+Indian fan $110',
    body: { age: 27, gender: 'Female' },
    profile: { weeklyBudget: 110, cuisines: ['Italian', 'Indian'] },
  },
  {
    name: 'Asian cuisines $95',
    body: { age: 44, gender: 'Male' },
    profile: { weeklyBudget: 95, cuisines: ['Chinese', 'Japanese', 'Thai'] },
  },
  {
    name: 'Dislikes + other allergy',
    body: { age: 36, gender: 'Female' },
    profile: {
      weeklyBudget: 90,
      dislikedFoods: 'mushrooms, olives, cilantro',
      allergyOther: 'kiwi',
    },
  },
  {
    name: 'Pescatarian $110',
    body: { age: 52, gender: 'Male' },
    profile: { weeklyBudget: 110, dietOther: 'pescatarian' },
  },
  {
    name: 'Senior M72 $65',
    body: { age: 72, gender: 'Male', weightLb: 165 },
    profile: { weeklyBudget: 65, mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 3 } },
  },
  {
    name: 'Tight $35 full week',
    body: { age: 24, gender: 'Female' },
    profile: { weeklyBudget: 35 },
  },
];

function tfpFor(body: BenchProfile['body']): number {
  const band = body.age <= 50 ? '20-50' : body.age <= 70 ? '51-70' : '71+';
  return TFP_WEEKLY[`${body.gender} ${band}`] ?? 57.4;
}

function makeProfile(b: BenchProfile): PlannerProfile {
  return {
    diets: [] as Diet[],
    dietOther: '',
    allergies: [],
    allergyOther: '',
    dislikedFoods: '',
    proteinGoal: recommendedProtein(b.body),
    calorieTarget: calorieTarget(b.body),
    weeklyBudget: 100,
    mealCounts: { ...ALL7 },
    bulkPrep: false,
    maxPrepMinutes: 60,
    methods: [],
    cuisines: [],
    zipCode: '',
    stores: [],
    quality: 'Balanced',
    ...b.profile,
  };
}

interface Week {
  /** slots[type][day] -> recipe or undefined */
  days: { type: MealType; recipe: Recipe }[][];
}

interface Row {
  planner: string;
  profile: string;
  ok: boolean;
  cost: number;
  budget: number;
  lpGap?: number;
  provenGap?: number;
  /** (cost - cost of a 20x longer search) / that cost; negative when the fast answer is cheaper. */
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

function violationsOf(
  week: Week,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  costCents: number,
): number {
  let count = 0;
  const meals = week.days.flat();
  for (const type of MEAL_TYPES)
    if (meals.filter((m) => m.type === type).length !== profile.mealCounts[type]) count += 1;
  for (const { recipe } of meals) {
    const facts = catalogue.facts.get(recipe.id);
    if (!facts) {
      count += 1;
      continue;
    }
    const bad =
      profile.allergies.some((a) => facts.allergens.includes(a)) ||
      profile.diets.some((d) => !facts.diets.includes(d)) ||
      (profile.allergyOther !== '' && recipeMatchesFreeText(facts, profile.allergyOther)) ||
      (profile.dislikedFoods !== '' && recipeMatchesFreeText(facts, profile.dislikedFoods)) ||
      recipe.prepMinutes > profile.maxPrepMinutes ||
      (profile.methods.length > 0 && !recipe.methods.some((m) => profile.methods.includes(m)));
    if (bad) count += 1;
  }
  if (costCents > Math.round(profile.weeklyBudget * 100)) count += 1;
  return count;
}

function score(
  planner: string,
  b: BenchProfile,
  profile: PlannerProfile,
  week: Week,
  catalogue: PlannerCatalogue,
  ms: number,
  factor: number,
): Row {
  const recipes = week.days.flat().map((m) => m.recipe);
  const cost = weekCost(recipes, catalogue, factor).totalCents;
  let proteinDays = 0;
  let calorieDays = 0;
  let plannedDays = 0;
  for (const day of week.days) {
    if (day.length === 0) continue;
    plannedDays += 1;
    const share = day.reduce((s, m) => s + MEAL_SHARE[m.type], 0);
    const protein = day.reduce(
      (s, m) => s + (catalogue.facts.get(m.recipe.id)?.nutrition.protein ?? 0),
      0,
    );
    const kcal = day.reduce(
      (s, m) => s + (catalogue.facts.get(m.recipe.id)?.nutrition.kcal ?? 0),
      0,
    );
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

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const loadStart = performance.now();
  const highs = await getHighs();
  const catalogue = await getCatalogue();
  console.log(
    `Solver load + warm-up ${Math.round(performance.now() - loadStart)} ms; catalogue: ${catalogue.recipes.length} recipes, ${catalogue.foods.size} foods.`,
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
  const regenMs: number[] = [];
  let peakRss = process.memoryUsage().rss;
  const profiles = quick ? PROFILES.slice(0, 6) : PROFILES;
  const weeks = () =>
    fourWeekRun(
      highs,
      catalogue,
      profiles.map((b) => ({ name: b.name, profile: makeProfile(b) })),
    );
  if (process.argv.includes('--only-weeks')) {
    console.log(`\nTargets:\n  ${weeks()}`);
    return;
  }
  for (const b of profiles) {
    const profile = makeProfile(b);
    const factor = catalogue.priceLevel({
      zipCode: profile.zipCode,
      stores: profile.stores,
      quality: profile.quality,
    }).factor;

    const started = performance.now();
    // Portions scaled to the calorie target, as the generate function plans (portions.ts).
    const { outcome, catalogue: cooked, portions } = planWithPortions(highs, profile, catalogue);
    const ms = performance.now() - started;
    portionsUsed.push(portions);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (outcome.ok) {
      const recipes = new Map(cooked.recipes.map((r) => [r.id, r]));
      const days: Week['days'] = [...Array(7)].map(() => []);
      for (const m of outcome.plan.meals)
        days[m.day]?.push({ type: m.type, recipe: recipes.get(m.recipeId) as Recipe });
      const row = score('ours', b, profile, { days }, cooked, ms, factor);
      row.estimated = estimatedShare(outcome.plan.cost.lines).share;
      // Bounds for the same nutrition, computed after the timed run (deterministic: same plan).
      const bounded = planWeek(highs, profile, cooked, { boundSeconds: quick ? 1 : 20 });
      if (bounded.ok) {
        const cost = bounded.plan.cost.totalCents / 100;
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
      if (long.ok)
        row.longGap = (row.cost * 100 - long.plan.cost.totalCents) / long.plan.cost.totalCents;
      rows.push(row);
      // Regenerate: replace up to 10 meals of the week, each from the original plan.
      const generated = generatePlan(highs, profile, catalogue, '2026-11-23');
      if (generated.ok) {
        const plan = generated.value.weeklyPlan;
        const meals = plan.days.flatMap((d, dayIndex) => d.meals.map((m) => ({ m, dayIndex })));
        for (let k = 0; k < Math.min(10, meals.length); k += 1) {
          const pick = meals[Math.floor((k * meals.length) / Math.min(10, meals.length))];
          if (!pick) continue;
          const t = performance.now();
          replaceMeal(profile, catalogue, plan, {
            mealId: pick.m.id,
            dayIndex: pick.dayIndex,
            type: pick.m.type,
          });
          regenMs.push(performance.now() - t);
        }
      }
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
  const weekP95 = percentile(
    rows.filter((r) => r.planner === 'ours').map((r) => r.ms),
    95,
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
  const weeksVerdict = process.argv.includes('--skip-weeks') ? null : weeks();
  console.log('');
  console.log('Targets (ours):');
  const tfpHei = ours.filter((r) => r.atTfp).map((r) => r.hei ?? 0);
  console.log(
    `  HEI at or above the Thrifty Food Plan: median ${percentile(tfpHei, 50).toFixed(1)} >= 80: ${verdict(percentile(tfpHei, 50) >= 80)}; ` +
      `minimum ${Math.min(...tfpHei).toFixed(1)} >= 70: ${verdict(Math.min(...tfpHei) >= 70)} (${tfpHei.length} profiles)`,
  );
  console.log(
    `  >= 75 % of the median plan's bill from official series (${median?.profile ?? 'none'}, $${median?.cost.toFixed(2) ?? '?'}): ` +
      `${(medianOfficial * 100).toFixed(0)} %: ${verdict(medianOfficial >= 0.75)}`,
  );
  console.log(`  week p95 ${weekP95.toFixed(0)} ms < 1000 ms: ${verdict(weekP95 < 1000)}`);
  console.log(
    `  regenerate p95 ${percentile(regenMs, 95).toFixed(1)} ms < 150 ms: ${verdict(percentile(regenMs, 95) < 150)}`,
  );
  console.log(
    `  cost within 3 % of the proven lower bound: median ${(percentile(provenGaps, 50) * 100).toFixed(1)} %, ` +
      `${provenGaps.filter((g) => g <= 0.03).length}/${provenGaps.length} plans: ${verdict(percentile(provenGaps, 50) <= 0.03)} (median)`,
  );
  console.log(
    `  protein goal on >= 90 % of days at or above the Thrifty Food Plan: ${(tfpShare * 100).toFixed(0)} %: ${verdict(tfpShare >= 0.9)}`,
  );
  console.log(
    `  zero hard-constraint violations and zero plans over budget: ${verdict(ours.every((r) => r.violations === 0 && r.cost <= r.budget + 1e-9))}`,
  );
  if (weeksVerdict) console.log(`  ${weeksVerdict}`);
  console.log('');
  console.log(
    'Meal ids are day-and-type based (e.g. ' +
      mealId('2026-11-23', 0, 'DINNER') +
      '); gaps are (cost - bound) / bound for the same nutrition.',
  );
}

void main();
