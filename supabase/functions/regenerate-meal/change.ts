/**
 * The change-log line of a replacement. It is written here, beside the save, rather than sent by
 * the browser: the function already holds both meals, so the line cannot disagree with what was
 * saved, and a client cannot log a text or an amount of its own choosing.
 * The wording is the app's (machines/planShared/planEdits.ts `replacementChange`).
 */
import type { Meal, Weekday } from '../_shared/schemas/meal-plan.ts';

const cents = (dollars: number): number => Math.round(dollars * 100);

export function replacementChange(
  oldMeal: Meal,
  newMeal: Meal,
  day: Weekday,
): { change: string; priceDifference: number } {
  return {
    change: `Replaced ${oldMeal.name} with ${newMeal.name} on ${day}`,
    priceDifference: (cents(newMeal.costValue) - cents(oldMeal.costValue)) / 100,
  };
}

/**
 * The change-log line of a meal added to an empty slot. Its amount is what the week's bill grew
 * by: packages the rest of the week already buys make an added dish cheaper than its share.
 */
export function additionChange(
  newMeal: Meal,
  day: Weekday,
  totalBefore: number,
  totalAfter: number,
): { change: string; priceDifference: number } {
  return {
    change: `Added ${newMeal.name} on ${day}`,
    priceDifference: (cents(totalAfter) - cents(totalBefore)) / 100,
  };
}
