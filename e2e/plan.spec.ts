import { WEEKDAYS } from '../supabase/functions/_shared/rules/week.ts';
import type { ShoppingItem, WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  logIn as logInThroughPage,
  saveScreenshot,
  selectRows,
  uniqueEmail,
  type TestAccount,
  gotoLive,
} from './support.ts';

async function logIn(page: Page, account: TestAccount) {
  await logInThroughPage(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

async function openFirstMeal(page: Page, except?: string): Promise<string> {
  const toggles = page.getByRole('button', { name: /^Show details of / });
  await expect(toggles.first()).toBeVisible();
  const count = await toggles.count();
  for (let index = 0; index < count; index += 1) {
    const label = (await toggles.nth(index).getAttribute('aria-label')) ?? '';
    const name = label.replace('Show details of ', '');
    if (name !== except) {
      await toggles.nth(index).click();
      return name;
    }
  }
  throw new Error('No meal to open');
}

test('a new user plans the week, edits a day, shops and tracks the budget', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const account = await createConfirmedUser(uniqueEmail('plan', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await logIn(page, account);

  // The week: generate a plan.
  await gotoLive(page, '/meal-plan');
  await expect(page.getByRole('heading', { name: 'YOUR MEAL PLAN' })).toBeVisible();
  await expect(page.getByText('No meals planned')).toHaveCount(7);
  await saveScreenshot(page, testInfo, 'meal-plan-empty');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByText('Your meal plan is ready!')).toBeVisible();
  await expect(page.getByText('Estimated Daily Cost').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'meal-plan');

  // A day: replace a meal, then move it to the next day.
  const today = WEEKDAYS[new Date().getDay()] ?? 'Sunday';
  const tomorrow = WEEKDAYS[(new Date().getDay() + 1) % 7] ?? 'Monday';
  await page.getByRole('button', { name: `Daily Plan: ${today}` }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-plan/${today.toLowerCase()}$`));
  await expect(page.getByRole('heading', { name: `${today} Meal Plan` })).toBeVisible();
  const first = await openFirstMeal(page);
  await page.getByRole('button', { name: 'Show Preparation Instructions' }).click();
  await page.getByRole('button', { name: 'Show Nutritional Info' }).click();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'day-plan');
  await page.getByRole('button', { name: `REPLACE ${first}` }).click();
  await expect(page.getByText('Meal regenerated')).toBeVisible({ timeout: 60_000 });
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('combobox', { name: 'Move to another day' }) });
  const replacement = (await card.getAttribute('aria-label')) ?? '';
  expect(replacement).not.toBe('');

  await card.getByRole('combobox', { name: 'Move to another day' }).click();
  await page.getByRole('option', { name: tomorrow }).click();
  const confirm = page.getByRole('dialog', { name: 'Move Meal' });
  await expect(confirm).toContainText(`Are you sure you want to move this meal to ${tomorrow}?`);
  await saveScreenshot(page, testInfo, 'day-plan-move');
  await confirm.getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(page.getByText(`The meal has been moved to ${tomorrow}`)).toBeVisible();
  await expect(page.getByRole('article', { name: replacement })).toHaveCount(0);

  await page.getByRole('button', { name: 'BACK TO WEEKLY PLAN' }).click();
  await page.getByRole('button', { name: `Daily Plan: ${tomorrow}` }).click();
  await expect(page.getByRole('article', { name: replacement })).toBeVisible();

  // Remove a meal with a food of its own: its line leaves the list and the till drops (a meal
  // whose foods others share too leaves the same whole packages to buy, and costs nothing less).
  const [stored] = await selectRows<{ plan: WeeklyPlan; shopping_list: ShoppingItem[] }>(
    token,
    'meal_plans',
    'select=plan,shopping_list',
  );
  const own = stored?.plan.days
    .flatMap((day) => day.meals.map((meal) => ({ day: day.day, meal })))
    .find(
      ({ meal }) =>
        meal.name !== replacement &&
        stored.shopping_list.some(
          (item) => item.packages > 0 && item.mealIds.length === 1 && item.mealIds[0] === meal.id,
        ),
    );
  if (!own) throw new Error('the week has no meal with a food of its own');
  const removed = own.meal.name;
  const removedDay = own.day;
  await page.getByRole('button', { name: 'BACK TO WEEKLY PLAN' }).click();
  await page.getByRole('button', { name: `Daily Plan: ${removedDay}` }).click();
  await page
    .getByRole('button', { name: `Show details of ${removed}` })
    .first()
    .click();
  await page
    .getByRole('button', { name: `REMOVE ${removed}` })
    .first()
    .click();
  await expect(page.getByText('The meal has been removed from your plan')).toBeVisible();

  // Reload: the day is as it was left (the plan lives in the database).
  await page.reload();
  await expect(page.getByRole('heading', { name: `${removedDay} Meal Plan` })).toBeVisible();
  await expect(page.getByRole('article', { name: removed })).toHaveCount(0);
  await gotoLive(page, `/meal-plan/${tomorrow.toLowerCase()}`);
  await expect(page.getByRole('article', { name: replacement })).toBeVisible();

  // The shopping list: tick two items, add one, view, print, mark bought.
  await page.getByRole('button', { name: 'VIEW SHOPPING LIST' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(
    page.getByText('Everything your meal plan needs, in amounts you can buy.'),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  const boxes = list.getByRole('checkbox');
  const firstItem = (await boxes.nth(0).getAttribute('aria-label')) ?? '';
  const secondItem = (await boxes.nth(1).getAttribute('aria-label')) ?? '';
  await list.getByText(firstItem, { exact: true }).click();
  await list.getByText(secondItem, { exact: true }).click();
  await expect(page.getByRole('button', { name: 'View List (2)' })).toBeEnabled();

  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Custom Item' });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Item name is required')).toBeVisible();
  await add.getByLabel('Item name').fill('Sparkling water');
  await add.getByLabel('Amount').fill('12 cans');
  await add.getByLabel('Price').fill('4.99');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(
    page.getByText('Sparkling water has been added to your shopping list'),
  ).toBeVisible();
  await list.getByText('Sparkling water', { exact: true }).click();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'shopping-list');

  await page.getByRole('button', { name: 'View List (3)' }).click();
  const view = page.getByRole('dialog', { name: 'View Shopping List' });
  await expect(
    view.getByText('Prices are estimates and may vary by location and availability.'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'shopping-list-view');
  // The print window opens with the list; its print() is recorded instead of opening a dialog.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) opened.print = () => document.body.setAttribute('data-printed', 'true');
      return opened;
    };
  });
  const popupPromise = page.waitForEvent('popup');
  await view.getByRole('button', { name: 'PRINT LIST' }).click();
  const popup = await popupPromise;
  await expect(
    popup.getByText('Prices are estimates and may vary by location and availability.'),
  ).toBeVisible();
  await expect(popup.getByText('Sparkling water (12 cans): $4.99')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
  await popup.close();

  await view.getByRole('button', { name: 'MARK AS BOUGHT' }).click();
  await view.getByLabel('Price paid for Sparkling water').fill('5.25');
  await view.getByRole('button', { name: 'SAVE PURCHASES' }).click();
  await expect(page.getByText('3 items are now counted in your budget')).toBeVisible();
  await view.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(list.getByText('Bought $5.25')).toBeVisible();

  // Reload: ticks, the custom item and the purchases are still there.
  await page.reload();
  await expect(page.getByRole('button', { name: 'View List (3)' })).toBeEnabled();
  await expect(list.getByRole('checkbox', { name: 'Sparkling water' })).toBeChecked();
  await expect(list.getByRole('checkbox', { name: firstItem })).toBeChecked();
  await expect(list.getByText('Bought $5.25')).toBeVisible();

  const purchases = await selectRows<{ amount_paid: number | string }>(token, 'purchases');
  expect(purchases).toHaveLength(3);
  const spent =
    purchases.reduce((sum, row) => sum + Math.round(Number(row.amount_paid) * 100), 0) / 100;

  // The budget tracker: spent and the change log.
  await page.goto('/budget-tracker');
  await expect(page.getByText('Weekly Budget Overview')).toBeVisible();
  await expect(page.getByLabel('Weekly Budget: $100.00')).toBeVisible();
  await expect(page.getByLabel(`Spent: $${spent.toFixed(2)}`)).toBeVisible();
  await expect(page.getByLabel(`Remaining: $${(100 - spent).toFixed(2)}`)).toBeVisible();
  const changes = page.getByRole('table', { name: 'Recent Changes' });
  await expect(
    changes.getByText(`Replaced ${first} with ${replacement} on ${today}`),
  ).toBeVisible();
  await expect(
    changes.getByText(`Moved ${replacement} from ${today} to ${tomorrow}`),
  ).toBeVisible();
  await expect(changes.getByText(`Removed ${removed} from ${removedDay}`)).toBeVisible();
  await expect(changes.getByText('Added custom item Sparkling water')).toBeVisible();
  // Costs more: red (Mantine red.9); saves money: green (leaf.9), both AA on white.
  await expect(changes.getByText('+$4.99')).toHaveCSS('color', 'rgb(201, 42, 42)');
  const removal = changes.getByRole('row').filter({ hasText: `Removed ${removed}` });
  await expect(removal.getByText(/^-\$/)).toHaveCSS('color', 'rgb(31, 107, 48)');
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'budget-tracker');
  await page.reload();
  await expect(page.getByLabel(`Spent: $${spent.toFixed(2)}`)).toBeVisible();
});
