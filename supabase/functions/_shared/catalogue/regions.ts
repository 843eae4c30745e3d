/**
 * Local prices: a zip code gives a state (USPS 3-digit zip prefixes), a state gives a grocery
 * price level (BEA Regional Price Parities for goods), and the shopper's stores and chosen
 * ingredient quality scale the national averages of prices.ts.
 *
 * Sources and estimates:
 * - Zip prefix ranges: USPS 3-digit ZIP Code prefix assignments (USPS Publication 65 / the
 *   'L002' sectional center list). Unassigned prefixes inside a state's block are read as that
 *   state, which is harmless; prefixes outside every block are unknown.
 * - Price levels: BEA Regional Price Parities by state, table SARPP, line 6 (goods), latest year
 *   shipped in data/prices/, generated into price-levels.generated.ts by `npm run
 *   catalogue:prices`. BEA states every parity against US all items = 100, so the US goods
 *   parity is not 100 (99.505 in 2023); a state's grocery level is its goods parity over the US
 *   goods parity, which makes the US average exactly 1. Goods include more than food (clothing,
 *   fuel, household goods): BEA publishes no parity for food alone.
 * - Store and quality multipliers are estimates: see STORE_MULTIPLIERS and QUALITY_MULTIPLIERS.
 */
import { z } from 'zod';
import {
  GOODS_PARITY_YEAR,
  STATE_GOODS_PARITIES,
  US_GOODS_PARITY,
} from './price-levels.generated.ts';
import { pricesByFood } from './prices.ts';
import type { IngredientQuality, Price, RegionalPriceLevel, Store } from './types.ts';

export const RPP_SOURCE = `BEA Regional Price Parities by state, goods (table SARPP, line 6), ${GOODS_PARITY_YEAR}`;

export const STATE_PRICE_LEVELS: readonly RegionalPriceLevel[] = STATE_GOODS_PARITIES.map(
  (entry) => ({
    state: entry.state,
    name: entry.name,
    goodsParity: entry.goodsParity,
    level: Math.round((entry.goodsParity / US_GOODS_PARITY) * 10000) / 10000,
    source: RPP_SOURCE,
  }),
);

const levelByState = new Map(STATE_PRICE_LEVELS.map((entry) => [entry.state, entry]));

/** The state's name as BEA writes it ('Georgia'), or undefined for a code without a parity. */
export function stateName(state: string): string | undefined {
  return levelByState.get(state)?.name;
}

/** USPS 3-digit prefix blocks: [first, last, state]. Territories and military mail (PR, VI, GU,
 *  AA/AE/AP) are known places without a BEA state parity; they get factor 1 with a flag. */
const ZIP3_BLOCKS: readonly [number, number, string][] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 99, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'a US zip code has 5 digits (optionally -4 more)');

/** The state (or territory / military code) of a zip code, or undefined. */
export function stateForZip(zip: string): string | undefined {
  const parsed = zipSchema.safeParse(zip);
  if (!parsed.success) return undefined;
  const prefix = Number(parsed.data.slice(0, 3));
  for (const [first, last, state] of ZIP3_BLOCKS) {
    if (prefix >= first && prefix <= last) return state;
  }
  return undefined;
}

export type RegionFlag = 'malformed-zip' | 'unknown-zip' | 'no-price-level';

export interface RegionalFactor {
  /** Multiplier applied to national average prices (1 when unknown). */
  factor: number;
  state?: string;
  /** BEA goods parity of the state (US all items = 100) that the factor comes from. */
  goodsParity?: number;
  /** Why the factor fell back to 1, if it did. */
  flag?: RegionFlag;
}

/** Grocery price factor of a zip code: the state's goods parity over the US goods parity. An
 *  empty, malformed or unassigned zip, or a place without a state parity, gives 1 and says why. */
