/**
 * The change queue of the offline shopping list: changes are sent in the order they were made,
 * each once; a server out of reach keeps them (and their order) for later; a refusal is kept
 * and listed, or reported to the screen that made the change; two devices' ticks converge on
 * the last one sent, since a tick carries its state, not a toggle. As the shopping list runs it,
 * the queue actor tells the list machine what waits and what was refused, follows the browser's
 * connection while the list runs (and no longer once it stops), and drops a refused change the
 * person dismissed; OfflineStatus shows all of it from the machine's context.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingList.machine.ts';
import type {
  ListItem,
  ListScope,
  ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { planTexts } from '../../machines/texts/plan.ts';
import { theme } from '../../src/app/theme.ts';
import { OfflineStatus } from '../../src/components/plan/OfflineStatus.tsx';
import { changeQueueLogic } from '../../src/device/changeQueueActor.ts';
import { ChangeQueue, RefusedChangeError } from '../../src/device/changeQueue.ts';
import { memoryChangeStore } from '../../src/device/changeStore.ts';
import type { StoredChange } from '../../machines/shoppingList/changeQueue.types.ts';
import type { SendOutcome } from '../../src/device/changeTypes.ts';
import { applyChange } from '../../src/device/listChanges.ts';

const texts = planTexts.shopping;
const scope = { userId: 'u1', weekStart: '2026-11-23' };
const item = (key: string, checked = false): ListItem => ({
  key,
  name: key,
  amount: '',
  price: 1,
  custom: false,
  checked,
  paid: null,
});

/** A server that records what it received, and can be unplugged or made to refuse. */
function fakeServer() {
  const received: string[] = [];
  let reachable = true;
  const refuse = new Set<string>();
  const send = async (change: StoredChange): Promise<SendOutcome> => {
    if (!reachable) return { result: 'unreachable' };
    const key = change.body.kind === 'purchases' ? 'purchases' : change.body.item.key;
    if (refuse.has(key)) return { result: 'refused', reason: `${key} refused` };
    received.push(`${change.body.kind}:${key}`);
    return { result: 'sent' };
  };
  return {
    received,
    send,
    refuse,
    setReachable: (value: boolean) => {
      reachable = value;
    },
  };
}

describe('change queue', () => {
  it('sends at once when the server is there', async () => {
    const server = fakeServer();
    const queue = new ChangeQueue(memoryChangeStore(), server.send);
    queue.setUser('u1');
    expect(await queue.submit(scope, { kind: 'tick', item: item('a', true) }, false)).toBe('sent');
    expect(server.received).toEqual(['tick:a']);
    expect(queue.getState().waiting).toBe(0);
  });

  it('keeps changes while offline and sends them in order, once each', async () => {
    const server = fakeServer();
    const queue = new ChangeQueue(memoryChangeStore(), server.send);
    queue.setUser('u1');
    server.setReachable(false);
    await queue.submit(scope, { kind: 'tick', item: item('a', true) }, false);
    await queue.submit(
      scope,
      { kind: 'custom', item: { ...item('custom-1'), custom: true } },
      true,
    );
    await queue.submit(scope, { kind: 'tick', item: item('b', true) }, false);
    expect(server.received).toEqual([]);
    expect(queue.getState()).toMatchObject({ online: false, waiting: 3 });
    expect((await queue.waitingFor('u1', scope.weekStart)).map((c) => c.body.kind)).toEqual([
      'tick',
      'custom',
      'tick',
    ]);

    server.setReachable(true);
    await Promise.all([queue.flush(), queue.flush()]);
    await queue.flush();
    expect(server.received).toEqual(['tick:a', 'custom:custom-1', 'tick:b']);
    expect(queue.getState()).toMatchObject({ online: true, waiting: 0, refused: [] });
  });

  it('keeps a refused change, listed, and sends the ones after it', async () => {
    const server = fakeServer();
    server.refuse.add('a');
    const queue = new ChangeQueue(memoryChangeStore(), server.send);
    queue.setUser('u1');
    expect(await queue.submit(scope, { kind: 'tick', item: item('a', true) }, false)).toBe(
      'refused',
    );
    await queue.submit(scope, { kind: 'tick', item: item('b', true) }, false);
    expect(server.received).toEqual(['tick:b']);
    const [refused] = queue.getState().refused;
    expect(refused?.reason).toBe('a refused');
    await queue.dismiss(refused!.seq);
    expect(queue.getState().refused).toEqual([]);
  });

  it('reports a refusal to the screen that asks for it', async () => {
    const server = fakeServer();
    server.refuse.add('custom-2');
    const queue = new ChangeQueue(memoryChangeStore(), server.send);
    queue.setUser('u1');
    await expect(
      queue.submit(scope, { kind: 'custom', item: { ...item('custom-2'), custom: true } }, true),
    ).rejects.toBeInstanceOf(RefusedChangeError);
    expect(queue.getState()).toMatchObject({ waiting: 0, refused: [] });
  });

  it("sends only the signed-in person's changes", async () => {
    const server = fakeServer();
    const store = memoryChangeStore();
    const queue = new ChangeQueue(store, server.send);
    queue.setUser('u2');
    server.setReachable(false);
    await queue.submit({ ...scope, userId: 'u2' }, { kind: 'tick', item: item('x') }, false);
    queue.setUser('u1');
    server.setReachable(true);
    await queue.flush();
    expect(server.received).toEqual([]);
    queue.setUser('u2');
    await queue.flush();
    expect(server.received).toEqual(['tick:x']);
  });

  it('converges: two devices ticking the same item end with the last tick sent', () => {
    const list = [item('a'), item('b')];
    const phone = applyChange(list, { kind: 'tick', item: item('a', true) });
    const laptop = applyChange(list, { kind: 'tick', item: item('a', false) });
    // The server applies the ticks in the order they arrive; each carries its state.
    const server = [phone, laptop].reduce(
      (items, device) =>
        applyChange(items, { kind: 'tick', item: device.find((i) => i.key === 'a')! }),
      list,
    );
    expect(server.find((i) => i.key === 'a')?.checked).toBe(false);
    // Applying the same tick twice changes nothing (a resend is harmless).
    const twice = applyChange(server, { kind: 'tick', item: item('a', false) });
    expect(twice).toEqual(server);
  });
});

