/**
 * Reading one ingredient line as people write it ("1½ cups flour", "2-3 cloves garlic, minced",
 * "2 (15 oz) cans black beans, drained") into quantity, unit, food words and preparation.
 * parse-ingredient reads the quantity (fractions, unicode fractions, ranges) and the unit; this
 * module adds what a recipe needs around it: a package of a stated size, the food words split
 * from the preparation, headings and empty lines kept with a reason, and absurd amounts refused.
 */
import { parseIngredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { foodTokens, isContent, singularWord } from './food-words.ts';
import { PREPARATION_WORDS, TRAILING_NOTES } from './words.ts';

/** A quantity; a range ("2-3") keeps both ends and uses their mean. */
export interface Quantity {
  low: number;
  high: number | null;
  /** The amount used: `low`, or the mean of `low` and `high` for a range. */
  value: number;
}

/** "2 (15 oz) cans": each can holds 15 oz. */
export interface PackageSize {
  amount: number;
  unit: string;
}

export interface IngredientLine {
  kind: 'ingredient';
  text: string;
  quantity: Quantity | null;
  /** Normalised unit: 'g', 'kg', 'oz', 'lb', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'fl oz', 'pinch',
   *  or a counted unit as written in the singular ('clove', 'can', 'medium', 'stick'); null for a
   *  bare count ("3 eggs"). */
  unit: string | null;
  packageSize: PackageSize | null;
  /** The food as written, lower case, preparation words left in ("diced tomatoes"). */
  phrase: string;
  /** The food words alone ("tomatoes"). */
  food: string;
  /** Preparation and notes: "minced", "drained and rinsed", "divided", "(85% lean)". */
  preparation: string[];
  /** "to taste", "as needed": the line names a food but no amount. */
  toTaste: boolean;
}

export interface SkippedLine {
  kind: 'heading' | 'empty' | 'refused';
  text: string;
  message: string;
}

export type LineReading = IngredientLine | SkippedLine;

const UNIT_NAMES: Record<string, string> = {
  gram: 'g',
  kilogram: 'kg',
  milligram: 'mg',
  ounce: 'oz',
  pound: 'lb',
  milliliter: 'ml',
  liter: 'l',
  deciliter: 'dl',
  cup: 'cup',
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  'fluid ounce': 'fl oz',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
};

/** Counted units parse-ingredient does not know. */
const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  slice: { short: 'slice', plural: 'slices', alternates: [], type: 'other' },
  stalk: { short: 'stalk', plural: 'stalks', alternates: ['rib', 'ribs'], type: 'other' },
  fillet: { short: 'fillet', plural: 'fillets', alternates: [], type: 'other' },
  tin: { short: 'tin', plural: 'tins', alternates: [], type: 'other' },
  jar: { short: 'jar', plural: 'jars', alternates: [], type: 'other' },
  handful: { short: 'handful', plural: 'handfuls', alternates: [], type: 'other' },
  leaf: { short: 'leaf', plural: 'leaves', alternates: [], type: 'other' },
  link: { short: 'link', plural: 'links', alternates: [], type: 'other' },
  sheet: { short: 'sheet', plural: 'sheets', alternates: [], type: 'other' },
  liter: {
    short: 'l',
    plural: 'liters',
    alternates: ['L', 'litre', 'litres', 'lt'],
    type: 'volume',
  },
  milliliter: {
    short: 'ml',
    plural: 'milliliters',
    alternates: ['mL', 'millilitre', 'millilitres', 'mls'],
    type: 'volume',
  },
  packet: {
    short: 'pkt',
    plural: 'packets',
    alternates: ['envelope', 'envelopes', 'sachet'],
    type: 'other',
  },
};

/** Largest amount of one line, per kind of unit, before it is refused as absurd. */
const CEILINGS: { units: string[]; max: number; perUnit: Record<string, number>; label: string }[] =
  [
    {
      units: ['g', 'kg', 'mg', 'oz', 'lb'],
      max: 10_000,
      perUnit: { g: 1, kg: 1000, mg: 0.001, oz: 28.35, lb: 453.6 },
      label: '10 kg',
    },
    {
      units: ['ml', 'l', 'dl', 'cup', 'tbsp', 'tsp', 'fl oz', 'pint', 'quart', 'gallon'],
      max: 10_000,
      perUnit: {
        ml: 1,
        l: 1000,
        dl: 100,
        cup: 236.6,
        tbsp: 14.79,
        tsp: 4.93,
        'fl oz': 29.57,
        pint: 473,
        quart: 946,
        gallon: 3785,
      },
      label: '10 litres',
    },
  ];
