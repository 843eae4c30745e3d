import { useEffect, useRef } from 'react';
import { paths } from '../../machines/shared/paths.ts';
import { householdAccountsTexts as texts } from '../../machines/texts/householdAccounts.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
import { showToast } from '../services/effects.ts';
import type { HouseholdCheckServices } from '../services/live/householdCheck.ts';
import { oneReadAtATime } from '../services/live/rowFeed.ts';
import { useAppNavigate } from './useAppNavigate.ts';

/** How long a heard change of the account's row waits before the database is asked. */
const ROW_CHANGE_SETTLE_MS = 2_000;

/**
 * Keeps the session's household the database's: the token names the household the account
 * plans for (app_metadata), but the holder may remove the account, or the account join or leave
 * on another phone, while this app is open or closed. Once on mount, and on every change of the
 * account's household_accounts row, the database is asked; when it names another household the
 * session is refreshed (its new token names it too), the person is told, and the app goes to the
 * dashboard (whose guard sends an account without a profile on to onboarding).
 * `services` is null where there is nothing to check against (tests, the demo).
 *
 * A change of the row is checked `settleMs` after it is heard: when this app made the change
 * (joining or leaving here), its own session refresh lands first and the check finds nothing to
 * do, so the person is not told twice.
 */
export function useHouseholdCheck(
  user: SessionUser | null,
  services: HouseholdCheckServices | null,
  settleMs = ROW_CHANGE_SETTLE_MS,
): void {
  const navigate = useAppNavigate();
  // The household the app plans for now: read by the check, which outlives a change of it.
  const household = useRef(user?.householdId ?? null);
  household.current = user?.householdId ?? null;
  const accountId = user?.id ?? null;

  useEffect(() => {
    if (!services || accountId === null) return;
    let stopped = false;
    const check = oneReadAtATime('Checking the household', async () => {
      const current = await services.readHousehold();
      if (stopped || current === household.current) return;
      await services.refreshSession();
      if (stopped) return;
      household.current = current;
      const message = current === accountId ? texts.householdGone : texts.householdJoined;
      showToast({ type: 'effect.toast', tone: 'info', message });
      navigate(paths.dashboard, { replace: true });
    });
    check();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = services.watchAccount(accountId, () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        check();
      }, settleMs);
      timers.add(timer);
    });
    return () => {
      stopped = true;
      timers.forEach(clearTimeout);
      stop();
    };
  }, [services, accountId, navigate, settleMs]);
}
