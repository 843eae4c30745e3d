/**
 * The changes the shopping list makes on this device, as they wait in the device's change queue
 * (src/device/changeQueue.ts), and what the queue tells the machine that invokes it.
 */
import type { ListItem } from './shoppingList.types.ts';

export type ChangeBody =
  /** An item ticked or unticked: the tick's new state (sending it twice changes nothing). */
  | { kind: 'tick'; item: ListItem }
  /** A custom item added, its key made on this device (the server refuses a key twice). */
  | { kind: 'custom'; item: ListItem }
  /** Items marked bought, with the price paid for each (stored once per item and week). */
  | { kind: 'purchases'; purchases: { item: ListItem; paid: number }[] };

export interface Change {
  userId: string;
  weekStart: string;
  body: ChangeBody;
  /** 'waiting' until sent; 'refused' when the server said no (kept, and shown, until dismissed). */
  status: 'waiting' | 'refused';
  /** Why the server refused it. */
  reason?: string;
  madeAt: string;
}

export interface StoredChange extends Change {
  seq: number;
}

/** What the queue is doing, for the signed-in person. */
export interface QueueState {
  online: boolean;
  /** Changes of the signed-in person still to be sent. */
  waiting: number;
  /** Changes of the signed-in person the server refused. */
  refused: StoredChange[];
}

/** Before the queue has said anything: online, nothing waiting. */
export const quietQueue: QueueState = { online: true, waiting: 0, refused: [] };

/** What the queue actor sends its parent: its state, each time it changes. */
export interface QueueChangedEvent {
  type: 'queue.changed';
  queue: QueueState;
}

/** What the queue actor takes: a refused change the person has seen leaves the queue. */
export interface QueueDismissEvent {
  type: 'queue.dismiss';
  seq: number;
}

/** Whose changes the queue sends and counts: the signed-in person's. */
export interface QueueInput {
  userId: string | null;
}
