/**
 * The 14 sample ingredients shown when there is no plan yet (spec section 2, Shopping list;
 * section 9: prices from 2.49 to 14.99). Also the demo list.
 */
import type { StoreSection } from '../../supabase/functions/_shared/catalogue/sections.ts';
import type { ListItem } from './shoppingList.types.ts';

/** Name, amount, price and the store section of the catalogue's food of the same name. */
const SAMPLES: readonly [name: string, amount: string, price: number, section: StoreSection][] = [
  ['Chicken breast', '2 lbs', 8.99, 'meat-fish'],
  ['Salmon fillets', '1 lb', 14.99, 'meat-fish'],
  ['Eggs', '1 dozen', 3.49, 'dairy-eggs'],
  ['Greek yogurt', '32 oz', 5.49, 'dairy-eggs'],
  ['Rolled oats', '42 oz', 4.99, 'pantry'],
  ['Brown rice', '2 lbs', 2.99, 'pantry'],
  ['Whole wheat bread', '1 loaf', 3.29, 'bakery'],
  ['Black beans', '2 cans', 2.49, 'pantry'],
  ['Broccoli', '2 heads', 3.98, 'produce'],
  ['Spinach', '10 oz bag', 3.49, 'produce'],
  ['Bananas', '1 bunch', 2.49, 'produce'],
  ['Sweet potatoes', '3 lbs', 4.47, 'produce'],
  ['Peanut butter', '16 oz', 3.79, 'pantry'],
  ['Olive oil', '16.9 oz', 7.99, 'pantry'],
];

export function sampleIngredients(): ListItem[] {
  return SAMPLES.map(([name, amount, price, section], index) => ({
    key: `sample-${index + 1}`,
    name,
    amount,
    price,
    custom: false,
    checked: false,
    paid: null,
    section,
  }));
}
