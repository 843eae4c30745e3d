/**
 * What the device's change queue is doing, above the signed-in shopping list: that the page is
 * offline, how many changes wait to be sent, each change the server refused and each change a
 * later one made on another phone overrode (kept until dismissed). A view of the list's actor,
 * which runs the queue (src/device/changeQueueActor.ts).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { planTexts } from '../../../machines/texts/plan.ts';
import type { ChangeBody, StoredChange } from '../../../machines/shoppingList/changeQueue.types.ts';
import {
  selectOnline,
  selectOverridden,
  selectRefused,
  selectWaiting,
} from '../../../machines/shoppingList/shoppingList.selectors.ts';
import type { ShoppingListActorRef } from './ShoppingListView.tsx';

const texts = planTexts.shopping;

function describe(body: ChangeBody): string {
  if (body.kind === 'tick') return texts.refusedTick(body.item.name, body.item.checked);
  if (body.kind === 'custom') return texts.refusedCustom(body.item.name);
  return texts.refusedPurchase(body.purchases.length);
}

/** Changes the person has to see, each with its reason and a Dismiss button. */
function ChangeList({
  title,
  color,
  changes,
  actorRef,
}: {
  title: string;
  color: string;
  changes: StoredChange[];
  actorRef: ShoppingListActorRef;
}) {
  if (changes.length === 0) return null;
  return (
    <Alert color={color} variant="light" title={title}>
      <Stack gap={4}>
        {changes.map((change) => (
          <Group key={change.seq} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">
              {describe(change.body)}: {change.reason}
            </Text>
            <Button
              size="xs"
              variant="default"
              style={{ flexShrink: 0 }}
              onClick={() => actorRef.send({ type: 'queue.dismiss', seq: change.seq })}
            >
              {texts.dismiss}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

export function OfflineStatus({ actorRef }: { actorRef: ShoppingListActorRef }) {
  const online = useSelector(actorRef, selectOnline);
  const waiting = useSelector(actorRef, selectWaiting);
  const refused = useSelector(actorRef, selectRefused);
  const overridden = useSelector(actorRef, selectOverridden);
  const showing = !online || waiting > 0 || refused.length > 0 || overridden.length > 0;
  return (
    <Stack gap="xs" aria-live="polite" mb={showing ? 'md' : 0}>
      {!online ? (
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm" fw={600}>
            {texts.offline}
          </Text>
          {waiting > 0 ? <Text size="sm">{texts.waiting(waiting)}</Text> : null}
        </Alert>
      ) : waiting > 0 ? (
        <Alert color="blue" variant="light" role="status">
          <Text size="sm">{texts.sending(waiting)}</Text>
        </Alert>
      ) : null}
      <ChangeList title={texts.refusedTitle} color="red" changes={refused} actorRef={actorRef} />
      <ChangeList
        title={texts.overriddenTitle}
        color="orange"
        changes={overridden}
        actorRef={actorRef}
      />
    </Stack>
  );
}
