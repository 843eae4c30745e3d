/**
 * Grams of a read and matched ingredient line, with the conversion written for a person: from
 * the unit when it is a mass, from the food's SR28 household weights for a volume or a count
 * ("1 cup chopped = 160 g, USDA SR28 household weight"), from the stated size of a package,
 * or, for a volume of a food SR28 gives no volume weight for, from water's density, marked as an
 * estimate.
 */
import {
  GRAMS_PER,
  TEASPOONS,
  measuresOf,
  relatedVolumeMeasures,
  type Measure,
} from './household.ts';
import type { IngredientLine } from './ingredient-line.ts';
import { foodTokens } from './food-words.ts';
import { MAX_LINE_GRAMS } from './limits.ts';

export type GramsReading =
  { grams: number; conversion: string; estimated: boolean } | { grams: null; reason: string };

export { MAX_LINE_GRAMS };

const ML_PER_TSP = 4.92892;
const SIZES = ['medium', 'large', 'small'];
/** Measures that are a part of a food, never "one" of it. */
const PARTS = new Set([
  'slice',
  'ring',
  'strip',
  'wedge',
  'leaf',
  'sprig',
  'spear',
  'floweret',
  'nlea',
  'package',
  'container',
  'can',
  'bunch',
  'head',
  'stick',
  'pat',
  'dash',
  'cubic',
  'cake',
  'bar',
  'packet',
]);
/** A line's preparation words and the words SR28's measures use for the same cut. */
const SAME_CUT: Record<string, string[]> = {
  shredded: ['grated'],
  grated: ['shredded'],
  diced: ['chopped', 'cube'],
  cubed: ['cube', 'chopped'],
  minced: ['chopped'],
  sliced: ['slice'],
  halved: ['half'],
  hulled: ['whole'],
};

function withSameCuts(words: Set<string>): Set<string> {
  const all = new Set(words);
  for (const word of words) for (const same of SAME_CUT[word] ?? []) all.add(same);
  return all;
}

/** Words of a measure's comment that do not make it a different preparation. */
const NEUTRAL = new Set(['as', 'purchased', 'yield', 'fluid', 'edible', 'total', 'approx']);
/** The size a recipe means by a bare count of these foods (recipes are written for large eggs). */
const DEFAULT_SIZE: Record<string, string> = {
  '01123': 'large',
  '01124': 'large',
  '01125': 'large',
};

function round(grams: number): number {
  return grams < 10 ? Math.round(grams * 10) / 10 : Math.round(grams);
}

