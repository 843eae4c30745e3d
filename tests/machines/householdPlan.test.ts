/**
 * The plan screens' derived data for a household's week (machines/planShared/household.ts):
 * portions per person, each person's day, who the week feeds, straight from the response; and
 * nothing of it for a one-person week.
 */
import { describe, expect, it } from 'vitest';
import {
  dayTargets,
  householdWeek,
  isHouseholdWeek,
  mealPortions,
  memberDays,
} from '../../machines/planShared/household.ts';
import { storedPlanSchema } from '../../machines/planShared/plan.types.ts';
import { moveMeal } from '../../machines/planShared/planEdits.ts';
import { portionLabel } from '../../supabase/functions/_shared/rules/labels.ts';
import { generateMealPlanResponse } from '../../supabase/functions/_shared/schemas/responses.ts';
import { householdPlan } from '../web/householdFixtures.ts';
import { fixturePlan } from '../web/planFixtures.ts';

const one = () => storedPlanSchema.parse(fixturePlan());
const both = () => householdPlan(fixturePlan());

describe('a household week on the plan screens', () => {
  it('has fixtures the response schema accepts, household and one person alike', () => {
    for (const stored of [one(), both(), householdPlan(fixturePlan(), { hei: false })]) {
      const response = {
        weeklyPlan: stored.plan,
        shoppingList: stored.shoppingList,
        nutritionSummary: {
          dailyProteinGoal: 124,
          dailyCalorieTarget: 3800,
          averageDailyProtein: 20,
          averageDailyCalories: 300,
          daysMeetingProteinGoal: 0,
          daysWithinCalorieTarget: 0,
          plannedShareOfDay: '100 %',
        },
        explanation: {
          summary: 'A week.',
          constraints: [],
          targets: [],
          notes: [],
          solver: {
            method: 'MILP',
            candidates: 3,
            solveMs: 1,
            status: 'optimal',
            costLowerBound: 0,
          },
        },
      };
      expect(generateMealPlanResponse.safeParse(response).success).toBe(true);
    }
  });

  it('writes portions as 1.5x, 0.75x and 1x', () => {
    expect([1.5, 0.75, 1, 1.25, 2 / 3].map(portionLabel)).toEqual([
      '1.5x',
      '0.75x',
      '1x',
      '1.25x',
      '0.67x',
    ]);
  });

  it("lists a dish's portions for the members who eat it at home, and says it is the whole dish", () => {
    const [monday, , wednesday] = both().plan.days;
    const [breakfast] = monday?.meals ?? [];
    const [lunch] = wednesday?.meals ?? [];
    expect(breakfast && mealPortions(breakfast)).toEqual({
      line: 'Portions: Ana 1.5x · Leo 0.75x',
      wholeDish: 'Ingredients, nutrition and cost are for the whole dish, cooked for Ana and Leo.',
    });
    // Leo has lunch at school: the soup is Ana's alone.
    expect(lunch && mealPortions(lunch)?.line).toBe('Portions: Ana 1.5x');
  });

  it("gives each member's day from the response, against their own goals", () => {
    const monday = both().plan.days[0];
    const rows = monday ? memberDays(monday) : null;
    expect(rows?.map((row) => [row.name, ...row.bars.map((bar) => bar.text)])).toEqual([
      ['Ana', '39 of 50 g protein', '660 of 1,320 kcal'],
      ['Leo', '19 of 19 g protein', '330 of 770 kcal'],
    ]);
    expect(rows?.[0]?.bars.map((bar) => [bar.label, bar.met])).toEqual([
      ["Ana's protein: 39 g of 50 g", false],
      ["Ana's calories: 660 of 1,320 kcal", false],
    ]);
    // Without the week's members there is no whole day to compare with.
    expect(rows?.map((row) => row.share)).toEqual([null, null]);
  });

  it("says what part of each member's whole day the day's planned meals are", () => {
    const stored = both();
    const members = stored.plan.household?.members;
    const [monday, tuesday, wednesday] = stored.plan.days;
    const shares = (day: typeof monday) =>
      day ? memberDays(day, members)?.map((row) => row.share) : null;
    expect(shares(monday)).toEqual([
      "Ana: 50 g of protein and 1,320 kcal from this day's planned meals (breakfast and dinner, 55 % of a whole day's 90 g and 2,400 kcal)",
      "Leo: 19 g of protein and 770 kcal from this day's planned meals (breakfast and dinner, 55 % of a whole day's 34 g and 1,400 kcal)",
    ]);
    expect(shares(wednesday)).toEqual([
      "Ana: 27 g of protein and 720 kcal from this day's planned meals (lunch, 30 % of a whole day's 90 g and 2,400 kcal)",
      "Leo eats none of this day's planned meals at home",
    ]);
    expect(shares(tuesday)).toEqual([
      "Ana eats none of this day's planned meals at home",
      "Leo eats none of this day's planned meals at home",
    ]);
    // A day of every meal is all of it.
    if (!monday?.members || !members) throw new Error('no members');
    const whole = {
      ...monday,
      members: monday.members.map((entry) => {
        const planned = members.find((m) => m.member === entry.member);
        return {
          ...entry,
          proteinGoal: planned?.proteinGoal ?? 0,
          calorieTarget: planned?.calorieTarget ?? 0,
        };
      }),
    };
    expect(memberDays(whole, members)?.[0]?.share).toBe(
      "Ana: this day's planned meals (breakfast and dinner) are a whole day's eating, 90 g of protein and 2,400 kcal",
    );
  });

  it('marks a goal met within half a gram of protein and 15 % of calories', () => {
    const monday = both().plan.days[0];
    if (!monday?.members) throw new Error('no members');
    const met = {
      ...monday,
      members: monday.members.map((entry) => ({
        ...entry,
        protein: entry.proteinGoal - 0.4,
        calories: entry.calorieTarget * 0.86,
      })),
    };
    expect(memberDays(met)?.flatMap((row) => row.bars.map((bar) => bar.met))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("shows each member's cost, HEI and protein days as given, and the cost per person", () => {
    const stored = both();
    const week = householdWeek(stored.plan);
    expect(week?.costLine).toBe('Estimated Weekly Cost for the household: $10.10 of $100');
    expect(week?.perPerson).toBe('$5.05 per person on average');
    expect(week?.shareNote).toBe(
      "The week's $10.10 shared by 2 people. Each person's share is their portions' part of the dishes; the shares add up to the week's cost.",
    );
    expect(week?.rows).toEqual([
      {
        member: 'you',
        name: 'Ana',
        isYou: true,
        age: '34 years',
        portion: 'Portion: 1.5x of each dish',
        // The week plans no snacks.
        meals: 'Eats at home: Breakfast, Lunch, Dinner',
        goals: 'Aims for 90 g of protein and 2,400 kcal a day',
        plannedShare:
          "Planned meals at home make up 30 to 55 % of a day's eating, by day: 27 to 50 g of protein and 720 to 1,320 kcal",
        cost: '$6.73',
        hei: 'Healthy Eating Index: 72 of 100',
        heiNote: null,
        proteinDays: 'Protein goal met on 1 of 2 days',
      },
      expect.objectContaining({
        name: 'Leo',
        isYou: false,
        age: '7 years',
        meals: 'Eats at home: Breakfast, Dinner',
        plannedShare:
          "Planned meals at home make up 55 % of a day's eating: 19 g of protein and 770 kcal",
        cost: '$3.37',
        hei: 'Healthy Eating Index: 64 of 100',
        heiNote: null,
      }),
    ]);
    // The members' shares are the response's own and add up to the week's total.
    const members = stored.plan.household?.members ?? [];
    expect(members.reduce((sum, m) => sum + Math.round(m.costValue * 100), 0)).toBe(
      Math.round(stored.plan.totalCostValue * 100),
    );
    expect(week?.rows.map((row) => row.cost)).toEqual(members.map((m) => m.cost));
  });

  it('leaves out the HEI of members the response gives none', () => {
    const week = householdWeek(householdPlan(fixturePlan(), { hei: false }).plan);
    expect(week?.rows.map((row) => row.hei)).toEqual([null, null]);
    expect(week?.rows.map((row) => row.heiNote)).toEqual([null, null]);
  });

  it('gives a member under 2 no HEI and says why, whatever the stored week carries', () => {
    const stored = householdPlan(fixturePlan(), { leo: { age: 1 } });
    const members = stored.plan.household?.members ?? [];
    const note =
      'The Healthy Eating Index 2020 scores diets from age 2; HEI-Toddlers-2020, for 12-23 months, is not computed here.';
    for (const plan of [
      stored.plan,
      {
        ...stored.plan,
        household: { members: members.map((m) => (m.age < 2 ? { ...m, hei: 60 } : m)) },
      },
    ]) {
      const rows = householdWeek(plan)?.rows;
      expect(rows?.map((row) => [row.age, row.hei, row.heiNote])).toEqual([
        ['34 years', 'Healthy Eating Index: 72 of 100', null],
        ['1 year', null, note],
      ]);
    }
  });

  it('says a member eats none of the week at home when it plans none of their meals', () => {
    const stored = householdPlan(fixturePlan(), { leo: { meals: ['SNACK'] } });
    const leo = householdWeek(stored.plan)?.rows[1];
    expect(leo?.meals).toBe("Eats none of this week's planned meals at home");
    expect(leo?.plannedShare).toBeNull();
  });

  it('gives nothing of a household for a one-person week, and its day targets as before', () => {
    const stored = one();
    expect(isHouseholdWeek(stored.plan)).toBe(false);
    expect(isHouseholdWeek(both().plan)).toBe(true);
    expect(householdWeek(stored.plan)).toBeNull();
    const monday = stored.plan.days[0];
    if (!monday) throw new Error('no Monday');
    expect(memberDays(monday)).toBeNull();
    expect(monday.meals.map(mealPortions)).toEqual([null, null]);
    expect(dayTargets(monday).map((bar) => bar.label)).toEqual([
      'Protein: 58 g of 110 g',
      'Calories: 990 of 2,000 kcal',
    ]);
    // An empty day has no targets to show.
    expect(dayTargets(stored.plan.days[1] as (typeof stored.plan.days)[number])).toEqual([]);
  });

  it("follows a meal moved to another day in each member's day until the saved week returns", () => {
    const moved = moveMeal(both(), 'monday-dinner-chili', 'Wednesday').stored;
    const figures = (index: number) =>
      moved.plan.days[index]?.members?.map((m) => [m.name, m.protein, m.calories]);
    // Monday keeps the oatmeal (14 g, 380 kcal) in shares of 1.5 and 0.75.
    expect(figures(0)).toEqual([
      ['Ana', 9, 253],
      ['Leo', 5, 127],
    ]);
    // Wednesday: Ana's soup, then the chili shared.
    expect(figures(2)).toEqual([
      ['Ana', 73, 1017],
      ['Leo', 15, 203],
    ]);
    expect(moved.plan.days[2]?.dailyProtein).toBe(88);
    expect(storedPlanSchema.safeParse(moved).success).toBe(true);
    // A one-person week gets no members.
    expect(
      moveMeal(one(), 'monday-dinner-chili', 'Wednesday').stored.plan.days[2],
    ).not.toHaveProperty('members');
  });
});
