/**
 * The shopping list's items: the Add Custom Item form's rules, the selection and its Estimated
 * Total.
 */
import { z } from 'zod';
import { messages } from '../texts/messages.ts';
import { totalPrice } from '../planShared/planEdits.ts';
import type {
  AddItemErrors,
  ListItem,
  NewItem,
  ShoppingListContext,
  ShoppingListInput,
} from './shoppingList.types.ts';
import { inStoreOrder } from './sections.ts';
import { quietQueue } from './changeQueue.types.ts';

/** The Add Custom Item form (spec section 5): name required, price optional but numeric. */
export const newItemSchema = z.object({
  name: z.string().trim().min(1, messages.shopping.itemNameRequired),
  amount: z.string().trim(),
  price: z
    .string()
    .trim()
    .refine((text) => text === '' || (Number.isFinite(Number(text)) && Number(text) >= 0), {
      message: messages.shopping.priceInvalid,
    })
    // A blank price is 0 (spec section 3).
    .transform((text) => (text === '' ? 0 : Math.round(Number(text) * 100) / 100)),
});

export function validateNewItem(form: {
  name: string;
  amount: string;
  price: string;
}): { ok: true; item: NewItem } | { ok: false; errors: AddItemErrors } {
  const parsed = newItemSchema.safeParse(form);
  if (parsed.success) return { ok: true, item: parsed.data };
  const errors: AddItemErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' && !errors.name) errors.name = issue.message;
    if (field === 'price' && !errors.price) errors.price = issue.message;
  }
  return { ok: false, errors };
}

export function selectedItems(items: readonly ListItem[]): ListItem[] {
  return items.filter((item) => item.checked);
}

/** The Estimated Total of the selected items, with 2 decimals (spec section 9). */
export function estimatedTotal(items: readonly ListItem[]): string {
  return totalPrice(selectedItems(items)).toFixed(2);
}

/** The amount the purchase form suggests: what the till charges for the item (a staple's whole
 *  packages), else its price on the list. */
export function suggestedPaid(item: ListItem): number {
  return item.buyPrice ?? item.price;
}

/** The list as the machine opens it: this device's copy while the fresh one loads, or none. */
export function initialContext(input: ShoppingListInput): ShoppingListContext {
  return {
    userId: input.userId,
    weekStart: input.cached?.weekStart ?? input.today,
    items: input.cached ? inStoreOrder(input.cached.items) : [],
    fromPlan: input.cached?.fromPlan ?? false,
    totals: input.cached?.totals ?? null,
    addErrors: {},
    draft: null,
    viewedKeys: [],
    pendingPaid: {},
    queue: quietQueue,
  };
}

/** The prices paid for the selected items, by key: as typed, else the estimate. */
export function paidBySelection(context: ShoppingListContext): Record<string, number> {
  return Object.fromEntries(
    selectedItems(context.items).map((item) => [
      item.key,
      context.pendingPaid[item.key] ?? item.price,
    ]),
  );
}
