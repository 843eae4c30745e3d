/**
 * Further foods needed by the lunch and dinner recipes; merged with food-list.ts and given their
 * SR28 nutrition by scripts/extract-foods.ts like every other food.
 *
 * - Hamburger buns: SR28 18350 (plain rolls). US store-brand buns list soybean oil, soy flour or
 *   soy lecithin beside the wheat flour, so they are tagged Wheat and Soy like sandwich bread.
 * - Hominy: SR28 20030 (white hominy, canned). Nixtamalized corn: no gluten, but a grain for
 *   paleo purposes.
 */
import { defineFood } from './food-list.ts';
import type { FoodListEntry } from './types.ts';

export const extraFoodEntries: FoodListEntry[] = [
  defineFood(
    'hamburger_bun',
    '18350',
    'Hamburger buns',
    'grain',
    ['bun', 'bread', 'wheat', 'hamburger bun'],
    {
      allergens: ['Wheat', 'Soy'],
      gluten: true,
    },
  ),
  defineFood('hominy', '20030', 'White hominy, canned', 'grain', ['hominy', 'corn', 'pozole']),
];
