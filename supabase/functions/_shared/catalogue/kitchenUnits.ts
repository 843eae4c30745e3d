/**
 * Amounts a cook can measure: '3 large', '1/2 cup chopped', '1 1/2 tbsp', from the household
 * weights USDA SR28 gives for a food (GmWt_1 and GmWt_2: grams of '1 large', '1 cup, chopped',
 * '1 tbsp'). The grams stay beside the kitchen amount, which is rounded to what a measuring cup
 * or spoon holds; a food without a usable household weight is given in grams and ounces.
 */
import type { HouseholdWeight } from './types.ts';

const OZ = 28.349523125;

/** Units counted one by one, as SR28 words them. */
const COUNTED = new Set([
  'large',
  'medium',
  'small',
  'extra large',
  'slice',
  'tortilla',
  'clove',
  'fillet',
  'link',
  'pita',
  'muffin',
  'pepper',
  'head',
  'steak',
  'thigh',
  'sheets',
  'leaf',
  'leaves',
  'sprigs',
  'spear',
  'roll',
  'sweetpotato',
  'stalk',
]);

/** Volume units, in teaspoons. */
const VOLUME_TSP: Record<string, number> = {
  cup: 48,
  tbsp: 3,
  tablespoon: 3,
  tsp: 1,
  teaspoon: 1,
  'fl oz': 6,
};

interface Measure {
  kind: 'count' | 'volume';
  /** Grams of one unit (a count) or of one teaspoon (a volume). */
  grams: number;
  /** The counted unit ('large') or the preparation ('chopped') a volume measure is of. */
  word: string;
}

function quantityOf(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*(\d+))?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) / (match[2] ? Number(match[2]) : 1);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** '1 cup, chopped' -> a volume of 'chopped'; '1 large' -> a count of 'large'; else null. */
export function parseMeasure(weight: HouseholdWeight): Measure | null {
  const match = /^\s*([\d./\s]+?)\s+([a-z ]+?)\s*(?:,\s*(.*))?$/i.exec(weight.description);
  if (!match || !(weight.grams > 0)) return null;
  const quantity = quantityOf((match[1] ?? '').trim());
  const unit = (match[2] ?? '').trim().toLowerCase();
  if (quantity === null) return null;
  const tsp = VOLUME_TSP[unit];
  if (tsp !== undefined) {
    // Only a plain preparation word ('chopped', 'sliced'), not a note in parentheses.
    const prep = (match[3] ?? '').trim();
    const word = /^[a-z]+$/i.test(prep) && !/^(whole|nfs|raw)$/i.test(prep) ? prep : '';
    return { kind: 'volume', grams: weight.grams / (quantity * tsp), word };
  }
  if (COUNTED.has(unit)) return { kind: 'count', grams: weight.grams / quantity, word: unit };
  return null;
}

const FRACTIONS: [number, string][] = [
  [0, ''],
  [0.25, '1/4'],
  [1 / 3, '1/3'],
  [0.5, '1/2'],
  [2 / 3, '2/3'],
  [0.75, '3/4'],
  [1, ''],
];

/** 1.5 -> '1 1/2'; 0.33 -> '1/3'; rounded to the nearest of the fractions kitchens use. */
function mixedNumber(value: number, steps: readonly number[]): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0] as [number, string];
  for (const fraction of FRACTIONS) {
    if (!steps.includes(fraction[0]) && fraction[0] !== 0 && fraction[0] !== 1) continue;
    if (Math.abs(rest - fraction[0]) < Math.abs(rest - best[0])) best = fraction;
  }
  const wholePart = best[0] === 1 ? whole + 1 : whole;
  if (wholePart === 0) return best[1] || '0';
  return best[1] ? `${wholePart} ${best[1]}` : String(wholePart);
}

const QUARTERS = [0.25, 0.5, 0.75];
const CUP_STEPS = [0.25, 1 / 3, 0.5, 2 / 3, 0.75];

function plural(word: string, amount: number): string {
  return amount > 1 && word === 'cup' ? 'cups' : word;
}

function volumeText(teaspoons: number, word: string): string | null {
  const suffix = word ? ` ${word}` : '';
  if (teaspoons >= 12) {
    const cups = teaspoons / 48;
    return `${mixedNumber(cups, CUP_STEPS)} ${plural('cup', cups)}${suffix}`;
  }
  if (teaspoons >= 2.5) return `${mixedNumber(teaspoons / 3, [0.5])} tbsp${suffix}`;
  if (teaspoons >= 1) return `${mixedNumber(teaspoons, [0.5])} tsp${suffix}`;
  if (teaspoons >= 0.2) return `${mixedNumber(teaspoons, QUARTERS)} tsp${suffix}`;
  return teaspoons > 0 ? `a pinch${suffix}` : null;
}

function gramsText(grams: number): string {
  const g = grams < 1 ? Math.round(grams * 10) / 10 : Math.round(grams);
  const oz = grams / OZ;
  // A pinch of salt reads '0.5 g', not '0.5 g (0.0 oz)'.
  if (oz < 0.1) return `${g} g`;
  return `${g} g (${oz < 10 ? oz.toFixed(1) : Math.round(oz)} oz)`;
}

/**
 * How much of a food a recipe uses, in kitchen units with the grams beside them. Counts win
 * when they come out near a half (3 eggs, 2 tortillas); otherwise the food's volume measure.
 */
export function kitchenAmount(grams: number, weights: readonly HouseholdWeight[]): string {
  const measures = weights.map(parseMeasure).filter((m): m is Measure => m !== null);
  const g = grams < 1 ? Math.round(grams * 10) / 10 : Math.round(grams);
  for (const measure of measures.filter((m) => m.kind === 'count')) {
    const count = grams / measure.grams;
    const half = Math.round(count * 2) / 2;
    if (half >= 0.5 && half <= 24 && Math.abs(count - half) <= 0.15 * half) {
      return `${mixedNumber(half, [0.5])} ${measure.word} (${g} g)`;
    }
  }
  const volume = measures.find((m) => m.kind === 'volume');
  const text = volume ? volumeText(grams / volume.grams, volume.word) : null;
  return text ? `${text} (${g} g)` : gramsText(grams);
}
