/**
 * The signed-in pages keep the week and its list on this device once the app has started and
 * gone quiet: once per person, online, with the session confirmed, and not after sign-out.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { useKeepWeekOnDevice } from '../../src/hooks/useKeepWeekOnDevice.ts';

const session = vi.hoisted(() => ({
  user: { id: 'user-1', householdId: 'user-1' } as { id: string; householdId: string } | null,
  phase: 'signedIn' as 'loading' | 'signedIn' | 'signedOut',
}));
vi.mock('../../src/auth/session.tsx', () => ({
  useSessionUser: () => session.user,
  useAuthPhase: () => session.phase,
}));
const keep = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../src/device/keepOnDevice.ts', () => ({ keepWeekOnDevice: keep }));

/** Lets the lazily imported module arrive and its call run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await vi.dynamicImportSettled();
}

describe('keeping the week on this device', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    session.user = { id: 'user-1', householdId: 'user-1' };
    session.phase = 'signedIn';
    keep.mockClear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps them once the page has gone quiet, once for the person', async () => {
    const { rerender } = renderHook(({ enabled }) => useKeepWeekOnDevice(enabled), {
      initialProps: { enabled: true },
    });
    expect(keep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith('user-1', isoDateOf(new Date()));
    rerender({ enabled: true });
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it('waits for the session to be confirmed, not only restored from this device', async () => {
    session.phase = 'loading';
    const { rerender } = renderHook(() => useKeepWeekOnDevice(true));
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(keep).not.toHaveBeenCalled();
    session.phase = 'signedIn';
    rerender();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing offline, on a page not for it, or once the person has signed out', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = renderHook(() => useKeepWeekOnDevice(true));
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    offline.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const elsewhere = renderHook(() => useKeepWeekOnDevice(false));
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    elsewhere.unmount();

    const signingOut = renderHook(() => useKeepWeekOnDevice(true));
    await vi.advanceTimersByTimeAsync(1000);
    session.user = null;
    session.phase = 'signedOut';
    signingOut.rerender();
    await vi.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(keep).not.toHaveBeenCalled();
  });
});
