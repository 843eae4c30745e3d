import { describe, expect, it } from 'vitest';
import { guardDecision, type GuardInput } from '../../machines/routeGuard/routeGuard.ts';

const base: GuardInput = {
  auth: 'signedIn',
  onboarding: 'complete',
  isNewUser: false,
  pathname: '/dashboard',
  requiresOnboarding: true,
  hasLocalOnboardingData: false,
  localOnboardingComplete: true,
};

describe('route guard', () => {
  it("shows 'Checking authentication...' while authentication loads", () => {
    expect(guardDecision({ ...base, auth: 'loading' })).toEqual({
      kind: 'loading',
      label: 'Checking authentication...',
    });
  });

  it('shows a page that needs onboarding at once while a session this browser keeps is restored', () => {
    expect(guardDecision({ ...base, auth: 'loading', restoringSession: true })).toEqual({
      kind: 'render',
    });
  });

  it('waits for authentication when the kept session is not known to have finished onboarding here', () => {
    const checking = { kind: 'loading', label: 'Checking authentication...' };
    expect(
      guardDecision({
        ...base,
        auth: 'loading',
        restoringSession: true,
        localOnboardingComplete: false,
      }),
    ).toEqual(checking);
    expect(
      guardDecision({
        ...base,
        auth: 'loading',
        restoringSession: true,
        pathname: '/onboarding',
        requiresOnboarding: false,
      }),
    ).toEqual(checking);
  });

  it('sends a visitor to /login and remembers where they were going', () => {
    expect(guardDecision({ ...base, auth: 'signedOut', pathname: '/meal-plan' })).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberFrom: '/meal-plan',
    });
  });

  it("shows 'Loading your profile data...' while onboarding is checked", () => {
    for (const onboarding of ['unknown', 'checking'] as const) {
      expect(guardDecision({ ...base, onboarding })).toEqual({
        kind: 'loading',
        label: 'Loading your profile data...',
      });
    }
  });

  it('sends a new user who has not finished onboarding to the wizard, even with a draft saved', () => {
    expect(
      guardDecision({
        ...base,
        isNewUser: true,
        onboarding: 'incomplete',
        hasLocalOnboardingData: true,
      }),
    ).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('lets a new user whose profile turns out complete through, after the check', () => {
    expect(guardDecision({ ...base, isNewUser: true, onboarding: 'checking' })).toEqual({
      kind: 'loading',
      label: 'Loading your profile data...',
    });
    expect(guardDecision({ ...base, isNewUser: true, onboarding: 'complete' })).toEqual({
      kind: 'render',
    });
  });

  it('sends an incomplete profile to review when the wizard data is saved locally, else to the wizard', () => {
    expect(
      guardDecision({ ...base, onboarding: 'incomplete', hasLocalOnboardingData: true }),
    ).toEqual({
      kind: 'redirect',
      to: '/profile-review',
    });
    expect(guardDecision({ ...base, onboarding: 'incomplete' })).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('always lets a signed-in person reach onboarding and profile review', () => {
    for (const pathname of ['/onboarding', '/profile-review']) {
      for (const onboarding of ['unknown', 'checking', 'incomplete'] as const) {
        expect(
          guardDecision({
            ...base,
            pathname,
            onboarding,
            requiresOnboarding: false,
            isNewUser: true,
          }),
        ).toEqual({ kind: 'render' });
      }
    }
  });

  it('sends a person whose onboarding is complete from /onboarding to /dashboard', () => {
    expect(guardDecision({ ...base, pathname: '/onboarding', requiresOnboarding: false })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(
      guardDecision({ ...base, pathname: '/profile-review', requiresOnboarding: false }),
    ).toEqual({ kind: 'render' });
  });

  it('renders a protected page for a person whose onboarding is complete', () => {
    expect(guardDecision(base)).toEqual({ kind: 'render' });
  });
});
