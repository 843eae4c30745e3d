/**
 * A household's week on the plan screens, in a real browser on a desktop and a 375 px phone.
 * The stored week is the plan response's household shape from the web tests' fixture (the
 * browser's read of meal_plans is answered with it), so the screens can be looked at before the
 * planner makes such weeks: portions per person on the day's dishes, each person's day, and who
 * the week feeds with the cost per person.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { samplePlan, type MealTemplate } from '../machines/planShared/samplePlan.ts';
import { isoDateOf } from '../machines/planShared/week.ts';
import { householdPlan } from '../tests/web/householdFixtures.ts';
import { chili, oatmeal } from '../tests/web/planFixtures.ts';
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

const soup: MealTemplate = {
  ...chili,
  type: 'LUNCH',
  name: 'Lentil Soup with Spinach and Crusty Bread',
  recipeId: 'soup',
  costValue: 3.15,
};
const snack: MealTemplate = {
  ...oatmeal,
  type: 'SNACK',
  name: 'Apple with Peanut-Free Sunflower Butter',
  recipeId: 'apple',
  costValue: 0.9,
  nutrition: { calories: 210, protein: '6g', carbs: '24g', fat: '11g' },
};

/** The page's serious and critical WCAG 2.1 AA violations (axe), by rule. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ') ?? ''}`);
}

/** This week, every day with a breakfast, a lunch (Ana's alone), a dinner and a snack. */
function householdWeek() {
  const stored = samplePlan({
    weekStart: isoDateOf(new Date()),
    weeklyBudget: 120,
    proteinGoal: 124,
    calorieTarget: 3800,
    meals: () => [oatmeal, soup, chili, snack],
  });
  return householdPlan(stored);
}

test.use({ serviceWorkers: 'block' });

test("a household's week shows portions per person, each person's day and who the week feeds", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createConfirmedUser(uniqueEmail('household-plan', testInfo));
  await completeProfile(account, await accessToken(account));
  const stored = householdWeek();
  await page.route('**/rest/v1/meal_plans?*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          week_start: stored.plan.weekStart,
          plan: stored.plan,
          shopping_list: stored.shoppingList,
        },
      ]),
    });
  });
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await gotoLive(page, '/meal-plan');
  const feeds = page.getByRole('region', { name: 'Who this week feeds' });
  await expect(feeds).toBeVisible({ timeout: 15_000 });
  const members = stored.plan.household?.members ?? [];
  for (const member of members) {
    await expect(feeds.getByRole('article', { name: member.name })).toContainText(member.cost);
  }
  await expect(page.getByText(/^Estimated Weekly Cost for the household: /)).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'household-week');

  const first = stored.plan.days[0];
  await gotoLive(page, `/meal-plan/${first?.day.toLowerCase()}`);
  const dinner = page.getByRole('article', { name: 'Turkey Chili' });
  await expect(dinner.getByText('Portions: Ana 1.5x · Leo 0.75x')).toBeVisible();
  // The week this device kept shows while the fresh one loads; cards open once it is in.
  const open = dinner.getByRole('button', { name: 'Show details of Turkey Chili' });
  await expect(async () => {
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(dinner.getByText(/for the whole dish, cooked for Ana and Leo/)).toBeVisible();
  await expect(page.getByRole('region', { name: "Each person's day" })).toBeVisible();
  await expect(page.getByTestId('member-day')).toHaveCount(2);
  // Each person's day says what part of their whole day the planned meals make up.
  const days = page.getByRole('region', { name: "Each person's day" });
  for (const name of ['Ana', 'Leo'])
    await expect(
      days.getByText(new RegExp(`^${name}: .*this day's planned meals .*a whole day's`)),
    ).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'household-day');
});
