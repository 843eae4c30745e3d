import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { guardDecision } from '../../machines/routeGuard/routeGuard.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { useSessionRoute } from '../auth/session.tsx';
import { useKeepWeekOnDevice } from '../hooks/useKeepWeekOnDevice.ts';
import { hasPendingInvitation } from '../services/pendingInvitation.ts';

/** A protected page: the session's state decides whether it shows, waits or sends elsewhere. */
function Guard({ requiresOnboarding }: { requiresOnboarding: boolean }) {
  const { pathname } = useLocation();
  const decision = guardDecision({
    ...useSessionRoute(),
    pathname,
    requiresOnboarding,
    pendingInvitation: hasPendingInvitation(),
  });
  // The pages of someone with a plan to shop from: their week and list are kept here too.
  useKeepWeekOnDevice(requiresOnboarding && decision.kind === 'render');
  if (decision.kind === 'loading') return <PageLoader label={decision.label} fillScreen />;
  if (decision.kind === 'redirect') {
    const state = decision.rememberFrom ? { from: { pathname: decision.rememberFrom } } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
}

/** /onboarding and /profile-review: any signed-in person. */
export function RequireAuthOnboardingOptional() {
  return <Guard requiresOnboarding={false} />;
}

/** Every other protected page: signed in with onboarding complete. */
export function RequireAuthAndOnboarding() {
  return <Guard requiresOnboarding />;
}
