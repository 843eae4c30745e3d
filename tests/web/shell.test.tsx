import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render.tsx';
import { activeBottomNavEntry, bottomNavEntries } from '../../src/components/BottomNav.tsx';
import { accountLabel } from '../../src/components/AccountControl.tsx';
import { testUser } from './session.ts';

describe('home page', () => {
  it('shows the hero and sends a visitor to sign up', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /won't break the bank/i }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plan meals, track spending, eat better.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/signup');
  });

  it('links the three cards to the demo pages for a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: /MEAL PLANNING/ })).toHaveAttribute(
      'href',
      '/demo/meal-plan',
    );
    expect(screen.getByRole('link', { name: /SHOPPING LISTS/ })).toHaveAttribute(
      'href',
      '/demo/shopping-list',
    );
    expect(screen.getByRole('link', { name: /BUDGET TRACKING/ })).toHaveAttribute(
      'href',
      '/demo/budget-tracker',
    );
    expect(screen.getByText('Create weekly meal plans in minutes')).toBeInTheDocument();
    expect(screen.getByText('Shop where you want to by location or price')).toBeInTheDocument();
    expect(
      screen.getByText('Healthy, affordable recipes that fit your budget'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in person to their own pages', async () => {
    renderApp('/', {
      session: { user: testUser() },
    });
    // The page can show before the session has said who is signed in: wait for the links to
    // follow it.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute(
        'href',
        '/dashboard',
      ),
    );
    expect(screen.getByRole('link', { name: /MEAL PLANNING/ })).toHaveAttribute(
      'href',
      '/demo/meal-plan',
    );
    expect(screen.getByRole('link', { name: /SHOPPING LISTS/ })).toHaveAttribute(
      'href',
      '/shopping-list',
    );
    expect(screen.getByRole('link', { name: /BUDGET TRACKING/ })).toHaveAttribute(
      'href',
      '/budget-tracker',
    );
  });
});

describe('header and footer', () => {
  it('shows the brand link, SUPPORT and LOGIN to a visitor', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'SUPPORT' })).toBeInTheDocument();
    // The account control shows LOGIN once the session has answered (signed out).
    expect(await within(header).findByRole('link', { name: 'LOGIN' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows LOADING while authentication loads', async () => {
    renderApp('/', { session: { loading: true } });
    expect(await screen.findByRole('button', { name: 'LOADING' })).toBeDisabled();
  });

  it('opens the account menu with Profile Settings and Sign Out', async () => {
    let signedOut = 0;
    renderApp('/', {
      session: { user: testUser({ fullName: 'ada lovelace' }), onSignOut: () => (signedOut += 1) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ADA' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile-review',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(signedOut).toBe(1));
    // The menu's code loads on demand: on a busy machine that alone can take seconds.
  }, 20_000);

  it('opens the support dialog', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'SUPPORT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    // The theme names every dialog's close button (its first tab stop).
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('shows the current year and the legal links in the footer', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Mealwise`)),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('labels the account button with the first word of the name, or ACCOUNT', () => {
    expect(accountLabel('  maria  de la cruz')).toBe('MARIA');
    expect(accountLabel('')).toBe('ACCOUNT');
    expect(accountLabel(null)).toBe('ACCOUNT');
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms', 'Terms & Conditions'],
  ])('%s shows its title and a link back home', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('bottom navigation', () => {
  it.each([
    ['/dashboard', 'Home'],
    ['/', 'Home'],
    ['/meal-plan', 'Meal Plan'],
    ['/meal-plan/monday', 'Meal Plan'],
    ['/shopping-list', 'Shopping'],
    ['/budget-tracker', 'Budget'],
    ['/profile-review', 'Profile'],
  ])('marks the entry of %s as %s', (path, label) => {
    expect(activeBottomNavEntry(path)?.label).toBe(label);
  });

  it('marks nothing on pages outside the five entries', () => {
    expect(activeBottomNavEntry('/login')).toBeUndefined();
  });

  it('has the five entries of the spec in order', () => {
    expect(bottomNavEntries.map((entry) => [entry.label, entry.to])).toEqual([
      ['Home', '/dashboard'],
      ['Meal Plan', '/meal-plan'],
      ['Shopping', '/shopping-list'],
      ['Budget', '/budget-tracker'],
      ['Profile', '/profile-review'],
    ]);
  });
});
