/**
 * What the change queue is doing, above the signed-in shopping list: that the page is offline,
 * how many changes wait to be sent, and each change the server refused (kept until dismissed).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { planTexts } from '../../../machines/texts/plan.ts';
import type { ChangeBody } from '../../services/offline/changeTypes.ts';
import { changeQueue } from '../../services/offline/shoppingQueue.ts';

const texts = planTexts.shopping;

function describe(body: ChangeBody): string {
  if (body.kind === 'tick') return texts.refusedTick(body.item.name, body.item.checked);
  if (body.kind === 'custom') return texts.refusedCustom(body.item.name);
  return texts.refusedPurchase(body.purchases.length);
}

export function OfflineStatus({ userId }: { userId: string | null }) {
  useEffect(() => changeQueue.setUser(userId), [userId]);
  const state = useSyncExternalStore(changeQueue.subscribe, changeQueue.getState);
  const showing = !state.online || state.waiting > 0 || state.refused.length > 0;
  return (
    <Stack gap="xs" aria-live="polite" mb={showing ? 'md' : 0}>
      {!state.online ? (
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm" fw={600}>
            {texts.offline}
          </Text>
          {state.waiting > 0 ? <Text size="sm">{texts.waiting(state.waiting)}</Text> : null}
        </Alert>
      ) : state.waiting > 0 ? (
        <Alert color="blue" variant="light" role="status">
          <Text size="sm">{texts.sending(state.waiting)}</Text>
        </Alert>
      ) : null}
      {state.refused.length > 0 ? (
        <Alert color="red" variant="light" title={texts.refusedTitle}>
          <Stack gap={4}>
            {state.refused.map((change) => (
              <Group key={change.seq} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">
                  {describe(change.body)}: {change.reason}
                </Text>
                <Button size="xs" variant="default" onClick={() => changeQueue.dismiss(change.seq)}>
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
