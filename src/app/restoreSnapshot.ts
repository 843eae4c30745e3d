/**
 * The restore half of pageSnapshots.ts: the function app.html runs inline, before the app's
 * code has arrived, to paint the page this person saw last time (scripts/prerender-plugin.ts
 * writes it and snapshotRules into the page as source text, so neither refers to anything
 * outside itself).
 *
 * What is kept is not markup but a description of the page's elements: a text node is a
 * string, an element `[tag, attributes, children]`. It is painted with createElement,
 * setAttribute and text nodes, and only when every tag and attribute in it is one snapshotRules
 * allows: anything else (a tag or attribute not on the lists, a link off the site, a style that
 * is more than custom properties, a description too large or malformed) paints nothing.
 *
 * It paints only for the address it was kept for, on the day it was kept, and only when this
 * browser still holds the session of the person it was kept for. The painted page is inert
 * until the app renders over it (as the prerendered pages are), and hidden until the app's
 * stylesheet applies, so it never shows unstyled. Anything unexpected leaves the page's own
 * loading state as it is.
 */

/** A kept page's node: a text, or an element's tag, its attributes and its children. */
export type SnapshotNode = string | [string, Record<string, string>, SnapshotNode[]];

/** The event restorePageSnapshot dispatches on the document once the kept page shows. */
export const SNAPSHOT_SHOWN_EVENT = 'mealwise:snapshot-shown';

export interface SnapshotRules {
  /** Tags outside an svg element (svg itself among them), and inside one. */
  html: string[];
  svg: string[];
  /** At most this many nodes, this deep, and this many characters of stored text. */
  limits: { nodes: number; depth: number; chars: number };
  allows(tag: string, name: string, value: string): boolean;
  /**
   * Whether `text` may be the content of a kept style element: only the rules Mantine writes
   * for responsive style props (a class of its own, each declaration plain, in width queries).
   */
  allowsStyleSheet(text: string): boolean;
}