const MAX_COUNT = 100;

const PACKAGE_WORDS = 'cans?|tins?|packages?|pkgs?|jars?|bags?|box(?:es)?|cartons?|containers?';
const SIZE_UNITS: Record<string, string> = {
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  g: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  ml: 'ml',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  'fl oz': 'fl oz',
};
const SIZE = String.raw`\(?\s*(\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s*oz|oz|ounces?|g|grams?|kg|ml|lbs?|pounds?)\.?\s*\)?`;
const SIZE_THEN_PACKAGE = new RegExp(String.raw`^${SIZE}\s*(${PACKAGE_WORDS})?\b\s*`, 'i');

function normaliseText(line: string): string {
  return (
    line
      .normalize('NFC')
      .replace(/[\u2012-\u2015]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      // List bullets people paste with the line.
      .replace(/^[-•*▢□☐]\s+/, '')
      // "a pinch of salt", "an 8 oz package": the article is a count of one.
      .replace(/^an?\s+(?=\S)/i, '1 ')
      // "1 x 400g tin chickpeas" is one tin of 400 g.
      .replace(/^(\S+)\s*x\s*(\d+(?:\.\d+)?)\s*(g|ml|oz|kg)\b\s*/i, '$1 ($2 $3) ')
  );
}

/** "Juice of 1 lemon", "zest of 2 limes": the juice is the food, counted by the fruit. */
function juiceOf(text: string): string {
  return text.replace(
    /^(juice|zest)\s+(?:of\s+)?(\S+)\s+(\w+)\b/i,
    (_m, part: string, count: string, fruit: string) =>
      `${count} ${singularWord(fruit.toLowerCase())} ${part.toLowerCase()}`,
  );
}

function sizeUnit(raw: string): string {
  const key = raw.toLowerCase().replace(/\.|\s+/g, (m) => (m === '.' ? '' : ' '));
  return SIZE_UNITS[key] ?? SIZE_UNITS[key.replace(/\s/g, '')] ?? key;
}

function splitPackage(
  unit: string | null,
  description: string,
): { unit: string | null; packageSize: PackageSize | null; rest: string } {
  const isPackageUnit = unit !== null && new RegExp(`^(${PACKAGE_WORDS})$`).test(unit);
  const match = SIZE_THEN_PACKAGE.exec(description);
  if (!match || (!isPackageUnit && unit !== null)) {
    return { unit, packageSize: null, rest: description };
  }
  const container = match[3];
  if (!isPackageUnit && !container && !/^\(/.test(match[0])) {
    return { unit, packageSize: null, rest: description };
  }
  return {
    unit: container ? singular(container.toLowerCase()) : (unit ?? 'package'),
    packageSize: { amount: Number(match[1]), unit: sizeUnit(match[2] ?? '') },
    rest: description.slice(match[0].length),
  };
}

function singular(word: string): string {
  if (word === 'boxes') return 'box';
  if (word === 'pkg' || word === 'pkgs') return 'package';
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Splits "boneless chicken thighs, cut into strips (about 1 lb)" into food words and notes. */
export function splitPreparation(description: string): {
  phrase: string;
  food: string;
  preparation: string[];
  toTaste: boolean;
} {
  const preparation: string[] = [];
  let text = description.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    if (inner.trim()) preparation.push(`(${inner.trim()})`);
    return ' ';
  });
  let toTaste = false;
  for (const note of TRAILING_NOTES) {
    text = text.replace(note.pattern, (found) => {
      preparation.push(found.replace(/^[\s,;]+/, '').trim());
      if (note.noAmount) toTaste = true;
      return ' ';
    });
  }
  const parts = text.split(/[,;]/);
  // "6 boneless, skinless chicken thighs": a part with no food word belongs to the next.
  while (parts.length > 1 && !foodTokens(parts[0] ?? '').some(isContent)) {
    parts.splice(0, 2, `${parts[0] ?? ''} ${parts[1] ?? ''}`);
  }
  const [head = '', ...tail] = parts;
  for (const part of tail) if (part.trim()) preparation.push(part.trim());
  const phrase = head
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(of|the)\s+/, '')
    .trim();
  const kept: string[] = [];
  for (const word of phrase.split(' ')) {
    if (PREPARATION_WORDS.has(word)) preparation.push(word);
    else if (word) kept.push(word);
  }
  const food = kept
    .join(' ')
    .replace(/^(and|or|plus)\s+|\s+(and|or)$/g, '')
    .trim();
  return { phrase, food, preparation, toTaste };
}

