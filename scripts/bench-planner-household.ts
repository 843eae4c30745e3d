/**
 * npm run bench:household: households of 2, 3 and 4 planned at their Thrifty Food Plan cost.
 *
 * Thrifty Food Plan (USDA FNS, Center for Nutrition Policy and Promotion, "Cost of Food at Home",
 * Thrifty Food Plan, September 2025, U.S. average, weekly cost): child 6-8 $47.20, 9-11 $54.60;
 * female 20-50 $57.40; male 20-50 $72.10. The published costs are for individuals in a family of
 * four; USDA's adjustment for household size adds 10 % for a household of two and 5 % for three.
 * So: a couple 20-50 (72.10 + 57.40) x 1.10 = $142.45; with a child 6-8 (176.70 x 1.05) =
 * $185.54; the reference family of four (a man and a woman 20-50, children 6-8 and 9-11) $231.30.
 *
 * Each household is planned as the generate function plans it (service.ts generatePlan with the
 * members), in three mixes: as is; with the youngest member allergic to peanuts and eating lunch at
 * school (a couple: the woman, with lunch at work); and with a vegetarian member. For every
 * member: days meeting their protein goal over days planned, their HEI-2020 (of their part of each
 * meal they eat), and no dish that breaks their allergies or restrictions. Targets: every member's
 * protein goal met on at least 90 % of days, HEI per person median >= 80 and min >= 70 (the
 * healthy-plans targets), every week within its budget, week p95 under 1 s.
 *
 * Usage: npx tsx scripts/bench-planner-household.ts [--runs N] (plans each household N times for
 * the timing; 3 unless set)
 */
import type { Allergen, Diet } from '../supabase/functions/_shared/catalogue/types.ts';
import { MEAL_TYPES } from '../supabase/functions/_shared/catalogue/types.ts';
import { getCatalogue } from '../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../supabase/functions/_shared/planner/service.ts';
import {
  calorieTarget,
  recommendedProtein,
} from '../supabase/functions/_shared/planner/targets.ts';
import type { BodyData } from '../supabase/functions/_shared/planner/targets.ts';
import type { PlannerProfile } from '../supabase/functions/_shared/planner/types.ts';
import type { HouseholdMember } from '../supabase/functions/_shared/rules/household.ts';

const TFP = { man: 72.1, woman: 57.4, child68: 47.2, child911: 54.6 } as const;
const SIZE_FACTOR: Record<number, number> = { 1: 1.2, 2: 1.1, 3: 1.05, 4: 1 };

const HOLDER: BodyData = {
  age: 35,
  gender: 'Male',
  heightFeet: 5,
  heightInches: 10,
  weightLb: 175,
  activityLevel: 'Lightly Active',
};

const member = (over: Partial<HouseholdMember> & Pick<HouseholdMember, 'id' | 'name' | 'age'>) =>
  ({
    gender: 'Female',
    heightFeet: null,
    heightInches: null,
    weightLb: null,
    activityLevel: 'Lightly Active',
    diets: [],
    allergies: [],
    mealsAtHome: [...MEAL_TYPES],
    ...over,
  }) as HouseholdMember;

const WOMAN = member({
  id: 'ana',
  name: 'Ana',
  age: 33,
  heightFeet: 5,
  heightInches: 5,
  weightLb: 140,
});
const BOY = member({
  id: 'leo',
  name: 'Leo',
  age: 7,
  gender: 'Male',
  activityLevel: 'Moderately Active',
});
const GIRL = member({ id: 'mia', name: 'Mia', age: 10, activityLevel: 'Moderately Active' });

interface Household {
  name: string;
  members: HouseholdMember[];
  budget: number;
}

function households(): Household[] {
  const sets: { size: number; members: HouseholdMember[]; tfp: number }[] = [
    { size: 2, members: [WOMAN], tfp: TFP.man + TFP.woman },
    { size: 3, members: [WOMAN, BOY], tfp: TFP.man + TFP.woman + TFP.child68 },
    { size: 4, members: [WOMAN, BOY, GIRL], tfp: TFP.man + TFP.woman + TFP.child68 + TFP.child911 },
  ];
  const out: Household[] = [];
  for (const set of sets) {
    const budget = Math.round(set.tfp * (SIZE_FACTOR[set.size] ?? 1) * 100) / 100;
    const youngest = set.members[set.members.length - 1] as HouseholdMember;
    out.push({ name: `${set.size} people`, members: set.members, budget });
    out.push({
      name: `${set.size}, peanut allergy + lunch away`,
      members: set.members.map((m) =>
        m === youngest
          ? {
              ...m,
              allergies: ['Peanuts'] as Allergen[],
              mealsAtHome: m.mealsAtHome.filter((t) => t !== 'LUNCH'),
            }
          : m,
      ),
      budget,
    });
    out.push({
      name: `${set.size}, one vegetarian`,
      members: set.members.map((m, i) => (i === 0 ? { ...m, diets: ['Vegetarian'] as Diet[] } : m)),
      budget,
    });
  }
  return out;
}

