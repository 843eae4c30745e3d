/**
 * The generated storage table as text: every catalogue food's storage times, read from USDA FSIS
 * FoodKeeper (data/foodkeeper/foodkeeper-products.csv) through the hand-written mapping in
 * supabase/functions/_shared/catalogue/storage-map.ts. What scripts/generate-storage.ts writes
 * and what the storage test compares with the committed file.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { FOODS } from '../../supabase/functions/_shared/catalogue/foods.ts';
import {
  STORAGE_MAP,
  type Figure,
  type FoodKeeperWindow,
  type StorageSpec,
} from '../../supabase/functions/_shared/catalogue/storage-map.ts';
import type {
  DayRange,
  FoodStorage,
  StoragePlace,
} from '../../supabase/functions/_shared/catalogue/storage.ts';
import { parseCsv } from '../prices/csv.ts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FOODKEEPER_CSV = 'data/foodkeeper/foodkeeper-products.csv';
export const STORAGE_PATH = 'supabase/functions/_shared/catalogue/storage.generated.ts';
/** The FoodKeeper data version the shipped file names (PROVENANCE.md). */
export const FOODKEEPER_VERSION = 128;
/** FoodKeeper's leftovers with meat, fish, poultry or egg, and without. */
export const LEFTOVERS_IDS = { withFlesh: 173, without: 174 } as const;

export const WINDOWS: readonly FoodKeeperWindow[] = [
  'pantry',
  'pantry_dop',
  'pantry_after_opening',
  'refrigerate',
  'refrigerate_dop',
  'refrigerate_after_opening',
  'refrigerate_after_thawing',
  'freeze',
  'freeze_dop',
];

/** One FoodKeeper product as the derived CSV gives it. */
export interface FoodKeeperProduct {
  id: number;
  category: string;
  name: string;
  subtitle: string;
  windows: Partial<Record<FoodKeeperWindow, DayRange>>;
  notes: string;
}

/** Every product of the shipped CSV, by FoodKeeper ID. */
export function readFoodKeeper(
  text = readFileSync(resolve(root, FOODKEEPER_CSV), 'utf8'),
): Map<number, FoodKeeperProduct> {
  const [header = [], ...rows] = parseCsv(text);
  const products = new Map<number, FoodKeeperProduct>();
  for (const row of rows) {
    const cell = (name: string) => {
      const at = header.indexOf(name);
      if (at < 0) throw new Error(`${FOODKEEPER_CSV} has no column ${name}`);
      return row[at] ?? '';
    };
    const windows: Partial<Record<FoodKeeperWindow, DayRange>> = {};
    for (const window of WINDOWS) {
      const min = cell(`${window}_min_days`);
      const max = cell(`${window}_max_days`);
      // A window needs both ends (432 fruit cocktail has a max alone; no food uses it).
      if (min !== '' && max !== '') windows[window] = [Number(min), Number(max)];
    }
    const id = Number(cell('id'));
    products.set(id, {
      id,
      category: cell('category'),
      name: cell('name'),
      subtitle: cell('subtitle'),
      windows,
      notes: cell('notes'),
    });
  }
  return products;
}

/** 'Chicken parts, breast halves, boneless': FoodKeeper's name and its variant. */
export function productName(product: FoodKeeperProduct): string {
  return product.subtitle ? `${product.name}, ${product.subtitle}` : product.name;
}

const UNITS: readonly [days: number, one: string, many: string][] = [
  [365, 'year', 'years'],
  [30, 'month', 'months'],
  [7, 'week', 'weeks'],
  [1, 'day', 'days'],
];

/** A range as FoodKeeper would say it: 270 -> '9 months', [730, 1825] -> '2-5 years'. */
export function spanLabel([min, max]: DayRange): string {
  const [size, one, many] = UNITS.find(([days]) => min % days === 0 && max % days === 0) ?? [
    1,
    'day',
    'days',
  ];
  const [low, high] = [min / size, max / size];
  return low === high ? `${low} ${low === 1 ? one : many}` : `${low}-${high} ${many}`;
}

const PLACE_WORD: Record<StoragePlace, string> = {
  refrigerator: 'refrigerator',
  freezer: 'freezer',
  pantry: 'pantry',
};

const FSIS_THAW =
  'as USDA FSIS advises handling food thawed in the refrigerator like fresh (Freezing and Food Safety)';

const isEstimate = (figure: Figure): figure is Exclude<Figure, FoodKeeperWindow> =>
  typeof figure === 'object';

