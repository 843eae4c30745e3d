/** Requesting a password reset email (spec sections 2, 4 and 8): form, then sent. */
import { assign, emit, setup } from 'xstate';
import { toProvide } from '../shared/setupParts.ts';
import { messages } from '../texts/messages.ts';
import { toast, type ViewEffect } from '../shared/effects.ts';
import { failureText, refusedBackTo } from '../authForms/authErrors.ts';
import type {
  EmailInput,
  ResetRequestContext,
  ResetRequestEvent,
  ResetRequestTag,
} from './resetRequest.types.ts';

export const resetRequestMachine = setup({
  types: {
    context: {} as ResetRequestContext,
    events: {} as ResetRequestEvent,
    emitted: {} as ViewEffect,
    tags: {} as ResetRequestTag,
  },
  actors: {
    requestPasswordReset: toProvide<void, EmailInput>('resetRequest.requestPasswordReset'),
  },
  actions: {
    startRequest: assign({ email: ({ event }) => event.email.trim(), error: null }),
    assignError: assign({
      error: (_, error: unknown) => failureText(error, messages.reset.sendFailed),
    }),
    toastSent: emit(toast('success', messages.reset.sent)),
    toastFailed: emit((_, error: unknown) =>
      toast('error', failureText(error, messages.reset.sendFailed)),
    ),
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
        onError: refusedBackTo('form', 'assignError', 'toastFailed'),
      },
    },
    sent: { type: 'final' },
  },
});
