/**
 * The 14 sample ingredients shown when there is no plan yet (spec section 2, Shopping list;
 * section 9: prices from 2.49 to 14.99). Also the demo list.
 */
import type { ListItem } from './shoppingList.types.ts';

const SAMPLES: readonly [name: string, amount: string, price: number][] = [
  ['Chicken breast', '2 lbs', 8.99],
  ['Salmon fillets', '1 lb', 14.99],
  ['Eggs', '1 dozen', 3.49],
  ['Greek yogurt', '32 oz', 5.49],
  ['Rolled oats', '42 oz', 4.99],
  ['Brown rice', '2 lbs', 2.99],
  ['Whole wheat bread', '1 loaf', 3.29],
  ['Black beans', '2 cans', 2.49],
  ['Broccoli', '2 heads', 3.98],
  ['Spinach', '10 oz bag', 3.49],
  ['Bananas', '1 bunch', 2.49],
  ['Sweet potatoes', '3 lbs', 4.47],
  ['Peanut butter', '16 oz', 3.79],
  ['Olive oil', '16.9 oz', 7.99],
];

export function sampleIngredients(): ListItem[] {
  return SAMPLES.map(([name, amount, price], index) => ({
    key: `sample-${index + 1}`,
    name,
    amount,
    price,
    custom: false,
    checked: false,
    paid: null,
  }));
}
