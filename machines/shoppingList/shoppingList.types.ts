import type { PromiseActorLogic } from 'xstate';
import type { StoreSection } from '../../supabase/functions/_shared/catalogue/sections.ts';

/** One line of the shopping list: from the plan, a sample ingredient or added by the person. */
export interface ListItem {
  key: string;
  name: string;
  amount: string;
  /** Estimated price in dollars. */
  price: number;
  custom: boolean;
  checked: boolean;
  /** What the person paid, once they marked it bought. */
  paid: number | null;
  /**
   * A pantry staple (oil, spices...): the week is charged the grams it uses, while someone
   * with none at home buys a whole package at `packagePrice`.
   */
  staple?: boolean;
  packagePrice?: number;
  /** Where the price comes from ('BLS average price, April 2025: ...' or the estimate's reason). */
  priceSource?: string;
  /** The price is an estimate: no official table covers the food. */
  estimated?: boolean;
  /** The store section the food is shopped in (the catalogue's); custom items have none. */
  section?: StoreSection;
  /** The person's pantry covers all of the week's use (nothing to buy) or part of it. */
  fromPantry?: 'all' | 'part';
  /** What the till charges for it when its packages are bought whole, where that differs from
   *  `price` (a staple: the list charges the grams the week uses). */
  buyPrice?: number;
}

/** The week's two totals: staples charged by the grams used, and the checkout with none at home. */
export interface ListTotals {
  /** The week's cost: what the plan's items come to (staples by the grams the week uses). */
  planned: number;
  /** The checkout for someone who has none of the staples: every staple bought whole. */
  checkout: number;
  /** What the prices rest on, e.g. 'US average prices, April 2025, from BLS and USDA ERS'. */
  basis: string;
  /** 'Estimated prices make up 12 % of this list.' */
  estimatedNote: string;
}

export interface ShoppingListLoad {
  weekStart: string;
  items: ListItem[];
  /** The items are the planner's list for the current plan (not the sample ingredients). */
  fromPlan: boolean;
  /** The plan's totals, when the list is a plan's. */
  totals?: ListTotals | null;
}

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
  | { type: 'purchase.confirm'; paid: Record<string, number> };

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
}
