/**
 * schema.org data written as JSON-LD in a page's <script type="application/ld+json"> blocks.
 * A block is read only within bounds, so that a hostile page cannot make the reader spend
 * memory or stack on it: a block over MAX_JSON_LD_CHARS or nested deeper than
 * MAX_JSON_LD_DEPTH is skipped with a reason, before JSON.parse sees it.
 */
import { attribute, elements, rawText, type HtmlNode } from './html-text.ts';

/** A recipe's data is a few kilobytes; a whole site's @graph rarely passes 200 KB. */
export const MAX_JSON_LD_CHARS = 512 * 1024;
/** A recipe sits a few levels down (@graph, mainEntity, itemListElement, item); 32 is ample. */
export const MAX_JSON_LD_DEPTH = 32;
/** Blocks read on one page; more are skipped. */
export const MAX_JSON_LD_BLOCKS = 50;

export type JsonObject = { [key: string]: unknown };

export interface JsonLdRead {
  /** Every Recipe node found, in page order, without duplicates. */
  recipes: JsonObject[];
  /** Nodes with an @id, for references such as "image": {"@id": "#primaryimage"}. */
  byId: Map<string, JsonObject>;
  /** Why any block was skipped, in words a person can read. */
  skipped: string[];
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The types of a node: "Recipe", ["Recipe", "NewsArticle"], "schema:Recipe" or the full IRI. */
export function typesOf(node: JsonObject): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(https?:\/\/schema\.org\/|schema:)/i, '').trim());
}

export function hasType(node: JsonObject, type: string): boolean {
  return typesOf(node).some((t) => t.toLowerCase() === type.toLowerCase());
}

/** How deep the brackets of a JSON text go, outside its strings; stops counting past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/**
 * The JSON of one block. Sites wrap it in HTML comments or CDATA markers and leave raw line breaks
 * and tabs inside strings (invalid JSON that browsers' own readers forgive); those are undone.
 */
function parseBlock(source: string): { value: unknown } | { error: string } {
  const text = source
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(\/\/\s*)?<!\[CDATA\[|(\/\/\s*)?\]\]>\s*$/g, '')
    .trim();
  if (text.length === 0) return { error: 'empty' };
  if (text.length > MAX_JSON_LD_CHARS) {
    return { error: `larger than ${MAX_JSON_LD_CHARS / 1024} KB` };
  }
  if (jsonDepth(text, MAX_JSON_LD_DEPTH) > MAX_JSON_LD_DEPTH) {
    return { error: `nested more than ${MAX_JSON_LD_DEPTH} levels deep` };
  }
  for (const candidate of [text, text.replace(/[\r\n\t]/g, ' ')]) {
    try {
      return { value: JSON.parse(candidate) as unknown };
    } catch {
      // The second candidate repairs the one common fault; anything else is not JSON.
    }
  }
  return { error: 'not valid JSON' };
}

/** Walks a parsed block (its depth already bounded), collecting recipes and @id nodes. */
function collect(value: unknown, read: JsonLdRead, seen: Set<JsonObject>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, read, seen);
    return;
  }
  if (!isObject(value) || seen.has(value)) return;
  seen.add(value);
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length > 1 && !read.byId.has(id)) {
    read.byId.set(id, value);
  }
  if (hasType(value, 'Recipe')) {
    read.recipes.push(value);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') collect(child, read, seen);
  }
}

/** Identity of a recipe for removing duplicates (the same recipe in @graph and in mainEntity). */
function recipeKey(recipe: JsonObject): string {
  const id = recipe['@id'];
  if (typeof id === 'string') return `id:${id}`;
  return `data:${JSON.stringify([recipe.name, recipe.recipeIngredient ?? recipe.ingredients])}`;
}

/** Every JSON-LD Recipe on a parsed page. */
export function readJsonLd(root: HtmlNode): JsonLdRead {
  const read: JsonLdRead = { recipes: [], byId: new Map(), skipped: [] };
  const seen = new Set<JsonObject>();
  let blocks = 0;
  for (const element of elements(root)) {
    if (element.tagName !== 'script') continue;
    const type = (attribute(element, 'type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    blocks++;
    if (blocks > MAX_JSON_LD_BLOCKS) {
      read.skipped.push(
        `Only the first ${MAX_JSON_LD_BLOCKS} blocks of structured data were read.`,
      );
      break;
    }
    const parsed = parseBlock(rawText(element));
    if ('error' in parsed) {
      if (parsed.error !== 'empty') {
        read.skipped.push(`Block ${blocks} of structured data was skipped: it is ${parsed.error}.`);
      }
      continue;
    }
    collect(parsed.value, read, seen);
  }
  const keys = new Set<string>();
  read.recipes = read.recipes.filter((recipe) => {
    const key = recipeKey(recipe);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  return read;
}
