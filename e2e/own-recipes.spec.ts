/**
 * "My recipes" as a new person uses it, against the real functions: a recipe imported from a
 * page this spec serves (a test-only allow-list lets the import function reach it), one line's
 * food corrected, marked "plan it" and saved, then the week generated with it on a day, with its
 * cost, and its foods on the shopping list; a recipe pasted as text; a private address refused
 * with a clear message. Desktop and a 375 px phone, screenshots of each state.
 *
 * The page is served on 127.0.0.1:E2E_RECIPE_PORT (54431), the port scripts/e2e-server.mjs names
 * in the import function's test allow-list; any other loopback address is refused.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { ShoppingItem, WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  gotoLive,
  logIn,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

const allowed = `127.0.0.1:${process.env.E2E_RECIPE_PORT ?? '54431'}`;
const PAGE = readFileSync(path.resolve('tests/planner/own-recipes/pages/01-jsonld-single.html'));

/** Serves the recipe page on the allowed loopback port, for as long as the test runs. */
async function servePage(hostPort: string): Promise<Server> {
  const port = Number(hostPort.split(':')[1]);
  const server = createServer((request, response) => {
    if (request.url === '/recipes/fajitas/')
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

interface PlanRow {
  plan: WeeklyPlan;
  shopping_list: ShoppingItem[];
}

/**
 * The week generated from the meal plan page: the recipe on two days, its card on the day with
 * the cost the week gives it, and every food it uses on the shopping list.
 */
async function findInTheWeek(page: Page, token: string, testInfo: TestInfo): Promise<void> {
  await gotoLive(page, '/meal-plan');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
  const [row] = await selectRows<PlanRow>(token, 'meal_plans', 'select=plan,shopping_list');
  const [recipe] = await selectRows<{ id: string; ingredients: { food?: string }[] }>(
    token,
    'own_recipes',
    'select=id,ingredients',
  );
  const days = (row?.plan.days ?? []).filter((day) =>
    day.meals.some((meal) => meal.recipeId === recipe?.id),
  );
  expect(days).toHaveLength(2);
  expect(row?.plan.basis?.notes).toContain(
    'Your recipe "Weeknight Chicken Fajitas" is planned twice, as you asked.',
  );
  const [day] = days;
  const meal = day?.meals.find((m) => m.recipeId === recipe?.id);
  await saveScreenshot(page, testInfo, 'recipes-week');
  await gotoLive(page, `/meal-plan/${day?.day.toLowerCase()}`);
  const mealCard = page.getByRole('article', { name: 'Weeknight Chicken Fajitas' });
  await expect(mealCard.getByText('Your recipe')).toBeVisible({ timeout: 30_000 });
  await expect(mealCard.getByText(meal?.cost ?? '$?', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'recipes-day');
  // Every food the recipe uses is bought for the week, and the list page shows it.
  const foods = (recipe?.ingredients ?? []).flatMap((line) => (line.food ? [line.food] : []));
  const listed = new Map((row?.shopping_list ?? []).map((item) => [item.id, item]));
  for (const id of foods) expect(listed.get(id)?.mealIds).toContain(meal?.id);
  await gotoLive(page, '/shopping-list');
  const tortillas = listed.get('flour_tortilla');
  await expect(page.getByText(tortillas?.name ?? 'Flour tortillas').first()).toBeVisible({
    timeout: 30_000,
  });
  await saveScreenshot(page, testInfo, 'recipes-list-week');
}

/** Axe finds nothing to fix on the page as it stands. */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

async function openRecipes(
  page: Page,
  prefix: string,
  testInfo: Parameters<typeof uniqueEmail>[1],
) {
  const account = await createConfirmedUser(uniqueEmail(prefix, testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'MY RECIPES' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByText('You have no recipes of your own yet.')).toBeVisible({
    timeout: 30_000,
  });
  return token;
}

test('imports a served recipe page, corrects one line’s food, plans it and finds it in the week and on the list', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const server = await servePage(allowed);
  try {
    const token = await openRecipes(page, 'recipes-import', testInfo);
    await page.getByRole('button', { name: /From a web address/ }).click();
    await page
      .getByRole('textbox', { name: 'Web address of the recipe page' })
      .fill(`http://${allowed}/recipes/fajitas/`);
    await page.getByRole('button', { name: 'READ THE RECIPE' }).click();
    await expect(page.getByRole('heading', { name: 'New recipe' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Weeknight Chicken Fajitas',
    );
    await expect(page.getByRole('textbox', { name: 'Ingredient line 3' })).toHaveValue(
      '1 onion, sliced',
    );
    const facts = page.getByRole('region', { name: 'Per serving' });
    await expect(facts.getByText(/^\$\d+\.\d{2} a serving/)).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'recipes-imported');

    // The person corrects the first line's food with one of its alternatives.
    const other = page.getByRole('combobox', { name: 'Another food for line 1' });
    const choice = other.locator('option').nth(1);
    const [food, name] = [await choice.getAttribute('value'), await choice.textContent()];
    await other.selectOption(food ?? '');
    await expect(page.getByText(new RegExp(`^${name}, \\d`))).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, testInfo, 'recipes-corrected');
    await page.getByRole('combobox', { name: 'Plan it' }).selectOption({ label: 'Twice a week' });

    await page.getByRole('button', { name: 'SAVE RECIPE' }).click();
    const card = page.getByRole('listitem', { name: 'Weeknight Chicken Fajitas' });
    await expect(card.getByText(/^\$\d+\.\d{2} a serving/)).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'recipes-list');
    const rows = await selectRows<{ ingredients: { line: string; food?: string }[] }>(
      token,
      'own_recipes',
      'select=ingredients',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ingredients[0]?.food).toBe(food);
    await expect(card.getByText('Plan it: twice a week')).toBeVisible();
    await findInTheWeek(page, token, testInfo);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('reviews a recipe pasted as text and saves it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openRecipes(page, 'recipes-paste', testInfo);
  await page.getByRole('button', { name: /Paste text/ }).click();
  await page
    .getByRole('textbox', { name: 'The recipe as text' })
    .fill(
      [
        'Lemon lentil soup',
        '',
        'Serves 4',
        '',
        'Ingredients',
        '1 cup dry lentils',
        '2 carrots, diced',
        '1 onion, chopped',
        '4 cups water',
        'salt to taste',
        '',
        'Method',
        'Simmer everything for 30 minutes.',
        'Squeeze in the lemon and serve.',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'READ THE RECIPE' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Lemon lentil soup', {
    timeout: 30_000,
  });
  const facts = page.getByRole('region', { name: 'Per serving' });
  await expect(facts.getByText('Left out of nutrition and cost', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(facts.getByRole('listitem').filter({ hasText: /^salt to taste: / })).toBeVisible();
  await saveScreenshot(page, testInfo, 'recipes-pasted');
  await page.getByRole('button', { name: 'SAVE RECIPE' }).click();
  await expect(page.getByRole('listitem', { name: 'Lemon lentil soup' })).toBeVisible({
    timeout: 30_000,
  });
});

test('refuses a private address with a clear message', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openRecipes(page, 'recipes-private', testInfo);
  await page.getByRole('button', { name: /From a web address/ }).click();
  await page
    .getByRole('textbox', { name: 'Web address of the recipe page' })
    .fill('http://192.168.1.20/recipes/soup');
  await page.getByRole('button', { name: 'READ THE RECIPE' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The recipe could not be read' });
  await expect(refusal).toContainText('private network', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'New recipe' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'recipes-refused');
});
