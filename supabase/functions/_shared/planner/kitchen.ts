/**
 * The week as a schedule in a real kitchen: everything is bought on the shopping day (the week's
 * first day) and must be good on the day a meal uses it, by USDA FSIS FoodKeeper's storage times
 * (catalogue/storage.ts, the end of each range):
 *
 * - a perishable keeps its refrigerator (or counter) time from the shopping day; a meal after it
 *   uses a portion frozen on the shopping day and moved to the refrigerator the evening before
 *   (then its after-thawing time applies, at least the one night);
 * - a food that cannot be frozen and would not keep until the day is bought on that day instead
 *   (a top-up, part of the till);
 * - an opened package (a can, a jar, a carton) keeps its after-opening time: a meal after it
 *   opens a new one, and the old remainder goes (the extra package is part of the till);
 * - with Weekly (Bulk Prep), a dish eaten on several days is cooked once, on its first day, from
 *   ingredients that must be good then; its later portions keep as cooked leftovers (FoodKeeper's
 *   leftovers time) or are frozen in portions the day it is cooked.
 *
 * What the pantry holds at the week's start is used first, while it is good (the day it goes off,
 * catalogue.stockSpoils); a staple said to be at home has no time. A food the catalogue has no
 * storage for (a test catalogue's) keeps the whole week.
 */
import type { FoodStorage } from '../catalogue/storage.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { MealType, Recipe } from '../catalogue/types.ts';
import { cookedRecipe } from './cooked.ts';
import { allocateMealCosts, packagesFor, stockOf, weekCost } from './cost.ts';
import type { PlannerCatalogue, WeekCost } from './types.ts';

/** Where the schedule's times come from, as the week says it. */
export const KITCHEN_SOURCE =
  'Storage times: USDA FSIS FoodKeeper (data version 128), the end of each range, counted from the shopping day; estimates where FoodKeeper gives none.';

/** One meal of the week as the kitchen sees it: its day, the dish as cooked and its sides. */
export interface KitchenMeal {
  day: number;
  type: MealType;
  recipe: Recipe;
  /** What comes with it (sides.ts): served on the meal's own day, also with a leftover dish. */
  sides?: readonly Recipe[];
}

/** A placed meal as the kitchen sees it: its dish and sides as cooked for its meal type. */
export function kitchenMealOf(
  catalogue: PlannerCatalogue,
  meal: { day: number; type: MealType; recipeId: string; sides?: readonly string[] },
): KitchenMeal {
  const recipe = cookedRecipe(catalogue, { recipeId: meal.recipeId, type: meal.type });
  if (!recipe) throw new Error(`Unknown recipe ${meal.recipeId}`);
  const sides = (meal.sides ?? []).map((id) => {
    const side = cookedRecipe(catalogue, { recipeId: id, type: meal.type });
    if (!side) throw new Error(`Unknown side ${id}`);
    return side;
  });
  return { day: meal.day, type: meal.type, recipe, ...(sides.length > 0 ? { sides } : {}) };
}

/** The meal's dish and sides as one list of ingredients (what the till buys for it). */
export function plateOf(meal: KitchenMeal): Recipe {
  const sides = meal.sides ?? [];
  return sides.length === 0
    ? meal.recipe
    : {
        ...meal.recipe,
        ingredients: [...meal.recipe.ingredients, ...sides.flatMap((s) => s.ingredients)],
      };
}

export interface Portion {
  food: string;
  grams: number;
}

