/**
 * USDA FSIS FoodKeeper, read here from data/foodkeeper/foodkeeper-products.csv (its text is passed
 * in) through the hand-written mapping of catalogue/storage-map.ts: each food's times and the
 * leftovers' times, in days, as ./check.ts's header describes the reading.
 */
import { STORAGE_MAP } from '../../supabase/functions/_shared/catalogue/storage-map.ts';
import type {
  Figure,
  FoodKeeperWindow,
  StorageSpec,
} from '../../supabase/functions/_shared/catalogue/storage-map.ts';

/** One food's times, in days, as read here. */
export interface KeepingTimes {
  food: string;
  /** The FoodKeeper product (null: FoodKeeper lacks the food). */
  product: number | null;
  /** FoodKeeper's name for the product, for messages. */
  productName: string;
  place: 'refrigerator' | 'pantry' | 'freezer';
  /** Unopened, where it is kept, from purchase. */
  days: number;
  /** In the freezer from purchase when frozen; null: not frozen. */
  freezerDays: number | null;
  /** In the refrigerator once opened; null: opening changes nothing. */
  openedDays: number | null;
  /** In the refrigerator after thawing there; null: not to be thawed there. */
  thawedDays: number | null;
}

export interface LeftoverTimes {
  refrigerator: number;
  freezer: number;
}

export interface FoodKeeperTimes {
  foods: Map<string, KeepingTimes>;
  /** 173: with meat, fish, poultry or egg; 174: without. */
  leftovers: { withFlesh: LeftoverTimes; without: LeftoverTimes };
}

/** The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, commas and newlines inside
 *  quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

type Row = Readonly<Record<string, string>>;

function rowsById(csv: string): Map<number, Row> {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw new Error('FoodKeeper CSV: no header');
  const byId = new Map<number, Row>();
  for (const cells of rows) {
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = cells[i] ?? '';
    });
    byId.set(Number(row.id), row);
  }
  return byId;
}

/** The end of a window of a product's row, in days; null when the row gives no number. */
function windowEnd(row: Row | undefined, window: FoodKeeperWindow): number | null {
  if (!row) return null;
  const max = row[`${window}_max_days`] ?? '';
  const min = row[`${window}_min_days`] ?? '';
  const text = max !== '' ? max : min;
  if (text === '') return null;
  const days = Number(text);
  return Number.isFinite(days) ? days : null;
}

function figureEnd(row: Row | undefined, figure: Figure): number | null {
  return typeof figure === 'string' ? windowEnd(row, figure) : figure.estimate[1];
}

function productName(row: Row | undefined, id: number | null): string {
  if (!row || id === null) return 'no FoodKeeper product';
  const subtitle = row.subtitle ? ` (${row.subtitle})` : '';
  return `FoodKeeper ${id} ${row.name ?? ''}${subtitle}`;
}

/** Every mapped food's times and the leftovers' times, read from the CSV's text. */
export function readFoodKeeper(
  csv: string,
  storageMap: Readonly<Record<string, StorageSpec>> = STORAGE_MAP,
): FoodKeeperTimes {
  const rows = rowsById(csv);
  const foods = new Map<string, KeepingTimes>();
  for (const [food, spec] of Object.entries(storageMap)) {
    const row = spec.id === null ? undefined : rows.get(spec.id);
    if (spec.id !== null && !row) throw new Error(`${food}: FoodKeeper has no product ${spec.id}`);
    const days = figureEnd(row, spec.days);
    if (days === null) throw new Error(`${food}: no number for its days (${String(spec.days)})`);
    const freezerDays = spec.freezer === null ? null : windowEnd(row, spec.freezer);
    const openedDays = spec.opened === null ? null : windowEnd(row, spec.opened);
    let thawedDays: number | null;
    if (spec.thawed !== undefined)
      thawedDays = spec.thawed === null ? null : figureEnd(row, spec.thawed);
    else if (freezerDays === null) thawedDays = null;
    else if (spec.place === 'refrigerator') thawedDays = days;
    else
      thawedDays =
        windowEnd(row, 'refrigerate_dop') ??
        windowEnd(row, 'refrigerate') ??
        (spec.place === 'pantry' ? days : null);
    foods.set(food, {
      food,
      product: spec.id,
      productName: productName(row, spec.id),
      place: spec.place,
      days,
      freezerDays,
      openedDays: spec.place === 'freezer' ? null : openedDays,
      thawedDays,
    });
  }
  const leftover = (id: number): LeftoverTimes => {
    const row = rows.get(id);
    const refrigerator = windowEnd(row, 'refrigerate');
    const freezer = windowEnd(row, 'freeze');
    if (refrigerator === null || freezer === null)
      throw new Error(`FoodKeeper ${id}: no leftovers times`);
    return { refrigerator, freezer };
  };
  return { foods, leftovers: { withFlesh: leftover(173), without: leftover(174) } };
}
