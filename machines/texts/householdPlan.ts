/**
 * The plan screens' words for a household's week (weeklyPlan.household): each dish's portions
 * per person, each person's day against their goals (and what part of their whole day the planned
 * meals cover), and who the week feeds (with why a member under 2 has no HEI). A one-person week
 * shows none of them.
 */
import { groupThousands } from '../shared/names.ts';

const kcal = groupThousands;

/** A figure over the days of a week: '55' when it is the same each day, '30 to 55' otherwise. */
interface Spread {
  low: number;
  high: number;
}
const spread = (value: Spread, format: (n: number) => string = String) =>
  value.low === value.high ? format(value.low) : `${format(value.low)} to ${format(value.high)}`;

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
    /** What part of the member's day the day's planned meals (those they eat at home) cover. */
    share: (
      name: string,
      goals: {
        protein: number;
        calories: number;
        meals: string;
        percent: number;
        dayProtein: number;
        dayCalories: number;
      },
    ) =>
      `${name}: ${goals.protein} g of protein and ${kcal(goals.calories)} kcal from this day's planned meals (${goals.meals}, ${goals.percent} % of a whole day's ${goals.dayProtein} g and ${kcal(goals.dayCalories)} kcal)`,
    shareWhole: (name: string, meals: string, protein: number, calories: number) =>
      `${name}: this day's planned meals (${meals}) are a whole day's eating, ${protein} g of protein and ${kcal(calories)} kcal`,
    shareNone: (name: string) => `${name} eats none of this day's planned meals at home`,
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
    mealsNone: "Eats none of this week's planned meals at home",
    goals: (protein: number, calories: number) =>
      `Aims for ${protein} g of protein and ${kcal(calories)} kcal a day`,
    /** The part of those daily goals the week's planned meals at home cover (the day plan's). */
    plannedShare: (percent: Spread, protein: Spread, calories: Spread) =>
      percent.low === percent.high
        ? `Planned meals at home make up ${percent.low} % of a day's eating: ${protein.low} g of protein and ${kcal(calories.low)} kcal`
        : `Planned meals at home make up ${spread(percent)} % of a day's eating, by day: ${spread(protein)} g of protein and ${spread(calories, kcal)} kcal`,
    plannedWhole: "Planned meals at home make up a whole day's eating",
    cost: 'Their share of the week',
    hei: (score: number) => `Healthy Eating Index: ${score} of 100`,
    heiUnderTwo:
      'The Healthy Eating Index 2020 scores diets from age 2; HEI-Toddlers-2020, for 12-23 months, is not computed here.',
    proteinDays: (met: number, planned: number) =>
      `Protein goal met on ${met} of ${planned} ${planned === 1 ? 'day' : 'days'}`,
    you: '(you)',
  },
} as const;
