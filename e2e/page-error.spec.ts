/**
 * A page whose code does not arrive (the connection dropped, or a deployment removed the files
 * of the version this tab had) reloads once by itself; when that does not help it says so in
 * the app's own layout, and Reload brings the page once the code can be fetched again.
 */
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support.ts';

test('a page whose code does not arrive reloads once, then says so and recovers', async ({
  page,
}, testInfo) => {
  const legalChunk = /\/assets\/LegalPage-[^/]+\.js$/;
  await page.route(legalChunk, (route) => route.abort('connectionreset'));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await page.goto('/terms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not load' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  // The first load and the one reload the page made by itself.
  expect(loads).toBe(2);
  await expect(page.getByRole('link', { name: 'Mealwise home' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'page-not-loaded');

  await page.unroute(legalChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible({
    timeout: 15_000,
  });
});
