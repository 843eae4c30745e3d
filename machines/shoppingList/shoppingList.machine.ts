/**
 * The shopping list (spec section 4, Shopping list): items selected or not, custom items
 * appended through the Add Custom Item dialog, the View Shopping List dialog with print and
 * share, and marking selected items bought with the price paid (what the budget tracker
 * counts as spent); ticks, items and prices made on the household's other phones arrive live.
 * Demo actors refuse saving, printing and sharing with Account Required.
 */
import { assign, emit, fromCallback, not, sendTo, setup, spawnChild, stateIn } from 'xstate';
import type { EventObject } from 'xstate';
import { messages } from '../texts/messages.ts';
import { accountRequiredToast, isAccountRequired } from '../planShared/accountRequired.ts';
import { toast } from '../shared/effects.ts';
import { inStoreOrder } from './sections.ts';
import {
  initialContext,
  paidBySelection,
  selectedItems,
  suggestedPaid,
  validateNewItem,
} from './items.ts';
import type {
  AddItemErrors,
  ListItem,
  NewItem,
  ShareOutcome,
  ShoppingListContext,
  ShoppingListEvent,
  ShoppingListInput,
  ShoppingListLoad,
  ShoppingListTag,
  ShoppingListActors,
  ListScope,
} from './shoppingList.types.ts';
import { applyRemote, type RemoteListChange } from './remote.ts';
import type { QueueDismissEvent, QueueInput, QueueState } from './changeQueue.types.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { loadingState } from '../shared/loadingState.ts';
import { keepIfSame } from '../shared/sameData.ts';
import { errorOf, logFailureOf } from '../shared/eventParams.ts';

/** The item an event names, as the item actions and guards take it. */
const keyOf = ({ event }: { event: { key: string } }) => ({ key: event.key });

/** A tick shows at once and is saved in the background. */
const toggleAndSave = [{ type: 'toggle', params: keyOf }, 'persistChecked'] as const;