export function regionalFactor(zip: string | null | undefined): RegionalFactor {
  if (zip === null || zip === undefined || !zipSchema.safeParse(zip).success) {
    return { factor: 1, flag: 'malformed-zip' };
  }
  const state = stateForZip(zip);
  if (!state) return { factor: 1, flag: 'unknown-zip' };
  const level = levelByState.get(state);
  if (level === undefined) return { factor: 1, state, flag: 'no-price-level' };
  return { factor: level.level, state, goodsParity: level.goodsParity };
}

/**
 * Store price multipliers relative to the national average (estimates). Based on published
 * basket comparisons of US grocers (Consumer Reports' and Consumers' Checkbook store surveys and
 * news basket checks, 2022-2024), which consistently rank Aldi and the warehouse clubs cheapest,
 * Walmart next, Kroger and Target near the average, Publix and local independents above it and
 * Whole Foods highest. The BLS average itself mixes all store types, so a typical supermarket is 1.
 */
export const STORE_MULTIPLIERS: Record<Store, number> = {
  Aldi: 0.85,
  Costco: 0.86,
  "Sam's Club": 0.88,
  Walmart: 0.92,
  "Trader Joe's": 0.97,
  Kroger: 1.0,
  Target: 1.02,
  'Local Market': 1.08,
  Publix: 1.12,
  'Whole Foods': 1.25,
};

/**
 * Ingredient quality multipliers (estimates). Budget-Friendly means store brands and the cheapest
 * pack (about 10% under the average, the usual private-label discount); Balanced is the average
 * mix the BLS measures; Premium means name brands, organic produce and pasture-raised animal
 * products, which USDA ERS organic price studies put 20-60% above conventional: 1.35 is taken.
 */
export const QUALITY_MULTIPLIERS: Record<IngredientQuality, number> = {
  'Budget-Friendly': 0.9,
  Balanced: 1.0,
  Premium: 1.35,
};

/** Multiplier of a set of stores: their mean (a shopper who lists several stores buys across
 *  them; the mean keeps the plan's cost honest rather than assuming every item at the cheapest).
 *  No store given means the national average (1). */
export function storeMultiplier(stores: readonly Store[] | undefined): number {
  if (!stores || stores.length === 0) return 1;
  const unique = [...new Set(stores)];
  const sum = unique.reduce((total, store) => total + STORE_MULTIPLIERS[store], 0);
  return Math.round((sum / unique.length) * 10000) / 10000;
}

export interface LocalPriceOptions {
  zip?: string | null;
  stores?: readonly Store[];
  quality?: IngredientQuality;
}

export interface LocalPrice {
  /** The package as the national catalogue lists it. */
  package: Price;
  /** Price of one package at this shopper's place, stores and quality, in dollars. */
  localPrice: number;
  /** Dollars per edible gram at the local price. */
  perGram: number;
  factors: { regional: number; store: number; quality: number };
  region: RegionalFactor;
}

/** Combined multiplier for a shopper (regional x store x quality). */
export function localMultiplier(options: LocalPriceOptions): {
  multiplier: number;
  region: RegionalFactor;
  store: number;
  quality: number;
} {
  const region = regionalFactor(options.zip);
  const store = storeMultiplier(options.stores);
  const quality = QUALITY_MULTIPLIERS[options.quality ?? 'Balanced'];
  return { multiplier: region.factor * store * quality, region, store, quality };
}

/** The package of a food and its local price; throws for a food without a price (a catalogue
 *  error the validation test rules out). */
export function priceFor(foodKey: string, options: LocalPriceOptions = {}): LocalPrice {
  const found = pricesByFood.get(foodKey);
  if (!found) throw new Error(`no price for food ${foodKey}`);
  const { multiplier, region, store, quality } = localMultiplier(options);
  const localPrice = Math.round(found.price * multiplier * 100) / 100;
  return {
    package: found,
    localPrice,
    perGram: (found.price * multiplier) / found.packageGrams,
    factors: { regional: region.factor, store, quality },
    region,
  };
}
