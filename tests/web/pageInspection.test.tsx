import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';
import { theme } from '../../src/app/theme.ts';
import { appRoutes } from '../../src/app/routes.tsx';
import { InspectProvider } from '../../src/app/inspection.tsx';
import { AuthServicesProvider } from '../../src/components/auth/AuthServicesContext.tsx';
import { fakeServices } from './authRender.tsx';
import { fakeSessionMachine } from './session.ts';

// Inspection events carry the narrow ActorRefLike type; the actors behind them are full actors.
type InspectedActor = ActorRefLike & Partial<Pick<AnyActorRef, 'src' | '_parent'>>;

/** The machine id of a root actor ("mealPlan"); undefined for actors invoked by another. */
function rootMachineId(ref: InspectedActor): string | undefined {
  if (ref._parent !== undefined || ref.src === undefined) return undefined;
  const { src } = ref;
  if (typeof src === 'string') return src;
  return 'id' in src && typeof src.id === 'string' ? src.id : undefined;
}

/** Machine ids of the root actors an observer heard about. */
function rootMachines(events: InspectionEvent[]): Set<string | undefined> {
  return new Set(
    events
      .filter((event) => event.type === '@xstate.actor')
      .map((event) => rootMachineId(event.actorRef)),
  );
}

/** Event types received by the root actor of `machineId`. */
function eventsReceivedBy(events: InspectionEvent[], machineId: string): string[] {
  return events.flatMap((event) =>
    event.type === '@xstate.event' && rootMachineId(event.actorRef) === machineId
      ? [event.event.type]
      : [],
  );
}

/** The real route table at `path`, inside an inspector when one is given. */
function renderRoute(path: string, inspector?: (event: InspectionEvent) => void) {
  const router = createMemoryRouter(appRoutes({ sessionLogic: fakeSessionMachine() }), {
    initialEntries: [path],
  });
  const app = <RouterProvider router={router} />;
  return render(
    <MantineProvider theme={theme} env="test">
      <AuthServicesProvider services={fakeServices()}>
        {inspector ? <InspectProvider value={inspector}>{app}</InspectProvider> : app}
      </AuthServicesProvider>
    </MantineProvider>,
  );
}

describe('page actors and the inspector', () => {
  it('the demo meal plan reports its machine', async () => {
    const events: InspectionEvent[] = [];
    renderRoute('/demo/meal-plan', (event) => events.push(event));
    await screen.findByRole('article', { name: 'Monday' });
    expect(rootMachines(events)).toContain('mealPlan');
  });

  it('the demo day reports the events its machine receives', async () => {
    const events: InspectionEvent[] = [];
    renderRoute('/demo/meal-plan-day/monday', (event) => events.push(event));
    // The page starts from the loaded sample day (its route loader), so the first event the
    // machine receives is the visitor's.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show details of Protein Oatmeal with Berries' }),
    );
    expect(rootMachines(events)).toContain('dayPlan');
    expect(eventsReceivedBy(events, 'dayPlan')).toContain('meal.expand');
  });

  it('the login page (an actor context provider) reports its machine', async () => {
    const events: InspectionEvent[] = [];
    renderRoute('/login', (event) => events.push(event));
    await screen.findByRole('textbox', { name: 'Email' });
    expect(rootMachines(events)).toContain('login');
  });

  it('a page outside the inspector reports nothing to it', async () => {
    const events: InspectionEvent[] = [];
    renderRoute('/demo/shopping-list', (event) => events.push(event));
    renderRoute('/demo/meal-plan');
    await screen.findByRole('article', { name: 'Monday' });
    await screen.findByRole('list', { name: 'SHOPPING LIST' });
    const machines = rootMachines(events);
    expect(machines).toContain('shoppingList');
    expect(machines).not.toContain('mealPlan');
    expect(eventsReceivedBy(events, 'mealPlan')).toEqual([]);
  });
});
