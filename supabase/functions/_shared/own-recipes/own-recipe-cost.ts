/**
 * What one serving of an own recipe costs at the person's place: each food at the official
 * catalogue price where it has one (national average times the planner's price level factor,
 * as the planner ranks recipes), else at the person's price book (what they paid, as paid),
 * else at an estimate that says how it was made: the median national price per 100 g of the
 * catalogue's foods of the same SR28 food group (of all its foods when the group has none),
 * times the factor. The bill's estimated share is counted as catalogue/basis.ts counts it.
 */
import { describePriceSource, estimatedShare, type EstimatedShare } from '../catalogue/basis.ts';
import { recipeGramCost } from '../catalogue/compute.ts';
import { FOODS } from '../catalogue/foods.ts';
import { PRICES, REFERENCE_MONTH, pricesByFood } from '../catalogue/prices.ts';
import type { Food, Price, PriceSource, Recipe } from '../catalogue/types.ts';
import { localPackageCents } from '../planner/cost.ts';
import { median } from './sr28-food.ts';
import { sr28GroupOf } from './sr28-groups.ts';

/** One food in the person's price book: a package they bought and what they paid for it. */
export interface PriceBookEntry {
  /** Dollars paid for one package. */
  packagePrice: number;
  packageGrams: number;
  /** Receipts the price combines, and the latest, YYYY-MM-DD. */
  receipts: number;
  lastPaid: string;
}

export interface CostOptions {
  /** The planner's price level factor (region x stores x quality). */
  priceFactor: number;
  /** By food id (catalogue key or 'sr28:<NDB>'). */
  priceBook?: ReadonlyMap<string, PriceBookEntry>;
}

export type PriceOrigin = 'catalogue' | 'price book' | 'estimate';

export interface LineCost {
  food: string;
  grams: number;
  costCents: number;
  origin: PriceOrigin;
  /** True for a catalogue estimate or a group estimate. */
  estimated: boolean;
  /** Where the price comes from, in one sentence (describePriceSource). */
  source: string;
}

export interface ServingCost {
  /** Cost of one serving, paid by the gram, in cents. */
  perServingCents: number;
  lines: LineCost[];
  estimated: EstimatedShare;
}

interface GroupPrice {
  dollarsPer100g: number;
  foods: number;
  what: string;
}

let groupPrices: Map<string | null, GroupPrice> | null = null;

function perHundredGrams(price: Price): number {
  return (price.price / price.packageGrams) * 100;
}

function medianGroupPrices(): Map<string | null, GroupPrice> {
  if (groupPrices) return groupPrices;
  const byGroup = new Map<string | null, number[]>();
  for (const food of FOODS) {
    const price = pricesByFood.get(food.key);
    if (!price) continue;
    const group = sr28GroupOf(food.ndb);
    byGroup.set(group, [...(byGroup.get(group) ?? []), perHundredGrams(price)]);
  }
  const everything = PRICES.map(perHundredGrams);
  groupPrices = new Map([
    [null, { dollarsPer100g: median(everything) ?? 0, foods: everything.length, what: 'all' }],
  ]);
  for (const [group, values] of byGroup) {
    if (group === null) continue;
    const dollarsPer100g = median(values) ?? 0;
    groupPrices.set(group, { dollarsPer100g, foods: values.length, what: `SR28 group ${group}` });
  }
  return groupPrices;
}

/** The estimated price of a food no table and no receipt prices: a 100 g package at the median
 *  price per 100 g of the catalogue's foods of its SR28 group. */
export function groupEstimatePrice(food: Pick<Food, 'key' | 'ndb'>): Price {
  const prices = medianGroupPrices();
  const group = sr28GroupOf(food.ndb);
  const found = (group !== null && prices.get(group)) || prices.get(null);
  if (!found) throw new Error('the catalogue has no prices');
  return {
    food: food.key,
    packageGrams: 100,
    packageLabel: '100 g (estimated)',
    price: Math.round(found.dollarsPer100g * 10000) / 10000,
    source: {
      kind: 'estimate',
      month: REFERENCE_MONTH,
      note: `no official price or receipt: the median price per 100 g of the catalogue's ${found.foods} priced foods of ${found.what === 'all' ? 'every group' : found.what}`,
    },
  };
}

function bookPrice(food: string, entry: PriceBookEntry): Price {
  const source: PriceSource = {
    kind: 'paid',
    month: entry.lastPaid.slice(0, 7),
    note: `Your price book: $${entry.packagePrice.toFixed(2)} for ${entry.packageGrams} g (${entry.receipts} receipt${entry.receipts === 1 ? '' : 's'}, the latest on ${entry.lastPaid}).`,
    receipts: entry.receipts,
    lastPaid: entry.lastPaid,
  };
  return {
    food,
    packageGrams: entry.packageGrams,
    packageLabel: `${entry.packageGrams} g`,
    price: entry.packagePrice,
    source,
  };
}

interface Priced {
  price: Price;
  origin: PriceOrigin;
  /** Cents per gram at this person's place. */
  centsPerGram: number;
}

function priceOf(food: Food, options: CostOptions): Priced {
  const official = pricesByFood.get(food.key);
  if (official) {
    const cents = localPackageCents(official.price, options.priceFactor);
    return { price: official, origin: 'catalogue', centsPerGram: cents / official.packageGrams };
  }
  const entry = options.priceBook?.get(food.key);
  if (entry && entry.packageGrams > 0 && entry.packagePrice > 0) {
    const price = bookPrice(food.key, entry);
    return { price, origin: 'price book', centsPerGram: (price.price * 100) / price.packageGrams };
  }
  const price = groupEstimatePrice(food);
  const centsPerGram = (price.price * options.priceFactor * 100) / price.packageGrams;
  return { price, origin: 'estimate', centsPerGram };
}

/** The cost of a one-serving recipe whose every ingredient is in `foods`. */
export function servingCost(
  serving: Pick<Recipe, 'ingredients'>,
  foods: ReadonlyMap<string, Food>,
  options: CostOptions,
): ServingCost {
  const priced = new Map<string, Priced>();
  for (const { food: key } of serving.ingredients) {
    const food = foods.get(key);
    if (!food) throw new Error(`no food ${key} to price`);
    if (!priced.has(key)) priced.set(key, priceOf(food, options));
  }
  const centsPerGram = (key: string) => priced.get(key)?.centsPerGram ?? 0;
  const lines = serving.ingredients.map(({ food, grams }): LineCost => {
    const found = priced.get(food);
    if (!found) throw new Error(`no price for ${food}`);
    return {
      food,
      grams,
      costCents: grams * found.centsPerGram,
      origin: found.origin,
      estimated: found.price.source.kind === 'estimate',
      source: describePriceSource(found.price.source),
    };
  });
  return {
    perServingCents: Math.round(recipeGramCost(serving, centsPerGram)),
    lines,
    estimated: estimatedShare(lines, (food) => priced.get(food)?.price),
  };
}
