/**
 * Pure edits of a stored plan: move, remove and replace a meal, keeping every total true so
 * the plan stays valid for the planner (regenerate-meal re-reads and re-validates it).
 */
import type { Day, Meal, PlanChange, ShoppingItem, StoredPlan, WeeklyPlan } from './plan.types.ts';
import type { WeekdayName } from './week.ts';
import { centsOf, dollarsFromCents } from '../../supabase/functions/_shared/rules/money.ts';

/** Reads '$3.20' or '3.20' as 3.2; anything else as 0. */
export function parseDollars(text: string): number {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

function grams(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A household day's members with what its meals now give them, while an edit is saved (the
 * week the server returns replaces it): each dish's nutrition is the whole dish, and a member
 * eats their portion's part of it.
 */
function memberTotals(day: Day, members: NonNullable<Day['members']>): Day['members'] {
  return members.map((entry) => {
    let protein = 0;
    let calories = 0;
    for (const meal of day.meals) {
      const whole = (meal.portions ?? []).reduce((sum, part) => sum + part.portion, 0);
      const mine = meal.portions?.find((part) => part.member === entry.member);
      if (!mine || whole <= 0) continue;
      protein += (grams(meal.nutrition.protein) * mine.portion) / whole;
      calories += (meal.nutrition.calories * mine.portion) / whole;
    }
    return { ...entry, protein: Math.round(protein), calories: Math.round(calories) };
  });
}

/** A day with its cost, protein and calories summed from its meals (each member's too). */
export function withDayTotals(day: Day): Day {
  const costCents = day.meals.reduce((sum, meal) => sum + centsOf(meal.costValue), 0);
  return {
    ...day,
    ...(day.members ? { members: memberTotals(day, day.members) } : {}),
    dailyCost: dollarsFromCents(costCents),
    dailyCostValue: costCents / 100,
    dailyProtein: day.meals.reduce((sum, meal) => sum + grams(meal.nutrition.protein), 0),
    dailyCalories: day.meals.reduce((sum, meal) => sum + meal.nutrition.calories, 0),
  };
}

export function findMeal(plan: WeeklyPlan, mealId: string): { day: Day; meal: Meal } | null {
  for (const day of plan.days) {
    const meal = day.meals.find((candidate) => candidate.id === mealId);
    if (meal) return { day, meal };
  }
  return null;
}

export function dayOf(plan: WeeklyPlan, weekday: WeekdayName): Day | null {
  return plan.days.find((day) => day.day === weekday) ?? null;
}

const MEAL_ORDER = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'];

function byMealType(a: Meal, b: Meal): number {
  return MEAL_ORDER.indexOf(a.type) - MEAL_ORDER.indexOf(b.type);
}

/**
 * Moves a meal to another day of the same week: it leaves its day and really appears on the
 * target day (unlike the spec's prototype), in meal-type order. The week's cost is unchanged.
 */
export function moveMeal(
  stored: StoredPlan,
  mealId: string,
  toDay: WeekdayName,
): { stored: StoredPlan; change: PlanChange } {
  const found = findMeal(stored.plan, mealId);
  if (!found) throw new Error(`No meal ${mealId} in the plan`);
  if (found.day.day === toDay) throw new Error('A meal cannot move to the day it is on');
  if (!dayOf(stored.plan, toDay)) throw new Error(`No ${toDay} in the plan`);
  const days = stored.plan.days.map((day) => {
    if (day.day === found.day.day) {
      return withDayTotals({ ...day, meals: day.meals.filter((meal) => meal.id !== mealId) });
    }
    if (day.day === toDay) {
      return withDayTotals({ ...day, meals: [...day.meals, found.meal].sort(byMealType) });
    }
    return day;
  });
  return {
    stored: { ...stored, plan: { ...stored.plan, days } },
    change: {
      change: `Moved ${found.meal.name} from ${found.day.day} to ${toDay}`,
      priceDifference: 0,
    },
  };
}

/**
 * Removes a meal. Shopping items that only that meal needed leave the list (their packages
 * need not be bought any more), so the week's total drops by what they cost.
 */
export function removeMeal(
  stored: StoredPlan,
  mealId: string,
): { stored: StoredPlan; change: PlanChange } {
  const found = findMeal(stored.plan, mealId);
  if (!found) throw new Error(`No meal ${mealId} in the plan`);
  const days = stored.plan.days.map((day) =>
    day.day === found.day.day
      ? withDayTotals({ ...day, meals: day.meals.filter((meal) => meal.id !== mealId) })
      : day,
  );
  const kept: ShoppingItem[] = [];
  let droppedCents = 0;
  for (const item of stored.shoppingList) {
    const mealIds = item.mealIds.filter((id) => id !== mealId);
    if (item.mealIds.length > 0 && mealIds.length === 0) droppedCents += centsOf(item.price);
    else kept.push({ ...item, mealIds });
  }
  const totalCents = Math.max(0, centsOf(stored.plan.totalCostValue) - droppedCents);
  return {
    stored: {
      plan: {
        ...stored.plan,
        days,
        totalCost: dollarsFromCents(totalCents),
        totalCostValue: totalCents / 100,
      },
      shoppingList: kept,
    },
    change: {
      change: `Removed ${found.meal.name} from ${found.day.day}`,
      priceDifference: -found.meal.costValue,
    },
  };
}

/** Puts a regenerated meal where the meal with the same id was. */
export function replaceMealById(plan: WeeklyPlan, meal: Meal): WeeklyPlan {
  return {
    ...plan,
    days: plan.days.map((day) =>
      day.meals.some((candidate) => candidate.id === meal.id)
        ? withDayTotals({
            ...day,
            meals: day.meals.map((candidate) => (candidate.id === meal.id ? meal : candidate)),
          })
        : day,
    ),
  };
}

/** The sum of prices in dollars, to the cent. */
export function totalPrice(items: readonly { price: number }[]): number {
  return items.reduce((sum, item) => sum + centsOf(item.price), 0) / 100;
}
