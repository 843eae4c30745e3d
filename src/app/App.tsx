import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { InspectProvider, useDevInspector } from './inspection.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { Toasts } from './Toasts.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The theme and the toasts around the routes: the same in the browser and in the prerenderer. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}

/** The app; `router` is the one main.tsx made early, so its lazy routes are already loading. */
export function App({ router }: { router?: AppRouter }) {
  const inspector = useDevInspector();
  return (
    <AppProviders>
      {inspector.status === 'loading' ? (
        <PageLoader label="Connecting the state inspector..." />
      ) : (
        <InspectProvider value={inspector.status === 'on' ? inspector.inspect : undefined}>
          <AppRoutes router={router} />
        </InspectProvider>
      )}
    </AppProviders>
  );
}

function AppRoutes({ router }: { router: AppRouter | undefined }) {
  // One router per mounted app (not at module load), so tests and hot reloads start clean.
  const [appRouter] = useState(() => router ?? createAppRouter());
  return <RouterProvider router={appRouter} />;
}
