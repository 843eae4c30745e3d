import type { Price } from './types.ts';

/** Prices for the foods in food-list-extra.ts; merged with prices.ts. */
export const extraPrices: Price[] = [];