export const shoppingListMachine = setup({
  types: {} as MachineTypes<
    ShoppingListContext,
    ShoppingListEvent,
    ShoppingListInput,
    ShoppingListTag
  >,
  actors: {
    loadList: toProvide('shoppingList.loadList'),
    saveChecked: toProvide('shoppingList.saveChecked'),
    saveCustomItem: toProvide('shoppingList.saveCustomItem'),
    printList: toProvide('shoppingList.printList'),
    shareList: toProvide('shoppingList.shareList'),
    recordPurchases: toProvide('shoppingList.recordPurchases'),
    /** The device's change queue (src/device/changeQueueActor.ts); the demo's stays quiet. */
    changeQueue: fromCallback<QueueDismissEvent, QueueInput>(() => {}),
    /** The changes made elsewhere, live (src/services/live/listLive.ts); the demo has none. */
    listLive: fromCallback<EventObject, ListScope>(() => {}),
  } satisfies ShoppingListActors,
  actions: {
    takeQueue: assign({ queue: (_, params: { queue: QueueState }) => params.queue }),
    takeRemote: assign({
      items: ({ context }, params: { change: RemoteListChange }) =>
        inStoreOrder(applyRemote(context.items, context.weekStart, params.change)),
    }),
    dismissChange: sendTo('changeQueue', (_, params: { seq: number }) => ({
      type: 'queue.dismiss' as const,
      seq: params.seq,
    })),
    takeList: assign(({ context }, { loaded }: { loaded: ShoppingListLoad }) => ({
      weekStart: loaded.weekStart,
      // The list this device showed stays when the fresh one is the same.
      items: keepIfSame(context.items, inStoreOrder(loaded.items)),
      fromPlan: loaded.fromPlan,
      totals: keepIfSame(context.totals, loaded.totals ?? null),
    })),
    toggle: assign({
      items: ({ context }, params: { key: string }) =>
        context.items.map((item) =>
          item.key === params.key ? { ...item, checked: !item.checked } : item,
        ),
    }),
    /** Fire and forget: the tick shows at once; the live actor logs a failed save. */
    persistChecked: spawnChild('saveChecked', {
      input: ({ context, event }) => ({
        userId: context.userId,
        weekStart: context.weekStart,
        item: context.items.find(
          (item) => item.key === (event.type === 'item.toggle' ? event.key : ''),
        ) as ListItem,
      }),
    }),
    clearAddForm: assign({ addErrors: {}, draft: null }),
    takeDraft: assign({
      draft: (_, params: { item: NewItem }) => params.item,
      addErrors: {},
    }),
    setAddErrors: assign({ addErrors: (_, params: { errors: AddItemErrors }) => params.errors }),
    /** Once: the live feed may have brought the new item first. */
    appendItem: assign({
      items: ({ context }, params: { item: ListItem }) =>
        context.items.some((item) => item.key === params.item.key)
          ? context.items
          : [...context.items, params.item],
      draft: null,
    }),
    rememberViewed: assign({
      viewedKeys: ({ context }) => selectedItems(context.items).map((item) => item.key),
    }),
    takePaid: assign({ pendingPaid: (_, params: { paid: Record<string, number> }) => params.paid }),
    markPaid: assign({
      items: ({ context }, params: { paid: Record<string, number> }) =>
        context.items.map((item) =>
          item.key in params.paid ? { ...item, paid: params.paid[item.key] ?? item.price } : item,
        ),
    }),
    toastItemAdded: emit((_, params: { name: string }) =>
      toast('success', messages.shopping.itemAdded(params.name), {
        title: messages.shopping.itemAddedTitle,
      }),
    ),
    toastItemSaveFailed: emit(() => toast('error', messages.shopping.itemSaveFailed)),
    toastSaveItemsRefused: emit(() => accountRequiredToast(messages.demo.saveItems)),
    toastPrintBlocked: emit(() => toast('error', messages.shopping.printBlocked)),
    toastPrintRefused: emit(() => accountRequiredToast(messages.demo.print)),
    toastNoItems: emit(() =>
      toast('error', messages.shopping.noItems, { title: messages.shopping.noItemsTitle }),
    ),
    toastShareOpened: emit(() => toast('success', messages.shopping.shareOpened)),
    toastShareRefused: emit(() => accountRequiredToast(messages.demo.share)),
    toastPurchasesSaved: emit((_, params: { count: number }) =>
      toast('success', messages.shopping.purchasesSaved(params.count), {
        title: messages.shopping.purchasesSavedTitle,
      }),
    ),
    toastPurchasesFailed: emit(() => toast('error', messages.shopping.purchasesFailed)),
    toastPurchasesRefused: emit(() => accountRequiredToast(messages.demo.purchases)),
    logFailure,
  },
  guards: {
    hasSelection: ({ context }) => context.items.some((item) => item.checked),
    isKnownItem: ({ context }, params: { key: string }) =>
      context.items.some((item) => item.key === params.key),
    isViewedItem: ({ context }, params: { key: string }) => context.viewedKeys.includes(params.key),
    isValidItem: (_, params: { name: string; amount: string; price: string }) =>
      validateNewItem(params).ok,
    isAccountRequired: (_, params: { error: unknown }) => isAccountRequired(params.error),
    /** The list is on screen (in loadFailed, its own transition takes the read list). */
    showsList: not(stateIn('#shoppingList.loading')),
    wasEmailed: (_, params: { outcome: ShareOutcome }) => params.outcome === 'emailOpened',
  },
}).createMachine({
  id: 'shoppingList',
  context: ({ input }) => initialContext(input),
  invoke: [
    { id: 'changeQueue', src: 'changeQueue', input: ({ context }) => ({ userId: context.userId }) },
    {
      id: 'listLive',
      src: 'listLive',
      input: ({ context }) => ({ userId: context.userId, weekStart: context.weekStart }),
    },
  ],
  on: {
    'queue.changed': {
      actions: { type: 'takeQueue', params: ({ event }) => ({ queue: event.queue }) },
    },
    'list.remote': {
      guard: 'showsList',
      actions: { type: 'takeRemote', params: ({ event }) => ({ change: event.change }) },
    },
    'list.loaded': {
      guard: 'showsList',
      actions: { type: 'takeList', params: ({ event }) => ({ loaded: event.loaded }) },
    },
    'queue.dismiss': {
      actions: { type: 'dismissChange', params: ({ event }) => ({ seq: event.seq }) },
    },
  },
  initial: 'loading',
  states: {
    loading: loadingState<ShoppingListContext, ShoppingListLoad>()({
      src: 'loadList',
      input: ({ context }) => ({ userId: context.userId, weekStart: context.weekStart }),
      take: 'takeList',
      done: 'browsing',
      failed: 'loadFailed',
      what: 'Loading the shopping list',
    }),
    loadFailed: {
      description: 'The list could not be read; offer to try again. The live feed may read it.',
      on: {
        'list.reload': 'loading',
        'list.loaded': {
          target: 'browsing',
          actions: { type: 'takeList', params: ({ event }) => ({ loaded: event.loaded }) },
        },
      },
    },
    browsing: {
      tags: 'ticking',
      on: {
        'item.toggle': {
          guard: { type: 'isKnownItem', params: keyOf },
          actions: toggleAndSave,
        },
        'add.open': { target: 'adding', actions: 'clearAddForm' },
        'list.view': { guard: 'hasSelection', target: 'viewing', actions: 'rememberViewed' },
      },
    },
    adding: {
      description: "The 'Add Custom Item' dialog is open.",
      on: {
        'add.cancel': { target: 'browsing', actions: 'clearAddForm' },
        'item.add': [
          {
            guard: {
              type: 'isValidItem',
              params: ({ event }) => ({
                name: event.name,
                amount: event.amount,
                price: event.price,
              }),
            },
            target: 'savingItem',
            actions: {
              type: 'takeDraft',
              params: ({ event }) => {
                const result = validateNewItem(event);
                return { item: result.ok ? result.item : { name: '', amount: '', price: 0 } };
              },
            },
          },
          {
            actions: {
              type: 'setAddErrors',
              params: ({ event }) => {
                const result = validateNewItem(event);
                return { errors: result.ok ? {} : result.errors };
              },
            },
          },
        ],
      },
    },
    savingItem: {
      tags: 'busy',
      invoke: {
        id: 'saveCustomItem',
        src: 'saveCustomItem',
        input: ({ context }) => ({
          userId: context.userId,
          weekStart: context.weekStart,
          item: context.draft ?? { name: '', amount: '', price: 0 },
        }),
        onDone: {
          target: 'browsing',
          actions: [
            { type: 'appendItem', params: ({ event }) => ({ item: event.output }) },
            { type: 'toastItemAdded', params: ({ event }) => ({ name: event.output.name }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isAccountRequired', params: errorOf },
            target: 'browsing',
            actions: ['clearAddForm', 'toastSaveItemsRefused'],
          },
          {
            target: 'adding',
            actions: ['toastItemSaveFailed', logFailureOf('Saving the custom item')],
          },
        ],
      },
    },
    viewing: {
      description: "The 'View Shopping List' dialog is open.",
      initial: 'idle',
      on: { 'list.close': 'browsing' },
      states: {
        idle: {
          on: {
            'item.toggle': {
              guard: { type: 'isViewedItem', params: keyOf },
              actions: toggleAndSave,
            },
            'list.print': 'printing',
            'list.share': [
              { guard: 'hasSelection', target: 'sharing' },
              { actions: 'toastNoItems' },
            ],
            'purchase.start': { guard: 'hasSelection', target: 'confirmingPurchase' },
          },
        },
        printing: {
          tags: 'busy',
          invoke: {
            id: 'printList',
            src: 'printList',
            input: ({ context }) => ({ items: selectedItems(context.items) }),
            onDone: 'idle',
            onError: [
              {
                guard: { type: 'isAccountRequired', params: errorOf },
                target: 'idle',
                actions: 'toastPrintRefused',
              },
              { target: 'idle', actions: 'toastPrintBlocked' },
            ],
          },
        },
        sharing: {
          tags: 'busy',
          invoke: {
            id: 'shareList',
            src: 'shareList',
            input: ({ context }) => ({ items: selectedItems(context.items) }),
            onDone: [
              {
                guard: { type: 'wasEmailed', params: ({ event }) => ({ outcome: event.output }) },
                target: 'idle',
                actions: 'toastShareOpened',
              },
              { target: 'idle' },
            ],
            onError: [
              {
                guard: { type: 'isAccountRequired', params: errorOf },
                target: 'idle',
                actions: 'toastShareRefused',
              },
              {
                description: 'The person closed the share sheet: nothing to report.',
                target: 'idle',
                actions: logFailureOf('Sharing the list'),
              },
            ],
          },
        },
        confirmingPurchase: {
          description: 'The price paid for each selected item is asked, the estimate by default.',
          on: {
            'purchase.cancel': 'idle',
            'purchase.confirm': {
              target: 'recordingPurchase',
              actions: { type: 'takePaid', params: ({ event }) => ({ paid: event.paid }) },
            },
          },
        },
        recordingPurchase: {
          tags: 'busy',
          invoke: {
            id: 'recordPurchases',
            src: 'recordPurchases',
            input: ({ context }) => ({
              userId: context.userId,
              weekStart: context.weekStart,
              purchases: selectedItems(context.items).map((item) => ({
                item,
                paid: context.pendingPaid[item.key] ?? suggestedPaid(item),
              })),
            }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'markPaid',
                  params: ({ context }) => ({ paid: paidBySelection(context) }),
                },
                {
                  type: 'toastPurchasesSaved',
                  params: ({ context }) => ({ count: selectedItems(context.items).length }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isAccountRequired', params: errorOf },
                target: 'idle',
                actions: 'toastPurchasesRefused',
              },
              {
                target: 'confirmingPurchase',
                actions: ['toastPurchasesFailed', logFailureOf('Saving the purchases')],
              },
            ],
          },
        },
      },
    },
  },
});
