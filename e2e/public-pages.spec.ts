import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support.ts';

test.describe('public pages', () => {
  test('home page shows the hero, the cards and their links', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /won't break the bank/i }),
    ).toBeVisible();
    await expect(page.getByText('Plan meals, track spending, eat better.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: /MEAL PLANNING/ })).toHaveAttribute(
      'href',
      '/demo/meal-plan',
    );
    await expect(page.getByRole('link', { name: /SHOPPING LISTS/ })).toHaveAttribute(
      'href',
      '/demo/shopping-list',
    );
    await expect(page.getByRole('link', { name: /BUDGET TRACKING/ })).toHaveAttribute(
      'href',
      '/demo/budget-tracker',
    );
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Mealwise`);
    await saveScreenshot(page, testInfo, 'home');
  });

  test('GET STARTED leads to sign-up and replaces the history entry', async ({ page }) => {
    await page.goto('/');
    const before = await page.evaluate(() => window.history.length);
    await page.getByRole('link', { name: 'GET STARTED' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => window.history.length)).toBe(before);
  });

  test('SUPPORT opens the support dialog', async ({ page }, testInfo) => {
    await page.goto('/');
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    await page.getByRole('button', { name: 'SUPPORT' }).click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'support-dialog');
  });

  for (const [path, title, name] of [
    ['/privacy-policy', 'Privacy Policy', 'privacy-policy'],
    ['/terms', 'Terms & Conditions', 'terms'],
  ] as const) {
    test(`${path} shows the legal text and links home`, async ({ page }, testInfo) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await saveScreenshot(page, testInfo, name);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('an unknown path shows Page Not Found with error details', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.goto('/no/such/page?ref=mail#top');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/no/such/page', { exact: true })).toBeVisible();
    await expect(page.getByText('?ref=mail', { exact: true })).toBeVisible();
    await expect(page.getByText('#top', { exact: true })).toBeVisible();
    const device = testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop';
    await expect(page.getByRole('cell', { name: device, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Chrome', exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent navigation' })).toContainText(
      '/no/such/page?ref=mail',
    );
    await saveScreenshot(page, testInfo, 'not-found');
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('auth and deployment variants of the not-found page', async ({ page }, testInfo) => {
    await page.goto('/auth/strange');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      await expect(
        page.getByText('Mobile navigation can sometimes have issues.', { exact: false }),
      ).toBeVisible();
    }
    await saveScreenshot(page, testInfo, 'not-found-auth');
    await page.getByRole('button', { name: 'Try Login Again' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/DEPLOYMENT_NOT_FOUND');
    await expect(page.getByRole('heading', { name: 'Deployment Not Found' })).toBeVisible();
  });
});
