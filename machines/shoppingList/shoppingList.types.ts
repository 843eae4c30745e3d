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
  /** A kitchen staple (oil, spices, sauces, baking): it keeps for months once bought. */
  staple?: boolean;
  /** A staple the person said is at home: nothing to buy (its price is 0). */
  athome?: boolean;
  /** Grams to freeze on the shopping day, and the meals (ids, 'YYYY-MM-DD-dinner') they are for:
   *  they would not keep in the refrigerator until then (USDA FSIS FoodKeeper). */
  freeze?: { grams: number; meals: string[] };
  /** Packages of it bought on a later day (it neither keeps nor freezes until it is cooked). */
  topUps?: { on: string; packages: number }[];
  /**
   * A line of another week of the shopping trip, listed on the trip's first week: the week whose
   * line it is (a tick or a purchase is saved there) and its key in that week's list.
   */
  week?: string;
  itemKey?: string;
  /** The week whose meals the line is for, on a trip's list (YYYY-MM-DD of its first day). */
  forWeek?: string;
  /** A later week of a trip: the line is bought on the trip's day (its first week's list). */
  boughtOnTrip?: string;
  packagePrice?: number;
  /** Where the price comes from ('BLS average price, April 2025: ...' or the estimate's reason). */
  priceSource?: string;
  /** The price is an estimate: no official table covers the food. */
  estimated?: boolean;
  /** The store section the food is shopped in (the catalogue's); custom items have none. */
  section?: StoreSection;
  /** The person's pantry covers all of the week's use (nothing to buy) or part of it. */
  fromPantry?: 'all' | 'part';
  /** Weeks stored before the till: what a staple's whole package costs, where `price` charged
   *  only the grams the week used. */
  buyPrice?: number;
}

/** The week's totals. */
export interface ListTotals {
  /** The week's cost, what the plan's items come to: the till (whole packages, staples bought
   *  whole unless at home); in weeks stored before the till, staples by the grams used. */
  planned: number;
  /** Weeks stored before the till: the checkout with none of the staples at home. Equal to
   *  `planned` for a week priced at the till. */
  checkout: number;
  /** The week is priced at the till (every week planned since). */
  till: boolean;
  /**
   * A bi-weekly or monthly shopper's trip: its first day, its weeks, the weeks planned so far
   * that this list covers, and this week's own till (`planned` then adds what the trip's later
   * weeks buy on its day).
   */
  trip?: { start: string; weeks: number; covered: string[]; thisWeek: number };
  /** What the prices rest on, e.g. 'US average prices, April 2025, from BLS and USDA ERS'. */
  basis: string;
  /** 'Estimated prices make up 12 % of this list.' */
  estimatedNote: string;
}

export interface ShoppingListLoad {
  weekStart: string;
  /** The trip's weeks this list covers, when it is a trip's first week (their changes apply). */
  weeks?: string[];
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
