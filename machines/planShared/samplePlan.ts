/**
 * Building sample plans (the meal plan page's placeholder and the demo pages' week): whole
 * plans of the same shape the planner returns, so every screen shows them the same way.
 */
import type { Day, Meal, StoredPlan, WeeklyPlan } from './plan.types.ts';
import { withDayTotals } from './planEdits.ts';
import { compactDollars, dollars } from '../../supabase/functions/_shared/rules/money.ts';
import { WEEKDAY_NAMES, weekDates, weekdayOf, type WeekdayName } from './week.ts';

export type MealTemplate = Omit<Meal, 'id' | 'cost' | 'proteinPercentage'>;

/** A meal of a sample day; its id is unique within the week. */
export function sampleMeal(
  template: MealTemplate,
  weekday: WeekdayName,
  proteinGoal: number,
): Meal {
  const protein = Number.parseFloat(template.nutrition.protein) || 0;
  return {
    ...template,
    id: `${weekday.toLowerCase()}-${template.type.toLowerCase()}-${template.recipeId}`,
    cost: dollars(template.costValue),
    proteinPercentage: proteinGoal > 0 ? Math.round((protein / proteinGoal) * 100) : 0,
  };
}

export interface SamplePlanOptions {
  weekStart: string;
  weeklyBudget: number;
  proteinGoal: number;
  calorieTarget: number;
  meals: (weekday: WeekdayName) => MealTemplate[];
  /** The store total when it differs from the sum of the meals (whole packages). */
  totalCostValue?: number;
}

export function samplePlan(options: SamplePlanOptions): StoredPlan {
  const days: Day[] = weekDates(options.weekStart).map((date) => {
    const weekday = weekdayOf(date);
    return withDayTotals({
      day: weekday,
      date,
      meals: options.meals(weekday).map((t) => sampleMeal(t, weekday, options.proteinGoal)),
      dailyCost: '$0.00',
      dailyCostValue: 0,
      dailyProtein: 0,
      dailyCalories: 0,
      proteinGoal: options.proteinGoal,
      calorieTarget: options.calorieTarget,
    });
  });
  const sum = days.reduce((total, day) => total + Math.round(day.dailyCostValue * 100), 0) / 100;
  const total = options.totalCostValue ?? sum;
  const plan: WeeklyPlan = {
    weekStart: options.weekStart,
    days,
    weeklyBudget: compactDollars(options.weeklyBudget),
    weeklyBudgetValue: options.weeklyBudget,
    totalCost: dollars(total),
    totalCostValue: total,
  };
  return { plan, shoppingList: [] };
}

export { WEEKDAY_NAMES };
