/**
 * Two weeks with the pantry and the price book, as a new user lives them: week 1 is planned on
 * the meal plan page and everything on its list is bought, one item at another price; then the
 * test moves the clock a week on (the browser's and, for this account, the server's) and week 2
 * is planned. What week 1 left is not bought again and is named as from the pantry, the bill is
 * lower by exactly its value, the price paid is the one used; the Pantry screen shows and edits
 * the stock; the budget tracker's history shows both weeks and the CSV holds both.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { isoDateOf } from '../machines/planShared/week.ts';
import { parseCsv } from '../machines/spendingHistory/purchasesCsv.ts';
import type { Recipe } from '../supabase/functions/_shared/catalogue/types.ts';
import { personalCatalogue } from '../supabase/functions/_shared/pantry/personal.ts';
import { productCatalogue } from '../supabase/functions/_shared/planner/catalogue.ts';
import { weekCost } from '../supabase/functions/_shared/planner/cost.ts';
import type { ShoppingItem, WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  gotoLive,
  logIn,
  moveServerClock,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

const DAY_MS = 24 * 3600 * 1000;

interface PlanRow {
  week_start: string;
  plan: WeeklyPlan;
  shopping_list: ShoppingItem[];
}

async function generateOnPage(page: Page): Promise<void> {
  await gotoLive(page, '/meal-plan');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
}

/** Ticks the named items on the list page and marks them bought at the given prices. */
async function buy(page: Page, prices: ReadonlyMap<string, number>): Promise<void> {
  await gotoLive(page, '/shopping-list');
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  for (const name of prices.keys()) await list.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: `View List (${prices.size})` }).click();
  const view = page.getByRole('dialog', { name: 'View Shopping List' });
  await view.getByRole('button', { name: 'MARK AS BOUGHT' }).click();
  for (const [name, paid] of prices)
    await view.getByLabel(`Price paid for ${name}`, { exact: true }).fill(paid.toFixed(2));
  await view.getByRole('button', { name: 'SAVE PURCHASES' }).click();
  await expect(page.getByText(/now counted in your budget/).first()).toBeVisible({
    timeout: 15_000,
  });
  // The toast sits over the dialog's foot on a long list: close it from the keyboard.
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
}

const plans = (token: string) =>
  selectRows<PlanRow>(
    token,
    'meal_plans',
    'select=week_start,plan,shopping_list&order=week_start.asc',
  );

