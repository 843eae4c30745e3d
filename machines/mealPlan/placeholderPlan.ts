/**
 * The built-in placeholder plan shown when the stored plan cannot be loaded (spec section 4,
 * Meal plan page): $87.80 of a $100 budget (spec section 9).
 */
import { samplePlan, type MealTemplate } from '../planShared/samplePlan.ts';
import type { StoredPlan } from '../planShared/plan.types.ts';
import type { WeekdayName } from '../planShared/week.ts';

const oatmeal: MealTemplate = {
  type: 'BREAKFAST',
  name: 'Peanut Butter Banana Oatmeal',
  recipeId: 'placeholder-oatmeal',
  cuisine: 'American',
  prepTime: 10,
  costValue: 2.5,
  ingredients: [
    { name: 'Rolled oats', amount: '1/2 cup' },
    { name: 'Milk', amount: '1 cup' },
    { name: 'Banana', amount: '1 medium' },
    { name: 'Peanut butter', amount: '1 tbsp' },
  ],
  nutrition: { calories: 480, protein: '20g', carbs: '68g', fat: '15g' },
  instructions: [
    'Simmer the oats in the milk for 5 minutes, stirring.',
    'Slice the banana over the oats.',
    'Top with the peanut butter.',
  ],
};

const chickenWrap: MealTemplate = {
  type: 'LUNCH',
  name: 'Chicken and Black Bean Wrap',
  recipeId: 'placeholder-wrap',
  cuisine: 'Mexican',
  prepTime: 15,
  costValue: 4.05,
  ingredients: [
    { name: 'Flour tortilla', amount: '1 large' },
    { name: 'Cooked chicken breast', amount: '4 oz' },
    { name: 'Black beans', amount: '1/2 cup' },
    { name: 'Salsa', amount: '2 tbsp' },
  ],
  nutrition: { calories: 560, protein: '42g', carbs: '58g', fat: '14g' },
  instructions: [
    'Warm the beans and the chicken in a skillet.',
    'Spread them on the tortilla with the salsa.',
    'Roll up tightly and cut in half.',
  ],
};

function salmonDinner(costValue: number): MealTemplate {
  return {
    type: 'DINNER',
    name: 'Baked Salmon with Rice and Broccoli',
    recipeId: 'placeholder-salmon',
    cuisine: 'American',
    prepTime: 30,
    costValue,
    ingredients: [
      { name: 'Salmon fillet', amount: '5 oz' },
      { name: 'Brown rice', amount: '1/2 cup dry' },
      { name: 'Broccoli', amount: '1 cup' },
      { name: 'Olive oil', amount: '1 tsp' },
    ],
    nutrition: { calories: 620, protein: '38g', carbs: '62g', fat: '22g' },
    instructions: [
      'Cook the rice as the package says.',
      'Bake the salmon at 400°F for 12 to 15 minutes.',
      'Steam the broccoli and toss it with the olive oil.',
    ],
  };
}

/** Six days at $12.55 and Saturday at $12.50: $87.80 for the week. */
function placeholderMeals(weekday: WeekdayName): MealTemplate[] {
  return [oatmeal, chickenWrap, salmonDinner(weekday === 'Saturday' ? 5.95 : 6)];
}

export function placeholderPlan(weekStart: string): StoredPlan {
  return samplePlan({
    weekStart,
    weeklyBudget: 100,
    proteinGoal: 110,
    calorieTarget: 2000,
    meals: placeholderMeals,
  });
}
