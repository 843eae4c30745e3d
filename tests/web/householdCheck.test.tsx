/**
 * The app's check of its household (useHouseholdCheck) with the database's answers given by hand:
 * the session is refreshed only when the database names another household than the session's,
 * on mount and on a change of the account's row; the person is told and taken to the dashboard.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
import { theme } from '../../src/app/theme.ts';
import { useHouseholdCheck } from '../../src/hooks/useHouseholdCheck.ts';
import type { HouseholdCheckServices } from '../../src/services/live/householdCheck.ts';
import { testUser } from './session.ts';

const BEN = testUser({ id: '00000000-0000-4000-8000-000000000002', email: 'ben@example.com' });
const ADA_HOUSEHOLD = '00000000-0000-4000-8000-000000000001';

function fakeServices(answer: string) {
  let changed: (() => void) | null = null;
  const services = {
    readHousehold: vi.fn(async () => answer),
    refreshSession: vi.fn(async () => {}),
    watchAccount: vi.fn((_: string, onChange: () => void) => {
      changed = onChange;
      return () => {
        changed = null;
      };
    }),
  } satisfies HouseholdCheckServices;
  return { services, rowChanged: () => changed?.() };
}

function Checked({ user, services }: { user: SessionUser; services: HouseholdCheckServices }) {
  // Row changes are checked at once here (the app settles for 2 s).
  useHouseholdCheck(user, services, 0);
  return <p>page</p>;
}

function renderCheck(user: SessionUser, services: HouseholdCheckServices) {
  const router = createMemoryRouter(
    [
      { path: '/meal-plan', element: <Checked user={user} services={services} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/meal-plan'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

beforeEach(() => notifications.clean());

describe('household check', () => {
  it('leaves the session alone while the database names its household', async () => {
    const { services, rowChanged } = fakeServices(BEN.householdId);
    const router = renderCheck(BEN, services);
    await waitFor(() => expect(services.readHousehold).toHaveBeenCalledTimes(1));
    expect(services.watchAccount).toHaveBeenCalledWith(BEN.id, expect.any(Function));
    rowChanged();
    await waitFor(() => expect(services.readHousehold).toHaveBeenCalledTimes(2));
    expect(services.refreshSession).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/meal-plan');
  });

  it('refreshes the session when the account joined a household elsewhere', async () => {
    const { services } = fakeServices(ADA_HOUSEHOLD);
    const router = renderCheck(BEN, services);
    await waitFor(() => expect(services.refreshSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('You now share a household.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('refreshes the session when its row is deleted (the account was removed)', async () => {
    const shared = { ...BEN, householdId: ADA_HOUSEHOLD };
    const { services, rowChanged } = fakeServices(ADA_HOUSEHOLD);
    const router = renderCheck(shared, services);
    await waitFor(() => expect(services.readHousehold).toHaveBeenCalledTimes(1));
    expect(services.refreshSession).not.toHaveBeenCalled();
    services.readHousehold.mockResolvedValue(BEN.id);
    rowChanged();
    await waitFor(() => expect(services.refreshSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('You no longer share that household.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
