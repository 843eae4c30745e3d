/**
 * Numbers that agree after every edit, as a new user sees them: a vegetarian with peanut and
 * tree-nut allergies, $50, 5 lunches and 7 dinners, Mexican and Indian favourites, 30 minutes
 * of cooking and the staples at home plans a week, replaces a lunch, moves it to the last day
 * and removes that day's dinner. Then every place the week's cost appears says the same: the
 * weekly plan, the seven day cards, each day page, the shopping list, the budget tracker's
 * planned cost and its meals, and the change log, whose lines add up to the week's cost.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  backend,
  createConfirmedUser,
  logIn as logInThroughPage,
  saveScreenshot,
  uniqueEmail,
  type TestAccount,
  gotoLive,
} from './support.ts';

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

async function upsert(token: string, table: string, row: Record<string, unknown>) {
  const { apiUrl, anonKey } = backend();
  const response = await fetch(`${apiUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
}

/** The profile of the new user, as the onboarding would save it. */
async function newUserProfile(account: TestAccount, token: string) {
  await upsert(token, 'profiles', { id: account.id, full_name: account.fullName });
  await upsert(token, 'onboarding_profile', {
    id: account.id,
    full_name: account.fullName,
    age: 29,
    gender: 'Female',
    height_feet: 5,
    height_inches: 4,
    weight: 130,
    activity_level: 'Lightly Active',
    health_goal: 'Maintain Weight',
  });
  await upsert(token, 'food_preferences', {
    id: account.id,
    dietary_restrictions: ['Vegetarian'],
    allergies: ['Peanuts', 'Tree Nuts'],
    disliked_foods: '',
    protein_goal: 'Use recommended amount',
    favorite_cuisines: ['Mexican', 'Indian'],
  });
  await upsert(token, 'meal_frequency', {
    id: account.id,
    weekly_budget: '$50',
    breakfasts_per_week: 0,
    lunch_per_week: 5,
    dinner_per_week: 7,
    snacks_per_week: 0,
    cooking_time: '30',
  });
  await upsert(token, 'budget_settings', {
    id: account.id,
    zip_code: '30301',
    shopping_frequency: 'Weekly',
  });
}

/** The seven day cards' costs, by weekday, as the weekly plan shows them. */
async function dayCardCosts(page: Page): Promise<Map<string, number>> {
  const costs = new Map<string, number>();
  for (const card of await page.getByRole('article').all()) {
    const day = (await card.getAttribute('aria-label')) ?? '';
    const cost = card.getByText(/^\$\d+\.\d\d$/);
    // The text in the page, not as laid out: a card far down a phone's screen is not rendered
    // until scrolled near (offScreen.ts), and innerText reads nothing there.
    costs.set(day, (await cost.count()) > 0 ? cents((await cost.textContent()) ?? '') : 0);
  }
  return costs;
}

