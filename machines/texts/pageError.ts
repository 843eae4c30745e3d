/**
 * What a page that failed shows instead of itself (src/app/RouteError.tsx): its own module, as
 * the app's shell carries it on every page and should not bring the whole catalogue along.
 */
export const pageErrorTexts = {
  notLoadedTitle: 'This page could not load',
  notLoaded:
    'Part of Mealwise did not arrive: the connection may have dropped, or Mealwise was updated while this page was open. Reload to get the latest version. Nothing you saved is lost.',
  failedTitle: 'Something went wrong',
  failed:
    'This page ran into a problem and could not be shown. Reload to try again. Nothing you saved is lost.',
  reload: 'Reload',
  home: 'Go to the home page',
} as const;
