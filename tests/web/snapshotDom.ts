/** Builds pages for the kept-page tests with the DOM's own calls (no markup is parsed). */
import type { SnapshotNode } from '../../src/app/restoreSnapshot.ts';
import { localKeys } from '../../src/services/localStore.ts';

export const SESSION_KEY = 'sb-127-auth-token';
export const TODAY = new Date(2026, 10, 24, 9, 30);
export const TODAY_ISO = '2026-11-24';

type Child = Node | string;

export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function svgEl(tag: string, attributes: Record<string, string> = {}, ...children: Node[]) {
  const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function storeSession(userId: string): void {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: userId } }),
  );
}

/** An address with app.html's stylesheet link and loading state. */
export function setUpPage(pathname: string): { root: HTMLElement; link: HTMLLinkElement } {
  window.history.replaceState({}, '', pathname);
  const link = el('link', {
    rel: 'preload',
    as: 'style',
    'data-app-stylesheet': '',
    href: '/a.css',
  });
  document.head.replaceChildren(link);
  const root = el('div', { id: 'root' }, el('p', { role: 'status' }, 'Loading...'));
  document.body.replaceChildren(root);
  return { root, link: link as HTMLLinkElement };
}

/** Stores `view` as the page kept at `pathname` for `userId` on `savedOn`. */
export function storeView(
  pathname: string,
  view: unknown,
  { userId = 'user-1', savedOn = TODAY_ISO } = {},
): void {
  const page = { userId, savedOn, savedAt: TODAY.getTime(), title: 'Meal Plan | Mealwise', view };
  localStorage.setItem(localKeys.pageSnapshots, JSON.stringify({ pages: { [pathname]: page } }));
}

/** A week page as the app describes it: a heading, a day, a link and an icon. */
export const WEEK_VIEW: SnapshotNode[] = [
  [
    'main',
    { class: 'm-1 week', style: '--stack-gap: calc(1rem * var(--mantine-scale))' },
    [
      [
        'h1',
        { id: 'week-title', style: 'margin-top: var(--mantine-spacing-md)' },
        ['YOUR MEAL PLAN'],
      ],
      ['h3', { 'aria-label': 'Monday', 'data-day': 'monday' }, ['Monday']],
      ['a', { href: '/meal-plan/monday' }, ['Lentil Soup']],
      ['svg', { viewBox: '0 0 24 24', fill: 'none' }, [['path', { d: 'M4 12h16' }, []]]],
    ],
  ],
];
