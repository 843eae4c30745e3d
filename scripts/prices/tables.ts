/**
 * Reads the official tables shipped in data/prices/ (see PROVENANCE.md there) into plain maps.
 * Every value is checked on the way in: a table that changes shape fails here, loudly, instead
 * of quietly pricing a food at NaN.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseCsv } from './csv.ts';

const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/prices');

export const FILES = {
  apMonthly: 'bls-average-prices-us-city-monthly-2022-01-to-2025-04.csv',
  apColumns: 'bls-average-prices-columns.csv',
  apExtra: 'bls-ap-data-extra-series-2022-01-to-2025-08.txt',
  apSeries: 'bls-ap-series-2025-07.txt',
  cpiFoodAtHome: 'bls-cpi-u-food-at-home-CUUR0000SAF11-monthly.csv',
  cpiFruitsVegetables: 'bls-cpi-u-fruits-vegetables-CUSR0000SAF113-monthly.csv',
  ersFruit: 'ers-fruit-prices-2022.csv',
  ersVegetable: 'ers-vegetable-prices-2022.csv',
  ppNap: 'ers-purchase-to-plate-national-average-prices-2017-2018.csv',
  sarpp: 'bea-sarpp-state-2008-2023.csv',
} as const;

/** A monthly series: 'YYYY-MM' to value. */
export type MonthlySeries = ReadonlyMap<string, number>;

export interface ApSeriesEntry {
  series: string;
  /** BLS's title without the area and adjustment: 'Eggs, grade A, large, per doz.'. */
  item: string;
  areaCode: string;
  beginYear: number;
  endYear: number;
  /** Last month published, 'YYYY-MM'. */
  endMonth: string;
}

export interface ErsRow {
  table: 'fruit' | 'vegetable';
  item: string;
  form: string;
  /** Dollars per `unit` as bought. */
  retailPrice: number;
  unit: 'per pound' | 'per pint';
  /** Edible (or cooked, or drained) share of the weight bought. */
  yield: number;
  cupEquivalentSize: number;
  cupEquivalentUnit: string;
  cupEquivalentPrice: number;
}

/** One row of USDA ERS Purchase to Plate National Average Prices (PP-NAP). */
export interface PpNapRow {
  /** NHANES cycle, '2017/2018'. */
  year: string;
  /** FNDDS food code, 8 digits. */
  foodCode: string;
  description: string;
  /** ERS's method number and its name ('Links to FNDDS', 'Links to altEC', ...). */
  method: number;
  methodDescription: string;
  /** Dollars per 100 edible grams, nominal dollars of the scanner data's years. */
  price100g: number;
}

export interface StateGoodsParity {
  fips: string;
  name: string;
  goodsParity: number;
}

export interface PriceTables {
  /** BLS average prices by series id. */
  averagePrices: ReadonlyMap<string, MonthlySeries>;
  apCatalogue: ReadonlyMap<string, ApSeriesEntry>;
  cpi: ReadonlyMap<string, MonthlySeries>;
  ers: readonly ErsRow[];
  /** USDA ERS PP-NAP rows by FNDDS food code. */
  ppNap: ReadonlyMap<string, PpNapRow>;
  /** BEA goods parities (SARPP line 6) of the latest year, by FIPS code, and the US value. */
  goods: { year: number; us: number; states: readonly StateGoodsParity[] };
}

const number = z.coerce.number().finite();
const positive = z.coerce.number().finite().positive();

function read(name: string): string {
  return readFileSync(resolve(DATA_DIR, name), 'utf8');
}

function monthOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-01$/.exec(date);
  if (!match) throw new Error(`not a first-of-month date: ${date}`);
  return `${match[1]}-${match[2]}`;
}

/** The wide BLS file: one column per item, named in the columns file. */
function readApMonthly(series: Map<string, Map<string, number>>): void {
  const columns = new Map(
    parseCsv(read(FILES.apColumns))
      .slice(1)
      .map((row) => z.tuple([z.string(), z.string().regex(/^APU0000\w+$/), z.string()]).parse(row))
      .map(([column, id]) => [column, id]),
  );
  const [header, ...rows] = parseCsv(read(FILES.apMonthly));
  if (!header || header[0] !== 'DATE') throw new Error(`${FILES.apMonthly}: no DATE column`);
  for (const row of rows) {
    const month = monthOf(z.string().parse(row[0]));
    header.slice(1).forEach((column, index) => {
      const id = columns.get(column);
      if (!id) throw new Error(`${FILES.apMonthly}: column ${column} names no series`);
      const raw = row[index + 1];
      if (raw === undefined || raw === 'NA') return;
      const values = series.get(id) ?? new Map<string, number>();
      values.set(month, positive.parse(raw));
      series.set(id, values);
    });
  }
}

/** BLS's own long layout (series, year, period, value), tab-separated. */
function readApLong(series: Map<string, Map<string, number>>): void {
  for (const line of read(FILES.apExtra).split('\n').slice(1)) {
    if (line.trim().length === 0) continue;
    const [id, year, period, value] = line.split('\t').map((field) => field.trim());
    const parsed = z
      .tuple([z.string().regex(/^APU0000\w+$/), z.string().regex(/^\d{4}$/), z.string(), positive])
      .parse([id, year, period, value]);
    const monthMatch = /^M(0[1-9]|1[0-2])$/.exec(parsed[2]);
    if (!monthMatch) throw new Error(`${FILES.apExtra}: period ${parsed[2]} is not a month`);
    const values = series.get(parsed[0]) ?? new Map<string, number>();
    values.set(`${parsed[1]}-${monthMatch[1]}`, parsed[3]);
    series.set(parsed[0], values);
  }
}

