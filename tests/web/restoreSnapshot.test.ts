import { beforeEach, describe, expect, it } from 'vitest';
import {
  SNAPSHOT_SHOWN_EVENT,
  restorePageSnapshot,
  snapshotRules,
} from '../../src/app/restoreSnapshot.ts';
import { localKeys } from '../../src/services/localStore.ts';
import {
  SESSION_KEY,
  TODAY,
  WEEK_VIEW,
  setUpPage,
  storeSession,
  storeView,
} from './snapshotDom.ts';

function restore(now = TODAY): boolean {
  return restorePageSnapshot(document, localStorage, now, localKeys.pageSnapshots, snapshotRules);
}

/** The week with `node` put inside its main element. */
function weekWith(node: unknown): unknown[] {
  const [tag, attributes, children] = WEEK_VIEW[0] as [string, object, unknown[]];
  return [[tag, attributes, [...children, node]]];
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'Mealwise';
  storeSession('user-1');
});

/** A style element as Mantine writes one for a responsive style prop, holding `sheet`. */
function inlineStyle(sheet: string): unknown {
  return ['style', { 'data-mantine-styles': 'inline' }, [sheet]];
}

/** Descriptions of which no part may paint, each with what it tries. */
const HOSTILE: [string, unknown][] = [
  ['a script', ['script', {}, ['alert(1)']]],
  ['a style element', ['style', {}, ['body{}']]],
  ['a theme style element', ['style', { 'data-mantine-styles': 'true' }, [':root{}']]],
  ['a page-wide rule', inlineStyle('body{display:none;}')],
  ['a rule that fetches', inlineStyle('.__m__-a{background:url(/x);}')],
  ['a rule that breaks out', inlineStyle('.__m__-a{color:red;}} body{color:red;}')],
  ['an import', inlineStyle('@import "/x.css";')],
  ['a quoted value', inlineStyle('.__m__-a{font-family:"x";}')],
  ['an escaped value', inlineStyle('.__m__-a{--bg:u\\72l(/x);}')],
  ['a query of another kind', inlineStyle('@media print{.__m__-a{color:red;}}')],
  ['a style of two texts', ['style', { 'data-mantine-styles': 'inline' }, ['.__m__-a{}', '']]],
  ['a style holding an element', ['style', { 'data-mantine-styles': 'inline' }, [['p', {}, []]]]],
  ['an iframe', ['iframe', { src: '/x' }, []]],
  ['an image', ['img', { src: '/x.png' }, []]],
  ['an event handler', ['div', { onclick: 'alert(1)' }, []]],
  ['an SVG event handler', ['svg', { onload: 'alert(1)' }, []]],
  ['an upper-case handler', ['div', { ONCLICK: 'alert(1)' }, []]],
  ['a javascript: link', ['a', { href: 'javascript:alert(1)' }, []]],
  ['a link to another host', ['a', { href: '//evil.example/x' }, []]],
  ['a backslash link', ['a', { href: '/\\evil.example' }, []]],
  ['a link with a tab', ['a', { href: '/\t/evil.example' }, []]],
  ['a full address', ['a', { href: 'https://evil.example/' }, []]],
  ['a link off an anchor', ['div', { href: '/meal-plan' }, []]],
  ['a url() style', ['div', { style: '--bg: url(https://evil.example/x)' }, []]],
  ['an escaped url() style', ['div', { style: '--bg: u\\72l(/x)' }, []]],
  ['an expression style', ['div', { style: 'width: expression(alert(1))' }, []]],
  ['a url() margin', ['div', { style: 'margin: url(/x)' }, []]],
  ['a quoted font', ['div', { style: 'font-family: "x"' }, []]],
  ['an image() style', ['div', { style: '--bg: image-set(x)' }, []]],
  ['a url() fill', ['svg', {}, [['path', { fill: 'url(https://evil.example/#a)' }, []]]]],
  ['an SVG link', ['svg', {}, [['a', { href: '/x' }, []]]]],
  ['SVG animation', ['svg', {}, [['animate', { attributeName: 'href' }, []]]]],
  ['a foreign object', ['svg', {}, [['foreignObject', {}, []]]]],
  ['an HTML element inside svg', ['svg', {}, [['div', {}, []]]]],
  ['the snapshot marker', ['div', { 'data-snapshot': '' }, []]],
  ['a second root', ['div', { id: 'root' }, []]],
  ['a srcdoc', ['div', { srcdoc: '<script>' }, []]],
  ['a non-string attribute', ['div', { class: 1 }, []]],
  ['attributes as a list', ['div', [['class', 'x']], []]],
  ['a number node', 42],
  ['a short element', ['div', {}]],
  ['children that are not a list', ['div', {}, 'text']],
];