/** What a kept page may hold: the tags and attributes the app's signed-in pages render. */
export function snapshotRules(): SnapshotRules {
  const words = (text: string) => text.split(' ');
  const names = words(
    'class id role for type title tabindex disabled checked readonly placeholder value lang ' +
      'dir hidden colspan rowspan scope datetime width height viewBox d fill stroke ' +
      'stroke-width stroke-linecap stroke-linejoin stroke-dasharray fill-rule clip-rule cx cy ' +
      'r rx ry x y x1 y1 x2 y2 points transform opacity fill-opacity stroke-opacity focusable',
  );
  // A style's declarations each have a value of words, numbers, var() and calc(): no quotes,
  // escapes, url() or image(), so none of them can fetch anything or break out of the style.
  const declaration = /^\s*(--[\w-]+|-?[a-z][a-z-]*)\s*:([\w\s#%.,()+\-*/!]*)$/;
  // Mantine's responsive style props: `.__m__-<id>{<declarations>}`, then the same class in
  // `@media(min-width: <n>em){...}` blocks, every declaration as plain as a style attribute's.
  const plain = '(?:--[\\w-]+|-?[a-z][a-z-]*):[\\w\\s#%.,()+\\-*/!]*;';
  const rule = `\\.__m__-[\\w-]+\\{(?:${plain})*\\}`;
  const query = '@media\\((?:min|max)-width: ?[\\d.]+(?:em|px)\\)';
  const sheet = new RegExp(`^(?:${rule})?(?:${query}\\{${rule}\\})*$`);
  return {
    html: words(
      'a abbr article aside b blockquote br button caption code col colgroup dd del details div ' +
        'dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr i input ' +
        'ins kbd label legend li main mark nav ol optgroup option output p pre progress q s ' +
        'section select small span strong style sub summary sup svg table tbody td textarea tfoot th ' +
        'thead time tr u ul',
    ),
    svg: words('g path circle ellipse line polyline polygon rect title'),
    limits: { nodes: 30_000, depth: 80, chars: 400_000 },
    allows(tag, name, value) {
      if (/url\s*\(|javascript:/i.test(value)) return false;
      // Only a path on this site: not `//host`, no backslash or white space to turn it into one.
      if (name === 'href') return tag === 'a' && /^\/(?![/\\])[\w\-./~%?#=&:+,;@!$*]*$/.test(value);
      if (name === 'style') {
        return value.split(';').every((part) => {
          if (part.trim() === '') return true;
          const match = declaration.exec(part);
          return match !== null && !/image|expression/i.test(match[match.length - 1] ?? '');
        });
      }
      if (tag === 'style') return name === 'data-mantine-styles' && value === 'inline';
      if (name === 'id') return /^[\w-]+$/.test(value) && value !== 'root';
      if (/^aria-[a-z]+$/.test(name)) return true;
      if (/^data-[a-z][a-z0-9-]*$/.test(name)) return !name.startsWith('data-snapshot');
      return names.includes(name);
    },
    allowsStyleSheet(text) {
      return (
        text.length <= 4000 && !/url|image|expression|javascript/i.test(text) && sheet.test(text)
      );
    },
  };
}

export function restorePageSnapshot(
  doc: Document,
  storage: Storage,
  now: Date,
  storeKey: string,
  rulesOf: () => SnapshotRules,
): boolean {
  try {
    const rules = rulesOf();
    const text = storage.getItem(storeKey) ?? 'null';
    if (text.length > rules.limits.chars) return false;
    const store = JSON.parse(text) as { pages?: Record<string, unknown> } | null;
    const pages = store?.pages;
    const pathname = doc.location.pathname;
    if (!pages || !Object.prototype.hasOwnProperty.call(pages, pathname)) return false;
    const page = pages[pathname] as {
      userId?: unknown;
      savedOn?: unknown;
      title?: unknown;
      view?: unknown;
    } | null;
    if (!page || !Array.isArray(page.view) || typeof page.userId !== 'string') return false;
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    if (page.savedOn !== today) return false;
    // supabase-js keeps the session under sb-<project>-auth-token.
    let sessionUserId: unknown = null;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key || !key.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
      const session = JSON.parse(storage.getItem(key) ?? 'null') as {
        refresh_token?: unknown;
        user?: { id?: unknown };
      } | null;
      if (typeof session?.refresh_token === 'string') sessionUserId = session.user?.id;
      break;
    }
    if (sessionUserId !== page.userId) return false;
    const root = doc.getElementById('root');
    if (!root) return false;

    // Builds a node, or null when anything in it is not allowed.
    let budget = rules.limits.nodes;
    const build = (node: unknown, depth: number, inSvg: boolean): Node | null => {
      budget -= 1;
      if (budget < 0 || depth > rules.limits.depth) return null;
      if (typeof node === 'string') return doc.createTextNode(node);
      if (!Array.isArray(node) || node.length !== 3) return null;
      const [tag, attributes, children] = node as unknown[];
      if (typeof tag !== 'string' || !(inSvg ? rules.svg : rules.html).includes(tag)) return null;
      if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
        return null;
      if (!Array.isArray(children)) return null;
      // A style element holds one text, a style sheet of the kind the rules allow.
      if (
        tag === 'style' &&
        !(
          children.length === 1 &&
          typeof children[0] === 'string' &&
          rules.allowsStyleSheet(children[0])
        )
      )
        return null;
      const svg = inSvg || tag === 'svg';
      const element = svg
        ? doc.createElementNS('http://www.w3.org/2000/svg', tag)
        : doc.createElement(tag);
      for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
        if (typeof value !== 'string' || !rules.allows(tag, name, value)) return null;
        element.setAttribute(name, value);
      }
      for (const child of children) {
        const built = build(child, depth + 1, svg);
        if (!built) return null;
        element.append(built);
      }
      return element;
    };
    const kept = doc.createElement('div');
    kept.setAttribute('inert', '');
    kept.setAttribute('data-snapshot', '');
    for (const node of page.view) {
      const built = build(node, 1, false);
      if (!built) return false;
      kept.append(built);
    }

    const stylesheets = Array.from(
      doc.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]'),
    );
    let waiting = stylesheets.length;
    let shown = false;
    // Shown once the stylesheet applies; app.html starts the app's scripts then (they would
    // only slow the stylesheet down before).
    const reveal = () => {
      if (shown) return;
      shown = true;
      root.style.visibility = '';
      doc.dispatchEvent(new Event('mealwise:snapshot-shown'));
    };
    const applied = () => {
      waiting -= 1;
      if (waiting <= 0) reveal();
    };
    root.style.visibility = 'hidden';
    for (const link of stylesheets) {
      link.addEventListener('load', applied, { once: true });
      link.addEventListener('error', applied, { once: true });
      link.rel = 'stylesheet';
    }
    if (waiting === 0) reveal();
    // A stylesheet that never answers does not keep the page hidden.
    setTimeout(reveal, 3000);
    root.replaceChildren(kept);
    if (typeof page.title === 'string' && page.title !== '') doc.title = page.title;
    return true;
  } catch {
    return false;
  }
}
