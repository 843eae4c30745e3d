/**
 * Which week the meal plan page shows: this week, next week and, for someone who shops every two
 * weeks or once a month, the other weeks of their trip. Choosing one sends week.show; the page
 * then shows that week's plan, or lets the person plan it before it starts.
 */
import { useSelector } from '@xstate/react';
import { selectReady } from '../../../machines/mealPlan/mealPlan.selectors.ts';
import { planTexts } from '../../../machines/texts/plan.ts';
import { StepGroup } from '../layout/StepGroup.tsx';
import type { MealPlanActorRef } from './MealPlanView.tsx';

const texts = planTexts.weeks;

export function WeekPicker({ actorRef }: { actorRef: MealPlanActorRef }) {
  const ahead = useSelector(actorRef, (snapshot) => snapshot.context.ahead);
  const limit = useSelector(actorRef, (snapshot) => snapshot.context.aheadLimit);
  const ready = useSelector(actorRef, selectReady);
  const options = Array.from({ length: limit + 1 }, (_, value) => ({
    value,
    label: texts.option(value),
  }));
  return (
    <StepGroup
      name="plan-week"
      label={texts.label}
      options={options}
      chosen={ahead}
      disabled={!ready}
      testId="week-picker"
      onChoose={(value) => actorRef.send({ type: 'week.show', ahead: value })}
    />
  );
}
