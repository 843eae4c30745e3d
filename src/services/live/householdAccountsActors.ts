/**
 * The live actor set of the household's accounts and of the join page: the `household`
 * function, called through supabase-js with the person's token like the planner functions
 * (invokePlanner), with the body checked against the function's own schema before it is sent and
 * the answer after it arrives. Leaving and joining change the account's household in its
 * app_metadata (the function writes it): the session is refreshed after each, so the app's
 * SessionUser.householdId follows.
 */
import { fromPromise } from 'xstate';
import type { z } from '../zod.ts';
import {
  acceptAnswerSchema,
  householdAccountsSchema,
  householdRequestSchema,
  invitationPeekSchema,
  leaveAnswerSchema,
  type HouseholdAccounts,
  type InvitationPeek,
} from '../../../supabase/functions/_shared/household/accounts-api.ts';
import type {
  AccountsChange,
  HouseholdAccountsActors,
} from '../../../machines/householdAccounts/householdAccounts.types.ts';
import type {
  JoinHouseholdActors,
  TokenInput,
} from '../../../machines/joinHousehold/joinHousehold.types.ts';
import { householdAccountsTexts as texts } from '../../../machines/texts/householdAccounts.ts';
import { refreshSession } from './householdCheck.ts';
import { invokePlanner } from './plans.ts';

/** One call of the household function; a refusal throws with the function's own words. */
export async function callHousehold<T>(body: unknown, answer: z.ZodType<T>): Promise<T> {
  const checked = householdRequestSchema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? texts.invalidAnswer);
  try {
    return await invokePlanner('household', checked.data, answer, texts.invalidAnswer);
  } catch (error) {
    // supabase-js's own words for a request that never arrived name its internals.
    if (error instanceof Error && error.name === 'FunctionsFetchError')
      throw new Error(texts.unreachable, { cause: error });
    throw error;
  }
}

export function loadAccounts(): Promise<HouseholdAccounts> {
  return callHousehold({ action: 'accounts' }, householdAccountsSchema);
}

export function changeAccounts(change: AccountsChange): Promise<HouseholdAccounts> {
  return callHousehold(change, householdAccountsSchema);
}

export async function leaveHousehold(): Promise<void> {
  await callHousehold({ action: 'leave' }, leaveAnswerSchema);
  await refreshSession();
}

export function peekInvitation(input: TokenInput): Promise<InvitationPeek> {
  return callHousehold({ action: 'peek', token: input.token }, invitationPeekSchema);
}

export async function acceptInvitation(input: TokenInput): Promise<void> {
  await callHousehold({ action: 'accept', token: input.token }, acceptAnswerSchema);
  await refreshSession();
}

export const liveHouseholdAccountsActors = {
  loadAccounts: fromPromise<HouseholdAccounts, void>(() => loadAccounts()),
  changeAccounts: fromPromise<HouseholdAccounts, AccountsChange>(({ input }) =>
    changeAccounts(input),
  ),
  leaveHousehold: fromPromise<void, void>(() => leaveHousehold()),
} satisfies HouseholdAccountsActors;

export const liveJoinHouseholdActors = {
  peekInvitation: fromPromise<InvitationPeek, TokenInput>(({ input }) => peekInvitation(input)),
  acceptInvitation: fromPromise<void, TokenInput>(({ input }) => acceptInvitation(input)),
} satisfies JoinHouseholdActors;
