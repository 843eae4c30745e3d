/**
 * The weeks scheduled into days for the food-safety check (./check.ts): purchases and freezes from
 * each shopping list, each meal's uses on its cooking day and the day it is eaten, then the days
 * replayed in order and the leftovers checked against their times.
 */
import { MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { storedMembers } from '../../supabase/functions/_shared/planner/household-present.ts';
import { scalesOf } from '../../supabase/functions/_shared/planner/household.ts';
import type {
  Meal,
  ShoppingItem,
  WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/responses.ts';
import type { FoodKeeperTimes } from './foodkeeper.ts';
import {
  NOTHING,
  PERISHABLE_DAYS,
  dateOf,
  dayOf,
  plural,
  type Context,
  type Kitchen,
  type Use,
} from './kitchen.ts';
import type { FoodLike, RecipeLike } from './types.ts';

/** The sides a meal comes with (`meal.sides`, each a recipe id of the catalogue's sides); read
 *  loosely, as weeks stored before sides have none. */
function sidesOf(meal: Meal): readonly { id: string }[] {
  const sides = (meal as { sides?: readonly { id: string }[] }).sides;
  return Array.isArray(sides) ? sides : [];
}

function scaleOf(plan: WeeklyPlan, type: MealType): number {
  const members = storedMembers(plan.household);
  if (members) return scalesOf(members)[type];
  return plan.portions ?? 1;
}

function hasFleshOrEgg(recipe: RecipeLike, foods: ReadonlyMap<string, FoodLike>): boolean {
  return recipe.ingredients.some((ing) => {
    const food = foods.get(ing.food);
    return food ? food.flesh || food.group === 'egg' : false;
  });
}

/** Every day's events, by day: purchases, freezes and uses. */
interface DayEvents {
  buys: (() => void)[];
  freezes: (() => void)[];
  uses: Use[];
}

interface Leftover {
  week: string;
  meal: Meal;
  day: number;
  cookedOn: number;
  recipe?: RecipeLike;
}

/** A meal of a week with the day it is eaten and the day its dish is cooked. */
export interface DatedMeal {
  meal: Meal;
  day: number;
  cookDay: number;
}

/** The replay of the weeks: the kitchen, each day's events as they are scheduled, the counts. */
export interface Replay {
  ctx: Context;
  kitchen: Kitchen;
  times: FoodKeeperTimes;
  recipes: ReadonlyMap<string, RecipeLike>;
  days: Map<number, DayEvents>;
  /** Dishes cooked: meal type, recipe and day, for the leftovers' check. */
  cooked: Set<string>;
  leftovers: Leftover[];
  mealsChecked: number;
  mealsWithPerishable: number;
  portionsFrozen: number;
}

function eventsOn(replay: Replay, day: number): DayEvents {
  let slot = replay.days.get(day);
  if (!slot) {
    slot = { buys: [], freezes: [], uses: [] };
    replay.days.set(day, slot);
  }
  return slot;
}

/** The list's purchases on the shopping day and its top-ups' days, then its freezes. */
export function scheduleList(
  replay: Replay,
  list: readonly ShoppingItem[],
  shoppingDay: number,
  byId: ReadonlyMap<string, DatedMeal>,
): void {
  const { kitchen } = replay;
  for (const item of list) {
    if (item.atHome || !item.packageGrams) continue;
    const grams = item.packageGrams;
    const topUps = item.topUps ?? [];
    const later = topUps.reduce((s, t) => s + t.packages, 0);
    const first = (item.packagesToBuy ?? 0) - later;
    eventsOn(replay, shoppingDay).buys.push(() =>
      kitchen.buy(item.id, first * grams, shoppingDay, grams, 'bought'),
    );
    for (const t of topUps) {
      const on = dayOf(t.on);
      eventsOn(replay, on).buys.push(() =>
        kitchen.buy(item.id, t.packages * grams, on, grams, 'topped up'),
      );
    }
    const freeze = item.freeze;
    if (freeze) {
      let left = freeze.grams;
      const portions: { meal?: string; day?: number; grams: number }[] = [];
      for (const id of freeze.meals) {
        const planned = byId.get(id);
        const thaw = planned?.meal.kitchen?.thaw?.find((t) => t.food === item.id);
        if (!planned || !thaw || left <= NOTHING) continue;
        const grams = Math.min(thaw.grams, left);
        portions.push({ meal: id, day: planned.cookDay, grams });
        left -= grams;
      }
      if (left > NOTHING) portions.push({ grams: left });
      eventsOn(replay, shoppingDay).freezes.push(() => {
        replay.portionsFrozen += kitchen.freeze(item.id, portions, shoppingDay);
      });
    }
  }
}

/** Each meal's uses, on its cooking day (the dish) and the day it is eaten (its sides). */
export function scheduleMeals(
  replay: Replay,
  plan: WeeklyPlan,
  meals: readonly DatedMeal[],
  atHome: ReadonlySet<string>,
): void {
  const week = plan.weekStart;
  const { ctx, recipes, times } = replay;
  // The meal that cooks a dish on a day (a bulk-prep batch): its card says what to thaw for the
  // whole batch, and the list freezes those portions for it.
  const cookerOf = (type: string, recipeId: string, day: number) =>
    meals.find(
      (m) =>
        !m.meal.kitchen?.leftover &&
        m.meal.type === type &&
        m.meal.recipeId === recipeId &&
        m.day === day,
    )?.meal;
  for (const { meal, day, cookDay } of meals) {
    replay.mealsChecked += 1;
    const recipe = recipes.get(meal.recipeId);
    const leftover = meal.kitchen?.leftover;
    if (!leftover) replay.cooked.add(`${meal.type}:${meal.recipeId}:${day}`);
    else
      replay.leftovers.push({ week, meal, day, cookedOn: cookDay, ...(recipe ? { recipe } : {}) });
    const unknown = (what: string) =>
      ctx.violations.push({
        week,
        date: dateOf(day),
        meal: meal.id,
        food: '',
        kind: 'recipe',
        message: `${what} is unknown: its ingredients cannot be checked`,
      });
    if (!recipe) {
      unknown(`recipe ${meal.recipeId}`);
      continue;
    }
    // The dish is cooked on its cooking day; its sides (fruit, a glass of milk, a side salad)
    // are served with the meal on the day it is eaten.
    // A leftover's dish is the cooking meal's batch: what it takes from the freezer is what
    // that meal's card says to thaw.
    const cook = leftover ? (cookerOf(meal.type, meal.recipeId, cookDay) ?? meal) : meal;
    const thawsOf = (m: Meal) => new Set((m.kitchen?.thaw ?? []).map((t) => t.food));
    const plate: { ingredients: RecipeLike['ingredients']; day: number; by: Meal }[] = [
      { ingredients: recipe.ingredients, day: cookDay, by: cook },
    ];
    for (const side of sidesOf(meal)) {
      const known = recipes.get(side.id);
      if (known) plate.push({ ingredients: known.ingredients, day, by: meal });
      else unknown(`side ${side.id}`);
    }
    const scale = scaleOf(plan, meal.type);
    let perishable = false;
    for (const part of plate)
      for (const ing of part.ingredients) {
        const grams = ing.grams * scale;
        if (grams <= NOTHING || atHome.has(ing.food)) continue;
        const t = times.foods.get(ing.food);
        if (t && t.place !== 'freezer' && t.days < PERISHABLE_DAYS) perishable = true;
        eventsOn(replay, part.day).uses.push({
          week,
          meal: part.by,
          mealDay: day,
          day: part.day,
          order: MEAL_TYPES.indexOf(meal.type),
          food: ing.food,
          grams,
          thaws: thawsOf(part.by),
        });
      }
    if (perishable) replay.mealsWithPerishable += 1;
  }
}

/** Each leftover against the dish cooked for it and the leftovers' times where it was kept. */
export function checkLeftovers(replay: Replay, foods: ReadonlyMap<string, FoodLike>): void {
  const { ctx, times, cooked } = replay;
  for (const { week, meal, day, cookedOn, recipe } of replay.leftovers) {
    const kept = meal.kitchen?.leftover?.kept ?? 'refrigerator';
    const kind =
      recipe && hasFleshOrEgg(recipe, foods) ? times.leftovers.withFlesh : times.leftovers.without;
    const what =
      recipe && hasFleshOrEgg(recipe, foods)
        ? 'with meat, fish, poultry or egg (FoodKeeper 173)'
        : 'without meat, fish, poultry or egg (FoodKeeper 174)';
    const report = (message: string) =>
      ctx.violations.push({
        week,
        date: dateOf(day),
        meal: meal.id,
        food: '',
        kind: 'leftover',
        message,
      });
    if (cookedOn > day) {
      report(`eaten on ${dateOf(day)} from a dish cooked later, on ${dateOf(cookedOn)}`);
      continue;
    }
    if (!cooked.has(`${meal.type}:${meal.recipeId}:${cookedOn}`))
      report(
        `no meal cooks ${meal.recipeId} as ${meal.type.toLowerCase()} on ${dateOf(cookedOn)}, the day its leftovers were cooked`,
      );
    if (kept === 'refrigerator' && day >= cookedOn + kind.refrigerator)
      report(
        `leftover kept ${plural(day - cookedOn, 'day')} in the refrigerator (cooked on ${dateOf(cookedOn)}); a dish ${what} keeps ${kind.refrigerator} days there`,
      );
    if (kept === 'freezer' && day - 1 >= cookedOn + kind.freezer)
      report(
        `leftover kept ${plural(day - 1 - cookedOn, 'day')} in the freezer (cooked on ${dateOf(cookedOn)}); a dish ${what} keeps ${kind.freezer} days there`,
      );
  }
}

/** Replays the days in order: each day's purchases, then freezes, then uses in meal order. */
export function runDays(replay: Replay): void {
  for (const day of [...replay.days.keys()].sort((a, b) => a - b)) {
    const events = replay.days.get(day) as DayEvents;
    for (const buy of events.buys) buy();
    for (const freeze of events.freezes) freeze();
    events.uses.sort((a, b) => a.order - b.order || a.mealDay - b.mealDay);
    for (const use of events.uses) replay.kitchen.use(use);
  }
}

/** A week's meals with their days, and what is at home for it (staples have no time). */
export function datedMeals(plan: WeeklyPlan): DatedMeal[] {
  return plan.days.flatMap((d) =>
    d.meals.map((meal) => {
      const day = dayOf(d.date);
      const cookedOn = meal.kitchen?.leftover?.cookedOn;
      return { meal, day, cookDay: cookedOn ? dayOf(cookedOn) : day };
    }),
  );
}
