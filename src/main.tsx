import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

// The router starts loading the chunks of the page in the address bar as soon as it exists:
// created here, they download while React renders the shell instead of after it.
const router = createAppRouter();

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
function routerReady(): Promise<void> {
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
void Promise.all([appStylesheetsApplied(), routerReady()]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  registerServiceWorker();
});

/**
 * The service worker of the installable app (scripts/pwa-config.ts), registered once the page
 * has loaded so it never competes with the first page; only the production build has one.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
