/**
 * A person who opened an invitation link and then had to log in or sign up comes back to the
 * join page first: from the login page, and from the wizard a new account is sent to after
 * signing up or confirming its address. The invitation kept on this device lasts as long as an
 * invitation does, and only a well-formed one counts.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guardDecision, type GuardInput } from '../../machines/routeGuard/routeGuard.ts';
import { localKeys } from '../../src/services/localStore.ts';
import {
  hasPendingInvitation,
  keepPendingInvitation,
} from '../../src/services/pendingInvitation.ts';
import { joinApi, PEEK, TOKEN } from './joinApi.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

vi.mock('../../src/services/live/householdAccountsActors.ts', () =>
  import('./joinApi.ts').then((m) => m.householdAccountsActorsModule),
);

const signedIn: GuardInput = {
  auth: 'signedIn',
  onboarding: 'incomplete',
  isNewUser: true,
  pathname: '/onboarding',
  requiresOnboarding: false,
  hasLocalOnboardingData: false,
  localOnboardingComplete: false,
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.clear();
  joinApi.peekInvitation.mockReset().mockResolvedValue(PEEK);
});

describe('pending invitation', () => {
  it('sends the wizard to the join page while an invitation waits, and only then', () => {
    expect(guardDecision({ ...signedIn, pendingInvitation: true })).toEqual({
      kind: 'redirect',
      to: '/join',
    });
    expect(guardDecision(signedIn)).toEqual({ kind: 'render' });
    expect(
      guardDecision({ ...signedIn, pathname: '/profile-review', pendingInvitation: true }),
    ).toEqual({ kind: 'render' });
  });

  it('counts a kept token only while an invitation lasts and only in its shape', () => {
    const openedAt = Date.parse('2026-11-28T12:00:00Z');
    keepPendingInvitation(TOKEN, openedAt);
    expect(hasPendingInvitation(openedAt + 6 * 24 * 3_600_000)).toBe(true);
    expect(hasPendingInvitation(openedAt + 8 * 24 * 3_600_000)).toBe(false);
    keepPendingInvitation('short', openedAt);
    expect(hasPendingInvitation(openedAt)).toBe(false);
    window.localStorage.setItem(localKeys.pendingInvitation, '{not json');
    expect(hasPendingInvitation()).toBe(false);
  });

  it('takes a new account from the wizard to the join page', async () => {
    keepPendingInvitation(TOKEN);
    const { router } = renderApp('/onboarding', {
      session: { user: testUser(), onboardingComplete: false },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'));
    expect(await screen.findByTestId('join-invitation')).toBeInTheDocument();
  });

  it('takes a person who logs in to the join page before the page they came from', async () => {
    keepPendingInvitation(TOKEN);
    const { router } = renderApp('/login', { session: { user: testUser() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'));
    expect(await screen.findByTestId('join-invitation')).toBeInTheDocument();
  });

  it('sends a person who logs in without an invitation to the dashboard as before', async () => {
    const { router } = renderApp('/login', { session: { user: testUser() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
