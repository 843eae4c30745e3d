/**
 * The shopping list screen: a view of one shopping-list actor (spec section 2, Shopping list).
 * Items with checkbox, name, amount and price; Add Item opens 'Add Custom Item'; 'View List
 * (count)' opens 'View Shopping List' with the selected items, the Estimated Total, PRINT LIST,
 * SHARE, MARK AS BOUGHT and CLOSE. Every button is enabled by `snapshot.can`.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../../machines/messages.ts';
import {
  estimatedTotal,
  selectedItems,
  type shoppingListMachine,
} from '../../../machines/shoppingList/shoppingList.machine.ts';
import type { ListItem } from '../../../machines/shoppingList/shoppingList.types.ts';
import { PageLoader } from '../PageLoader.tsx';
import { planTexts } from './planTexts.ts';

export type ShoppingListActorRef = ActorRefFrom<typeof shoppingListMachine>;

const texts = planTexts.shopping;

function ItemRow({
  actorRef,
  item,
  idPrefix,
}: {
  actorRef: ShoppingListActorRef;
  item: ListItem;
  idPrefix: string;
}) {
  const canToggle = useSelector(actorRef, (s) => s.can({ type: 'item.toggle', key: item.key }));
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Checkbox
        id={`${idPrefix}-${item.key}`}
        checked={item.checked}
        disabled={!canToggle}
        onChange={() => actorRef.send({ type: 'item.toggle', key: item.key })}
        label={
          <span>
            <Text span fw={600}>
              {item.name}
            </Text>
            {item.amount ? (
              <Text span c="dimmed" size="sm">
                {' '}
                · {item.amount}
              </Text>
            ) : null}
          </span>
        }
        aria-label={item.name}
        styles={{ body: { alignItems: 'center' } }}
      />
      <Group gap={6} wrap="nowrap">
        {item.custom ? (
          <Badge size="xs" variant="light" color="gray">
            {texts.custom}
          </Badge>
        ) : null}
        {item.paid !== null ? (
          <Badge size="xs" variant="light" color="leaf">
            {texts.bought(item.paid.toFixed(2))}
          </Badge>
        ) : null}
        <Text fw={700}>${item.price.toFixed(2)}</Text>
      </Group>
    </Group>
  );
}

function AddItemForm({ actorRef }: { actorRef: ShoppingListActorRef }) {
  const errors = useSelector(actorRef, (s) => s.context.addErrors);
  const busy = useSelector(actorRef, (s) => s.matches('savingItem'));
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'item.add', name, amount, price });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => actorRef.send({ type: 'add.cancel' })}
            disabled={busy}
          >
            {texts.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {texts.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddItemDialog({ actorRef }: { actorRef: ShoppingListActorRef }) {
  const opened = useSelector(actorRef, (s) => s.matches('adding') || s.matches('savingItem'));
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

function PurchaseForm({ actorRef, items }: { actorRef: ShoppingListActorRef; items: ListItem[] }) {
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const [paid, setPaid] = useState<Record<string, number>>(() =>
    Object.fromEntries(items.map((item) => [item.key, item.paid ?? item.price])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'purchase.confirm', paid });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        {items.map((item) => (
          <NumberInput
            key={item.key}
            label={texts.paidFor(item.name)}
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            step={0.01}
            value={paid[item.key] ?? item.price}
            onChange={(value) =>
              setPaid((current) => ({
                ...current,
                [item.key]: typeof value === 'number' ? value : Number(value) || 0,
              }))
            }
          />
        ))}
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => actorRef.send({ type: 'purchase.cancel' })}
            disabled={busy}
          >
            {texts.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {texts.savePurchases}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ViewListDialog({
  actorRef,
  extra,
}: {
  actorRef: ShoppingListActorRef;
  extra?: ReactNode;
}) {
  const opened = useSelector(actorRef, (s) => s.matches('viewing'));
  const items = useSelector(actorRef, (s) => s.context.items);
  const confirming = useSelector(
    actorRef,
    (s) => s.matches({ viewing: 'confirmingPurchase' }) || s.matches({ viewing: 'recordingPurchase' }),
  );
  const canPrint = useSelector(actorRef, (s) => s.can({ type: 'list.print' }));
  const canShare = useSelector(actorRef, (s) => s.can({ type: 'list.share' }));
  const canBuy = useSelector(actorRef, (s) => s.can({ type: 'purchase.start' }));
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
            <Stack gap={0}>
              {listed.map((item) => (
                <ItemRow key={item.key} actorRef={actorRef} item={item} idPrefix="view" />
              ))}
            </Stack>
            <Group justify="space-between">
              <Text fw={700}>{texts.estimatedTotal}</Text>
              <Text fw={800} fz="lg" aria-label={`${texts.estimatedTotal}: $${estimatedTotal(items)}`}>
                ${estimatedTotal(items)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {messages.shopping.footnote}
            </Text>
            {extra}
            <Group justify="flex-end" gap="sm">
              <Button variant="light" disabled={!canBuy} onClick={() => actorRef.send({ type: 'purchase.start' })}>
                {texts.markBought}
              </Button>
              <Button variant="light" disabled={!canPrint} onClick={() => actorRef.send({ type: 'list.print' })}>
                {texts.print}
              </Button>
              <Button variant="light" disabled={!canShare} onClick={() => actorRef.send({ type: 'list.share' })}>
                {texts.share}
              </Button>
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

export function ShoppingListView({
  actorRef,
  footerStart,
  viewDialogExtra,
}: {
  actorRef: ShoppingListActorRef;
  /** The button back to the plan (live or demo). */
  footerStart: ReactNode;
  viewDialogExtra?: ReactNode;
}) {
  const loading = useSelector(actorRef, (s) => s.hasTag('loading'));
  const failed = useSelector(actorRef, (s) => s.matches('loadFailed'));
  const items = useSelector(actorRef, (s) => s.context.items);
  const fromPlan = useSelector(actorRef, (s) => s.context.fromPlan);
  const viewing = useSelector(actorRef, (s) => s.matches('viewing'));
  const canAdd = useSelector(actorRef, (s) => s.can({ type: 'add.open' }));
  const canView = useSelector(actorRef, (s) => s.can({ type: 'list.view' }));
  const count = selectedItems(items).length;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {texts.title}
          </Title>
          <Text c="dimmed" size="sm">
            {fromPlan ? texts.fromPlan : texts.sample}
          </Text>
        </div>
        <Button variant="light" disabled={!canAdd} onClick={() => actorRef.send({ type: 'add.open' })}>
          {texts.addItem}
        </Button>
      </Group>
      {loading ? <PageLoader /> : null}
      {failed ? (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{texts.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => actorRef.send({ type: 'list.reload' })}>
              {texts.retry}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {!loading && !failed ? (
        <Paper withBorder radius="lg" px="md" py="xs">
          <Stack gap={0} role="list" aria-label={texts.title}>
            {items.map((item) => (
              <div role="listitem" key={item.key}>
                <ItemRow actorRef={actorRef} item={item} idPrefix="list" />
              </div>
            ))}
          </Stack>
        </Paper>
      ) : null}
      <Group justify="space-between" gap="sm">
        {footerStart}
        <Button disabled={!canView} onClick={() => actorRef.send({ type: 'list.view' })}>
          {texts.viewList(count)}
        </Button>
      </Group>
      <AddItemDialog actorRef={actorRef} />
      {viewing ? <ViewListDialog actorRef={actorRef} extra={viewDialogExtra} /> : null}
    </Stack>
  );
}
