import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { Suspense, useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { SessionProvider, useSessionUser } from '../auth/session.tsx';
import { liveAuthSessionMachine } from '../services/authSession.live.ts';
import { storedSessionUser } from '../services/supabase.ts';
import { Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';
import { BottomNav, BOTTOM_NAV_HEIGHT } from '../components/BottomNav.tsx';
import { AccountControl } from '../components/AccountControl.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { recordNavigation } from '../services/navigationHistory.ts';
import { MOBILE_MEDIA_QUERY } from './theme.ts';
import { useAuthStatus } from '../auth/AuthStatus.tsx';
import { pageTitle } from './pageTitle.ts';
import { usePageSnapshots } from './usePageSnapshots.ts';
import { useHouseholdCheck } from '../hooks/useHouseholdCheck.ts';
import {
  liveHouseholdCheck,
  type HouseholdCheckServices,
} from '../services/live/householdCheck.ts';

export function AppLayout({
  sessionLogic,
  householdCheck,
}: {
  sessionLogic?: AnyStateMachine;
  /** What the household check asks; by default the database, unless a session is given. */
  householdCheck?: HouseholdCheckServices | null;
}) {
  const [logic] = useState(() => sessionLogic ?? liveAuthSessionMachine());
  const check = householdCheck === undefined && !sessionLogic ? liveHouseholdCheck : householdCheck;
  // The live app shows the person of the session this browser keeps while it is confirmed.
  return (
    <SessionProvider logic={logic} restoreUser={sessionLogic ? undefined : storedSessionUser}>
      <Shell householdCheck={check ?? null} />
    </SessionProvider>
  );
}

function Shell({ householdCheck }: { householdCheck: HouseholdCheckServices | null }) {
  const location = useLocation();
  const isMobile =
    useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const auth = useAuthStatus();
  const signedIn = auth.status.kind === 'signedIn';
  const user = useSessionUser();
  // What this page shows is kept for the next time it opens (pageSnapshots.ts).
  usePageSnapshots(signedIn ? (user?.id ?? null) : null, location.pathname);
  useHouseholdCheck(signedIn ? user : null, householdCheck);

  useEffect(() => {
    recordNavigation(location.pathname + location.search);
  }, [location.pathname, location.search]);

  const title = pageTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);

  const showBottomNav = signedIn && isMobile;
  return (
    <Box
      mih="100vh"
      style={{ display: 'flex', flexDirection: 'column' }}
      pb={showBottomNav ? BOTTOM_NAV_HEIGHT : 0}
    >
      <Header
        signedIn={signedIn}
        account={<AccountControl status={auth.status} onSignOut={auth.signOut} />}
      />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      {showBottomNav && <BottomNav />}
    </Box>
  );
}
