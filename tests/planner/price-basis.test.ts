/**
 * What the app is told about the prices: the basis sentence, each food's source, and the share
 * of a bill (and of the catalogue) that rests on estimates, all computed from the price table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRICES,
  describeEstimatedShare,
  describePriceSource,
  estimatedFoodShare,
  estimatedShare,
  foodPriceSource,
  monthLabel,
  priceBasis,
  pricesByFood,
  regionalFactor,
} from '../../supabase/functions/_shared/catalogue/index.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs, type Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../../supabase/functions/_shared/planner/plan.ts';
import { testProfile } from './testProfile.ts';

const catalogue = productCatalogue();

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

function costOf(food: string): number {
  const found = pricesByFood.get(food);
  if (!found) throw new Error(`no price for ${food}`);
  return Math.round(found.price * 100);
}

describe('the basis of the prices', () => {
  it('names the reference month, the agencies and the state', () => {
    expect(monthLabel('2025-04')).toBe('April 2025');
    expect(() => monthLabel('2025-13')).toThrow(/not a month/);
    const georgia = priceBasis(regionalFactor('30301'));
    expect(georgia.sentence).toBe(
      'US average prices, April 2025, from BLS and USDA ERS, adjusted for Georgia',
    );
    expect(georgia).toMatchObject({
      referenceMonth: '2025-04',
      referenceMonthLabel: 'April 2025',
      agencies: ['BLS', 'USDA ERS'],
      region: { state: 'GA', name: 'Georgia', goodsParityYear: 2023 },
    });
  });

  it('adjusts for no state when the zip code gives none', () => {
    for (const zip of ['', '00001', '00601']) {
      const basis = priceBasis(regionalFactor(zip));
      expect(basis.region, zip).toBeNull();
      expect(basis.sentence, zip).toBe('US average prices, April 2025, from BLS and USDA ERS');
    }
  });

  it('puts the basis sentence, and which multipliers are estimates, in the planner’s price level', () => {
    const level = catalogue.priceLevel({ zipCode: '30301', stores: ['Aldi'], quality: 'Balanced' });
    expect(level.basis.sentence).toBe(
      'US average prices, April 2025, from BLS and USDA ERS, adjusted for Georgia',
    );
    expect(level.note).toContain(level.basis.sentence);
    expect(level.note).toContain('Aldi (x0.85, an estimate)');
    expect(level.note).toContain('Balanced quality (x1.00, an estimate)');
    const factor = regionalFactor('30301').factor;
    expect(level.factor).toBeCloseTo(factor * 0.85, 10);
  });
});

describe('where a food’s price comes from', () => {
  it('names the BLS series and month of a BLS price', () => {
    const egg = foodPriceSource('egg');
    expect(egg).toMatchObject({ kind: 'BLS', agency: 'BLS', month: '2025-04', estimate: false });
    expect(egg.description).toBe(
      'BLS average price, April 2025: Eggs, grade A, large, per doz. (APU0000708111).',
    );
  });

  it('names the ERS item, form and year, and the index that brings it to the month', () => {
    const broccoli = foodPriceSource('broccoli');
    expect(broccoli).toMatchObject({ kind: 'ERS', agency: 'USDA ERS', estimate: false });
    expect(broccoli.description).toMatch(
      /^USDA ERS Fruit and Vegetable Prices 2022: Broccoli heads, fresh, brought from its 2022 average to April 2025 by the CPI-U fruits and vegetables, seasonally adjusted \(CUSR0000SAF113, x1\.\d{3}\)\.$/,
    );
  });

  it('names the Purchase to Plate food code and years, and the index that brings it to the month', () => {
    const tofu = foodPriceSource('tofu');
    expect(tofu).toMatchObject({ kind: 'PPNAP', agency: 'USDA ERS', estimate: false });
    expect(tofu.description).toMatch(
      /^USDA ERS Purchase to Plate National Average Prices 2017\/2018: Soybean curd \(FNDDS food code 41420010\), brought from its 2017-2018 average to April 2025 by the CPI-U food at home \(CUUR0000SAF11, x1\.\d{3}\)\.$/,
    );
    expect(foodPriceSource('garlic').description).toMatch(
      /^USDA ERS Purchase to Plate National Average Prices 2017\/2018: Garlic, raw \(FNDDS food code 75111500\), brought from its 2017-2018 average to April 2025 by the CPI-U fruits and vegetables, seasonally adjusted \(CUSR0000SAF113, x1\.\d{3}\)\.$/,
    );
  });

  it('says an estimate is one, and how it was made', () => {
    const thigh = foodPriceSource('chicken_thigh');
    expect(thigh).toMatchObject({ kind: 'estimate', agency: null, estimate: true });
    expect(thigh.description).toMatch(
      /^Estimate: 80 % of the BLS average price of Chicken breast, boneless, per lb\. \(453\.6 gm\) \(APU0000FF1101\); boneless thighs have no BLS series/,
    );
    expect(foodPriceSource('salt').description).toMatch(
      /^Estimate: a typed shelf price, brought from September 2024 to April 2025 by the CPI-U food at home \(CUUR0000SAF11, x1\.\d{3}\); typical US supermarket shelf price/,
    );
    expect(() => foodPriceSource('not_a_food')).toThrow(/no price/);
  });

  it('describes every price of the catalogue in one sentence', () => {
    for (const entry of PRICES) {
      const text = describePriceSource(entry.source);
      expect(text.endsWith('.'), entry.food).toBe(true);
      expect(text.startsWith('Estimate:'), entry.food).toBe(entry.source.kind === 'estimate');
    }
  });
});

describe('estimated shares', () => {
  it('computes the share of the catalogue’s foods priced by estimates', () => {
    const share = estimatedFoodShare();
    const estimated = PRICES.filter((entry) => entry.source.kind === 'estimate').length;
    expect(share).toEqual({
      estimated,
      total: PRICES.length,
      share: estimated / PRICES.length,
    });
    expect(estimatedFoodShare([])).toEqual({ estimated: 0, total: 0, share: 0 });
  });

  it('rests at least half of the catalogue’s foods on official figures', () => {
    expect(estimatedFoodShare().share).toBeLessThanOrEqual(0.5);
  });

  it('computes the estimated share of a bill from its lines', () => {
    // Eggs are a BLS price, tofu a PP-NAP price, salt a shelf estimate, boneless chicken
    // thighs an anchored estimate.
    const lines = [
      { food: 'egg', costCents: costOf('egg') },
      { food: 'tofu', costCents: costOf('tofu') },
      { food: 'salt', costCents: 3 },
      { food: 'chicken_thigh', costCents: costOf('chicken_thigh') },
    ];
    const share = estimatedShare(lines);
    const estimatedCents = 3 + costOf('chicken_thigh');
    expect(share).toEqual({
      totalCents: costOf('egg') + costOf('tofu') + estimatedCents,
      estimatedCents,
      share: estimatedCents / (costOf('egg') + costOf('tofu') + estimatedCents),
    });
    expect(describeEstimatedShare(share)).toBe(
      `Estimated prices make up ${Math.round(share.share * 100)} % of this list.`,
    );
    expect(estimatedShare([])).toEqual({ totalCents: 0, estimatedCents: 0, share: 0 });
    expect(() => estimatedShare([{ food: 'not_a_food', costCents: 1 }])).toThrow(/no price/);
  });

  it('computes the estimated share of a planned week’s shopping list', () => {
    const outcome = planWeek(highs, testProfile({ weeklyBudget: 100 }), catalogue);
    if (!outcome.ok) throw new Error(outcome.infeasible.binding);
    const { lines, totalCents } = outcome.plan.cost;
    const share = estimatedShare(lines);
    expect(share.totalCents).toBe(totalCents);
    const byHand = lines
      .filter((line) => pricesByFood.get(line.food)?.source.kind === 'estimate')
      .reduce((sum, line) => sum + line.costCents, 0);
    expect(share.estimatedCents).toBe(byHand);
    expect(share.share).toBeGreaterThan(0);
    expect(share.share).toBeLessThan(1);
  });
});
