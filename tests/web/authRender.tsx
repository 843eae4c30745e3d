import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { theme } from '../../src/app/theme.ts';
import { AuthServicesProvider } from '../../src/components/auth/AuthServicesContext.tsx';
import type { AuthServices } from '../../src/services/authApi.ts';
import { SessionProvider } from '../../src/auth/session.tsx';
import type { AuthListenerEvent } from '../../machines/authSession/authSession.types.ts';
import { fakeSessionMachine, testUser } from './session.ts';

/** A promise the test settles when it wants, to look at a screen while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Services that succeed in the plainest way; each test replaces the ones it is about. */
export function fakeServices(overrides: Partial<AuthServices> = {}): AuthServices {
  return {
    readSession: vi.fn(async () => ({ signedIn: false })),
    signIn: vi.fn(async () => ({ userId: 'u1' })),
    resendVerification: vi.fn(async () => {}),
    signUp: vi.fn(async () => ({ kind: 'confirmationRequired' as const })),
    requestPasswordReset: vi.fn(async () => {}),
    establishRecoverySession: vi.fn(async () => ({ hasSession: true })),
    updatePassword: vi.fn(async () => {}),
    endRecoverySession: vi.fn(async () => {}),
    establishSession: vi.fn(async () => ({ user: null })),
    findOnboardingProfile: vi.fn(async () => ({ hasOnboardingProfile: false })),
    setSession: vi.fn(async () => {}),
    ...overrides,
  };
}

/** Where the app went: a page that only names its location. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Pages the screens send people to; with the screen at '*', only these are landings. */
const LANDING_PATHS = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/dashboard',
  '/onboarding',
  '/profile-review',
  '/meal-plan',
];

/**
 * Renders one account screen at `path` with the given services, and a landing page for
 * every other path so navigation can be asserted.
 */
export function renderAuthScreen(
  routePath: string,
  element: ReactElement,
  path: string,
  services: AuthServices,
  state?: unknown,
) {
  const landings = LANDING_PATHS.filter((landing) => landing !== routePath).map((landing) => ({
    path: landing,
    element: <Landing />,
  }));
  // The session as supabase-js would report it: signed in when the services say so at the start,
  // and signed in (SIGNED_IN) as soon as a sign-in through the services succeeds.
  let sendAuthEvent: (event: AuthListenerEvent) => void = () => {};
  const session = fakeSessionMachine({
    loading: true,
    listen: (send) => {
      sendAuthEvent = send;
      void services.readSession().then(
        ({ signedIn }) => send({ type: 'auth.initialSession', user: signedIn ? testUser() : null }),
        () => send({ type: 'auth.initialSession', user: null }),
      );
    },
  });
  const wired: AuthServices = {
    ...services,
    signIn: async (input) => {
      const output = await services.signIn(input);
      sendAuthEvent({ type: 'auth.signedIn', user: testUser({ id: output.userId }) });
      return output;
    },
  };
  const router = createMemoryRouter(
    [
      {
        // As in the app, the session runs inside the router (it reports every route change).
        element: (
          <SessionProvider logic={session}>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: routePath, element },
          ...landings,
          ...(routePath === '*' ? [] : [{ path: '*', element: <Landing /> }]),
        ],
      },
    ],
    {
      initialEntries: [
        state === undefined
          ? path
          : {
              pathname: new URL(path, 'http://x').pathname,
              search: new URL(path, 'http://x').search,
              hash: new URL(path, 'http://x').hash,
              state,
            },
      ],
    },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <AuthServicesProvider services={wired}>
        <RouterProvider router={router} />
      </AuthServicesProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

/** Types into a field the quick way: focus, then paste (typing key by key is slow in jsdom). */
export async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
