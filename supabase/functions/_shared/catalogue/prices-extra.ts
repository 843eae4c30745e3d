/**
 * Prices for the foods in food-list-extra.ts; merged with prices.ts. Neither food has a BLS
 * average price series or an ERS product entry, so both are estimates and say how they were
 * made. `packageGrams` is the edible weight, as in prices.ts.
 */
import type { Price } from './types.ts';

export const extraPrices: Price[] = [
  {
    food: 'hamburger_bun',
    packageGrams: 340,
    packageLabel: '8-count bag (12 oz)',
    price: 1.99,
    source: {
      kind: 'estimate',
      month: '2024-09',
      note: 'typical 2024 US supermarket shelf price of a store-brand 8-count bag of hamburger buns',
    },
  },
  {
    food: 'hominy',
    // A 15.5 oz can holds about 260 g of hominy once the canning liquid is poured off.
    packageGrams: 260,
    packageLabel: '15.5 oz can',
    price: 1.29,
    source: {
      kind: 'estimate',
      month: '2024-09',
      note: 'typical 2024 US supermarket shelf price of a store-brand 15.5 oz can of white hominy',
    },
  },
];
