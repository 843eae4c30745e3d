/** Requesting a password reset email (spec sections 2, 4 and 8): form, then sent. */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { toast, type ViewEffect } from '../shared/effects.ts';
import { errorOf, readAuthFailure } from '../authForms/authErrors.ts';
import { missingActor } from '../authForms/missingActor.ts';
import type {
  EmailInput,
  ResetRequestContext,
  ResetRequestEvent,
  ResetRequestTag,
} from './resetRequest.types.ts';

function failureText(error: unknown): string {
  return readAuthFailure(error).message || messages.reset.sendFailed;
}

export const resetRequestMachine = setup({
  types: {
    context: {} as ResetRequestContext,
    events: {} as ResetRequestEvent,
    emitted: {} as ViewEffect,
    tags: {} as ResetRequestTag,
  },
  actors: {
    requestPasswordReset: missingActor<void, EmailInput>('requestPasswordReset'),
  },
  actions: {
    startRequest: assign({ email: ({ event }) => event.email.trim(), error: null }),
    assignError: assign({ error: (_, error: unknown) => failureText(error) }),
    toastSent: emit(toast('success', messages.reset.sent)),
    toastFailed: emit((_, error: unknown) => toast('error', failureText(error))),
  },
}).createMachine({
  id: 'resetRequest',
  context: { email: '', error: null },
  initial: 'form',
  states: {
    form: {
      on: {
        'reset.submit': { target: 'sending', actions: 'startRequest' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', actions: 'toastSent' },
        onError: {
          target: 'form',
          actions: [
            { type: 'assignError', params: errorOf },
            { type: 'toastFailed', params: errorOf },
          ],
        },
      },
    },
    sent: { type: 'final' },
  },
});
