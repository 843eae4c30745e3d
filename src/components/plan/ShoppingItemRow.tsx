/** One shopping-list line: the item's checkbox with its name and amount, badges and price. */
import { Badge, Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { memo, useId } from 'react';
import type { ListItem } from '../../../machines/shoppingList/shoppingList.types.ts';
import type { ShoppingListActorRef } from './ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { kitchenNotesOf } from '../../../machines/shoppingList/kitchenLines.ts';
import { dollars } from '../../../supabase/functions/_shared/rules/money.ts';

const texts = planTexts.shopping;

/**
 * The box's colours change without Mantine's transition: the rows kept from last time show
 * disabled until the fresh list has loaded, and forty boxes each running five colour transitions
 * at that moment made 600 transition events for React's root listener, a 40-50 ms task.
 */
const checkboxStyles = { body: { alignItems: 'center' }, input: { transition: 'none' } } as const;

/*
 * The row's layout and words are plain elements styled with the theme's variables: a list of
 * forty rows mounts in one commit, and Mantine's Group and Text (style props, styles API) cost
 * several times a plain element each. The box, the badges and the price button stay Mantine's.
 */
const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 'var(--mantine-spacing-sm)',
  padding: '6px 0',
} as const;
/** Mantine's Text at size md, as the words were written before. */
const md = { fontSize: 'var(--mantine-font-size-md)', lineHeight: 'var(--mantine-line-height-md)' };
const nameStyle = { ...md, fontWeight: 600 } as const;
const amountStyle = {
  color: 'var(--mantine-color-dimmed)',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
} as const;
const sideStyle = { display: 'flex', alignItems: 'center', gap: 6, flexShrink: 0 } as const;
const priceStyle = { ...md, fontWeight: 700 } as const;
const sourcePriceStyle = { ...priceStyle, textDecoration: 'underline dotted' } as const;

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
  const notes = kitchenNotesOf(item);
  return (
    <div>
      <div style={rowStyle}>
        <Checkbox
          id={`${idPrefix}-${item.key}`}
          checked={item.checked}
          disabled={disabled}
          onChange={() => actorRef.send({ type: 'item.toggle', key: item.key })}
          label={
            <span>
              <span style={nameStyle}>{item.name}</span>
              {item.amount ? <span style={amountStyle}> · {item.amount}</span> : null}
            </span>
          }
          aria-label={item.name}
          styles={checkboxStyles}
        />
        <div style={sideStyle}>
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
          {item.athome ? (
            <Badge size="xs" variant="light" color="grape">
              {texts.atHome}
            </Badge>
          ) : item.staple ? (
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
              <span style={sourcePriceStyle}>{dollars(item.price)}</span>
            </UnstyledButton>
          ) : (
            <span style={priceStyle}>{dollars(item.price)}</span>
          )}
        </div>
      </div>
      {notes.map((note) => (
        <Text key={note} size="sm" c="blue.8" pb={4} pl={32}>
          {note}
        </Text>
      ))}
      {hasSource && sourceOpen ? (
        <Text id={sourceId} size="xs" c="dimmed" pb={6} pl={32}>
          {item.priceSource}
          {item.buyPrice !== undefined && item.packagePrice !== undefined
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
