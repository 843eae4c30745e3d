/**
 * Puts the week's chosen dishes on days. Each meal type has seven slots (one per day); a type
 * eaten n < 7 times leaves 7 - n slots empty. A day's targets are its share of the daily goals
 * for the meal types it holds (targets.ts). Start from a greedy placement, then swap slots of
 * the same type between two days while that lowers the total penalty (more days meeting the
 * protein goal, calories within +-15 %, no dish twice on one day, dishes that use pantry stock
 * going off during the week on the days before it does). 28 slots make this instant.
 */
import type { MealType } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import { MEAL_SHARE } from './targets.ts';

export interface DishToPlace {
  type: MealType;
  recipeId: string;
  protein: number;
  kcal: number;
  /** The day from which pantry stock this dish uses has gone off (catalogue.stockSpoils). */
  spoilsOn?: number;
}

/** A dish on or after the day its pantry stock goes off: less than a day short of protein or
 *  off its calories, so those still come first, but enough to move it earlier when it can. */
const SPOILED_STOCK = 300;

export interface DayGoals {
  proteinGoal: number;
  calorieTarget: number;
}

/** slots[type][day] = index into the dishes array, or -1 for no meal. */
export type Slots = Record<MealType, number[]>;

const DAYS = 7;

function dayPenalty(
  day: number,
  slots: Slots,
  dishes: readonly DishToPlace[],
  goals: DayGoals,
  bulkPrep: boolean,
): number {
  let share = 0;
  let protein = 0;
  let kcal = 0;
  const seen = new Set<string>();
  let duplicates = 0;
  let late = 0;
  for (const type of MEAL_TYPES) {
    const index = slots[type][day] ?? -1;
    if (index < 0) continue;
    const dish = dishes[index];
    if (!dish) continue;
    share += MEAL_SHARE[type];
    protein += dish.protein;
    kcal += dish.kcal;
    if (seen.has(dish.recipeId)) duplicates += 1;
    seen.add(dish.recipeId);
    if (dish.spoilsOn !== undefined && day >= dish.spoilsOn) late += 1;
  }
  if (share === 0) return 0;
  const proteinGoal = goals.proteinGoal * share;
  const kcalTarget = goals.calorieTarget * share;
  const shortfall = Math.max(0, proteinGoal - protein);
  const kcalOff = Math.abs(kcal - kcalTarget) / kcalTarget;
  return (
    (shortfall > 0.5 ? 1000 : 0) +
    20 * shortfall +
    (kcalOff > 0.15 ? 500 : 0) +
    200 * kcalOff +
    (bulkPrep ? 300 : 5000) * duplicates +
    SPOILED_STOCK * late
  );
}

/** Which days hold a meal of each type, spread so no day is left much emptier than others. */
function initialSlots(dishes: readonly DishToPlace[]): Slots {
  const slots = Object.fromEntries(
    MEAL_TYPES.map((t) => [t, Array<number>(DAYS).fill(-1)]),
  ) as Slots;
  const load = Array<number>(DAYS).fill(0);
  const proteinOnDay = Array<number>(DAYS).fill(0);
  for (const type of MEAL_TYPES) {
    const ofType = dishes
      .map((d, i) => ({ d, i }))
      .filter((x) => x.d.type === type)
      .sort((a, b) => b.d.protein - a.d.protein);
    // Days with the least planned share get this type first; within them, richest dish to the
    // day with the least protein so far.
    const days = [...Array(DAYS).keys()]
      .sort((a, b) => load[a]! - load[b]! || a - b)
      .slice(0, ofType.length);
    for (const { d, i } of ofType) {
      const day = [...days]
        .filter((x) => (slots[type][x] ?? -1) < 0)
        .sort((a, b) => proteinOnDay[a]! - proteinOnDay[b]! || a - b)[0];
      if (day === undefined) break;
      slots[type][day] = i;
      proteinOnDay[day] = proteinOnDay[day]! + d.protein;
      load[day] = load[day]! + MEAL_SHARE[type];
    }
  }
  return slots;
}

/**
 * Assigns dishes to days; returns slots[type][day] -> dish index or -1. `kitchenCost`, when
 * given, is what the placement costs in the kitchen (planner/kitchen.ts: packages an opened can
 * would not keep for, top-ups, portions to freeze): once the days are balanced, swaps that lower
 * it without unbalancing them are taken, so dishes sharing a can sit close together and fresh
 * meat is cooked early.
 */
export function assignDays(
  dishes: readonly DishToPlace[],
  goals: DayGoals,
  bulkPrep: boolean,
  kitchenCost?: (slots: Slots, touched?: readonly number[]) => number,
): Slots {
  const slots = initialSlots(dishes);
  const penalty = (day: number) => dayPenalty(day, slots, dishes, goals, bulkPrep);
  const current = [...Array(DAYS).keys()].map(penalty);
  for (let pass = 0; pass < 50; pass += 1) {
    let improved = false;
    for (const type of MEAL_TYPES) {
      const row = slots[type];
      for (let a = 0; a < DAYS; a += 1) {
        for (let b = a + 1; b < DAYS; b += 1) {
          if (row[a] === row[b]) continue;
          const before = current[a]! + current[b]!;
          [row[a], row[b]] = [row[b]!, row[a]!];
          const pa = penalty(a);
          const pb = penalty(b);
          if (pa + pb < before - 1e-9) {
            current[a] = pa;
            current[b] = pb;
            improved = true;
          } else {
            [row[a], row[b]] = [row[b]!, row[a]!];
          }
        }
      }
    }
    if (!improved) break;
  }
  if (kitchenCost) lowerKitchenCost(slots, current, penalty, kitchenCost);
  return slots;
}

/** Swaps within a meal type that lower the days' penalties plus the kitchen's cost. */
function lowerKitchenCost(
  slots: Slots,
  current: number[],
  penalty: (day: number) => number,
  kitchenCost: (slots: Slots, touched?: readonly number[]) => number,
): void {
  let kitchen = kitchenCost(slots);
  for (let pass = 0; pass < 10; pass += 1) {
    let improved = false;
    for (const type of MEAL_TYPES) {
      const row = slots[type];
      for (let a = 0; a < DAYS; a += 1) {
        for (let b = a + 1; b < DAYS; b += 1) {
          if (row[a] === row[b]) continue;
          [row[a], row[b]] = [row[b]!, row[a]!];
          // Only the two dishes moved: the kitchen's cost of their foods alone changes.
          const touched = [row[a]!, row[b]!].filter((i) => i >= 0);
          const pa = penalty(a);
          const pb = penalty(b);
          const after = kitchenCost(slots, touched);
          if (pa + pb + after < current[a]! + current[b]! + kitchen - 1e-9) {
            current[a] = pa;
            current[b] = pb;
            kitchen = after;
            improved = true;
          } else {
            [row[a], row[b]] = [row[b]!, row[a]!];
            kitchenCost(slots, touched);
          }
        }
      }
    }
    if (!improved) break;
  }
}
