/**
 * The day plan's parts that only show on request: a meal's opened details (with the 'Move to
 * another day' picker) and the move confirmation. They are a chunk of their own, loaded after
 * the first paint (see deferredPart.ts), so the picker's Combobox and the dialog's Modal are not
 * on the way to it.
 */
import { Button, Group, List, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  selectConfirmingMoveOf,
  selectPendingMove,
} from '../../../machines/dayPlan/dayPlan.selectors.ts';
import { useEffect, useId, useRef } from 'react';
import { messages } from '../../../machines/texts/messages.ts';
import type { Meal } from '../../../machines/planShared/plan.types.ts';
import { WEEKDAY_NAMES } from '../../../machines/planShared/week.ts';
import type { DayPlanActorRef } from './DayPlanView.tsx';
import { focusWasLost } from '../../hooks/useFocusBack.ts';
import { planTexts } from '../../../machines/texts/plan.ts';
import { mealPortions } from '../../../machines/planShared/household.ts';
import { mealCardKitchen, type MealCardKitchen } from '../../../machines/dayPlan/dayPlan.cards.ts';
import { dayKitchenTexts } from '../../../machines/texts/dayKitchen.ts';

const texts = planTexts.day;

/** The sides served with the meal, each with what goes in it. */
function MealSides({ sides }: { sides: MealCardKitchen['sides'] }) {
  return (
    <div data-testid="meal-sides-details">
      <Text fw={700} size="sm" mb={4}>
        {dayKitchenTexts.sidesTitle}
      </Text>
      <Stack gap={6}>
        {sides.map((side) => (
          <div key={side.id}>
            <Text size="sm" fw={600}>
              {side.name}
            </Text>
            <List size="sm" spacing={2}>
              {side.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={4}>
        {dayKitchenTexts.sidesNote}
      </Text>
    </div>
  );
}

/** The instructions and nutrition, each behind its own show/hide button. */
function MealMore({ actorRef, meal }: { actorRef: DayPlanActorRef; meal: Meal }) {
  const showInstructions = useSelector(actorRef, (s) => s.context.showInstructions);
  const showNutrition = useSelector(actorRef, (s) => s.context.showNutrition);
  const instructionsId = useId();
  const nutritionId = useId();
  return (
    <>
      <Group gap="xs">
        {(
          [
            [
              showInstructions,
              instructionsId,
              'meal.toggleInstructions',
              texts.hideInstructions,
              texts.showInstructions,
            ],
            [
              showNutrition,
              nutritionId,
              'meal.toggleNutrition',
              texts.hideNutrition,
              texts.showNutrition,
            ],
          ] as const
        ).map(([shown, controls, type, hide, show]) => (
          <Button
            key={type}
            size="xs"
            variant="subtle"
            aria-expanded={shown}
            aria-controls={controls}
            onClick={() => actorRef.send({ type })}
          >
            {shown ? hide : show}
          </Button>
        ))}
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
    </>
  );
}

/** Move to another day, replace and remove: each as `can` allows. */
function MealActions({ actorRef, meal }: { actorRef: DayPlanActorRef; meal: Meal }) {
  const weekday = useSelector(actorRef, (s) => s.context.weekday);
  const replacing = useSelector(actorRef, (s) => s.context.replacingMealId === meal.id);
  const removing = useSelector(actorRef, (s) => s.context.removingMealId === meal.id);
  const canReplace = useSelector(actorRef, (s) => s.can({ type: 'meal.replace', mealId: meal.id }));
  const canRemove = useSelector(actorRef, (s) => s.can({ type: 'meal.remove', mealId: meal.id }));
  const canMove = useSelector(actorRef, (s) =>
    WEEKDAY_NAMES.some((day) => s.can({ type: 'meal.moveRequest', mealId: meal.id, toDay: day })),
  );
  // While its move waits for confirmation the list stays enabled behind the dialog: a disabled
  // control drops keyboard focus, and cancelling could not give it back.
  const confirmingMove = useSelector(actorRef, selectConfirmingMoveOf(meal.id));
  const otherDays = WEEKDAY_NAMES.filter((day) => day !== weekday);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const wasReplacing = useRef(replacing);
  // REPLACE is disabled while its meal is regenerated, and a disabled button drops keyboard focus
  // to the page; once the new meal is in, focus goes back to the button the person pressed.
  useEffect(() => {
    if (wasReplacing.current && !replacing && focusWasLost()) replaceButton.current?.focus();
    wasReplacing.current = replacing;
  }, [replacing]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={texts.moveLabel}
        placeholder={texts.movePlaceholder}
        data={otherDays}
        value={null}
        disabled={!canMove && !confirmingMove}
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
        aria-label={removing ? undefined : `${texts.remove} ${meal.name}`}
      >
        {removing ? texts.removing : texts.remove}
      </Button>
    </Group>
  );
}

export function MealDetails({ actorRef, meal }: { actorRef: DayPlanActorRef; meal: Meal }) {
  // A household's dish: its amounts, nutrition and cost are the whole dish, cooked for them all.
  const wholeDish = mealPortions(meal)?.wholeDish ?? null;
  const kitchen = mealCardKitchen(meal);
  // The storage times' source, just under the card's storage step it stands behind.
  const storageSource = useSelector(
    actorRef,
    (s) => s.context.stored?.plan.kitchen?.source ?? null,
  );
  return (
    <Stack gap="sm" pt="sm">
      {storageSource && (kitchen.thaw || kitchen.leftover) ? (
        <Text size="xs" c="dimmed" data-testid="storage-source">
          {storageSource}
        </Text>
      ) : null}
      {wholeDish ? (
        <Text size="sm" c="dimmed" data-testid="whole-dish-note">
          {wholeDish}
        </Text>
      ) : null}
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
      {kitchen.sides.length > 0 ? <MealSides sides={kitchen.sides} /> : null}
      <MealMore actorRef={actorRef} meal={meal} />
      <MealActions actorRef={actorRef} meal={meal} />
    </Stack>
  );
}

export function MoveDialog({
  actorRef,
  onConfirmed,
}: {
  actorRef: DayPlanActorRef;
  /** The meal leaves this day: the dialog cannot give focus back to its card's move list. */
  onConfirmed: () => void;
}) {
  const pending = useSelector(actorRef, selectPendingMove);
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
