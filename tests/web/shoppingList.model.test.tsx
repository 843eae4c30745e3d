/**
 * Model-based test of the shopping list screen: paths generated from the shopping-list machine
 * are played on the real ShoppingListView by clicking and typing, with the machine's actors
 * settled by the test; after every step the screen must show what the machine's state says
 * (ticks, count, dialogs, validation errors, total, busy buttons, bought badges, toasts).
 */
import { Notifications } from '@mantine/notifications';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { messages } from '../../machines/texts/messages.ts';
import { AccountRequiredError } from '../../machines/planShared/plan.types.ts';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingList.machine.ts';
import { estimatedTotal, selectedItems } from '../../machines/shoppingList/items.ts';
import type {
  ListItem,
  SaveCheckedInput,
  ShoppingListEvent,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { theme } from '../../src/app/theme.ts';
import {
  ShoppingListView,
  type ShoppingListActorRef,
} from '../../src/components/plan/ShoppingListView.tsx';
import { useViewEffects } from '../../src/services/effects.ts';
import { controllableActors, describePath } from '../machines/modelReplay.ts';
import { screenPaths } from './planModel.ts';

type Snapshot = SnapshotFrom<typeof shoppingListMachine>;
const input = { userId: 'u1', today: '2026-11-16' };

const item = (key: string, name: string, price: number): ListItem => ({
  key,
  name,
  amount: '1 pack',
  price,
  custom: false,
  checked: false,
  paid: null,
});
const list = [item('eggs', 'Eggs', 3.49), item('oats', 'Rolled oats', 4.99)];
const tea: ListItem = { ...item('custom-1', 'Green tea', 3.5), custom: true, amount: '1 box' };

const userEvents: ShoppingListEvent[] = [
  { type: 'item.toggle', key: 'eggs' },
  { type: 'item.toggle', key: 'oats' },
  { type: 'list.reload' },
  { type: 'add.open' },
  { type: 'add.cancel' },
  { type: 'item.add', name: '', amount: '', price: '' },
  { type: 'item.add', name: 'Green tea', amount: '1 box', price: '-1' },
  { type: 'item.add', name: 'Green tea', amount: '1 box', price: '3.50' },
  { type: 'list.view' },
  { type: 'list.close' },
  { type: 'list.print' },
  { type: 'list.share' },
  { type: 'purchase.start' },
  { type: 'purchase.cancel' },
  { type: 'purchase.confirm', paid: {} },
];
const actorEvents = [
  {
    type: 'xstate.done.actor.loadList',
    output: { weekStart: input.today, items: list, fromPlan: true },
  },
  { type: 'xstate.error.actor.loadList', error: new Error('offline') },
  { type: 'xstate.done.actor.saveCustomItem', output: tea },
  { type: 'xstate.error.actor.saveCustomItem', error: new Error('offline') },
  { type: 'xstate.done.actor.printList' },
  { type: 'xstate.error.actor.printList', error: new Error('blocked') },
  { type: 'xstate.error.actor.printList', error: new AccountRequiredError() },
  { type: 'xstate.done.actor.shareList', output: 'emailOpened' },
  { type: 'xstate.done.actor.recordPurchases' },
  { type: 'xstate.error.actor.recordPurchases', error: new Error('offline') },
] as EventObject[];

function serialize(snapshot: SnapshotFrom<AnyStateMachine>): string {
  const s = snapshot as Snapshot;
  return JSON.stringify([s.value, s.context.items, s.context.addErrors]);
}

const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
const paths = screenPaths(shoppingListMachine, [...userEvents, ...actorEvents] as EventObject[], {
  input,
  abstract: (snapshot) => {
    const s = snapshot as Snapshot;
    return [
      s.value,
      selectedItems(s.context.items).length > 0,
      s.context.items.length > list.length,
      Object.keys(s.context.addErrors).sort(),
      s.context.items.some((i) => i.paid !== null),
    ];
  },
});
quiet.mockRestore();

function setField(dialog: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function region(snapshot: Snapshot): HTMLElement {
  return snapshot.matches('viewing')
    ? screen.getByRole('dialog', { name: 'View Shopping List' })
    : screen.getByRole('list', { name: 'SHOPPING LIST' });
}

/** Does on screen what the event stands for. */
async function perform(event: ShoppingListEvent, snapshot: Snapshot) {
  const click = (name: string | RegExp, within_: HTMLElement = document.body) =>
    fireEvent.click(within(within_).getByRole('button', { name }));
  switch (event.type) {
    case 'item.toggle': {
      const name = snapshot.context.items.find((i) => i.key === event.key)?.name ?? '';
      fireEvent.click(within(region(snapshot)).getByRole('checkbox', { name }));
      return;
    }
    case 'list.reload':
      return click('Try again');
    case 'add.open':
      return click('Add Item');
    case 'add.cancel':
      return click('Cancel', screen.getByRole('dialog', { name: 'Add Custom Item' }));
    case 'item.add': {
      const dialog = screen.getByRole('dialog', { name: 'Add Custom Item' });
      setField(dialog, /Item name/, event.name);
      setField(dialog, /Amount/, event.amount);
      setField(dialog, /Price/, event.price);
      return click('Add', dialog);
    }
    case 'list.view':
      return click(/View List/);
    case 'list.close':
      // CLOSE below the list, else the dialog's own close button (the purchase form has none).
      return screen.queryByRole('button', { name: 'CLOSE' })
        ? click('CLOSE')
        : click('Close dialog');
    case 'list.print':
      return click('PRINT LIST');
    case 'list.share':
      return click('SHARE');
    case 'purchase.start':
      return click('MARK AS BOUGHT');
    case 'purchase.cancel':
      return click('Cancel', screen.getByRole('dialog', { name: 'View Shopping List' }));
    case 'purchase.confirm':
      return click('SAVE PURCHASES');
  }
}

function expectScreen(snapshot: Snapshot) {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('loadFailed')) {
    expect(screen.getByText('The shopping list could not be loaded.')).toBeInTheDocument();
    return;
  }
  const rows = screen.getByRole('list', { name: 'SHOPPING LIST' });
  const boxes = within(rows).getAllByRole('checkbox');
  expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(
    context.items.map((i) => i.name),
  );
  context.items.forEach((listItem, index) => {
    if (listItem.checked) expect(boxes[index]).toBeChecked();
    else expect(boxes[index]).not.toBeChecked();
    // The list's rows can be ticked exactly where the machine takes a tick from the list (in
    // the View Shopping List dialog the dialog's own rows do).
    const tickable =
      snapshot.matches('browsing') && snapshot.can({ type: 'item.toggle', key: listItem.key });
    if (tickable) expect(boxes[index]).toBeEnabled();
    else expect(boxes[index]).toBeDisabled();
  });
  for (const bought of context.items.filter((i) => i.paid !== null)) {
    expect(within(rows).getByText(`Bought $${bought.paid?.toFixed(2)}`)).toBeInTheDocument();
  }
  const count = selectedItems(context.items).length;
  const view = screen.getByRole('button', { name: `View List (${count})` });
  // Behind its open dialog the button stays enabled: disabling it would drop keyboard focus.
  if ((snapshot.matches('browsing') && count > 0) || snapshot.matches('viewing'))
    expect(view).toBeEnabled();
  else expect(view).toBeDisabled();

  const adding = snapshot.matches('adding') || snapshot.matches('savingItem');
  const addDialog = screen.queryByRole('dialog', { name: 'Add Custom Item' });
  if (!adding) expect(addDialog).not.toBeInTheDocument();
  else {
    expect(addDialog).toBeInTheDocument();
    const dialog = addDialog as HTMLElement;
    for (const text of [messages.shopping.itemNameRequired, messages.shopping.priceInvalid]) {
      const shown = text === context.addErrors.name || text === context.addErrors.price;
      if (shown) expect(within(dialog).getByText(text)).toBeInTheDocument();
      else expect(within(dialog).queryByText(text)).not.toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/Price/)).toHaveAttribute('step', '0.01');
  }

  const viewDialog = screen.queryByRole('dialog', { name: 'View Shopping List' });
  if (!snapshot.matches('viewing')) {
    expect(viewDialog).not.toBeInTheDocument();
    return;
  }
  const dialog = viewDialog as HTMLElement;
  if (
    snapshot.matches({ viewing: 'confirmingPurchase' }) ||
    snapshot.matches({ viewing: 'recordingPurchase' })
  ) {
    for (const selected of selectedItems(context.items)) {
      expect(within(dialog).getByLabelText(`Price paid for ${selected.name}`)).toBeInTheDocument();
    }
    const save = within(dialog).getByRole('button', { name: 'SAVE PURCHASES' });
    if (snapshot.matches({ viewing: 'recordingPurchase' })) expect(save).toBeDisabled();
    return;
  }
  expect(
    within(dialog).getByLabelText(`Estimated Total: $${estimatedTotal(context.items)}`),
  ).toBeInTheDocument();
  expect(within(dialog).getByText(messages.shopping.footnote)).toBeInTheDocument();
  const idle = snapshot.matches({ viewing: 'idle' });
  for (const name of ['PRINT LIST', 'SHARE']) {
    const button = within(dialog).getByRole('button', { name });
    if (idle) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
  const buy = within(dialog).getByRole('button', { name: 'MARK AS BOUGHT' });
  if (idle && count > 0) expect(buy).toBeEnabled();
  else expect(buy).toBeDisabled();
}

function Effects({ actorRef }: { actorRef: ShoppingListActorRef }) {
  useViewEffects(actorRef);
  return null;
}

describe('shopping list screen (model-based)', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('covers every state the screen can be in', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      'loading',
      'loadFailed',
      'browsing',
      'adding',
      'savingItem',
      { viewing: 'idle' },
      { viewing: 'printing' },
      { viewing: 'sharing' },
      { viewing: 'confirmingPurchase' },
      { viewing: 'recordingPurchase' },
    ]) {
      expect(values).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const fakes = controllableActors([
        'loadList',
        'saveCustomItem',
        'printList',
        'shareList',
        'recordPurchases',
      ] as const);
      const saveChecked = vi.fn();
      const actor = createActor(
        shoppingListMachine.provide({
          actors: { ...fakes.actors, saveChecked: fakesSaveChecked(saveChecked) },
        }),
        { input },
      );
      actor.start();
      render(
        <MantineProvider theme={theme} env="test">
          <Notifications />
          <MemoryRouter>
            <Effects actorRef={actor} />
            <ShoppingListView actorRef={actor} footerStart={null} />
          </MemoryRouter>
        </MantineProvider>,
      );
      try {
        for (const step of path.steps) {
          const { type } = step.event;
          const before = actor.getSnapshot();
          if (type === 'xstate.init') {
            // started above
          } else if (type.startsWith('xstate.done.actor.')) {
            await act(async () => {
              fakes.settle(
                type.slice('xstate.done.actor.'.length),
                'done',
                (step.event as { output?: unknown }).output,
              );
            });
          } else if (type.startsWith('xstate.error.actor.')) {
            await act(async () => {
              fakes.settle(
                type.slice('xstate.error.actor.'.length),
                'error',
                (step.event as { error?: unknown }).error,
              );
            });
          } else {
            await perform(step.event as ShoppingListEvent, before);
          }
          const expected = step.state as Snapshot;
          await waitFor(() => expect(actor.getSnapshot().value).toEqual(expected.value));
          await waitFor(() => expect(serialize(actor.getSnapshot())).toBe(serialize(expected)));
          await waitFor(() => expectScreen(actor.getSnapshot()));
          if (type === 'list.share' && selectedItems(before.context.items).length === 0) {
            expect(await screen.findByText(messages.shopping.noItems)).toBeInTheDocument();
            expect(screen.getByText(messages.shopping.noItemsTitle)).toBeInTheDocument();
          }
          if (type === 'item.toggle') expect(saveChecked).toHaveBeenCalled();
        }
      } finally {
        actor.stop();
      }
    });
  }
});

/** Records each tick the machine asks to save. */
function fakesSaveChecked(record: (input: SaveCheckedInput) => void) {
  return fromPromise<void, SaveCheckedInput>(async ({ input }) => {
    record(input);
  });
}
