/**
 * The shopping list's dialogs: 'Add Custom Item' and 'View Shopping List' with its purchase
 * form. They are a chunk of their own, loaded after the first paint (see deferredPart.ts), so
 * Mantine's Modal and TextInput are not on the way to it.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MONEY_TYPING_PATTERN, maxPaidFor } from '../../../machines/shared/money.ts';
import { messages } from '../../../machines/texts/messages.ts';
import {
  estimatedTotal,
  selectedItems,
  suggestedPaid,
} from '../../../machines/shoppingList/items.ts';
import type {
  ListItem,
  ShoppingListEvent,
} from '../../../machines/shoppingList/shoppingList.types.ts';
import { groupBySection } from '../../../machines/shoppingList/sections.ts';
import {
  selectAdding,
  selectBusy,
  selectConfirmingPurchase,
  selectViewing,
} from '../../../machines/shoppingList/shoppingList.selectors.ts';
import { ViewedItemRow } from './ShoppingItemRow.tsx';
import type { ShoppingListActorRef } from './ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';

const texts = planTexts.shopping;

/**
 * A dialog's form: its fields, then Cancel (off while it saves) and the submit button (busy
 * while it saves).
 */
function DialogForm({
  actorRef,
  onSubmit,
  onCancel,
  submit,
  gap = 'sm',
  children,
}: {
  actorRef: ShoppingListActorRef;
  onSubmit: (event: FormEvent) => void;
  onCancel: ShoppingListEvent;
  submit: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  const busy = useSelector(actorRef, selectBusy);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => actorRef.send(onCancel)} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddItemForm({ actorRef }: { actorRef: ShoppingListActorRef }) {
  const errors = useSelector(actorRef, (s) => s.context.addErrors);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'item.add', name, amount, price });
  };
  return (
    <DialogForm
      actorRef={actorRef}
      onSubmit={submit}
      onCancel={{ type: 'add.cancel' }}
      submit={texts.add}
    >
      <TextInput
        label={texts.itemName}
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        data-autofocus
      />
      <TextInput
        label={texts.amount}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
      <TextInput
        label={texts.price}
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0}
        value={price}
        onChange={(event) => setPrice(event.currentTarget.value)}
        error={errors.price}
      />
    </DialogForm>
  );
}

export function AddItemDialog({ actorRef }: { actorRef: ShoppingListActorRef }) {
  const opened = useSelector(actorRef, selectAdding);
  return (
    <Modal
      opened={opened}
      onClose={() => actorRef.send({ type: 'add.cancel' })}
      title={texts.addTitle}
      centered
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened ? <AddItemForm actorRef={actorRef} /> : null}
    </Modal>
  );
}

/**
 * The amounts paid, from what was typed for each item; and why an item's amount cannot be saved
 * (missing, or more than anyone pays for it: maxPaidFor).
 */
function paidAmounts(
  items: ListItem[],
  typed: Record<string, string>,
): { amounts: Record<string, number>; refused: Record<string, string> } {
  const amounts: Record<string, number> = {};
  const refused: Record<string, string> = {};
  for (const item of items) {
    const text = (typed[item.key] ?? '').trim();
    const amount = text === '' ? NaN : Number(text);
    if (!Number.isFinite(amount) || amount < 0) refused[item.key] = texts.paidMissing;
    else if (amount > maxPaidFor(item.price))
      refused[item.key] = texts.paidTooMuch(maxPaidFor(item.price).toFixed(2));
    else amounts[item.key] = amount;
  }
  return { amounts, refused };
}

function PurchaseForm({ actorRef, items }: { actorRef: ShoppingListActorRef; items: ListItem[] }) {
  // Kept as typed, so a field can be cleared and retyped; checked when the form is sent.
  const [paid, setPaid] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      items.map((item) => [item.key, (item.paid ?? suggestedPaid(item)).toFixed(2)]),
    ),
  );
  const [refused, setRefused] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = paidAmounts(items, paid);
    setRefused(checked.refused);
    if (Object.keys(checked.refused).length === 0)
      actorRef.send({ type: 'purchase.confirm', paid: checked.amounts });
  };
  return (
    <DialogForm
      actorRef={actorRef}
      gap="xs"
      onSubmit={submit}
      onCancel={{ type: 'purchase.cancel' }}
      submit={texts.savePurchases}
    >
      {items.map((item) => (
        <TextInput
          key={item.key}
          label={texts.paidFor(item.name)}
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          value={paid[item.key] ?? ''}
          error={refused[item.key]}
          onChange={(event) => {
            // Dollars and cents, as typed: anything else is refused.
            const next = event.currentTarget.value;
            if (!MONEY_TYPING_PATTERN.test(next)) return;
            setPaid((current) => ({ ...current, [item.key]: next }));
            setRefused(({ [item.key]: _, ...others }) => others);
          }}
        />
      ))}
    </DialogForm>
  );
}

/** One of the dialog's actions: it sends its event, enabled when the list can take it. */
function EventButton({
  actorRef,
  event,
  children,
}: {
  actorRef: ShoppingListActorRef;
  event: ShoppingListEvent;
  children: ReactNode;
}) {
  const enabled = useSelector(actorRef, (s) => s.can(event));
  return (
    <Button variant="light" disabled={!enabled} onClick={() => actorRef.send(event)}>
      {children}
    </Button>
  );
}

export function ViewListDialog({
  actorRef,
  extra,
}: {
  actorRef: ShoppingListActorRef;
  extra?: ReactNode;
}) {
  const opened = useSelector(actorRef, selectViewing);
  const items = useSelector(actorRef, (s) => s.context.items);
  const confirming = useSelector(actorRef, selectConfirmingPurchase);
  // The dialog lists what was selected when it opened, so an item unticked here stays visible.
  const viewedKeys = useSelector(actorRef, (s) => s.context.viewedKeys);
  const listed = items.filter((item) => viewedKeys.includes(item.key));
  return (
    <Modal
      opened={opened}
      onClose={() => actorRef.send({ type: 'list.close' })}
      title={texts.viewTitle}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
    >
      <Stack gap="sm">
        {confirming ? (
          <PurchaseForm actorRef={actorRef} items={selectedItems(items)} />
        ) : (
          <>
            {groupBySection(listed).map((group) => (
              <Stack gap={0} key={group.section}>
                <Text fw={700} size="sm" c="dimmed">
                  {texts.sections[group.section]}
                </Text>
                {group.items.map((item) => (
                  <ViewedItemRow key={item.key} actorRef={actorRef} item={item} />
                ))}
              </Stack>
            ))}
            <Group justify="space-between">
              <Text fw={700}>{texts.estimatedTotal}</Text>
              <Text
                fw={800}
                fz="lg"
                aria-label={`${texts.estimatedTotal}: $${estimatedTotal(items)}`}
              >
                ${estimatedTotal(items)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {messages.shopping.footnote}
            </Text>
            {extra}
            <Group justify="flex-end" gap="sm">
              <EventButton actorRef={actorRef} event={{ type: 'purchase.start' }}>
                {texts.markBought}
              </EventButton>
              <EventButton actorRef={actorRef} event={{ type: 'list.print' }}>
                {texts.print}
              </EventButton>
              <EventButton actorRef={actorRef} event={{ type: 'list.share' }}>
                {texts.share}
              </EventButton>
              <Button variant="default" onClick={() => actorRef.send({ type: 'list.close' })}>
                {texts.close}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