function profileFor(budget: number): PlannerProfile {
  return {
    diets: [],
    dietOther: '',
    allergies: [],
    allergyOther: '',
    dislikedFoods: '',
    proteinGoal: recommendedProtein(HOLDER),
    calorieTarget: calorieTarget(HOLDER),
    weeklyBudget: budget,
    mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 },
    bulkPrep: false,
    maxPrepMinutes: 60,
    methods: [],
    cuisines: [],
    zipCode: '',
    stores: [],
    quality: 'Balanced',
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] as number;
}

const pad = (text: string, n: number) => text.padEnd(n);

async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
  const highs = await getHighs();
  const catalogue = await getCatalogue();
  const facts = catalogue.facts;
  const times: number[] = [];
  const heis: number[] = [];
  let worstProtein = 1;
  let overBudget = 0;
  let violations = 0;
  let failed = 0;
  console.log(`Households at the Thrifty Food Plan cost (September 2025), ${runs} runs each`);
  for (const h of households()) {
    let last: ReturnType<typeof generatePlan> | undefined;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      last = generatePlan(
        highs,
        profileFor(h.budget),
        catalogue,
        '2026-11-23',
        {},
        {
          holder: { name: 'You', age: HOLDER.age as number },
          members: h.members,
        },
      );
      times.push(performance.now() - started);
    }
    if (!last || !last.ok) {
      failed += 1;
      console.log(`  ${pad(h.name, 34)} no plan: ${last && !last.ok ? last.error : ''}`);
      continue;
    }
    const plan = last.value.weeklyPlan;
    if (plan.totalCostValue > h.budget + 1e-9) overBudget += 1;
    const byId = new Map(h.members.map((m) => [m.id, m]));
    for (const day of plan.days)
      for (const meal of day.meals) {
        const f = facts.get(meal.recipeId);
        for (const p of meal.portions ?? []) {
          const m = byId.get(p.member);
          if (!m || !f) continue;
          if (!m.mealsAtHome.includes(meal.type)) violations += 1;
          if (m.allergies.some((a) => f.allergens.includes(a))) violations += 1;
          if (m.diets.some((d) => !f.diets.includes(d))) violations += 1;
        }
      }
    const parts = (plan.household?.members ?? []).map((m) => {
      const share = m.daysPlanned > 0 ? m.daysMeetingProteinGoal / m.daysPlanned : 1;
      worstProtein = Math.min(worstProtein, share);
      if (m.hei !== undefined) heis.push(m.hei);
      return `${m.name} ${m.portion}x ${m.calorieTarget} kcal ${m.proteinGoal} g: protein ${m.daysMeetingProteinGoal}/${m.daysPlanned}, HEI ${m.hei?.toFixed(1)}, ${m.cost}`;
    });
    console.log(
      `  ${pad(h.name, 34)} ${plan.totalCost} of $${h.budget.toFixed(2)}; ${parts.join('; ')}`,
    );
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const heiMedian = percentile(heis, 50);
  const heiMin = Math.min(...heis);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('');
  console.log(
    `  protein: every member's goal on at least ${(worstProtein * 100).toFixed(0)} % of their days (target 90 %): ${verdict(worstProtein >= 0.9)}`,
  );
  console.log(
    `  HEI per person: median ${heiMedian.toFixed(1)} (>= 80), min ${heiMin.toFixed(1)} (>= 70): ${verdict(heiMedian >= 80 && heiMin >= 70)}`,
  );
  console.log(
    `  budget: ${overBudget} over, ${failed} without a plan: ${verdict(overBudget === 0 && failed === 0)}`,
  );
  console.log(
    `  violations (a member served a dish they must not eat): ${violations}: ${verdict(violations === 0)}`,
  );
  console.log(
    `  week: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${times.length} plans (< 1,000 ms): ${verdict(p95 < 1000)}`,
  );
}

void main();
