/**
 * Recovery on the not-found page (spec section 4): a stray auth link with tokens gets its
 * session set and goes to the dashboard; if that fails, the login page (confirmation=true,
 * the email kept, the tokens dropped) after 500 ms. A path that mentions the profile goes
 * to /profile-review after 2 s.
 */
import { assign, emit, setup } from 'xstate';
import { toProvide } from '../shared/setupParts.ts';
import { messages } from '../texts/messages.ts';
import { navigateTo, toast, type ViewEffect } from '../shared/effects.ts';
import { readLinkParams } from '../authForms/linkParams.ts';
import { isProfilePath, notFoundVariant } from './notFoundRecovery.variant.ts';
import type {
  NotFoundRecoveryContext,
  NotFoundRecoveryInput,
  SetSessionInput,
} from './notFoundRecovery.types.ts';
import { paths } from '../shared/paths.ts';

/** /login?confirmation=true, plus the email of the link when it had one. */
export function recoveryLoginPath(email: string | null): string {
  const params = new URLSearchParams({ confirmation: 'true' });
  if (email) params.set('email', email);
  return `/login?${params.toString()}`;
}

function isAuthPath(pathname: string): boolean {
  return notFoundVariant({ pathname, search: '', title: '' }) === 'auth';
}

export const notFoundRecoveryMachine = setup({
  types: {
    // No events: recovery runs by itself; the page's buttons are plain navigation.
    context: {} as NotFoundRecoveryContext,
    input: {} as NotFoundRecoveryInput,
    emitted: {} as ViewEffect,
    tags: {} as 'busy',
  },
  actors: {
    setSession: toProvide<void, SetSessionInput>('notFoundRecovery.setSession'),
  },
  delays: {
    // Spec section 9: auth recovery redirect 500 ms, profile auto-recovery 2000 ms.
    authRecoveryRedirect: 500,
    profileRecovery: 2000,
  },
  guards: {
    isAuthLinkWithTokens: ({ context }) =>
      isAuthPath(context.pathname) && context.accessToken !== null && context.refreshToken !== null,
    isProfilePath: ({ context }) => isProfilePath(context.pathname),
  },
  actions: {
    forgetTokens: assign({ accessToken: null, refreshToken: null }),
    toastCompletingAuth: emit(toast('info', messages.onboarding.completingAuth)),
    toastRedirectingToLogin: emit(toast('info', messages.onboarding.redirectingToLogin)),
    toastNavigatingToProfile: emit(toast('info', messages.onboarding.navigatingToProfile)),
    navigateToDashboard: emit(navigateTo(paths.dashboard, { replace: true })),
    navigateToLogin: emit(({ context }) =>
      navigateTo(recoveryLoginPath(context.email), { replace: true }),
    ),
    navigateToProfileReview: emit(navigateTo(paths.profileReview, { replace: true })),
  },
}).createMachine({
  id: 'notFoundRecovery',
  context: ({ input }) => {
    const params = readLinkParams(input.search, input.hash);
    return {
      pathname: input.pathname,
      accessToken: params.get('access_token'),
      refreshToken: params.get('refresh_token'),
      email: params.get('email'),
    };
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isAuthLinkWithTokens', target: 'restoringSession' },
        { guard: 'isProfilePath', target: 'recoveringProfile' },
        { target: 'idle' },
      ],
    },
    restoringSession: {
      tags: ['busy'],
      entry: 'toastCompletingAuth',
      invoke: {
        id: 'setSession',
        src: 'setSession',
        input: ({ context }) => ({
          accessToken: context.accessToken ?? '',
          refreshToken: context.refreshToken ?? '',
        }),
        onDone: { target: 'left', actions: ['forgetTokens', 'navigateToDashboard'] },
        onError: { target: 'redirectingToLogin', actions: 'forgetTokens' },
      },
    },
    redirectingToLogin: {
      tags: ['busy'],
      entry: 'toastRedirectingToLogin',
      after: { authRecoveryRedirect: { target: 'left', actions: 'navigateToLogin' } },
    },
    recoveringProfile: {
      tags: ['busy'],
      entry: 'toastNavigatingToProfile',
      after: { profileRecovery: { target: 'left', actions: 'navigateToProfileReview' } },
    },
    idle: {
      description: 'Nothing to recover: the page offers its buttons.',
    },
    left: { type: 'final' },
  },
});