export interface KitchenWeek {
  /** Packages a food needs beyond what its grams ask for (an opened can that would not keep, a
   *  top-up): added to the till by cost.ts weekCost. */
  extraPackages: Map<string, number>;
  /** Grams of each food to freeze on the shopping day, and the meals (indexes) they are for. */
  freezes: Map<string, { grams: number; meals: number[] }>;
  /** What each meal (index) takes from the freezer: moved to the refrigerator the evening before. */
  thaws: Map<number, Portion[]>;
  /** Foods bought on a later day than the shopping day, with the packages bought then. */
  topUps: Map<string, { day: number; packages: number }[]>;
  /** Bulk prep: a meal (index) eaten from a dish cooked on an earlier day, kept in the
   *  refrigerator or frozen in portions on the day it was cooked. */
  leftovers: Map<number, { cookedOn: number; kept: 'refrigerator' | 'freezer' }>;
  /** The day each meal's ingredients are used (its own day, or the day its batch is cooked). */
  cookDay: number[];
}

/** Less than this is nothing: a gram of rounding is not food. */
const EPSILON = 1e-6;

/** The last day a lot is good is the day before this one (a food that keeps 2 days from day 0
 *  is good on days 0 and 1, as the pantry's ledger counts it). */
const keepsUntil = (from: number, days: number) => from + days;

export interface Use {
  meal: number;
  day: number;
  /** Position within the day (meal order), so a breakfast opens a can before a dinner. */
  order: number;
  grams: number;
}

/** The leftovers time of a cooked dish: with meat, fish, poultry or egg, or without. */
function leftoverDays(
  recipe: Recipe,
  catalogue: PlannerCatalogue,
): { fridge: number; freezer: number } {
  const times = catalogue.leftovers;
  if (!times) return { fridge: Infinity, freezer: Infinity };
  const flesh = recipe.ingredients.some((ing) => {
    const food = catalogue.foods.get(ing.food);
    return food ? food.flesh || food.group === 'egg' : false;
  });
  const kind = flesh ? times.withFlesh : times.without;
  return { fridge: kind.refrigerator[1], freezer: kind.freezer[1] };
}

/** Batches of a bulk-prep week: every later meal of a recipe (per meal type, as cooked) is eaten
 *  from the dish cooked on its first day. */
function batches(
  meals: readonly KitchenMeal[],
  catalogue: PlannerCatalogue,
  bulkPrep: boolean,
): Pick<KitchenWeek, 'leftovers' | 'cookDay'> & { cookMeal: number[] } {
  const cookDay = meals.map((m) => m.day);
  const cookMeal = meals.map((_, i) => i);
  const leftovers: KitchenWeek['leftovers'] = new Map();
  if (!bulkPrep) return { leftovers, cookDay, cookMeal };
  const first = new Map<string, number>();
  const order = meals
    .map((m, index) => ({ m, index }))
    .sort(
      (a, b) => a.m.day - b.m.day || MEAL_TYPES.indexOf(a.m.type) - MEAL_TYPES.indexOf(b.m.type),
    );
  for (const { m, index } of order) {
    const key = `${m.type}:${m.recipe.id}`;
    const cook = first.get(key);
    if (cook === undefined) {
      first.set(key, index);
      continue;
    }
    const cookedOn = meals[cook]?.day ?? m.day;
    if (cookedOn === m.day) continue;
    const times = leftoverDays(m.recipe, catalogue);
    const kept = m.day < keepsUntil(cookedOn, times.fridge) ? 'refrigerator' : 'freezer';
    leftovers.set(index, { cookedOn, kept });
    cookDay[index] = cookedOn;
    cookMeal[index] = cook;
  }
  return { leftovers, cookDay, cookMeal };
}

/** How the week is shopped for: bulk prep, and the days from the trip's shopping day to the
 *  week's first day (0 for a weekly shopper; 7 for the second week of a two-week trip). */
export interface KitchenOptions {
  bulkPrep?: boolean;
  tripOffset?: number;
}

/**
 * The kitchen's schedule for the week's meals (`meals[i]` with its recipe as cooked): what to
 * freeze on the shopping day, what to thaw, what is bought later, what is eaten as leftovers, and
 * the packages all this needs beyond the grams.
 */
