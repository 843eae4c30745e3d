/**
 * What is at home, by store section in the shopping list's order (its section names), each item
 * with its amount, since when, how long it keeps (with where that shelf life comes from) and
 * whether it came from purchases, and a Change button that opens the item's dialog. A staple said
 * to be at home has no amount and no date ("Some at home") and one button: Used up.
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { PantryItem } from '../../../supabase/functions/_shared/schemas/pantry.ts';
import { pantrySections } from '../../../machines/pantry/pantry.selectors.ts';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import type { PantryActorRef } from './PantryView.tsx';
import { StoreSectionList } from '../layout/StoreSectionList.tsx';

const texts = pantryTexts;

/**
 * One item of the list: its name with its badge, what the list says of it, and its one button
 * (kept whole: on a phone the lines wrap beside it).
 */
function PantryRow({
  item,
  badge,
  children,
  action,
}: {
  item: PantryItem;
  badge: ReactNode;
  children: ReactNode;
  action: { label: string; aria: string; disabled: boolean; onClick: () => void };
}) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      role="listitem"
      aria-label={item.name}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={700}>{item.name}</Text>
          {badge}
        </Group>
        {children}
      </Stack>
      <Button
        variant="light"
        size="xs"
        disabled={action.disabled}
        onClick={action.onClick}
        aria-label={action.aria}
        style={{ flexShrink: 0 }}
      >
        {action.label}
      </Button>
    </Group>
  );
}

function AtHomeRow({ actorRef, item }: { actorRef: PantryActorRef; item: PantryItem }) {
  const canUseUp = useSelector(actorRef, (s) => s.can({ type: 'item.usedUp', food: item.food }));
  return (
    <PantryRow
      item={item}
      badge={
        <Badge size="sm" variant="light" color="gray">
          {texts.stapleBadge}
        </Badge>
      }
      action={{
        label: texts.usedUpAction,
        aria: texts.usedUpLabel(item.name),
        disabled: !canUseUp,
        onClick: () => actorRef.send({ type: 'item.usedUp', food: item.food }),
      }}
    >
      {/* The server's words: 'Some at home' (no amount is kept, and no date). */}
      <Text size="sm" fw={600}>
        {item.amount}
      </Text>
    </PantryRow>
  );
}

function ItemRow({ actorRef, item }: { actorRef: PantryActorRef; item: PantryItem }) {
  const canEdit = useSelector(actorRef, (s) => s.can({ type: 'edit.open', food: item.food }));
  const editing = useSelector(actorRef, (s) => s.context.dialog?.food === item.food);
  return (
    <PantryRow
      item={item}
      badge={
        item.fromPurchases ? (
          <Badge size="sm" variant="light" color="teal">
            {texts.fromPurchases}
          </Badge>
        ) : null
      }
      action={{
        label: texts.edit,
        aria: texts.editLabel(item.name),
        // Behind the open dialog the button stays enabled, so focus can come back to it.
        disabled: !canEdit && !editing,
        onClick: () => actorRef.send({ type: 'edit.open', food: item.food }),
      }}
    >
      <Text size="sm">
        <Text span fw={600}>
          {item.amount}
        </Text>
        <Text span c="dimmed">
          {' · '}
          {texts.since(item.since)}
        </Text>
      </Text>
      <Text size="sm" c={item.useBy ? 'orange.9' : 'dimmed'}>
        {item.keeps}
      </Text>
      {/* The server's own sentence: 'Estimate: fresh vegetables and fruit, 7 days.' */}
      <Text size="xs" c="dimmed">
        {item.shelfLifeSource}
      </Text>
    </PantryRow>
  );
}

export function PantryItems({
  actorRef,
  items,
}: {
  actorRef: PantryActorRef;
  items: readonly PantryItem[];
}) {
  return (
    <StoreSectionList
      label={texts.listLabel}
      idPrefix="pantry"
      groups={pantrySections(items)}
      sectionName={(section) => texts.sections[section]}
      renderItem={(item) =>
        item.athome ? (
          <AtHomeRow key={item.food} actorRef={actorRef} item={item} />
        ) : (
          <ItemRow key={item.food} actorRef={actorRef} item={item} />
        )
      }
    />
  );
}
