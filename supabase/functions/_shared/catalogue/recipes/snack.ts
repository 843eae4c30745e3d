/**
 * Snack recipes, one serving each, written for this project. Tags, nutrition and cost are
 * computed from the ingredients (compute.ts).
 */
import type { Recipe } from '../types.ts';

export const snackRecipes: Recipe[] = [];
