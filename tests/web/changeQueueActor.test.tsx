/**
 * The change queue as the shopping list runs it: the queue actor tells the list machine what
 * waits and what the server refused, follows the browser's connection while the list runs (and
 * no longer once it stops), and drops a refused change the person dismissed; OfflineStatus shows
 * all of it from the machine's context.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StoredChange } from '../../machines/shoppingList/changeQueue.types.ts';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingList.machine.ts';
import type {
  ListItem,
  ListScope,
  ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { planTexts } from '../../machines/texts/plan.ts';
import { theme } from '../../src/app/theme.ts';
import { OfflineStatus } from '../../src/components/plan/OfflineStatus.tsx';
import { ChangeQueue } from '../../src/device/changeQueue.ts';
import { changeQueueLogic } from '../../src/device/changeQueueActor.ts';
import { memoryChangeStore } from '../../src/device/changeStore.ts';
import type { SendOutcome } from '../../src/device/changeTypes.ts';

const texts = planTexts.shopping;
const scope = { userId: 'u1', weekStart: '2026-11-23' };
const item = (key: string, checked = true): ListItem => ({
  key,
  name: key,
  amount: '',
  price: 1,
  custom: false,
  checked,
  paid: null,
});

/** A browser whose connection the test switches, and a server that can refuse an item. */
function device() {
  const connection = { online: true, refuse: new Set<string>() };
  const send = async (change: StoredChange): Promise<SendOutcome> => {
    if (!connection.online) return { result: 'unreachable' };
    const key = change.body.kind === 'purchases' ? 'purchases' : change.body.item.key;
    return connection.refuse.has(key)
      ? { result: 'refused', reason: 'Not allowed' }
      : { result: 'sent' };
  };
  const queue = new ChangeQueue(memoryChangeStore(), send, () => connection.online);
  const actor = createActor(
    shoppingListMachine.provide({
      actors: {
        changeQueue: changeQueueLogic(() => queue),
        // The list's reading is not what these tests are about: it never ends.
        loadList: fromPromise<ShoppingListLoad, ListScope>(() => new Promise(() => {})),
      },
    }),
    { input: { userId: 'u1', today: scope.weekStart } },
  );
  return { connection, queue, actor };
}

const queueOf = (actor: ReturnType<typeof device>['actor']) => actor.getSnapshot().context.queue;

describe('the change queue actor', () => {
  it('tells the list what waits, and what was refused until it is dismissed', async () => {
    const { connection, queue, actor } = device();
    actor.start();
    connection.online = false;
    await queue.submit(scope, { kind: 'tick', item: item('a') }, false);
    await waitFor(actor, (s) => s.context.queue.waiting === 1);
    expect(queueOf(actor).online).toBe(false);

    connection.online = true;
    connection.refuse.add('b');
    await queue.submit(scope, { kind: 'tick', item: item('b') }, false);
    const refused = (await waitFor(actor, (s) => s.context.queue.refused.length === 1)).context
      .queue.refused;
    expect(refused.map((change) => change.reason)).toEqual(['Not allowed']);
    expect(queueOf(actor)).toMatchObject({ online: true, waiting: 0 });

    actor.send({ type: 'queue.dismiss', seq: refused[0]!.seq });
    await waitFor(actor, (s) => s.context.queue.refused.length === 0);
    expect(await queue.waitingFor('u1', scope.weekStart)).toEqual([]);
    actor.stop();
  });

  it("follows the browser's connection while the list runs, and no longer once it stops", async () => {
    const { connection, queue, actor } = device();
    actor.start();
    connection.online = false;
    window.dispatchEvent(new Event('offline'));
    await waitFor(actor, (s) => !s.context.queue.online);

    await queue.submit(scope, { kind: 'tick', item: item('a') }, false);
    connection.online = true;
    window.dispatchEvent(new Event('online'));
    // Back online, the change waiting is sent at once.
    await waitFor(actor, (s) => s.context.queue.online && s.context.queue.waiting === 0);

    actor.stop();
    const changed = vi.spyOn(queue, 'connectionChanged');
    window.dispatchEvent(new Event('offline'));
    expect(changed).not.toHaveBeenCalled();
  });
});

describe('OfflineStatus', () => {
  it('says the page is offline, how many changes wait, and lists a refusal to dismiss', async () => {
    const { connection, queue, actor } = device();
    actor.start();
    render(
      <MantineProvider theme={theme} env="test">
        <OfflineStatus actorRef={actor} />
      </MantineProvider>,
    );
    connection.refuse.add('b');
    await act(() => queue.submit(scope, { kind: 'tick', item: item('b') }, false));
    connection.online = false;
    await act(() => queue.submit(scope, { kind: 'tick', item: item('a') }, false));
    await act(() => queue.submit(scope, { kind: 'tick', item: item('c', false) }, false));

    expect(await screen.findByText(texts.offline)).toBeTruthy();
    expect(screen.getByText(texts.waiting(2))).toBeTruthy();
    expect(screen.getByText(`${texts.refusedTick('b', true)}: Not allowed`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.dismiss }));
    await waitFor(actor, (s) => s.context.queue.refused.length === 0);
    expect(await queue.waitingFor('u1', scope.weekStart)).toHaveLength(2);
    actor.stop();
  });
});
