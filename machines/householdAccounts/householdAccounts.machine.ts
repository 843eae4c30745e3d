/**
 * The accounts that share a household (the profile review's accounts card): loads who holds the
 * household, who joined it and the open invitations. The holder invites someone by email for
 * one of the household's members, takes an invitation back and removes a joined account (after
 * a confirmation); a joined account leaves (after a confirmation) and goes to the dashboard of
 * its own household. Each change is answered with the accounts as they stand; a refusal shows
 * the function's own words.
 */
import { assign, emit, setup } from 'xstate';
import {
  householdRequestSchema,
  type HouseholdAccounts,
} from '../../supabase/functions/_shared/household/accounts-api.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import { errorOf, loadedOutput, logFailureOf } from '../shared/eventParams.ts';
import { paths } from '../shared/paths.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { householdAccountsTexts as texts } from '../texts/householdAccounts.ts';
import type {
  AccountsChange,
  HouseholdAccountsActors,
  HouseholdAccountsContext,
  HouseholdAccountsEvent,
  HouseholdAccountsInput,
  HouseholdAccountsTag,
} from './householdAccounts.types.ts';

export function isHolder(accounts: HouseholdAccounts | null): boolean {
  return accounts !== null && accounts.you === accounts.householdId;
}

type InviteEvent = Extract<HouseholdAccountsEvent, { type: 'invite.submit' }>;