/** Units written the same for one or many. */
const SAME_IN_PLURAL = new Set([
  ...SIZES,
  ...['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'l', 'dl', 'tbsp', 'tsp', 'fl oz'],
]);

function amountText(quantity: number, unit: string | null): string {
  const q = Math.round(quantity * 100) / 100;
  if (!unit) return `${q}`;
  if (q <= 1 || SAME_IN_PLURAL.has(unit)) return `${q} ${unit}`;
  return `${q} ${unit}${/(ch|sh|x)$/.test(unit) ? 'es' : 's'}`;
}

function volumeMeasure(
  measures: Measure[],
  words: Set<string>,
  unit: string | null,
): Measure | undefined {
  let best: Measure | undefined;
  let bestScore = -Infinity;
  for (const measure of measures) {
    if (measure.kind !== 'volume') continue;
    const comment = measure.cut;
    let score = measure.unit === unit ? 2 : measure.unit === 'cup' ? 0.5 : 0;
    if (comment.length === 0) score += 2;
    for (const word of comment) if (!NEUTRAL.has(word)) score += words.has(word) ? 3 : -1;
    if (score > bestScore) [best, bestScore] = [measure, score];
  }
  return best;
}

/** Words SR28 uses for a line's counted unit. */
const UNIT_WORDS: Record<string, string[]> = {
  pack: ['packet', 'package', 'pack'],
  package: ['package', 'packet', 'pkg'],
  packet: ['packet', 'package'],
  stalk: ['stalk', 'rib'],
  sprig: ['sprig'],
  bunch: ['bunch'],
};

function countMeasure(
  measures: Measure[],
  unit: string | null,
  ndb: string,
  phraseWords: string[],
): Measure | undefined {
  const counts = measures.filter((measure) => measure.kind === 'count');
  // "12 asparagus spears": the line names the part SR28 weighs.
  const part = unit ? undefined : phraseWords.find((word) => PARTS.has(word));
  if (part) unit = part;
  if (unit && !SIZES.includes(unit)) {
    const wanted = UNIT_WORDS[unit] ?? [foodTokens(unit)[0] ?? unit];
    const matching = counts.filter((measure) =>
      measure.words.some((word) => wanted.includes(word)),
    );
    return matching.find((measure) => measure.words.includes('medium')) ?? matching[0];
  }
  const size = unit ?? DEFAULT_SIZE[ndb];
  const whole = counts.filter((measure) => !measure.words.some((word) => PARTS.has(word)));
  const sized = (name: string) =>
    whole.find((measure) => measure.words.includes(name) && !measure.words.includes('extra'));
  const unsizedAll = whole.filter((measure) => !measure.words.some((word) => SIZES.includes(word)));
  // "8 corn tortillas": SR28's "1 tortilla" before its "1 enchilada".
  const unsized =
    unsizedAll.find((measure) => measure.words.some((word) => phraseWords.includes(word))) ??
    unsizedAll[0];
  // A size SR28 does not give ("1 medium eggplant") is its one whole piece.
  if (size) return sized(size) ?? unsized;
  return sized('medium') ?? unsized ?? sized('large') ?? sized('small');
}

function fromVolume(
  teaspoons: number,
  label: string,
  measures: Measure[],
  words: Set<string>,
  ndb: string,
  unit: string | null,
): GramsReading {
  const measure = volumeMeasure(measures, words, unit);
  if (measure) {
    const grams = teaspoons * measure.grams;
    return {
      grams,
      conversion: `${label} = ${round(grams)} g (USDA SR28 household weight: ${measure.description} = ${round(measure.grams * (TEASPOONS[measure.unit] ?? 1))} g per ${measure.unit})`,
      estimated: false,
    };
  }
  const related = relatedVolumeMeasures(ndb);
  const borrowed = related ? volumeMeasure(related.measures, words, unit) : undefined;
  if (related && borrowed) {
    const grams = teaspoons * borrowed.grams;
    return {
      grams,
      conversion: `${label} = ${round(grams)} g (estimate: SR28 weighs this food by mass only; the household weight of the related ${related.title}, ${borrowed.description} = ${round(borrowed.grams * (TEASPOONS[borrowed.unit] ?? 1))} g per ${borrowed.unit}, is used)`,
      estimated: true,
    };
  }
  const grams = teaspoons * ML_PER_TSP;
  return {
    grams,
    conversion: `${label} = ${round(grams)} g (estimate: SR28 gives no volume weight for this food, so water's 1 g per ml is used)`,
    estimated: true,
  };
}

function packageGrams(
  line: IngredientLine,
  count: number,
  measures: Measure[],
  words: Set<string>,
  ndb: string,
) {
  const size = line.packageSize;
  if (!size) return null;
  const label = `${amountText(count, null)} × ${size.amount} ${size.unit}${line.unit ? ` ${line.unit}` : ' each'}`;
  const perGram = GRAMS_PER[size.unit];
  if (perGram !== undefined) {
    const grams = count * size.amount * perGram;
    return {
      grams,
      conversion: `${label} = ${round(grams)} g (the stated size)`,
      estimated: false,
    };
  }
  const tsp = TEASPOONS[size.unit];
  if (tsp !== undefined)
    return fromVolume(count * size.amount * tsp, label, measures, words, ndb, size.unit);
  return null;
}

function unmeasured(line: IngredientLine): GramsReading {
  const note = line.toTaste ? 'it says "to taste"' : 'it gives no amount';
  return { grams: null, reason: `No grams: ${note}, so it is left out of nutrition and cost.` };
}

/** Grams of a line for the food with this SR28 NDB number, or why there are none. */
export function gramsOfLine(line: IngredientLine, ndb: string, foodName: string): GramsReading {
  if (!line.quantity) return unmeasured(line);
  const quantity = line.quantity.value;
  const measures = measuresOf(ndb);
  const words = withSameCuts(new Set(foodTokens([line.phrase, ...line.preparation].join(' '))));
  const reading = gramsBeforeCeiling(line, quantity, measures, words, ndb, foodName);
  if (reading.grams !== null && reading.grams > MAX_LINE_GRAMS) {
    return {
      grams: null,
      reason: `${Math.round(reading.grams / 1000)} kg of ${foodName} is more than one recipe line can hold (at most ${MAX_LINE_GRAMS / 1000} kg); check the amount.`,
    };
  }
  return reading;
}

function gramsBeforeCeiling(
  line: IngredientLine,
  quantity: number,
  measures: Measure[],
  words: Set<string>,
  ndb: string,
  foodName: string,
): GramsReading {
  const packaged = packageGrams(line, quantity, measures, words, ndb);
  if (packaged) return packaged;
  const unit = line.unit;
  const label = amountText(quantity, unit);
  const perGram = unit ? GRAMS_PER[unit] : undefined;
  if (perGram !== undefined) {
    const grams = quantity * perGram;
    return { grams, conversion: `${label} = ${round(grams)} g`, estimated: false };
  }
  const counted = countMeasure(measures, unit, ndb, foodTokens(line.phrase));
  const tsp = unit ? TEASPOONS[unit] : undefined;
  if (counted && (tsp === undefined || unit === 'dash')) {
    const grams = quantity * counted.grams;
    return {
      grams,
      conversion: `${unit ? label : amountText(quantity, 'piece')} = ${round(grams)} g (USDA SR28 household weight: ${counted.description}, ${round(counted.grams)} g each)`,
      estimated: false,
    };
  }
  if (tsp !== undefined) return fromVolume(quantity * tsp, label, measures, words, ndb, unit);
  return {
    grams: null,
    reason: `No grams: SR28 gives no weight for ${unit ? `one ${unit}` : 'one piece'} of ${foodName}; give the amount in grams, ounces or cups.`,
  };
}
