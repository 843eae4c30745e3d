/**
 * The generated price files as text, from the shipped tables and the price list: what
 * scripts/generate-prices.ts writes and what the catalogue test compares with the committed files.
 */
import { foodsByKey, refusePercent } from '../../supabase/functions/_shared/catalogue/foods.ts';
import { extraPriceSpecs } from '../../supabase/functions/_shared/catalogue/price-list-extra.ts';
import {
  basePriceSpecs,
  type PriceSpec,
} from '../../supabase/functions/_shared/catalogue/price-list.ts';
import type { Price } from '../../supabase/functions/_shared/catalogue/types.ts';
import { derivePrices } from './derive.ts';
import { renderPriceLevels, renderPrices } from './render.ts';
import { readPriceTables, type PriceTables } from './tables.ts';

const PRICES_PATH = 'supabase/functions/_shared/catalogue/prices.generated.ts';
const PRICE_LEVELS_PATH = 'supabase/functions/_shared/catalogue/price-levels.generated.ts';

export const PRICE_SPECS: readonly PriceSpec[] = [...basePriceSpecs, ...extraPriceSpecs];

function refuseOf(food: string): number {
  const entry = foodsByKey.get(food);
  if (!entry) throw new Error(`price for unknown food ${food}`);
  return refusePercent(entry);
}

function derivedPrices(tables: PriceTables = readPriceTables()): Price[] {
  return derivePrices(tables, PRICE_SPECS, refuseOf);
}

export function generatedPriceFiles(): { path: string; text: string }[] {
  const tables = readPriceTables();
  return [
    { path: PRICES_PATH, text: renderPrices(derivedPrices(tables)) },
    { path: PRICE_LEVELS_PATH, text: renderPriceLevels(tables) },
  ];
}
