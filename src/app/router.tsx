import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes.tsx';

/**
 * The app's router. The page the app starts on loads in steps (routes.tsx, inSteps); once the
 * router has that page, pages opened later load at once.
 */
export function createAppRouter() {
  let starting = true;
  const router = createBrowserRouter(appRoutes({ stepwise: () => starting }));
  if (router.state.initialized) starting = false;
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      starting = false;
      unsubscribe();
    });
  }
  return router;
}
