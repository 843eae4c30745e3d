import type { Recipe } from '../types.ts';

/** Lunch recipes (one serving each). */
export const lunchRecipes: Recipe[] = [];
