/**
 * Turns the price list (catalogue/price-list.ts) and the official tables (tables.ts) into the
 * catalogue's package prices, all at one reference month:
 * - a BLS basis takes the item's U.S. city average of the reference month;
 * - an ERS basis takes the 2022 price per pound as bought, moved to the reference month by the
 *   CPI for fruits and vegetables (its reference-month value over its 2022 average);
 * - an anchored estimate is a stated factor times one of those;
 * - a shelf estimate is a typed price moved from its month to the reference month by the CPI
 *   for food at home.
 * Package prices are rounded to the cent, edible grams to the gram, index ratios to 4 decimals
 * (the rounded ratio is the one applied, so anyone can redo the sum from the source shown).
 */
import type {
  IndexBridge,
  OfficialFigure,
  Price,
  PriceSource,
} from '../../supabase/functions/_shared/catalogue/types.ts';
import type {
  OfficialBasis,
  PriceSpec,
} from '../../supabase/functions/_shared/catalogue/price-list.ts';
import type { ApSeriesEntry, ErsRow, PriceTables } from './tables.ts';

/** The month every price is brought to: the last month of the shipped BLS average prices. */
export const REFERENCE_MONTH = '2025-04';
/** Year of the USDA ERS Fruit and Vegetable Prices edition shipped. */
export const ERS_YEAR = 2022;

const CPI_TITLES: Record<string, string> = {
  CUUR0000SAF11: 'CPI-U food at home',
  CUSR0000SAF113: 'CPI-U fruits and vegetables, seasonally adjusted',
};
const FOOD_AT_HOME = 'CUUR0000SAF11';
const FRUITS_VEGETABLES = 'CUSR0000SAF113';
const GRAMS_PER_POUND = 453.6;

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function cpiValue(tables: PriceTables, series: string, period: string): number {
  const values = tables.cpi.get(series);
  if (!values) throw new Error(`CPI series ${series} is not shipped`);
  if (/^\d{4}$/.test(period)) {
    const months = [...values].filter(([month]) => month.startsWith(`${period}-`));
    if (months.length !== 12) throw new Error(`${series}: ${period} has ${months.length} months`);
    return months.reduce((sum, [, value]) => sum + value, 0) / 12;
  }
  const value = values.get(period);
  if (value === undefined) throw new Error(`${series} has no value for ${period}`);
  return value;
}

function indexBridge(tables: PriceTables, series: string, from: string): IndexBridge {
  const title = CPI_TITLES[series];
  if (!title) throw new Error(`no title for CPI series ${series}`);
  const ratio = cpiValue(tables, series, REFERENCE_MONTH) / cpiValue(tables, series, from);
  return { series, title, from, to: REFERENCE_MONTH, ratio: round(ratio, 4) };
}

function apEntry(tables: PriceTables, series: string): ApSeriesEntry {
  const entry = tables.apCatalogue.get(series);
  if (!entry) throw new Error(`BLS series ${series} is not in the shipped ap.series catalogue`);
  return entry;
}

/** Grams in one unit of a BLS series when its unit is a weight ('per lb. (453.6 gm)'). */
function seriesUnitGrams(item: string): number | undefined {
  const match = /\(([\d.]+) gm\)/.exec(item);
  return match ? Number(match[1]) : undefined;
}

function ersRow(tables: PriceTables, basis: Extract<OfficialBasis, { kind: 'ERS' }>): ErsRow {
  const row = tables.ers.find(
    (candidate) =>
      candidate.table === basis.table &&
      candidate.item === basis.item &&
      candidate.form === basis.form,
  );
  if (!row) throw new Error(`USDA ERS ${basis.table} table has no ${basis.item} (${basis.form})`);
  if (row.unit !== 'per pound') throw new Error(`ERS ${basis.item} is priced ${row.unit}`);
  return row;
}

interface Official {
  /** Dollars for the package at the reference month, before rounding. */
  dollars: number;
  figure: OfficialFigure;
  bridge?: IndexBridge;
  ers?: ErsRow;
}

