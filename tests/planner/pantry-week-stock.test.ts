/**
 * The stock a week is planned on (pantry/weekStock.ts), shared by the generate function and the
 * planner benchmark's four-week run: the pantry's lots summed by food, tenths of a gram rounded
 * down, foods the catalogue does not know left out; the stored week keeps it unchanged.
 */
import { describe, expect, it } from 'vitest';
import { basisOf, personalCatalogue } from '../../supabase/functions/_shared/pantry/personal.ts';
import { pantryOn } from '../../supabase/functions/_shared/pantry/stock.ts';
import type { Lot } from '../../supabase/functions/_shared/pantry/stock.ts';
import { stockToPlanOn } from '../../supabase/functions/_shared/pantry/weekStock.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';

const catalogue = syntheticCatalogue();

const lot = (food: string, grams: number, since = '2026-11-16'): Lot => ({
  food,
  grams,
  since,
  goneOn: '2027-11-16',
  fromPurchase: true,
});

describe('the stock a week is planned on', () => {
  it('sums the lots of each food and rounds down to tenths of a gram', () => {
    const stock = stockToPlanOn(
      [lot('rice', 100.09), lot('rice', 50.08, '2026-11-18'), lot('milk', 12.38)],
      catalogue,
    );
    // 150.17 g and 12.38 g: down, never up.
    expect(stock).toEqual({ rice: 150.1, milk: 12.3 });
  });

  it('leaves out less than a tenth of a gram and foods the catalogue does not know', () => {
    const stock = stockToPlanOn(
      [lot('rice', 0.09), lot('unobtainium', 500), lot('oats', 0.1)],
      catalogue,
    );
    expect(stock).toEqual({ oats: 0.1 });
    expect(stockToPlanOn([], catalogue)).toEqual({});
  });

  it('is what the ledger leaves: bought, less what the meals of past days used', () => {
    const entries = [
      {
        food: 'rice',
        kind: 'bought' as const,
        grams: 907.2,
        onDate: '2026-11-16',
        weekStart: '2026-11-16',
        createdAt: '2026-11-16T12:00:00Z',
      },
    ];
    const uses = [
      { date: '2026-11-17', food: 'rice', grams: 300.333 },
      { date: '2026-11-22', food: 'rice', grams: 100 },
    ];
    const state = pantryOn('2026-11-23', entries, uses, () => 365);
    expect(stockToPlanOn(state.lots, catalogue)).toEqual({ rice: 506.8 });
  });

  it('is kept unchanged by the week planned on it, so its edits price the same stock', () => {
    const stock = stockToPlanOn([lot('rice', 333.3333), lot('chicken', 250.05)], catalogue);
    const own = personalCatalogue(catalogue, 1.1, { stock, prices: {} });
    expect(Object.fromEntries(own.stock ?? [])).toEqual(stock);
    expect(basisOf(own, 1.1).stock).toEqual(stock);
  });
});
