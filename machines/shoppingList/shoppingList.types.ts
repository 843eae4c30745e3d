import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { RemoteListChange } from './remote.ts';
import { z } from 'zod';
import { shoppingItemSchema } from '../../supabase/functions/_shared/schemas/responses.ts';
import type {
  QueueChangedEvent,
  QueueDismissEvent,
  QueueInput,
  QueueState,
} from './changeQueue.types.ts';

/**
 * One line of the shopping list: from the plan, a sample ingredient or added by the person. A
 * schema, so this device's kept copy of the list is checked when read. The fields a plan's list
 * line has too are the planner's (shoppingItemSchema: name, amount, the package's price, where
 * the price comes from and whether it is estimated, the store section (custom items have none),
 * grams to freeze on the shopping day and packages bought on a later day).
 */
export const listItemSchema = shoppingItemSchema
  .pick({
    name: true,
    amount: true,
    packagePrice: true,
    priceSource: true,
    estimated: true,
    section: true,
    freeze: true,
    topUps: true,
  })
  .extend({
    key: z.string(),
    /** Estimated price in dollars. */
    price: z.number(),
    custom: z.boolean(),
    checked: z.boolean(),
    /** What the person paid, once they marked it bought. */
    paid: z.number().nullable(),
    /** A kitchen staple (oil, spices, sauces, baking): it keeps for months once bought. */
    staple: z.boolean().optional(),
    /** A staple the person said is at home: nothing to buy (its price is 0). */
    athome: z.boolean().optional(),
    /** The person's pantry covers all of the week's use (nothing to buy) or part of it. */
    fromPantry: z.enum(['all', 'part']).optional(),
    /**
     * A line of another week of the shopping trip, listed on the trip's first week: the week
     * whose line it is (a tick or a purchase is saved there) and its key in that week's list.
     */
    week: z.string().optional(),
    itemKey: z.string().optional(),
    /** The week whose meals the line is for, on a trip's list (YYYY-MM-DD of its first day). */
    forWeek: z.string().optional(),
    /** A later week of a trip: the line is bought on the trip's day (its first week's list). */
    boughtOnTrip: z.string().optional(),
    /** Weeks stored before the till: what a staple's whole package costs, where `price` charged
     *  only the grams the week used. */
    buyPrice: z.number().optional(),
  });
export type ListItem = z.infer<typeof listItemSchema>;

/** The week's totals. */
export const listTotalsSchema = z.object({
  /** The week's cost, what the plan's items come to: the till (whole packages, staples bought
   *  whole unless at home); in weeks stored before the till, staples by the grams used. */
  planned: z.number(),
  /** Weeks stored before the till: the checkout with none of the staples at home. Equal to
   *  `planned` for a week priced at the till. */
  checkout: z.number(),
  /** The week is priced at the till (every week planned since). */
  till: z.boolean(),
  /**
   * A bi-weekly or monthly shopper's trip: its first day, its weeks, the weeks planned so far
   * that this list covers, and this week's own till (`planned` then adds what the trip's later
   * weeks buy on its day).
   */
  trip: z
    .object({
      start: z.string(),
      weeks: z.number(),
      covered: z.array(z.string()),
      thisWeek: z.number(),
    })
    .optional(),
  /** What the prices rest on, e.g. 'US average prices, April 2025, from BLS and USDA ERS'. */
  basis: z.string(),
  /** 'Estimated prices make up 12 % of this list.' */
  estimatedNote: z.string(),
});
export type ListTotals = z.infer<typeof listTotalsSchema>;

export const shoppingListLoadSchema = z.object({
  weekStart: z.string(),
  /** The trip's weeks this list covers, when it is a trip's first week (their changes apply). */
  weeks: z.array(z.string()).optional(),
  items: z.array(listItemSchema),
  /** The items are the planner's list for the current plan (not the sample ingredients). */
  fromPlan: z.boolean(),
  /** The plan's totals, when the list is a plan's. */
  totals: listTotalsSchema.nullable().optional(),
});
export type ShoppingListLoad = z.infer<typeof shoppingListLoadSchema>;

export interface ShoppingListInput {
  userId: string | null;
  today: string;
  /** The list as this device last saw it: shown at once while the fresh one loads. */
  cached?: ShoppingListLoad | null;
}

export interface AddItemErrors {
  name?: string;
  price?: string;
}

export interface NewItem {
  name: string;
  amount: string;
  price: number;
}

export interface ShoppingListContext {
  userId: string | null;
  weekStart: string;
  items: ListItem[];
  fromPlan: boolean;
  totals: ListTotals | null;
  addErrors: AddItemErrors;
  draft: NewItem | null;
  /** The items the View Shopping List dialog lists: those selected when it opened. */
  viewedKeys: string[];
  /** The prices paid being saved, by item key. */
  pendingPaid: Record<string, number>;
  /** What the device's change queue is doing: online, changes waiting, changes refused. */
  queue: QueueState;
}

export interface ListScope {
  userId: string | null;
  weekStart: string;
}

export interface SaveCheckedInput extends ListScope {
  item: ListItem;
}

export interface SaveCustomItemInput extends ListScope {
  item: NewItem;
}

export interface ListOutput {
  items: ListItem[];
}

export interface PurchasesInput extends ListScope {
  purchases: { item: ListItem; paid: number }[];
}

export type ShareOutcome = 'shared' | 'emailOpened';

export type ShoppingListEvent =
  | { type: 'item.toggle'; key: string }
  | { type: 'add.open' }
  | { type: 'add.cancel' }
  | { type: 'item.add'; name: string; amount: string; price: string }
  | { type: 'list.reload' }
  | { type: 'list.view' }
  | { type: 'list.close' }
  | { type: 'list.print' }
  | { type: 'list.share' }
  | { type: 'purchase.start' }
  | { type: 'purchase.cancel' }
  | { type: 'purchase.confirm'; paid: Record<string, number> }
  | QueueChangedEvent
  | QueueDismissEvent
  | ListLiveEvent;

/**
 * What the live feed tells the list: a line changed elsewhere, or the list read again (a
 * re-planned week; the feed connected again after a drop and caught up).
 */
export type ListLiveEvent =
  | { type: 'list.remote'; change: RemoteListChange }
  | { type: 'list.loaded'; loaded: ShoppingListLoad };

/** 'ticking': every item of the list can be ticked (the screen enables the list as a whole). */
export type ShoppingListTag = 'loading' | 'busy' | 'ticking';

/** The actors the shopping list runs: the live app and the demo each provide all of them. */
export interface ShoppingListActors {
  loadList: PromiseActorLogic<ShoppingListLoad, ListScope>;
  saveChecked: PromiseActorLogic<void, SaveCheckedInput>;
  saveCustomItem: PromiseActorLogic<ListItem, SaveCustomItemInput>;
  printList: PromiseActorLogic<void, ListOutput>;
  shareList: PromiseActorLogic<ShareOutcome, ListOutput>;
  recordPurchases: PromiseActorLogic<void, PurchasesInput>;
  /** Optional: without it nothing waits on the device (the machine's own, quiet queue). */
  changeQueue?: CallbackActorLogic<QueueDismissEvent, QueueInput>;
  /** Optional: the changes made elsewhere, live (the demo's list has no elsewhere). */
  listLive?: CallbackActorLogic<EventObject, ListScope>;
}