/** The list machine running the queue actor, over a queue whose connection the test switches. */
function device() {
  const server = fakeServer();
  let online = true;
  const setOnline = (value: boolean) => {
    online = value;
    server.setReachable(value);
  };
  const queue = new ChangeQueue(memoryChangeStore(), server.send, () => online);
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
  return { server, setOnline, queue, actor };
}

const queueOf = (actor: ReturnType<typeof device>['actor']) => actor.getSnapshot().context.queue;

describe('the change queue actor', () => {
  it('tells the list what waits, and what was refused until it is dismissed', async () => {
    const { server, setOnline, queue, actor } = device();
    actor.start();
    setOnline(false);
    await queue.submit(scope, { kind: 'tick', item: item('a', true) }, false);
    await waitFor(actor, (s) => s.context.queue.waiting === 1);
    expect(queueOf(actor).online).toBe(false);

    setOnline(true);
    server.refuse.add('b');
    await queue.submit(scope, { kind: 'tick', item: item('b', true) }, false);
    const refused = (await waitFor(actor, (s) => s.context.queue.refused.length === 1)).context
      .queue.refused;
    expect(refused.map((change) => change.reason)).toEqual(['b refused']);
    expect(queueOf(actor)).toMatchObject({ online: true, waiting: 0 });

    actor.send({ type: 'queue.dismiss', seq: refused[0]!.seq });
    await waitFor(actor, (s) => s.context.queue.refused.length === 0);
    expect(await queue.waitingFor('u1', scope.weekStart)).toEqual([]);
    actor.stop();
  });

  it("follows the browser's connection while the list runs, and no longer once it stops", async () => {
    const { setOnline, queue, actor } = device();
    actor.start();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(actor, (s) => !s.context.queue.online);

    await queue.submit(scope, { kind: 'tick', item: item('a', true) }, false);
    setOnline(true);
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
    const { server, setOnline, queue, actor } = device();
    actor.start();
    render(
      <MantineProvider theme={theme} env="test">
        <OfflineStatus actorRef={actor} />
      </MantineProvider>,
    );
    server.refuse.add('b');
    await act(() => queue.submit(scope, { kind: 'tick', item: item('b', true) }, false));
    setOnline(false);
    await act(() => queue.submit(scope, { kind: 'tick', item: item('a', true) }, false));
    await act(() => queue.submit(scope, { kind: 'tick', item: item('c', false) }, false));

    expect(await screen.findByText(texts.offline)).toBeTruthy();
    expect(screen.getByText(texts.waiting(2))).toBeTruthy();
    expect(screen.getByText(`${texts.refusedTick('b', true)}: b refused`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.dismiss }));
    await waitFor(actor, (s) => s.context.queue.refused.length === 0);
    expect(await queue.waitingFor('u1', scope.weekStart)).toHaveLength(2);
    actor.stop();
  });
});
