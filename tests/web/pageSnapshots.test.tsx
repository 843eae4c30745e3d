import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SNAPSHOT_LIMITS,
  isSnapshotPath,
  keepSnapshot,
  localIsoDate,
  readSnapshots,
  settledMarkup,
  watchPageSnapshots,
  type PageSnapshot,
} from '../../src/app/pageSnapshots.ts';
import { restorePageSnapshot } from '../../src/app/restoreSnapshot.ts';
import { appShellHtml } from '../../scripts/prerender-plugin.ts';
import { clearUserData, localKeys } from '../../src/services/localStore.ts';

const SESSION_KEY = 'sb-127-auth-token';
const TODAY = new Date(2026, 10, 24, 9, 30);

function storeSession(userId: string): void {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: userId } }),
  );
}

function snapshot(overrides: Partial<PageSnapshot> = {}): PageSnapshot {
  return {
    userId: 'user-1',
    savedOn: localIsoDate(TODAY),
    savedAt: TODAY.getTime(),
    title: 'Meal Plan | Mealwise',
    html: '<main><h1>Your Meal Plan</h1><p>Lentil Soup</p></main>',
    ...overrides,
  };
}

function setUpPage(pathname: string): { root: HTMLElement; link: HTMLLinkElement } {
  window.history.replaceState({}, '', pathname);
  document.head.innerHTML =
    '<link rel="preload" as="style" data-app-stylesheet href="/assets/index.css">';
  document.body.innerHTML = '<div id="root"><p role="status">Loading...</p></div>';
  return {
    root: document.getElementById('root') as HTMLElement,
    link: document.querySelector('link') as HTMLLinkElement,
  };
}

/** Mutation observers hear of a change in a microtask. */
async function mutationsSeen(): Promise<void> {
  await Promise.resolve();
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Mealwise';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keeping what a signed-in page showed', () => {
  it('keeps the dashboard, the week, its days and the shopping list, nothing else', () => {
    for (const path of ['/dashboard', '/meal-plan', '/meal-plan/monday', '/shopping-list']) {
      expect(isSnapshotPath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/login',
      '/demo/meal-plan',
      '/meal-plan/someday',
      '/profile-review',
    ]) {
      expect(isSnapshotPath(path)).toBe(false);
    }
  });

  it('keeps a page per address, the newest first, and drops the oldest past the limit', () => {
    const paths = ['/dashboard', '/meal-plan', '/shopping-list', '/meal-plan/monday'];
    paths.push('/meal-plan/tuesday', '/meal-plan/friday');
    paths.forEach((path, index) => keepSnapshot(path, snapshot({ savedAt: index })));
    const kept = readSnapshots().pages;
    expect(Object.keys(kept)).toHaveLength(SNAPSHOT_LIMITS.pages);
    expect(kept['/dashboard']).toBeUndefined();
    expect(kept['/meal-plan/friday']?.savedAt).toBe(5);
  });

  it("drops another person's pages and never keeps an oversized one", () => {
    keepSnapshot('/dashboard', snapshot({ userId: 'someone-else' }));
    keepSnapshot('/meal-plan', snapshot());
    expect(Object.keys(readSnapshots().pages)).toEqual(['/meal-plan']);
    keepSnapshot('/shopping-list', snapshot({ html: 'x'.repeat(SNAPSHOT_LIMITS.htmlChars + 1) }));
    expect(readSnapshots().pages['/shopping-list']).toBeUndefined();
  });

  it('reads damaged or foreign storage as nothing kept', () => {
    localStorage.setItem(localKeys.pageSnapshots, '{not json');
    expect(readSnapshots()).toEqual({ pages: {} });
    localStorage.setItem(
      localKeys.pageSnapshots,
      JSON.stringify({ pages: { '/dashboard': { html: 42 }, '/meal-plan': snapshot() } }),
    );
    expect(Object.keys(readSnapshots().pages)).toEqual(['/meal-plan']);
  });

  it('keeps a page only once it has settled: nothing loading, no error, not the kept copy', () => {
    const { root } = setUpPage('/meal-plan');
    for (const unsettled of [
      '<div aria-busy="true"></div>',
      '<div class="mantine-Skeleton-root"></div>',
      '<span class="mantine-Loader-root"></span>',
      '<div role="alert">Something went wrong</div>',
    ]) {
      root.innerHTML = `<main>${unsettled}</main>`;
      expect(settledMarkup(root)).toBeNull();
    }
    root.innerHTML = '<div inert data-snapshot><main>Old</main></div>';
    expect(settledMarkup(root)).toBeNull();
    root.innerHTML = '<main><h1>Your Meal Plan</h1></main>';
    expect(settledMarkup(root)).toBe('<main><h1>Your Meal Plan</h1></main>');
  });

  it('sign-out removes every kept page', () => {
    keepSnapshot('/meal-plan', snapshot());
    clearUserData();
    expect(localStorage.getItem(localKeys.pageSnapshots)).toBeNull();
  });

  it('the page keeps itself a second after it settles, and again when the tab is hidden', async () => {
    vi.useFakeTimers({ now: TODAY });
    const { root } = setUpPage('/meal-plan');
    root.innerHTML = '<main><h1>Your Meal Plan</h1><div aria-busy="true"></div></main>';
    const stop = watchPageSnapshots('user-1', '/meal-plan');
    act(() => vi.advanceTimersByTime(1500));
    expect(readSnapshots().pages['/meal-plan']).toBeUndefined();

    root.innerHTML = '<main><h1>Your Meal Plan</h1><p>Lentil Soup</p></main>';
    await mutationsSeen();
    act(() => vi.advanceTimersByTime(1500));
    expect(readSnapshots().pages['/meal-plan']).toMatchObject({
      userId: 'user-1',
      savedOn: '2026-11-24',
      html: '<main><h1>Your Meal Plan</h1><p>Lentil Soup</p></main>',
    });

    root.innerHTML = '<main><h1>Your Meal Plan</h1><p>Chili</p></main>';
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readSnapshots().pages['/meal-plan']?.html).toContain('Chili');

    // Stopped (signed out, or another page): nothing more is kept.
    stop();
    root.innerHTML = '<main><p>Signed out</p></main>';
    await mutationsSeen();
    act(() => vi.advanceTimersByTime(1500));
    expect(readSnapshots().pages['/meal-plan']?.html).toContain('Chili');
  });
});

