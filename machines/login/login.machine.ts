/**
 * The login screen (spec sections 2 and 4, Login): idle, then submitting; a successful sign-in
 * ends here. Where the person goes next is the session's to say (authSession.selectors.ts,
 * selectLoginDestination): the session reaches signed-in from supabase-js's own event and sends
 * a signed-in visitor (just signed in, or already) on to the remembered page or /dashboard,
 * replacing history; the page holds the form while a sign-in is answered.
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { toast } from '../shared/effects.ts';
import {
  refusedBackTo,
  isEmailNotConfirmed,
  isInvalidCredentials,
  readAuthFailure,
  type AuthFailure,
} from '../authForms/authErrors.ts';
import { resetRequestSchema } from '../authForms/schemas.ts';
import type {
  EmailInput,
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginTag,
  SignInInput,
  SignInOutput,
} from './login.types.ts';
import { toProvide, type MachineTypes } from '../shared/setupParts.ts';

/** The text above the form: the catalogue's words for known cases, else the server's. */
export function loginScreenError(failure: AuthFailure): string {
  if (isInvalidCredentials(failure)) return messages.login.invalidCredentials;
  if (isEmailNotConfirmed(failure)) return messages.login.emailNotConfirmed;
  return failure.message || messages.login.screenFallback;
}

/** The toast: the catalogue's words, with 'Failed to sign in' for anything else. */
export function loginToastError(failure: AuthFailure): string {
  if (isInvalidCredentials(failure)) return messages.login.invalidCredentials;
  if (isEmailNotConfirmed(failure)) return messages.login.emailNotConfirmed;
  return messages.login.failed;
}

export const loginMachine = setup({
  types: {} as MachineTypes<LoginContext, LoginEvent, LoginInput, LoginTag>,
  actors: {
    signIn: toProvide<SignInOutput, SignInInput>('login.signIn'),
    resendVerification: toProvide<void, EmailInput>('login.resendVerification'),
  },
  guards: {
    hasResendEmail: ({ event }) =>
      event.type === 'login.resend' && resetRequestSchema.safeParse(event).success,
  },
  actions: {
    startAttempt: assign({
      error: null,
      attemptedEmail: ({ event }) => (event.type === 'login.submit' ? event.email.trim() : ''),
    }),
    assignLoginError: assign(({ context }, error: unknown) => {
      const failure = readAuthFailure(error);
      return {
        error: loginScreenError(failure),
        // An unconfirmed address becomes the one the resend notice offers to confirm.
        knownEmail: isEmailNotConfirmed(failure) ? context.attemptedEmail : context.knownEmail,
      };
    }),
    toastLoginError: emit((_, error: unknown) =>
      toast('error', loginToastError(readAuthFailure(error))),
    ),
    toastLoggedIn: emit(toast('success', messages.login.success)),
    toastResendNeedsEmail: emit(toast('error', messages.resend.loginNoEmail)),
    toastResendSent: emit(toast('success', messages.resend.loginSent)),
    toastResendFailed: emit(toast('error', messages.resend.loginFailed)),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    knownEmail: input.prefillEmail.trim(),
    attemptedEmail: '',
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': { target: 'submitting', actions: 'startAttempt' },
        'login.resend': [
          { guard: 'hasResendEmail', target: 'resending' },
          { actions: 'toastResendNeedsEmail' },
        ],
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context, event }) => ({
          email: event.type === 'login.resend' ? event.email.trim() : context.knownEmail,
        }),
        onDone: { target: 'idle', actions: 'toastResendSent' },
        onError: { target: 'idle', actions: 'toastResendFailed' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'login.submit'
            ? { email: event.email.trim(), password: event.password }
            : { email: '', password: '' },
        onDone: { target: 'signedIn', actions: 'toastLoggedIn' },
        onError: refusedBackTo('idle', 'assignLoginError', 'toastLoginError'),
      },
    },
    signedIn: {
      type: 'final',
      description: 'Signed in: the page follows the session to the next page.',
      tags: ['busy'],
    },
  },
});
