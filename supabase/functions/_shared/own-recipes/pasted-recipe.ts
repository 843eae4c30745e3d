/**
 * A recipe pasted as text, as people copy it from a site or a note: a title line, maybe a line
 * or two of servings and times ("Serves 4", "Prep 10 min | Cook 25 min"), the ingredient lines
 * (under an "Ingredients" heading or not; bulleted, numbered or bare) and the steps (under
 * "Method", "Directions", "Instructions" or none; numbered or not). Without headings the
 * ingredients are the run of short, amount-led lines and the steps start at the first sentence
 * after them. The text is only read, never interpreted as markup, and every string returned is
 * plain text. A block with no ingredient line gets a message a person can act on.
 */
import { MAX_DURATION_MINUTES, MAX_LINES, clip, readYield, type Step } from './recipe-fields.ts';
import { MAX_PASTED_CHARS } from './limits.ts';

export { MAX_PASTED_CHARS };
export const MAX_PASTED_INGREDIENTS = 100;
/** A pasted block whose first line is not a title gets this name, to change on the form. */
export const UNTITLED = 'Pasted recipe';

export interface PastedRecipe {
  name: string;
  description?: string;
  ingredients: string[];
  steps: Step[];
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  servings?: number;
  yieldText?: string;
}

export type PastedRead =
  { ok: true; recipe: PastedRecipe; notes: string[] } | { ok: false; error: string };

export const TOO_LONG = `That text is too long to be one recipe: paste at most ${MAX_PASTED_CHARS.toLocaleString('en-US')} characters.`;
export const NO_INGREDIENTS =
  'No ingredient lines were found in that text. Put each ingredient on its own line (for example "2 cups flour"), under a line that says "Ingredients" if you like.';
export const TOO_MANY_INGREDIENTS = `That text has more than ${MAX_PASTED_INGREDIENTS} ingredient lines: paste one recipe at a time.`;
export const TOO_MANY_STEPS = `That text has more than ${MAX_LINES} steps: paste one recipe at a time.`;

type Part = 'ingredients' | 'steps' | 'other';