/** The invitation the form asks for, or why it is not one (the function's own rules). */
export function readInvite(
  event: Pick<InviteEvent, 'email' | 'memberId'>,
  joinUrl: string,
): { ok: true; change: AccountsChange } | { ok: false; error: string } {
  if (!event.memberId) return { ok: false, error: texts.chooseMember };
  const parsed = householdRequestSchema.safeParse({
    action: 'invite',
    email: event.email.trim(),
    memberId: event.memberId,
    joinUrl,
  });
  if (parsed.success && parsed.data.action === 'invite') return { ok: true, change: parsed.data };
  return { ok: false, error: parsed.error?.issues[0]?.message ?? texts.chooseMember };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The email address a change is about (for its notice). */
function emailOf(context: HouseholdAccountsContext): string {
  const change = context.change;
  if (!change || !context.accounts) return '';
  if (change.action === 'invite') return change.email;
  if (change.action === 'cancel')
    return (
      context.accounts.invitations.find((item) => item.id === change.invitationId)?.email ?? ''
    );
  return context.accounts.accounts.find((item) => item.accountId === change.accountId)?.email ?? '';
}

/** Where a failed call leads, with why (shown) and a warning in the log naming `what`. */
function failedTo<const TTarget extends string>(target: TTarget, what: string) {
  return {
    target,
    actions: [{ type: 'setError', params: errorOf }, logFailureOf(what)],
  } as const;
}

export const householdAccountsMachine = setup({
  types: {} as MachineTypes<
    HouseholdAccountsContext,
    HouseholdAccountsEvent,
    HouseholdAccountsInput,
    HouseholdAccountsTag
  >,
  actors: {
    loadAccounts: toProvide<HouseholdAccounts, void>('householdAccounts.loadAccounts'),
    changeAccounts: toProvide<HouseholdAccounts, AccountsChange>(
      'householdAccounts.changeAccounts',
    ),
    leaveHousehold: toProvide<void, void>('householdAccounts.leaveHousehold'),
  } satisfies HouseholdAccountsActors,
  guards: {
    isHolder: ({ context }) => isHolder(context.accounts),
    isJoined: ({ context }) => context.accounts !== null && !isHolder(context.accounts),
    isValidInvite: ({ context }, params: { event: InviteEvent }) =>
      isHolder(context.accounts) && readInvite(params.event, context.joinUrl).ok,
    isOpenInvitation: ({ context }, params: { id: string }) =>
      isHolder(context.accounts) &&
      (context.accounts?.invitations.some((item) => item.id === params.id) ?? false),
    isJoinedAccount: ({ context }, params: { accountId: string }) =>
      isHolder(context.accounts) &&
      params.accountId !== context.accounts?.you &&
      (context.accounts?.accounts.some((item) => item.accountId === params.accountId) ?? false),
  },
  actions: {
    takeAccounts: assign((_, params: { loaded: HouseholdAccounts }) => ({
      accounts: params.loaded,
    })),
    startInvite: assign(({ context }, params: { event: InviteEvent }) => {
      const read = readInvite(params.event, context.joinUrl);
      return { change: read.ok ? read.change : null, inviteError: null, error: null, notice: null };
    }),
    refuseInvite: assign(({ context }, params: { event: InviteEvent }) => {
      const read = readInvite(params.event, context.joinUrl);
      return { inviteError: read.ok ? null : read.error, notice: null };
    }),
    startCancel: assign((_, params: { id: string }) => ({
      change: { action: 'cancel', invitationId: params.id } as const,
      error: null,
      notice: null,
    })),
    askRemove: assign((_, params: { accountId: string }) => ({
      change: { action: 'remove', accountId: params.accountId } as const,
      error: null,
      notice: null,
    })),
    clearChange: assign({ change: null }),
    clearError: assign({ error: null, notice: null }),
    noticeDone: assign(({ context }) => {
      const email = emailOf(context);
      const action = context.change?.action;
      return {
        notice:
          action === 'invite'
            ? texts.invited(email)
            : action === 'cancel'
              ? texts.cancelled(email)
              : texts.removed(email),
        invitesSent: context.invitesSent + (action === 'invite' ? 1 : 0),
      };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: reasonOf(params.error) })),
    dismissMessage: assign({ notice: null, error: null }),
    toastLeft: emit(toast('success', texts.left)),
    goToDashboard: emit(navigateTo(paths.dashboard, { replace: true })),
    logFailure,
  },
}).createMachine({
  id: 'householdAccounts',
  context: ({ input }) => ({
    joinUrl: input.joinUrl,
    accounts: null,
    inviteError: null,
    error: null,
    notice: null,
    invitesSent: 0,
    change: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'takeAccounts', params: loadedOutput } },
        onError: failedTo('failed', 'Loading the household accounts'),
      },
    },
    failed: {
      description: 'Says why the accounts could not be loaded, with a button to try again.',
      on: { 'accounts.reload': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      initial: 'idle',
      on: { 'message.dismiss': { actions: 'dismissMessage' } },
      states: {
        idle: {
          // What was asked is done, refused or called off.
          entry: 'clearChange',
          on: {
            'invite.submit': [
              {
                guard: { type: 'isValidInvite', params: ({ event }) => ({ event }) },
                target: 'changing',
                actions: { type: 'startInvite', params: ({ event }) => ({ event }) },
              },
              {
                guard: 'isHolder',
                actions: { type: 'refuseInvite', params: ({ event }) => ({ event }) },
              },
            ],
            'invitation.cancel': {
              guard: { type: 'isOpenInvitation', params: ({ event }) => ({ id: event.id }) },
              target: 'changing',
              actions: { type: 'startCancel', params: ({ event }) => ({ id: event.id }) },
            },
            'account.remove': {
              guard: {
                type: 'isJoinedAccount',
                params: ({ event }) => ({ accountId: event.accountId }),
              },
              target: 'confirmingRemove',
              actions: {
                type: 'askRemove',
                params: ({ event }) => ({ accountId: event.accountId }),
              },
            },
            'household.leave': {
              guard: 'isJoined',
              target: 'confirmingLeave',
              actions: 'clearError',
            },
          },
        },
        confirmingRemove: {
          description: 'Asks before a joined account is removed from the household.',
          on: {
            'confirm.yes': 'changing',
            'confirm.no': 'idle',
          },
        },
        changing: {
          description: 'An invitation is sent or taken back, or an account removed.',
          tags: 'busy',
          invoke: {
            id: 'changeAccounts',
            src: 'changeAccounts',
            input: ({ context }) => {
              // Only entered with the change the guards above checked.
              if (!context.change) throw new Error('householdAccounts: changing without a change');
              return context.change;
            },
            onDone: {
              target: 'idle',
              actions: ['noticeDone', { type: 'takeAccounts', params: loadedOutput }],
            },
            onError: failedTo('idle', 'Changing the household accounts'),
          },
        },
        confirmingLeave: {
          description: 'Asks before the account leaves the household.',
          on: { 'confirm.yes': 'leaving', 'confirm.no': 'idle' },
        },
        leaving: {
          tags: 'busy',
          invoke: {
            id: 'leaveHousehold',
            src: 'leaveHousehold',
            onDone: { target: '#householdAccounts.left', actions: ['toastLeft', 'goToDashboard'] },
            onError: failedTo('idle', 'Leaving the household'),
          },
        },
      },
    },
    left: { type: 'final', description: 'The account left; the app goes to its own dashboard.' },
  },
});
