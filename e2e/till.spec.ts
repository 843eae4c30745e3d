/**
 * The budget is what a person pays at the till, as a new user meets it: starting from scratch at
 * $50, the week's cost is the till and equals the list's total, staples bought whole; saying the
 * staples are at home lowers the list and drops their lines, and the plan page offers to plan
 * again; a bi-weekly shopper plans next week before it starts, opens its days, and gets one list
 * for both weeks; a week bought at 178 % of its budget shows 178 %.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ShoppingItem, WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  gotoLive,
  logIn,
  planThisWeek,
  saveRow,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

interface PlanRow {
  week_start: string;
  plan: WeeklyPlan;
  shopping_list: ShoppingItem[];
}

const cents = (dollars: number) => Math.round(dollars * 100);
const money = (dollars: number) => `$${dollars.toFixed(2)}`;
const plans = (token: string) =>
  selectRows<PlanRow>(token, 'meal_plans', 'select=week_start,plan,shopping_list&order=week_start');

async function generate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });
}

test('starting from scratch at $50: the till fits and is the list; staples at home lower it', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const account = await createConfirmedUser(uniqueEmail('till', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  const dinners = (budget: string) =>
    saveRow(token, 'meal_frequency', {
      id: account.id,
      weekly_budget: budget,
      breakfasts_per_week: 0,
      lunch_per_week: 0,
      dinner_per_week: 7,
      snacks_per_week: 0,
    });
  await dinners('$50');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Before the first plan, the page asks which staples are at home.
  await gotoLive(page, '/meal-plan');
  const question = page.getByRole('region', { name: 'Staples at home' });
  await expect(question).toContainText('You have not told us which staples you have');
  await expect(question.getByRole('checkbox').first()).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'till-staples-question');
  await question.getByRole('button', { name: "I'm starting from scratch" }).click();
  await question.getByRole('button', { name: 'SAVE STAPLES' }).click();
  await expect(page.getByRole('region', { name: 'Staples at home' })).toContainText(
    'You told us which staples you have',
    { timeout: 15_000 },
  );

  // At $15 no week fits from scratch: the page says why and names the cheapest till that works.
  await dinners('$15');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: 'No week fits yet' });
  await expect(refusal).toContainText(/costs \$\d+\.\d\d at the till, above your \$15\.00 budget/, {
    timeout: 90_000,
  });
  await expect(refusal).toContainText(/Raise your weekly budget to \$\d+\.\d\d/);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'till-no-week-fits');
  await dinners('$50');

  await generate(page);
  await expect(refusal).toHaveCount(0);
  const [week] = await plans(token);
  if (!week) throw new Error('no week was planned');
  const till = week.plan.totalCostValue;
  expect(cents(till)).toBeLessThanOrEqual(5000);
  expect(week.shopping_list.reduce((sum, item) => sum + cents(item.price), 0)).toBe(cents(till));
  const staples = week.shopping_list.filter((item) => item.pantry);
  expect(staples.length).toBeGreaterThan(0);
  for (const staple of staples) expect(staple.packagesToBuy).toBeGreaterThan(0);
  await expect(
    page.getByText(`Estimated Weekly Cost: ${week.plan.totalCost} of $50`),
  ).toBeVisible();
  await expect(page.getByText(/What this week's meals use is worth \$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'till-week-from-scratch');

  await gotoLive(page, '/shopping-list');
  await expect(page.getByText(`This week's list: ${money(till)}`)).toBeVisible({
    timeout: 15_000,
  });
  const list = page.getByRole('list', { name: 'SHOPPING LIST' });
  for (const staple of staples)
    await expect(list.getByRole('checkbox', { name: staple.name, exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'till-list-from-scratch');

  // The staples are at home after all: the week is priced again, without buying them.
  await gotoLive(page, '/pantry');
  const checklist = page.getByRole('region', { name: 'Staples at home' });
  await checklist.getByRole('button', { name: 'I have most of these' }).click();
  await checklist.getByRole('button', { name: 'SAVE STAPLES' }).click();
  await expect(checklist.getByText(/^Saved\./)).toBeVisible({ timeout: 30_000 });
  const [priced] = await plans(token);
  if (!priced) throw new Error('the week is gone');
  expect(cents(priced.plan.totalCostValue)).toBeLessThan(cents(till));
  expect(priced.shopping_list.filter((item) => item.pantry)).toEqual([]);
  await gotoLive(page, '/shopping-list');
  await expect(
    page.getByText(`This week's list: ${money(priced.plan.totalCostValue)}`),
  ).toBeVisible({ timeout: 15_000 });
  for (const staple of staples)
    await expect(list.getByRole('checkbox', { name: staple.name, exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'till-list-with-staples');

  await gotoLive(page, '/meal-plan');
  await expect(page.getByText('Your staples changed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Plan this week again' })).toBeEnabled();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await saveScreenshot(page, testInfo, 'till-replan-offer');
});

test('a bi-weekly shopper plans next week before it starts and gets one list for both', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  const account = await createConfirmedUser(uniqueEmail('trip', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await saveRow(token, 'budget_settings', { id: account.id, shopping_frequency: 'Bi-Weekly' });
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await gotoLive(page, '/meal-plan');
  const weeks = page.getByRole('radiogroup', { name: 'Which week' });
  await expect(weeks.getByRole('radio', { name: 'In 2 weeks' })).toBeVisible({ timeout: 15_000 });
  await generate(page);
  await weeks.getByRole('radio', { name: 'Next week' }).click();
  await expect(page.getByRole('button', { name: 'Generate New Meal Plan' })).toBeEnabled({
    timeout: 15_000,
  });
  await generate(page);
  const [first, second] = await plans(token);
  if (!first || !second) throw new Error('the two weeks were not planned');
  expect(second.plan.trip).toEqual({ start: first.week_start, weeks: 2 });
  await saveScreenshot(page, testInfo, 'trip-next-week');

  // Next week's day opens as next week's.
  const day = second.plan.days[2];
  if (!day) throw new Error('no third day');
  await page.getByRole('button', { name: `Daily Plan: ${day.day}` }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-plan/${day.day.toLowerCase()}\\?ahead=1$`));
  const meal = day.meals[0];
  if (meal) await expect(page.getByText(meal.name).first()).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'trip-next-week-day');

  // One list covers the trip: this week's lines and what next week buys on the trip's day.
  await gotoLive(page, '/shopping-list');
  const onTrip = second.shopping_list.filter((item) => {
    const later = (item.topUps ?? []).reduce((sum, t) => sum + t.packages, 0);
    return (item.packagesToBuy ?? 0) - later > 0;
  });
  const total = first.plan.totalCostValue + sumOnTrip(onTrip);
  await expect(
    page.getByText(new RegExp(`This trip's list: \\${money(total)}, for the weeks of`)),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/For the week of /).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'trip-list');
});

/** What a trip's later week's lines cost on the trip's day (their packages bought then). */
function sumOnTrip(items: readonly ShoppingItem[]): number {
  return (
    items.reduce((sum, item) => {
      const later = (item.topUps ?? []).reduce((s, t) => s + t.packages, 0);
      const packages = (item.packagesToBuy ?? 0) - later;
      return (
        sum +
        (packages === item.packagesToBuy
          ? cents(item.price)
          : Math.round(packages * (item.packagePrice ?? 0) * 100))
      );
    }, 0) / 100
  );
}

test('a week bought at 178 % of its budget shows 178 %, and the amount over', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await createConfirmedUser(uniqueEmail('over', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await planThisWeek(account, token);
  const [week] = await plans(token);
  if (!week) throw new Error('no week was planned');
  const item = week.shopping_list[0];
  if (!item) throw new Error('an empty list');
  // $100 budget; one receipt of $178.
  await saveRow(token, 'purchases', {
    user_id: account.id,
    week_start: week.week_start,
    item_key: item.id,
    name: item.name,
    amount_paid: 178,
  });
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await gotoLive(page, '/budget-tracker');
  await expect(page.getByText('178% of your budget spent')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('$78.00 over budget').first()).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: '178% of your budget spent, $78.00 over budget' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'budget-178');
});
