/** One shopping-list line: the item's checkbox with its name and amount, badges and price. */
import { Badge, Checkbox, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ListItem } from '../../../machines/shoppingList/shoppingList.types.ts';
import type { ShoppingListActorRef } from './ShoppingListView.tsx';
import { planTexts } from './planTexts.ts';

const texts = planTexts.shopping;

export function ItemRow({
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
