/**
 * The build's prerenderer (vite.config.ts): renders a page of the app to HTML in Node, with the
 * same providers and route table as the browser, its lazy routes and loaders resolved first.
 * Only pages that show the same thing to every signed-out visitor are prerendered (the demo
 * pages); the browser then renders the app over the HTML, which looks the same.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App.tsx';
import { appRoutes } from './app/routes.tsx';
import { pageTitle } from './app/pageTitle.ts';

/** React's marker for a Suspense boundary the server rendered as its fallback. */
const SUSPENDED_BOUNDARY = '<!--$!-->';

export interface RenderedPage {
  /** The page's markup, for #root. */
  markup: string;
  /** Its document title (pageTitle.ts), for the head. */
  title: string;
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${pathname}: the route answered ${context.status}`);
  }
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw new Error(`Prerendering ${pathname}: ${String(error)}`, { cause: error });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // A part that suspended (code that is only loaded on demand) leaves a boundary the server
  // gave up on, with its loading fallback in place: that is not the page, so the build fails.
  if (markup.includes(SUSPENDED_BOUNDARY)) {
    throw new Error(`Prerendering ${pathname}: part of the page suspended and was not rendered`);
  }
  const title = pageTitle(
    context.matches.map((match) => ({ handle: match.route.handle, params: match.params })),
  );
  return { markup, title };
}

/** The style elements Mantine's provider renders for the app's theme (its CSS variables). */
const THEME_STYLES = /<style data-mantine-styles="(?:true|classes)"[^>]*>[^<]*<\/style>/g;

/**
 * The theme's CSS variables and Mantine's global classes, as the app's provider renders them:
 * app.html carries them in its head, so a page painted before the app's code has arrived
 * (restoreSnapshot.ts) has the app's fonts and sizes, not Mantine's defaults.
 */
export function renderThemeStyles(): string {
  const styles = renderToString(<AppProviders>{null}</AppProviders>).match(THEME_STYLES) ?? [];
  if (styles.length === 0) throw new Error('Prerendering: the theme rendered no style elements');
  return styles.join('');
}
