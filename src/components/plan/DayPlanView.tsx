/**
 * The day plan screen: a view of one day-plan actor (spec section 2, Day plan). One meal card
 * is open at a time; its buttons follow `snapshot.can`, and the meal being replaced reads
 * REPLACING... with its buttons disabled.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../../machines/messages.ts';
import { type dayPlanMachine, mealsOfDay } from '../../../machines/dayPlan/dayPlan.machine.ts';
import type { Meal } from '../../../machines/planShared/plan.types.ts';
import { dayOf } from '../../../machines/planShared/planEdits.ts';
import { WEEKDAY_NAMES, type WeekdayName } from '../../../machines/planShared/week.ts';
import { PageLoader } from '../PageLoader.tsx';
import { mealTypeColor } from './WeekCards.tsx';
import { planTexts } from './planTexts.ts';

export type DayPlanActorRef = ActorRefFrom<typeof dayPlanMachine>;

const texts = planTexts.day;

/** Keyboard focus fell back to the page: its element was disabled or removed. */
function focusWasLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

function MealDetails({ actorRef, meal }: { actorRef: DayPlanActorRef; meal: Meal }) {
  const showInstructions = useSelector(actorRef, (s) => s.context.showInstructions);
  const showNutrition = useSelector(actorRef, (s) => s.context.showNutrition);
  const weekday = useSelector(actorRef, (s) => s.context.weekday);
  const replacing = useSelector(actorRef, (s) => s.context.replacingMealId === meal.id);
  const canReplace = useSelector(actorRef, (s) => s.can({ type: 'meal.replace', mealId: meal.id }));
  const canRemove = useSelector(actorRef, (s) => s.can({ type: 'meal.remove', mealId: meal.id }));
  const canMove = useSelector(actorRef, (s) =>
    WEEKDAY_NAMES.some((day) => s.can({ type: 'meal.moveRequest', mealId: meal.id, toDay: day })),
  );
  const otherDays = WEEKDAY_NAMES.filter((day) => day !== weekday);
  const instructionsId = useId();
  const nutritionId = useId();
  const replaceButton = useRef<HTMLButtonElement>(null);
  const wasReplacing = useRef(replacing);
  // REPLACE is disabled while its meal is regenerated, and a disabled button drops keyboard focus
  // to the page; once the new meal is in, focus goes back to the button the person pressed.
  useEffect(() => {
    if (wasReplacing.current && !replacing && focusWasLost()) replaceButton.current?.focus();
    wasReplacing.current = replacing;
  }, [replacing]);
  return (
    <Stack gap="sm" pt="sm">
      <div>
        <Text fw={700} size="sm" mb={4}>
          {texts.ingredients}
        </Text>
        <List size="sm" spacing={2}>
          {meal.ingredients.map((ingredient) => (
            <List.Item key={`${ingredient.name}-${ingredient.amount}`}>
              {ingredient.name}: {ingredient.amount}
            </List.Item>
          ))}
        </List>
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={showInstructions}
          aria-controls={instructionsId}
          onClick={() => actorRef.send({ type: 'meal.toggleInstructions' })}
        >
          {showInstructions ? texts.hideInstructions : texts.showInstructions}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={showNutrition}
          aria-controls={nutritionId}
          onClick={() => actorRef.send({ type: 'meal.toggleNutrition' })}
        >
          {showNutrition ? texts.hideNutrition : texts.showNutrition}
        </Button>
      </Group>
      {showInstructions ? (
        <List id={instructionsId} type="ordered" size="sm" spacing={4}>
          {meal.instructions.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      ) : null}
      {showNutrition ? (
        <SimpleGrid id={nutritionId} cols={{ base: 2, sm: 4 }} spacing="xs">
          {(
            [
              [texts.calories, String(meal.nutrition.calories)],
              [texts.protein, meal.nutrition.protein],
              [texts.carbs, meal.nutrition.carbs],
              [texts.fat, meal.nutrition.fat],
            ] as const
          ).map(([label, value]) => (
            <Paper key={label} withBorder p="xs" radius="md">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700}>{value}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={texts.moveLabel}
          placeholder={texts.movePlaceholder}
          data={otherDays}
          value={null}
          disabled={!canMove}
          onChange={(value) => {
            const toDay = otherDays.find((day) => day === value);
            if (toDay) actorRef.send({ type: 'meal.moveRequest', mealId: meal.id, toDay });
          }}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          ref={replaceButton}
          variant="light"
          disabled={!canReplace}
          onClick={() => actorRef.send({ type: 'meal.replace', mealId: meal.id })}
          aria-label={replacing ? undefined : `${texts.replace} ${meal.name}`}
        >
          {replacing ? texts.replacing : texts.replace}
        </Button>
        <Button
          variant="light"
          color="red"
          disabled={!canRemove || replacing}
          onClick={() => actorRef.send({ type: 'meal.remove', mealId: meal.id })}
          aria-label={`${texts.remove} ${meal.name}`}
        >
          {texts.remove}
        </Button>
      </Group>
    </Stack>
  );
}

function MealCard({ actorRef, meal }: { actorRef: DayPlanActorRef; meal: Meal }) {
  const expanded = useSelector(actorRef, (s) => s.context.expandedMealId === meal.id);
  const replacing = useSelector(actorRef, (s) => s.context.replacingMealId === meal.id);
  const detailsId = useId();
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
            <Badge size="sm" variant="light" color={mealTypeColor(meal.type)}>
              {meal.type}
            </Badge>
            <Title order={3} fz="md" mt={4}>
              {meal.name}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.prepMinutes(meal.prepTime)} · {texts.proteinPercent(meal.proteinPercentage)}
            </Text>
          </div>
          <Text fw={700}>{meal.cost}</Text>
        </Group>
      </UnstyledButton>
      {expanded ? (
        <div id={detailsId}>
          <MealDetails actorRef={actorRef} meal={meal} />
        </div>
      ) : null}
    </Card>
  );
}

function MoveDialog({
  actorRef,
  onConfirmed,
}: {
  actorRef: DayPlanActorRef;
  /** The meal leaves this day: the dialog cannot give focus back to its card's move list. */
  onConfirmed: () => void;
}) {
  const pending = useSelector(actorRef, (s) =>
    s.matches({ loaded: 'confirmingMove' }) ? s.context.pendingMove : null,
  );
  return (
    <Modal
      opened={pending !== null}
      onClose={() => actorRef.send({ type: 'move.cancel' })}
      title={messages.day.moveConfirmTitle}
      // The X is the first thing a keyboard user lands on: it needs a name to be announced.
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
      centered
    >
      <Text mb="lg">{messages.day.moveConfirm(pending?.toDay ?? '')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => actorRef.send({ type: 'move.cancel' })}>
          {texts.cancel}
        </Button>
        <Button
          onClick={() => {
            actorRef.send({ type: 'move.confirm' });
            onConfirmed();
          }}
        >
          {texts.confirm}
        </Button>
      </Group>
    </Modal>
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
  const loading = useSelector(actorRef, (s) => s.hasTag('loading'));
  const meals = useSelector(actorRef, (s) => mealsOfDay(s.context));
  const day = useSelector(actorRef, (s) =>
    s.context.stored ? dayOf(s.context.stored.plan, weekday) : null,
  );
  const generating = useSelector(actorRef, (s) => s.matches({ loaded: 'generating' }));
  const canGenerate = useSelector(actorRef, (s) => s.can({ type: 'plan.generate' }));
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
        <PageLoader />
      ) : (
        <>
          <Paper withBorder p="md" radius="lg">
            <Title order={2} fz="lg" mb="xs">
              {texts.summary}
            </Title>
            <Group gap="xl">
              <div>
                <Text size="sm" c="dimmed">
                  {texts.dailyCost}
                </Text>
                <Text fw={700} fz="lg">
                  {day?.dailyCost ?? '$0.00'}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {texts.proteinGoal}
                </Text>
                <Text fw={700} fz="lg">
                  {day?.proteinGoal ?? 110}g
                </Text>
              </div>
            </Group>
          </Paper>
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
      <MoveDialog actorRef={actorRef} onConfirmed={focusHeading} />
      {footer}
    </Stack>
  );
}