function windowOf(food: string, product: FoodKeeperProduct | undefined, window: FoodKeeperWindow) {
  if (!product) throw new Error(`${food}: names FoodKeeper window ${window} but no product`);
  const range = product.windows[window];
  if (!range) throw new Error(`${food}: FoodKeeper ${product.id} has no number for ${window}`);
  return range;
}

/** The time after thawing, and why when it is an estimate. */
function thawedOf(
  food: string,
  spec: StorageSpec,
  product: FoodKeeperProduct | undefined,
  days: DayRange,
  freezerDays: DayRange | null,
): { range: DayRange | null; why?: string } {
  const generic = `FoodKeeper gives no time after thawing; this is its refrigerator time from purchase, ${FSIS_THAW}`;
  if (spec.thawed === null) return { range: null };
  if (spec.thawed !== undefined) {
    if (isEstimate(spec.thawed)) return { range: spec.thawed.estimate, why: spec.thawed.why };
    const range = windowOf(food, product, spec.thawed);
    return spec.thawed === 'refrigerate_after_thawing' ? { range } : { range, why: generic };
  }
  if (freezerDays === null) return { range: null };
  const given = product?.windows.refrigerate_after_thawing;
  if (given) return { range: given };
  if (spec.place === 'freezer') throw new Error(`${food}: a frozen food must name its thawed time`);
  const fromPurchase = product?.windows.refrigerate_dop;
  if (fromPurchase) return { range: fromPurchase, why: generic };
  // FoodKeeper's refrigerator times for foods bought frozen are for the food once cooked.
  const plain =
    product?.category === 'Food Purchased Frozen' ? undefined : product?.windows.refrigerate;
  if (plain) return { range: plain, why: generic };
  if (spec.place === 'refrigerator') {
    const estimated = isEstimate(spec.days) ? ', itself an estimate' : '';
    return {
      range: days,
      why: `FoodKeeper gives no time after thawing; this is its refrigerator time from purchase${estimated}, ${FSIS_THAW}`,
    };
  }
  return {
    range: days,
    why: `FoodKeeper gives no time after thawing nor one in the refrigerator; this is its time in the cupboard, ${FSIS_THAW}`,
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One food's storage from its mapping and the FoodKeeper products. */
export function storageFor(
  food: string,
  spec: StorageSpec,
  products: ReadonlyMap<number, FoodKeeperProduct>,
): FoodStorage {
  const product = spec.id === null ? undefined : products.get(spec.id);
  if (spec.id !== null && !product) throw new Error(`${food}: no FoodKeeper product ${spec.id}`);
  if (spec.id === null && !isEstimate(spec.days)) {
    throw new Error(`${food}: a food FoodKeeper lacks needs an estimated time`);
  }
  const days = isEstimate(spec.days) ? spec.days.estimate : windowOf(food, product, spec.days);
  const freezerDays = spec.freezer === null ? null : windowOf(food, product, spec.freezer);
  const openedDays = spec.opened === null ? null : windowOf(food, product, spec.opened);
  if (spec.place === 'freezer' && (freezerDays?.[0] !== days[0] || freezerDays?.[1] !== days[1])) {
    throw new Error(`${food}: a frozen food's freezer time is its time from purchase`);
  }
  const thawed = thawedOf(food, spec, product, days, freezerDays);

  const place = PLACE_WORD[spec.place];
  const parts: string[] = [];
  if (!isEstimate(spec.days)) parts.push(`${place} ${spanLabel(days)} from purchase`);
  if (freezerDays && spec.place !== 'freezer') parts.push(`freezer ${spanLabel(freezerDays)}`);
  if (!freezerDays && product && /\bfreeze(_dop)?: Not Recommended/.test(product.notes)) {
    parts.push('freezing not recommended');
  }
  if (openedDays) parts.push(`refrigerator ${spanLabel(openedDays)} once opened`);
  if (thawed.range && !thawed.why && spec.place === 'freezer') {
    parts.push(`refrigerator ${spanLabel(thawed.range)} after thawing`);
  }
  const foodKeeper = product
    ? `USDA FSIS FoodKeeper: ${productName(product)}: ${parts.join(', ')}`
    : '';
  const source = isEstimate(spec.days)
    ? `Estimate: ${place} ${spanLabel(days)} from purchase; ${spec.days.why}${
        product && parts.length > 0 ? `; ${foodKeeper}` : ''
      }.`
    : `${foodKeeper}.`;

  const estimates: string[] = [];
  if (isEstimate(spec.days)) {
    estimates.push(`${capital(place)} time from purchase: ${spec.days.why}.`);
  }
  if (thawed.why) estimates.push(`Time after thawing: ${thawed.why}.`);

  return {
    food,
    foodKeeper: product ? { id: product.id, name: productName(product) } : null,
    place: spec.place,
    days,
    freezerDays,
    openedDays,
    thawedDays: thawed.range,
    ...(estimates.length > 0 ? { estimate: estimates.join(' ') } : {}),
    source,
  };
}

/** Every catalogue food's storage, in food-key order; fails on a food without a mapping. */
export function deriveStorage(
  products: ReadonlyMap<number, FoodKeeperProduct> = readFoodKeeper(),
  map: Readonly<Record<string, StorageSpec>> = STORAGE_MAP,
): FoodStorage[] {
  const keys = new Set(FOODS.map((food) => food.key));
  const unmapped = [...keys].filter((key) => !(key in map));
  if (unmapped.length > 0) throw new Error(`no storage mapping for ${unmapped.join(', ')}`);
  const unknown = Object.keys(map).filter((key) => !keys.has(key));
  if (unknown.length > 0)
    throw new Error(`storage mapping for unknown foods ${unknown.join(', ')}`);
  return [...keys]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((food) => {
      const spec = map[food];
      if (!spec) throw new Error(`no storage mapping for ${food}`);
      return storageFor(food, spec, products);
    });
}

interface LeftoverStorage {
  refrigerator: DayRange;
  freezer: DayRange;
  source: string;
}

function leftovers(products: ReadonlyMap<number, FoodKeeperProduct>, id: number): LeftoverStorage {
  const product = products.get(id);
  if (!product) throw new Error(`no FoodKeeper product ${id}`);
  const refrigerator = windowOf(`leftovers ${id}`, product, 'refrigerate');
  const freezer = windowOf(`leftovers ${id}`, product, 'freeze');
  return {
    refrigerator,
    freezer,
    source: `USDA FSIS FoodKeeper: ${productName(product)}: refrigerator ${spanLabel(refrigerator)}, freezer ${spanLabel(freezer)}.`,
  };
}

export function deriveLeftovers(products = readFoodKeeper()) {
  return {
    withFlesh: leftovers(products, LEFTOVERS_IDS.withFlesh),
    without: leftovers(products, LEFTOVERS_IDS.without),
  };
}

/** The text of storage.generated.ts, formatted as Prettier formats the repository. */
export async function storageFileText(): Promise<string> {
  const products = readFoodKeeper();
  const storage = deriveStorage(products);
  const fromFoodKeeper = storage.filter((entry) => !entry.source.startsWith('Estimate:')).length;
  const text = [
    '/**',
    ' * GENERATED by scripts/generate-storage.ts: do not edit by hand, run `npm run catalogue:storage`.',
    ' *',
    ' * How long each catalogue food keeps at home, from USDA Food Safety and Inspection Service',
    ` * (FSIS) FoodKeeper data, version ${FOODKEEPER_VERSION}: ${FOODKEEPER_CSV}, derived from`,
    ' * the unmodified foodkeeper.json (PROVENANCE.md there), through the mapping in storage-map.ts.',
    " * Days are FoodKeeper's own minimum and maximum, converted as derive.mjs converts them (a month",
    ` * is 30 days, a year 365). ${fromFoodKeeper} of ${storage.length} foods keep for FoodKeeper's own time where`,
    ' * they are kept; the times of the others are estimates that say why.',
    ' */',
    "import type { DayRange, FoodStorage } from './storage.ts';",
    '',
    `export const FOODKEEPER_VERSION = ${FOODKEEPER_VERSION};`,
    '',
    `export const GENERATED_STORAGE: readonly FoodStorage[] = ${JSON.stringify(storage)};`,
    '',
    'interface LeftoverStorage {',
    '  refrigerator: DayRange;',
    '  freezer: DayRange;',
    '  source: string;',
    '}',
    '',
    `export const GENERATED_LEFTOVERS: { withFlesh: LeftoverStorage; without: LeftoverStorage } = ${JSON.stringify(deriveLeftovers(products))};`,
    '',
  ].join('\n');
  const path = resolve(root, STORAGE_PATH);
  const options = (await resolveConfig(path)) ?? {};
  return format(text, { ...options, filepath: path });
}
