/**
 * The shopping list in a store with no signal: a signed-in person opens the list, the browser
 * goes offline, the page reloads (from the service worker) and still shows the list; items are
 * ticked, one added and one marked bought, and the page says how many changes wait. Back online
 * the changes reach the database, each exactly once (checked through the REST API).
 */
import { expect, test } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  logIn,
  planThisWeek,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

interface ListRow {
  item_key: string;
  name: string;
  checked: boolean;
  custom: boolean;
}
interface PurchaseRow {
  item_key: string;
  amount_paid: number | string;
}
interface ChangeRow {
  change: string;
}

test('the shopping list works offline and its changes arrive once', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const account = await createConfirmedUser(uniqueEmail('offline', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);

  await planThisWeek(account, token);

  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/shopping-list');
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  await expect(list.getByRole('heading', { name: 'Produce' })).toBeVisible({ timeout: 15_000 });

  // A section far below the screen is in the page but not yet rendered (offScreen.ts); it
  // renders as the person scrolls to it. The browser renders some screens ahead, so the check
  // uses a short window, where the list's last section is many screens down.
  const screen = page.viewportSize();
  if (!screen) throw new Error('The page has no viewport size.');
  await page.setViewportSize({ width: screen.width, height: 300 });
  const sections = list.locator(':scope > [role="listitem"]');
  const last = sections.last();
  const rendered = () =>
    last.evaluate((section) =>
      section.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true }),
    );
  const farBelow = await last.evaluate(
    (section) => section.getBoundingClientRect().top > 4 * window.innerHeight,
  );
  expect(farBelow, 'the last section starts four screens down').toBe(true);
  // (The browser decides what is near the screen at its next frame.)
  await expect.poll(rendered).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(screen);

  // The service worker has the app: the page is controlled before the connection goes.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText('You are offline: this is the list as this device last saw it.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  const boxes = list.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const first = (await boxes.nth(0).getAttribute('aria-label')) ?? '';
  const second = (await boxes.nth(1).getAttribute('aria-label')) ?? '';
  await list.getByRole('checkbox', { name: first, exact: true }).click();
  await list.getByRole('checkbox', { name: second, exact: true }).click();
  await expect(page.getByText('2 changes wait to be sent.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Custom Item' });
  await add.getByLabel('Item name').fill('Sparkling water');
  await add.getByLabel('Amount').fill('12 cans');
  await add.getByLabel('Price').fill('4.99');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(list.getByRole('checkbox', { name: 'Sparkling water' })).toBeVisible();
  // The toast that says so sits over the bottom of a phone's screen until it goes.
  await expect(page.getByText('Sparkling water has been added to your shopping list')).toBeHidden({
    timeout: 15_000,
  });
  await expect(page.getByText('3 changes wait to be sent.')).toBeVisible();

  // Mark the first ticked item bought: untick the second so only the first is selected.
  await list.getByRole('checkbox', { name: second, exact: true }).click();
  await page.getByRole('button', { name: 'View List (1)' }).click();
  const view = page.getByRole('dialog', { name: 'View Shopping List' });
  await view.getByRole('button', { name: 'MARK AS BOUGHT' }).click();
  await view.getByRole('button', { name: 'SAVE PURCHASES' }).click();
  await expect(page.getByText('5 changes wait to be sent.')).toBeVisible();
  await view.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await saveScreenshot(page, testInfo, 'shopping-list-offline');

  // Still offline, a reload keeps every change (they wait in IndexedDB).
  await page.reload();
  await expect(page.getByText('5 changes wait to be sent.')).toBeVisible({ timeout: 15_000 });
  await expect(list.getByRole('checkbox', { name: first, exact: true })).toBeChecked();
  await expect(list.getByRole('checkbox', { name: second, exact: true })).not.toBeChecked();
  await expect(list.getByRole('checkbox', { name: 'Sparkling water' })).toBeVisible();

  // Nothing reached the server yet.
  const before = await selectRows<ListRow>(
    token,
    'shopping_list_items',
    'select=item_key,checked,custom,name',
  );
  expect(before).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(/changes? wait|Sending/)).toHaveCount(0, { timeout: 20_000 });

  const rows = await selectRows<ListRow>(
    token,
    'shopping_list_items',
    'select=item_key,checked,custom,name',
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  expect(byName.get(first)?.checked).toBe(true);
  expect(byName.get(second)?.checked).toBe(false);
  const custom = rows.filter((row) => row.custom);
  expect(custom.map((row) => row.name)).toEqual(['Sparkling water']);
  const purchases = await selectRows<PurchaseRow>(
    token,
    'purchases',
    'select=item_key,amount_paid',
  );
  expect(purchases).toHaveLength(1);
  expect(purchases[0]?.item_key).toBe(byName.get(first)?.item_key);
  const changes = await selectRows<ChangeRow>(token, 'budget_changes', 'select=change');
  expect(changes.filter((row) => row.change === 'Added custom item Sparkling water')).toHaveLength(
    1,
  );

  // Once each: a reload online sends nothing again and shows what the server has.
  await page.reload();
  await expect(list.getByRole('checkbox', { name: first, exact: true })).toBeChecked({
    timeout: 15_000,
  });
  await expect(page.getByText('Bought $', { exact: false })).toBeVisible();
  const again = await selectRows<ChangeRow>(token, 'budget_changes', 'select=change');
  expect(again.filter((row) => row.change === 'Added custom item Sparkling water')).toHaveLength(1);
  await saveScreenshot(page, testInfo, 'shopping-list-back-online');
});

test('the week and its list are kept for the store even when only the dashboard was opened', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await createConfirmedUser(uniqueEmail('offline-kept', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await planThisWeek(account, token);
  const [week] = await selectRows<{ shopping_list: unknown[] }>(
    token,
    'meal_plans',
    'select=shopping_list',
  );
  const items = week?.shopping_list.length ?? 0;
  expect(items).toBeGreaterThan(0);

  // The person opens the dashboard only, and the app keeps the week and its list once it has
  // gone quiet (src/hooks/useKeepWeekOnDevice.ts).
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    () => {
      const kept = localStorage.getItem('mealwise.shoppingList');
      const plan = localStorage.getItem('mealwise.currentMealPlan');
      return kept !== null && plan !== null && JSON.parse(kept).load.items.length > 0;
    },
    undefined,
    { timeout: 30_000 },
  );

  await context.setOffline(true);
  await page.goto('/shopping-list');
  await expect(
    page.getByText('You are offline: this is the list as this device last saw it.'),
  ).toBeVisible({ timeout: 15_000 });
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  await expect(list.getByRole('checkbox')).toHaveCount(items);
  await saveScreenshot(page, testInfo, 'shopping-list-kept-offline');

  await page.goto('/meal-plan');
  await expect(page.getByRole('article')).toHaveCount(7, { timeout: 15_000 });
  await context.setOffline(false);
});
