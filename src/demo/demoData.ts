/**
 * The demo pages' sample data (spec section 2, Demo pages): the week of Apr 8 - 14, 2025, a
 * sample day where only Monday has a meal, the 14 sample ingredients, and a budget with
 * $39.23 spent (spec section 9). Nothing here comes from or goes to the backend.
 */
import { samplePlan, type MealTemplate } from '../../machines/planShared/samplePlan.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import type { WeekdayName } from '../../machines/planShared/week.ts';
import type { BudgetData } from '../../machines/budgetTracker/budgetTracker.types.ts';

export const DEMO_WEEK_START = '2025-04-08';
/** The demo's daily protein goal (spec section 9). */
export const DEMO_PROTEIN_GOAL = 100;

const template = (
  type: MealTemplate['type'],
  name: string,
  costValue: number,
  protein: number,
  calories: number,
  cuisine: MealTemplate['cuisine'] = 'American',
): MealTemplate => ({
  type,
  name,
  recipeId: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  cuisine,
  prepTime: type === 'DINNER' ? 30 : 15,
  costValue,
  ingredients: [],
  nutrition: {
    calories,
    protein: `${protein}g`,
    carbs: `${Math.round(calories / 10)}g`,
    fat: `${Math.round(calories / 40)}g`,
  },
  instructions: [],
});

/** The sample week: three meals a day, type and name shown on the week cards. */
const WEEK: Record<WeekdayName, MealTemplate[]> = {
  Tuesday: [
    template('BREAKFAST', 'Greek Yogurt Parfait', 2.1, 20, 320),
    template('LUNCH', 'Turkey and Avocado Wrap', 3.85, 28, 480),
    template('DINNER', 'Chicken Stir-Fry with Brown Rice', 5.2, 38, 610, 'Chinese'),
  ],
  Wednesday: [
    template('BREAKFAST', 'Veggie Scrambled Eggs', 1.9, 19, 300),
    template('LUNCH', 'Black Bean Burrito Bowl', 3.4, 18, 560, 'Mexican'),
    template('DINNER', 'Baked Salmon with Quinoa', 6.75, 36, 590),
  ],
  Thursday: [
    template('BREAKFAST', 'Peanut Butter Banana Oatmeal', 1.6, 14, 420),
    template('LUNCH', 'Mediterranean Chickpea Salad', 3.1, 17, 450, 'Mediterranean'),
    template('DINNER', 'Turkey Meatballs with Spaghetti', 4.95, 34, 640, 'Italian'),
  ],
  Friday: [
    template('BREAKFAST', 'Cottage Cheese and Berries', 2.3, 24, 260),
    template('LUNCH', 'Tuna Salad Sandwich', 2.95, 30, 470),
    template('DINNER', 'Beef and Broccoli', 6.1, 37, 600, 'Chinese'),
  ],
  Saturday: [
    template('BREAKFAST', 'Spinach and Feta Omelette', 2.05, 22, 330, 'Mediterranean'),
    template('LUNCH', 'Chicken Caesar Salad', 3.9, 33, 490),
    template('DINNER', 'Shrimp Tacos', 6.4, 29, 560, 'Mexican'),
  ],
  Sunday: [
    template('BREAKFAST', 'Whole Wheat Pancakes', 1.75, 12, 410),
    template('LUNCH', 'Lentil Soup with Bread', 2.6, 21, 480, 'Mediterranean'),
    template('DINNER', 'Roast Chicken with Vegetables', 5.8, 40, 650),
  ],
  Monday: [
    template('BREAKFAST', 'Egg and Cheese Breakfast Burrito', 2.25, 23, 450, 'Mexican'),
    template('LUNCH', 'Chicken Quinoa Bowl', 4.1, 35, 520),
    template('DINNER', 'Pork Chops with Sweet Potato', 5.6, 36, 620),
  ],
};

export function demoWeek(): StoredPlan {
  return samplePlan({
    weekStart: DEMO_WEEK_START,
    weeklyBudget: 100,
    proteinGoal: DEMO_PROTEIN_GOAL,
    calorieTarget: 2000,
    meals: (weekday) => WEEK[weekday],
  });
}

/** Monday's one sample meal, with everything a day card shows. */
const MONDAY_SAMPLE: MealTemplate = {
  type: 'BREAKFAST',
  name: 'Protein Oatmeal with Berries',
  recipeId: 'demo-protein-oatmeal',
  cuisine: 'American',
  prepTime: 10,
  costValue: 2.45,
  ingredients: [
    { name: 'Rolled oats', amount: '1/2 cup' },
    { name: 'Milk', amount: '1 cup' },
    { name: 'Greek yogurt', amount: '1/2 cup' },
    { name: 'Mixed berries', amount: '1/2 cup' },
    { name: 'Honey', amount: '1 tsp' },
  ],
  nutrition: { calories: 420, protein: '28g', carbs: '58g', fat: '8g' },
  instructions: [
    'Bring the milk to a simmer and stir in the oats.',
    'Cook for 5 minutes, stirring now and then.',
    'Take off the heat and stir in the yogurt.',
    'Top with the berries and the honey.',
  ],
};

/** The demo day: only Monday has a sample meal (spec section 2). */
export function demoDay(): StoredPlan {
  return samplePlan({
    weekStart: DEMO_WEEK_START,
    weeklyBudget: 100,
    proteinGoal: DEMO_PROTEIN_GOAL,
    calorieTarget: 2000,
    meals: (weekday) => (weekday === 'Monday' ? [MONDAY_SAMPLE] : []),
  });
}

/** The day that says 'No sample meals for this day' with a sign-up prompt. */
export const DEMO_DAY_WITHOUT_SAMPLES: WeekdayName = 'Tuesday';

export function demoBudget(): BudgetData {
  const week = demoWeek().plan;
  return {
    weeklyBudget: 150,
    spent: 39.23,
    weekStart: DEMO_WEEK_START,
    // The tracker's sample shows two days (spec section 2).
    days: week.days.slice(0, 2),
    changes: [
      {
        date: '2025-04-08T09:12:00.000Z',
        change: 'Replaced Beef Tacos with Chicken Stir-Fry',
        priceDifference: -1.35,
      },
      {
        date: '2025-04-08T09:20:00.000Z',
        change: 'Added custom item Sparkling water',
        priceDifference: 4.99,
      },
      {
        date: '2025-04-09T18:02:00.000Z',
        change: 'Moved Baked Salmon with Quinoa from Tuesday to Wednesday',
        priceDifference: 0,
      },
    ],
  };
}