describe('painting the kept page', () => {
  it('paints the kept description inert, hidden until the stylesheet applies', () => {
    const { root, link } = setUpPage('/meal-plan');
    storeView('/meal-plan', WEEK_VIEW);
    let shown = 0;
    document.addEventListener(SNAPSHOT_SHOWN_EVENT, () => (shown += 1));
    expect(restore()).toBe(true);
    const kept = root.querySelector(':scope > [data-snapshot]') as HTMLElement;
    expect(kept.hasAttribute('inert')).toBe(true);
    expect(kept.querySelector('main')?.className).toBe('m-1 week');
    expect(kept.querySelector('main')?.getAttribute('style')).toContain('--stack-gap');
    expect(kept.querySelector('h1')?.textContent).toBe('YOUR MEAL PLAN');
    expect(kept.querySelector('h3')?.getAttribute('data-day')).toBe('monday');
    expect(kept.querySelector('a')?.getAttribute('href')).toBe('/meal-plan/monday');
    const path = kept.querySelector('path') as Element;
    expect(path.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(path.parentElement?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(root.textContent).not.toContain('Loading...');
    expect(document.title).toBe('Meal Plan | Mealwise');
    expect(root.style.visibility).toBe('hidden');
    expect(link.rel).toBe('stylesheet');
    link.dispatchEvent(new Event('load'));
    expect(root.style.visibility).toBe('');
    expect(shown).toBe(1);
  });

  it("paints Mantine's responsive rules as a style element of plain text", () => {
    const { root } = setUpPage('/meal-plan');
    const sheet =
      '.__m__-_r_1_{font-size:calc(1.75rem * var(--mantine-scale));}' +
      '@media(min-width: 48em){.__m__-_r_1_{font-size:calc(2.25rem * var(--mantine-scale));}}';
    storeView('/meal-plan', weekWith(inlineStyle(sheet)));
    expect(restore()).toBe(true);
    const style = root.querySelector('[data-snapshot] style');
    expect(style?.getAttribute('data-mantine-styles')).toBe('inline');
    expect(style?.textContent).toBe(sheet);
    expect(style?.children).toHaveLength(0);
  });

  it('paints text as text: markup in a text node stays characters', () => {
    const { root } = setUpPage('/meal-plan');
    storeView('/meal-plan', [['p', {}, ['<img src=x onerror=alert(1)>']]]);
    expect(restore()).toBe(true);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('paints nothing for another address, person, day, or without a live session', () => {
    const cases: { path: string; session: string | null; now: Date }[] = [
      { path: '/shopping-list', session: 'user-1', now: TODAY },
      { path: '/meal-plan', session: 'user-2', now: TODAY },
      { path: '/meal-plan', session: 'user-1', now: new Date(2026, 10, 25, 0, 5) },
      { path: '/meal-plan', session: null, now: TODAY },
    ];
    for (const { path, session, now } of cases) {
      localStorage.clear();
      storeView('/meal-plan', WEEK_VIEW);
      if (session) storeSession(session);
      const { root } = setUpPage(path);
      expect(restore(now)).toBe(false);
      expect(root.textContent).toBe('Loading...');
    }
    localStorage.clear();
    storeView('/meal-plan', WEEK_VIEW);
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 'user-1' } }));
    expect(restore()).toBe(false);
  });

  it('paints nothing at all when any part of the description is not allowed', () => {
    for (const [what, node] of HOSTILE) {
      const { root } = setUpPage('/meal-plan');
      storeView('/meal-plan', weekWith(node));
      expect(restore(), what).toBe(false);
      expect(root.textContent, what).toBe('Loading...');
      expect(root.style.visibility, what).toBe('');
    }
  });

  it('paints nothing for a description too large, too deep or malformed', () => {
    const { root } = setUpPage('/meal-plan');
    const { limits } = snapshotRules();
    storeView('/meal-plan', [['p', {}, ['x'.repeat(limits.chars)]]]);
    expect(restore()).toBe(false);
    storeView('/meal-plan', [['div', {}, Array.from({ length: limits.nodes + 1 }, () => 'x')]]);
    expect(restore()).toBe(false);
    let deep: unknown = 'x';
    for (let level = 0; level <= limits.depth; level += 1) deep = ['div', {}, [deep]];
    storeView('/meal-plan', [deep]);
    expect(restore()).toBe(false);
    for (const text of ['not json', '{"pages": {"/meal-plan": {"view": 1}}}', '[]', 'null']) {
      localStorage.setItem(localKeys.pageSnapshots, text);
      expect(restore(), text).toBe(false);
    }
    storeView('/meal-plan', '<main>YOUR MEAL PLAN</main>');
    expect(restore()).toBe(false);
    expect(root.textContent).toBe('Loading...');
  });
});
