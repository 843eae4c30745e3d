/**
 * Recipes read from a web page's schema.org data, for the review form of an import from a web
 * address. JSON-LD comes first (a single object, an array, @graph, @type arrays, mainEntity,
 * item lists); microdata is read only when the page has no usable JSON-LD Recipe. Every recipe
 * on the page is returned (the person picks one); a page without one gets a reason a person can
 * read. The page is parsed, never run, and every string returned is plain text.
 */
import { z } from 'zod';
import { CUISINES, MEAL_TYPES } from '../catalogue/types.ts';
import { attribute, elements, parsePage, type HtmlNode } from './html-text.ts';
import { readJsonLd, isObject, type JsonObject } from './json-ld.ts';
import { readMicrodata } from './microdata.ts';
import {
  MAX_LINES,
  cuisineOf,
  durationMinutes,
  firstText,
  mealTypesOf,
  readIngredients,
  readSteps,
  readYield,
} from './recipe-fields.ts';

/** A page is fetched up to 2 MB; a larger text handed in is refused rather than parsed. */
export const MAX_HTML_CHARS = 3_000_000;

const minutes = z.number().int().min(0).optional();

export const pageRecipeSchema = z.object({
  name: z.string().min(1).max(300),
  description: z.string().min(1).optional(),
  imageUrl: z.url({ protocol: /^https?$/ }).optional(),
  ingredients: z.array(z.string().min(1)).min(1).max(MAX_LINES),
  steps: z
    .array(z.object({ text: z.string().min(1), section: z.string().min(1).optional() }))
    .max(MAX_LINES),
  prepMinutes: minutes,
  cookMinutes: minutes,
  totalMinutes: minutes,
  servings: z.number().int().min(1).optional(),
  yieldText: z.string().min(1).optional(),
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  cuisine: z.enum(CUISINES).optional(),
  sourceUrl: z.url({ protocol: /^https?$/ }),
});
export type PageRecipe = z.infer<typeof pageRecipeSchema>;

export const pageReadSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    recipes: z.array(pageRecipeSchema).min(1),
    notes: z.array(z.string()),
  }),
  z.object({ ok: z.literal(false), error: z.string().min(1), notes: z.array(z.string()) }),
]);
/** Recipes, or why there are none; `notes` say what was skipped on the way. */
export type PageRead = z.infer<typeof pageReadSchema>;

export const NO_RECIPE =
  'No recipe was found on that page: it carries no schema.org Recipe data (JSON-LD or microdata) that the import can read.';

/** An absolute http(s) address, or undefined: javascript:, data: and the like are never kept. */
function httpUrl(raw: string | undefined, base?: string): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The image of a recipe: a URL, an ImageObject (or a reference to one in @graph), or a list. */
function imageUrl(value: unknown, byId: Map<string, JsonObject>, base: string): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    let image = item;
    if (isObject(image) && typeof image['@id'] === 'string' && image.url === undefined) {
      image = byId.get(image['@id']) ?? image;
    }
    const raw = isObject(image)
      ? (firstText(image.url) ?? firstText(image.contentUrl))
      : firstText(image);
    const url = httpUrl(raw, base);
    if (url !== undefined) return url;
  }
  return undefined;
}

interface PageContext {
  base: string;
  sourceUrl: string;
  byId: Map<string, JsonObject>;
}

/** One Recipe node read into the review form's fields, or why it cannot be imported. */
function readRecipe(node: JsonObject, page: PageContext): PageRecipe | string {
  const name = firstText(node.name, 300) ?? firstText(node.headline, 300);
  if (name === undefined) return 'A recipe on the page has no name, so it was skipped.';
  const ingredients = readIngredients(node.recipeIngredient ?? node.ingredients);
  if (ingredients.length === 0) return `"${name}" lists no ingredients, so it was skipped.`;
  const recipe: PageRecipe = {
    name,
    ingredients,
    steps: readSteps(node.recipeInstructions).slice(0, MAX_LINES),
    mealTypes: mealTypesOf(node.recipeCategory),
    sourceUrl: page.sourceUrl,
    ...readYield(node.recipeYield),
  };
  const optional = {
    description: firstText(node.description),
    imageUrl: imageUrl(node.image, page.byId, page.base),
    prepMinutes: durationMinutes(node.prepTime),
    cookMinutes: durationMinutes(node.cookTime),
    totalMinutes: durationMinutes(node.totalTime),
    cuisine: cuisineOf(node.recipeCuisine),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(recipe, { [key]: value });
  }
  return recipe;
}

/** The page's own address for its content: <link rel="canonical">, else the address read. */
function pageAddresses(root: HtmlNode, pageUrl: string): { base: string; sourceUrl: string } {
  let base = pageUrl;
  let canonical: string | undefined;
  for (const element of elements(root)) {
    if (element.tagName === 'base' && base === pageUrl) {
      base = httpUrl(attribute(element, 'href'), pageUrl) ?? pageUrl;
    }
    const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (element.tagName === 'link' && canonical === undefined && rel.includes('canonical')) {
      canonical = httpUrl(attribute(element, 'href'), pageUrl);
    }
  }
  return { base, sourceUrl: canonical ?? pageUrl };
}

function readAll(nodes: JsonObject[], page: PageContext, notes: string[]): PageRecipe[] {
  const recipes: PageRecipe[] = [];
  for (const node of nodes) {
    const read = readRecipe(node, page);
    if (typeof read === 'string') notes.push(read);
    else recipes.push(read);
  }
  return recipes;
}

/**
 * Every recipe on a page. `pageUrl` is the address the page was read from (after redirects):
 * relative image addresses resolve against it, and it is the recipe's source when the page
 * names no canonical address.
 */
export function recipesFromHtml(html: string, pageUrl: string): PageRead {
  const page = httpUrl(pageUrl);
  if (page === undefined) {
    return { ok: false, error: 'The page address must start with http:// or https://.', notes: [] };
  }
  if (html.length > MAX_HTML_CHARS) {
    return { ok: false, error: 'That page is too large to read for a recipe.', notes: [] };
  }
  const root = parsePage(html);
  const json = readJsonLd(root);
  const context: PageContext = { ...pageAddresses(root, page), byId: json.byId };
  const notes = [...json.skipped];
  let recipes = readAll(json.recipes, context, notes);
  if (recipes.length === 0) {
    recipes = readAll(readMicrodata(root), { ...context, byId: new Map() }, notes);
  }
  if (recipes.length === 0) return { ok: false, error: NO_RECIPE, notes };
  return { ok: true, recipes, notes };
}
