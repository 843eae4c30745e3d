/** The planner's words for meals of a type: 'breakfast', '7 breakfasts'. */
import type { MealType } from '../catalogue/types.ts';

export const MEAL_LABEL: Record<MealType, { one: string; many: string }> = {
  BREAKFAST: { one: 'breakfast', many: 'breakfasts' },
  LUNCH: { one: 'lunch', many: 'lunches' },
  DINNER: { one: 'dinner', many: 'dinners' },
  SNACK: { one: 'snack', many: 'snacks' },
};

/** 'n breakfasts', '1 lunch'. */
export function mealCount(type: MealType, n: number): string {
  return `${n} ${n === 1 ? MEAL_LABEL[type].one : MEAL_LABEL[type].many}`;
}
