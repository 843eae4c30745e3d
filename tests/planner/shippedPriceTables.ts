/**
 * The official price tables shipped in data/prices/, read with their own small readers for the
 * price tests: they share nothing with scripts/prices/ but the generic CSV splitter, so a
 * recomputed price checks the generator instead of repeating it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../../scripts/prices/csv.ts';
import { REFERENCE_MONTH } from '../../supabase/functions/_shared/catalogue/index.ts';
import type { OfficialBasis } from '../../supabase/functions/_shared/catalogue/price-list.ts';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const data = (name: string): string =>
  readFileSync(resolve(root, 'data/prices', name), 'utf8');

/** BLS average prices: series id -> 'YYYY-MM' -> dollars. */
export const averages = new Map<string, Map<string, number>>();
function setAverage(series: string, month: string, value: number): void {
  const values = averages.get(series) ?? new Map<string, number>();
  values.set(month, value);
  averages.set(series, values);
}
const columnSeries = new Map(
  parseCsv(data('bls-average-prices-columns.csv'))
    .slice(1)
    .map((row) => [row[0], row[1]]),
);
const [wideHeader = [], ...wideRows] = parseCsv(
  data('bls-average-prices-us-city-monthly-2022-01-to-2025-04.csv'),
);
for (const row of wideRows) {
  const month = (row[0] ?? '').slice(0, 7);
  wideHeader.slice(1).forEach((column, i) => {
    const series = columnSeries.get(column);
    const raw = row[i + 1];
    if (series && raw && raw !== 'NA') setAverage(series, month, Number(raw));
  });
}
for (const line of data('bls-ap-data-extra-series-2022-01-to-2025-08.txt').split('\n').slice(1)) {
  const [series, year, period, value] = line.split('\t').map((field) => field.trim());
  if (series && year && period && value)
    setAverage(series, `${year}-${period.slice(1)}`, Number(value));
}

/** The BLS AP series catalogue: id -> area, title, last month published. */
export const apSeries = new Map(
  data('bls-ap-series-2025-07.txt')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t').map((field) => field.trim()))
    .filter((fields) => fields.length >= 9)
    .map((f) => [
      f[0] ?? '',
      { area: f[1], title: f[3] ?? '', end: `${f[7]}-${(f[8] ?? '').slice(1)}` },
    ]),
);

/** USDA ERS: 'table|item|form' -> retail price per pound and yield. */
export const ers = new Map<string, { price: number; unit: string; yield: number }>();
for (const [table, file] of [
  ['fruit', 'ers-fruit-prices-2022.csv'],
  ['vegetable', 'ers-vegetable-prices-2022.csv'],
] as const) {
  for (const row of parseCsv(data(file)).slice(1)) {
    ers.set(`${table}|${row[0]}|${row[1]}`, {
      price: Number(row[2]),
      unit: row[3] ?? '',
      yield: Number(row[4]),
    });
  }
}
export const ersKey = (figure: { item: string; form: string }): string | undefined =>
  [...ers.keys()].find((key) => key.endsWith(`|${figure.item}|${figure.form}`));

/** USDA ERS Purchase to Plate National Average Prices: food code -> its row as shipped. */
const PP_NAP_FILE = 'ers-purchase-to-plate-national-average-prices-2017-2018.csv';
const [ppNapHeaderRow = [], ...ppNapRows] = parseCsv(data(PP_NAP_FILE));
export const ppNapHeader = ppNapHeaderRow;
export const ppNap = new Map(
  ppNapRows.map((row) => [
    row[1] ?? '',
    {
      year: row[0],
      description: row[3],
      method: row[5],
      price: Number(row[7]),
    },
  ]),
);

function cpiFile(name: string): Map<string, number> {
  return new Map(
    parseCsv(data(name))
      .slice(1)
      .map((row) => [(row[0] ?? '').slice(0, 7), Number(row[1])]),
  );
}
const foodAtHome = cpiFile('bls-cpi-u-food-at-home-CUUR0000SAF11-monthly.csv');
const fruitsVegetables = cpiFile('bls-cpi-u-fruits-vegetables-CUSR0000SAF113-monthly.csv');

function cpiRatio(values: Map<string, number>, from: string): number {
  const at = (month: string): number => {
    const value = values.get(month);
    if (value === undefined) throw new Error(`no CPI value for ${month}`);
    return value;
  };
  // 'YYYY' or 'YYYY-YYYY' averages every month of those years; 'YYYY-MM' is one month.
  const span = /^(\d{4})(?:-(\d{4}))?$/.exec(from);
  const first = Number(span?.[1]);
  const years = span
    ? Array.from({ length: Number(span[2] ?? first) - first + 1 }, (_, i) => first + i)
    : [];
  const months = years.flatMap((year) =>
    Array.from({ length: 12 }, (_, m) => at(`${year}-${String(m + 1).padStart(2, '0')}`)),
  );
  const base =
    months.length > 0 ? months.reduce((sum, value) => sum + value, 0) / months.length : at(from);
  return Math.round((at(REFERENCE_MONTH) / base) * 10000) / 10000;
}
export const ERS_RATIO = cpiRatio(fruitsVegetables, '2022');
export const SHELF_RATIO = cpiRatio(foodAtHome, '2024-09');
/** PP-NAP 2017/2018 prices are moved from the average of the 24 months of 2017 and 2018. */
export const PP_NAP_RATIOS: Record<string, number> = {
  CUUR0000SAF11: cpiRatio(foodAtHome, '2017-2018'),
  CUSR0000SAF113: cpiRatio(fruitsVegetables, '2017-2018'),
};

export function average(series: string): number {
  const value = averages.get(series)?.get(REFERENCE_MONTH);
  if (value === undefined) throw new Error(`${series} has no ${REFERENCE_MONTH} average`);
  return value;
}

/** Dollars of one package from an official figure, recomputed from the tables above; a PP-NAP
 *  price is per 100 edible grams, so it takes the package's edible grams. */
export function officialDollars(
  basis: OfficialBasis,
  purchasedGrams: number,
  edible: number,
): number {
  if (basis.kind === 'ERS') {
    const row = ers.get(`${basis.table}|${basis.item}|${basis.form}`);
    if (!row) throw new Error(`no ERS ${basis.item} ${basis.form}`);
    return row.price * (purchasedGrams / 453.6) * ERS_RATIO;
  }
  if (basis.kind === 'PPNAP') {
    const row = ppNap.get(basis.foodCode);
    const ratio = PP_NAP_RATIOS[basis.index];
    if (!row || ratio === undefined) throw new Error(`no PP-NAP ${basis.foodCode}`);
    return row.price * (edible / 100) * ratio;
  }
  const grams = /\(([\d.]+) gm\)/.exec(apSeries.get(basis.series)?.title ?? '')?.[1];
  const units = basis.units ?? purchasedGrams / Number(grams);
  return average(basis.series) * units;
}
