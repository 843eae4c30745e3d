/**
 * What the "My recipes" screen reads of its machines: the views use these and `can()`, not
 * state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { StoredRecipe } from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import { compareNames } from '../shared/names.ts';
import type { ownRecipesMachine } from './ownRecipes.machine.ts';
import type { recipeReviewMachine } from './recipeReview.machine.ts';
import type { ReviewLine } from './recipeReview.types.ts';

type BookSnapshot = SnapshotFrom<typeof ownRecipesMachine>;
type ReviewSnapshot = SnapshotFrom<typeof recipeReviewMachine>;

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

export const selectFields = (s: ReviewSnapshot) => s.context.fields;
export const selectLines = (s: ReviewSnapshot) => s.context.lines;
export const selectNotes = (s: ReviewSnapshot) => s.context.notes;
export const selectFacts = (s: ReviewSnapshot) => s.context.facts;
export const selectComputing = (s: ReviewSnapshot) =>
  s.hasTag('computing') || s.matches({ open: { facts: 'waiting' } });
export const selectSearch = (s: ReviewSnapshot) => s.context.search;
export const selectSearching = (s: ReviewSnapshot) => s.hasTag('searching');
export const selectErrors = (s: ReviewSnapshot) => s.context.errors;
export const selectSaveError = (s: ReviewSnapshot) => s.context.saveError;
export const selectSaving = (s: ReviewSnapshot) => s.hasTag('saving');
export const selectIsNew = (s: ReviewSnapshot) => s.context.recipeId === null;

/** Where one line stands: being read (now or soon), its message, or what was read. */
export interface LineView {
  line: ReviewLine;
  reading: boolean;
  /** Why the last read failed, or the grams typed are wrong. */
  error: string | null;
}

export function selectLineViews(s: ReviewSnapshot): LineView[] {
  const { reading, readQueue, lineErrors, errors } = s.context;
  return s.context.lines.map((line) => ({
    line,
    reading: reading?.key === line.key || readQueue.some((entry) => entry.key === line.key),
    error: errors.lines[line.key] ?? lineErrors[line.key] ?? null,
  }));
}

/** Two lists of line views that read the same render nothing new. */
export function sameLineViews(a: LineView[], b: LineView[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (view, index) =>
        view.line === b[index]?.line &&
        view.reading === b[index]?.reading &&
        view.error === b[index]?.error,
    )
  );
}
