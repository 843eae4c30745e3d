/**
 * Setting a new password from a reset link (spec sections 2, 4 and 8): checking the recovery
 * session, then the form (valid), invalid, or done; done signs the recovery session out, so the
 * person logs in with the new password, and goes to /login after 2 s (replacing history).
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import { failureText, refusedBackTo } from '../authForms/authErrors.ts';
import type {
  NewPasswordInput,
  PasswordUpdateContext,
  PasswordUpdateEvent,
  PasswordUpdateInput,
  PasswordUpdateTag,
  RecoverySessionInput,
  RecoverySessionOutput,
} from './passwordUpdate.types.ts';
import { paths } from '../shared/paths.ts';
import { linkSecretsOf, NO_LINK_SECRETS } from '../authForms/linkSecrets.ts';
import { toProvide, type MachineTypes } from '../shared/setupParts.ts';

export const passwordUpdateMachine = setup({
  types: {} as MachineTypes<
    PasswordUpdateContext,
    PasswordUpdateEvent,
    PasswordUpdateInput,
    PasswordUpdateTag
  >,
  actors: {
    establishRecoverySession: toProvide<RecoverySessionOutput, RecoverySessionInput>(
      'passwordUpdate.establishRecoverySession',
    ),
    updatePassword: toProvide<void, NewPasswordInput>('passwordUpdate.updatePassword'),
    endRecoverySession: toProvide<void>('passwordUpdate.endRecoverySession'),
  },
  delays: {
    // Spec section 9: post-reset redirect 2 s.
    postResetRedirect: 2000,
  },
  guards: {
    linkCarriesError: ({ context }) => context.linkError !== null,
    hasRecoverySession: (_, output: RecoverySessionOutput) => output.hasSession,
  },
  actions: {
    markLinkInvalid: assign({ invalidReason: messages.reset.invalidLink }),
    markNoSession: assign({ invalidReason: messages.reset.noSession }),
    toastInvalidReason: emit(({ context }) =>
      toast('error', context.invalidReason ?? messages.reset.invalidLink),
    ),
    forgetLinkSecrets: assign(NO_LINK_SECRETS),
    clearError: assign({ error: null }),
    assignUpdateError: assign({
      error: (_, error: unknown) => failureText(error, messages.reset.updateFailed),
    }),
    toastUpdateFailed: emit((_, error: unknown) =>
      toast('error', failureText(error, messages.reset.updateFailed)),
    ),
    toastUpdated: emit(toast('success', messages.reset.updated)),
    navigateToLogin: emit(navigateTo(paths.login, { replace: true })),
  },
}).createMachine({
  id: 'passwordUpdate',
  context: ({ input }) => ({
    code: input.code,
    accessToken: input.accessToken,
    refreshToken: input.refreshToken,
    linkError: input.linkError,
    invalidReason: null,
    error: null,
  }),
  initial: 'inspectingLink',
  states: {
    inspectingLink: {
      description: 'A link the auth server already refused needs no session check.',
      tags: ['checking'],
      always: [
        {
          guard: 'linkCarriesError',
          target: 'invalid',
          actions: ['markLinkInvalid', 'toastInvalidReason'],
        },
        { target: 'verifying' },
      ],
    },
    verifying: {
      tags: ['checking'],
      invoke: {
        id: 'establishRecoverySession',
        src: 'establishRecoverySession',
        input: linkSecretsOf,
        onDone: [
          {
            guard: { type: 'hasRecoverySession', params: ({ event }) => event.output },
            target: 'valid',
            actions: 'forgetLinkSecrets',
          },
          {
            target: 'invalid',
            actions: ['forgetLinkSecrets', 'markNoSession', 'toastInvalidReason'],
          },
        ],
        onError: {
          target: 'invalid',
          actions: ['forgetLinkSecrets', 'markLinkInvalid', 'toastInvalidReason'],
        },
      },
    },
    valid: {
      on: {
        'passwordUpdate.submit': {
          target: 'updating',
          actions: 'clearError',
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ event }) => ({
          password: event.type === 'passwordUpdate.submit' ? event.password : '',
        }),
        onDone: { target: 'signingOut' },
        onError: refusedBackTo('valid', 'assignUpdateError', 'toastUpdateFailed'),
      },
    },
    signingOut: {
      description:
        'The recovery session is ended so the next step is a normal login with the new password; a failure to end it changes nothing for the person.',
      tags: ['busy'],
      invoke: {
        id: 'endRecoverySession',
        src: 'endRecoverySession',
        onDone: { target: 'done', actions: 'toastUpdated' },
        onError: { target: 'done', actions: 'toastUpdated' },
      },
    },
    done: {
      on: { 'passwordUpdate.goToLogin': { target: 'left', actions: 'navigateToLogin' } },
      after: { postResetRedirect: { target: 'left', actions: 'navigateToLogin' } },
    },
    invalid: { type: 'final' },
    left: { type: 'final' },
  },
});
