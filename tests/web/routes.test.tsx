import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';
import {
  notFoundVariant,
  browserName,
  isMobileDevice,
} from '../../machines/notFoundRecovery/notFoundRecovery.variant.ts';

const signedIn = { user: testUser() };

describe('route table', () => {
  it.each([
    ['/login'],
    ['/signup'],
    ['/reset-password'],
    ['/reset-password/update'],
    ['/auth/callback'],
    ['/auth/callback/extra'],
    ['/callback'],
    ['/callback/extra'],
    ['/auth'],
    ['/demo/meal-plan'],
    ['/demo/meal-plan-day/monday'],
    ['/demo/shopping-list'],
    ['/demo/budget-tracker'],
  ])('%s resolves to a page, not the not-found page', async (path) => {
    renderApp(path);
    expect((await screen.findAllByRole('heading')).length).toBeGreaterThan(0);
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it.each([
    ['/onboarding'],
    ['/profile-review'],
    ['/dashboard'],
    ['/meal-plan'],
    ['/meal-plan/monday'],
    ['/shopping-list'],
    ['/budget-tracker'],
    ['/pantry'],
  ])('protected %s sends a visitor to /login, remembering the origin', async (path) => {
    const { router } = renderApp(path);
    await screen.findByRole('link', { name: 'LOGIN' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: path } });
  });

  it('lets a signed-in person who has not finished onboarding fill the wizard', async () => {
    const { router } = renderApp('/onboarding', {
      session: { user: testUser(), onboardingComplete: false },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('sends a person whose onboarding is complete from /onboarding to the dashboard', async () => {
    const { router } = renderApp('/onboarding', { session: signedIn });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([['/dashboard'], ['/meal-plan'], ['/shopping-list'], ['/budget-tracker'], ['/pantry']])(
    'sends a signed-in person without onboarding from %s to /onboarding',
    async (path) => {
      const { router } = renderApp(path, {
        session: { user: testUser(), onboardingComplete: false },
      });
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    },
  );

  it.each([['/dashboard'], ['/meal-plan/friday'], ['/shopping-list'], ['/budget-tracker']])(
    'protected %s renders for a signed-in person',
    async (path) => {
      const { router } = renderApp(path, { session: signedIn });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );
});

describe('not-found page', () => {
  it('shows Page Not Found with details for an unknown path', async () => {
    renderApp('/no/such/page?x=1#frag');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find the page you're looking for/)).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByText('?x=1')).toBeInTheDocument();
    expect(screen.getByText('#frag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Homepage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('shows the authentication variant on auth paths', async () => {
    renderApp('/auth/unknown-step');
    expect(
      await screen.findByRole('heading', { name: 'Authentication Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Login Again' })).toBeInTheDocument();
  });

  it('shows the deployment variant when the path says NOT_FOUND', async () => {
    renderApp('/x?code=DEPLOYMENT_NOT_FOUND');
    expect(
      await screen.findByRole('heading', { name: 'Deployment Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('mentions the profile and offers Try Profile Again on profile paths', async () => {
    renderApp('/my-profile');
    expect(
      await screen.findByText(/We detected you were trying to access your profile\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Profile Again' })).toBeInTheDocument();
  });

  it('treats a day that is not a weekday as not found', async () => {
    renderApp('/meal-plan/someday', { session: signedIn });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('decides the variant by path, query and title', () => {
    expect(notFoundVariant({ pathname: '/NOT_FOUND', search: '', title: '' })).toBe('deployment');
    expect(notFoundVariant({ pathname: '/a', search: '', title: 'Error 404' })).toBe('deployment');
    expect(notFoundVariant({ pathname: '/callback-x', search: '', title: '' })).toBe('auth');
    expect(notFoundVariant({ pathname: '/nothing', search: '?q=auth', title: '' })).toBe('page');
  });

  it('names browsers and devices', () => {
    expect(
      browserName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'),
    ).toBe('Chrome');
    expect(browserName('Mozilla/5.0 Firefox/140.0')).toBe('Firefox');
    expect(browserName('Mozilla/5.0 (iPhone) Version/18 Mobile/15E148 Safari/604.1')).toBe(
      'Safari',
    );
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux)', 375)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux)', 1280)).toBe(false);
  });
});
