import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
