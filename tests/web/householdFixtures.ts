/**
 * A household's week for the plan screen tests, in the shape of the plan response's household
 * fields (supabase/functions/_shared/schemas/responses.ts): any one-person fixture week made into
 * the week of Ana (the account holder, 1.5x portions, every meal at home) and Leo (7, 0.75x
 * portions, lunch at school). As the planner does (planner/household-present.ts), each member's
 * goals for a day are their daily goals scaled by the share of a day the meals they eat at home
 * that day make up (MEAL_SHARE), a member under 2 has no HEI, and a member's protein days count
 * the days with meals they eat. Every week it gives is parsed by the response schema.
 */
import {
  storedPlanSchema,
  type Day,
  type StoredPlan,
} from '../../machines/planShared/plan.types.ts';
import { dollarsFromCents } from '../../supabase/functions/_shared/rules/money.ts';
import { MEAL_SHARE } from '../../supabase/functions/_shared/planner/targets.ts';
import { HEI_MIN_AGE } from '../../supabase/functions/_shared/rules/household.ts';
import type { HouseholdMemberPlan } from '../../supabase/functions/_shared/schemas/responses.ts';

export const LEO_ID = '5b0c7f52-3c1e-4d2b-9a43-0d6f3e2a7c11';

type MemberFacts = Pick<
  HouseholdMemberPlan,
  'member' | 'name' | 'age' | 'portion' | 'meals' | 'calorieTarget' | 'proteinGoal'
>;

export const ANA: MemberFacts = {
  member: 'you',
  name: 'Ana',
  age: 34,
  portion: 1.5,
  meals: ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'],
  calorieTarget: 2400,
  proteinGoal: 90,
};

export const LEO: MemberFacts = {
  member: LEO_ID,
  name: 'Leo',
  age: 7,
  portion: 0.75,
  meals: ['BREAKFAST', 'DINNER', 'SNACK'],
  calorieTarget: 1400,
  proteinGoal: 34,
};

function grams(text: string): number {
  return Number.parseFloat(text) || 0;
}

/** The day with each dish's portions and each member's share of what the dishes bring. */
function householdDay(day: Day, members: readonly MemberFacts[]): Day {
  const meals = day.meals.map((meal) => ({
    ...meal,
    portions: members
      .filter((m) => m.meals.includes(meal.type))
      .map((m) => ({
        member: m.member,
        name: m.name,
        portion: m.portion,
      })),
  }));
  const days = members.map((m) => {
    let protein = 0;
    let calories = 0;
    let share = 0;
    for (const meal of meals) {
      const whole = meal.portions.reduce((sum, part) => sum + part.portion, 0);
      const mine = meal.portions.find((part) => part.member === m.member);
      if (!mine) continue;
      protein += (grams(meal.nutrition.protein) * mine.portion) / whole;
      calories += (meal.nutrition.calories * mine.portion) / whole;
      share += MEAL_SHARE[meal.type];
    }
    return {
      member: m.member,
      name: m.name,
      protein: Math.round(protein),
      calories: Math.round(calories),
      proteinGoal: Math.round(m.proteinGoal * share),
      calorieTarget: Math.round(m.calorieTarget * share),
    };
  });
  return {
    ...day,
    meals,
    members: days,
    proteinGoal: days.reduce((sum, m) => sum + m.proteinGoal, 0),
    calorieTarget: days.reduce((sum, m) => sum + m.calorieTarget, 0),
  };
}

/**
 * The week as the planner gives it for Ana and Leo. Their shares of the bill (two thirds for
 * Ana, the rest for Leo, to the cent) add up to the week's total; `hei: false` leaves out their
 * Healthy Eating Index (weeks scored before it was measured per person); `leo` changes Leo's
 * facts (his age, the meals he eats at home).
 */
export function householdPlan(
  stored: StoredPlan,
  options: { hei?: boolean; leo?: Partial<Omit<MemberFacts, 'member'>> } = {},
): StoredPlan {
  const everyone = [ANA, { ...LEO, ...options.leo }];
  const days = stored.plan.days.map((day) => householdDay(day, everyone));
  const totalCents = Math.round(stored.plan.totalCostValue * 100);
  const anaCents = Math.round((totalCents * 2) / 3);
  const members: HouseholdMemberPlan[] = everyone.map((m, index) => {
    const cents = index === 0 ? anaCents : totalCents - anaCents;
    const mine = days.flatMap(
      (day) =>
        day.members?.filter((entry) => entry.member === m.member && entry.proteinGoal > 0) ?? [],
    );
    const met = mine.filter((entry) => entry.protein >= entry.proteinGoal - 0.5).length;
    return {
      ...m,
      cost: dollarsFromCents(cents),
      costValue: cents / 100,
      ...(options.hei === false || m.age < HEI_MIN_AGE ? {} : { hei: index === 0 ? 71.6 : 64.2 }),
      daysMeetingProteinGoal: met,
      daysPlanned: mine.length,
    };
  });
  return storedPlanSchema.parse({
    ...stored,
    plan: { ...stored.plan, days, household: { members } },
  });
}
