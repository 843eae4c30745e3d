/**
 * What the views read of the shopping list: which dialog is open, whether the list could not be
 * read, and what the device's change queue is doing (online, waiting, refused). The state names
 * are known here only.
 */
import type { SnapshotFrom } from 'xstate';
import type { StoredChange } from './changeQueue.types.ts';
import type { shoppingListMachine } from './shoppingList.machine.ts';

export type ShoppingListSnapshot = SnapshotFrom<typeof shoppingListMachine>;

export const selectLoading = (s: ShoppingListSnapshot): boolean => s.hasTag('loading');

export const selectLoadFailed = (s: ShoppingListSnapshot): boolean => s.matches('loadFailed');

/** Every item can be ticked: the list is enabled as a whole. */
export const selectTicking = (s: ShoppingListSnapshot): boolean => s.hasTag('ticking');

export const selectBusy = (s: ShoppingListSnapshot): boolean => s.hasTag('busy');

/** The 'Add Custom Item' dialog is open (and stays open while the item is saved). */
export const selectAdding = (s: ShoppingListSnapshot): boolean =>
  s.matches('adding') || s.matches('savingItem');

/** The 'View Shopping List' dialog is open. */
export const selectViewing = (s: ShoppingListSnapshot): boolean => s.matches('viewing');

/** The dialog asks the prices paid (and stays so while they are saved). */
export const selectConfirmingPurchase = (s: ShoppingListSnapshot): boolean =>
  s.matches({ viewing: 'confirmingPurchase' }) || s.matches({ viewing: 'recordingPurchase' });

/** The server answered the last request (and the browser says it is online). */
export const selectOnline = (s: ShoppingListSnapshot): boolean => s.context.queue.online;

/** The person's changes still waiting on this device to be sent. */
export const selectWaiting = (s: ShoppingListSnapshot): number => s.context.queue.waiting;

/** The person's changes the server refused, kept until they are dismissed. */
export const selectRefused = (s: ShoppingListSnapshot): StoredChange[] => s.context.queue.refused;

/** The person's changes a later change made elsewhere overrode, kept until dismissed. */
export const selectOverridden = (s: ShoppingListSnapshot): StoredChange[] =>
  s.context.queue.overridden;
