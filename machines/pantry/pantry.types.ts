import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type {
  PantryReason,
  PantryResponse,
  PantryUnit,
} from '../../supabase/functions/_shared/schemas/pantry.ts';

export interface PantryInput {
  /** The signed-in person; null only when the page runs without one (the load then fails). */
  userId: string | null;
  /** The person's local date (YYYY-MM-DD): the pantry's amounts are for this day. */
  today: string;
}

/** One change to the pantry, in the function's own terms (grams). */
export type PantryEdit =
  | { action: 'add'; food: string; grams: number }
  | { action: 'set'; food: string; grams: number; reason: PantryReason };

/** A change waiting to be saved: the request and how the page names it to the person. */
export interface PendingEdit {
  edit: PantryEdit;
  /** 'Adding 2 lb of Brown rice'. */
  label: string;
}

/** What a person typed in an amount field, read on submit. */
export interface TypedAmount {
  amount: string;
  unit: PantryUnit;
}

/** The messages a form shows under its fields. */
export interface PantryFormErrors {
  food?: string;
  amount?: string;
}

/** Which dialog is open: the one item's edit dialog (correct, used up, thrown away). */
export interface EditDialog {
  food: string;
}

export interface PantryContext extends PantryInput {
  data: PantryResponse | null;
  /** What went off, gathered across this visit's answers (a later answer may list none). */
  spoiled: PantryResponse['spoiled'];
  /** The item whose edit dialog is open. */
  dialog: EditDialog | null;
  /** The add form's and the edit dialog's field messages (only one of them is ever open). */
  addErrors: PantryFormErrors;
  editErrors: PantryFormErrors;
  /** Counts the add form's accepted changes, so the view starts a fresh form after each. */
  addRound: number;
  /** The change being saved, or that failed and waits for a retry. */
  pending: PendingEdit | null;
  /** Attempts made at the pending change since it was submitted or last retried by hand. */
  attempts: number;
  /** Why the last attempt failed, in words for the person. */
  saveError: string | null;
}

export type PantryEvent =
  | { type: 'pantry.reload' }
  | ({ type: 'add.submit'; food: string | null } & TypedAmount)
  | { type: 'edit.open'; food: string }
  | { type: 'edit.close' }
  | ({ type: 'edit.correct' } & TypedAmount)
  | { type: 'edit.usedUp' }
  | { type: 'edit.discarded' }
  /** A staple said to be at home ran out (its row's Used up). */
  | { type: 'item.usedUp'; food: string }
  /** The staples checklist saved an answer: the pantry as it now stands. */
  | { type: 'staples.saved'; answer: PantryResponse }
  /** The pantry read again after it changed on another phone (the live feed). */
  | { type: 'pantry.changed'; answer: PantryResponse }
  | { type: 'save.retry' }
  | { type: 'save.cancel' }
  | { type: 'spoiled.dismiss' };

export type PantryTag = 'loading' | 'saving';

export interface SaveEditInput extends PantryInput {
  edit: PantryEdit;
}

/**
 * The calls the pantry makes; the live app provides them (src/services/live/pantryActors.ts).
 * Its child, the staples checklist (`staples`), is provided beside them by the page.
 */
export interface PantryActors {
  loadPantry: PromiseActorLogic<PantryResponse, PantryInput>;
  /** Saves one change and answers with the pantry as it stands after it. */
  saveEdit: PromiseActorLogic<PantryResponse, SaveEditInput>;
  /** Optional: the pantry read again whenever it changes elsewhere (sends 'pantry.changed'). */
  pantryLive?: CallbackActorLogic<EventObject, PantryInput>;
}

/**
 * A change the server refused for what it is (a 4xx answer other than an expired session or a
 * rate limit): sending it again would be refused again, so it is not retried automatically.
 */
export class PantryRefused extends Error {
  override name = 'PantryRefused';
}