function officialPrice(tables: PriceTables, basis: OfficialBasis, item: PriceSpec): Official {
  if (basis.kind === 'ERS') {
    const row = ersRow(tables, basis);
    const bridge = indexBridge(tables, FRUITS_VEGETABLES, String(ERS_YEAR));
    return {
      dollars: row.retailPrice * (item.purchasedGrams / GRAMS_PER_POUND) * bridge.ratio,
      figure: { kind: 'ERS', item: row.item, form: row.form, year: ERS_YEAR },
      bridge,
      ers: row,
    };
  }
  const entry = apEntry(tables, basis.series);
  const value = tables.averagePrices.get(basis.series)?.get(REFERENCE_MONTH);
  if (value === undefined) throw new Error(`${basis.series} has no average for ${REFERENCE_MONTH}`);
  const unitGrams = seriesUnitGrams(entry.item);
  if ((unitGrams === undefined) === (basis.units === undefined)) {
    throw new Error(
      `${item.food}: ${basis.series} is priced ${entry.item}; give units exactly when it is not a weight`,
    );
  }
  const units = basis.units ?? item.purchasedGrams / (unitGrams ?? 1);
  return {
    dollars: value * units,
    figure: { kind: 'BLS', series: basis.series, item: entry.item },
  };
}

function edibleGrams(item: PriceSpec, refusePercent: number, ers: ErsRow | undefined): number {
  if (typeof item.edible === 'number') return item.edible;
  if (item.edible === 'as-bought') return Math.round(item.purchasedGrams);
  if (item.edible === 'ers-yield') {
    if (!ers) throw new Error(`${item.food}: an ERS yield needs an ERS basis`);
    return Math.round(item.purchasedGrams * ers.yield);
  }
  return Math.round(item.purchasedGrams * (1 - refusePercent / 100));
}

function priced(item: PriceSpec, dollars: number, source: PriceSource, grams: number): Price {
  return {
    food: item.food,
    packageGrams: grams,
    packageLabel: item.label,
    price: round(dollars, 2),
    source,
  };
}

/** The price of one package of `item`; `refusePercent` is the food's SR28 refuse. */
export function derivePrice(tables: PriceTables, item: PriceSpec, refusePercent: number): Price {
  const basis = item.basis;
  if (basis.kind === 'BLS' || basis.kind === 'ERS') {
    const official = officialPrice(tables, basis, item);
    const grams = edibleGrams(item, refusePercent, official.ers);
    if (official.figure.kind === 'BLS') {
      const { series, item: title } = official.figure;
      return priced(
        item,
        official.dollars,
        { kind: 'BLS', series, item: title, month: REFERENCE_MONTH },
        grams,
      );
    }
    if (!official.bridge) throw new Error(`${item.food}: an ERS price needs its bridge`);
    const { item: name, form, year } = official.figure;
    const source: PriceSource = {
      kind: 'ERS',
      item: name,
      form,
      year,
      month: REFERENCE_MONTH,
      bridge: official.bridge,
    };
    return priced(item, official.dollars, source, grams);
  }
  if (basis.kind === 'anchored') {
    const official = officialPrice(tables, basis.figure, item);
    const source: PriceSource = {
      kind: 'estimate',
      month: REFERENCE_MONTH,
      note: basis.note,
      anchor: { figure: official.figure, factor: basis.factor },
      ...(official.bridge ? { bridge: official.bridge } : {}),
    };
    return priced(
      item,
      official.dollars * basis.factor,
      source,
      edibleGrams(item, refusePercent, undefined),
    );
  }
  const bridge = indexBridge(tables, FOOD_AT_HOME, basis.month);
  const source: PriceSource = {
    kind: 'estimate',
    month: REFERENCE_MONTH,
    note: basis.note,
    bridge,
  };
  return priced(
    item,
    basis.price * bridge.ratio,
    source,
    edibleGrams(item, refusePercent, undefined),
  );
}

export function derivePrices(
  tables: PriceTables,
  items: readonly PriceSpec[],
  refusePercent: (food: string) => number,
): Price[] {
  const seen = new Set<string>();
  return items.map((item) => {
    if (seen.has(item.food)) throw new Error(`food ${item.food} has two prices`);
    seen.add(item.food);
    return derivePrice(tables, item, refusePercent(item.food));
  });
}
