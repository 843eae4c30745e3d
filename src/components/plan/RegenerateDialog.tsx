/**
 * Asks before a new week replaces one the person has edited (moved, removed, replaced or added
 * meals): those edits would go. A chunk of its own, loaded after the first paint like the day
 * plan's dialogs (deferredPart.ts).
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { selectRegenerateEdits } from '../../../machines/mealPlan/mealPlan.selectors.ts';
import type { MealPlanActorRef } from './MealPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';

const texts = planTexts.mealPlan;

export function RegenerateDialog({ actorRef }: { actorRef: MealPlanActorRef }) {
  const edits = useSelector(actorRef, selectRegenerateEdits);
  return (
    <Modal
      opened={edits !== null}
      onClose={() => actorRef.send({ type: 'regenerate.cancel' })}
      title={texts.regenerateTitle}
      closeButtonProps={{ 'aria-label': planTexts.day.closeDialog }}
      centered
    >
      <Text mb="lg">{texts.regenerateBody(edits ?? 0)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => actorRef.send({ type: 'regenerate.cancel' })}>
          {texts.keepWeek}
        </Button>
        <Button onClick={() => actorRef.send({ type: 'regenerate.confirm' })}>
          {texts.confirmRegenerate}
        </Button>
      </Group>
    </Modal>
  );
}
