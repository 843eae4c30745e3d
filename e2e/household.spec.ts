import { WEEKDAYS } from '../supabase/functions/_shared/rules/week.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import {
  accessToken,
  createConfirmedUser,
  expectNoHorizontalScroll,
  gotoLive,
  logIn,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

async function addSomeone(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page
    .getByRole('region', { name: 'Anyone else you cook for?' })
    .getByRole('button', { name: 'Add someone' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add someone' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add to household' }).click();
  await expect(dialog).toBeHidden();
}

async function nextStep(page: Page, title: string) {
  await page.getByRole('button', { name: 'NEXT PAGE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a new user plans for a household: portions per person, no peanut for the child allergic to it', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const account = await createConfirmedUser(
    uniqueEmail('household-plan', testInfo),
    'correct-horse-42',
    'Sam Carter',
  );
  await logIn(page, account);
  const token = await accessToken(account);

  // Step 1: the account holder, then two more people.
  await expect(page.getByRole('heading', { level: 1, name: 'CREATE YOUR PROFILE' })).toBeVisible();
  await page.getByLabel('Age', { exact: true }).selectOption('38');
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Activity Level', { exact: true }).selectOption('Lightly Active');
  await addSomeone(page, async (dialog) => {
    await dialog.getByLabel('Name', { exact: false }).fill('Ana');
    await dialog.getByLabel('Age (years)', { exact: false }).fill('36');
    await dialog.getByLabel('Sex', { exact: false }).selectOption('Female');
    await dialog.getByLabel('Activity level', { exact: false }).selectOption('Lightly Active');
  });
  await addSomeone(page, async (dialog) => {
    await dialog.getByLabel('Name', { exact: false }).fill('Leo');
    await dialog.getByLabel('Age (years)', { exact: false }).fill('7');
    await dialog.getByLabel('Sex', { exact: false }).selectOption('Male');
    await dialog.getByLabel('Activity level', { exact: false }).selectOption('Moderately Active');
    await dialog
      .getByRole('group', { name: 'Allergies' })
      .getByRole('checkbox', { name: 'Peanuts' })
      .check();
    // School lunches: Leo eats lunch away from home.
    await dialog
      .getByRole('group', { name: /Meals eaten at home/ })
      .getByRole('checkbox', { name: 'Lunch' })
      .uncheck();
  });
  const household = page.getByRole('region', { name: 'Anyone else you cook for?' });
  await expect(household.getByText('Ana, 36 years, Female')).toBeVisible();
  await expect(household.getByText('Leo, 7 years, Male')).toBeVisible();

  // The rest of the wizard: a household budget.
  await nextStep(page, 'DIETARY PREFERENCES');
  await nextStep(page, 'MEAL PLANNING PREFERENCES');
  await page.getByRole('radio', { name: '$200', exact: true }).check();
  await nextStep(page, 'GROCERY PREFERENCES');
  await page.getByRole('button', { name: 'REVIEW PROFILE' }).click();
  await expect(page).toHaveURL(/\/profile-review$/);
  await expect(
    page.getByRole('region', { name: 'Household' }).getByText('Leo, 7 years, Male'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'GO TO DASHBOARD' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The week, planned for the three of them.
  await gotoLive(page, '/meal-plan');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
  const feeds = page.getByRole('region', { name: 'Who this week feeds' });
  await expect(feeds).toContainText('Sam');
  await expect(feeds).toContainText('Ana');
  await expect(feeds).toContainText('Leo');
  await expect(page.getByTestId('cost-per-person')).toContainText('per person on average');
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'household-week');

  // A day: each dish's portions per person, and each person's day.
  const today = WEEKDAYS[new Date().getDay()] ?? 'Sunday';
  await page.getByRole('button', { name: `Daily Plan: ${today}` }).click();
  await expect(page.getByRole('heading', { name: `${today} Meal Plan` })).toBeVisible();
  const portions = page.getByTestId('meal-portions');
  await expect(portions.first()).toBeVisible();
  const lines = await portions.allInnerTexts();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/^Portions: Sam [\d.]+x · Ana [\d.]+x/);
  await expect(page.getByText("Each person's day")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'household-day');

  // No peanut in any dish Leo eats: the day's cards as shown, and the whole stored week.
  const cards = page.getByRole('article').filter({ has: page.getByTestId('meal-portions') });
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const line = await card.getByTestId('meal-portions').innerText();
    if (!line.includes('Leo')) continue;
    await card.getByRole('button', { name: /^Show details of / }).click();
    await expect(card.getByText('Ingredients', { exact: false }).first()).toBeVisible();
    expect((await card.innerText()).toLowerCase()).not.toContain('peanut');
  }
  const [row] = await selectRows<{ plan: WeeklyPlan }>(token, 'meal_plans', 'select=plan');
  let leoMeals = 0;
  for (const day of row?.plan.days ?? [])
    for (const meal of day.meals) {
      const eaters = (meal.portions ?? []).map((p) => p.name);
      expect(eaters.slice(0, 2)).toEqual(['Sam', 'Ana']);
      expect(eaters.includes('Leo')).toBe(meal.type !== 'LUNCH');
      if (!eaters.includes('Leo')) continue;
      leoMeals += 1;
      for (const ingredient of meal.ingredients)
        expect(ingredient.name.toLowerCase()).not.toContain('peanut');
    }
  expect(leoMeals).toBeGreaterThan(10);
});
