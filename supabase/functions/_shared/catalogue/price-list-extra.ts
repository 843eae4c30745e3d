/**
 * Packages and price bases for the foods in food-list-extra.ts; merged with price-list.ts (which
 * says what each basis means). Hamburger buns have a USDA ERS Purchase to Plate price; canned
 * hominy has none (FNDDS prices it cooked), so it is a shelf-price estimate.
 */
import { OZ, ppnap, shelf, spec } from './price-list.ts';
import type { PriceSpec } from './price-list.ts';

export const extraPriceSpecs: PriceSpec[] = [
  spec('hamburger_bun', 12 * OZ, '8-count bag (12 oz)', ppnap('51154100')),
  // A 15.5 oz can holds about 260 g of hominy once the canning liquid is poured off.
  spec(
    'hominy',
    15.5 * OZ,
    '15.5 oz can',
    shelf(1.29, 'typical shelf price of a store-brand 15.5 oz can of white hominy'),
    260,
  ),
];
