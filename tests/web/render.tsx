import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import { theme } from '../../src/app/theme.ts';
import { appRoutes } from '../../src/app/routes.tsx';
import { AuthStatusContext, type AuthStatusValue } from '../../src/auth/AuthStatus.tsx';

export interface RenderAppOptions {
  auth?: AuthStatusValue;
  routes?: RouteObject[];
}

/** Renders the real route table at `path`, with transitions and portals off (Mantine's test env). */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const router = createMemoryRouter(options.routes ?? appRoutes(), { initialEntries: [path] });
  const auth = options.auth ?? { status: { kind: 'signedOut' }, signOut: () => {} };
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <AuthStatusContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthStatusContext.Provider>
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
