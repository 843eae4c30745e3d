/**
 * Turns the price list (catalogue/price-list.ts) and the official tables (tables.ts) into the
 * catalogue's package prices, all at one reference month:
 * - a BLS basis takes the item's U.S. city average of the reference month;
 * - an ERS basis takes the 2022 price per pound as bought, moved to the reference month by the
 *   CPI for fruits and vegetables (its reference-month value over its 2022 average);
 * - a PP-NAP basis takes the 2017/2018 price per 100 edible grams of the FNDDS food code times
 *   the package's edible grams, moved to the reference month by the CPI the price list names
 *   (its reference-month value over its 2017-2018 average);
 * - an anchored estimate is a stated factor times one of those;
 * - a shelf estimate is a typed price moved from its month to the reference month by the CPI
 *   for food at home.
 * Package prices are rounded to the cent, edible grams to the gram, index ratios to 4 decimals
 * (the rounded ratio and the rounded grams are the ones applied, so anyone can redo the sum from
 * the source shown).
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
import type { ApSeriesEntry, ErsRow, PpNapRow, PriceTables } from './tables.ts';

/** The month every price is brought to: the last month of the shipped BLS average prices. */
export const REFERENCE_MONTH = '2025-04';
/** Year of the USDA ERS Fruit and Vegetable Prices edition shipped. */
export const ERS_YEAR = 2022;
/** NHANES cycle of the USDA ERS Purchase to Plate prices shipped (scanner data of both years). */
export const PP_NAP_YEARS = '2017/2018';
/** The CPI period a PP-NAP price is moved from: the average of the 24 months of its years. */
const PP_NAP_PERIOD = '2017-2018';

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

/** The years a period averages over ('2022', '2017-2018'), or undefined for a month. */
function periodYears(period: string): number[] | undefined {
  const match = /^(\d{4})(?:-(\d{4}))?$/.exec(period);
  if (!match) return undefined;
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  if (last < first) throw new Error(`period ${period} runs backwards`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function cpiValue(tables: PriceTables, series: string, period: string): number {
  const values = tables.cpi.get(series);
  if (!values) throw new Error(`CPI series ${series} is not shipped`);
  const years = periodYears(period);
  if (years) {
    const months = [...values].filter(([month]) => years.includes(Number(month.slice(0, 4))));
    if (months.length !== 12 * years.length) {
      throw new Error(`${series}: ${period} has ${months.length} months`);
    }
    return months.reduce((sum, [, value]) => sum + value, 0) / months.length;
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

function ppNapRow(tables: PriceTables, foodCode: string): PpNapRow {
  const row = tables.ppNap.get(foodCode);
  if (!row) throw new Error(`USDA ERS PP-NAP rows shipped have no food code ${foodCode}`);
  if (row.year !== PP_NAP_YEARS) throw new Error(`PP-NAP ${foodCode} is of ${row.year}`);
  return row;
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

interface Official {
  /** Dollars for the package at the reference month, before rounding. */
  dollars: number;
  /** Edible grams of the package. */
  grams: number;
  figure: OfficialFigure;
  bridge?: IndexBridge;
}

function officialPrice(
  tables: PriceTables,
  basis: OfficialBasis,
  item: PriceSpec,
  refusePercent: number,
): Official {
  if (basis.kind === 'ERS') {
    const row = ersRow(tables, basis);
    const bridge = indexBridge(tables, FRUITS_VEGETABLES, String(ERS_YEAR));
    return {
      dollars: row.retailPrice * (item.purchasedGrams / GRAMS_PER_POUND) * bridge.ratio,
      grams: edibleGrams(item, refusePercent, row),
      figure: { kind: 'ERS', item: row.item, form: row.form, year: ERS_YEAR },
      bridge,
    };
  }
  const grams = edibleGrams(item, refusePercent, undefined);
  if (basis.kind === 'PPNAP') {
    const row = ppNapRow(tables, basis.foodCode);
    const bridge = indexBridge(tables, basis.index, PP_NAP_PERIOD);
    return {
      dollars: row.price100g * (grams / 100) * bridge.ratio,
      grams,
      figure: {
        kind: 'PPNAP',
        foodCode: row.foodCode,
        description: row.description,
        method: row.methodDescription,
        years: row.year,
      },
      bridge,
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
    grams,
    figure: { kind: 'BLS', series: basis.series, item: entry.item },
  };
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

/** The source of a price made from one official figure alone. */
function officialSource(official: Official, food: string): PriceSource {
  const { figure, bridge } = official;
  if (figure.kind === 'BLS') return { ...figure, month: REFERENCE_MONTH };
  if (!bridge) throw new Error(`${food}: a ${figure.kind} price needs its bridge`);
  return { ...figure, month: REFERENCE_MONTH, bridge };
}

/** The price of one package of `item`; `refusePercent` is the food's SR28 refuse. */
export function derivePrice(tables: PriceTables, item: PriceSpec, refusePercent: number): Price {
  const basis = item.basis;
  if (basis.kind === 'BLS' || basis.kind === 'ERS' || basis.kind === 'PPNAP') {
    const official = officialPrice(tables, basis, item, refusePercent);
    return priced(item, official.dollars, officialSource(official, item.food), official.grams);
  }
  if (basis.kind === 'anchored') {
    const official = officialPrice(tables, basis.figure, item, refusePercent);
    const source: PriceSource = {
      kind: 'estimate',
      month: REFERENCE_MONTH,
      note: basis.note,
      anchor: { figure: official.figure, factor: basis.factor },
      ...(official.bridge ? { bridge: official.bridge } : {}),
    };
    return priced(item, official.dollars * basis.factor, source, official.grams);
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
