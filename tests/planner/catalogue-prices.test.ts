/**
 * The price table against the official tables it is made from (data/prices/). The tables are
 * read by shippedPriceTables.ts with their own small readers and every price is recomputed with
 * its own arithmetic, so these checks share nothing with scripts/prices/derive.ts but the generic
 * CSV splitter and the price list (what each package is and which figure prices it).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../scripts/prices/csv.ts';
import { PRICE_SPECS, generatedPriceFiles } from '../../scripts/prices/generate.ts';
import {
  PRICES,
  REFERENCE_MONTH,
  STATE_PRICE_LEVELS,
  foodsByKey,
  pricesByFood,
  refusePercent,
  regionalFactor,
  type OfficialFigure,
  type Price,
} from '../../supabase/functions/_shared/catalogue/index.ts';
import {
  ERS_RATIO,
  PP_NAP_RATIOS,
  SHELF_RATIO,
  apSeries,
  averages,
  average,
  data,
  ers,
  ersKey,
  officialDollars,
  ppNap,
  ppNapHeader,
  root,
} from './shippedPriceTables.ts';

function price(food: string): Price {
  const found = pricesByFood.get(food);
  if (!found) throw new Error(`no price for ${food}`);
  return found;
}

// ------------------------------------------------------------------------------------------

describe('the generated price table', () => {
  it('is exactly what npm run catalogue:prices writes from the shipped tables', () => {
    for (const file of generatedPriceFiles()) {
      expect(readFileSync(resolve(root, file.path), 'utf8'), file.path).toBe(file.text);
    }
  });

  it('prices every food once, all at the reference month', () => {
    expect(REFERENCE_MONTH).toBe('2025-04');
    expect(PRICES.length).toBe(PRICE_SPECS.length);
    for (const entry of PRICES) expect(entry.source.month, entry.food).toBe(REFERENCE_MONTH);
  });

  it('recomputes every package price and edible weight from the shipped tables', () => {
    for (const item of PRICE_SPECS) {
      const table = price(item.food);
      const basis = item.basis;
      const food = foodsByKey.get(item.food);
      if (!food) throw new Error(`unknown food ${item.food}`);
      const ersYield =
        basis.kind === 'ERS' ? ers.get(`${basis.table}|${basis.item}|${basis.form}`)?.yield : 1;
      const edible = Math.round(
        typeof item.edible === 'number'
          ? item.edible
          : item.edible === 'as-bought'
            ? item.purchasedGrams
            : item.edible === 'ers-yield'
              ? item.purchasedGrams * (ersYield ?? NaN)
              : item.purchasedGrams * (1 - refusePercent(food) / 100),
      );
      expect(table.packageGrams, item.food).toBe(edible);
      const expected =
        basis.kind === 'shelf'
          ? basis.price * SHELF_RATIO
          : basis.kind === 'anchored'
            ? officialDollars(basis.figure, item.purchasedGrams, edible) * basis.factor
            : officialDollars(basis, item.purchasedGrams, edible);
      expect(Math.abs(table.price - expected), item.food).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('brings ERS prices forward by the CPI for fruits and vegetables and shelf prices by the CPI for food at home', () => {
    for (const entry of PRICES) {
      const { source } = entry;
      if (source.kind === 'ERS') expect(source.bridge.ratio, entry.food).toBe(ERS_RATIO);
      if (source.kind === 'estimate' && source.bridge) {
        expect(source.anchor?.figure.kind ?? 'shelf', entry.food).not.toBe('PPNAP');
        const expected = source.anchor ? ERS_RATIO : SHELF_RATIO;
        expect(source.bridge.ratio, entry.food).toBe(expected);
      }
    }
  });

  it('brings PP-NAP prices forward from the 2017-2018 average of the CPI the price list names', () => {
    expect(PP_NAP_RATIOS.CUUR0000SAF11).toBeGreaterThan(1.25);
    let count = 0;
    for (const item of PRICE_SPECS) {
      if (item.basis.kind !== 'PPNAP') continue;
      count += 1;
      const { source } = price(item.food);
      if (source.kind !== 'PPNAP') throw new Error(`${item.food} is not a PP-NAP price`);
      expect(source.bridge, item.food).toEqual({
        series: item.basis.index,
        title:
          item.basis.index === 'CUUR0000SAF11'
            ? 'CPI-U food at home'
            : 'CPI-U fruits and vegetables, seasonally adjusted',
        from: '2017-2018',
        to: REFERENCE_MONTH,
        ratio: PP_NAP_RATIOS[item.basis.index],
      });
    }
    expect(count).toBeGreaterThan(80);
  });
});

describe('citations', () => {
  /** Every BLS series a price cites, with the month it cites it for. */
  function blsCitations(): { food: string; series: string; month: string }[] {
    const cited: { food: string; series: string; month: string }[] = [];
    for (const entry of PRICES) {
      const { source } = entry;
      const add = (series: string) => cited.push({ food: entry.food, series, month: source.month });
      if (source.kind === 'BLS') add(source.series);
      if (source.kind === 'estimate') {
        if (source.anchor?.figure.kind === 'BLS') add(source.anchor.figure.series);
        for (const series of source.note.match(/APU\w+/g) ?? []) add(series);
      }
    }
    return cited;
  }

  it('cites only BLS U.S. city average series that were still published in the month cited', () => {
    const cited = blsCitations();
    expect(cited.length).toBeGreaterThan(20);
    const discontinued = cited.filter(({ series, month }) => {
      const entry = apSeries.get(series);
      return !entry || entry.area !== '0000' || entry.end < month;
    });
    expect(discontinued).toEqual([]);
    for (const { food, series, month } of cited) {
      expect(averages.get(series)?.get(month), `${food} ${series} ${month}`).toBeGreaterThan(0);
    }
  });

  it('names, for every BLS citation, the item exactly as BLS titles the series', () => {
    for (const entry of PRICES) {
      const figures: OfficialFigure[] = [];
      if (entry.source.kind === 'BLS')
        figures.push({ kind: 'BLS', series: entry.source.series, item: entry.source.item });
      if (entry.source.kind === 'estimate' && entry.source.anchor)
        figures.push(entry.source.anchor.figure);
      for (const figure of figures) {
        if (figure.kind !== 'BLS') continue;
        expect(apSeries.get(figure.series)?.title.startsWith(`${figure.item} in U.S. city`)).toBe(
          true,
        );
      }
    }
  });

  it('cites only USDA ERS items and forms the shipped ERS tables hold, priced per pound', () => {
    let count = 0;
    for (const entry of PRICES) {
      const { source } = entry;
      const figure =
        source.kind === 'ERS'
          ? source
          : source.kind === 'estimate' && source.anchor?.figure.kind === 'ERS'
            ? source.anchor.figure
            : undefined;
      if (!figure) continue;
      count += 1;
      const key = ersKey(figure);
      expect(key, `${entry.food}: ${figure.item} (${figure.form})`).toBeDefined();
      expect(ers.get(key ?? '')?.unit, entry.food).toBe('per pound');
      expect(figure.year, entry.food).toBe(2022);
    }
    expect(count).toBeGreaterThan(40);
  });

  it('cites only PP-NAP food codes the shipped rows hold, as ERS describes them, priced from scanner data', () => {
    expect(ppNapHeader.join(',')).toBe(
      'year,food_code,mod_code,food_description,method,method_description,nhanes,price_100gm',
    );
    const cited = new Set<string>();
    for (const entry of PRICES) {
      const { source } = entry;
      const figure =
        source.kind === 'PPNAP'
          ? source
          : source.kind === 'estimate' && source.anchor?.figure.kind === 'PPNAP'
            ? source.anchor.figure
            : undefined;
      if (!figure) continue;
      cited.add(figure.foodCode);
      const row = ppNap.get(figure.foodCode);
      expect(row, `${entry.food}: ${figure.foodCode}`).toBeDefined();
      expect(figure.years, entry.food).toBe('2017/2018');
      expect(row?.year, entry.food).toBe('2017/2018');
      expect(figure.description, entry.food).toBe(row?.description);
      expect(figure.method, entry.food).toBe(row?.method);
      // Prices ERS built from FNDDS recipes are of prepared dishes, not of a food as bought.
      expect(['Links to FNDDS', 'Links to altEC'], entry.food).toContain(figure.method);
    }
    expect(cited.size).toBeGreaterThan(80);
    // The shipped rows are exactly the ones the catalogue cites.
    expect([...ppNap.keys()].sort()).toEqual([...cited].sort());
  });
});

