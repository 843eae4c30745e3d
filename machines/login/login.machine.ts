/**
 * The login screen (spec sections 2 and 4, Login): a signed-in visitor is sent on at once;
 * otherwise idle, then submitting; a successful sign-in refreshes the session and then
 * navigates (replacing history) to the remembered page or /dashboard.
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { navigateTo, toast, type ViewEffect } from '../shared/effects.ts';
import {
  errorOf,
  isEmailNotConfirmed,
  isInvalidCredentials,
  readAuthFailure,
  type AuthFailure,
} from '../authForms/authErrors.ts';
import { missingActor } from '../authForms/missingActor.ts';
import { resetRequestSchema } from '../authForms/schemas.ts';
import type {
  CurrentSessionOutput,
  EmailInput,
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginTag,
  SignInInput,
  SignInOutput,
} from './login.types.ts';
import { paths } from '../shared/paths.ts';

export const DASHBOARD_PATH = paths.dashboard;

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

function destination(context: LoginContext): string {
  return context.from ?? DASHBOARD_PATH;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as ViewEffect,
    tags: {} as LoginTag,
  },
  actors: {
    readSession: missingActor<CurrentSessionOutput>('readSession'),
    signIn: missingActor<SignInOutput, SignInInput>('signIn'),
    refreshSession: missingActor<void>('refreshSession'),
    resendVerification: missingActor<void, EmailInput>('resendVerification'),
  },
  delays: {
    // Spec section 9: redirect about 500 ms after login, a full page load if still here at 1 s.
    loginRedirect: 500,
    loginRedirectFallback: 500,
  },
  guards: {
    isSignedIn: (_, output: CurrentSessionOutput) => output.signedIn,
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
    navigateToDestination: emit(({ context }) =>
      navigateTo(destination(context), { replace: true }),
    ),
    loadDestination: emit(({ context }) =>
      navigateTo(destination(context), { replace: true, hard: true }),
    ),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    knownEmail: input.prefillEmail.trim(),
    attemptedEmail: '',
    from: input.from,
    error: null,
  }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      description: 'A person who is already signed in does not need the form.',
      tags: ['checking'],
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'redirecting',
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
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
        onDone: { target: 'refreshingSession', actions: 'toastLoggedIn' },
        onError: {
          target: 'idle',
          actions: [
            { type: 'assignLoginError', params: errorOf },
            { type: 'toastLoginError', params: errorOf },
          ],
        },
      },
    },
    refreshingSession: {
      description:
        'The new session is refreshed once so the app starts from fresh tokens and user data; a failed refresh does not undo the sign-in.',
      tags: ['busy'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: { target: 'redirecting' },
        onError: { target: 'redirecting' },
      },
    },
    redirecting: {
      tags: ['busy'],
      after: { loginRedirect: { target: 'awaitingNavigation', actions: 'navigateToDestination' } },
    },
    awaitingNavigation: {
      description:
        'The router should have left the login page; if this screen is still mounted, a full page load gets the person there.',
      tags: ['busy'],
      after: { loginRedirectFallback: { target: 'done', actions: 'loadDestination' } },
    },
    done: { type: 'final' },
  },
});
