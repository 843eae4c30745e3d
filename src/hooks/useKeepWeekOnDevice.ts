/**
 * Once a signed-in page has loaded and gone quiet (src/app/whenQuiet.ts), this device keeps the
 * current week and its shopping list for the store (src/device/keepOnDevice.ts),
 * whichever page the person opened: once per start of the app and person, and only online.
 * The code that does it loads then, not with the page.
 */
import { useEffect } from 'react';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { whenQuiet } from '../app/whenQuiet.ts';
import { useAuthPhase, useSessionUser } from '../auth/session.tsx';

export function useKeepWeekOnDevice(enabled: boolean): void {
  const user = useSessionUser();
  // The session confirmed, not only restored from this device: the reads need it.
  const signedIn = useAuthPhase() === 'signedIn';
  const userId = enabled && signedIn ? (user?.householdId ?? null) : null;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    whenQuiet(() => {
      if (cancelled || !navigator.onLine) return;
      void import('../device/keepOnDevice.ts').then(({ keepWeekOnDevice }) => {
        if (!cancelled) void keepWeekOnDevice(userId, isoDateOf(new Date()));
      });
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
