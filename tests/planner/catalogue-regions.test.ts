/**
 * Validation of the catalogue's prices and regional factors: every food priced once from a
 * cited source at a plausible unit price, zip codes mapped to states, and package prices scaled
 * by region, store and quality within a sane band. The price table against the official tables:
 * catalogue-prices.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  FOODS,
  PRICES,
  STATE_PRICE_LEVELS,
  STORES,
  STORE_MULTIPLIERS,
  QUALITY_MULTIPLIERS,
  foodsByKey,
  pricesByFood,
  priceFor,
  regionalFactor,
  stateForZip,
} from '../../supabase/functions/_shared/catalogue/index.ts';

// ------------------------------------------------------------------------------------------
// Prices

describe('prices', () => {
  it('prices every food, pantry staples included, once', () => {
    expect(new Set(PRICES.map((price) => price.food)).size).toBe(PRICES.length);
    for (const food of FOODS) expect(pricesByFood.has(food.key), food.key).toBe(true);
    for (const price of PRICES) expect(foodsByKey.has(price.food), price.food).toBe(true);
  });

  it('gives every price a package, a label and a source with a month', () => {
    for (const price of PRICES) {
      const label = price.food;
      expect(price.price, label).toBeGreaterThan(0);
      expect(price.packageGrams, label).toBeGreaterThan(0);
      expect(price.packageLabel.length, label).toBeGreaterThan(0);
      expect(price.source.month, label).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      switch (price.source.kind) {
        case 'BLS':
          expect(price.source.series, label).toMatch(/^APU0000[0-9A-Z]{6}$/);
          break;
        case 'ERS':
          expect(price.source.item.length, label).toBeGreaterThan(2);
          expect(price.source.bridge.series, label).toMatch(/^CU[SU]R0000\w+$/);
          break;
        case 'PPNAP':
          expect(price.source.foodCode, label).toMatch(/^\d{8}$/);
          expect(price.source.bridge.series, label).toMatch(/^CU[SU]R0000\w+$/);
          break;
        case 'estimate':
          expect(price.source.note.length, label).toBeGreaterThan(10);
          expect(Boolean(price.source.anchor) || Boolean(price.source.bridge), label).toBe(true);
          break;
      }
    }
  });

  it('keeps unit prices in a plausible range for US groceries', () => {
    for (const price of PRICES) {
      const perKg = (price.price / price.packageGrams) * 1000;
      expect(perKg, price.food).toBeGreaterThan(0.2);
      expect(perKg, price.food).toBeLessThan(400);
    }
  });
});

// ------------------------------------------------------------------------------------------
// Regions

describe('regions', () => {
  it('maps known zip codes to their states', () => {
    const known: Record<string, string> = {
      '10001': 'NY',
      '90210': 'CA',
      '60614': 'IL',
      '77002': 'TX',
      '73301': 'TX',
      '33101': 'FL',
      '98101': 'WA',
      '02139': 'MA',
      '20001': 'DC',
      '99501': 'AK',
      '96813': 'HI',
      '05401': 'VT',
      '83702': 'ID',
      '59601': 'MT',
      '30301-1234': 'GA',
    };
    for (const [zip, state] of Object.entries(known)) expect(stateForZip(zip), zip).toBe(state);
  });

  it('gives factor 1 and a flag for malformed or unknown zips', () => {
    for (const zip of ['', '1234', '123456', 'abcde', '12 345', '1234a']) {
      expect(regionalFactor(zip)).toEqual({ factor: 1, flag: 'malformed-zip' });
    }
    expect(regionalFactor(undefined).factor).toBe(1);
    expect(regionalFactor(null).flag).toBe('malformed-zip');
    expect(regionalFactor('00001')).toEqual({ factor: 1, flag: 'unknown-zip' });
    expect(regionalFactor('00601')).toMatchObject({
      factor: 1,
      state: 'PR',
      flag: 'no-price-level',
    });
  });

  it('prices expensive states above cheap ones, within a sane band', () => {
    const california = regionalFactor('94103').factor;
    const mississippi = regionalFactor('39201').factor;
    expect(california).toBeGreaterThan(1);
    expect(mississippi).toBeLessThan(1);
    for (const level of STATE_PRICE_LEVELS) {
      expect(level.level, level.state).toBeGreaterThan(0.85);
      expect(level.level, level.state).toBeLessThan(1.15);
      expect(level.source).toMatch(/^BEA Regional Price Parities/);
    }
    expect(STATE_PRICE_LEVELS.length).toBe(51);
  });

  it('scales package prices by region, store and quality', () => {
    for (const store of STORES) expect(STORE_MULTIPLIERS[store]).toBeGreaterThan(0.7);
    const base = priceFor('egg');
    expect(base.localPrice).toBe(base.package.price);
    const cheap = priceFor('egg', { zip: '39201', stores: ['Aldi'], quality: 'Budget-Friendly' });
    const dear = priceFor('egg', { zip: '94103', stores: ['Whole Foods'], quality: 'Premium' });
    expect(cheap.localPrice).toBeLessThan(base.localPrice);
    expect(dear.localPrice).toBeGreaterThan(base.localPrice);
    expect(dear.factors.quality).toBe(QUALITY_MULTIPLIERS.Premium);
    const mixed = priceFor('egg', { stores: ['Aldi', 'Whole Foods'] });
    expect(mixed.factors.store).toBeCloseTo(
      (STORE_MULTIPLIERS.Aldi + STORE_MULTIPLIERS['Whole Foods']) / 2,
      4,
    );
    expect(() => priceFor('not_a_food')).toThrow(/no price/);
  });
});
