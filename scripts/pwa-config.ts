/**
 * The installable app (vite-plugin-pwa, Workbox): the web app manifest (name, icons, theme
 * colour) and a service worker that precaches the whole build, so every page opens without a
 * connection. Addresses with no file of their own get app.html, the loading state that suits
 * any page (as the host is set up to do, README Deploying); the data is the app's concern: the
 * week's plan and shopping list are kept on the device by the app itself
 * (src/device/), and changes wait in IndexedDB.
 *
 * The worker is registered by src/main.tsx once the first page has rendered, so it never
 * competes with it; a new build's worker takes over at once (autoUpdate) and the next
 * navigation loads the new files.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { APP_SHELL_FILE } from './prerender-plugin.ts';

export const THEME_COLOR = '#2f9e44';

export const installableApp: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Mealwise: healthy meals on your budget',
    short_name: 'Mealwise',
    description:
      "Healthy meal plans that won't break the bank: plan meals, track spending, eat better.",
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: `/${APP_SHELL_FILE}`,
    // The prerendered pages are precached under their own names ('/demo/meal-plan' is
    // demo/meal-plan.html): Workbox finds them before the fallback.
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
  // The prerendered pages and app.html are written when the bundle closes: precache after them.
  integration: { closeBundleOrder: 'post' },
};