describe('painting the kept page before the app has loaded', () => {
  it('paints it inert, hidden until the stylesheet applies, with its title', () => {
    const { root, link } = setUpPage('/meal-plan');
    storeSession('user-1');
    keepSnapshot('/meal-plan', snapshot());
    expect(restorePageSnapshot(document, localStorage, TODAY, localKeys.pageSnapshots)).toBe(true);
    const kept = root.querySelector(':scope > [data-snapshot]');
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(kept?.textContent).toBe('Your Meal PlanLentil Soup');
    expect(document.title).toBe('Meal Plan | Mealwise');
    expect(link.rel).toBe('stylesheet');
    expect(root.style.visibility).toBe('hidden');
    link.dispatchEvent(new Event('load'));
    expect(root.style.visibility).toBe('');
  });

  it('leaves the loading state for another address, another person, another day or no session', () => {
    keepSnapshot('/meal-plan', snapshot());
    const cases: { path: string; session: string | null; now: Date }[] = [
      { path: '/shopping-list', session: 'user-1', now: TODAY },
      { path: '/meal-plan', session: 'user-2', now: TODAY },
      { path: '/meal-plan', session: 'user-1', now: new Date(2026, 10, 25, 0, 5) },
      { path: '/meal-plan', session: null, now: TODAY },
    ];
    for (const { path, session, now } of cases) {
      localStorage.removeItem(SESSION_KEY);
      if (session) storeSession(session);
      const { root } = setUpPage(path);
      expect(restorePageSnapshot(document, localStorage, now, localKeys.pageSnapshots)).toBe(false);
      expect(root.textContent).toBe('Loading...');
    }
  });

  it('leaves the loading state when what is stored is damaged', () => {
    storeSession('user-1');
    const { root } = setUpPage('/meal-plan');
    localStorage.setItem(localKeys.pageSnapshots, '{"pages": {"/meal-plan": {"html": 1}}}');
    expect(restorePageSnapshot(document, localStorage, TODAY, localKeys.pageSnapshots)).toBe(false);
    localStorage.setItem(localKeys.pageSnapshots, 'not json');
    expect(restorePageSnapshot(document, localStorage, TODAY, localKeys.pageSnapshots)).toBe(false);
    expect(root.textContent).toBe('Loading...');
  });

  it("app.html runs it inline, and starts the app's code only once the kept page shows", async () => {
    const shell = [
      '<!doctype html><html><head><title>Mealwise</title>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/xstate-abc.js">',
      '</head><body>',
      '    <div id="root"><p role="status">Loading...</p></div>',
      '  </body>',
      '</html>',
    ].join('\n');
    const html = appShellHtml(shell);
    expect(html).not.toMatch(/<head>[\s\S]*index-abc\.js[\s\S]*<\/head>/);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    const { root, link } = setUpPage('/meal-plan');
    storeSession('user-1');
    keepSnapshot('/meal-plan', snapshot({ savedOn: localIsoDate(new Date()) }));
    // The scripts are source text on their own: they must run with nothing around them.
    for (const script of scripts) new Function(script ?? '')();
    expect(root.querySelector('[data-snapshot]')?.textContent).toContain('Lentil Soup');
    const entry = () => document.head.querySelector('script[src="/assets/index-abc.js"]');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entry()).toBeNull();
    link.dispatchEvent(new Event('load'));
    await waitFor(() => expect(entry()).not.toBeNull());
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
  });

  it('app.html adds the module preloads a few milliseconds’ worth per task, then the entry script', async () => {
    const links = Array.from(
      { length: 14 },
      (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}.js">`,
    ).join('\n');
    const html = appShellHtml(
      '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        `${links}</head><body>\n<div id="root"><p>Loading...</p></div>\n</body></html>`,
    );
    setUpPage('/meal-plan');
    // Each link added costs 3 ms of this clock.
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => preloads() * 3);
    const added: number[] = [];
    const observer = new MutationObserver(() => added.push(preloads()));
    observer.observe(document.head, { childList: true });
    try {
      for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
        new Function(match[1] ?? '')();
      await waitFor(() =>
        expect(document.head.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull(),
      );
    } finally {
      observer.disconnect();
      clock.mockRestore();
    }
    // 4 ms a task, so two links each: the counts seen between tasks are 2, 4, ... 14.
    expect(new Set(added)).toEqual(new Set([2, 4, 6, 8, 10, 12, 14]));
    expect(preloads()).toBe(14);
  });

  it('app.html without a kept page starts the code after its loading state paints', async () => {
    const html = appShellHtml(
      '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
        '<body>\n<div id="root"><p>Loading...</p></div>\n</body></html>',
    );
    setUpPage('/meal-plan');
    for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
      new Function(match[1] ?? '')();
    expect(document.getElementById('root')?.textContent).toBe('Loading...');
    await waitFor(() =>
      expect(document.head.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull(),
    );
  });
});
