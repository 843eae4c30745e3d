/**
 * The spend/quality control of the meal plan page: five steps from "Spend less" to "Eat
 * better", kept with the profile. Choosing a step sends plan.setFocus; the machine saves it and
 * plans the week again (asking first when the week has edits).
 */
import { useSelector } from '@xstate/react';
import { selectReady } from '../../../machines/mealPlan/mealPlan.selectors.ts';
import { planTexts } from '../../../machines/texts/plan.ts';
import { planFocusOf } from '../../../supabase/functions/_shared/rules/focus.ts';
import { StepGroup } from '../layout/StepGroup.tsx';
import type { MealPlanActorRef } from './MealPlanView.tsx';

const texts = planTexts.focus;

export function FocusControl({ actorRef }: { actorRef: MealPlanActorRef }) {
  const focus = useSelector(actorRef, (snapshot) => snapshot.context.focus);
  const ready = useSelector(actorRef, selectReady);
  return (
    <StepGroup
      name="plan-focus"
      label={texts.label}
      hint={texts.hint}
      options={texts.options}
      chosen={focus}
      disabled={!ready}
      testId="focus-control"
      onChoose={(value) => actorRef.send({ type: 'plan.setFocus', focus: planFocusOf(value) })}
    />
  );
}
