import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { theme } from '../../src/app/theme.ts';
import { appRoutes } from '../../src/app/routes.tsx';
import { fakeSessionMachine, type FakeSessionOptions } from './session.ts';

export interface RenderAppOptions {
  session?: FakeSessionOptions;
  routes?: RouteObject[];
}

/** Renders the real route table at `path`, with transitions and portals off (Mantine's test env). */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const routes = options.routes ?? appRoutes({ sessionLogic: fakeSessionMachine(options.session) });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...result, router };
}

/** Renders one component inside the providers it needs, without the route table. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}
