import { waitFor } from '@testing-library/react';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SNAPSHOT_LIMITS,
  keepSnapshot,
  localIsoDate,
  readSnapshots,
  settledView,
  watchPageSnapshots,
  type PageSnapshot,
} from '../../src/app/pageSnapshots.ts';
import { isSnapshotPath } from '../../src/app/snapshotAddresses.ts';
import { appShellHtml } from '../../scripts/prerender-plugin.ts';
import { clearUserData, localKeys } from '../../src/services/localStore.ts';
import { TODAY, el, setUpPage, storeSession, svgEl } from './snapshotDom.ts';

function snapshot(overrides: Partial<PageSnapshot> = {}): PageSnapshot {
  return {
    userId: 'user-1',
    savedOn: localIsoDate(TODAY),
    savedAt: TODAY.getTime(),
    title: 'Meal Plan | Mealwise',
    view: [
      [
        'main',
        {},
        [
          ['h1', {}, ['Your Meal Plan']],
          ['p', {}, ['Lentil Soup']],
        ],
      ],
    ],
    ...overrides,
  };
}

/** Mantine's rule for a responsive style prop, which the kept page keeps. */
const RESPONSIVE =
  '.__m__-_r_1_{font-size:calc(1.75rem * var(--mantine-scale));}' +
  '@media(min-width: 48em){.__m__-_r_1_{font-size:calc(2.25rem * var(--mantine-scale));}}';

