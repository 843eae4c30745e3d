/**
 * A row of choices, one of them chosen (the meal plan's spend/quality steps, the week shown):
 * Mantine's radio cards in one radio group, so there is one Tab stop (the chosen step) and the
 * arrows choose the next or previous one. Mantine's SegmentedControl looked alike, but its
 * sliding indicator measures the page as the page first renders (a forced layout of the whole
 * week in the task that shows it, tens of milliseconds on a phone); these cards measure nothing.
 */
import { Radio, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

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

export function StepGroup<T extends number>({
  name,
  label,
  hint,
  options,
  chosen,
  disabled,
  onChoose,
  testId,
}: {
  /** The radio group's name (unique on the page). */
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  chosen: T;
  disabled: boolean;
  onChoose: (value: T) => void;
  testId?: string;
}) {
  const labelId = `${name}-label`;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id={labelId}>
        {label}
      </Text>
      <div role="radiogroup" aria-labelledby={labelId} data-testid={testId} style={groupStyle}>
        {options.map((option) => {
          const isChosen = option.value === chosen;
          const style = isChosen ? chosenStyle : stepStyle;
          return (
            <Radio.Card
              key={option.value}
              name={name}
              value={String(option.value)}
              checked={isChosen}
              disabled={disabled}
              tabIndex={isChosen ? 0 : -1}
              radius="sm"
              withBorder={false}
              style={disabled ? { ...style, ...disabledStyle } : style}
              onClick={() => {
                if (!isChosen) onChoose(option.value);
              }}
            >
              {option.label}
            </Radio.Card>
          );
        })}
      </div>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
