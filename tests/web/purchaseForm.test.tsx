/**
 * The purchase form of the shopping list (MARK AS BOUGHT): the amount paid for each ticked item
 * starts at its estimated price, can be cleared and retyped, and a missing amount is named
 * instead of being saved as $0.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingList.machine.ts';
import type {
  ListItem,
  ListScope,
  PurchasesInput,
  ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { theme } from '../../src/app/theme.ts';
import { ShoppingListView } from '../../src/components/plan/ShoppingListView.tsx';

const eggs: ListItem = {
  key: 'eggs',
  name: 'Eggs',
  amount: '1 dozen',
  price: 3.49,
  custom: false,
  checked: true,
  paid: null,
};

/** A staple: the list charges the grams the week uses; the till, the whole bottle. */
const oil: ListItem = {
  key: 'olive_oil',
  name: 'Olive oil',
  amount: '72 g of a staple (16.9 fl oz bottle)',
  price: 0.61,
  custom: false,
  checked: true,
  paid: null,
  staple: true,
  packagePrice: 7.99,
  buyPrice: 7.99,
};

function renderList(recorded: PurchasesInput[], items: ListItem[] = [eggs]) {
  const actor = createActor(
    shoppingListMachine.provide({
      actors: {
        loadList: fromPromise<ShoppingListLoad, ListScope>(async () => ({
          weekStart: '2026-11-16',
          items,
          fromPlan: true,
        })),
        saveChecked: fromPromise(async () => {}),
        recordPurchases: fromPromise<void, PurchasesInput>(async ({ input }) => {
          recorded.push(input);
        }),
      },
    }),
    { input: { userId: 'u1', today: '2026-11-16' } },
  );
  actor.start();
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <ShoppingListView actorRef={actor} footerStart={null} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return actor;
}

async function openPurchaseForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'View List (1)' }));
  const dialog = await screen.findByRole('dialog', { name: 'View Shopping List' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'MARK AS BOUGHT' }));
  return within(dialog).findByLabelText('Price paid for Eggs');
}

describe('the purchase form', () => {
  it('starts at the estimated price and records what was typed instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const recorded: PurchasesInput[] = [];
    renderList(recorded);
    const paid = await openPurchaseForm();
    expect(paid).toHaveValue('3.49');
    await userEvent.clear(paid);
    // Cleared, the field stays empty (it used to snap back to $0.00 under the cursor).
    expect(paid).toHaveValue('');
    // Dollars and cents only: a letter and a third decimal are refused as they are typed.
    await userEvent.type(paid, '2x.759');
    expect(paid).toHaveValue('2.75');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PURCHASES' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.purchases).toEqual([
      { item: expect.objectContaining({ key: 'eggs' }), paid: 2.75 },
    ]);
  });

  it('names a missing amount and saves nothing until it is given', async () => {
    const recorded: PurchasesInput[] = [];
    renderList(recorded);
    const paid = await openPurchaseForm();
    await userEvent.clear(paid);
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PURCHASES' }));
    expect(await screen.findByText('Enter what you paid (0 if it was free)')).toBeInTheDocument();
    expect(paid).toHaveAttribute('aria-invalid', 'true');
    expect(recorded).toHaveLength(0);
    // Typing clears the error; 0 is a valid amount (a free item).
    await userEvent.type(paid, '0');
    expect(screen.queryByText('Enter what you paid (0 if it was free)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PURCHASES' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.purchases[0]?.paid).toBe(0);
  });

  it('refuses an absurd amount with a clear message and saves nothing until it is corrected', async () => {
    const recorded: PurchasesInput[] = [];
    renderList(recorded);
    const paid = await openPurchaseForm();
    await userEvent.clear(paid);
    await userEvent.type(paid, '4999');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PURCHASES' }));
    const message = 'That is more than $1000.00 for one item: check the amount';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(paid).toHaveAttribute('aria-invalid', 'true');
    expect(recorded).toHaveLength(0);
    await userEvent.clear(paid);
    await userEvent.type(paid, '49.99');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PURCHASES' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.purchases[0]?.paid).toBe(49.99);
  });

  it("suggests what the till charges for a staple's whole bottle, not the grams the week uses", async () => {
    const recorded: PurchasesInput[] = [];
    renderList(recorded, [oil]);
    await userEvent.click(await screen.findByRole('button', { name: 'View List (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Shopping List' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'MARK AS BOUGHT' }));
    expect(await within(dialog).findByLabelText('Price paid for Olive oil')).toHaveValue('7.99');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PURCHASES' }));
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.purchases[0]?.paid).toBe(7.99);
  });
});
