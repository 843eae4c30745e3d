/**
 * A page's tree and its text, read with parse5: the page is parsed as a browser would parse it,
 * but nothing in it runs (parse5 has no script engine) and nothing read from it is ever written
 * back as markup. Every string this module returns is plain text.
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

/** Elements whose content a reader never sees as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'iframe', 'object']);

/** Elements that end a line of text: a step in a list, a paragraph, a line break. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'br',
  'ol',
  'ul',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'tr',
  'dt',
  'dd',
  'blockquote',
  'pre',
]);

export function parsePage(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html);
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function childrenOf(node: HtmlNode): HtmlNode[] {
  return 'childNodes' in node ? node.childNodes : [];
}

/** Every element under `root`, in document order (an explicit stack: a deep page cannot
 *  exhaust the call stack). */
export function* elements(root: HtmlNode): Generator<HtmlElement> {
  const stack: HtmlNode[] = [...childrenOf(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (isElement(node)) yield node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
}

/** The raw character data of an element (a script's source, as written). */
export function rawText(element: HtmlElement): string {
  return element.childNodes
    .map((n) => ('value' in n && n.nodeName === '#text' ? n.value : ''))
    .join('');
}

/**
 * The visible text under `root`, with a line break at every block boundary. A line break inside
 * a text node is only white space in HTML; `keepTextBreaks` keeps it for plain text that marks
 * its lines that way. The walk stops once it has gathered `budget` characters or visited
 * `budget` nodes, so that reading a large subtree many times costs no more than the budget each.
 */
export function textWithLines(
  root: HtmlNode,
  hidden: ReadonlySet<string> = HIDDEN,
  keepTextBreaks = false,
  budget = Infinity,
): string {
  const out: string[] = [];
  const stack: (HtmlNode | '\n')[] = [root];
  let spent = 0;
  while (stack.length > 0 && spent < budget) {
    spent++;
    const node = stack.pop() as HtmlNode | '\n';
    if (node === '\n') {
      out.push('\n');
      continue;
    }
    if (node.nodeName === '#text' && 'value' in node) {
      out.push(keepTextBreaks ? node.value : node.value.replace(/[\r\n]+/g, ' '));
      spent += node.value.length;
    }
    if (isElement(node)) {
      if (hidden.has(node.tagName)) continue;
      if (BLOCKS.has(node.tagName)) {
        out.push('\n');
        stack.push('\n');
      }
    }
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  return out.join('');
}

/** One space for every run of white space, none at the ends. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * Lines of plain text from a string that may hold markup and character references, as structured
 * data often does ("Mac &amp;amp; cheese", "<p>Boil the water.</p>"). Tags are dropped (the content
 * of scripts and styles with them), references decoded. Sites that encode twice are decoded a
 * second time, with every '<' kept as text so that the second pass can never make an element.
 */
export function htmlToLines(html: string): string[] {
  const fragment = parseFragment(html);
  const plain = ![...elements(fragment)].some((e) => BLOCKS.has(e.tagName));
  let text = textWithLines(fragment, HIDDEN_IN_FRAGMENT, plain);
  if (ENTITY.test(text)) {
    text = textWithLines(parseFragment(text.replace(/</g, '&lt;')), HIDDEN_IN_FRAGMENT, true);
  }
  return text
    .split('\n')
    .map(normaliseSpace)
    .filter((line) => line.length > 0);
}

/** A fragment has no <head>: only the elements whose content is never shown are dropped. */
const HIDDEN_IN_FRAGMENT = new Set([...HIDDEN].filter((tag) => tag !== 'head'));

/** One line of plain text from a string that may hold markup and character references. */
export function htmlToText(html: string): string {
  return htmlToLines(html).join(' ');
}

/** Markup that, read back by htmlToLines, gives `text` unchanged: for text taken from a page's
 *  own elements (microdata), which is already decoded. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