/**
 * Twenty staples checked by hand against the shipped tables: the package, the figure and the
 * quantity are written out here, so a change of package, series or unit shows up as drift.
 */
const STAPLES: { food: string; expected: () => number }[] = [
  { food: 'egg', expected: () => average('APU0000708111') },
  { food: 'milk', expected: () => average('APU0000FJ1101') },
  { food: 'chicken_breast', expected: () => average('APU0000FF1101') },
  { food: 'white_rice', expected: () => 2 * average('APU0000701312') },
  { food: 'chickpeas_dry', expected: () => average('APU0000714233') },
  { food: 'black_beans_dry', expected: () => 1.525 * ERS_RATIO },
  { food: 'lentils', expected: () => 1.839 * ERS_RATIO },
  { food: 'banana', expected: () => (180 / 453.6) * average('APU0000711211') },
  { food: 'potato', expected: () => (280 / 453.6) * average('APU0000712112') },
  { food: 'tomato', expected: () => average('APU0000712311') },
  { food: 'broccoli', expected: () => 3.082 * ERS_RATIO },
  { food: 'spinach', expected: () => (5 / 16) * 4.1214 * ERS_RATIO },
  { food: 'carrot', expected: () => 0.9761 * ERS_RATIO },
  { food: 'onion', expected: () => (170 / 453.6) * 1.1062 * ERS_RATIO },
  { food: 'apple', expected: () => (200 / 453.6) * 1.8541 * ERS_RATIO },
  { food: 'ground_beef', expected: () => average('APU0000703112') },
  { food: 'cheddar', expected: () => 0.5 * average('APU0000710212') },
  { food: 'butter', expected: () => average('APU0000FS1101') },
  { food: 'flour', expected: () => 5 * average('APU0000701111') },
  { food: 'orange', expected: () => (180 / 453.6) * average('APU0000711311') },
  { food: 'strawberries', expected: () => (16 / 12) * average('APU0000711415') },
];

