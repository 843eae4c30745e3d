/**
 * The SR28 household-weight table own recipes weigh lines with: exactly what npm run
 * catalogue:weights writes from the shipped WEIGHT.txt, and that file read as SR28 writes it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readWeights, sr28WeightsFile } from '../../../scripts/sr28-weights.ts';
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
});
