import { describe, expect, it } from 'vitest';
import { compareNames, groupThousands } from '../../machines/shared/names.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sign = (n: number) => Math.sign(n);

describe('compareNames', () => {
  it('orders names as English collation does', () => {
    const names = [
      'Banana',
      'apple',
      'Item 10',
      'Item 2',
      'item 2b',
      'Éclair',
      'eclair',
      'Eggs',
      'pea',
      'peach',
      'Pea',
      'Olive oil',
      'olive',
      'Olives',
      'Chicken thighs, boneless',
      'Chicken thigh',
      '2 lemons',
      '10 limes',
      'Crème fraîche',
      'Cream',
      'Brown rice',
      'brown sugar',
      'Zucchini',
    ];
    const ours = [...names].sort(compareNames);
    const intl = [...names].sort(collator.compare);
    expect(ours).toEqual(intl);
    for (const a of names) {
      for (const b of names)
        expect(sign(compareNames(a, b)), `${a} / ${b}`).toBe(sign(collator.compare(a, b)));
    }
  });
});

describe('groupThousands', () => {
  it('writes what toLocaleString(en-US) writes', () => {
    for (const value of [
      0, 7, 999, 1000, 2000, 12345, 1234567, 1800.5, 2.25, 0.1234, -1500, -0.0001, 1e9,
    ]) {
      expect(groupThousands(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
