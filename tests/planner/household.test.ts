/**
 * Planning for a household: whatever the mix of members, no one is served a dish that breaks
 * their allergies or restrictions or a meal they do not eat at home; portions follow the members'
 * calorie targets; every member's part of the meals adds up to what was cooked and their costs to
 * the bill, after edits too. Members' targets follow the DRI equations (hand-computed here).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { childEnergy, memberTargets } from '../../supabase/functions/_shared/planner/household.ts';
import { splitCents } from '../../supabase/functions/_shared/planner/household-present.ts';
import { generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerCatalogue } from '../../supabase/functions/_shared/planner/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import {
  householdMemberSchema,
  memberFromRow,
  referenceNote,
} from '../../supabase/functions/_shared/rules/household.ts';
import { testProfile } from './testProfile.ts';
import { HOLDER, WEEK, householdProblems, member } from './householdSupport.ts';

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

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
