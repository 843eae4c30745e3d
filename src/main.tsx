import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { startAppRouter } from './app/router.tsx';
import { whenQuiet } from './app/whenQuiet.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

/**
 * The build loads the app's stylesheets as preloads so they do not hold back the first paint
 * (vite.config.ts). Each becomes a stylesheet here, and the app renders once all of them apply,
 * so no page ever shows unstyled. A stylesheet that fails to load does not stop the app.
 */
function appStylesheetsApplied(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]')];
  const applied = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        if (link.rel === 'stylesheet' && link.sheet) {
          resolve();
          return;
        }
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        link.rel = 'stylesheet';
      }),
  );
  return Promise.all(applied).then(() => undefined);
}

/**
 * The router is ready once the page in the address bar has its code and its loader data. The
 * app renders then, and not before: its first render is the page itself, never a loader, so a
 * page the build prerendered (the demo pages, vite.config.ts) is replaced by the same markup.
 */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The HTML already shows the page or its loading state, so the first render can be a
// transition: React renders in short slices and the page stays responsive to input while it does.
const root = createRoot(container);

// Evaluating the app's modules is one long task on a phone. The router (which matches the
// address and starts the page's loaders and chunks) is built and started in the tasks after it
// (startAppRouter), so the page can take input in between; the page's chunks are already on
// their way (modulepreload).
setTimeout(() => {
  void startAppRouter()
    .then((router) =>
      Promise.all([appStylesheetsApplied(), routerReady(router)]).then(() => router),
    )
    .then((router) => {
      startTransition(() => {
        root.render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        );
      });
      registerServiceWorker();
    });
}, 0);

/**
 * The service worker of the installable app (scripts/pwa-config.ts), registered once the page
 * has loaded and then gone quiet (src/app/whenQuiet.ts): its install fetches and caches the
 * whole build, which must not compete with the page while it starts. Only the production build
 * has one.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  const afterLoad = () => whenQuiet(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
