/**
 * A page that fails shows why inside the app's header and footer, not the router's developer
 * page; a page whose code did not arrive (a dropped connection, or files of an older version
 * that a new deployment removed) reloads once by itself, and not again for the same address
 * within a minute.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render.tsx';
import { isCodeNotLoaded, page, shouldReload } from '../../src/app/RouteError.tsx';
import { pageErrorTexts } from '../../machines/texts/pageError.ts';

const failure = vi.hoisted(() => ({ error: new Error('unset') }));
// The legal pages' route reads its page from the module it imported: here that fails as the
// browser's import would.
vi.mock('../../src/pages/LegalPage.tsx', () => ({
  get TermsPage() {
    throw failure.error;
  },
  get PrivacyPolicyPage() {
    throw failure.error;
  },
}));

describe('a page that fails', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    page.reload = reload;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads once when its code did not arrive, then says so with a Reload button', async () => {
    failure.error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/LegalPage-abc.js',
    );
    const first = renderApp('/terms');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { name: pageErrorTexts.notLoadedTitle }),
    ).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
    // Inside the layout: the header's home link is there.
    expect(screen.getByRole('link', { name: 'Mealwise home' })).toBeVisible();
    screen.getByRole('button', { name: pageErrorTexts.reload }).click();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('says something went wrong, without reloading, for any other failure', async () => {
    failure.error = new Error('a bug');
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: pageErrorTexts.failedTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: pageErrorTexts.home })).toHaveAttribute('href', '/');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('what counts as code that did not arrive', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('%s', (message) => {
    expect(isCodeNotLoaded(new TypeError(message))).toBe(true);
  });

  it('not another error, nor something thrown that is not an error', () => {
    expect(isCodeNotLoaded(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeNotLoaded('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloading a page by itself', () => {
  beforeEach(() => sessionStorage.clear());

  it('once a minute for the same address, at once for another', () => {
    expect(shouldReload('/terms', 1_000)).toBe(true);
    expect(shouldReload('/terms', 30_000)).toBe(false);
    expect(shouldReload('/dashboard', 31_000)).toBe(true);
    expect(shouldReload('/terms', 32_000)).toBe(true);
    expect(shouldReload('/terms', 92_000)).toBe(true);
  });
});
