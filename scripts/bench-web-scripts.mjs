// bench:web's count of the JavaScript Chromium downloads per page, signed out and signed in
// (scripts/bench-account.mjs made the account: confirmed, profile complete, a planned week).
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib.mjs';
import { ACCOUNT } from './bench-account.mjs';
import { gzippedSize } from './bench-bundle.mjs';
import { APP_ORIGIN, CHROME_FLAGS, PAGES, sleep } from './bench-web-settings.mjs';

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function signInThroughTheApp(page, origin = APP_ORIGIN) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await page.waitForURL(`${origin}/dashboard`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Opens `url` in a fresh page (cold cache) and gzips every script it downloads. */
async function downloadedScripts(context, url) {
  const page = await context.newPage();
  const bodies = new Map();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => bodies.set(response.url(), gzippedSize(body)),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Chunks a page asks for right after it renders (the session's client) still count.
  await sleep(1000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return [...bodies].map(([scriptUrl, gzipBytes]) => ({
    file: new URL(scriptUrl).pathname.replace(/^\//, ''),
    gzipBytes,
  }));
}

export async function measureScripts() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const results = {};
    const signedOut = await browser.newContext();
    for (const page of PAGES.filter((candidate) => !candidate.signedIn)) {
      results[page.name] = await downloadedScripts(signedOut, `${APP_ORIGIN}${page.path}`);
    }
    await signedOut.close();

    const signingIn = await browser.newContext();
    await signInThroughTheApp(await signingIn.newPage());
    const storageState = await signingIn.storageState();
    await signingIn.close();
    // A new context has an empty HTTP cache but the stored session.
    const signedIn = await browser.newContext({ storageState });
    for (const page of PAGES.filter((candidate) => candidate.signedIn)) {
      results[page.name] = await downloadedScripts(signedIn, `${APP_ORIGIN}${page.path}`);
    }
    await signedIn.close();
    return results;
  } finally {
    await browser.close();
  }
}
