/**
 * The staples question asked before the first plan: the kitchen staples the catalogue's recipes
 * use (foods marked `pantry`), grouped as a person finds them in a kitchen. A staple said to be at
 * home is drawn on and never bought; one not said is bought whole (planner/cost.ts).
 *
 * Small and free of imports beyond types, so the app can read it too.
 */
import type { Food } from './types.ts';

export const STAPLE_GROUPS = ['oils-vinegar', 'salt-spices', 'baking', 'sauces'] as const;
export type StapleGroup = (typeof STAPLE_GROUPS)[number];

export const STAPLE_GROUP_LABELS: Readonly<Record<StapleGroup, string>> = {
  'oils-vinegar': 'Oils and vinegar',
  'salt-spices': 'Salt, spices and garlic',
  baking: 'Baking',
  sauces: 'Sauces',
};

/** Staples of the baking shelf that are not sweeteners. */
const BAKING = new Set(['flour', 'cornstarch', 'baking_powder', 'vanilla', 'cocoa']);

/** The group a staple is asked in; null for a food that is not a staple. */
export function stapleGroupOf(food: Pick<Food, 'key' | 'group' | 'pantry'>): StapleGroup | null {
  if (!food.pantry) return null;
  if (BAKING.has(food.key) || food.group === 'sweetener') return 'baking';
  if (food.group === 'oil' || food.key.endsWith('_vinegar')) return 'oils-vinegar';
  if (food.group === 'spice' || food.group === 'seed' || food.group === 'vegetable')
    return 'salt-spices';
  return 'sauces';
}
