/**
 * What the "My recipes" screen reads of its machine: the views use these and `can()`, not
 * state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { StoredRecipe } from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import { compareNames } from '../shared/names.ts';
import type { ownRecipesMachine } from './ownRecipes.machine.ts';

type BookSnapshot = SnapshotFrom<typeof ownRecipesMachine>;

export const selectBook = (s: BookSnapshot) => s.context.book;
export const selectQuery = (s: BookSnapshot) => s.context.query;
export const selectNotice = (s: BookSnapshot) => s.context.notice;
export const selectImportForm = (s: BookSnapshot) => s.context.importForm;
export const selectImporting = (s: BookSnapshot) => s.hasTag('importing');
export const selectBusy = (s: BookSnapshot) => s.hasTag('busy');
export const selectReviewRef = (s: BookSnapshot) => s.children.review;

/** The recipe whose deletion waits for the person's answer (or is being sent), or null. */
export const selectRemoving = (s: BookSnapshot) => s.context.removing;

/** The recipes whose name holds every word of the search, by name. */
export function visibleRecipes(recipes: readonly StoredRecipe[], query: string): StoredRecipe[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return recipes
    .filter((recipe) => words.every((word) => recipe.name.toLowerCase().includes(word)))
    .sort((a, b) => compareNames(a.name, b.name));
}
