/**
 * Local prices: a zip code gives a state (USPS 3-digit zip prefixes), a state gives a price level
 * (BEA Regional Price Parities), and the shopper's stores and chosen ingredient quality scale the
 * national average of prices.ts.
 *
 * Sources and estimates:
 * - Zip prefix ranges: USPS 3-digit ZIP Code prefix assignments (USPS Publication 65 / the
 *   'L002' sectional center list). Unassigned prefixes inside a state's block are read as that
 *   state, which is harmless; prefixes outside every block are unknown.
 * - Price levels: BEA Regional Price Parities by state, all items (US = 100), the release of
 *   12 December 2024 (2023 RPPs; table SARPP). The states in RPP_CHECKED were checked against
 *   BEA's own text (the release names California 112.6, New Jersey 108.9, Hawaii 108.6, the
 *   District of Columbia 110.8, Arkansas 86.5, Mississippi 87.3 and South Dakota 88.1; a BEA blog
 *   of December 2024 gives Illinois 101.3 and Arizona 99.9 for 2022). The others are the authors'
 *   best knowledge to one decimal, written offline: re-check them against the BEA table.
 *   All-items RPPs are driven by rents; grocery prices vary much less between states (BEA's goods
 *   RPPs span roughly 0.93-1.07), so the grocery factor moves half as far from 1 as the all-items
 *   RPP. That halving (GOODS_SHARE) is an estimate: goods and all-items RPPs do not move in
 *   lockstep (Illinois 2022: goods 102.8, all items 101.3).
 * - Store and quality multipliers are estimates: see STORE_MULTIPLIERS and QUALITY_MULTIPLIERS.
 */
import { z } from 'zod';
import { pricesByFood } from './prices.ts';
import type { IngredientQuality, Price, RegionalPriceLevel, Store } from './types.ts';

export const RPP_SOURCE =
  'BEA Regional Price Parities, all items, by state (SARPP), release of 12 Dec 2024';

/** Share of the all-items price-level difference that grocery prices follow (estimate). */
export const GOODS_SHARE = 0.5;

/** BEA RPP, all items, by state (US = 100); see the header for which values were checked. */
const RPP_ALL_ITEMS: Record<string, number> = {
  AL: 87.6,
  AK: 101.7,
  AZ: 99.9,
  AR: 86.5,
  CA: 112.6,
  CO: 103.5,
  CT: 103.4,
  DE: 99.2,
  DC: 110.8,
  FL: 101.3,
  GA: 93.4,
  HI: 108.6,
  ID: 93.7,
  IL: 101.3,
  IN: 90.3,
  IA: 88.6,
  KS: 89.5,
  KY: 88.3,
  LA: 89.1,
  ME: 97.6,
  MD: 105.1,
  MA: 108.4,
  MI: 92.6,
  MN: 97.3,
  MS: 87.3,
  MO: 89.6,
  MT: 94.6,
  NE: 90.2,
  NV: 97.6,
  NH: 104.2,
  NJ: 108.9,
  NM: 90.9,
  NY: 108.0,
  NC: 92.1,
  ND: 89.7,
  OH: 90.4,
  OK: 87.4,
  OR: 102.7,
  PA: 96.0,
  RI: 98.8,
  SC: 91.2,
  SD: 88.1,
  TN: 90.3,
  TX: 96.5,
  UT: 96.3,
  VT: 99.0,
  VA: 101.2,
  WA: 108.6,
  WV: 87.7,
  WI: 92.9,
  WY: 92.8,
};

/** States whose value was checked against a BEA publication (see the header). */
export const RPP_CHECKED: ReadonlySet<string> = new Set([
  'CA',
  'NJ',
  'HI',
  'DC',
  'AR',
  'MS',
  'SD',
  'IL',
  'AZ',
]);

export const STATE_PRICE_LEVELS: RegionalPriceLevel[] = Object.entries(RPP_ALL_ITEMS).map(
  ([state, rpp]) => ({
    state,
    level: Math.round(rpp * 10) / 1000,
    source: RPP_CHECKED.has(state)
      ? RPP_SOURCE
      : `${RPP_SOURCE} (approximate, not re-checked offline)`,
  }),
);

const levelByState = new Map(STATE_PRICE_LEVELS.map((entry) => [entry.state, entry.level]));

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
  /** BEA all-items level of the state (1 = US average), before the goods share is applied. */
  rppLevel?: number;
  /** Why the factor fell back to 1, if it did. */
  flag?: RegionFlag;
}

/** Grocery price factor of a zip code: 1 + GOODS_SHARE x (state RPP - 1). An empty, malformed or
 *  unassigned zip, or a place without a state parity, gives 1 and says why. */
export function regionalFactor(zip: string | null | undefined): RegionalFactor {
  if (zip === null || zip === undefined || !zipSchema.safeParse(zip).success) {
    return { factor: 1, flag: 'malformed-zip' };
  }
  const state = stateForZip(zip);
  if (!state) return { factor: 1, flag: 'unknown-zip' };
  const level = levelByState.get(state);
  if (level === undefined) return { factor: 1, state, flag: 'no-price-level' };
  const factor = Math.round((1 + GOODS_SHARE * (level - 1)) * 10000) / 10000;
  return { factor, state, rppLevel: level };
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