const TITLE_SUFFIX = / in U\.S\. city average, average price, not seasonally adjusted$/;

function readApCatalogue(): Map<string, ApSeriesEntry> {
  const catalogue = new Map<string, ApSeriesEntry>();
  for (const line of read(FILES.apSeries).split('\n').slice(1)) {
    if (line.trim().length === 0) continue;
    const fields = line.split('\t').map((field) => field.trim());
    const [series, areaCode, , title, , beginYear, , endYear, endPeriod] = fields;
    const parsed = z
      .object({
        series: z.string().regex(/^APU\w+$/),
        areaCode: z.string(),
        title: z.string().min(1),
        beginYear: z.coerce.number().int(),
        endYear: z.coerce.number().int(),
        endPeriod: z.string().regex(/^M(0[1-9]|1[0-2])$/),
      })
      .parse({ series, areaCode, title, beginYear, endYear, endPeriod });
    catalogue.set(parsed.series, {
      series: parsed.series,
      item: parsed.title.replace(TITLE_SUFFIX, '').replace(/ in U\.S\. city average.*$/, ''),
      areaCode: parsed.areaCode,
      beginYear: parsed.beginYear,
      endYear: parsed.endYear,
      endMonth: `${parsed.endYear}-${parsed.endPeriod.slice(1)}`,
    });
  }
  return catalogue;
}

/** A FRED export of one CPI series: a date column and a value column. */
function readCpi(name: string): Map<string, number> {
  const [, ...rows] = parseCsv(read(name));
  return new Map(
    rows.map((row) => {
      const [date, value] = z.tuple([z.string(), positive]).parse(row);
      return [monthOf(date), value];
    }),
  );
}

const ersRowSchema = z.tuple([
  z.string().min(1),
  z.string().min(1),
  positive,
  z.enum(['per pound', 'per pint']),
  positive,
  positive,
  z.string(),
  positive,
]);

function readErs(name: string, table: ErsRow['table']): ErsRow[] {
  const [, ...rows] = parseCsv(read(name));
  return rows.map((row) => {
    const [item, form, retailPrice, unit, yieldShare, cupSize, cupUnit, cupPrice] =
      ersRowSchema.parse(row);
    return {
      table,
      item,
      form,
      retailPrice,
      unit,
      yield: yieldShare,
      cupEquivalentSize: cupSize,
      cupEquivalentUnit: cupUnit,
      cupEquivalentPrice: cupPrice,
    };
  });
}

const PP_NAP_COLUMNS =
  'year,food_code,mod_code,food_description,method,method_description,nhanes,price_100gm';

const ppNapRowSchema = z.tuple([
  z.string().regex(/^\d{4}\/\d{4}$/),
  z.string().regex(/^\d{8}$/),
  z.string(),
  z.string().min(1),
  z.coerce.number().int().positive(),
  z.string().min(1),
  z.string(),
  positive,
]);

/** The PP-NAP rows in ERS's own columns: year, food_code, mod_code, food_description, method,
 *  method_description, nhanes, price_100gm. */
function readPpNap(): Map<string, PpNapRow> {
  const [header, ...rows] = parseCsv(read(FILES.ppNap));
  if (header?.join(',') !== PP_NAP_COLUMNS) {
    throw new Error(`${FILES.ppNap}: columns are not ERS's (${PP_NAP_COLUMNS})`);
  }
  const byCode = new Map<string, PpNapRow>();
  for (const row of rows) {
    const [year, foodCode, , description, method, methodDescription, , price100g] =
      ppNapRowSchema.parse(row);
    if (byCode.has(foodCode)) throw new Error(`${FILES.ppNap}: food code ${foodCode} twice`);
    byCode.set(foodCode, { year, foodCode, description, method, methodDescription, price100g });
  }
  return byCode;
}

/** SARPP line 6 (RPPs: Goods) of the last year in the table, for the US and every state. */
function readGoodsParities(): PriceTables['goods'] {
  const [header, ...rows] = parseCsv(read(FILES.sarpp));
  if (!header) throw new Error(`${FILES.sarpp} is empty`);
  const lastColumn = header.length - 1;
  const year = z.coerce.number().int().parse(header[lastColumn]);
  let us: number | undefined;
  const states: StateGoodsParity[] = [];
  for (const row of rows) {
    if (row[3] !== 'SARPP' || row[4] !== '6') continue;
    if (!/RPPs: Goods/.test(row[6] ?? '')) throw new Error(`${FILES.sarpp}: line 6 is not goods`);
    const fips = z
      .string()
      .regex(/^\d{5}$/)
      .parse(row[0]);
    const value = number.parse(row[lastColumn]);
    if (fips === '00000') us = value;
    else states.push({ fips, name: z.string().min(1).parse(row[1]), goodsParity: value });
  }
  if (us === undefined) throw new Error(`${FILES.sarpp}: no US goods parity`);
  return { year, us, states };
}

export function readPriceTables(): PriceTables {
  const averagePrices = new Map<string, Map<string, number>>();
  readApMonthly(averagePrices);
  readApLong(averagePrices);
  return {
    averagePrices,
    apCatalogue: readApCatalogue(),
    cpi: new Map([
      ['CUUR0000SAF11', readCpi(FILES.cpiFoodAtHome)],
      ['CUSR0000SAF113', readCpi(FILES.cpiFruitsVegetables)],
    ]),
    ers: [...readErs(FILES.ersFruit, 'fruit'), ...readErs(FILES.ersVegetable, 'vegetable')],
    ppNap: readPpNap(),
    goods: readGoodsParities(),
  };
}
