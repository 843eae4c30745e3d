/**
 * A household's week for the plan screen tests, in the shape of the plan response's household
 * fields (supabase/functions/_shared/schemas/responses.ts): any one-person fixture week made into
 * the week of Ana (the account holder, 1.5x portions, every meal at home) and Leo (7, 0.75x
 * portions, lunch at school). Every week it gives is parsed by the response schema.
 */
import {
  storedPlanSchema,
  type Day,
  type StoredPlan,
} from '../../machines/planShared/plan.types.ts';
import { dollars } from '../../machines/planShared/planEdits.ts';
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

const MEMBERS = [ANA, LEO];

function grams(text: string): number {
  return Number.parseFloat(text) || 0;
}

/** The day with each dish's portions and each member's share of what the dishes bring. */
function householdDay(day: Day): Day {
  const meals = day.meals.map((meal) => ({
    ...meal,
    portions: MEMBERS.filter((m) => m.meals.includes(meal.type)).map((m) => ({
      member: m.member,
      name: m.name,
      portion: m.portion,
    })),
  }));
  const members = MEMBERS.map((m) => {
    let protein = 0;
    let calories = 0;
    for (const meal of meals) {
      const whole = meal.portions.reduce((sum, part) => sum + part.portion, 0);
      const mine = meal.portions.find((part) => part.member === m.member);
      if (!mine) continue;
      protein += (grams(meal.nutrition.protein) * mine.portion) / whole;
      calories += (meal.nutrition.calories * mine.portion) / whole;
    }
    return {
      member: m.member,
      name: m.name,
      protein: Math.round(protein),
      calories: Math.round(calories),
      proteinGoal: m.proteinGoal,
      calorieTarget: m.calorieTarget,
    };
  });
  return {
    ...day,
    meals,
    members,
    proteinGoal: MEMBERS.reduce((sum, m) => sum + m.proteinGoal, 0),
    calorieTarget: MEMBERS.reduce((sum, m) => sum + m.calorieTarget, 0),
  };
}

/**
 * The week as the planner gives it for Ana and Leo. Their shares of the bill (two thirds for
 * Ana, the rest for Leo, to the cent) add up to the week's total; `hei: false` leaves out their
 * Healthy Eating Index (weeks scored before it was measured per person).
 */
export function householdPlan(stored: StoredPlan, options: { hei?: boolean } = {}): StoredPlan {
  const days = stored.plan.days.map(householdDay);
  const totalCents = Math.round(stored.plan.totalCostValue * 100);
  const anaCents = Math.round((totalCents * 2) / 3);
  const planned = days.filter((day) => day.meals.length > 0);
  const members: HouseholdMemberPlan[] = MEMBERS.map((m, index) => {
    const cents = index === 0 ? anaCents : totalCents - anaCents;
    const met = planned.filter((day) => {
      const mine = day.members?.find((entry) => entry.member === m.member);
      return mine !== undefined && mine.protein >= m.proteinGoal;
    }).length;
    return {
      ...m,
      cost: dollars(cents / 100),
      costValue: cents / 100,
      ...(options.hei === false ? {} : { hei: index === 0 ? 71.6 : 64.2 }),
      daysMeetingProteinGoal: met,
      daysPlanned: planned.length,
    };
  });
  return storedPlanSchema.parse({
    ...stored,
    plan: { ...stored.plan, days, household: { members } },
  });
}
