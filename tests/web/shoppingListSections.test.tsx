/**
 * The shopping list grouped by store section: the screen shows the sections in store order
 * with the items by name inside each and the person's own items last; the shared text is
 * grouped the same way.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingList.machine.ts';
import type { ListItem, ShoppingListLoad } from '../../machines/shoppingList/shoppingList.types.ts';
import { sampleIngredients } from '../../machines/shoppingList/sampleIngredients.ts';
import { theme } from '../../src/app/theme.ts';
import { ShoppingListView } from '../../src/components/plan/ShoppingListView.tsx';
import { shoppingListText } from '../../src/services/shoppingListOutput.ts';

const item = (key: string, name: string, section?: ListItem['section']): ListItem => ({
  key,
  name,
  amount: '1 pack',
  price: 2,
  custom: false,
  checked: false,
  paid: null,
  ...(section ? { section } : {}),
});

// Deliberately out of order: the list must put them in store order.
const items: ListItem[] = [
  item('cumin', 'Ground cumin', 'spices-condiments'),
  { ...item('custom-2', 'Birthday candles'), custom: true },
  item('salmon', 'Salmon fillet', 'meat-fish'),
  item('spinach', 'Baby spinach', 'produce'),
  item('frozen_peas', 'Green peas, frozen', 'frozen'),
  item('apple', 'Apples', 'produce'),
  item('egg', 'Eggs, large', 'dairy-eggs'),
  { ...item('custom-1', 'Coffee filters'), custom: true },
  item('rice', 'Brown rice', 'pantry'),
  item('bread', 'Whole-wheat bread', 'bakery'),
];

function renderList(load: ShoppingListLoad, cached: ShoppingListLoad | null = null) {
  const actor = createActor(
    shoppingListMachine.provide({
      actors: {
        loadList: fromPromise(() =>
          cached ? new Promise<never>(() => {}) : Promise.resolve(load),
        ),
      },
    }),
    { input: { userId: 'u1', today: '2026-11-23', cached } },
  ).start();
  render(
    <MantineProvider theme={theme} env="test">
      <ShoppingListView actorRef={actor} footerStart={null} />
    </MantineProvider>,
  );
  return actor;
}

const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

describe('shopping list by store section', () => {
  it('shows the sections in store order, items by name, own items last as added', async () => {
    renderList({ weekStart: '2026-11-23', items, fromPlan: true });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (h) => h.textContent,
    );
    expect(headings).toEqual([
      'Produce',
      'Meat and fish',
      'Dairy and eggs',
      'Bakery',
      'Pantry',
      'Frozen',
      'Spices and condiments',
      'Your own items',
    ]);
    expect(namesIn(screen.getByRole('list', { name: 'Produce' }))).toEqual([
      'Apples',
      'Baby spinach',
    ]);
    expect(namesIn(screen.getByRole('list', { name: 'Your own items' }))).toEqual([
      'Birthday candles',
      'Coffee filters',
    ]);
  });

  it('groups the sample list too, and leaves out empty sections', async () => {
    renderList({ weekStart: '2026-11-23', items: sampleIngredients(), fromPlan: false });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (h) => h.textContent,
    );
    expect(headings).toEqual(['Produce', 'Meat and fish', 'Dairy and eggs', 'Bakery', 'Pantry']);
    expect(namesIn(screen.getByRole('list', { name: 'Meat and fish' }))).toEqual([
      'Chicken breast',
      'Salmon fillets',
    ]);
  });

  it('shows the list last seen on this device at once, while the fresh one loads', () => {
    const cached = { weekStart: '2026-11-23', items, fromPlan: true };
    const actor = renderList(cached, cached);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(namesIn(screen.getByRole('list', { name: 'Produce' }))).toEqual([
      'Apples',
      'Baby spinach',
    ]);
  });

  it('shares the list grouped the same way', () => {
    const text = shoppingListText(items);
    const lines = text.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'Produce:',
      '- Apples (1 pack): $2.00',
      '- Baby spinach (1 pack): $2.00',
      '',
      'Meat and fish:',
      '- Salmon fillet (1 pack): $2.00',
    ]);
    const headings = lines.filter((line) => line.endsWith(':'));
    expect(headings).toEqual([
      'Produce:',
      'Meat and fish:',
      'Dairy and eggs:',
      'Bakery:',
      'Pantry:',
      'Frozen:',
      'Spices and condiments:',
      'Your own items:',
    ]);
    expect(text).toContain('Estimated Total: $20.00');
  });
});
