/**
 * One list on two phones (two browser contexts signed in to one account), live: A ticks an item
 * and B's open list shows it without a reload; B loses its connection, ticks two items and adds
 * one, and when B is back A's open list shows all three; an untick B made offline before A's
 * later tick of the same item is overridden, and B's page says so; a third account's list shows
 * none of it. The delay from A's tick to B's screen is printed (the latency target is
 * bench:realtime's).
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  logIn,
  planThisWeek,
  saveScreenshot,
  selectRows,
  uniqueEmail,
  type TestAccount,
} from './support.ts';

async function planningAccount(prefix: string, testInfo: TestInfo): Promise<TestAccount> {
  const account = await createConfirmedUser(uniqueEmail(prefix, testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await planThisWeek(account, token);
  return account;
}

/** A phone of its own (a browser context with the project's screen), on the shopping list. */
async function openList(browser: Browser, testInfo: TestInfo, account: TestAccount) {
  const context = await browser.newContext({ ...testInfo.project.use });
  const page = await context.newPage();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/shopping-list');
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  await expect(list.getByRole('heading', { name: 'Produce' })).toBeVisible({ timeout: 15_000 });
  return { context, page, list };
}

const box = (page: Page, name: string) =>
  page.getByRole('list', { name: 'SHOPPING LIST' }).getByRole('checkbox', { name, exact: true });

test('one list on two phones, live, offline and back', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const account = await planningAccount('live', testInfo);
  const stranger = await planningAccount('live-other', testInfo);
  const a = await openList(browser, testInfo, account);
  const b = await openList(browser, testInfo, account);
  const c = await openList(browser, testInfo, stranger);

  const labels = await a.list
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((element) => element.getAttribute('aria-label') ?? ''));
  const [first, second, third] = labels;
  if (!first || !second || !third) throw new Error('The list has fewer than three items.');

  // A ticks; B's open list shows it, no reload.
  await expect(box(b.page, first)).not.toBeChecked();
  const ticked = Date.now();
  await box(a.page, first).click();
  await expect(box(b.page, first)).toBeChecked({ timeout: 10_000 });
  const delay = Date.now() - ticked;
  testInfo.annotations.push({ type: 'A tick on phone B after', description: `${delay} ms` });
  console.log(`[${testInfo.project.name}] A's tick showed on B after ${delay} ms`);

  // B loses its connection (once the service worker has the app, as in offline.spec.ts): what
  // it does waits on the phone, and A sees nothing of it yet.
  await b.page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await b.context.setOffline(true);
  await box(b.page, second).click();
  await box(b.page, third).click();
  await b.page.getByRole('button', { name: 'Add Item' }).click();
  const add = b.page.getByRole('dialog', { name: 'Add Custom Item' });
  await add.getByLabel('Item name').fill('Birthday candles');
  await add.getByLabel('Amount').fill('1 box');
  await add.getByLabel('Price').fill('2.49');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(b.page.getByText('3 changes wait to be sent.')).toBeVisible({ timeout: 10_000 });
  // The toast that says so covers the top of a phone's screen until it goes.
  const added = b.page.getByText('Birthday candles has been added to your shopping list');
  await b.page.bringToFront();
  await expect(added).toBeHidden({ timeout: 15_000 });
  await saveScreenshot(b.page, testInfo, 'live-list-phone-b-offline');
  await expect(box(a.page, second)).not.toBeChecked();

  // B is back: its changes are sent, and A's open list shows them.
  await b.context.setOffline(false);
  await expect(b.page.getByText(/changes? wait|Sending/)).toHaveCount(0, { timeout: 20_000 });
  await expect(box(a.page, second)).toBeChecked({ timeout: 10_000 });
  await expect(box(a.page, third)).toBeChecked();
  await expect(box(a.page, 'Birthday candles')).toBeVisible();
  await expect(box(a.page, first)).toBeChecked();
  await saveScreenshot(a.page, testInfo, 'live-list-phone-a');

  // Two phones change one line: B unticks the first item offline; after that A unticks it and
  // ticks it again. When B is back the change made last (A's tick) stands, and B is told.
  await b.context.setOffline(true);
  await box(b.page, first).click();
  await expect(b.page.getByText('1 change waits to be sent.')).toBeVisible({ timeout: 10_000 });
  await box(a.page, first).click();
  await expect(box(a.page, first)).not.toBeChecked();
  await box(a.page, first).click();
  const token = await accessToken(account);
  await expect
    .poll(async () => {
      const rows = await selectRows<{ name: string; checked: boolean }>(
        token,
        'shopping_list_items',
        'select=name,checked',
      );
      return rows.find((row) => row.name === first)?.checked;
    })
    .toBe(true);
  await b.context.setOffline(false);
  await expect(b.page.getByText('Changed on another phone')).toBeVisible({ timeout: 20_000 });
  await expect(
    b.page.getByText(`Unticking ${first}: a later change made on another phone or tab ticked it`),
  ).toBeVisible();
  await expect(box(b.page, first)).toBeChecked({ timeout: 10_000 });
  await expect(box(a.page, first)).toBeChecked();
  await b.page.bringToFront();
  await expect(added).toBeHidden({ timeout: 15_000 });
  await saveScreenshot(b.page, testInfo, 'live-list-overridden');

  // The third account's list, open all along, shows none of it.
  await expect(box(c.page, 'Birthday candles')).toHaveCount(0);
  await expect(c.list.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await c.page.reload();
  await expect(c.list.getByRole('heading', { name: 'Produce' })).toBeVisible({ timeout: 15_000 });
  await expect(box(c.page, 'Birthday candles')).toHaveCount(0);
  await expect(c.list.getByRole('checkbox', { checked: true })).toHaveCount(0);

  for (const phone of [a, b, c]) await phone.context.close();
});
