/**
 * How many days a food bought for the week keeps at home where it is kept unopened (in the
 * refrigerator, the cupboard or the freezer: storage.ts), so the pantry lets what has gone off
 * age out instead of planning meals on it.
 *
 * The figures are USDA FSIS FoodKeeper's storage times (storage.ts, generated from
 * data/foodkeeper/ by `npm run catalogue:storage`): the end of FoodKeeper's range for the place
 * the food is kept, from the shopping day. Where FoodKeeper lacks the food or gives no number
 * for it, the figure is an estimate and its source says so and why.
 */
import { storageOf } from './storage.ts';
import type { Food } from './types.ts';

export interface ShelfLife {
  days: number;
  /** 'USDA FSIS FoodKeeper: Chicken parts, breast halves, boneless: refrigerator 1-2 days from
   *  purchase, freezer 9 months.' or 'Estimate: ...'. */
  source: string;
}

/** How long the food keeps at home unopened, and where that figure comes from. */
export function shelfLifeOf(food: Food): ShelfLife {
  const storage = storageOf(food.key);
  return { days: storage.days[1], source: storage.source };
}
