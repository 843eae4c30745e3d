/**
 * The pantry screen: a view of one pantry actor. What is at home by store section, the add form,
 * an item's dialog, the change being saved (or that failed, with why, its automatic retries and
 * buttons to try again or cancel it), what went off, what fills an empty pantry, and the staples
 * checklist (the pantry actor's child), whose saved answer replaces the list.
 */
import { Alert, Button, Card, Group, List, Loader, Stack, Text } from '@mantine/core';
import { PageHeading } from '../layout/PageHeading.tsx';
import { EmptyCard } from '../layout/EmptyCard.tsx';
import { ActorLoadState } from '../layout/LoadState.tsx';
import { useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import type { PantryResponse } from '../../../supabase/functions/_shared/schemas/pantry.ts';
import type { ActorRefFrom } from 'xstate';
import type { pantryMachine } from '../../../machines/pantry/pantry.machine.ts';
import {
  samePending,
  selectData,
  selectPending,
  selectSpoiled,
  type PendingView,
} from '../../../machines/pantry/pantry.selectors.ts';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import { PageLoader } from '../PageLoader.tsx';
import { AddForm, EditDialog } from './PantryForms.tsx';
import { PantryItems } from './PantryItems.tsx';
import { StaplesChecklist } from './StaplesChecklist.tsx';
import { SendButton } from '../SendButton.tsx';

export type PantryActorRef = ActorRefFrom<typeof pantryMachine>;

const texts = pantryTexts;

function PendingChange({ actorRef, pending }: { actorRef: PantryActorRef; pending: PendingView }) {
  const canCancel = useSelector(actorRef, (s) => s.can({ type: 'save.cancel' }));
  if (pending.status === 'saving' && pending.error === null)
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{texts.saving(pending.label)}</Text>
      </Group>
    );
  const refused = pending.status === 'failed' && pending.attempts < pending.maxAttempts;
  return (
    <Alert
      color={pending.status === 'failed' ? 'red' : 'orange'}
      variant="light"
      title={texts.saveFailedTitle}
      role="alert"
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {pending.label}
        </Text>
        {pending.error ? <Text size="sm">{pending.error}</Text> : null}
        <Text size="sm" c="dimmed">
          {pending.status === 'failed'
            ? refused
              ? texts.notRetried
              : texts.stillFailing(pending.attempts)
            : pending.status === 'retrying'
              ? texts.retryingSoon(pending.attempts, pending.maxAttempts)
              : texts.saving(pending.label)}
        </Text>
        <Group gap="sm">
          <SendButton
            size="xs"
            variant="default"
            loading={pending.status === 'saving'}
            actorRef={actorRef}
            event={{ type: 'save.retry' }}
          >
            {texts.retryNow}
          </SendButton>
          {canCancel ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => actorRef.send({ type: 'save.cancel' })}
            >
              {texts.cancelChange}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}

/** The staples checklist the pantry runs while it shows its list; its answer becomes the list. */
function PantryStaples({ actorRef }: { actorRef: PantryActorRef }) {
  const staplesRef = useSelector(actorRef, (s) => s.children.staples);
  const takeAnswer = useCallback(
    (answer: PantryResponse) => actorRef.send({ type: 'staples.saved', answer }),
    [actorRef],
  );
  return staplesRef ? <StaplesChecklist actorRef={staplesRef} onSaved={takeAnswer} /> : null;
}

function SpoiledNotice({ actorRef }: { actorRef: PantryActorRef }) {
  const spoiled = useSelector(actorRef, selectSpoiled);
  if (spoiled.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={texts.spoiledTitle}
      withCloseButton
      closeButtonLabel={texts.dismiss}
      onClose={() => actorRef.send({ type: 'spoiled.dismiss' })}
    >
      <List size="sm">
        {spoiled.map((line) => (
          <List.Item key={`${line.name}-${line.on}-${line.amount}`}>
            {texts.spoiledLine(line.name, line.amount, line.on)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function PantryView({ actorRef, footer }: { actorRef: PantryActorRef; footer: ReactNode }) {
  const data = useSelector(actorRef, selectData);
  const pending = useSelector(actorRef, selectPending, samePending);
  const addRound = useSelector(actorRef, (s) => s.context.addRound);
  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} intro={texts.intro}>
        {data ? (
          <Text size="xs" c="dimmed">
            {texts.asOf(data.asOf)}
          </Text>
        ) : null}
      </PageHeading>
      <ActorLoadState
        actorRef={actorRef}
        retry={{ type: 'pantry.reload' }}
        texts={texts}
        loader={<PageLoader label={texts.loading} fillScreen />}
      />
      {pending ? <PendingChange actorRef={actorRef} pending={pending} /> : null}
      {data ? <SpoiledNotice actorRef={actorRef} /> : null}
      {data ? (
        <Card withBorder radius="lg" component="section" aria-labelledby="pantry-add-title">
          <AddForm key={addRound} actorRef={actorRef} foods={data.foods} />
        </Card>
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyCard title={texts.empty} how={texts.emptyHow} />
      ) : null}
      {data && data.items.length > 0 ? (
        <PantryItems actorRef={actorRef} items={data.items} />
      ) : null}
      {data ? <PantryStaples actorRef={actorRef} /> : null}
      {footer}
      <EditDialog actorRef={actorRef} />
    </Stack>
  );
}
