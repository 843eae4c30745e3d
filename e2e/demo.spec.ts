import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support.ts';

/** No page may scroll sideways (the phone project is 375 px wide). */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('demo pages, signed out', () => {
  test('the sample week of Apr 8 - 14, 2025 leads to the sample day and list', async ({
    page,
  }, testInfo) => {
    await page.goto('/demo/meal-plan');
    await expect(page.getByRole('heading', { name: 'SAMPLE MEAL PLAN' })).toBeVisible();
    await expect(page.getByText('Apr 8 - 14, 2025')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Monday' })).toContainText(
      'Chicken Quinoa Bowl',
    );
    await expect(page.getByRole('button', { name: 'GET STARTED' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'demo-meal-plan');
    await page.getByRole('button', { name: 'VIEW SAMPLE DAY' }).click();
    await expect(page).toHaveURL(/\/demo\/meal-plan-day\/monday$/);
  });

  test("the sample day: Monday's meal, Tuesday's sign-up prompt, the Demo Mode banner", async ({
    page,
  }, testInfo) => {
    await page.goto('/demo/meal-plan-day/monday');
    await expect(page.getByText('Demo Mode')).toBeVisible();
    await page
      .getByRole('button', { name: 'Show details of Protein Oatmeal with Berries' })
      .click();
    await page.getByRole('button', { name: 'Show Preparation Instructions' }).click();
    await page.getByRole('button', { name: 'Show Nutritional Info' }).click();
    await expect(page.getByText('Bring the milk to a simmer and stir in the oats.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'demo-day-monday');
    await page.getByRole('button', { name: 'REPLACE Protein Oatmeal with Berries' }).click();
    await expect(page.getByText('Account Required')).toBeVisible();
    await page.goto('/demo/meal-plan-day/tuesday');
    await expect(page.getByText('No sample meals for this day')).toBeVisible();
    await saveScreenshot(page, testInfo, 'demo-day-tuesday');
  });

  test('the sample list refuses print, share and saving with Account Required', async ({
    page,
  }, testInfo) => {
    await page.goto('/demo/shopping-list');
    const list = page.getByRole('list', { name: 'SHOPPING LIST' });
    await expect(list.getByRole('checkbox')).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'View List (0)' })).toBeDisabled();
    await list.getByText('Eggs', { exact: true }).click();
    await list.getByText('Salmon fillets').click();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'demo-shopping-list');

    await page.getByRole('button', { name: 'Add Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Custom Item' });
    await add.getByLabel('Item name').fill('Green tea');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByText('Create an account to save your custom shopping list items!'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'View List (2)' }).click();
    const view = page.getByRole('dialog', { name: 'View Shopping List' });
    await expect(view.getByRole('button', { name: 'SIGN UP TO USE THIS FEATURE' })).toBeVisible();
    await expect(view.getByLabel('Estimated Total: $18.48')).toBeVisible();
    await saveScreenshot(page, testInfo, 'demo-shopping-list-dialog');
    await view.getByRole('button', { name: 'PRINT LIST' }).click();
    await expect(page.getByText('Create an account to print your shopping lists!')).toBeVisible();
    await view.getByRole('button', { name: 'SHARE' }).click();
    await expect(page.getByText('Create an account to share your shopping lists!')).toBeVisible();
  });

  test('the sample budget tracker with its sign-up call to action', async ({ page }, testInfo) => {
    await page.goto('/demo/budget-tracker');
    await expect(page.getByText('Weekly Budget Overview')).toBeVisible();
    await expect(page.getByLabel('Spent: $39.23')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SIGN UP FREE' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'demo-budget-tracker');
    await page.getByRole('button', { name: 'SIGN UP FREE' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('pages before any script runs', () => {
  // The build prerenders the home and demo pages (scripts/prerender-plugin.ts): their HTML is
  // the page.
  test.use({ javaScriptEnabled: false });

  test('the home page and each demo page arrive as HTML', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the HTML is the same on every screen');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: "Healthy meal plans that won't break the bank" }),
    ).toBeVisible();
    await page.goto('/demo/meal-plan');
    await expect(page.getByRole('heading', { name: 'SAMPLE MEAL PLAN' })).toBeVisible();
    await expect(page.getByText('Chicken Quinoa Bowl')).toBeVisible();
    await expect(page).toHaveTitle('Sample meal plan · Mealwise');
    await page.goto('/demo/meal-plan-day/monday');
    await expect(page).toHaveTitle("Sample: Monday's meals · Mealwise");
    await expect(page.getByRole('heading', { name: 'Monday Meal Plan' })).toBeVisible();
    await expect(page.getByText('Protein Oatmeal with Berries')).toBeVisible();
    await page.goto('/demo/shopping-list');
    await expect(page.getByText('Salmon fillets')).toBeVisible();
    await page.goto('/demo/budget-tracker');
    await expect(page.getByText('Weekly Budget Overview')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    // Until the app runs, the copy is not live: its controls take neither focus nor clicks.
    await expect(page.locator('#root > div[inert]')).toHaveCount(1);
  });

  test('other addresses get the loading state, not a prerendered page', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the HTML is the same on every screen');
    for (const address of [
      '/login',
      '/dashboard',
      '/demo/meal-plan/',
      '/demo/meal-plan-day/funday',
    ]) {
      await page.goto(address);
      await expect(page.getByRole('status')).toHaveText('Loading...');
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    }
  });
});

test('a prerendered demo page becomes the live app in place', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/demo/meal-plan-day/monday');
  // The live page replaces the inert copy; the first click on it works.
  await expect(page.locator('#root > div[inert]')).toHaveCount(0);
  await expect(page).toHaveTitle("Sample: Monday's meals · Mealwise");
  await page.getByRole('button', { name: 'Show details of Protein Oatmeal with Berries' }).click();
  await expect(page.getByRole('button', { name: 'Show Preparation Instructions' })).toBeVisible();
  expect(errors).toEqual([]);
});
