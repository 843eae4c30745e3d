/**
 * The plan screens' words for a household's week (weeklyPlan.household): each dish's portions
 * per person, each person's day against their goals, and who the week feeds. A one-person week
 * shows none of them.
 */
import { groupThousands } from '../shared/names.ts';

const kcal = groupThousands;

/** 'Ana and Leo', 'Ana, Leo and Mia'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const householdPlanTexts = {
  day: {
    /** 'Portions: Ana 1.5x · Leo 0.75x'. */
    portions: (parts: readonly { name: string; label: string }[]) =>
      `Portions: ${parts.map((part) => `${part.name} ${part.label}`).join(' · ')}`,
    wholeDish: (names: readonly string[]) =>
      `Ingredients, nutrition and cost are for the whole dish, cooked for ${namesList(names)}.`,
    householdTotals: "Whole household, from this day's meals",
    householdCost: 'Daily Cost (household)',
    membersTitle: "Each person's day",
    membersNote:
      "What each person's portions bring against their own goals for the meals they eat at home; a dish's amounts, nutrition and cost are for the whole dish.",
    memberProtein: (name: string, protein: number, goal: number) =>
      `${name}'s protein: ${protein} g of ${goal} g`,
    memberCalories: (name: string, calories: number, target: number) =>
      `${name}'s calories: ${kcal(calories)} of ${kcal(target)} kcal`,
    proteinShort: (protein: number, goal: number) => `${protein} of ${goal} g protein`,
    caloriesShort: (calories: number, target: number) =>
      `${kcal(calories)} of ${kcal(target)} kcal`,
  },
  week: {
    title: 'Who this week feeds',
    householdCost: (total: string, budget: string) =>
      `Estimated Weekly Cost for the household: ${total} of ${budget}`,
    perPerson: (average: string) => `${average} per person on average`,
    shareNote: (total: string, count: number) =>
      `The week's ${total} shared by ${count} people. Each person's share is their portions' part of the dishes; the shares add up to the week's cost.`,
    age: (age: number) => (age === 1 ? '1 year' : `${age} years`),
    portion: (label: string) => `Portion: ${label} of each dish`,
    meals: (labels: readonly string[]) => `Eats at home: ${labels.join(', ')}`,
    goals: (protein: number, calories: number) =>
      `Aims for ${protein} g of protein and ${kcal(calories)} kcal a day`,
    cost: 'Their share of the week',
    hei: (score: number) => `Healthy Eating Index: ${score} of 100`,
    proteinDays: (met: number, planned: number) =>
      `Protein goal met on ${met} of ${planned} ${planned === 1 ? 'day' : 'days'}`,
    you: '(you)',
  },
} as const;
