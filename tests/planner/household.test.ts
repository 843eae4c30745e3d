/**
 * Planning for a household: whatever the mix of members, no one is served a dish that breaks
 * their allergies or restrictions or a meal they do not eat at home; portions follow the members'
 * calorie targets; every member's part of the meals adds up to what was cooked and their costs to
 * the bill, after edits too. Members' targets follow the DRI equations (hand-computed here).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALLERGENS, DIETS, MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import {
  childEnergy,
  memberTargets,
  planMembers,
  scalesOf,
  withMembersFilters,
} from '../../supabase/functions/_shared/planner/household.ts';
import { splitCents } from '../../supabase/functions/_shared/planner/household-present.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerCatalogue } from '../../supabase/functions/_shared/planner/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { weeksInKitchen } from '../../supabase/functions/_shared/pantry/weekStock.ts';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';
import {
  householdMemberSchema,
  memberFromRow,
  referenceNote,
} from '../../supabase/functions/_shared/rules/household.ts';
import type { GenerateMealPlanResponse } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { testProfile } from './testProfile.ts';

const WEEK = '2026-11-23';
const HOLDER = { name: 'You', age: 35 };
let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

const member = (over: Partial<HouseholdMember> & Pick<HouseholdMember, 'id' | 'name' | 'age'>) =>
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

const householdArb = fc
  .array(memberArb, { minLength: 1, maxLength: 3 })
  .map((ms) => ms.map((m, i) => ({ ...m, id: `m${i}`, name: `Member ${i + 1}` })));

/** Everything a household's week must satisfy, checked from the catalogue's facts. */
function householdProblems(
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

describe('household members', () => {
  it('children: the DRI estimated energy requirement and protein RDA at reference values', () => {
    // Boy 7, active, reference 115 cm and 20 kg: 88.5 - 61.9 x 7 + 1.26 x (26.7 x 20 + 903 x
    // 1.15) + 20 = 1,656.5 kcal; protein 0.95 x 20 = 19 g.
    expect(childEnergy(7, 'Male', 20, 115, 'Moderately Active')).toBeCloseTo(1656.46, 1);
    const boy = member({
      id: 'b',
      name: 'Leo',
      age: 7,
      gender: 'Male',
      activityLevel: 'Moderately Active',
    });
    expect(memberTargets(boy)).toEqual({ calorieTarget: 1660, proteinGoal: 19 });
    // Girl 10, low active, 144 cm and 37 kg: 135.3 - 308 + 1.16 x (370 + 1,344.96) + 25.
    expect(childEnergy(10, 'Female', 37, 144, 'Lightly Active')).toBeCloseTo(1841.65, 1);
    // Toddler 2, 12 kg: 89 x 12 - 100 + 20 = 988 kcal; protein 1.05 x 12 = 12.6 g.
    expect(memberTargets(member({ id: 't', name: 'Bo', age: 2 }))).toEqual({
      calorieTarget: 990,
      proteinGoal: 13,
    });
    // A given weight replaces the reference one.
    const heavier = memberTargets({ ...boy, weightLb: 60 });
    expect(heavier.proteinGoal).toBe(Math.round(0.95 * 60 * 0.45359237));
  });

  it('adults: the account holder rules (Mifflin-St Jeor, the product protein formula)', () => {
    const ana = member({
      id: 'a',
      name: 'Ana',
      age: 33,
      heightFeet: 5,
      heightInches: 5,
      weightLb: 140,
      activityLevel: 'Lightly Active',
    });
    // (10 x 63.50 + 6.25 x 165.1 - 5 x 33 - 161) x 1.375 = 1,840 kcal; 63.5 kg x 1.0 = 64 g.
    expect(memberTargets(ana)).toEqual({ calorieTarget: 1840, proteinGoal: 64 });
  });

  it('says when the reference height and weight stand in for blanks', () => {
    expect(referenceNote(member({ id: 'b', name: 'Leo', age: 7 }))).toBe(
      'Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).',
    );
    expect(
      referenceNote(member({ id: 'b', name: 'Leo', age: 7, heightFeet: 4, heightInches: 0 })),
    ).toBe('Leo uses the reference weight for ages 4-8 (20 kg).');
    expect(
      referenceNote(member({ id: 'a', name: 'Ana', age: 33, heightFeet: 5, weightLb: 140 })),
    ).toBeNull();
  });

  it('reads stored rows strictly: a row edited into nonsense is refused with a reason', () => {
    const row = {
      id: 'x',
      name: 'Leo',
      age: 7,
      gender: 'Male',
      activity_level: 'Sedentary',
      allergies: ['Peanuts'],
      meals_at_home: ['DINNER'],
    };
    const read = memberFromRow(row);
    expect(read.ok && read.member.allergies).toEqual(['Peanuts']);
    expect(memberFromRow({ ...row, age: 0 }).ok).toBe(false);
    expect(memberFromRow({ ...row, meals_at_home: [] }).ok).toBe(false);
    expect(memberFromRow({ ...row, allergies: ['Gluten'] }).ok).toBe(false);
    const parsed = householdMemberSchema.safeParse({ ...read, name: '  ' });
    expect(parsed.success).toBe(false);
  });

  it('splits a cost in whole cents that add up, by the portions', () => {
    // 1,001 x 1.5 / 3.25 = 462, x 1 / 3.25 = 308, x 0.75 / 3.25 = 231; 1,000 / 3: the first gets
    // the leftover cent.
    expect(splitCents(1001, [1.5, 1, 0.75])).toEqual([462, 308, 231]);
    expect(splitCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.double({ min: 0.25, max: 2.5, noNaN: true }), { minLength: 1, maxLength: 9 }),
        (cents, weights) => {
          const parts = splitCents(cents, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
          parts.forEach((p, i) =>
            expect(
              Math.abs(p - (cents * weights[i]!) / weights.reduce((a, b) => a + b, 0)),
            ).toBeLessThan(1),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a household week (synthetic catalogue)', () => {
  const catalogue = syntheticCatalogue();

  it('portions follow the targets and each meal type is cooked for its eaters', () => {
    const profile = testProfile({ calorieTarget: 2400, proteinGoal: 90 });
    const small = member({ id: 's', name: 'Small', age: 4 });
    const big = member({
      id: 'b',
      name: 'Big',
      age: 30,
      weightLb: 200,
      gender: 'Male',
      activityLevel: 'Very Active',
      mealsAtHome: ['BREAKFAST', 'DINNER'],
    });
    const members = planMembers(
      withMembersFilters(profile, [small, big]),
      HOLDER,
      [small, big],
      catalogue,
    );
    const [you, s, b] = members;
    expect(memberTargets(small).calorieTarget).toBeLessThan(memberTargets(big).calorieTarget);
    expect(s!.portion).toBeLessThan(you!.portion);
    expect(b!.portion).toBeGreaterThan(s!.portion);
    const scales = scalesOf(members);
    expect(scales.DINNER).toBeCloseTo(you!.portion + s!.portion + b!.portion);
    expect(scales.LUNCH).toBeCloseTo(you!.portion + s!.portion);
  });

  it('portions follow the targets: more calories, no smaller portion, for any mix (property)', () => {
    const profile = testProfile();
    fc.assert(
      fc.property(householdArb, (members) => {
        const planned = planMembers(profile, HOLDER, members, catalogue);
        expect(planned).toHaveLength(members.length + 1);
        for (const a of planned)
          for (const b of planned) {
            expect(a.portion).toBeGreaterThanOrEqual(0.25);
            expect(a.portion).toBeLessThanOrEqual(2.5);
            expect(Number.isInteger(a.portion * 4)).toBe(true);
            const sameMeals = a.meals.join() === b.meals.join();
            if (sameMeals && a.calorieTarget > b.calorieTarget)
              expect(a.portion).toBeGreaterThanOrEqual(b.portion);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('no member is served what they must not eat, and the totals add up, whatever the mix (property)', () => {
    fc.assert(
      fc.property(householdArb, (members) => {
        const outcome = generatePlan(
          highs,
          testProfile({ weeklyBudget: 400 }),
          catalogue,
          WEEK,
          {},
          { holder: HOLDER, members },
        );
        if (!outcome.ok) {
          // No plan: the answer says why (a filter leaves no dish, or the budget).
          expect(outcome.error.length).toBeGreaterThan(10);
          return;
        }
        expect(householdProblems(outcome.value, members, catalogue)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('an edit keeps the household: portions on the new meal, costs still add up', () => {
    const members = [
      member({
        id: 'p',
        name: 'Pea',
        age: 6,
        allergies: ['Peanuts'],
        mealsAtHome: ['BREAKFAST', 'DINNER', 'SNACK'],
      }),
    ];
    const profile = testProfile({ weeklyBudget: 300 });
    const first = generatePlan(highs, profile, catalogue, WEEK, {}, { holder: HOLDER, members });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const plan = first.value.weeklyPlan;
    const dinner = plan.days[2]!.meals.find((m) => m.type === 'DINNER')!;
    const edited = editPlan(withMembersFilters(profile, members), catalogue, plan, {
      kind: 'replace',
      mealId: dinner.id,
      dayIndex: 2,
      type: 'DINNER',
    });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    const after = edited.value.weeklyPlan;
    expect(after.household?.members.map((m) => [m.member, m.portion])).toEqual(
      plan.household?.members.map((m) => [m.member, m.portion]),
    );
    const added = edited.value.added[0]!;
    expect(added.portions?.map((p) => p.member)).toEqual(['you', 'p']);
    expect(
      householdProblems(
        { ...first.value, weeklyPlan: after, shoppingList: edited.value.shoppingList },
        members,
        catalogue,
      ),
    ).toEqual([]);
    // The pantry reads what the week uses at each meal type's scale.
    const { uses } = weeksInKitchen([after], catalogue);
    const scales = scalesOf(
      after.household!.members.map((m) => ({ ...m, meals: m.meals as MealType[] })),
    );
    const lunch = after.days[0]!.meals.find((m) => m.type === 'LUNCH')!;
    const recipe = catalogue.recipes.find((r) => r.id === lunch.recipeId)!;
    const first0 = recipe.ingredients[0]!;
    expect(
      uses.some(
        (u) =>
          u.date === after.days[0]!.date &&
          u.food === first0.food &&
          Math.abs(u.grams - first0.grams * scales.LUNCH) < 1e-6,
      ),
    ).toBe(true);
  });

  it('scores no HEI for a member under 2 (HEI-2020 starts at 2), a new week and an edit alike', () => {
    const members = [
      member({ id: 'baby', name: 'Bo', age: 1 }),
      member({ id: 'two', name: 'Mo', age: 2 }),
    ];
    const profile = testProfile({ weeklyBudget: 300 });
    const first = generatePlan(highs, profile, catalogue, WEEK, {}, { holder: HOLDER, members });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const heis = (plan: GenerateMealPlanResponse['weeklyPlan']) =>
      plan.household?.members.map((m) => [m.name, m.age, typeof m.hei]);
    const expected = [
      ['You', 35, 'number'],
      ['Bo', 1, 'undefined'],
      ['Mo', 2, 'number'],
    ];
    const plan = first.value.weeklyPlan;
    expect(heis(plan)).toEqual(expected);
    // Bo still eats, gets a share of the bill and has protein days.
    const bo = plan.household?.members.find((m) => m.member === 'baby');
    expect(bo?.costValue).toBeGreaterThan(0);
    expect(bo?.daysPlanned).toBeGreaterThan(0);
    const dinner = plan.days[2]!.meals.find((m) => m.type === 'DINNER')!;
    const edited = editPlan(withMembersFilters(profile, members), catalogue, plan, {
      kind: 'replace',
      mealId: dinner.id,
      dayIndex: 2,
      type: 'DINNER',
    });
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(heis(edited.value.weeklyPlan)).toEqual(expected);
  });

  it('names the cheapest household budget when the budget cannot feed everyone', () => {
    const members = [
      member({ id: 'a', name: 'Ana', age: 30 }),
      member({ id: 'b', name: 'Bo', age: 9 }),
    ];
    const outcome = generatePlan(
      highs,
      testProfile({ weeklyBudget: 20 }),
      catalogue,
      WEEK,
      { cheapestSeconds: 2 },
      { holder: HOLDER, members },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.infeasible?.kind).toBe('budget');
    expect(outcome.error).toMatch(
      /^For your household of 3 \(You [\d.]+x, Ana [\d.]+x and Bo [\d.]+x portions\): /,
    );
    const cheapest = outcome.infeasible?.cheapestFeasibleBudget ?? 0;
    expect(cheapest).toBeGreaterThan(20);
    // That budget does give the household a plan.
    const again = generatePlan(
      highs,
      testProfile({ weeklyBudget: cheapest }),
      catalogue,
      WEEK,
      {},
      { holder: HOLDER, members },
    );
    expect(again.ok).toBe(true);
  });

  it('says whose restrictions together leave no dish', () => {
    const members = [
      member({ id: 'v', name: 'Vi', age: 30, diets: ['Vegan'] }),
      member({ id: 'k', name: 'Kai', age: 40, diets: ['Keto'], allergies: ['Soy'] }),
    ];
    const outcome = generatePlan(
      highs,
      testProfile(),
      catalogue,
      WEEK,
      {},
      { holder: HOLDER, members },
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.infeasible?.kind).toBe('no-recipes');
    expect(outcome.error).toMatch(
      /^With every member's restrictions \(Vi: Vegan; Kai: Keto, no Soy\): /,
    );
  });

  it('one person alone plans exactly as before (no household fields)', () => {
    const alone = generatePlan(
      highs,
      testProfile(),
      catalogue,
      WEEK,
      {},
      { holder: HOLDER, members: [] },
    );
    const before = generatePlan(highs, testProfile(), catalogue, WEEK);
    expect(alone.ok && before.ok).toBe(true);
    if (!alone.ok || !before.ok) return;
    expect(alone.value.weeklyPlan.household).toBeUndefined();
    expect(alone.value.weeklyPlan.days[0]!.meals[0]!.portions).toBeUndefined();
    expect(alone.value.weeklyPlan.totalCost).toBe(before.value.weeklyPlan.totalCost);
  });
});

const product = productCatalogue();
describe.skipIf(!product)('a household week (product catalogue)', () => {
  it('a family of four with a peanut allergy: no peanut in any dish the child eats', () => {
    const cat = product as PlannerCatalogue;
    const members = [
      member({ id: 'ana', name: 'Ana', age: 33, weightLb: 140, heightFeet: 5, heightInches: 5 }),
      member({
        id: 'leo',
        name: 'Leo',
        age: 7,
        gender: 'Male',
        allergies: ['Peanuts'],
        mealsAtHome: ['BREAKFAST', 'DINNER', 'SNACK'],
      }),
      member({ id: 'mia', name: 'Mia', age: 10 }),
    ];
    const outcome = generatePlan(
      highs,
      testProfile({ weeklyBudget: 231.3 }),
      cat,
      WEEK,
      {},
      { holder: HOLDER, members },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(householdProblems(outcome.value, members, cat)).toEqual([]);
    for (const day of outcome.value.weeklyPlan.days)
      for (const meal of day.meals) {
        const recipe = cat.recipes.find((r) => r.id === meal.recipeId)!;
        const foods = recipe.ingredients.map((i) => cat.foods.get(i.food)?.name ?? '');
        if (meal.portions?.some((p) => p.member === 'leo'))
          expect(foods.filter((f) => /peanut/i.test(f))).toEqual([]);
      }
    expect(outcome.value.weeklyPlan.totalCostValue).toBeLessThanOrEqual(231.3);
  });
});
