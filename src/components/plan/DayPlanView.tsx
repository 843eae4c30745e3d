/**
 * The day plan screen: a view of one day-plan actor (spec section 2, Day plan). One meal card
 * is open at a time; its buttons follow `snapshot.can`, and the meal being replaced reads
 * REPLACING... with its buttons disabled. A card's details and the move dialog come from
 * DayMealDetails.tsx, a chunk loaded after the first paint.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  selectConfirmingMove,
  selectGenerating,
  selectShowsLoader,
} from '../../../machines/dayPlan/dayPlan.selectors.ts';
import { memo, useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dayPlanMachine } from '../../../machines/dayPlan/dayPlan.machine.ts';
import {
  eveningTask,
  mealCardKitchen,
  mealsOfDay,
  ownRecipeState,
  type EveningTask,
} from '../../../machines/dayPlan/dayPlan.cards.ts';
import type { Meal } from '../../../machines/planShared/plan.types.ts';
import { dayOf } from '../../../machines/planShared/planEdits.ts';
import type { WeekdayName } from '../../../machines/planShared/week.ts';
import { PageLoader } from '../PageLoader.tsx';
import { deferredPart, useDeferredPart } from './deferredPart.ts';
import { focusWasLost } from '../../hooks/useFocusBack.ts';
import { mealTypeColor } from './mealTypeColor.ts';
import { DaySummary } from './DaySummary.tsx';
import { mealPortions } from '../../../machines/planShared/household.ts';
import { planTexts } from '../../../machines/texts/plan.ts';
import { dayKitchenTexts } from '../../../machines/texts/dayKitchen.ts';

export type DayPlanActorRef = ActorRefFrom<typeof dayPlanMachine>;

const texts = planTexts.day;

const detailsPart = deferredPart(() => import('./DayMealDetails.tsx'));

/** The evening task is made afresh from each snapshot: the same words are the same task. */
function sameEveningTask(a: EveningTask | null, b: EveningTask | null): boolean {
  return (
    a === b ||
    (a !== null && b !== null && a.intro === b.intro && a.lines.join('\n') === b.lines.join('\n'))
  );
}

