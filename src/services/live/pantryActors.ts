/**
 * The live actor set of the pantry: the `pantry` function, called through supabase-js with the
 * person's token like the planner functions (invokePlanner), with the body checked against the
 * function's own schema before it is sent and the answer after it arrives. A change the function
 * refuses for what it is (a 4xx answer other than an expired session, a timeout or a rate limit)
 * becomes PantryRefused, which the machine does not send again on its own.
 */
import { fromPromise } from 'xstate';
import {
  pantryBody,
  pantryResponse,
  type PantryResponse,
} from '../../../supabase/functions/_shared/schemas/pantry.ts';
import {
  PantryRefused,
  type PantryActors,
  type PantryInput,
  type SaveEditInput,
} from '../../../machines/pantry/pantry.types.ts';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import { FunctionCallError, invokePlanner, requireUser } from './plans.ts';
import { pantryLiveLogic } from './pantryLive.ts';

/** Answers that say the request itself is wrong; the others may pass when sent again. */
function isRefusal(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/**
 * One call of the pantry function: the body checked with its schema first (a body it would
 * refuse never leaves), the answer checked after; the staples checklist's actors call it too.
 */
export async function callPantry(body: unknown): Promise<PantryResponse> {
  const checked = pantryBody.safeParse(body);
  if (!checked.success)
    throw new PantryRefused(checked.error.issues[0]?.message ?? 'Invalid change');
  try {
    return await invokePlanner('pantry', checked.data, pantryResponse, pantryTexts.invalidAnswer);
  } catch (error) {
    if (error instanceof FunctionCallError && isRefusal(error.status))
      throw new PantryRefused(error.message, { cause: error });
    // supabase-js's own words for a request that never arrived name its internals.
    if (error instanceof Error && error.name === 'FunctionsFetchError')
      throw new Error(pantryTexts.unreachable, { cause: error });
    throw error;
  }
}

export function loadPantry(input: PantryInput): Promise<PantryResponse> {
  return callPantry({ action: 'list', userId: requireUser(input.userId), today: input.today });
}

export function savePantryEdit(input: SaveEditInput): Promise<PantryResponse> {
  return callPantry({ ...input.edit, userId: requireUser(input.userId), today: input.today });
}

export const livePantryActors = {
  loadPantry: fromPromise<PantryResponse, PantryInput>(({ input }) => loadPantry(input)),
  saveEdit: fromPromise<PantryResponse, SaveEditInput>(({ input }) => savePantryEdit(input)),
  pantryLive: pantryLiveLogic(loadPantry),
} satisfies PantryActors;
