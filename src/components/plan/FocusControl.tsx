/**
 * The spend/quality control of the meal plan page: five steps from "Spend less" to "Eat
 * better", kept with the profile. Choosing a step sends plan.setFocus; the machine saves it and
 * plans the week again (asking first when the week has edits).
 *
 * The steps are Mantine's radio cards in one radio group: one Tab stop (the chosen step), the
 * arrows choose the next or previous step. Mantine's SegmentedControl looked alike, but its
 * sliding indicator measures the page as the page first renders (a forced layout of the whole
 * week in the task that shows it, tens of milliseconds on a phone); these cards measure nothing.
 */
import { Radio, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { planTexts } from '../../../machines/texts/plan.ts';
import { planFocusOf } from '../../../supabase/functions/_shared/rules/focus.ts';
import type { MealPlanActorRef } from './MealPlanView.tsx';

const texts = planTexts.focus;

/**
 * One row of steps where the page is wide enough, one column on a phone, with no media query:
 * the basis is very large while the group has less than 30rem of room and negative (so zero)
 * once it has more.
 */
const groupStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  padding: 4,
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-gray-1)',
};
const stepStyle: CSSProperties = {
  flexGrow: 1,
  flexBasis: 'calc((30rem - 100%) * 999)',
  padding: '6px 10px',
  textAlign: 'center',
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 500,
  lineHeight: 1.4,
  borderRadius: 'var(--mantine-radius-sm)',
  color: 'var(--mantine-color-gray-7)',
};
const chosenStyle: CSSProperties = {
  ...stepStyle,
  background: 'var(--mantine-color-white)',
  color: 'var(--mantine-color-black)',
  boxShadow: 'var(--mantine-shadow-xs)',
};
const disabledStyle: CSSProperties = { cursor: 'not-allowed', opacity: 0.7 };

export function FocusControl({ actorRef }: { actorRef: MealPlanActorRef }) {
  const focus = useSelector(actorRef, (snapshot) => snapshot.context.focus);
  const ready = useSelector(actorRef, (snapshot) => snapshot.matches('ready'));
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id="focus-label">
        {texts.label}
      </Text>
      <div
        role="radiogroup"
        aria-labelledby="focus-label"
        data-testid="focus-control"
        style={groupStyle}
      >
        {texts.options.map((option) => {
          const chosen = option.value === focus;
          const style = chosen ? chosenStyle : stepStyle;
          return (
            <Radio.Card
              key={option.value}
              name="plan-focus"
              value={String(option.value)}
              checked={chosen}
              disabled={!ready}
              // One Tab stop: the chosen step; the arrows move between the steps.
              tabIndex={chosen ? 0 : -1}
              radius="sm"
              withBorder={false}
              style={ready ? style : { ...style, ...disabledStyle }}
              onClick={() => {
                if (!chosen) {
                  actorRef.send({ type: 'plan.setFocus', focus: planFocusOf(option.value) });
                }
              }}
            >
              {option.label}
            </Radio.Card>
          );
        })}
      </div>
      <Text size="xs" c="dimmed">
        {texts.hint}
      </Text>
    </Stack>
  );
}