/** "4 salmon fillets (6 oz each)": each piece has the stated size. */
function eachSize(preparation: string[]): PackageSize | null {
  for (const note of preparation) {
    const match = new RegExp(String.raw`^\(${SIZE}\s+each\)$`, 'i').exec(note);
    if (match) return { amount: Number(match[1]), unit: sizeUnit(match[2] ?? '') };
  }
  return null;
}

/** "1 tablespoon + 1 teaspoon sugar": the second amount, in the first one's unit. */
function addedAmount(description: string, unit: string | null) {
  const match = /^(?:\+|plus)\s+(\S+)\s+(\S+)\s+/i.exec(description);
  if (!match || !unit) return null;
  const [second] = parseIngredient(`${match[1]} ${match[2]} x`, { normalizeUOM: true });
  const secondUnit = second?.unitOfMeasureID ? UNIT_NAMES[second.unitOfMeasureID] : undefined;
  const from = secondUnit ? SPOONS[secondUnit] : undefined;
  const to = SPOONS[unit];
  if (!second?.quantity || from === undefined || to === undefined) return null;
  return { amount: (second.quantity * from) / to, rest: description.slice(match[0].length) };
}
const SPOONS: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48 };

function quantityOf(low: number | null, high: number | null): Quantity | null {
  if (low === null) return null;
  if (high !== null && high > low) return { low, high, value: (low + high) / 2 };
  return { low, high: null, value: low };
}

function absurdity(quantity: Quantity | null, unit: string | null): string | null {
  if (!quantity) return null;
  const top = quantity.high ?? quantity.low;
  for (const ceiling of CEILINGS) {
    const factor = unit ? ceiling.perUnit[unit] : undefined;
    if (factor !== undefined && top * factor > ceiling.max) {
      return `${top} ${unit} is more than one recipe line can hold (at most ${ceiling.label}); check the amount.`;
    }
  }
  if (top > MAX_COUNT && (unit === null || !UNIT_IS_MEASURE.has(unit))) {
    return `${top} ${unit ?? 'pieces'} is more than one recipe line can hold (at most ${MAX_COUNT}); check the amount.`;
  }
  return null;
}
const UNIT_IS_MEASURE = new Set(CEILINGS.flatMap((c) => c.units));

/** Reads one ingredient line. A heading, an empty line or an absurd amount comes back as a
 *  skipped line with a message; every other line comes back read, even with no amount. */
export function readIngredientLine(line: string): LineReading {
  const text = line.trim();
  const prepared = normaliseText(line);
  if (!prepared || !/[\p{L}\p{N}]/u.test(prepared)) {
    return { kind: 'empty', text, message: 'An empty line: nothing to read.' };
  }
  const [parsed] = parseIngredient(juiceOf(prepared), {
    normalizeUOM: true,
    additionalUOMs: EXTRA_UNITS,
  });
  if (!parsed || parsed.isGroupHeader || /:\s*$/.test(prepared)) {
    return { kind: 'heading', text, message: 'A heading, not an ingredient.' };
  }
  const rawUnit = parsed.unitOfMeasureID;
  const named = rawUnit ? (UNIT_NAMES[rawUnit] ?? rawUnit) : null;
  const quantity = quantityOf(parsed.quantity, parsed.quantity2);
  const { unit, packageSize, rest } = splitPackage(named, parsed.description.trim());
  const refused = absurdity(quantity, unit);
  if (refused) return { kind: 'refused', text, message: refused };
  const added = addedAmount(rest, unit);
  const total =
    quantity && added ? { ...quantity, value: quantity.value + added.amount } : quantity;
  const parts = splitPreparation(added ? added.rest : rest);
  return {
    kind: 'ingredient',
    text,
    quantity: total,
    unit,
    packageSize: packageSize ?? eachSize(parts.preparation),
    ...parts,
  };
}
