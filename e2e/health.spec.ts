import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  logIn,
  saveScreenshot,
  selectRows,
  uniqueEmail,
  gotoLive,
} from './support.ts';

/** The week's score and cost as the page shows them. */
async function scoreAndCost(page: Page): Promise<{ score: number; cost: string }> {
  const badge = (await page.getByTestId('hei-score').textContent()) ?? '';
  const score = Number(/Index: (\d+) of 100/.exec(badge)?.[1] ?? NaN);
  const costLine = (await page.getByText(/^Estimated Weekly Cost: /).textContent()) ?? '';
  const cost = /\$\d+\.\d{2}/.exec(costLine)?.[0] ?? '';
  return { score, cost };
}

test('a new user sees the week’s Healthy Eating Index, moves the spend/quality control and gets another week', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const account = await createConfirmedUser(uniqueEmail('health', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await gotoLive(page, '/meal-plan');
  await expect(page.getByRole('heading', { name: 'YOUR MEAL PLAN' })).toBeVisible();
  const control = page.getByRole('radiogroup', { name: 'Spend less or eat better' });
  await expect(control).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Balanced' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 90_000,
  });

  // The score and its 13 parts as a chart, and the food groups against targets.
  const section = page.getByRole('region', { name: 'How healthy this week is' });
  await expect(section).toBeVisible();
  await expect(page.getByTestId('hei-chart').getByRole('progressbar')).toHaveCount(13);
  await expect(page.getByTestId('food-groups').getByRole('progressbar').first()).toBeVisible();
  const before = await scoreAndCost(page);
  expect(before.score).toBeGreaterThanOrEqual(0);
  expect(before.score).toBeLessThanOrEqual(100);
  expect(before.cost).not.toBe('');
  await expectNoHorizontalScroll(page);
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'health-balanced');

  // Spend less: kept with the profile, and the week is planned again.
  await page.getByText('Spend less', { exact: true }).click();
  await expect(page.getByText('Your meal plan is ready!').last()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('radio', { name: 'Spend less' })).toBeChecked();
  await expect
    .poll(async () => (await scoreAndCost(page)).cost, { timeout: 90_000 })
    .not.toBe(before.cost);
  const after = await scoreAndCost(page);
  expect(after.score).not.toBe(before.score);
  expect(Number(after.cost.slice(1))).toBeLessThan(Number(before.cost.slice(1)));
  const [row] = await selectRows<{ plan_focus: number | null }>(
    token,
    'planning_preferences',
    `select=plan_focus&id=eq.${account.id}`,
  );
  expect(row?.plan_focus).toBe(1);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'health-spend-less');

  // The day shows its protein and calories against its targets.
  await page
    .getByRole('button', { name: /^Daily Plan: / })
    .first()
    .click();
  await expect(page.getByTestId('day-targets').getByRole('progressbar')).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'health-day');
});
