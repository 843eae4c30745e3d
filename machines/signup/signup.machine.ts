/**
 * The signup screen (spec sections 2, 4 and 8): form, then submitting ('Creating account...'),
 * then the check-email confirmation with resend. A signed-in visitor goes to /dashboard.
 */
import { assign, emit, setup } from 'xstate';
import { toProvide } from '../shared/setupParts.ts';
import { messages } from '../texts/messages.ts';
import { navigateTo, toast, type ViewEffect } from '../shared/effects.ts';
import {
  errorOf,
  isAlreadyRegistered,
  isRateLimited,
  failureText,
  readAuthFailure,
} from '../authForms/authErrors.ts';
import type {
  CurrentSessionOutput,
  EmailInput,
  SignUpInput,
  SignUpOutput,
  SignupContext,
  SignupEvent,
  SignupTag,
} from './signup.types.ts';
import { paths } from '../shared/paths.ts';

/** Toasts of spec section 8 that stay longer than the default. */
export const SIGNUP_TOAST_MS = 6000;

const accountExists = {
  emailError: messages.signup.emailAlreadyRegistered,
  formError: null,
  accountExists: true,
} as const;

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    emitted: {} as ViewEffect,
    tags: {} as SignupTag,
  },
  actors: {
    readSession: toProvide<CurrentSessionOutput>('signup.readSession'),
    signUp: toProvide<SignUpOutput, SignUpInput>('signup.signUp'),
    resendVerification: toProvide<void, EmailInput>('signup.resendVerification'),
  },
  guards: {
    isSignedIn: (_, output: CurrentSessionOutput) => output.signedIn,
    answeredAlreadyRegistered: (_, output: SignUpOutput) => output.kind === 'alreadyRegistered',
    answeredSignedIn: (_, output: SignUpOutput) => output.kind === 'signedIn',
    failedAsAlreadyRegistered: (_, error: unknown) => isAlreadyRegistered(readAuthFailure(error)),
    failedAsRateLimited: (_, error: unknown) => isRateLimited(readAuthFailure(error)),
    hasEmail: ({ context }) => context.email !== '',
  },
  actions: {
    startSignup: assign({
      email: ({ event }) => (event.type === 'signup.submit' ? event.email.trim() : ''),
      emailError: null,
      formError: null,
      accountExists: false,
    }),
    showAccountExists: assign(accountExists),
    assignFormError: assign({
      formError: (_, error: unknown) => failureText(error, messages.signup.formFallback),
    }),
    forgetEmail: assign({ email: '', emailError: null, formError: null, accountExists: false }),
    toastAccountExists: emit(
      toast('error', messages.signup.accountExistsToast, { autoCloseMs: SIGNUP_TOAST_MS }),
    ),
    toastRateLimited: emit(toast('error', messages.signup.rateLimited)),
    toastSignupFailed: emit(toast('error', messages.signup.failed)),
    toastCheckEmail: emit(
      toast('success', messages.signup.createdCheckEmail, { autoCloseMs: SIGNUP_TOAST_MS }),
    ),
    toastProceed: emit(toast('success', messages.signup.createdProceed)),
    toastResendNeedsEmail: emit(toast('error', messages.resend.signupNoEmail)),
    toastResent: emit(toast('success', messages.resend.sent)),
    toastResendRateLimited: emit(toast('error', messages.resend.rateLimited)),
    toastResendFailed: emit(toast('error', messages.resend.failed)),
    navigateToDashboard: emit(navigateTo(paths.dashboard, { replace: true })),
    navigateToOnboarding: emit(navigateTo(paths.onboarding, { replace: true })),
  },
}).createMachine({
  id: 'signup',
  context: { email: '', emailError: null, formError: null, accountExists: false },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      description: 'Signed-in people have an account already and are sent to the dashboard.',
      tags: ['checking'],
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'left',
            actions: 'navigateToDashboard',
          },
          { target: 'form' },
        ],
        onError: { target: 'form' },
      },
    },
    form: {
      on: {
        'signup.submit': { target: 'submitting', actions: 'startSignup' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) =>
          event.type === 'signup.submit'
            ? {
                fullName: event.full_name.trim(),
                email: event.email.trim(),
                password: event.password,
              }
            : { fullName: '', email: '', password: '' },
        onDone: [
          {
            guard: { type: 'answeredAlreadyRegistered', params: ({ event }) => event.output },
            target: 'form',
            actions: ['showAccountExists', 'toastAccountExists'],
          },
          {
            description: 'Confirmation is off on this server: the account is signed in already.',
            guard: { type: 'answeredSignedIn', params: ({ event }) => event.output },
            target: 'left',
            actions: ['toastProceed', 'navigateToOnboarding'],
          },
          { target: 'checkEmail', actions: 'toastCheckEmail' },
        ],
        onError: [
          {
            guard: { type: 'failedAsAlreadyRegistered', params: errorOf },
            target: 'form',
            actions: ['showAccountExists', 'toastAccountExists'],
          },
          {
            guard: { type: 'failedAsRateLimited', params: errorOf },
            target: 'form',
            actions: [{ type: 'assignFormError', params: errorOf }, 'toastRateLimited'],
          },
          {
            target: 'form',
            actions: [{ type: 'assignFormError', params: errorOf }, 'toastSignupFailed'],
          },
        ],
      },
    },
    checkEmail: {
      on: {
        'signup.resend': [
          { guard: 'hasEmail', target: 'resending' },
          { actions: 'toastResendNeedsEmail' },
        ],
        'signup.useDifferentEmail': { target: 'form', actions: 'forgetEmail' },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'checkEmail', actions: 'toastResent' },
        onError: [
          {
            guard: { type: 'failedAsRateLimited', params: errorOf },
            target: 'checkEmail',
            actions: 'toastResendRateLimited',
          },
          { target: 'checkEmail', actions: 'toastResendFailed' },
        ],
      },
    },
    left: { type: 'final' },
  },
});
