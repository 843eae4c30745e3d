/** The device's side of the change queue: where changes are stored and how one is sent. */
import type { Change, StoredChange } from '../../machines/shoppingList/changeQueue.types.ts';

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
  /** The server has it, and kept a later change made elsewhere: `reason` says what that made. */
  | { result: 'overridden'; reason: string }
  /** The server could not be reached (or failed): try again later, keeping the order. */
  | { result: 'unreachable' };

export type ChangeSender = (change: StoredChange) => Promise<SendOutcome>;
