/**
 * Packages and price bases for the foods in food-list-extra.ts; merged with price-list.ts.
 * Neither food has a BLS average-price series or a USDA ERS item, so both are shelf-price
 * estimates (see price-list.ts for how an estimate is brought to the reference month).
 */
import { OZ, shelf, spec } from './price-list.ts';
import type { PriceSpec } from './price-list.ts';

export const extraPriceSpecs: PriceSpec[] = [
  spec(
    'hamburger_bun',
    12 * OZ,
    '8-count bag (12 oz)',
    shelf(1.99, 'typical shelf price of a store-brand 8-count bag of hamburger buns'),
  ),
  // A 15.5 oz can holds about 260 g of hominy once the canning liquid is poured off.
  spec(
    'hominy',
    15.5 * OZ,
    '15.5 oz can',
    shelf(1.29, 'typical shelf price of a store-brand 15.5 oz can of white hominy'),
    260,
  ),
];
