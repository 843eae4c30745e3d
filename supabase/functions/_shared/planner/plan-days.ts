/**
 * Servings per candidate made into a week (plan.ts): the dishes on their days (assign.ts, with
 * what the placement costs in the kitchen), sides, the kitchen schedule and till (kitchen.ts),
 * each meal's cost and each day's totals.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import { assignDays } from './assign.ts';
import type { DishToPlace, Slots } from './assign.ts';
import type { Candidate } from './candidates.ts';
import { cookedFacts } from './cooked.ts';
import { KitchenCosts } from './kitchen-costs.ts';
import { billWeek, kitchenMealOf } from './kitchen.ts';
import type { OptimiseResult } from './optimise.ts';
import type { PlanInputs } from './plan-inputs.ts';
import { qualityNote, varietyNotes } from './quality-notes.ts';
import { ownRecipeNotes } from './own-notes.ts';
import { chooseSides } from './sides.ts';
import { MEAL_SHARE } from './targets.ts';
import type { DayTotals, PlanOutcome, PlannedMeal, PlannerCatalogue } from './types.ts';

/** A dish of the week to put on a day. */
type Dish = DishToPlace & { recipe: Recipe };

/** A meal of the week on its day, with its sides. */
type Plate = { day: number; type: MealType; recipeId: string; sides: string[] };

/** The first day from which pantry stock the recipe uses has gone off, if any does this week. */
function spoilsOf(recipe: Recipe, catalogue: PlannerCatalogue): { spoilsOn?: number } {
  let first: number | undefined;
  for (const ing of recipe.ingredients) {
    const day = catalogue.stockSpoils?.get(ing.food);
    if (day !== undefined && (first === undefined || day < first)) first = day;
  }
  return first === undefined ? {} : { spoilsOn: first };
}

/** The day each dish is on (-1: not placed). */
function daysOf(slots: Slots, count: number): number[] {
  const days = new Array<number>(count).fill(-1);
  for (const type of MEAL_TYPES)
    slots[type].forEach((dish, day) => {
      if (dish >= 0) days[dish] = day;
    });
  return days;
}

/** The dishes of servings per candidate on their days (kitchen-aware, assign.ts). */
function placeDishes(
  inputs: PlanInputs,
  chosen: readonly Candidate[],
  servings: readonly number[],
): { day: number; type: MealType; recipeId: string; dish: Dish }[] {
  const { catalogue, profile, priceLevel, kitchenOptions } = inputs;
  const dishes: Dish[] = [];
  servings.forEach((n, j) => {
    const c = chosen[j];
    if (!c) return;
    for (let k = 0; k < n; k += 1)
      dishes.push({
        type: c.type,
        recipeId: c.recipe.id,
        protein: c.protein,
        kcal: c.kcal,
        recipe: c.recipe,
        ...spoilsOf(c.recipe, catalogue),
      });
  });
  const costs = new KitchenCosts(dishes, catalogue, priceLevel.factor, kitchenOptions);
  const slots = assignDays(
    dishes,
    { proteinGoal: profile.proteinGoal, calorieTarget: profile.calorieTarget },
    profile.bulkPrep,
    (placed, touched) => costs.cost(daysOf(placed, dishes.length), touched),
  );
  // The week in the order it is eaten.
  const onDays: { day: number; type: MealType; recipeId: string; dish: Dish }[] = [];
  for (let day = 0; day < 7; day += 1)
    for (const type of MEAL_TYPES) {
      const dish = dishes[slots[type][day] ?? -1];
      if (dish) onDays.push({ day, type, recipeId: dish.recipeId, dish });
    }
  return onDays;
}

/** The plates' kitchen schedule and till (kitchen.ts): an opened can that would not keep, or a
 *  food bought on a later day, is part of the bill. */
function billPlates(inputs: PlanInputs, plates: readonly Plate[]) {
  const { catalogue, priceLevel, kitchenOptions } = inputs;
  return billWeek(
    plates.map((m) => kitchenMealOf(catalogue, m)),
    catalogue,
    priceLevel.factor,
    kitchenOptions,
  );
}

