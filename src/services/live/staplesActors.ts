/**
 * The live actor set of the staples checklist: the `pantry` function's list (its staples and
 * whether the question was answered) and its 'staples' action (the staples at home; [] is
 * "starting from scratch"), through the pantry's own call (callPantry: the body and the answer
 * checked with the function's schema, a refusal kept apart from a failure that may pass later).
 */
import { fromPromise } from 'xstate';
import type { PantryResponse } from '../../../supabase/functions/_shared/schemas/pantry.ts';
import type {
  SaveStaplesInput,
  StaplesActors,
  StaplesScope,
} from '../../../machines/staples/staples.types.ts';
import { callPantry } from './pantryActors.ts';
import { requireUser } from './plans.ts';

export function loadStaples(input: StaplesScope): Promise<PantryResponse> {
  return callPantry({ action: 'list', userId: requireUser(input.userId), today: input.today });
}

export function saveStaples(input: SaveStaplesInput): Promise<PantryResponse> {
  return callPantry({
    action: 'staples',
    userId: requireUser(input.userId),
    today: input.today,
    have: input.have,
  });
}

export const liveStaplesActors = {
  loadStaples: fromPromise<PantryResponse, StaplesScope>(({ input }) => loadStaples(input)),
  saveStaples: fromPromise<PantryResponse, SaveStaplesInput>(({ input }) => saveStaples(input)),
} satisfies StaplesActors;
