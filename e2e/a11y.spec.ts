import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const publicRoutes = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/reset-password/update',
  '/privacy-policy',
  '/terms',
  '/auth/callback',
  '/demo/meal-plan',
  '/demo/meal-plan-day/monday',
  '/demo/meal-plan-day/tuesday',
  '/demo/shopping-list',
  '/demo/budget-tracker',
  '/no/such/page',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

test.describe('accessibility, signed out', () => {
  for (const route of publicRoutes) {
    test(`${route} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
