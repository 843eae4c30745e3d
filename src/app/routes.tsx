import type { RouteObject } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { AppLayout } from './AppLayout.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { WeekdayGuard } from './WeekdayGuard.tsx';
import { RouteError } from './RouteError.tsx';
import { titleSource, type RouteHandle } from './pageTitle.ts';
import { pageLoad } from './boot.ts';
import {
  DAY_PARAM,
  pageRecords,
  type PageAccess,
  type PageRecord,
} from '../../machines/shared/paths.ts';

/**
 * The route table of spec section 2, made from the pages' records (machines/shared/paths.ts).
 * Pages load lazily so the home page ships only what it shows; the layout (header, footer,
 * navigation) is eager.
 */
export function appRoutes(
  options: {
    sessionLogic?: AnyStateMachine;
    /** Whether a page loads in steps (boot.ts): the app says while it starts. */
    stepwise?: () => boolean;
  } = {},
): RouteObject[] {
  const stepwise = options.stepwise ?? (() => true);
  return [
    {
      path: '/',
      element: <AppLayout sessionLogic={options.sessionLogic} />,
      HydrateFallback: PageLoader,
      children: [
        {
          // A page that fails shows why inside the header and footer (RouteError.tsx).
          errorElement: <RouteError />,
          children: pageRoutes(stepwise),
        },
      ],
    },
  ];
}

/** Every page of the app, inside its layout (appRoutes); the signed-in ones behind their guard. */
function pageRoutes(stepwise: () => boolean): RouteObject[] {
  const routesFor = (access: PageAccess) =>
    pageRecords
      .filter((record) => record.access === access)
      .flatMap((record) => routesOf(record, stepwise));
  return [
    ...routesFor('public'),
    ...routesFor('account'),
    {
      lazy: () =>
        import('./RequireAuth.tsx').then((m) => ({
          Component: m.RequireAuthOnboardingOptional,
        })),
      children: routesFor('setup'),
    },
    {
      lazy: () =>
        import('./RequireAuth.tsx').then((m) => ({ Component: m.RequireAuthAndOnboarding })),
      children: routesFor('member'),
    },
  ];
}

/** A page's routes: one for its address and one for each alias; a day page behind its guard. */
function routesOf(record: PageRecord, stepwise: () => boolean): RouteObject[] {
  const handle: RouteHandle = { title: titleSource(record.title) };
  const lazy = pageLoad(record, stepwise);
  return [record.path, ...(record.aliases ?? [])].map((address): RouteObject => {
    // The layout's route is '/': the pages' paths are relative to it.
    const path = address.replace(/^\//, '');
    if (path === '') return { index: true, handle, lazy };
    if (path.includes(DAY_PARAM)) {
      return { path, handle, element: <WeekdayGuard />, children: [{ index: true, lazy }] };
    }
    return { path, handle, lazy };
  });
}
