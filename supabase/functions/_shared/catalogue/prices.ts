/**
 * What each food costs: one package, its edible size and its US average price at the reference
 * month, generated from official tables by `npm run catalogue:prices` (prices.generated.ts; how
 * each price is made is in price-list.ts and scripts/prices/derive.ts). A food listed twice is a
 * programming error and fails at load.
 */
import { GENERATED_PRICES, REFERENCE_MONTH } from './prices.generated.ts';
import type { Price } from './types.ts';

export { REFERENCE_MONTH };

function byFood(prices: readonly Price[]): Map<string, Price> {
  const map = new Map<string, Price>();
  for (const price of prices) {
    if (map.has(price.food)) throw new Error(`food ${price.food} has two prices`);
    map.set(price.food, price);
  }
  return map;
}

/** Every price of the catalogue, one per food. */
export const PRICES: readonly Price[] = GENERATED_PRICES;

export const pricesByFood: ReadonlyMap<string, Price> = byFood(PRICES);
