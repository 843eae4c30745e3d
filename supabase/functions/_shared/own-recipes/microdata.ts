/**
 * schema.org data written as microdata (itemscope, itemtype, itemprop) in a page's elements, the
 * form older recipe sites use. Each item is read into the same shape JSON-LD gives, so one reader
 * serves both: properties become arrays of values, text values are escaped so that the JSON-LD
 * text reader gives them back unchanged, and nested items become nested objects.
 */
import {
  attribute,
  childrenOf,
  elements,
  escapeText,
  isElement,
  textWithLines,
  type HtmlElement,
  type HtmlNode,
} from './html-text.ts';
import type { JsonObject } from './json-ld.ts';

/**
 * Bounds that keep a hostile page's markup from costing more than a linear read: items nested
 * deeper than MAX_MICRODATA_DEPTH (a recipe's steps sit two levels down) are not read, nor
 * properties past MAX_MICRODATA_PROPERTIES in one item, nor recipes past MAX_MICRODATA_RECIPES,
 * and a property's text is read up to MAX_PROPERTY_TEXT characters. (Each property's text is
 * read from its own subtree, so without them property elements nested inside one another would
 * cost the square of the page's size.) A real recipe card has well under a hundred properties.
 */
export const MAX_MICRODATA_DEPTH = 8;
export const MAX_MICRODATA_PROPERTIES = 400;
export const MAX_MICRODATA_RECIPES = 50;
export const MAX_PROPERTY_TEXT = 4000;

const textOf = (element: HtmlElement) =>
  escapeText(textWithLines(element, undefined, false, MAX_PROPERTY_TEXT));

const URL_VALUED: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  object: 'data',
};

function isRecipeItem(element: HtmlElement): boolean {
  return (
    attribute(element, 'itemscope') !== undefined &&
    /^https?:\/\/schema\.org\/Recipe$/i.test((attribute(element, 'itemtype') ?? '').trim())
  );
}

/** A property's value as the microdata rules give it, from an attribute or the element's text. */
function propertyValue(element: HtmlElement): string {
  const content = attribute(element, 'content');
  if (content !== undefined) return escapeText(content);
  const urlAttribute = URL_VALUED[element.tagName];
  if (urlAttribute !== undefined) return escapeText(attribute(element, urlAttribute) ?? '');
  if (element.tagName === 'time') {
    return attribute(element, 'datetime') === undefined
      ? textOf(element)
      : escapeText(attribute(element, 'datetime') as string);
  }
  if (element.tagName === 'data' || element.tagName === 'meter') {
    return escapeText(attribute(element, 'value') ?? '');
  }
  return textOf(element);
}

function typesOfItem(element: HtmlElement): string[] {
  return (attribute(element, 'itemtype') ?? '')
    .split(/\s+/)
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, ''))
    .filter((t) => t.length > 0);
}

/** One item: its type and every property found under it, up to the items nested inside. */
function readItem(item: HtmlElement, depth: number): JsonObject {
  const object: JsonObject = { '@type': typesOfItem(item) };
  const add = (name: string, value: unknown) => {
    const list = (object[name] as unknown[] | undefined) ?? [];
    list.push(value);
    object[name] = list;
  };
  const stack: HtmlNode[] = [...childrenOf(item)].reverse();
  let properties = 0;
  while (stack.length > 0 && properties < MAX_MICRODATA_PROPERTIES) {
    const node = stack.pop() as HtmlNode;
    if (!isElement(node)) continue;
    const names = (attribute(node, 'itemprop') ?? '').split(/\s+/).filter((n) => n.length > 0);
    const nested = attribute(node, 'itemscope') !== undefined;
    if (names.length > 0 && (!nested || depth < MAX_MICRODATA_DEPTH)) {
      properties++;
      const value = nested ? readItem(node, depth + 1) : propertyValue(node);
      for (const name of names) add(name, value);
    }
    if (nested) continue;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  return object;
}

/** Every microdata Recipe on a parsed page, in page order. */
export function readMicrodata(root: HtmlNode): JsonObject[] {
  const items: JsonObject[] = [];
  for (const element of elements(root)) {
    if (items.length === MAX_MICRODATA_RECIPES) break;
    if (isRecipeItem(element)) items.push(readItem(element, 0));
  }
  return items;
}
