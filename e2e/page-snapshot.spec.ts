/**
 * Reopening a signed-in page paints what it showed last time before any of the app's code has
 * arrived (src/app/pageSnapshots.ts, from a description of its nodes): with every script
 * blocked, the week still shows, inert; with the scripts, the app's live render replaces it,
 * and with the backend silent too, from the copy of its data this device keeps; after sign-out
 * nothing of it is left.
 */
import { expect, test } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  logIn,
  planThisWeek,
  saveScreenshot,
  signOutFromHeader,
  uniqueEmail,
} from './support.ts';

/** Requests to the backend's data and functions that never answer. */
const BACKEND = ['**/rest/v1/**', '**/functions/v1/**'];

test('a signed-in page paints its last view at once, the live render replaces it, and sign-out forgets it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await createConfirmedUser(uniqueEmail('snapshot', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await planThisWeek(account, token);

  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/meal-plan');
  const title = page.getByRole('heading', { name: 'YOUR MEAL PLAN' });
  await expect(title).toBeVisible({ timeout: 15_000 });
  const firstDay = page.getByRole('heading', { level: 3 }).first();
  await expect(firstDay).toBeVisible();
  const dayName = (await firstDay.textContent()) ?? '';
  await expect
    .poll(
      () => page.evaluate(() => (localStorage.getItem('mealwise.currentMealPlan') ?? '') !== ''),
      { timeout: 15_000 },
    )
    .toBe(true);
  // The page is kept once it has settled for a second.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (localStorage.getItem('mealwise.pageSnapshots') ?? '').includes('/meal-plan'),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

  // No script of the app reaches the page: what shows is the kept view, inert.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  const kept = page.locator('#root > [data-snapshot]');
  await expect(kept).toHaveAttribute('inert', '');
  await expect(kept.getByText('YOUR MEAL PLAN', { exact: true })).toBeVisible();
  await expect(kept.getByText(dayName, { exact: true }).first()).toBeVisible();
  await expect(kept.locator('svg path').first()).toBeAttached();
  await saveScreenshot(page, testInfo, 'page-snapshot-before-scripts');
  await page.unroute('**/*.js');

  // With its scripts, the app's live render replaces the kept view; the backend never answers,
  // so the week it shows comes from this device's copy of its data.
  for (const pattern of BACKEND) await page.route(pattern, () => undefined);
  await page.reload();
  await expect(title).toBeVisible({ timeout: 15_000 });
  await expect(kept).toHaveCount(0, { timeout: 15_000 });
  const keptDay = page.getByRole('heading', { level: 3, name: dayName }).first();
  await expect(keptDay).toBeVisible();
  // The app's own render, live: nothing of it is an inert copy.
  expect(await keptDay.evaluate((heading) => heading.closest('[inert]') === null)).toBe(true);
  await saveScreenshot(page, testInfo, 'kept-page-without-backend');
  for (const pattern of BACKEND) await page.unroute(pattern);

  // Sign-out forgets it: the same address then shows only the loading state before the code,
  // and sends to the login page after, with no week shown.
  await page.reload();
  await expect(title).toBeVisible({ timeout: 15_000 });
  await signOutFromHeader(page, 'JAMIE');
  expect(await page.evaluate(() => localStorage.getItem('mealwise.pageSnapshots'))).toBeNull();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/meal-plan');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(kept).toHaveCount(0);
  await page.unroute('**/*.js');
  await page.goto('/meal-plan');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText(dayName, { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mealwise.currentMealPlan'))).toBeNull();
});
