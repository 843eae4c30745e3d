/**
 * Setting a new password from a reset link (spec sections 2, 4 and 8): checking the recovery
 * session, then the form (valid), invalid, or done; done signs the recovery session out, so the
 * person logs in with the new password, and goes to /login after 2 s (replacing history).
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import { errorOf, readAuthFailure } from '../authForms/authErrors.ts';
import { missingActor } from '../authForms/missingActor.ts';
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
import { type MachineTypes } from '../shared/setupParts.ts';

function updateFailureText(error: unknown): string {
  return readAuthFailure(error).message || messages.reset.updateFailed;
}

export const passwordUpdateMachine = setup({
  types: {} as MachineTypes<
    PasswordUpdateContext,
    PasswordUpdateEvent,
    PasswordUpdateInput,
    PasswordUpdateTag
  >,
  actors: {
    establishRecoverySession: missingActor<RecoverySessionOutput, RecoverySessionInput>(
      'establishRecoverySession',
    ),
    updatePassword: missingActor<void, NewPasswordInput>('updatePassword'),
    endRecoverySession: missingActor<void>('endRecoverySession'),
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
    forgetLinkSecrets: assign({ code: null, accessToken: null, refreshToken: null }),
    clearError: assign({ error: null }),
    assignUpdateError: assign({ error: (_, error: unknown) => updateFailureText(error) }),
    toastUpdateFailed: emit((_, error: unknown) => toast('error', updateFailureText(error))),
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
        input: ({ context }) => ({
          code: context.code,
          accessToken: context.accessToken,
          refreshToken: context.refreshToken,
        }),
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
        onError: {
          target: 'valid',
          actions: [
            { type: 'assignUpdateError', params: errorOf },
            { type: 'toastUpdateFailed', params: errorOf },
          ],
        },
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
