/**
 * The spend/quality control of the meal plan page: five steps from "Spend less" to "Eat
 * better", kept with the profile. Choosing a step sends plan.setFocus; the machine saves it and
 * plans the week again (asking first when the week has edits).
 */
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { planTexts } from '../../../machines/texts/plan.ts';
import { planFocusOf } from '../../../supabase/functions/_shared/rules/focus.ts';
import type { MealPlanActorRef } from './MealPlanView.tsx';

const texts = planTexts.focus;

export function FocusControl({ actorRef }: { actorRef: MealPlanActorRef }) {
  const focus = useSelector(actorRef, (snapshot) => snapshot.context.focus);
  const ready = useSelector(actorRef, (snapshot) => snapshot.matches('ready'));
  // Read at the first render (as the shell does), not in an effect: a phone would otherwise
  // render the control across, then again down, in the task that shows the page.
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id="focus-label">
        {texts.label}
      </Text>
      <SegmentedControl
        aria-labelledby="focus-label"
        data-testid="focus-control"
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        disabled={!ready}
        value={String(focus)}
        onChange={(value) =>
          actorRef.send({ type: 'plan.setFocus', focus: planFocusOf(Number(value)) })
        }
        data={texts.options.map((o) => ({ value: String(o.value), label: o.label }))}
      />
      <Text size="xs" c="dimmed">
        {texts.hint}
      </Text>
    </Stack>
  );
}
