import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from '../../src/app/pageTitle.ts';
import { appRoutes } from '../../src/app/routes.tsx';
import { renderApp } from './render.tsx';

/** The title the route table gives an address. */
function titleOf(address: string): string {
  const matches = matchRoutes(appRoutes(), address) ?? [];
  return pageTitle(matches.map((match) => ({ handle: match.route.handle, params: match.params })));
}

describe('page titles', () => {
  it.each([
    ['/', HOME_TITLE],
    ['/login', 'Log in · Mealwise'],
    ['/signup', 'Sign up · Mealwise'],
    ['/reset-password', 'Reset your password · Mealwise'],
    ['/reset-password/update', 'Choose a new password · Mealwise'],
    ['/auth/callback', 'Signing you in · Mealwise'],
    ['/privacy-policy', 'Privacy Policy · Mealwise'],
    ['/terms', 'Terms & Conditions · Mealwise'],
    ['/demo/meal-plan', 'Sample meal plan · Mealwise'],
    ['/demo/meal-plan-day/tuesday', "Sample: Tuesday's meals · Mealwise"],
    ['/demo/shopping-list', 'Sample shopping list · Mealwise'],
    ['/demo/budget-tracker', 'Sample budget tracker · Mealwise'],
    ['/onboarding', 'Set up your profile · Mealwise'],
    ['/profile-review', 'Review your profile · Mealwise'],
    ['/dashboard', 'Dashboard · Mealwise'],
    ['/meal-plan', 'Your meal plan · Mealwise'],
    ['/meal-plan/sunday', "Sunday's meals · Mealwise"],
    ['/shopping-list', 'Shopping list · Mealwise'],
    ['/budget-tracker', 'Budget tracker · Mealwise'],
    ['/pantry', 'Pantry · Mealwise'],
    ['/meal-plan/funday', 'Page not found · Mealwise'],
    ['/no/such/page', 'Page not found · Mealwise'],
  ])('%s is titled %s', (address, title) => {
    expect(titleOf(address)).toBe(title);
  });

  it('no two pages share a title', () => {
    const addresses = ['/', '/login', '/signup', '/dashboard', '/meal-plan', '/demo/meal-plan'];
    expect(new Set(addresses.map(titleOf)).size).toBe(addresses.length);
  });

  it('the document title follows navigation', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    await userEvent.click(await screen.findByRole('link', { name: /MEAL PLANNING/ }));
    await waitFor(() => expect(document.title).toBe('Sample meal plan · Mealwise'));
  });
});
