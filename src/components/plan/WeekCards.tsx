/**
 * The seven day cards of a week: each lists its meals (type and name) and the Estimated Daily
 * Cost, with a Daily Plan button; the whole card also opens the day. Days without meals are
 * dashed cards saying 'No meals planned'.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';
import type { Day } from '../../../machines/planShared/plan.types.ts';
import { longDateLabel, type WeekdayName } from '../../../machines/planShared/week.ts';
import { mealTypeColor } from './mealTypeColor.ts';
import { laidOutWhenOnScreen } from '../layout/offScreen.ts';
import { planTexts } from '../../../machines/texts/plan.ts';

export interface WeekCardDay {
  weekday: WeekdayName;
  date: string;
  day: Pick<Day, 'meals' | 'dailyCost'> | null;
}

// A card is a tab stop of its own (Enter or Space opens the day), but a Card is not a Mantine
// control, so it gets no focus ring unless given Mantine's keyboard-only one.
const FOCUS_RING = 'mantine-focus-auto';

/**
 * A day card's height before it has been laid out (offScreen.ts): the title, cost and button,
 * and a badge and a name per meal, as a phone shows them; an empty day's card is its minimum.
 */
const DAY_PX = 146;
const MEAL_PX = 50;
const EMPTY_DAY_PX = 174;

/** A day card's weekday and date. */
function DayTitle({ entry }: { entry: WeekCardDay }) {
  return (
    <>
      <Title order={3} fz="lg">
        {entry.weekday}
      </Title>
      <Text size="sm" c="dimmed">
        {longDateLabel(entry.date)}
      </Text>
    </>
  );
}

function DayCard({ entry, onOpen }: { entry: WeekCardDay; onOpen: (day: WeekdayName) => void }) {
  const texts = planTexts.mealPlan;
  const meals = entry.day?.meals ?? [];
  const open = () => onOpen(entry.weekday);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  if (meals.length === 0) {
    return (
      <Card
        component="article"
        aria-label={entry.weekday}
        style={{ borderStyle: 'dashed', cursor: 'pointer', ...laidOutWhenOnScreen(EMPTY_DAY_PX) }}
        shadow="none"
        className={FOCUS_RING}
        onClick={open}
        onKeyDown={onKeyDown}
        tabIndex={0}
      >
        <Stack gap={4} mih={140} justify="center" align="center">
          <DayTitle entry={entry} />
          <Text c="dimmed">{texts.noMeals}</Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card
      component="article"
      aria-label={entry.weekday}
      style={{ cursor: 'pointer', ...laidOutWhenOnScreen(DAY_PX + meals.length * MEAL_PX) }}
      className={FOCUS_RING}
      onClick={open}
      onKeyDown={onKeyDown}
      tabIndex={0}
    >
      <Stack gap="xs" h="100%">
        <div>
          <DayTitle entry={entry} />
        </div>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {meals.map((meal) => (
            <li key={meal.id}>
              <Badge size="xs" variant="light" color={mealTypeColor(meal.type)}>
                {meal.type}
              </Badge>
              {meal.own ? (
                <Badge size="xs" variant="light" color="grape" ml={4}>
                  {planTexts.day.ownBadge}
                </Badge>
              ) : null}
              <Text size="sm" fw={500}>
                {meal.name}
              </Text>
            </li>
          ))}
        </Stack>
        <Group justify="space-between" mt="auto" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {texts.dailyCost}
            </Text>
            <Text fw={700}>{entry.day?.dailyCost}</Text>
          </div>
          <Button
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
            aria-label={`${texts.dailyPlan}: ${entry.weekday}`}
          >
            {texts.dailyPlan}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export const WeekCards = memo(function WeekCards({
  days,
  onOpen,
}: {
  days: WeekCardDay[];
  onOpen: (day: WeekdayName) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {days.map((entry) => (
        <DayCard key={entry.weekday} entry={entry} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
});
