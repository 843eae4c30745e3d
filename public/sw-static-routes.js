/*
 * The service worker's static routes (imported by the generated sw.js; scripts/pwa-config.ts).
 * The build's files under /assets/ race: the browser asks the network (and its HTTP cache) and
 * the worker's fetch handler (the precache) at once, and takes whichever answers first. Online,
 * that is the network, and the page gets its scripts as it does without a worker; offline, the
 * precache answers. (Taken from the precache every time, a signed-in page's forty-odd scripts
 * held the page's main thread far longer on a phone.) Pages (navigations) go through the fetch
 * handler alone, which answers an address with no file of its own with app.html. Browsers
 * without static routes (the API is Chromium's, from version 123) use the handler for
 * everything, as before.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event.addRoutes([
      {
        condition: { urlPattern: { pathname: '/assets/*' } },
        source: 'race-network-and-fetch-handler',
      },
    ]),
  );
});
