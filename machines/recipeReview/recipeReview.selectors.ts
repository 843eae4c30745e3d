/**
 * What the review form reads of its machine: the views use these and `can()`, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { recipeReviewMachine } from './recipeReview.machine.ts';
import type { ReviewLine } from './recipeReview.types.ts';

type ReviewSnapshot = SnapshotFrom<typeof recipeReviewMachine>;

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
