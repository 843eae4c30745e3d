import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuthStatus } from '../auth/AuthStatus.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { messages } from '../../machines/messages.ts';
import { paths } from './paths.ts';

function useGuard() {
  const { status } = useAuthStatus();
  const location = useLocation();
  if (status.kind === 'loading') return <PageLoader label={messages.guard.checkingAuth} />;
  if (status.kind === 'signedOut') {
    return <Navigate to={paths.login} replace state={{ from: { pathname: location.pathname } }} />;
  }
  return <Outlet />;
}

export function RequireAuthOnboardingOptional() {
  return useGuard();
}

export function RequireAuthAndOnboarding() {
  return useGuard();
}
