/**
 * The change queue as an actor: the shopping list machine (and any machine that writes offline)
 * invokes it. While it runs it tells the queue whose changes to send, tells it when the browser's
 * connection changes, and sends its parent the queue's state (online, waiting, refused) each time
 * it changes; a refused change the person has seen ('queue.dismiss') leaves the queue.
 *
 * The changes themselves live in IndexedDB, one queue for the tab (tabChangeQueue), made when
 * first used: the list's live actors store and send through it, and two queues in one tab would
 * send the same change twice.
 */
import { fromCallback } from 'xstate';
import type {
  QueueChangedEvent,
  QueueDismissEvent,
  QueueInput,
} from '../../machines/shoppingList/changeQueue.types.ts';
import { ChangeQueue } from './changeQueue.ts';
import { indexedDbChangeStore, memoryChangeStore } from './changeStore.ts';
import { sendShoppingChange } from './listChanges.ts';

let tabQueue: ChangeQueue | null = null;

/** The one change queue of this browser tab, kept in IndexedDB. */
export function tabChangeQueue(): ChangeQueue {
  tabQueue ??= new ChangeQueue(
    typeof indexedDB === 'undefined' ? memoryChangeStore() : indexedDbChangeStore,
    sendShoppingChange,
    () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  );
  return tabQueue;
}

/** The queue actor over a given queue (tests give one with a store in memory). */
export function changeQueueLogic(queue: () => ChangeQueue) {
  return fromCallback<QueueDismissEvent, QueueInput>(({ input, sendBack, receive }) => {
    const changes = queue();
    changes.setUser(input.userId);
    const report = () => {
      const changed: QueueChangedEvent = { type: 'queue.changed', queue: changes.getState() };
      sendBack(changed);
    };
    const unsubscribe = changes.subscribe(report);
    const connectionChanged = () => changes.connectionChanged();
    window.addEventListener('online', connectionChanged);
    window.addEventListener('offline', connectionChanged);
    receive((event) => void changes.dismiss(event.seq));
    report();
    return () => {
      unsubscribe();
      window.removeEventListener('online', connectionChanged);
      window.removeEventListener('offline', connectionChanged);
    };
  });
}

export const changeQueueActor = changeQueueLogic(tabChangeQueue);
