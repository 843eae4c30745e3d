/**
 * The pantry screen as a person uses it, against the real pantry function: reached from the
 * shopping list, empty at first with what fills it, then 2 lb of rice added by hand, corrected
 * to 1 lb and marked used up; a bad amount is refused with a message before anything is sent;
 * the profile summary links to it too. Screenshots of each state, on desktop and a 375 px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  gotoLive,
  logIn,
  saveScreenshot,
  uniqueEmail,
} from './support.ts';

test('the pantry shows, adds, corrects and empties what is at home', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const account = await createConfirmedUser(uniqueEmail('pantry', testInfo));
  await completeProfile(account, await accessToken(account));
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await gotoLive(page, '/shopping-list');
  await expect(page.getByRole('link', { name: 'YOUR PANTRY' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'pantry-link-shopping-list');
  await page.getByRole('link', { name: 'YOUR PANTRY' }).click();
  await expect(page).toHaveURL(/\/pantry$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PANTRY' })).toBeVisible();
  await expect(page.getByText('Your pantry is empty.')).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, testInfo, 'pantry-empty');

  // A bad amount is named under its field and nothing is sent.
  const food = page
    .getByRole('textbox', { name: 'Food' })
    .or(page.getByRole('combobox', { name: 'Food' }));
  await food.first().fill('white rice');
  const riceName = 'White rice, long grain';
  const rice = page.getByRole('option', { name: riceName });
  await rice.click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('-2');
  await page.getByRole('button', { name: 'ADD TO PANTRY' }).click();
  await expect(page.getByText('Amount must not be negative')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('2');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('lb');
  await page.getByRole('button', { name: 'ADD TO PANTRY' }).click();

  const item = page.getByRole('listitem', { name: riceName });
  await expect(item).toContainText('2 lb (907 g)', { timeout: 30_000 });
  await expect(item).toContainText('Keeps for months');
  await expect(item).toContainText('USDA FSIS FoodKeeper');
  await expect(page.getByText(`Saved: adding 2 lb of ${riceName}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await saveScreenshot(page, testInfo, 'pantry-rice');

  await item.getByRole('button', { name: `Change ${riceName}` }).click();
  const dialog = page.getByRole('dialog', { name: riceName });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('2');
  await saveScreenshot(page, testInfo, 'pantry-edit-dialog');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1');
  await dialog.getByRole('button', { name: 'SAVE AMOUNT' }).click();
  await expect(item).toContainText('1 lb (454 g)', { timeout: 30_000 });

  // With the connection to the function cut, the change is kept, tried again on its own, shown
  // with why, and saved by Try again once the connection is back.
  const pantryCalls = '**/functions/v1/pantry';
  await page.route(pantryCalls, (route) => route.abort('internetdisconnected'));
  await item.getByRole('button', { name: `Change ${riceName}` }).click();
  await page
    .getByRole('dialog', { name: riceName })
    .getByRole('button', { name: 'USED UP' })
    .click();
  const failure = page.getByRole('alert').filter({ hasText: 'Your change is not saved yet' });
  await expect(failure).toContainText(`Marking ${riceName} used up`);
  await expect(failure).toContainText('The pantry could not be reached. Check your connection.');
  await expect(failure).toContainText('It failed 3 times', { timeout: 30_000 });
  await expect(item).toContainText('1 lb (454 g)');
  await saveScreenshot(page, testInfo, 'pantry-save-failed');
  await page.unroute(pantryCalls);
  await failure.getByRole('button', { name: 'TRY AGAIN' }).click();
  await expect(page.getByText('Your pantry is empty.')).toBeVisible({ timeout: 30_000 });

  await gotoLive(page, '/profile-review');
  await expect(page.getByRole('link', { name: 'YOUR PANTRY' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'pantry-link-profile');
  await page.getByRole('link', { name: 'YOUR PANTRY' }).click();
  await expect(page).toHaveURL(/\/pantry$/);
});
