import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
} from 'react-router-dom';
import { appRoutes } from './routes.tsx';

/**
 * The app's router, built but not yet started: what `createBrowserRouter` does before it calls
 * `initialize()` (the history of the address bar, the route table). The page the app starts on
 * loads in steps (routes.tsx, inSteps); once the router has that page, pages opened later load
 * at once.
 */
function builtAppRouter(): { router: DataRouter; start: () => DataRouter } {
  let starting = true;
  const router = createRouter({
    history: createBrowserHistory(),
    routes: appRoutes({ stepwise: () => starting }),
    mapRouteProperties,
    hydrationRouteProperties,
  });
  const start = () => {
    router.initialize();
    if (router.state.initialized) starting = false;
    else {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        starting = false;
        unsubscribe();
      });
    }
    return router;
  };
  return { router, start };
}

/** The app's router, started. */
export function createAppRouter(): DataRouter {
  return builtAppRouter().start();
}

/**
 * The app's router, built in one task and started in the next: building it matches the address
 * against the whole route table, starting it matches again and begins loading the page, and on
 * a phone each is a task of its own length.
 */
export function startAppRouter(): Promise<DataRouter> {
  const { start } = builtAppRouter();
  return new Promise((resolve) => setTimeout(() => resolve(start()), 0));
}
