import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  logIn,
  uniqueEmail,
} from './support.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

test('every signed-in route has no serious or critical axe violations', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createConfirmedUser(uniqueEmail('a11y', testInfo));
  await completeProfile(account, await accessToken(account));
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto('/meal-plan');
  await page.getByRole('button', { name: 'Generate New Meal Plan' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
    timeout: 30_000,
  });

  const found: Record<string, unknown[]> = {};
  for (const route of [
    '/dashboard',
    '/meal-plan',
    '/meal-plan/monday',
    '/shopping-list',
    '/budget-tracker',
    '/profile-review',
    '/onboarding',
  ]) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    // Nothing loading (a status line of a form, e.g. the staples question's, may stay).
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[route] = violations;
  }
  expect(found).toEqual({});
});