const HEADINGS: [Part, RegExp][] = [
  [
    'ingredients',
    /^(?:ingredients?(?: list)?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list)$/,
  ],
  [
    'steps',
    /^(?:method|directions?|instructions?|preparation|steps|how to make(?: it)?|to make|procedure|cooking instructions)$/,
  ],
  [
    'other',
    /^(?:notes?|tips?|cook(?:'|’)s notes?|nutrition(?: facts| information| info)?|storage)$/,
  ],
];

/** The part a heading line opens ("Ingredients:", "## Method", "INSTRUCTIONS"), if it is one. */
function headingOf(line: string): Part | undefined {
  const words = line
    .toLowerCase()
    .replace(/^#+\s*/, '')
    .replace(/[:.]\s*$/, '')
    .trim();
  return HEADINGS.find(([, pattern]) => pattern.test(words))?.[0];
}

/** A list marker a copied line starts with: bullets, check boxes, "1.", "2)", "Step 3:". */
const MARKER = /^(?:[-*•◦·▪▢☐□✓✔]\s*|(?:step\s*)?\d{1,3}\s*[.):]\s+|step\s*\d{1,3}\s*[-:.)]?\s*)/i;

function withoutMarker(line: string): string {
  return line.replace(MARKER, '').trim();
}

const UNITS = String.raw`h|hrs?|hours?|m|mins?|minutes?`;
const DURATION_PART = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s*(${UNITS})\b\.?`, 'gi');

/** Minutes in a written time: "10 min", "1 hr 20 mins", "1h30", "1.5 hours"; else undefined. */
export function writtenMinutes(text: string): number | undefined {
  let total = 0;
  let found = false;
  const rest = text.replace(/(\d+)\s*h\s*(\d{1,2})\b(?!\s*(?:m|min))/i, '$1 h $2 min');
  for (const match of rest.matchAll(DURATION_PART)) {
    const amount = Number((match[1] ?? '').replace(',', '.'));
    total += (match[2] ?? '').toLowerCase().startsWith('h') ? amount * 60 : amount;
    found = true;
  }
  const minutes = Math.round(total);
  return found && minutes <= MAX_DURATION_MINUTES ? minutes : undefined;
}

type Meta =
  | { field: 'prepMinutes' | 'cookMinutes' | 'totalMinutes'; minutes: number }
  | { field: 'yield'; text: string };

const TIME_LABEL =
  /^(prep(?:aration)?|active|hands[- ]on|cook(?:ing)?|bake|baking|total|ready in)(?:\s*time)?\s*[:-]?\s*(.*)$/i;
const YIELD_LABEL = /^(?:serves|servings?|yield|yields|makes|feeds|portions?)\b\s*[:-]?\s*(.+)$/i;

function metaOf(piece: string): Meta | undefined {
  const time = TIME_LABEL.exec(piece);
  if (time) {
    const minutes = writtenMinutes(time[2] ?? '');
    if (minutes === undefined) return undefined;
    const label = (time[1] ?? '').toLowerCase();
    const field = /^(prep|active|hands)/.test(label)
      ? 'prepMinutes'
      : /^(total|ready)/.test(label)
        ? 'totalMinutes'
        : 'cookMinutes';
    return { field, minutes };
  }
  if (YIELD_LABEL.test(piece) && /\d/.test(piece)) return { field: 'yield', text: piece };
  if (/^\d+\s*(?:servings?|portions)$/i.test(piece)) return { field: 'yield', text: piece };
  return undefined;
}

/** Every servings-or-time piece of a line ("Serves 4 | Prep: 10 mins"), or undefined when any
 *  piece of it is something else. */
function metaLine(line: string): Meta[] | undefined {
  const pieces = line
    .split(/\s*[|•·\t;]\s*|\s{2,}|,\s+(?=[a-z])|\s+(?=(?:prep|cook|total|serves|makes)\b)/i)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const metas = pieces.map(metaOf);
  return metas.length > 0 && metas.every((m) => m !== undefined) ? (metas as Meta[]) : undefined;
}

const FRACTIONS = '¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const NUMBER_START = new RegExp(`^(?:\\d|[${FRACTIONS}])`);
const AMOUNT_WORDS =
  'a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|a few|few|some|pinch|handful|dash|splash|juice|zest';
const AMOUNT_START = new RegExp(`^(?:\\d|[${FRACTIONS}]|(?:${AMOUNT_WORDS})\\b)`, 'i');
const COOKING_VERB =
  /^(?:preheat|heat|warm|mix|stir|whisk|beat|bake|roast|cook|add|combine|bring|boil|simmer|place|put|serve|pour|season|remove|transfer|let|cut|slice|chop|dice|fold|knead|fry|saute|sauté|grill|drain|rinse|spread|sprinkle|top|cover|blend|puree|purée|reduce|return|divide|arrange|set|melt|toast|mash|garnish|line|grease|in a|in the|meanwhile|when|once|while|repeat|refrigerate|chill|cool)\b/i;

function wordCount(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

/** A line that reads as an instruction: a sentence, or one that opens with a cooking verb. */
function stepLike(line: string): boolean {
  const words = wordCount(line);
  // "2 eggs, lightly beaten." is an ingredient even with its full stop; "A thick soup." is not.
  if (NUMBER_START.test(line) && words <= 6) return false;
  if (AMOUNT_START.test(line) && words <= 12 && !/[.!]$/.test(line)) return false;
  return words > 12 || (/[.!]$/.test(line) && words > 3) || (COOKING_VERB.test(line) && words > 2);
}

/** A short line that names an amount of something ("2 cups flour"), or a few words with no
 *  sentence in them ("salt and pepper to taste", "fresh basil"). */
function ingredientLike(line: string): boolean {
  if (stepLike(line)) return false;
  return AMOUNT_START.test(line) || (wordCount(line) <= 7 && !/[.!?]$/.test(line));
}

/** "For the sauce:" inside the steps names the steps that follow. */
function stepSection(line: string): string | undefined {
  const match = /^(?:for\s+the\s+)?(.{1,60}):$/i.exec(line);
  return match && wordCount(line) <= 6 ? clip(line.replace(/:$/, ''), 80) : undefined;
}

interface Parts {
  title?: string;
  description: string[];
  ingredients: string[];
  steps: string[];
  meta: Meta[];
  skipped: string[];
}

/** Sorts the lines into parts: by their headings where the text has them, else by their shape. */
function partsOf(lines: string[]): Parts {
  const parts: Parts = { description: [], ingredients: [], steps: [], meta: [], skipped: [] };
  // A part without its heading is found by the shape of its lines.
  const ingredientsByShape = !lines.some((line) => headingOf(line) === 'ingredients');
  const stepsByShape = !lines.some((line) => headingOf(line) === 'steps');
  let part: Part | 'top' = 'top';
  for (const raw of lines) {
    const heading = headingOf(raw);
    if (heading !== undefined) {
      part = heading;
      continue;
    }
    const meta = part === 'steps' ? undefined : metaLine(raw);
    if (meta) {
      parts.meta.push(...meta);
      continue;
    }
    const line = withoutMarker(raw);
    if (line.length === 0) continue;
    const amountLed = AMOUNT_START.test(line);
    if (part === 'top' && parts.title === undefined && !(amountLed && ingredientsByShape)) {
      parts.title = line;
      continue;
    }
    // The ingredients open with an amount ("2 cups flour"), so a byline or a short description
    // above them ("By Jane", "Family favourite") is not taken for one.
    if (part === 'top' && ingredientsByShape && amountLed && ingredientLike(line))
      part = 'ingredients';
    else if (part === 'ingredients' && stepsByShape && stepLike(line)) part = 'steps';
    if (part === 'top') parts.description.push(line);
    else if (part === 'ingredients') parts.ingredients.push(line);
    else if (part === 'steps') parts.steps.push(line);
    else parts.skipped.push(line);
  }
  return parts;
}

function stepsOf(lines: string[]): Step[] {
  const steps: Step[] = [];
  let section: string | undefined;
  for (const line of lines) {
    const named = stepSection(line);
    if (named !== undefined) section = named;
    else steps.push(section === undefined ? { text: clip(line) } : { text: clip(line), section });
  }
  return steps;
}

function withMeta(recipe: PastedRecipe, meta: Meta[]): PastedRecipe {
  const out = { ...recipe };
  for (const item of meta) {
    if (item.field !== 'yield') out[item.field] ??= item.minutes;
    else if (out.yieldText === undefined) {
      const read = readYield(item.text);
      if (read.servings !== undefined) out.servings = read.servings;
      if (read.yieldText !== undefined) out.yieldText = read.yieldText;
    }
  }
  return out;
}

/** Control characters other than line breaks and tabs are never part of a recipe. */
function cleanLines(text: string): string[] {
  const kept = Array.from(text.replace(/\r\n?/g, '\n').replace(/[\u200b\ufeff]/g, '')).filter(
    (char) => {
      const code = char.codePointAt(0) ?? 0;
      return code === 9 || code === 10 || (code >= 32 && code !== 127);
    },
  );
  return kept
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** Reads a pasted block into a recipe for the review form, or says why it cannot. */
export function recipeFromText(text: string): PastedRead {
  if (text.length > MAX_PASTED_CHARS) return { ok: false, error: TOO_LONG };
  const parts = partsOf(cleanLines(text));
  if (parts.ingredients.length === 0) return { ok: false, error: NO_INGREDIENTS };
  if (parts.ingredients.length > MAX_PASTED_INGREDIENTS)
    return { ok: false, error: TOO_MANY_INGREDIENTS };
  const steps = stepsOf(parts.steps);
  if (steps.length > MAX_LINES) return { ok: false, error: TOO_MANY_STEPS };
  const notes: string[] = [];
  if (parts.title === undefined)
    notes.push(`The text has no title line, so the recipe is named "${UNTITLED}": rename it.`);
  if (parts.skipped.length > 0)
    notes.push(
      `${parts.skipped.length} line(s) of notes or nutrition were not read as ingredients or steps.`,
    );
  const description = parts.description.join(' ');
  const recipe: PastedRecipe = {
    name: clip(parts.title ?? UNTITLED, 300),
    ...(description.length > 0 ? { description: clip(description) } : {}),
    ingredients: parts.ingredients.map((line) => clip(line, 500)),
    steps,
  };
  return { ok: true, recipe: withMeta(recipe, parts.meta), notes };
}