/** The till of servings per candidate on their days, without sides: what a menu costs. */
export function menuTill(
  inputs: PlanInputs,
  chosen: readonly Candidate[],
  servings: readonly number[],
): number {
  return billPlates(
    inputs,
    placeDishes(inputs, chosen, servings).map((m) => ({ ...m, sides: [] })),
  ).cost.totalCents;
}

/** Protein, calories, their targets and the cost of each day of the week. */
function dayTotals(inputs: PlanInputs, plates: readonly Plate[], mealCents: readonly number[]) {
  const { catalogue, profile } = inputs;
  const days: DayTotals[] = [];
  for (let day = 0; day < 7; day += 1) {
    let share = 0;
    let protein = 0;
    let calories = 0;
    let costCents = 0;
    plates.forEach((m, k) => {
      if (m.day !== day) return;
      const facts = cookedFacts(catalogue, m);
      share += MEAL_SHARE[m.type];
      protein += facts?.nutrition.protein ?? 0;
      calories += facts?.nutrition.kcal ?? 0;
      costCents += mealCents[k] ?? 0;
    });
    days.push({
      protein,
      calories,
      proteinGoal: profile.proteinGoal * share,
      calorieTarget: profile.calorieTarget * share,
      costCents,
    });
  }
  return days;
}

/**
 * The plates of servings per candidate: on their days, with sides where they lift the week's
 * diet quality more than they cost (sides.ts), billed; without the sides when the kitchen's
 * schedule then takes the till over the budget.
 */
function platesAndBill(
  inputs: PlanInputs,
  chosen: readonly Candidate[],
  servings: readonly number[],
  room: number,
) {
  const { catalogue, filters, priceLevel, quality, targets, options, budgetCents } = inputs;
  const onDays = placeDishes(inputs, chosen, servings).map(({ dish: _, ...m }) => m);
  const sides = chooseSides({
    meals: onDays,
    catalogue,
    filters,
    factor: priceLevel.factor,
    budgetCents: room,
    quality,
    kcalTarget: targets.kcal,
    tripOffset: options.tripOffset ?? 0,
  });
  let plates: Plate[] = onDays.map((m, k) => ({ ...m, sides: sides[k] ?? [] }));
  let billed = billPlates(inputs, plates);
  if (billed.cost.totalCents > budgetCents && sides.some((list) => list.length > 0)) {
    plates = onDays.map((m) => ({ ...m, sides: [] }));
    billed = billPlates(inputs, plates);
  }
  return { plates, billed };
}

/**
 * The plan for servings per candidate: days assigned, sides, the bill, meal costs. Returns how
 * many cents the till exceeds the budget by, when it does even without sides.
 */
export function planOfServings(
  inputs: PlanInputs,
  chosen: readonly Candidate[],
  servings: readonly number[],
  result: Omit<OptimiseResult, 'servings' | 'status'>,
  room: number,
): PlanOutcome | number {
  const { profile, budgetCents, priceLevel, quality, notes, pool } = inputs;
  const { plates, billed } = platesAndBill(inputs, chosen, servings, room);
  const { cost, kitchen } = billed;
  if (cost.totalCents > budgetCents) return cost.totalCents - budgetCents;
  const meals: PlannedMeal[] = plates.map((m, k) => ({
    ...m,
    costCents: billed.mealCents[k] ?? 0,
  }));
  return {
    ok: true,
    plan: {
      meals,
      cost,
      kitchen,
      days: dayTotals(inputs, plates, billed.mealCents),
      stats: {
        candidates: pool.length,
        solveMs: result.solveMs,
        mipDualBound: result.costLowerBoundCents / 100,
        lpBound: result.lpBoundCents === undefined ? undefined : result.lpBoundCents / 100,
        status: result.solverStatus,
      },
      notes: [
        ...notes,
        ...ownRecipeNotes(inputs.catalogue, profile, inputs.filters, meals),
        ...varietyNotes(chosen, servings, quality, profile),
        qualityNote(profile, budgetCents),
        priceLevel.note,
      ],
      priceLevel,
    },
  };
}
