/**
 * A person's price book: what they paid for a food (price_book rows, one per purchase of a list
 * item) becomes their price for it in the weeks they plan next.
 *
 * - Only receipts of the last 6 months (183 days) before the week count: older prices say little
 *   about today's shelf.
 * - A receipt for another package size is brought to the catalogue's package by its price per
 *   gram.
 * - A receipt more than 5 times or less than a fifth of the catalogue's local price for the
 *   package is left out: a typo, a different product or a multi-buy, not this food's price.
 * - Several receipts combine as a weighted mean whose weights halve every 30 days of age (the
 *   latest weighs most; two receipts a month apart weigh 2 to 1).
 */
import { localPackageCents } from '../planner/cost.ts';
import type { PlannerCatalogue } from '../planner/types.ts';
import { addDays, daysBetween } from '../rules/week.ts';
import type { PaidPrice } from './personal.ts';

/** A price_book row, as the planner reads it. */
export interface Receipt {
  food: string;
  packageGrams: number;
  /** Dollars paid for one package. */
  packagePrice: number;
  paidOn: string;
}

export const RECEIPT_DAYS = 183;
export const HALF_LIFE_DAYS = 30;
export const OUTLIER_RATIO = 5;

/** The person's price of each food with receipts, for a week starting on `weekStart`. */
export function paidPrices(
  receipts: readonly Receipt[],
  weekStart: string,
  catalogue: PlannerCatalogue,
  factor: number,
): Record<string, PaidPrice> {
  const earliest = addDays(weekStart, -RECEIPT_DAYS);
  const byFood = new Map<string, { weight: number; cents: number; n: number; last: string }>();
  for (const receipt of receipts) {
    if (receipt.paidOn > weekStart || receipt.paidOn < earliest) continue;
    const price = catalogue.prices.get(receipt.food);
    if (!price || !(receipt.packageGrams > 0) || !(receipt.packagePrice > 0)) continue;
    const cents = (receipt.packagePrice * 100 * price.packageGrams) / receipt.packageGrams;
    const shelf = localPackageCents(price.price, factor);
    if (cents > shelf * OUTLIER_RATIO || cents < shelf / OUTLIER_RATIO) continue;
    const weight = 0.5 ** (daysBetween(receipt.paidOn, weekStart) / HALF_LIFE_DAYS);
    const sum = byFood.get(receipt.food) ?? { weight: 0, cents: 0, n: 0, last: receipt.paidOn };
    sum.weight += weight;
    sum.cents += weight * cents;
    sum.n += 1;
    if (receipt.paidOn > sum.last) sum.last = receipt.paidOn;
    byFood.set(receipt.food, sum);
  }
  const prices: Record<string, PaidPrice> = {};
  for (const [food, sum] of byFood)
    prices[food] = {
      cents: Math.max(1, Math.round(sum.cents / sum.weight)),
      receipts: sum.n,
      lastPaid: sum.last,
    };
  return prices;
}
