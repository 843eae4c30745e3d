/**
 * What a placement of the week's dishes on days costs in the kitchen (kitchen.ts's schedule):
 * packages beyond what the grams ask for, top-up trips, a nudge per portion frozen; the day
 * assignment (assign.ts) lowers it, a swap at a time (KitchenCosts).
 */
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { MealType, Recipe } from '../catalogue/types.ts';
import { localPackageCents } from './cost.ts';
import { kitchenWeek, scheduleFood } from './kitchen.ts';
import type { KitchenMeal, KitchenOptions, KitchenWeek, Use } from './kitchen.ts';
import type { PlannerCatalogue } from './types.ts';

/** A nudge per portion to freeze and thaw: fresh food is cooked early where the days allow. */
const FREEZE_CENTS = 25;
/** A trip to the shop for a top-up, beyond what it buys. */
const TOP_UP_CENTS = 150;

/**
 * What a placement of the week costs in the kitchen, in cents: packages beyond what the grams ask
 * for (an opened can that would not keep), each top-up trip, and a nudge per portion frozen. The
 * day assignment lowers it (assign.ts).
 */
export function kitchenCents(
  meals: readonly KitchenMeal[],
  catalogue: PlannerCatalogue,
  factor: number,
  options: KitchenOptions = {},
): number {
  const week = kitchenWeek(meals, catalogue, options);
  let cents = 0;
  for (const [food, packages] of week.extraPackages) {
    const price = catalogue.prices.get(food);
    if (price) cents += packages * localPackageCents(price.price, factor);
  }
  for (const list of week.topUps.values()) cents += TOP_UP_CENTS * list.length;
  for (const thaws of week.thaws.values()) cents += FREEZE_CENTS * thaws.length;
  return cents;
}

/** What one food's schedule costs in the kitchen (kitchenCents, for that food alone). */
function foodKitchenCents(
  food: string,
  uses: Use[],
  catalogue: PlannerCatalogue,
  factor: number,
  tripOffset: number,
): number {
  const storage = catalogue.storage?.get(food);
  const price = catalogue.prices.get(food);
  if (!storage || !price || uses.length === 0) return 0;
  uses.sort((a, b) => a.day - b.day || a.order - b.order);
  const week: KitchenWeek = {
    extraPackages: new Map(),
    freezes: new Map(),
    thaws: new Map(),
    topUps: new Map(),
    leftovers: new Map(),
    cookDay: [],
  };
  scheduleFood(food, uses, storage, price.packageGrams, catalogue, week, tripOffset);
  return (
    (week.extraPackages.get(food) ?? 0) * localPackageCents(price.price, factor) +
    TOP_UP_CENTS * (week.topUps.get(food)?.length ?? 0) +
    FREEZE_CENTS * week.thaws.size
  );
}

/**
 * kitchenCents of a week while its dishes are being put on days (assign.ts), kept per food: a
 * swap of two dishes costs again only the foods they use. A bulk-prep week's batches tie every
 * serving of a dish together, so it is costed whole each time.
 */
export class KitchenCosts {
  private readonly byFood = new Map<string, { dish: number; grams: number }[]>();
  private readonly foodsOf: string[][];
  private readonly cents = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly dishes: readonly { type: MealType; recipe: Recipe }[],
    private readonly catalogue: PlannerCatalogue,
    private readonly factor: number,
    private readonly options: KitchenOptions = {},
  ) {
    this.foodsOf = dishes.map((dish, index) => {
      const foods = new Set<string>();
      for (const ing of dish.recipe.ingredients) {
        const list = this.byFood.get(ing.food) ?? [];
        list.push({ dish: index, grams: ing.grams });
        this.byFood.set(ing.food, list);
        foods.add(ing.food);
      }
      return [...foods];
    });
  }

  /** The week's cost with dish i on day `days[i]` (-1: not placed); `touched`: the dishes that
   *  moved since the last call (absent: cost every food). */
  cost(days: readonly number[], touched?: readonly number[]): number {
    if (this.options.bulkPrep) {
      const meals: KitchenMeal[] = [];
      this.dishes.forEach((dish, i) => {
        const day = days[i] ?? -1;
        if (day >= 0) meals.push({ day, type: dish.type, recipe: dish.recipe });
      });
      meals.sort(
        (a, b) => a.day - b.day || MEAL_TYPES.indexOf(a.type) - MEAL_TYPES.indexOf(b.type),
      );
      return kitchenCents(meals, this.catalogue, this.factor, this.options);
    }
    const foods = touched
      ? new Set(touched.flatMap((i) => this.foodsOf[i] ?? []))
      : new Set(this.byFood.keys());
    for (const food of foods) {
      const uses: Use[] = [];
      for (const { dish, grams } of this.byFood.get(food) ?? []) {
        const day = days[dish] ?? -1;
        const type = this.dishes[dish]?.type;
        if (day >= 0 && type)
          uses.push({ meal: dish, day, order: MEAL_TYPES.indexOf(type), grams });
      }
      const cents = foodKitchenCents(
        food,
        uses,
        this.catalogue,
        this.factor,
        this.options.tripOffset ?? 0,
      );
      this.total += cents - (this.cents.get(food) ?? 0);
      this.cents.set(food, cents);
    }
    return this.total;
  }
}
