/**
 * The join page of a signed-in account (the page at JOIN_PATH an invitation email links to):
 * a token in a wrong shape is refused without a call; otherwise the function says what the
 * invitation is (peek), and the person joins the household (accept) or not now. A refusal shows
 * the function's own words; one that stays true whoever asks (used, expired, not valid, already
 * in it) forgets the invitation this device keeps, while one for another email address keeps it
 * for the account it was sent to. A call that got no usable answer can be tried again.
 */
import { assign, emit, setup } from 'xstate';
import {
  householdRefusals,
  invitationTokenSchema,
  type InvitationPeek,
} from '../../supabase/functions/_shared/household/accounts-api.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import { errorOf, loadedOutput, logFailureOf } from '../shared/eventParams.ts';
import { paths } from '../shared/paths.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { householdAccountsTexts as texts } from '../texts/householdAccounts.ts';
import type {
  JoinHouseholdActors,
  JoinHouseholdContext,
  JoinHouseholdEvent,
  JoinHouseholdInput,
  JoinHouseholdTag,
} from './joinHousehold.types.ts';

const refusals: readonly string[] = Object.values(householdRefusals);

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The function refused the invitation (its answer is one of its refusals). */
export function isRefusal(error: unknown): boolean {
  return refusals.includes(reasonOf(error));
}

/** Why a token cannot be an invitation's, or null when its shape is right. */
export function tokenProblem(token: string | null): string | null {
  if (token === null) return texts.noInvitation;
  const parsed = invitationTokenSchema.safeParse(token);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? texts.noInvitation);
}

/**
 * Where a failed call leads: a refusal to `refused` (forgetting the invitation when the refusal
 * stays true), anything else to `otherwise` with why, logged as `what`.
 */
function refusedOr<const TOtherwise extends string>(otherwise: TOtherwise, what: string) {
  return [
    {
      guard: { type: 'isForGood', params: errorOf },
      target: 'refused',
      actions: [{ type: 'setRefusal', params: errorOf }, 'forgetInvitation'],
    },
    {
      guard: { type: 'isRefusal', params: errorOf },
      target: 'refused',
      actions: { type: 'setRefusal', params: errorOf },
    },
    { target: otherwise, actions: [{ type: 'setFailure', params: errorOf }, logFailureOf(what)] },
  ] as const;
}

export const joinHouseholdMachine = setup({
  types: {} as MachineTypes<
    JoinHouseholdContext,
    JoinHouseholdEvent,
    JoinHouseholdInput,
    JoinHouseholdTag
  >,
  actors: {
    peekInvitation: toProvide('joinHousehold.peekInvitation'),
    acceptInvitation: toProvide('joinHousehold.acceptInvitation'),
  } satisfies JoinHouseholdActors,
  guards: {
    hasWellFormedToken: ({ context }) => tokenProblem(context.token) === null,
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    isForGood: (_, params: { error: unknown }) =>
      isRefusal(params.error) &&
      reasonOf(params.error) !== householdRefusals.invitationOtherAddress,
  },
  actions: {
    takeInvitation: assign((_, params: { loaded: InvitationPeek }) => ({
      invitation: params.loaded,
    })),
    refuseToken: assign(({ context }) => ({ refusal: tokenProblem(context.token) })),
    setRefusal: assign((_, params: { error: unknown }) => ({ refusal: reasonOf(params.error) })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: reasonOf(params.error) })),
    clearFailure: assign({ failure: null }),
    /** Forgets the invitation this device keeps; the page provides it (browser storage). */
    forgetInvitation: () => {
      throw new Error('joinHousehold.forgetInvitation: the caller provides it');
    },
    toastJoined: emit(({ context }) =>
      toast('success', texts.joined(context.invitation?.holderName ?? '')),
    ),
    goToDashboard: emit(navigateTo(paths.dashboard, { replace: true })),
    logFailure,
  },
}).createMachine({
  id: 'joinHousehold',
  context: ({ input }) => ({ token: input.token, invitation: null, refusal: null, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'A token in a wrong shape is refused here, without a call.',
      always: [
        { guard: 'hasWellFormedToken', target: 'peeking' },
        { target: 'refused', actions: ['refuseToken', 'forgetInvitation'] },
      ],
    },
    peeking: {
      tags: 'loading',
      entry: 'clearFailure',
      invoke: {
        id: 'peekInvitation',
        src: 'peekInvitation',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'invited', actions: { type: 'takeInvitation', params: loadedOutput } },
        onError: refusedOr('failed', 'Reading the invitation'),
      },
    },
    failed: {
      description: 'The invitation could not be read: says why, with a button to try again.',
      on: { 'join.retry': 'peeking' },
    },
    invited: {
      description: 'Shows who invited whom as which member, with Join household and Not now.',
      on: {
        'join.accept': 'accepting',
        'join.decline': { target: 'declined', actions: ['forgetInvitation', 'goToDashboard'] },
      },
    },
    accepting: {
      tags: 'busy',
      entry: 'clearFailure',
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'joined',
          actions: ['forgetInvitation', 'toastJoined', 'goToDashboard'],
        },
        onError: refusedOr('invited', 'Joining the household'),
      },
    },
    refused: {
      type: 'final',
      description: "Says why the invitation can't be used, with a way on.",
    },
    declined: { type: 'final' },
    joined: { type: 'final' },
  },
});
