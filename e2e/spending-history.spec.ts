/**
 * The budget tracker's spending history across two weeks, as a person sees it: last week was
 * planned and shopped through the API with the person's own token (the planner function for
 * the week that started seven days ago, then purchases under row-level security); this week
 * is planned, listed and bought through the pages, with an own item whose name needs CSV
 * quoting. The history then shows both weeks with this week's figures equal to the overview's,
 * breaks each week down by store section, and downloads every purchase as CSV.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isoDateOf } from '../machines/planShared/week.ts';
import { parseCsv } from '../machines/spendingHistory/purchasesCsv.ts';
import {
  accessToken,
  backend,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  logIn,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

const OWN_ITEM = 'Coffee, "dark roast"';
const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** 'Nov 16' for a calendar date, as the history writes it. */
function shortLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

async function asUser(token: string, path: string, body: unknown): Promise<unknown> {
  const { apiUrl, anonKey } = backend();
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

interface PlanRow {
  week_start: string;
  plan: { totalCostValue: number; weeklyBudgetValue: number };
  shopping_list: { id: string; name: string; price: number }[];
}

/** The history table's row of a week: [week, budget, planned, spent]. */
async function historyRow(page: Page, weekStart: string): Promise<string[]> {
  const table = page.getByRole('table', {
    name: 'Budget, cost at the till and spending by week, newest first',
  });
  const row = table.getByRole('row').filter({ hasText: shortLabel(weekStart) });
  await expect(row).toHaveCount(1);
  const cells = await row.locator('th, td').allInnerTexts();
  // A figure's cell says under it how far over or under the week's budget it is: the figure is
  // its first line.
  return cells.map((cell, index) =>
    (index === 0 ? cell : (cell.split('\n')[0] ?? '')).replace(/\s+/g, ' ').trim(),
  );
}

test('the spending history shows two weeks, their sections and every purchase as CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const account = await createConfirmedUser(uniqueEmail('history', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);

  // Last week, through the API as the person: plan the week that started seven days ago,
  // then buy two of its items.
  await asUser(token, '/functions/v1/generate-meal-plan', {
    userId: account.id,
    today: isoDateOf(new Date()),
    weekStart: isoDateOf(new Date(Date.now() - 7 * 24 * 3600 * 1000)),
  });
  const [lastWeek] = await selectRows<PlanRow>(
    token,
    'meal_plans',
    'select=week_start,plan,shopping_list&order=week_start.asc',
  );
  if (!lastWeek) throw new Error('last week was not planned');
  const lastBought = lastWeek.shopping_list.slice(0, 2).map((item, index) => ({
    user_id: account.id,
    week_start: lastWeek.week_start,
    item_key: item.id,
    name: item.name,
    amount_paid: [3.4, 11.05][index],
  }));
  await asUser(token, '/rest/v1/purchases', lastBought);

  // This week, through the pages: plan, add an own item, tick two and mark them bought.
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/meal-plan');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
  await page.goto('/shopping-list');
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  const firstItem = (await list.getByRole('checkbox').first().getAttribute('aria-label')) ?? '';
  expect(firstItem).not.toBe('');
  // The store section the list shows it under (the list's first section).
  const firstSection = (await list.getByRole('list').first().getAttribute('aria-label')) ?? '';
  expect(firstSection).not.toBe('');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Custom Item' });
  await add.getByLabel('Item name').fill(OWN_ITEM);
  await add.getByLabel('Amount').fill('1 bag');
  await add.getByLabel('Price').fill('6.00');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${OWN_ITEM} has been added to your shopping list`)).toBeVisible();
  await list.getByText(firstItem, { exact: true }).click();
  await list.getByText(OWN_ITEM, { exact: true }).click();
  await page.getByRole('button', { name: 'View List (2)' }).click();
  const view = page.getByRole('dialog', { name: 'View Shopping List' });
  await view.getByRole('button', { name: 'MARK AS BOUGHT' }).click();
  await view.getByLabel(`Price paid for ${firstItem}`).fill('4.10');
  await view.getByLabel(`Price paid for ${OWN_ITEM}`).fill('7.25');
  await view.getByRole('button', { name: 'SAVE PURCHASES' }).click();
  await expect(page.getByText('2 items are now counted in your budget')).toBeVisible();
  await view.getByRole('button', { name: 'CLOSE', exact: true }).click();

  // The tracker: this week's overview, and the history's line for it says the same.
  await page.goto('/budget-tracker');
  const overview = page.getByRole('region', { name: 'Weekly Budget Overview' });
  const figure = async (label: string) =>
    ((await overview.getByLabel(new RegExp(`^${label}: `)).getAttribute('aria-label')) ?? '')
      .split(': ')
      .at(1) ?? '';
  const budget = await figure('Weekly Budget');
  const planned = await figure('Planned');
  const spent = await figure('Spent');
  expect(spent).toBe('$11.35');
  const plans = await selectRows<PlanRow>(
    token,
    'meal_plans',
    'select=week_start,plan,shopping_list&order=week_start.asc',
  );
  expect(plans).toHaveLength(2);
  const thisWeek = plans[1]!;
  const history = page.getByRole('region', { name: 'Spending History' });
  await expect(history.getByRole('img', { name: /^Chart of 2 weeks/ })).toBeVisible();
  expect(await historyRow(page, thisWeek.week_start)).toEqual([
    `${shortLabel(thisWeek.week_start)} this week`,
    budget,
    planned,
    spent,
  ]);
  // Last week: the budget its plan was made for, its bill, what was paid.
  expect(await historyRow(page, lastWeek.week_start)).toEqual([
    shortLabel(lastWeek.week_start),
    dollars(lastWeek.plan.weeklyBudgetValue),
    dollars(lastWeek.plan.totalCostValue),
    '$14.45',
  ]);
  // The chart draws the weeks' bars (recharts renders one path per bar with a value).
  await expect(history.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'spending-history');
  // The table fits the card on the phone too (no sideways scrolling inside it).
  const table = await history.getByRole('table').boundingBox();
  const card = await history.boundingBox();
  expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual(
    (card?.x ?? 0) + (card?.width ?? 0),
  );
  await history.screenshot({
    path: `e2e/screenshots/${testInfo.project.name}/spending-history-card.png`,
  });
  // With the chart, the tables and the picker on screen, axe finds nothing serious.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  // The section breakdown: this week first, then last week picked.
  const breakdown = page.getByRole('region', { name: 'Spending by Store Section' });
  const total = breakdown.getByRole('row').last().locator('td').last();
  await expect(breakdown.getByRole('row', { name: /Your own items/ })).toContainText('$7.25');
  await expect(breakdown.getByRole('row', { name: new RegExp(`^${firstSection}`) })).toContainText(
    '$4.10',
  );
  await expect(total).toHaveText('$11.35');
  await breakdown
    .getByRole('combobox', { name: 'Week' })
    .selectOption({ label: `Week of ${shortLabel(lastWeek.week_start)}` });
  await expect(breakdown.getByRole('row', { name: /Your own items/ })).toHaveCount(0);
  await expect(total).toHaveText('$14.45');
  await breakdown.screenshot({
    path: `e2e/screenshots/${testInfo.project.name}/spending-history-sections.png`,
  });

  // The CSV file: one line per purchase of both weeks, quoted names intact.
  const download = page.waitForEvent('download');
  await breakdown.getByRole('button', { name: 'DOWNLOAD PURCHASES (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mealwise-purchases-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(readFileSync((await file.path()) ?? '', 'utf8'));
  expect(rows[0]).toEqual(['Week start', 'Date purchased', 'Item', 'Section', 'Amount paid']);
  const lines = rows.slice(1);
  expect(lines).toHaveLength(4);
  expect(lines.every((line) => line.length === 5)).toBe(true);
  expect(new Set(lines.map((line) => line[0]))).toEqual(
    new Set([lastWeek.week_start, thisWeek.week_start]),
  );
  expect(lines.find((line) => line[2] === OWN_ITEM)).toEqual([
    thisWeek.week_start,
    isoDateOf(new Date()),
    OWN_ITEM,
    'Your own items',
    '7.25',
  ]);
  expect(lines.find((line) => line[2] === firstItem)?.slice(3)).toEqual([firstSection, '4.10']);
  const paid = lines.reduce((sum, line) => sum + cents(line[4] ?? ''), 0);
  expect(paid).toBe(340 + 1105 + 410 + 725);
});
