import { describe, expect, it } from 'vitest';
import { kitchenNotesOf, mealLabelOf } from '../../machines/shoppingList/kitchenLines.ts';
import type { ListItem } from '../../machines/shoppingList/shoppingList.types.ts';

const item = (over: Partial<ListItem>): ListItem => ({
  key: 'chicken_thigh',
  name: 'Chicken thighs',
  amount: '1 x 1.5 lb tray',
  price: 5.09,
  custom: false,
  checked: false,
  paid: null,
  ...over,
});

describe('what a list line says of the kitchen', () => {
  it('names a meal by its weekday and type', () => {
    expect(mealLabelOf('2026-11-25-dinner')).toBe('Wed dinner');
    expect(mealLabelOf('2026-11-25-lunch-2')).toBe('Wed lunch');
  });

  it('lists the meals a freeze is for in the order they are eaten', () => {
    const [note] = kitchenNotesOf(
      item({
        freeze: {
          grams: 370,
          meals: ['2026-11-25-lunch', '2026-11-27-lunch', '2026-11-26-dinner', '2026-11-26-lunch'],
        },
      }),
    );
    expect(note).toBe(
      'Freeze on shopping day: 370 g, for Wed lunch, Thu lunch, Thu dinner and Fri lunch (it would not keep in the refrigerator until then).',
    );
  });

  it('says what is bought later and what a trip’s lines are for', () => {
    expect(
      kitchenNotesOf(item({ topUps: [{ on: '2026-11-29', packages: 1 }], forWeek: '2026-11-30' })),
    ).toEqual([
      'For the week of Nov 30.',
      'Buy one of these on Sun, Nov 29: it does not keep until then, even frozen.',
    ]);
    expect(kitchenNotesOf(item({ boughtOnTrip: '2026-11-23' }))).toEqual([
      "Bought on the trip of Mon, Nov 23 (on that week's list).",
    ]);
    expect(kitchenNotesOf(item({}))).toEqual([]);
  });
});