const MealCard = memo(function MealCard({
  actorRef,
  meal,
}: {
  actorRef: DayPlanActorRef;
  meal: Meal;
}) {
  const expanded = useSelector(actorRef, (s) => s.context.expandedMealId === meal.id);
  const replacing = useSelector(
    actorRef,
    (s) => s.context.replacingMealId === meal.id || s.context.removingMealId === meal.id,
  );
  const detailsId = useId();
  const details = useDeferredPart(detailsPart, expanded);
  // A household's dish: who eats it and how much, instead of one person's share of protein.
  const portions = mealPortions(meal);
  const kitchen = mealCardKitchen(meal);
  const own = useSelector(actorRef, (s) => ownRecipeState(meal, s.context.ownVersions));
  return (
    <Card component="article" aria-label={meal.name} aria-busy={replacing}>
      <UnstyledButton
        onClick={() => actorRef.send({ type: 'meal.expand', mealId: meal.id })}
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={texts.expandMeal(meal.name)}
        w="100%"
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge size="sm" variant="light" color={mealTypeColor(meal.type)}>
                {meal.type}
              </Badge>
              {own ? (
                <Badge size="sm" variant="light" color="grape" data-testid="meal-own-badge">
                  {texts.ownBadge}
                </Badge>
              ) : null}
              {kitchen.thawsEveningBefore ? (
                <Badge size="sm" variant="light" color="cyan" data-testid="meal-thaw-badge">
                  {dayKitchenTexts.thawBadge}
                </Badge>
              ) : null}
            </Group>
            <Title order={3} fz="md" mt={4}>
              {meal.name}
            </Title>
            {portions ? (
              <>
                <Text size="sm" c="dimmed">
                  {texts.prepMinutes(meal.prepTime, meal.waitNote)}
                </Text>
                <Text size="sm" fw={600} data-testid="meal-portions">
                  {portions.line}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {texts.prepMinutes(meal.prepTime, meal.waitNote)} ·{' '}
                {texts.proteinPercent(meal.proteinPercentage)}
              </Text>
            )}
          </div>
          <Text fw={700}>{meal.cost}</Text>
        </Group>
      </UnstyledButton>
      {/* Outside the button, whose name is its label: read on their own, and always shown. */}
      {own === 'changed' || own === 'deleted' ? (
        <Text size="sm" mt={4} data-testid="meal-own-changed">
          {own === 'changed' ? texts.ownChanged : texts.ownDeleted}
        </Text>
      ) : null}
      {kitchen.sidesLine || kitchen.thaw || kitchen.leftover ? (
        <Stack gap={2} mt={4}>
          {kitchen.sidesLine ? (
            <Text size="sm" data-testid="meal-sides">
              {kitchen.sidesLine}
            </Text>
          ) : null}
          {kitchen.thaw ? (
            <Text size="sm" fw={600} data-testid="meal-thaw">
              {kitchen.thaw}
            </Text>
          ) : null}
          {kitchen.leftover ? (
            <Text
              size="sm"
              fw={kitchen.thawsEveningBefore ? 600 : undefined}
              data-testid="meal-leftover"
            >
              {kitchen.leftover}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {expanded && details ? (
        <div id={detailsId}>
          <details.MealDetails actorRef={actorRef} meal={meal} />
        </div>
      ) : null}
    </Card>
  );
});

/** What goes from the freezer to the refrigerator this evening for tomorrow's meals. */
function EveningNote({ task }: { task: EveningTask }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="evening-title"
      data-testid="evening-task"
    >
      <Title order={2} fz="md" id="evening-title">
        {dayKitchenTexts.eveningTitle}
      </Title>
      <Text size="sm" mt={4}>
        {task.intro}
      </Text>
      <List size="sm" spacing={2} mt={4}>
        {task.lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

export function DayPlanView({
  actorRef,
  weekday,
  dateLabel,
  banner,
  emptyState,
  footer,
}: {
  actorRef: DayPlanActorRef;
  weekday: WeekdayName;
  dateLabel: string;
  banner?: ReactNode;
  /** What an empty day shows instead of the default 'No meals planned for this day'. */
  emptyState?: ReactNode;
  footer: ReactNode;
}) {
  // The week this device kept shows while the fresh one loads; without it, a loader.
  const loading = useSelector(actorRef, selectShowsLoader);
  const meals = useSelector(actorRef, (s) => mealsOfDay(s.context));
  const day = useSelector(actorRef, (s) =>
    s.context.stored ? dayOf(s.context.stored.plan, weekday) : null,
  );
  const generating = useSelector(actorRef, selectGenerating);
  const canGenerate = useSelector(actorRef, (s) => s.can({ type: 'plan.generate' }));
  const confirmingMove = useSelector(actorRef, selectConfirmingMove);
  const dialogs = useDeferredPart(detailsPart, confirmingMove);
  const dailyGoal = useSelector(actorRef, (s) => s.context.stored?.plan.dailyProteinGoal ?? null);
  const householdMembers = useSelector(
    actorRef,
    (s) => s.context.stored?.plan.household?.members ?? null,
  );
  const evening = useSelector(
    actorRef,
    (s) => (s.context.stored ? eveningTask(s.context.stored.plan, weekday) : null),
    sameEveningTask,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // A meal moved away or removed takes its card, and the focus inside it, off the page: the
  // day's heading takes focus instead, so the next Tab continues from the top of the day.
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const mealIds = meals.map((meal) => meal.id).join(' ');
  const shownIds = useRef(mealIds);
  useEffect(() => {
    const current = new Set(mealIds.split(' '));
    const left = shownIds.current.split(' ').some((id) => id !== '' && !current.has(id));
    shownIds.current = mealIds;
    if (left && focusWasLost()) focusHeading();
  }, [mealIds, focusHeading]);
  return (
    <Stack gap="lg">
      {banner}
      <div>
        <Title order={1} fz={{ base: 26, sm: 34 }} ref={heading} tabIndex={-1}>
          {texts.heading(weekday)}
        </Title>
        <Text c="dimmed" fw={600}>
          {dateLabel}
        </Text>
      </div>
      {loading ? (
        <PageLoader fillScreen />
      ) : (
        <>
          <DaySummary
            day={day}
            hasMeals={meals.length > 0}
            dailyGoal={dailyGoal}
            householdMembers={householdMembers}
          />
          {evening ? <EveningNote task={evening} /> : null}
          {meals.length === 0 ? (
            (emptyState ?? (
              <Card style={{ borderStyle: 'dashed' }} shadow="none">
                <Stack align="center" gap="sm" py="lg">
                  <Text c="dimmed">{texts.empty}</Text>
                  <Button
                    disabled={!canGenerate}
                    onClick={() => actorRef.send({ type: 'plan.generate' })}
                  >
                    {generating ? planTexts.mealPlan.generating : texts.generateMeals}
                  </Button>
                </Stack>
              </Card>
            ))
          ) : (
            <Stack gap="md">
              {meals.map((meal) => (
                <MealCard key={meal.id} actorRef={actorRef} meal={meal} />
              ))}
            </Stack>
          )}
        </>
      )}
      {dialogs ? <dialogs.MoveDialog actorRef={actorRef} onConfirmed={focusHeading} /> : null}
      {footer}
    </Stack>
  );
}
