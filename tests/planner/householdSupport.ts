/**
 * Households for the planner's household tests: a member with defaults, arbitrary members and
 * households for the property tests, and everything a household's week must satisfy.
 */
import fc from 'fast-check';
import { ALLERGENS, DIETS, MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { PlannerCatalogue } from '../../supabase/functions/_shared/planner/types.ts';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';
import type { GenerateMealPlanResponse } from '../../supabase/functions/_shared/schemas/meal-plan.ts';

export const WEEK = '2026-11-23';
export const HOLDER = { name: 'You', age: 35 };

export const member = (
  over: Partial<HouseholdMember> & Pick<HouseholdMember, 'id' | 'name' | 'age'>,
) =>
  ({
    gender: 'Female',
    heightFeet: null,
    heightInches: null,
    weightLb: null,
    activityLevel: 'Sedentary',
    diets: [],
    allergies: [],
    mealsAtHome: [...MEAL_TYPES],
    ...over,
  }) as HouseholdMember;

const memberArb: fc.Arbitrary<HouseholdMember> = fc
  .record({
    age: fc.integer({ min: 1, max: 90 }),
    gender: fc.constantFrom('Female', 'Male', 'Prefer not to say'),
    weightLb: fc.option(fc.integer({ min: 20, max: 300 }), { nil: null }),
    activityLevel: fc.constantFrom(
      'Sedentary',
      'Lightly Active',
      'Moderately Active',
      'Very Active',
      'Extra Active',
    ),
    diets: fc.subarray(
      [...DIETS].filter((d) => d !== 'Keto' && d !== 'Paleo'),
      { maxLength: 1 },
    ),
    allergies: fc.subarray([...ALLERGENS], { maxLength: 2 }),
    mealsAtHome: fc.subarray([...MEAL_TYPES], { minLength: 1 }),
  })
  .map((r) => member({ id: '', name: '', ...r }) as HouseholdMember);

export const householdArb = fc
  .array(memberArb, { minLength: 1, maxLength: 3 })
  .map((ms) => ms.map((m, i) => ({ ...m, id: `m${i}`, name: `Member ${i + 1}` })));

/** Everything a household's week must satisfy, checked from the catalogue's facts. */
export function householdProblems(
  response: GenerateMealPlanResponse,
  members: readonly HouseholdMember[],
  catalogue: PlannerCatalogue,
): string[] {
  const bad: string[] = [];
  const plan = response.weeklyPlan;
  const byId = new Map(members.map((m) => [m.id, m]));
  const planned = plan.household?.members ?? [];
  if (planned.length !== members.length + 1) bad.push(`${planned.length} members planned`);
  for (const day of plan.days) {
    for (const meal of day.meals) {
      const facts = catalogue.facts.get(meal.recipeId);
      if (!facts) {
        bad.push(`unknown recipe ${meal.recipeId}`);
        continue;
      }
      const eating = new Set((meal.portions ?? []).map((p) => p.member));
      if (!eating.has('you')) bad.push(`${meal.id}: the account holder has no portion`);
      for (const m of members) {
        const home = m.mealsAtHome.includes(meal.type);
        if (home !== eating.has(m.id)) bad.push(`${meal.id}: ${m.name} at home ${home}`);
        if (!home) continue;
        for (const a of m.allergies)
          if (facts.allergens.includes(a)) bad.push(`${meal.id}: ${m.name} is allergic to ${a}`);
        for (const d of m.diets)
          if (!facts.diets.includes(d)) bad.push(`${meal.id}: ${m.name} is ${d}`);
      }
      for (const p of meal.portions ?? []) {
        const m = planned.find((x) => x.member === p.member);
        if (!m || m.portion !== p.portion) bad.push(`${meal.id}: ${p.member} portion ${p.portion}`);
        if (p.member !== 'you' && !byId.has(p.member)) bad.push(`${meal.id}: stranger ${p.member}`);
      }
    }
    // Each meal is shared out whole: the members' calories add up to the day's.
    const kcal = (day.members ?? []).reduce((s, m) => s + m.calories, 0);
    if (Math.abs(kcal - day.dailyCalories) > planned.length)
      bad.push(`${day.date}: members ${kcal} kcal, day ${day.dailyCalories}`);
  }
  const cents = planned.reduce((s, m) => s + Math.round(m.costValue * 100), 0);
  if (cents !== Math.round(plan.totalCostValue * 100))
    bad.push(`members' costs ${cents} against the bill ${plan.totalCostValue}`);
  return bad;
}