/** A week page as the app renders it, with what the kept description must leave out. */
function renderedWeek(root: HTMLElement): void {
  root.replaceChildren(
    el(
      'main',
      { class: 'week', style: '--gap: 1rem', onclick: 'steal()' },
      el('h1', { id: 'title', 'aria-level': '1' }, 'YOUR MEAL PLAN'),
      el('a', { href: '/meal-plan/monday', 'data-day': 'monday' }, 'Monday'),
      el('a', { href: 'https://elsewhere.example/' }, 'Elsewhere'),
      el('div', { style: 'background: url(/x.png)' }, 'Lentil Soup'),
      el('p', { style: 'margin-top: var(--mantine-spacing-md); background: url(/y.png)' }, 'Tip'),
      el('script', {}, 'alert(1)'),
      el('style', { 'data-mantine-styles': 'true' }, ':root{--mantine-scale: 1;}'),
      el('style', { 'data-mantine-styles': 'inline' }, RESPONSIVE),
      el('style', { 'data-mantine-styles': 'inline' }, 'body{display:none;}'),
      el('img', { src: '/x.png' }),
      document.createComment('a comment'),
      svgEl(
        'svg',
        { viewBox: '0 0 24 24', xmlns: 'http://www.w3.org/2000/svg' },
        svgEl('path', { d: 'M1 1' }),
      ),
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Mealwise';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keeping what a signed-in page showed', () => {
  it('keeps the addresses of the pages whose record keeps a copy, nothing else', () => {
    for (const path of ['/dashboard', '/meal-plan', '/meal-plan/monday', '/shopping-list']) {
      expect(isSnapshotPath(path)).toBe(true);
    }
    for (const path of ['/', '/login', '/demo/meal-plan', '/meal-plan/someday', '/profile']) {
      expect(isSnapshotPath(path)).toBe(false);
    }
  });

  it('describes the page by its nodes, leaving out what the restore would refuse', () => {
    const { root } = setUpPage('/meal-plan');
    renderedWeek(root);
    expect(settledView(root)).toEqual([
      [
        'main',
        { class: 'week', style: '--gap: 1rem' },
        [
          ['h1', { id: 'title', 'aria-level': '1' }, ['YOUR MEAL PLAN']],
          ['a', { href: '/meal-plan/monday', 'data-day': 'monday' }, ['Monday']],
          ['a', {}, ['Elsewhere']],
          ['div', {}, ['Lentil Soup']],
          ['p', { style: 'margin-top: var(--mantine-spacing-md)' }, ['Tip']],
          ['style', { 'data-mantine-styles': 'inline' }, [RESPONSIVE]],
          ['svg', { viewBox: '0 0 24 24' }, [['path', { d: 'M1 1' }, []]]],
        ],
      ],
    ]);
  });

  it('keeps nothing while the page loads, shows an error or is the kept page itself', () => {
    const { root } = setUpPage('/meal-plan');
    for (const busy of [
      el('div', { 'aria-busy': 'true' }, 'Week'),
      el('div', { class: 'mantine-Loader-root' }, 'Week'),
      el('div', { role: 'alert' }, 'Could not load'),
      el('div', { inert: '', 'data-snapshot': '' }, el('p', {}, 'Week')),
    ]) {
      root.replaceChildren(busy);
      expect(settledView(root)).toBeNull();
    }
    root.replaceChildren(el('div', {}, '  '));
    expect(settledView(root)).toBeNull();
  });

  it('keeps a page per address, the newest first, and drops the oldest past the limit', () => {
    const addresses = ['/dashboard', '/meal-plan', '/shopping-list', '/meal-plan/monday'];
    const all = [...addresses, '/meal-plan/tuesday', '/meal-plan/wednesday'];
    all.forEach((path, index) => keepSnapshot(path, snapshot({ savedAt: index })));
    const kept = readSnapshots().pages;
    expect(Object.keys(kept)).toHaveLength(SNAPSHOT_LIMITS.pages);
    expect(kept['/dashboard']).toBeUndefined();
    expect(kept['/meal-plan/wednesday']?.view).toEqual(snapshot().view);
  });

  it('keeps no page too large for the restore to read, and sign-out forgets them', () => {
    keepSnapshot('/meal-plan', snapshot({ view: [['p', {}, ['x'.repeat(400_001)]]] }));
    expect(readSnapshots().pages).toEqual({});
    keepSnapshot('/meal-plan', snapshot());
    expect(Object.keys(readSnapshots().pages)).toEqual(['/meal-plan']);
    clearUserData();
    expect(localStorage.getItem(localKeys.pageSnapshots)).toBeNull();
  });

  it('keeps the page a second after it settles, and when the tab is hidden', () => {
    vi.useFakeTimers();
    const { root } = setUpPage('/meal-plan');
    root.replaceChildren(el('div', { 'aria-busy': 'true' }, 'Loading'));
    const stop = watchPageSnapshots('user-1', '/meal-plan');
    vi.advanceTimersByTime(1500);
    expect(readSnapshots().pages['/meal-plan']).toBeUndefined();
    renderedWeek(root);
    window.dispatchEvent(new Event('pagehide'));
    const kept = readSnapshots().pages['/meal-plan'];
    expect(kept?.userId).toBe('user-1');
    expect(kept?.savedOn).toBe(localIsoDate(new Date()));
    expect(JSON.stringify(kept?.view)).toContain('YOUR MEAL PLAN');
    stop();
  });
});

describe('app.html', () => {
  const SHELL = [
    '<!doctype html><html><head><title>Mealwise</title>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/xstate-abc.js">',
    '</head><body>',
    '    <div id="root"><p role="status">Loading...</p></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const THEME_STYLES = '<style data-mantine-styles="true">:root{--mantine-scale: 1;}</style>';

  /** app.html's inline scripts, each run where nothing but the browser's globals is around. */
  function runScripts(html: string): void {
    for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      runInNewContext(match[1] ?? '', {
        document,
        localStorage,
        location: window.location,
        Event,
        setTimeout,
        requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
        performance,
        MessageChannel,
      });
    }
  }

  it('paints the kept page from its inline script, then starts the code once it shows', async () => {
    const html = appShellHtml(SHELL, THEME_STYLES);
    expect(html).not.toMatch(/<head>[\s\S]*index-abc\.js[\s\S]*<\/head>/);
    // The theme's variables are in the head, so the kept page paints with the app's fonts.
    expect(html).toMatch(/<head>[\s\S]*data-mantine-styles="true"[\s\S]*<\/head>/);
    expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    const { root, link } = setUpPage('/meal-plan');
    storeSession('user-1');
    keepSnapshot('/meal-plan', snapshot({ savedOn: localIsoDate(new Date()) }));
    runScripts(html);
    expect(root.querySelector('[data-snapshot] p')?.textContent).toBe('Lentil Soup');
    const entry = () => document.head.querySelector('script[src="/assets/index-abc.js"]');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entry()).toBeNull();
    link.dispatchEvent(new Event('load'));
    await waitFor(() => expect(entry()).not.toBeNull());
  });

  it('without a kept page, starts the code after its loading state paints', async () => {
    const { root } = setUpPage('/meal-plan');
    runScripts(appShellHtml(SHELL, THEME_STYLES));
    expect(root.textContent).toBe('Loading...');
    await waitFor(() =>
      expect(document.head.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull(),
    );
  });
});