export function kitchenWeek(
  meals: readonly KitchenMeal[],
  catalogue: PlannerCatalogue,
  options: KitchenOptions = {},
): KitchenWeek {
  const batch = batches(meals, catalogue, options.bulkPrep ?? false);
  const { cookDay, cookMeal } = batch;
  const uses = new Map<string, Use[]>();
  const use = (food: string, entry: Use) => {
    const list = uses.get(food) ?? [];
    list.push(entry);
    uses.set(food, list);
  };
  meals.forEach((meal, index) => {
    const order = MEAL_TYPES.indexOf(meal.type);
    // A leftover's dish was cooked with its batch: its ingredients were used then, by the meal
    // that cooked it (whose card says what to thaw). Its sides are served on its own day.
    const cook = { meal: cookMeal[index] ?? index, day: cookDay[index] ?? meal.day, order };
    for (const ing of meal.recipe.ingredients) use(ing.food, { ...cook, grams: ing.grams });
    for (const side of meal.sides ?? [])
      for (const ing of side.ingredients)
        use(ing.food, { meal: index, day: meal.day, order, grams: ing.grams });
  });
  const week: KitchenWeek = {
    extraPackages: new Map(),
    freezes: new Map(),
    thaws: new Map(),
    topUps: new Map(),
    leftovers: batch.leftovers,
    cookDay,
  };
  for (const [food, list] of uses) {
    list.sort((a, b) => a.day - b.day || a.order - b.order);
    const storage = catalogue.storage?.get(food);
    const price = catalogue.prices.get(food);
    if (!storage || !price) continue;
    scheduleFood(food, list, storage, price.packageGrams, catalogue, week, options.tripOffset ?? 0);
  }
  return week;
}

