/**
 * A household week on the synthetic catalogue: whatever the mix of members, no one is served a
 * dish that breaks their allergies or restrictions or a meal they do not eat at home; portions
 * follow the members' calorie targets; every member's part adds up to what was cooked and their
 * costs to the bill, after edits too.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import {
  memberTargets,
  planMembers,
  scalesOf,
  withMembersFilters,
} from '../../supabase/functions/_shared/planner/household.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import { weeksInKitchen } from '../../supabase/functions/_shared/pantry/weekStock.ts';
import type { GenerateMealPlanResponse } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { testProfile } from './testProfile.ts';
import { HOLDER, WEEK, householdArb, householdProblems, member } from './householdSupport.ts';

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

describe('a household week (synthetic catalogue)', () => {
  const catalogue = syntheticCatalogue();

  /** The week with its third day's dinner replaced, as the day page's Replace does. */
  function replaceThirdDayDinner(
    profile: ReturnType<typeof testProfile>,
    members: Parameters<typeof withMembersFilters>[1],
    plan: GenerateMealPlanResponse['weeklyPlan'],
  ) {
    const dinner = plan.days[2]!.meals.find((m) => m.type === 'DINNER')!;
    return editPlan(withMembersFilters(profile, members), catalogue, plan, {
      kind: 'replace',
      mealId: dinner.id,
      dayIndex: 2,
      type: 'DINNER',
    });
  }

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
    const edited = replaceThirdDayDinner(profile, members, plan);
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
    const edited = replaceThirdDayDinner(profile, members, plan);
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