test('every number of the week agrees after replacing, moving and removing meals', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const account = await createConfirmedUser(uniqueEmail('numbers', testInfo));
  await newUserProfile(account, await accessToken(account));
  await logInThroughPage(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await gotoLive(page, '/meal-plan');
  // The new user has the kitchen's staples: from scratch, $50 buys no such week.
  const staples = page.getByRole('region', { name: 'Staples at home' });
  await staples.getByRole('button', { name: 'I have most of these' }).click();
  await staples.getByRole('button', { name: 'SAVE STAPLES' }).click();
  await expect(page.getByRole('region', { name: 'Staples at home' })).toContainText(
    'You told us which staples you have',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByRole('article')).toHaveCount(7);
  const days = await Promise.all(
    (await page.getByRole('article').all()).map(async (card) => card.getAttribute('aria-label')),
  );
  const lastDay = days[6] ?? '';

  // Replace the first lunch, move it to the last day, remove the last day's dinner.
  const lunchDay =
    (await page
      .getByRole('article')
      .filter({ hasText: 'LUNCH' })
      .filter({ hasNotText: lastDay })
      .first()
      .getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: `Daily Plan: ${lunchDay}` }).click();
  const lunch = page.getByRole('article').filter({ hasText: 'LUNCH' }).first();
  await lunch.getByRole('button', { name: /^Show details of / }).click();
  await lunch.getByRole('button', { name: /^REPLACE / }).click();
  await expect(page.getByText('Meal regenerated')).toBeVisible({ timeout: 60_000 });
  const replacement = page
    .getByRole('article')
    .filter({ has: page.getByRole('combobox', { name: 'Move to another day' }) });
  const replaced = (await replacement.getAttribute('aria-label')) ?? '';
  await replacement.getByRole('combobox', { name: 'Move to another day' }).click();
  await page.getByRole('option', { name: lastDay }).click();
  await page
    .getByRole('dialog', { name: 'Move Meal' })
    .getByRole('button', { name: "Yes, I'm sure" })
    .click();
  await expect(page.getByText(`The meal has been moved to ${lastDay}`)).toBeVisible();
  await gotoLive(page, `/meal-plan/${lastDay.toLowerCase()}`);
  await expect(page.getByRole('article', { name: replaced })).toBeVisible();
  const dinner = page.getByRole('article').filter({ hasText: 'DINNER' }).first();
  await dinner.getByRole('button', { name: /^Show details of / }).click();
  await dinner.getByRole('button', { name: /^REMOVE / }).click();
  await expect(page.getByText('The meal has been removed from your plan')).toBeVisible();
  await saveScreenshot(page, testInfo, 'numbers-day-after-edits');

  // The weekly plan: its cost and the seven day cards.
  await gotoLive(page, '/meal-plan');
  const weekly = page.getByText(/^Estimated Weekly Cost: \$\d+\.\d\d of \$50$/);
  await expect(weekly).toBeVisible();
  const week = cents(((await weekly.innerText()).match(/\$(\d+\.\d\d) of/) ?? [])[1] ?? '');
  expect(week).toBeGreaterThan(0);
  expect(week).toBeLessThanOrEqual(5000);
  const cards = await dayCardCosts(page);
  expect([...cards.values()].reduce((sum, value) => sum + value, 0)).toBe(week);
  await expect(page.getByRole('region', { name: 'How this plan was made' })).toContainText(
    'now; your profile asks for 5 lunches and 7 dinners (this week was edited).',
  );
  await saveScreenshot(page, testInfo, 'numbers-week');

  // Each day page says what its card says.
  for (const [day, cost] of cards) {
    await gotoLive(page, `/meal-plan/${day.toLowerCase()}`);
    const summary = page.getByText('Daily Cost', { exact: true }).locator('..');
    await expect(summary).toContainText(`$${(cost / 100).toFixed(2)}`);
  }

  // The shopping list is the week's bill.
  await gotoLive(page, '/shopping-list');
  await expect(page.getByText(`This week's list: $${(week / 100).toFixed(2)}`)).toBeVisible();
  const prices = await page
    .getByRole('list', { name: 'SHOPPING LIST' })
    .getByRole('listitem')
    .getByText(/^\$\d+\.\d\d$/)
    .allTextContents(); // sections far down are not laid out, so not innerText (offScreen.ts)
  expect(prices.reduce((sum, text) => sum + cents(text), 0)).toBe(week);
  await saveScreenshot(page, testInfo, 'numbers-shopping-list');

  // The budget tracker: planned, the week's meals by day, and the change log.
  await page.goto('/budget-tracker');
  await expect(page.getByLabel(`Planned: $${(week / 100).toFixed(2)}`)).toBeVisible();
  const meals = page.getByRole('region', { name: "Current Week's Meals" });
  const mealDayCosts = await meals.getByText(/^\$\d+\.\d\d$/).allInnerTexts();
  expect(mealDayCosts.reduce((sum, text) => sum + cents(text), 0)).toBe(week);
  const log = page.getByRole('table', { name: 'Recent Changes' });
  await expect(log.getByText(`Moved ${replaced} from ${lunchDay} to ${lastDay}`)).toBeVisible();
  const amounts = await log.getByRole('row').locator('td:last-child').allInnerTexts();
  expect(amounts.length).toBe(4);
  expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(week);
  await saveScreenshot(page, testInfo, 'numbers-budget-tracker');
});
