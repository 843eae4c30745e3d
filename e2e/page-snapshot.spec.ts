/**
 * Reopening a signed-in page shows what it showed last time at once, from the copy of its data
 * this device keeps, through the app's own render: with the backend silent, the week still
 * shows, live; nothing is painted as kept markup before the app; after sign-out nothing of it
 * is left.
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

test('a signed-in page shows its kept data at once, and sign-out forgets it', async ({
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

  // The backend never answers: the week shows from this device's copy, rendered by the app.
  for (const pattern of BACKEND) await page.route(pattern, () => undefined);
  await page.reload();
  await expect(title).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 3, name: dayName }).first()).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'kept-page-without-backend');
  for (const pattern of BACKEND) await page.unroute(pattern);

  // Sign-out forgets it: the same address then sends to the login page, with no week shown.
  await page.reload();
  await expect(title).toBeVisible({ timeout: 15_000 });
  await signOutFromHeader(page, 'JAMIE');
  await page.goto('/meal-plan');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText(dayName, { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mealwise.currentMealPlan'))).toBeNull();
});
