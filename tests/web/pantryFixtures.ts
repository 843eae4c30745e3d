/**
 * What the /pantry tests show and do: pantry items and staples as the pantry function answers
 * them, the answers built from them, and the steps a person takes on the screen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  PantryItem,
  PantryResponse,
} from '../../supabase/functions/_shared/schemas/pantry.ts';
import { api } from './pantryApi.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';
export const signedIn = { session: { user: testUser() } };

export const rice: PantryItem = {
  food: 'brown_rice',
  name: 'Brown rice',
  grams: 453.6,
  amount: '1 lb (454 g)',
  section: 'pantry',
  since: '2026-11-20',
  useBy: null,
  keeps: 'Keeps for months',
  shelfLifeSource: 'Estimate: Dry, canned and jarred food in the cupboard, 365 days.',
  fromPurchases: true,
};
export const spinach: PantryItem = {
  food: 'spinach',
  name: 'Spinach',
  grams: 200,
  amount: '200 g',
  section: 'produce',
  since: '2026-11-22',
  useBy: '2026-11-28',
  keeps: 'Use by Sat, Nov 28',
  shelfLifeSource: 'Estimate: Fresh vegetables and fruit, 7 days.',
  fromPurchases: false,
};
export const foods: PantryResponse['foods'] = [
  {
    key: 'brown_rice',
    name: 'Brown rice',
    section: 'pantry',
    packageLabel: '2 lb bag',
    packageGrams: 907.2,
  },
  {
    key: 'spinach',
    name: 'Spinach',
    section: 'produce',
    packageLabel: '10 oz bag',
    packageGrams: 283.5,
  },
];
export function pantry(
  items: PantryItem[],
  spoiled: PantryResponse['spoiled'] = [],
): PantryResponse {
  return { asOf: '2026-11-24', items, foods, spoiled, staples: [], staplesAnswered: null };
}

/** A staple said to be at home, as the pantry function lists it: no amount, no date. */
export const oliveOil: PantryItem = {
  food: 'olive_oil',
  name: 'Olive oil',
  grams: 0,
  amount: 'Some at home',
  section: 'pantry',
  since: '2026-11-21',
  useBy: null,
  keeps: 'You said you have some',
  shelfLifeSource: 'USDA FSIS FoodKeeper: Oils, olive: pantry 6 months.',
  fromPurchases: false,
  athome: true,
};
export const staples: PantryResponse['staples'] = [
  { food: 'olive_oil', name: 'Olive oil', group: 'oils-vinegar', athome: false },
  { food: 'cider_vinegar', name: 'Cider vinegar', group: 'oils-vinegar', athome: false },
  { food: 'black_pepper', name: 'Black pepper', group: 'salt-spices', athome: false },
  { food: 'salt', name: 'Salt', group: 'salt-spices', athome: false },
  { food: 'flour', name: 'Flour', group: 'baking', athome: false },
  { food: 'soy_sauce', name: 'Soy sauce', group: 'sauces', athome: false },
];
export const checklist = (athome: readonly string[]): PantryResponse['staples'] =>
  staples.map((staple) => ({ ...staple, athome: athome.includes(staple.food) }));
export function withStaples(
  items: PantryItem[],
  athome: readonly string[],
  staplesAnswered: string | null,
): PantryResponse {
  return { ...pantry(items), staples: checklist(athome), staplesAnswered };
}

export const labelOf = (box: HTMLElement) =>
  (box as HTMLInputElement).labels?.[0]?.textContent ?? '';

/** The ticked boxes of the staples checklist, by name. */
export function tickedStaples(): string[] {
  const section = screen.getByRole('region', { name: 'Staples at home' });
  return within(section)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map(labelOf);
}

/** Every call answers nothing until a test says what; the pantry loads rice and spinach. */
export function resetPantryApi(): void {
  api.loadPantry.mockReset().mockResolvedValue(pantry([rice, spinach]));
  api.saveEdit.mockReset();
  api.loadStaples.mockReset();
  api.saveStaples.mockReset();
}

/** The items of a store section, by the text each shows. */
export function sectionItems(section: string): string[] {
  const list = screen.getByRole('list', { name: section });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

export async function openPantry() {
  const result = renderApp('/pantry', signedIn);
  await screen.findByRole('list', { name: 'What you have at home' });
  return result;
}

export async function addFood(food: string, amount: string, unit: string) {
  const picker = screen.getByRole('combobox', { name: 'Food' });
  await userEvent.clear(picker);
  await userEvent.type(picker, food.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: food }));
  const amountField = screen.getAllByRole('textbox', { name: 'Amount' })[0] as HTMLElement;
  await userEvent.clear(amountField);
  if (amount !== '') await userEvent.type(amountField, amount);
  await userEvent.selectOptions(
    screen.getAllByRole('combobox', { name: 'Unit' })[0] as HTMLElement,
    unit,
  );
  await userEvent.click(screen.getByRole('button', { name: 'ADD TO PANTRY' }));
}
