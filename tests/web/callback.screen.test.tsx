import { cleanNotifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallbackPage, readCallbackLink } from '../../src/pages/auth/CallbackPage.tsx';
import { HomePage } from '../../src/pages/HomePage.tsx';
import type { EstablishSessionOutput } from '../../machines/authCallback/authCallback.types.ts';
import { deferred, fakeServices, renderAuthScreen } from './authRender.tsx';
import { hashCallbackTarget } from '../../machines/authForms/linkParams.ts';

afterEach(() => cleanNotifications());

const user = { id: 'u1', email: 'ada@example.com', justConfirmed: false };

describe('callback screen', () => {
  it('shows the processing texts, cleans the address bar and routes a new person to onboarding', async () => {
    const session = deferred<EstablishSessionOutput>();
    const services = fakeServices({ establishSession: vi.fn(() => session.promise) });
    const { router } = renderAuthScreen(
      '/auth/callback',
      <CallbackPage />,
      '/auth/callback?redirect_to=/onboarding&code=pkce-code',
      services,
    );
    expect(
      await screen.findByRole('heading', { name: 'Processing Authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please wait while we set up your session...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(services.establishSession).toHaveBeenCalledWith({
      code: 'pkce-code',
      accessToken: null,
      refreshToken: null,
    });
    session.resolve({ user: { ...user, justConfirmed: true } });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/onboarding');
  });

  it('follows a relative redirect_to for a person with a profile', async () => {
    renderAuthScreen(
      '/auth/callback',
      <CallbackPage />,
      '/auth/callback?redirect_to=meal-plan#access_token=a&refresh_token=r',
      fakeServices({
        establishSession: async () => ({ user }),
        findOnboardingProfile: async () => ({ hasOnboardingProfile: true }),
      }),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('/meal-plan');
  });

  it('refuses a redirect_to on another host and goes to the dashboard', async () => {
    renderAuthScreen(
      '/auth/callback',
      <CallbackPage />,
      '/auth/callback?redirect_to=https://elsewhere.example/steal&code=c',
      fakeServices({
        establishSession: async () => ({ user }),
        findOnboardingProfile: async () => ({ hasOnboardingProfile: true }),
      }),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
  });

  it('sends a refused link to login with the catalogue text', async () => {
    const services = fakeServices();
    renderAuthScreen(
      '/callback/*',
      <CallbackPage />,
      '/callback/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      services,
    );
    expect(
      await screen.findByText('Authentication error. Please try logging in again.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
    expect(services.establishSession).not.toHaveBeenCalled();
  });

  it('takes a verification without session to login with the email and justVerified', async () => {
    renderAuthScreen(
      '/auth',
      <CallbackPage />,
      '/auth?confirmation=true&email=ada%40example.com',
      fakeServices(),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      '/login?email=ada%40example.com&justVerified=true',
    );
  });

  it('forwards the hash-style callback addresses from the home route', async () => {
    const services = fakeServices();
    const { router } = renderAuthScreen(
      '/',
      <HomePage />,
      '/#/auth/callback?code=hash-code',
      services,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/callback'));
    expect(router.state.location.search).toBe('?code=hash-code');
    expect(hashCallbackTarget('#/callback#access_token=a')).toEqual({
      pathname: '/callback',
      search: '',
      hash: '#access_token=a',
    });
    expect(hashCallbackTarget('#/callbacks')).toBeNull();
  });

  it('reads what a callback URL carries', () => {
    expect(
      readCallbackLink(
        '?redirect_to=%2Fx',
        '#access_token=a&refresh_token=r&type=signup',
        'https://app.example',
      ),
    ).toEqual({
      code: null,
      accessToken: 'a',
      refreshToken: 'r',
      linkError: null,
      verificationSignal: true,
      email: null,
      redirectTo: '/x',
      origin: 'https://app.example',
    });
  });
});
