/** The changes the shopping list makes, as they wait in the queue (changeQueue.ts). */
import type { ListItem } from '../../../machines/shoppingList/shoppingList.types.ts';

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

export interface ChangeStore {
  add(change: Change): Promise<StoredChange>;
  /** Every change, oldest first. */
  all(): Promise<StoredChange[]>;
  put(change: StoredChange): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** What sending a change came to. */
export type SendOutcome =
  | { result: 'sent' }
  /** The server refused it: sending it again would be refused again. */
  | { result: 'refused'; reason: string }
  /** The server could not be reached (or failed): try again later, keeping the order. */
  | { result: 'unreachable' };

export type ChangeSender = (change: StoredChange) => Promise<SendOutcome>;
