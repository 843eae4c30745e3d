/**
 * What the device's change queue is doing, above the signed-in shopping list: that the page is
 * offline, how many changes wait to be sent, and each change the server refused (kept until
 * dismissed). A view of the list's actor, which runs the queue (src/device/changeQueueActor.ts).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { planTexts } from '../../../machines/texts/plan.ts';
import type { ChangeBody } from '../../../machines/shoppingList/changeQueue.types.ts';
import {
  selectOnline,
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

export function OfflineStatus({ actorRef }: { actorRef: ShoppingListActorRef }) {
  const online = useSelector(actorRef, selectOnline);
  const waiting = useSelector(actorRef, selectWaiting);
  const refused = useSelector(actorRef, selectRefused);
  const showing = !online || waiting > 0 || refused.length > 0;
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
      {refused.length > 0 ? (
        <Alert color="red" variant="light" title={texts.refusedTitle}>
          <Stack gap={4}>
            {refused.map((change) => (
              <Group key={change.seq} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">
                  {describe(change.body)}: {change.reason}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => actorRef.send({ type: 'queue.dismiss', seq: change.seq })}
                >
                  {texts.dismiss}
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
