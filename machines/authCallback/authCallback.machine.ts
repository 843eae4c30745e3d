/**
 * The authentication callback (spec section 4): turn the link's code or tokens into a
 * session, then route: error -> login; confirmation without session -> login with the email
 * and justVerified; signed in without onboarding profile -> onboarding (after 0.5 s when the
 * link just verified the address); with a profile -> redirect_to when it stays in this app,
 * else the dashboard; not signed in -> login.
 */
import { assign, emit, setup } from 'xstate';
import { linkSecretsOf, NO_LINK_SECRETS } from '../authForms/linkSecrets.ts';
import { toProvide } from '../shared/setupParts.ts';
import { messages } from '../texts/messages.ts';
import { navigateTo, toast, type ViewEffect } from '../shared/effects.ts';
import { errorOf, readAuthFailure } from '../authForms/authErrors.ts';
import { safeRedirectTarget } from '../authForms/redirects.ts';
import type {
  CallbackContext,
  CallbackInput,
  EstablishSessionInput,
  EstablishSessionOutput,
  ProfileLookupInput,
  ProfileLookupOutput,
} from './authCallback.types.ts';
import { paths } from '../shared/paths.ts';

export const CALLBACK_PATHS = {
  login: paths.login,
  onboarding: paths.onboarding,
  dashboard: paths.dashboard,
} as const;

/** /login?email=…&justVerified=true, so the login screen greets the freshly verified person. */
export function verifiedLoginPath(email: string | null): string {
  const params = new URLSearchParams();
  if (email) params.set('email', email);
  params.set('justVerified', 'true');
  return `${CALLBACK_PATHS.login}?${params.toString()}`;
}

/** Where a signed-in person with a finished profile goes. */
export function afterSignInEffect(
  context: Pick<CallbackContext, 'redirectTo' | 'origin'>,
): ViewEffect {
  const target = safeRedirectTarget(context.redirectTo, context.origin);
  if (!target) return navigateTo(CALLBACK_PATHS.dashboard, { replace: true });
  return target.kind === 'url'
    ? navigateTo(target.to, { replace: true, hard: true })
    : navigateTo(target.to, { replace: true });
}

/**
 * The link was opened in another browser (or storage was cleared): the code cannot be
 * exchanged here, but following the link has already confirmed the address.
 */
function isVerifierMissing(error: unknown): boolean {
  return readAuthFailure(error).code === 'pkce_code_verifier_not_found';
}

/** A refusal by the auth service reads as an authentication error; anything else as a surprise. */
function isAuthServiceFailure(error: unknown): boolean {
  const failure = readAuthFailure(error);
  return failure.status !== undefined || failure.code !== undefined;
}

export const authCallbackMachine = setup({
  types: {
    // No events: the screen takes no input from the person, the machine only routes.
    context: {} as CallbackContext,
    input: {} as CallbackInput,
    emitted: {} as ViewEffect,
    tags: {} as 'busy',
  },
  actors: {
    establishSession: toProvide<EstablishSessionOutput, EstablishSessionInput>(
      'authCallback.establishSession',
    ),
    findOnboardingProfile: toProvide<ProfileLookupOutput, ProfileLookupInput>(
      'authCallback.findOnboardingProfile',
    ),
  },
  delays: {
    // Spec section 9: post-verification redirect 0.5 s.
    postVerificationRedirect: 500,
  },
  guards: {
    linkCarriesError: ({ context }) => context.linkError !== null,
    isSignedIn: (_, output: EstablishSessionOutput) => output.user !== null,
    signalsVerification: ({ context }) => context.verificationSignal,
    failedInAuthService: (_, error: unknown) => isAuthServiceFailure(error),
    failedForMissingVerifier: (_, error: unknown) => isVerifierMissing(error),
    hasOnboardingProfile: (_, output: ProfileLookupOutput) => output.hasOnboardingProfile,
    justVerified: ({ context }) =>
      context.verificationSignal || (context.user?.justConfirmed ?? false),
  },
  actions: {
    assignUser: assign({ user: (_, output: EstablishSessionOutput) => output.user }),
    forgetLinkSecrets: assign(NO_LINK_SECRETS),
    toastAuthError: emit(toast('error', messages.callback.authError)),
    toastSomethingWrong: emit(toast('error', messages.callback.somethingWrong)),
    navigateToLogin: emit(navigateTo(CALLBACK_PATHS.login, { replace: true })),
    navigateToVerifiedLogin: emit(({ context }) =>
      navigateTo(verifiedLoginPath(context.email), { replace: true }),
    ),
    navigateToOnboarding: emit(navigateTo(CALLBACK_PATHS.onboarding, { replace: true })),
    navigateAfterSignIn: emit(({ context }) => afterSignInEffect(context)),
  },
}).createMachine({
  id: 'authCallback',
  context: ({ input }) => ({ ...input, user: null }),
  initial: 'inspectingLink',
  tags: ['busy'],
  states: {
    inspectingLink: {
      always: [
        {
          guard: 'linkCarriesError',
          target: 'left',
          actions: ['toastAuthError', 'navigateToLogin'],
        },
        { target: 'establishingSession' },
      ],
    },
    establishingSession: {
      description:
        'Exchanges the PKCE code, or sets the session from the tokens, or reads the session there is.',
      invoke: {
        id: 'establishSession',
        src: 'establishSession',
        input: linkSecretsOf,
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'lookingUpProfile',
            actions: [
              { type: 'assignUser', params: ({ event }) => event.output },
              'forgetLinkSecrets',
            ],
          },
          {
            guard: 'signalsVerification',
            target: 'left',
            actions: ['forgetLinkSecrets', 'navigateToVerifiedLogin'],
          },
          { target: 'left', actions: ['forgetLinkSecrets', 'navigateToLogin'] },
        ],
        onError: [
          {
            description:
              'Callback links are signup confirmations: the address is confirmed, so the person can log in.',
            guard: { type: 'failedForMissingVerifier', params: errorOf },
            target: 'left',
            actions: ['forgetLinkSecrets', 'navigateToVerifiedLogin'],
          },
          {
            guard: { type: 'failedInAuthService', params: errorOf },
            target: 'left',
            actions: ['forgetLinkSecrets', 'toastAuthError', 'navigateToLogin'],
          },
          {
            target: 'left',
            actions: ['forgetLinkSecrets', 'toastSomethingWrong', 'navigateToLogin'],
          },
        ],
      },
    },
    lookingUpProfile: {
      invoke: {
        id: 'findOnboardingProfile',
        src: 'findOnboardingProfile',
        input: ({ context }) => ({ userId: context.user?.id ?? '' }),
        onDone: [
          {
            guard: { type: 'hasOnboardingProfile', params: ({ event }) => event.output },
            target: 'left',
            actions: 'navigateAfterSignIn',
          },
          { guard: 'justVerified', target: 'welcomingNewUser' },
          { target: 'left', actions: 'navigateToOnboarding' },
        ],
        onError: { target: 'left', actions: 'navigateToOnboarding' },
      },
    },
    welcomingNewUser: {
      description: 'A freshly verified person starts onboarding after a short pause.',
      after: { postVerificationRedirect: { target: 'left', actions: 'navigateToOnboarding' } },
    },
    left: { type: 'final' },
  },
});
