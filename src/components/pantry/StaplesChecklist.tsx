/**
 * The staples checklist: which kitchen staples are at home, by group as a kitchen keeps them
 * (STAPLE_GROUPS, with the catalogue's labels), with two quick answers ("I have most of these"
 * ticks them all, "I'm starting from scratch" clears them) and Save, which sends the ticked
 * staples as the answer. Above it, whether the question was answered and what an answer does.
 * A view of one staples actor (machines/staples/), for any page:
 *
 *   const liveStaplesMachine = staplesMachine.provide({ actors: liveStaplesActors });
 *   const staplesRef = useLivePlanActor(liveStaplesMachine); // it loads the list itself
 *   <StaplesChecklist actorRef={staplesRef} onSaved={() => planRef.send({ type: ... })} />
 *
 * The Pantry screen runs it as its pantry actor's child, started from the pantry's own answer.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PantryResponse } from '../../../supabase/functions/_shared/schemas/pantry.ts';
import type { staplesMachine } from '../../../machines/staples/staples.machine.ts';
import {
  selectAnswered,
  selectJustSaved,
  selectSaveError,
  selectSaving,
  selectStaples,
  selectTicked,
  selectUnsaved,
  stapleGroups,
} from '../../../machines/staples/staples.selectors.ts';
import { staplesTexts as texts } from '../../../machines/texts/pantry.ts';
import { ActorLoadState } from '../layout/LoadState.tsx';
import { SendButton } from '../SendButton.tsx';

export type StaplesActorRef = ActorRefFrom<typeof staplesMachine>;

export interface StaplesChecklistProps {
  /** The staples actor: a page's own, or a child of the page's machine (as on /pantry). */
  actorRef: StaplesActorRef;
  /**
   * Called each time an answer is saved, with the pantry function's answer (the pantry as it now
   * stands); by then the weeks not over yet are priced with it. Optional.
   */
  onSaved?: (answer: PantryResponse) => void;
  /** The level of the checklist's heading on the host's page; 2 unless said. */
  headingOrder?: 2 | 3;
}

/** Where the answer stands: not saved yet, being saved, or saved (a status line, read aloud). */
function SaveStatus({ actorRef }: { actorRef: StaplesActorRef }) {
  const saving = useSelector(actorRef, selectSaving);
  const saved = useSelector(actorRef, selectJustSaved);
  const unsaved = useSelector(actorRef, selectUnsaved);
  const failed = useSelector(actorRef, (s) => selectSaveError(s) !== null);
  const line = saving
    ? texts.saving
    : saved
      ? texts.saved
      : unsaved && !failed
        ? texts.unsaved
        : '';
  return (
    <Group gap="xs" role="status" aria-live="polite" mih={22} wrap="nowrap">
      {saving ? <Loader size="xs" aria-hidden /> : null}
      <Text size="sm" c={saved ? 'leaf.9' : 'dimmed'} fw={saved ? 700 : 400}>
        {line}
      </Text>
    </Group>
  );
}

/** The two quick answers: every staple is at home, or none is. */
const QUICK_ANSWERS = [
  { type: 'staples.haveMost', label: texts.haveMost },
  { type: 'staples.scratch', label: texts.scratch },
] as const;

function QuickAnswers({ actorRef }: { actorRef: StaplesActorRef }) {
  return (
    <Group gap="xs">
      {QUICK_ANSWERS.map(({ type, label }) => (
        <SendButton key={type} size="xs" variant="default" actorRef={actorRef} event={{ type }}>
          {label}
        </SendButton>
      ))}
    </Group>
  );
}

/** Why the answer was not saved, with a button to send it again. */
function SaveFailed({ actorRef }: { actorRef: StaplesActorRef }) {
  const saveError = useSelector(actorRef, selectSaveError);
  if (!saveError) return null;
  return (
    <Alert color="red" variant="light" title={texts.saveFailedTitle} role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{saveError}</Text>
        <SendButton
          size="xs"
          variant="default"
          actorRef={actorRef}
          event={{ type: 'staples.save' }}
        >
          {texts.tryAgain}
        </SendButton>
      </Group>
    </Alert>
  );
}

export function StaplesChecklist({ actorRef, onSaved, headingOrder = 2 }: StaplesChecklistProps) {
  const titleId = useId();
  const answered = useSelector(actorRef, selectAnswered);
  const staples = useSelector(actorRef, selectStaples);
  const ticked = useSelector(actorRef, selectTicked);
  const saving = useSelector(actorRef, selectSaving);
  const canSave = useSelector(actorRef, (s) => s.can({ type: 'staples.save' }));
  const groups = useMemo(() => stapleGroups(staples, ticked), [staples, ticked]);

  useEffect(() => {
    if (!onSaved) return undefined;
    const subscription = actorRef.on('staples.saved', (event) => onSaved(event.answer));
    return () => subscription.unsubscribe();
  }, [actorRef, onSaved]);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={headingOrder} fz="lg" id={titleId} mb={4}>
            {texts.title}
          </Title>
          <Text size="sm" fw={answered === null ? 700 : 400}>
            {answered === null ? texts.unanswered : texts.answered(answered)}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {texts.howItWorks}
          </Text>
        </div>
        <ActorLoadState actorRef={actorRef} retry={{ type: 'staples.reload' }} texts={texts} />
        {groups.length > 0 ? (
          <>
            <QuickAnswers actorRef={actorRef} />
            {groups.map((group) => (
              <Fieldset
                key={group.group}
                legend={texts.groups[group.group]}
                variant="unstyled"
                m={0}
                miw={0}
                disabled={saving}
                styles={{ legend: { fontWeight: 700, marginBottom: 6 } }}
              >
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" verticalSpacing={6}>
                  {group.staples.map((staple) => (
                    <Checkbox
                      key={staple.food}
                      label={staple.name}
                      checked={staple.ticked}
                      onChange={(event) =>
                        actorRef.send({
                          type: 'staples.tick',
                          food: staple.food,
                          ticked: event.currentTarget.checked,
                        })
                      }
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
            ))}
            <SaveFailed actorRef={actorRef} />
            <Group justify="space-between" align="center" gap="xs">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {texts.ticked(ticked.length, staples.length)}
                </Text>
                <SaveStatus actorRef={actorRef} />
              </Stack>
              <Button
                loading={saving}
                disabled={!canSave && !saving}
                onClick={() => actorRef.send({ type: 'staples.save' })}
              >
                {texts.save}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
