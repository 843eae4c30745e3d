/**
 * The one record per page (machines/shared/paths.ts) and what is made from it: the paths the
 * machines and links use, the route table's lazy pages (src/app/boot.ts) and the build's
 * addresses.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import {
  SETUP_PATHS,
  addressesOf,
  pageRecords,
  pages,
  paths,
} from '../../machines/shared/paths.ts';
import { pageLoad } from '../../src/app/boot.ts';
import { appRoutes } from '../../src/app/routes.tsx';

describe('the page records', () => {
  it('give the paths the machines and links use', () => {
    expect(paths.dashboard).toBe('/dashboard');
    expect(paths.mealPlanDay('monday')).toBe('/meal-plan/monday');
    expect(paths.demoMealPlanDay('friday')).toBe('/demo/meal-plan-day/friday');
    expect(SETUP_PATHS).toEqual(['/onboarding', '/profile-review']);
  });

  it('give a day page one address a weekday and any other page its own', () => {
    expect(addressesOf(pages.mealPlanDay)).toHaveLength(7);
    expect(addressesOf(pages.mealPlanDay)).toContain('/meal-plan/sunday');
    expect(addressesOf(pages.shoppingList)).toEqual(['/shopping-list']);
  });

  it('each page is where its record says, behind the guard its access asks for', () => {
    for (const record of pageRecords) {
      for (const address of addressesOf(record)) {
        const concrete = address.replace('/*', '/no/such/page');
        const matched = matchRoutes(appRoutes(), concrete) ?? [];
        const guarded = matched.some(
          ({ route }) => route.path === undefined && route.lazy && route.children,
        );
        expect(guarded, address).toBe(record.access === 'setup' || record.access === 'member');
        expect(matched.at(-1)?.route.lazy, address).toBeDefined();
      }
    }
  });

  it.each(pageRecords.map((record) => [record.path, record] as const))(
    '%s loads the component and loader its record names',
    async (_path, record) => {
      const route = await pageLoad(record, () => false)();
      expect(typeof route.Component).toBe('function');
      expect(typeof route.loader).toBe(record.loader ? 'function' : 'undefined');
    },
    30_000,
  );

  it('a record naming a module that is not there fails at once', () => {
    expect(() => pageLoad({ ...pages.pantry, module: 'plan/NoSuchPage' }, () => false)).toThrow(
      'No page module src/pages/plan/NoSuchPage.tsx',
    );
  });

  it('a record naming an export its module lacks fails as the page loads', async () => {
    await expect(
      pageLoad({ ...pages.pantry, component: 'NoSuchPage' }, () => false)(),
    ).rejects.toThrow('src/pages/plan/PantryPage.tsx exports no NoSuchPage');
  });
});
