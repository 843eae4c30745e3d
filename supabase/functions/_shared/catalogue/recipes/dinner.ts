import type { Recipe } from '../types.ts';

/** Dinner recipes (one serving each). */
export const dinnerRecipes: Recipe[] = [];
