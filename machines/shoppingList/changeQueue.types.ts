/**
 * The changes the shopping list makes on this device, as they wait in the device's change queue
 * (src/device/changeQueue.ts), and what the queue tells the machine that invokes it.
 */
import { z } from 'zod';
import { listItemSchema } from './shoppingList.types.ts';

export const changeBodySchema = z.discriminatedUnion('kind', [
  /** An item ticked or unticked: the tick's new state (sending it twice changes nothing). */
  z.object({ kind: z.literal('tick'), item: listItemSchema }),
  /** A custom item added, its key made on this device (the server refuses a key twice). */
  z.object({ kind: z.literal('custom'), item: listItemSchema }),
  /** Items marked bought, with the price paid for each (stored once per item and week). */
  z.object({
    kind: z.literal('purchases'),
    purchases: z.array(z.object({ item: listItemSchema, paid: z.number() })),
  }),
]);
export type ChangeBody = z.infer<typeof changeBodySchema>;

/** A change as it waits on this device (IndexedDB): checked with this schema when read. */
export const storedChangeSchema = z.object({
  seq: z.number(),
  userId: z.string(),
  weekStart: z.string(),
  body: changeBodySchema,
  /**
   * 'waiting' until sent; 'refused' when the server said no; 'overridden' when the server kept a
   * later change made elsewhere (another phone of the household) to the same line. Refused and
   * overridden changes are kept, and shown, until dismissed.
   */
  status: z.enum(['waiting', 'refused', 'overridden']),
  /** Why the server refused it, or what the later change made of the line. */
  reason: z.string().optional(),
  madeAt: z.string(),
});
export type StoredChange = z.infer<typeof storedChangeSchema>;
export type Change = Omit<StoredChange, 'seq'>;

/** What the queue is doing, for the signed-in person. */
export interface QueueState {
  online: boolean;
  /** Changes of the signed-in person still to be sent. */
  waiting: number;
  /** Changes of the signed-in person the server refused. */
  refused: StoredChange[];
  /** Changes of the signed-in person a later change made elsewhere overrode. */
  overridden: StoredChange[];
}

/** Before the queue has said anything: online, nothing waiting. */
export const quietQueue: QueueState = { online: true, waiting: 0, refused: [], overridden: [] };

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
