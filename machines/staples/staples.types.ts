import type { PromiseActorLogic } from 'xstate';
import type { PantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';

/** One staple of the checklist as the pantry function lists it (its group and whether it is at home). */
export type Staple = PantryResponse['staples'][number];

/** What the checklist reads of the pantry function's answer. */
export type StaplesAnswer = Pick<PantryResponse, 'staples' | 'staplesAnswered'>;

/** Who asks and their date: what the pantry function needs for every call. */
export interface StaplesScope {
  /** The signed-in person; null only when the page runs without one (the load then fails). */
  userId: string | null;
  /** The person's local date (YYYY-MM-DD). */
  today: string;
}

export interface StaplesInput extends StaplesScope {
  /**
   * The pantry function's answer when the host already holds it (the Pantry screen): the
   * checklist starts from it instead of asking again. Without it the checklist loads the list.
   */
  answer?: StaplesAnswer | null;
}

export interface StaplesContext extends StaplesScope {
  /** Every staple the recipes use, by group then name, as the server last said; null until the
   *  list is loaded (or given by the host). */
  staples: Staple[] | null;
  /** The foods ticked (at home), in the list's order: what Save sends. */
  ticked: string[];
  /** The day the person answered the staples question; null when they never did. */
  answered: string | null;
  /** Why the last save failed, in words for the person. */
  saveError: string | null;
}

export type StaplesEvent =
  | { type: 'staples.reload' }
  | { type: 'staples.tick'; food: string; ticked: boolean }
  | { type: 'staples.haveMost' }
  | { type: 'staples.scratch' }
  | { type: 'staples.save' }
  /** The host's fresher answer (after a change of its own, such as a staple used up). */
  | { type: 'staples.take'; answer: StaplesAnswer };

export type StaplesTag = 'loading' | 'saving';

/** What the machine tells its host: the answer saved, with the pantry as it now stands. */
export interface StaplesSavedEvent {
  type: 'staples.saved';
  answer: PantryResponse;
}

export interface SaveStaplesInput extends StaplesScope {
  /** The staples at home; [] is "starting from scratch". */
  have: string[];
}

/** The actors the checklist runs; the live app provides them (src/services/live/staplesActors.ts). */
export interface StaplesActors {
  /** The pantry function's list (its staples and whether the question was answered). */
  loadStaples: PromiseActorLogic<PantryResponse, StaplesScope>;
  /** Sends the answer (the pantry function's 'staples' action); answers with the pantry after it. */
  saveStaples: PromiseActorLogic<PantryResponse, SaveStaplesInput>;
}
