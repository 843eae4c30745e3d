/**
 * The fields of a schema.org Recipe as the review form wants them: minutes from ISO 8601
 * durations, servings from a yield written as a number or as words, steps (with their section
 * names) from any of the shapes recipeInstructions takes, and the app's meal types and cuisine
 * where the page's words say so plainly.
 */
import { CUISINES, MEAL_TYPES, type Cuisine, type MealType } from '../catalogue/types.ts';
import { htmlToLines, htmlToText } from './html-text.ts';
import { hasType, isObject } from './json-ld.ts';
import { MAX_LINES, MAX_TEXT } from './limits.ts';

/** Longer than a week is no cooking time (a typo or a hostile page): left out. */
export const MAX_DURATION_MINUTES = 7 * 24 * 60;
export const MAX_SERVINGS = 200;
export { MAX_LINES, MAX_TEXT };

export function clip(text: string, max = MAX_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** All the strings a value holds, in order: a string, a number, or an array of them. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (isObject(value) && typeof value['@value'] === 'string') return [value['@value']];
  return [];
}

/** The first non-empty plain text in a value, or undefined. */
export function firstText(value: unknown, max = MAX_TEXT): string | undefined {
  for (const raw of textsOf(value)) {
    const text = htmlToText(raw);
    if (text.length > 0) return clip(text, max);
  }
  return undefined;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const DURATION = new RegExp(
  `^P(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
  'i',
);

/**
 * Whole minutes of an ISO 8601 duration: "PT1H30M" is 90, "P0DT45M" 45, "PT0.5H" 30. Years and
 * months (no recipe takes them), negative or malformed values, a bare "P" or "PT", and anything
 * over a week are absent: undefined, never an error.
 */
export function durationMinutes(value: unknown): number | undefined {
  const text = textsOf(value)[0]?.trim();
  if (text === undefined) return undefined;
  const match = DURATION.exec(text);
  if (match === null || /T$/i.test(text) || text.length < 3) return undefined;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const total = Math.round(weeks * 10080 + days * 1440 + hours * 60 + minutes + seconds / 60);
  return total <= MAX_DURATION_MINUTES ? total : undefined;
}

export interface YieldRead {
  servings?: number;
  yieldText?: string;
}

const PORTION_WORDS = String.raw`servings?|portions?|people|persons|slices|pieces`;
const SERVINGS_PATTERNS = [
  new RegExp(String.raw`\b(?:serves|servings?|feeds|portions?)\s*:?\s*(\d+)`, 'i'),
  new RegExp(String.raw`(\d+)(?:\s*(?:-|–|to)\s*\d+)?\s*(?:${PORTION_WORDS})\b`, 'i'),
  /(\d+(?:[.,]\d+)?)(\s*dozen\b)?/i,
];

/**
 * Servings in one written yield: a number next to a word for portions first, the smaller of a
 * range ("Serves 4-6" and "4–6 servings" are 4, "1 loaf (10 slices)" is 10), else the first number ("Makes 12 cookies", "Makes 2 dozen" 24).
 */
function servingsIn(text: string): number | undefined {
  for (const pattern of SERVINGS_PATTERNS) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const count = Number(match[1]?.replace(',', '.')) * (match[2] === undefined ? 1 : 12);
    const servings = Math.round(count);
    return servings >= 1 && servings <= MAX_SERVINGS ? servings : undefined;
  }
  return undefined;
}

/**
 * A recipe's yield: a number, a string in words, an array of both (sites often write
 * ["4", "4 servings"]: the servings come from the first that has a number, the text is the
 * fullest wording) or a QuantitativeValue.
 */
export function readYield(value: unknown): YieldRead {
  const quantity = Array.isArray(value) ? value.find(isObject) : value;
  const texts = isObject(quantity)
    ? [[...textsOf(quantity.value), ...textsOf(quantity.unitText)].join(' ')]
    : textsOf(value);
  const lines = texts.map((t) => htmlToText(t)).filter((t) => t.length > 0);
  if (lines.length === 0) return {};
  const servings = lines.map(servingsIn).find((n) => n !== undefined);
  const yieldText = clip(
    lines.reduce((a, b) => (b.length > a.length ? b : a)),
    200,
  );
  return servings === undefined ? { yieldText } : { servings, yieldText };
}

export interface Step {
  text: string;
  section?: string;
}

/** "1. Heat the oven", "Step 2: Stir", "3) Serve" lose their numbers: the app numbers steps. */
function withoutNumber(line: string): string {
  return line.replace(/^(?:step\s*\d{1,3}\s*[:.)-]?|\d{1,2}\s*[.):-])\s+/i, '').trim();
}

function stepLines(text: string, section: string | undefined): Step[] {
  return htmlToLines(text)
    .map(withoutNumber)
    .filter((line) => line.length > 0)
    .map((line) => (section === undefined ? { text: clip(line) } : { text: clip(line), section }));
}

/**
 * Steps from recipeInstructions in every shape sites write it: one text (with line breaks or
 * an HTML list), an array of strings, HowToStep objects (text, else name), and HowToSection
 * objects whose itemListElement holds the steps; a section's name is kept on its steps. Tips
 * (HowToTip) are not steps. The value's depth is already bounded by the JSON-LD reader.
 */
export function readSteps(value: unknown, section?: string): Step[] {
  if (typeof value === 'string') return stepLines(value, section);
  if (Array.isArray(value)) return value.flatMap((item) => readSteps(item, section));
  if (!isObject(value) || hasType(value, 'HowToTip')) return [];
  if (value.itemListElement !== undefined) {
    const name = firstText(value.name, 200);
    const isSection = hasType(value, 'HowToSection') || hasType(value, 'ItemList');
    return readSteps(value.itemListElement, isSection && name !== undefined ? name : section);
  }
  for (const field of [value.text, value.name, value.description]) {
    const lines = textsOf(field).flatMap((text) => stepLines(text, section));
    if (lines.length > 0) return lines;
  }
  return [];
}

/** Ingredient lines from recipeIngredient or the older `ingredients`, one line each. */
export function readIngredients(value: unknown): string[] {
  const lines: string[] = [];
  for (const raw of textsOf(value)) {
    if (lines.length >= MAX_LINES) break;
    lines.push(...htmlToLines(raw).map((line) => clip(line, 500)));
  }
  return lines.slice(0, MAX_LINES);
}

/** Words in a category or cuisine, split where sites list several in one string. */
function words(value: unknown): string[] {
  return textsOf(value)
    .flatMap((raw) => htmlToText(raw).split(/[,;|]/))
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length > 0);
}

const MEAL_WORDS: Record<MealType, RegExp> = {
  BREAKFAST: /\b(breakfast|brunch)\b/,
  LUNCH: /\blunch\b/,
  DINNER: /\b(dinner|supper|main course|main dish|mains?|entr[eé]es?)\b/,
  SNACK: /\b(snacks?|appeti[sz]ers?)\b/,
};

/** The app's meal types that a recipeCategory names plainly ("Dinner", "Main Course",
 *  "Breakfast, Brunch"); a course such as "Dessert" or "Side Dish" names none. */
export function mealTypesOf(category: unknown): MealType[] {
  const found = words(category);
  return MEAL_TYPES.filter((type) => found.some((w) => MEAL_WORDS[type].test(w)));
}

const CUISINE_WORDS: Record<Cuisine, RegExp> = {
  Italian: /\bitalian\b/,
  Mexican: /\b(mexican|tex-mex)\b/,
  Chinese: /\b(chinese|cantonese|sichuan|szechuan)\b/,
  Japanese: /\bjapanese\b/,
  Indian: /\bindian\b/,
  Thai: /\bthai\b/,
  Mediterranean: /\b(mediterranean|greek)\b/,
  American: /^(?!.*\b(latin|south|central)\s+american\b).*\b(american|southern|cajun|creole)\b/,
};

/** The first of the app's cuisines that recipeCuisine names plainly; "Latin American" is none. */
export function cuisineOf(cuisine: unknown): Cuisine | undefined {
  for (const word of words(cuisine)) {
    const match = CUISINES.find((c) => CUISINE_WORDS[c].test(word));
    if (match !== undefined) return match;
  }
  return undefined;
}
