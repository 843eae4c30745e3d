/** One shopping-list line: the item's checkbox with its name and amount, badges and price. */
import { Badge, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { memo, useId } from 'react';
import type { ListItem } from '../../../machines/shoppingList/shoppingList.types.ts';
import type { ShoppingListActorRef } from './ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';

const texts = planTexts.shopping;

/**
 * The box's colours change without Mantine's transition: the rows kept from last time show
 * disabled until the fresh list has loaded, and forty boxes each running five colour transitions
 * at that moment made 600 transition events for React's root listener, a 40-50 ms task.
 */
const checkboxStyles = { body: { alignItems: 'center' }, input: { transition: 'none' } } as const;

export const ItemRow = memo(function ItemRow({
  actorRef,
  item,
  idPrefix,
  disabled,
}: {
  actorRef: ShoppingListActorRef;
  item: ListItem;
  idPrefix: string;
  /** Absent in the list, whose fieldset enables or disables every row at once. */
  disabled?: boolean;
}) {
  const [sourceOpen, source] = useDisclosure(false);
  const sourceId = useId();
  const hasSource = Boolean(item.priceSource);
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
        <Checkbox
          id={`${idPrefix}-${item.key}`}
          checked={item.checked}
          disabled={disabled}
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
          styles={checkboxStyles}
        />
        <Group gap={6} wrap="nowrap">
          {item.custom ? (
            <Badge size="xs" variant="light" color="gray">
              {texts.custom}
            </Badge>
          ) : null}
          {item.fromPantry ? (
            <Badge size="xs" variant="light" color="grape">
              {item.fromPantry === 'all' ? texts.fromPantry : texts.partlyFromPantry}
            </Badge>
          ) : null}
          {item.staple ? (
            <Badge size="xs" variant="light" color="yellow">
              {texts.staple}
            </Badge>
          ) : null}
          {item.paid !== null ? (
            <Badge size="xs" variant="light" color="leaf">
              {texts.bought(item.paid.toFixed(2))}
            </Badge>
          ) : null}
          {hasSource ? (
            <UnstyledButton
              onClick={source.toggle}
              aria-expanded={sourceOpen}
              aria-controls={sourceId}
              aria-label={texts.priceSourceOf(item.name)}
            >
              <Text fw={700} td="underline" style={{ textDecorationStyle: 'dotted' }}>
                ${item.price.toFixed(2)}
              </Text>
            </UnstyledButton>
          ) : (
            <Text fw={700}>${item.price.toFixed(2)}</Text>
          )}
        </Group>
      </Group>
      {hasSource && sourceOpen ? (
        <Text id={sourceId} size="xs" c="dimmed" pb={6} pl={32}>
          {item.priceSource}
          {item.staple && item.packagePrice !== undefined
            ? ` ${texts.wholePackage(item.packagePrice.toFixed(2))}`
            : ''}
        </Text>
      ) : null}
    </div>
  );
});

/** A row of the View Shopping List dialog: only the items it lists can be ticked there. */
export function ViewedItemRow({
  actorRef,
  item,
}: {
  actorRef: ShoppingListActorRef;
  item: ListItem;
}) {
  const canToggle = useSelector(actorRef, (s) => s.can({ type: 'item.toggle', key: item.key }));
  return <ItemRow actorRef={actorRef} item={item} idPrefix="view" disabled={!canToggle} />;
}
