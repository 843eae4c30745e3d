/**
 * Reopening a signed-in page paints what it showed last time before any of the app's code has
 * arrived (src/app/pageSnapshots.ts): with every script blocked, the week still shows, inert;
 * with the scripts, the app renders over it; after sign-out nothing of it is left.
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

test('a signed-in page paints its last view at once, and sign-out forgets it', async ({
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
  await saveScreenshot(page, testInfo, 'page-snapshot-before-scripts');

  // With its scripts, the app renders over it.
  await page.unroute('**/*.js');
  await page.reload();
  await expect(title).toBeVisible({ timeout: 15_000 });
  await expect(kept).toHaveCount(0);

  // Sign-out forgets it: the same address then shows only the loading state.
  await signOutFromHeader(page, 'JAMIE');
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/meal-plan');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(kept).toHaveCount(0);
});
