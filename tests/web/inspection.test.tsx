import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { theme } from '../../src/app/theme.ts';
import { appRoutes } from '../../src/app/routes.tsx';
import { InspectProvider, inspectionRequested } from '../../src/app/inspection.tsx';
import { fakeSessionMachine, testUser } from './session.ts';

describe('machine inspection', () => {
  it('is asked for with ?inspect or VITE_INSPECT=true', () => {
    expect(inspectionRequested('?inspect', undefined)).toBe(true);
    expect(inspectionRequested('?a=1&inspect=1', undefined)).toBe(true);
    expect(inspectionRequested('', 'true')).toBe(true);
    expect(inspectionRequested('?inspected=no', 'false')).toBe(false);
  });

  it("connects the app's actors and their children to the inspector", async () => {
    const events: InspectionEvent[] = [];
    const router = createMemoryRouter(
      appRoutes({ sessionLogic: fakeSessionMachine({ user: testUser() }) }),
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider theme={theme} env="test">
        <InspectProvider value={(event) => events.push(event)}>
          <RouterProvider router={router} />
        </InspectProvider>
      </MantineProvider>,
    );
    await screen.findByRole('button', { name: 'ADA' });
    const actorIds = new Set(
      events
        .filter((event) => event.type === '@xstate.actor')
        .map((event) => (event.actorRef as { id?: string }).id),
    );
    // The session machine and the children it invokes.
    expect([...actorIds]).toEqual(
      expect.arrayContaining(['authListener', 'onboardingCompletion', 'sessionRefresh']),
    );
    expect(
      events.some(
        (event) => event.type === '@xstate.event' && event.event.type === 'auth.initialSession',
      ),
    ).toBe(true);
  });
});