test('week 2 uses what week 1 left and the price paid; the pantry, history and CSV show both', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  const account = await createConfirmedUser(uniqueEmail('pantry', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);

  // Week 1: plan it, buy everything, one item at 80 % of the list's package price.
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await generateOnPage(page);
  const [week1] = await plans(token);
  if (!week1) throw new Error('week 1 was not planned');
  const toBuy = week1.shopping_list.filter((item) => (item.packagesToBuy ?? 0) > 0);
  // The food the most meals use, not a staple: the likeliest to be bought again in week 2.
  const cheaper = [...toBuy]
    .filter((item) => !item.pantry)
    .sort((a, b) => b.mealIds.length - a.mealIds.length)[0];
  if (!cheaper) throw new Error('nothing to buy in week 1');
  const paidPackage = Math.round((cheaper.packagePrice ?? 0) * 80) / 100;
  const week1Paid = new Map(
    toBuy.map((item) => [
      item.name,
      item.id === cheaper.id
        ? paidPackage * (item.packagesToBuy ?? 1)
        : (item.packagePrice ?? item.price) * (item.packagesToBuy ?? 1),
    ]),
  );
  await buy(page, week1Paid);

  // A week later, in the browser and on the server.
  moveServerClock(account.id, 7);
  await page.clock.install({ time: new Date(Date.now() + 7 * DAY_MS) });
  await generateOnPage(page);
  const [, week2] = await plans(token);
  if (!week2) throw new Error('week 2 was not planned');
  expect(week2.week_start).toBe(
    isoDateOf(new Date(Date.parse(`${week1.week_start}T12:00:00Z`) + 7 * DAY_MS)),
  );
  const personal = week2.plan.personal;
  if (!personal) throw new Error('week 2 was not planned on the pantry');

  // What week 1 bought and did not use of its dry goods is at home, and week 2 uses it.
  const fromHome = week2.shopping_list.filter((item) => (item.fromPantry ?? 0) > 0);
  expect(fromHome.length).toBeGreaterThan(0);
  for (const item of fromHome) {
    expect(personal.stock[item.id]).toBeGreaterThanOrEqual(item.fromPantry ?? 0);
    expect(item.amount).toContain(`${item.fromPantry} g from your pantry`);
  }
  const whollyHome = fromHome.filter((item) => item.packagesToBuy === 0);
  expect(whollyHome.length).toBeGreaterThan(0);
  await gotoLive(page, '/shopping-list');
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  await expect(list.getByText('From your pantry', { exact: true })).toHaveCount(whollyHome.length);
  await expect(list.getByText('Partly from your pantry', { exact: true })).toHaveCount(
    fromHome.length - whollyHome.length,
  );
  for (const item of whollyHome)
    await expect(
      list.getByText(`${item.fromPantry} g from your pantry`, { exact: false }).first(),
    ).toBeVisible();
  await saveScreenshot(page, testInfo, 'shopping-list-from-pantry');

  // The bill is lower by exactly the value of what the pantry covers: the same meals (each dish
  // with its sides) with the same prices but nothing at home cost that much more.
  const catalogue = productCatalogue();
  const factor = week2.plan.priceFactor ?? 1;
  const portions = week2.plan.portions ?? 1;
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const dishes = week2.plan.days.flatMap((d) =>
    d.meals.flatMap((m) =>
      [m.recipeId, ...(m.sides ?? []).map((side) => side.id)].map((id) => {
        const recipe = recipes.get(id) as Recipe;
        return {
          ...recipe,
          ingredients: recipe.ingredients.map((i) => ({ ...i, grams: i.grams * portions })),
        };
      }),
    ),
  );
  const bare = weekCost(
    dishes,
    personalCatalogue(catalogue, factor, { stock: {}, prices: personal.prices }),
    factor,
  );
  const saved = bare.totalCents - Math.round(week2.plan.totalCostValue * 100);
  expect(saved).toBeGreaterThan(0);
  const line = week2.plan.basis?.pantry ?? '';
  expect(line).toContain(`From your pantry: ${fromHome.length} item`);
  expect(line).toContain(`worth $${(saved / 100).toFixed(2)}`);
  await gotoLive(page, '/meal-plan');
  await expect(page.getByText(line, { exact: true })).toBeVisible();

  // The price paid is this person's price now.
  expect(personal.prices[cheaper.id]?.cents).toBe(Math.round(paidPackage * 100));
  const again = week2.shopping_list.find((item) => item.id === cheaper.id);
  expect(again, `${cheaper.name} is on week 2's list`).toBeDefined();
  expect(Math.round((again?.packagePrice ?? 0) * 100)).toBe(Math.round(paidPackage * 100));
  expect(again?.priceSource).toMatch(/^Your price: /);
  expect(line).toMatch(/items? (is|are) priced from your own receipts/);

  // The Pantry screen shows what week 1 left (bought, not yet eaten), and a correction holds.
  const dry = fromHome
    .filter((item) => !item.pantry && item.section === 'pantry')
    .sort((a, b) => (personal.stock[b.id] ?? 0) - (personal.stock[a.id] ?? 0))[0];
  if (!dry) throw new Error('no dry food came from the pantry');
  await gotoLive(page, '/shopping-list');
  await page.getByRole('link', { name: 'YOUR PANTRY' }).click();
  await expect(page).toHaveURL(/\/pantry$/);
  const stock = page.getByRole('list', { name: 'What you have at home' });
  const held = stock.getByRole('listitem', { name: dry.name, exact: true });
  await expect(held).toContainText('From purchases', { timeout: 30_000 });
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'pantry-after-week-1');
  await held.getByRole('button', { name: `Change ${dry.name}` }).click();
  const dialog = page.getByRole('dialog', { name: dry.name });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
  await dialog.getByRole('combobox', { name: 'Unit' }).selectOption('g');
  await dialog.getByRole('button', { name: 'SAVE AMOUNT' }).click();
  await expect(held).toContainText('100 g', { timeout: 30_000 });
  await gotoLive(page, '/pantry');
  await expect(
    page.getByRole('list', { name: 'What you have at home' }).getByRole('listitem', {
      name: dry.name,
      exact: true,
    }),
  ).toContainText('100 g', { timeout: 30_000 });

  // Week 2's shopping: one item bought, so the history and the CSV have both weeks.
  const week2Item = week2.shopping_list.find((item) => (item.packagesToBuy ?? 0) > 0);
  if (!week2Item) throw new Error('nothing to buy in week 2');
  await buy(page, new Map([[week2Item.name, 3.21]]));
  await gotoLive(page, '/budget-tracker');
  const history = page.getByRole('region', { name: 'Spending History' });
  await expect(history.getByRole('img', { name: /^Chart of 2 weeks/ })).toBeVisible();
  await expect(history.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Spending by Store Section' })
    .getByRole('button', { name: 'DOWNLOAD PURCHASES (CSV)' })
    .click();
  const csv = parseCsv(readFileSync(await (await download).path(), 'utf8'));
  const weeks = new Set(csv.slice(1).map((row) => row[0]));
  expect(weeks).toEqual(new Set([week1.week_start, week2.week_start]));
  await saveScreenshot(page, testInfo, 'budget-history-two-weeks');
});
