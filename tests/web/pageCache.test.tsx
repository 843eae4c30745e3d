/**
 * What a returning person sees at once: the session this browser keeps stands in while
 * supabase-js confirms it, and the signed-in pages show what this device kept of them while the
 * fresh data loads; a copy kept for someone else, for another day, or damaged, is never shown.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import type { DashboardRows } from '../../machines/dashboardData/dashboardData.types.ts';
import type { AuthListenerEvent } from '../../machines/authSession/authSession.types.ts';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { SessionProvider, useSessionUser } from '../../src/auth/session.tsx';
import { RequireAuthAndOnboarding } from '../../src/app/RequireAuth.tsx';
import { storedSessionUser } from '../../src/services/supabase.ts';
import { cacheDashboard, readCachedDashboard } from '../../src/device/keptDashboard.ts';
import { cachePlan } from '../../src/device/keptWeek.ts';
import { checkedLocal, localKeys } from '../../src/services/localStore.ts';
import { z } from '../../src/services/zod.ts';
import { renderApp, renderWithProviders } from './render.tsx';
import { fakeSessionMachine, testUser } from './session.ts';
import { planForThisWeek } from './planFixtures.ts';

const api = vi.hoisted(() => ({
  loadCurrentPlan: vi.fn<() => Promise<StoredPlan | null>>(),
  loadDashboard: vi.fn<() => Promise<DashboardRows>>(),
}));

async function loadWeek() {
  const stored = await api.loadCurrentPlan();
  return { stored, weekStart: stored?.plan.weekStart ?? isoDateOf(new Date()) };
}

vi.mock('../../src/services/live/mealPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    liveMealPlanActors: {
      loadPlan: fromPromise(() => loadWeek()),
      generatePlan: fromPromise(refuse),
      exportCalendar: fromPromise(async () => {}),
      saveFocus: fromPromise(refuse),
    },
  };
});
vi.mock('../../src/services/live/dayPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    liveDayPlanActors: {
      loadPlan: fromPromise(() => loadWeek()),
      editPlan: fromPromise(refuse),
      replaceMeal: fromPromise(refuse),
      generateDay: fromPromise(refuse),
    },
  };
});
vi.mock('../../src/services/live/dashboardActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return { liveDashboardActors: { loadDashboard: fromPromise(() => api.loadDashboard()) } };
});

const user = testUser();
const signedIn = { session: { user } };

/** A promise the test settles when it wants the fresh data to arrive. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function rows(fullName: string, budget: string): DashboardRows {
  return {
    profile: { full_name: fullName },
    mealFrequency: {
      weekly_budget: budget,
      custom_budget: null,
      breakfasts_per_week: 7,
      lunch_per_week: 7,
      dinner_per_week: 7,
      snacks_per_week: 0,
    },
    week: null,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadCurrentPlan.mockReset();
  api.loadDashboard.mockReset();
});

describe('the session this browser keeps', () => {
  const key = 'sb-127-auth-token';
  const session = {
    access_token: 'a',
    refresh_token: 'r',
    expires_at: 1,
    user: {
      id: user.id,
      email: user.email,
      created_at: user.createdAt,
      email_confirmed_at: user.emailConfirmedAt,
      user_metadata: { full_name: user.fullName },
    },
  };

  it('gives the person supabase-js stored', () => {
    window.localStorage.setItem(key, JSON.stringify(session));
    expect(storedSessionUser()).toEqual(user);
  });

  it('is nobody without a session, or when what is stored is damaged or incomplete', () => {
    expect(storedSessionUser()).toBeNull();
    window.localStorage.setItem(key, '{not json');
    expect(storedSessionUser()).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ ...session, refresh_token: undefined }));
    expect(storedSessionUser()).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ ...session, user: { id: 7 } }));
    expect(storedSessionUser()).toBeNull();
    window.localStorage.setItem(key, 'null');
    expect(storedSessionUser()).toBeNull();
  });
});

describe('a protected page while the kept session is confirmed', () => {
  function WhoIsShown() {
    return <p>Page for {useSessionUser()?.id ?? 'nobody'}</p>;
  }

  function renderGuarded(restored: boolean) {
    let send: (event: AuthListenerEvent) => void = () => {};
    const logic = fakeSessionMachine({ loading: true, listen: (sender) => (send = sender) });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <SessionProvider logic={logic} restoreUser={restored ? () => user : undefined}>
              <Outlet />
            </SessionProvider>
          ),
          children: [
            { path: 'login', element: <p>Login page</p> },
            {
              element: <RequireAuthAndOnboarding />,
              children: [{ path: 'dashboard', element: <WhoIsShown /> }],
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return { send: (event: AuthListenerEvent) => act(() => send(event)) };
  }

  it('shows at once for the kept person who finished onboarding here, and stays', async () => {
    window.localStorage.setItem(localKeys.onboardingComplete, 'true');
    const { send } = renderGuarded(true);
    expect(await screen.findByText(`Page for ${user.id}`)).toBeInTheDocument();
    send({ type: 'auth.initialSession', user });
    expect(await screen.findByText(`Page for ${user.id}`)).toBeInTheDocument();
    expect(screen.queryByText('Checking authentication...')).not.toBeInTheDocument();
  });

  it('goes to login when the kept session turns out to be gone', async () => {
    window.localStorage.setItem(localKeys.onboardingComplete, 'true');
    const { send } = renderGuarded(true);
    await screen.findByText(`Page for ${user.id}`);
    send({ type: 'auth.initialSession', user: null });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByText(/Page for/)).not.toBeInTheDocument();
  });

  it('waits as before without a kept session, or when onboarding was not finished here', async () => {
    renderGuarded(true);
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByText(/Page for/)).not.toBeInTheDocument();
  });

  it('waits as before when nothing is restored', async () => {
    window.localStorage.setItem(localKeys.onboardingComplete, 'true');
    renderGuarded(false);
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
  });
});

describe("this device's copy of the dashboard", () => {
  const today = isoDateOf(new Date());

  it('is read back for the same person on the same date only', () => {
    cacheDashboard(user.id, today, rows('Ada Lovelace', '$75'));
    expect(readCachedDashboard(user.id, today)).toEqual(rows('Ada Lovelace', '$75'));
    expect(readCachedDashboard('someone-else', today)).toBeNull();
    expect(readCachedDashboard(user.id, '2000-01-01')).toBeNull();
  });

  it('ignores a damaged or foreign-shaped copy', () => {
    window.localStorage.setItem(localKeys.dashboard, '{oops');
    expect(readCachedDashboard(user.id, today)).toBeNull();
    window.localStorage.setItem(
      localKeys.dashboard,
      JSON.stringify({ userId: user.id, today, rows: { profile: 'x' } }),
    );
    expect(readCachedDashboard(user.id, today)).toBeNull();
  });

  it('shows at once, then the fresh summary replaces it', async () => {
    cacheDashboard(user.id, today, rows('Ada Lovelace', '$75'));
    const fresh = pending<DashboardRows>();
    api.loadDashboard.mockReturnValue(fresh.promise);
    renderApp('/dashboard', signedIn);
    expect(await screen.findByText('$75')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    fresh.resolve(rows('Grace Hopper', '$120'));
    expect(await screen.findByText('$120')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeInTheDocument();
    expect(screen.queryByText('$75')).not.toBeInTheDocument();
  });

  it("never shows another person's copy", async () => {
    cacheDashboard('someone-else', today, rows('Eve Other', '$75'));
    const fresh = pending<DashboardRows>();
    api.loadDashboard.mockReturnValue(fresh.promise);
    renderApp('/dashboard', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
    expect(screen.queryByText('$75')).not.toBeInTheDocument();
    fresh.resolve(rows('Ada Lovelace', '$90'));
    expect(await screen.findByText('$90')).toBeInTheDocument();
  });

  it('is cleared with the rest of the person’s data at sign-out', async () => {
    const { clearUserData } = await import('../../src/services/localStore.ts');
    cacheDashboard(user.id, today, rows('Ada Lovelace', '$75'));
    clearUserData();
    expect(readCachedDashboard(user.id, today)).toBeNull();
  });
});

describe('a stored value checked once', () => {
  const key = 'mealwise.test.checkedOnce';

  it('checks each stored text once and gives the same result until the text changes', () => {
    const schema = z.object({ n: z.number() });
    const check = vi.spyOn(schema, 'safeParse');
    const read = checkedLocal(key, schema);
    expect(read()).toBeNull();
    expect(check).not.toHaveBeenCalled();
    window.localStorage.setItem(key, JSON.stringify({ n: 1 }));
    const first = read();
    expect(first).toEqual({ n: 1 });
    expect(read()).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(key, JSON.stringify({ n: 2 }));
    expect(read()).toEqual({ n: 2 });
    expect(check).toHaveBeenCalledTimes(2);
    window.localStorage.removeItem(key);
    expect(read()).toBeNull();
  });

  it('reads text that is not JSON, or that the schema refuses, as nothing', () => {
    const read = checkedLocal(key, z.literal('fine'));
    window.localStorage.setItem(key, '{oops');
    expect(read()).toBeNull();
    window.localStorage.setItem(key, JSON.stringify('other'));
    expect(read()).toBeNull();
    window.localStorage.setItem(key, JSON.stringify('fine'));
    expect(read()).toBe('fine');
  });
});

describe("this device's copy of the week on the plan pages", () => {
  it('shows the kept week on the meal plan at once, then the fresh week replaces it', async () => {
    cachePlan(user.id, planForThisWeek('$41.00'));
    const fresh = pending<StoredPlan | null>();
    api.loadCurrentPlan.mockReturnValue(fresh.promise);
    renderApp('/meal-plan', signedIn);
    expect(await screen.findByText(/\$41\.00/)).toBeInTheDocument();
    fresh.resolve(planForThisWeek('$52.00'));
    expect(await screen.findByText(/\$52\.00/)).toBeInTheDocument();
    expect(screen.queryByText(/\$41\.00/)).not.toBeInTheDocument();
  });

  it('shows the kept week on the day plan at once', async () => {
    const kept = planForThisWeek('$41.00');
    cachePlan(user.id, kept);
    api.loadCurrentPlan.mockReturnValue(new Promise(() => {}));
    const day = kept.plan.days[0];
    renderApp(`/meal-plan/${day?.day.toLowerCase()}`, signedIn);
    expect(await screen.findByText(day?.dailyCost ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows a loader, never another person's week", async () => {
    cachePlan('someone-else', planForThisWeek('$41.00'));
    api.loadCurrentPlan.mockReturnValue(new Promise(() => {}));
    renderApp('/meal-plan', signedIn);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(/\$41\.00/)).not.toBeInTheDocument();
  });

  it('ignores a damaged copy and loads as before', async () => {
    window.localStorage.setItem(localKeys.mealPlan, '{"userId":');
    api.loadCurrentPlan.mockResolvedValue(planForThisWeek('$52.00'));
    renderApp('/meal-plan', signedIn);
    expect(await screen.findByText(/\$52\.00/)).toBeInTheDocument();
  });
});