/** One food's uses through the week: from the pantry, fresh, frozen, opened, or a top-up. */
export function scheduleFood(
  food: string,
  uses: readonly Use[],
  storage: FoodStorage,
  packageGrams: number,
  catalogue: PlannerCatalogue,
  week: KitchenWeek,
  tripOffset: number,
): void {
  let stock = stockOf(catalogue, food);
  if (stock === Infinity) return;
  const stockGoneOn = catalogue.stockSpoils?.get(food) ?? Infinity;
  // Frozen foods keep for months where they are kept; so does anything for the week when its time
  // is longer than it. Days count from the trip's shopping day, `tripOffset` days before the
  // week's first day.
  const freshUntil =
    storage.place === 'freezer' ? Infinity : keepsUntil(-tripOffset, storage.days[1]);
  const openedDays = storage.place === 'freezer' ? null : (storage.openedDays?.[1] ?? null);
  const freezable =
    storage.freezerDays !== null && storage.thawedDays !== null && storage.thawedDays[1] >= 1;
  // Packages open on the shopping day's stock of packages: each with what is left and the first
  // day it is no longer good.
  const open: { left: number; goneOn: number }[] = [];
  let dayZeroPackages = 0;
  let frozen = 0;
  let total = 0;
  for (const use of uses) {
    total += use.grams;
    let need = use.grams;
    if (stock > EPSILON && use.day < stockGoneOn) {
      const taken = Math.min(stock, need);
      stock -= taken;
      need -= taken;
    }
    if (need <= EPSILON) continue;
    if (use.day < freshUntil) {
      for (const pack of open) {
        if (need <= EPSILON) break;
        if (pack.left <= EPSILON || use.day >= pack.goneOn) continue;
        const taken = Math.min(pack.left, need);
        pack.left -= taken;
        need -= taken;
      }
      while (need > EPSILON) {
        dayZeroPackages += 1;
        const goneOn =
          openedDays === null ? freshUntil : Math.min(freshUntil, use.day + openedDays);
        const taken = Math.min(packageGrams, need);
        open.push({ left: packageGrams - taken, goneOn });
        need -= taken;
      }
      continue;
    }
    if (freezable && use.day < keepsUntil(-tripOffset, storage.freezerDays?.[1] ?? 0)) {
      frozen += need;
      const entry = week.freezes.get(food) ?? { grams: 0, meals: [] };
      entry.grams += need;
      if (!entry.meals.includes(use.meal)) entry.meals.push(use.meal);
      week.freezes.set(food, entry);
      // One line per food on the card: a batch's portions are all thawed for its cooking.
      const thaw = week.thaws.get(use.meal) ?? [];
      const same = thaw.find((t) => t.food === food);
      if (same) same.grams += need;
      else thaw.push({ food, grams: need });
      week.thaws.set(use.meal, thaw);
      continue;
    }
    // Neither keeps until the day nor freezes: bought later. In a week of a longer trip, on the
    // week's first day (the trip's top-up) when it keeps from then; else on the day it is cooked.
    for (const pack of open) {
      if (need <= EPSILON) break;
      if (pack.left <= EPSILON || use.day >= pack.goneOn || pack.goneOn <= freshUntil) continue;
      const taken = Math.min(pack.left, need);
      pack.left -= taken;
      need -= taken;
    }
    if (need <= EPSILON) continue;
    const day = tripOffset > 0 && use.day < storage.days[1] ? 0 : use.day;
    const packages = packagesFor(need, packageGrams);
    const list = week.topUps.get(food) ?? [];
    const same = list.find((t) => t.day === day);
    if (same) same.packages += packages;
    else list.push({ day, packages });
    week.topUps.set(food, list);
    const goneOn = keepsUntil(day, storage.days[1]);
    open.push({
      left: packages * packageGrams - need,
      goneOn: openedDays === null ? goneOn : Math.min(goneOn, use.day + openedDays),
    });
  }
  // Packages a perishable's frozen portions come from are cut on the shopping day from what is
  // bought then: what is left of the opened ones first.
  const spare = open.reduce((sum, p) => (p.goneOn <= freshUntil ? sum + p.left : sum), 0);
  // The portions are frozen as the cards give them, each up to the gram: that is what the
  // packages must hold, or the last fresh meal before them comes up a gram or two short.
  const frozenPackages =
    frozen > EPSILON
      ? packagesFor(
          Math.max(0, frozenOnCards(week, food) - (openedDays === null ? spare : 0)),
          packageGrams,
        )
      : 0;
  const topUp = (week.topUps.get(food) ?? []).reduce((sum, t) => sum + t.packages, 0);
  const byGrams = packagesFor(Math.max(0, total - stockOf(catalogue, food)), packageGrams);
  const extra = dayZeroPackages + frozenPackages + topUp - byGrams;
  if (extra > 0) week.extraPackages.set(food, extra);
}

/** Grams of a food the week freezes, as the meals' cards give them: each meal's portion up to
 *  the gram (the list's freeze line and the cards' thaw lines read the same). */
export function frozenOnCards(week: Pick<KitchenWeek, 'freezes' | 'thaws'>, food: string): number {
  const freeze = week.freezes.get(food);
  if (!freeze) return 0;
  return freeze.meals.reduce((sum, meal) => {
    const thaw = week.thaws.get(meal)?.find((t) => t.food === food);
    return sum + (thaw ? Math.ceil(thaw.grams - 1e-9) : 0);
  }, 0);
}

/** A week's meals with their kitchen schedule and their till: the one bill every path uses. */
export interface BilledWeek {
  kitchen: KitchenWeek;
  cost: WeekCost;
  /** Each meal's share of the till, adding up to it to the cent. */
  mealCents: number[];
}

export function billWeek(
  meals: readonly KitchenMeal[],
  catalogue: PlannerCatalogue,
  factor: number,
  options: KitchenOptions = {},
): BilledWeek {
  const kitchen = kitchenWeek(meals, catalogue, options);
  const recipes = meals.map(plateOf);
  const cost = weekCost(recipes, catalogue, factor, kitchen.extraPackages);
  return { kitchen, cost, mealCents: allocateMealCosts(recipes, cost) };
}
