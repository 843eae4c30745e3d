/**
 * The store section each food is shopped in, so the shopping list reads in the order a person
 * walks a US supermarket. A food's section follows its group (vegetables and fruit in produce,
 * meat, poultry and fish at the meat and fish counters, eggs and dairy in the dairy case,
 * grains, legumes, nuts and oils in the pantry aisles, spices and condiments in theirs), and the
 * foods sold elsewhere name their own section below.
 *
 * Judgement calls (where US stores differ, the most common placement):
 * - Canned, jarred and dried forms (tuna, tomatoes, olives, raisins, applesauce, broth) are in
 *   the pantry aisles; frozen forms in frozen.
 * - Bread, buns, pitas, English muffins and tortillas are at the bakery and bread aisle.
 * - Tofu, tempeh, miso, kimchi and hummus sit in the refrigerated case of produce.
 * - Soy and almond milk sit beside the dairy milk.
 * - Broth, enchilada sauce and baking powder are pantry (soup and baking aisles); jerky and
 *   pork rinds are snacks, in the pantry aisles too.
 *
 * This file is small and has no imports beyond types, so the app can read it too.
 */
import type { FoodGroup } from './types.ts';

/** The sections in the order the list shows them (a common walk through the store). */
export const STORE_SECTIONS = [
  'produce',
  'meat-fish',
  'dairy-eggs',
  'bakery',
  'pantry',
  'frozen',
  'spices-condiments',
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

/** Where a food of each group is usually shopped. */
export const GROUP_SECTIONS: Readonly<Record<FoodGroup, StoreSection>> = {
  vegetable: 'produce',
  fruit: 'produce',
  meat: 'meat-fish',
  poultry: 'meat-fish',
  fish: 'meat-fish',
  shellfish: 'meat-fish',
  egg: 'dairy-eggs',
  dairy: 'dairy-eggs',
  soy: 'produce',
  legume: 'pantry',
  grain: 'pantry',
  nut: 'pantry',
  seed: 'pantry',
  oil: 'pantry',
  sweetener: 'pantry',
  beverage: 'pantry',
  condiment: 'spices-condiments',
  spice: 'spices-condiments',
};

/** The foods shopped somewhere other than their group's section, by food key. */
export const SECTION_EXCEPTIONS: Readonly<Record<string, StoreSection>> = {
  // Fish in cans
  canned_salmon: 'pantry',
  canned_tuna: 'pantry',
  sardines: 'pantry',
  // Fruit canned, dried or frozen
  applesauce: 'pantry',
  coconut_flakes: 'pantry',
  coconut_milk: 'pantry',
  dried_cranberries: 'pantry',
  raisins: 'pantry',
  olives: 'pantry',
  frozen_blueberries: 'frozen',
  frozen_strawberries: 'frozen',
  // Vegetables canned, jarred, dried or frozen
  canned_tomatoes: 'pantry',
  marinara: 'pantry',
  pumpkin_puree: 'pantry',
  salsa: 'pantry',
  tomato_paste: 'pantry',
  tomato_sauce: 'pantry',
  nori: 'pantry',
  frozen_broccoli: 'frozen',
  frozen_corn: 'frozen',
  frozen_peas: 'frozen',
  frozen_spinach: 'frozen',
  hash_browns: 'frozen',
  mixed_vegetables: 'frozen',
  // Breads
  whole_wheat_bread: 'bakery',
  english_muffin: 'bakery',
  pita: 'bakery',
  corn_tortilla: 'bakery',
  flour_tortilla: 'bakery',
  hamburger_bun: 'bakery',
  // Refrigerated beside produce, or beside the milk
  hummus: 'produce',
  soy_milk: 'dairy-eggs',
  almond_milk: 'dairy-eggs',
  // Soy foods sold dry or frozen
  tvp: 'pantry',
  edamame: 'frozen',
  // Soup and baking aisles, snacks
  chicken_broth: 'pantry',
  vegetable_broth: 'pantry',
  enchilada_sauce: 'pantry',
  baking_powder: 'pantry',
  beef_jerky: 'pantry',
  pork_rinds: 'pantry',
};

/** The section a food is shopped in. */
export function sectionOfFood(key: string, group: FoodGroup): StoreSection {
  return SECTION_EXCEPTIONS[key] ?? GROUP_SECTIONS[group];
}

export function isStoreSection(value: unknown): value is StoreSection {
  return typeof value === 'string' && (STORE_SECTIONS as readonly string[]).includes(value);
}