describe('twenty staples', () => {
  // Within 1 %, or half a cent for a piece sold loose (the price is rounded to the cent).
  it.each(STAPLES)('prices $food within 1 % of the shipped table', ({ food, expected }) => {
    const want = expected();
    expect(Math.abs(price(food).price - want)).toBeLessThanOrEqual(Math.max(0.01 * want, 0.005));
  });

  it('reads the figures these staples rest on as the agencies published them', () => {
    expect(average('APU0000708111')).toBe(5.122);
    expect(average('APU0000FF1101')).toBe(4.18);
    expect(ers.get('vegetable|Broccoli heads|Fresh')?.price).toBe(3.082);
    expect(ers.get('vegetable|Spinach, eaten raw|Fresh')?.price).toBe(4.1214);
    expect(ppNap.get('41420010')?.price).toBe(0.598821);
    expect(ppNap.get('57602100')?.price).toBe(0.433131);
  });
});

describe('state price levels', () => {
  /** BEA SARPP line 6 (goods) of 2023 by state name, read straight from the table. */
  const goods = new Map(
    parseCsv(data('bea-sarpp-state-2008-2023.csv'))
      .filter((row) => row[3] === 'SARPP' && row[4] === '6')
      .map((row) => [row[1], Number(row[row.length - 1])]),
  );

  it('takes every state level from the BEA goods parity over the US goods parity', () => {
    const us = goods.get('United States');
    expect(us).toBe(99.505);
    expect(STATE_PRICE_LEVELS.length).toBe(51);
    for (const level of STATE_PRICE_LEVELS) {
      expect(goods.get(level.name), level.state).toBe(level.goodsParity);
      expect(level.level, level.state).toBeCloseTo(level.goodsParity / (us ?? NaN), 4);
    }
  });

  it('applies the level of the zip code’s state', () => {
    const georgia = STATE_PRICE_LEVELS.find((level) => level.state === 'GA');
    expect(georgia?.name).toBe('Georgia');
    expect(regionalFactor('30301')).toEqual({
      factor: georgia?.level,
      state: 'GA',
      goodsParity: georgia?.goodsParity,
    });
  });
});
