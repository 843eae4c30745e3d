import type { FoodListEntry } from './types.ts';

/** Further foods needed by the lunch and dinner recipes; merged with food-list.ts. */
export const extraFoodEntries: FoodListEntry[] = [];
