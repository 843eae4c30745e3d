/**
 * /demo/meal-plan: the sample week of Apr 8 - 14, 2025 (spec section 2, Demo pages), the same
 * meal-plan machine given the demo actors. GET STARTED leads to sign-up.
 */
import { Button } from '@mantine/core';
import { mealPlanMachine } from '../../../machines/mealPlan/mealPlan.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { MealPlanView } from '../../components/plan/MealPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { demoMealPlanActors } from '../../demo/demoActors.ts';
import { demoLoader } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { useDemoPlanActor } from '../../hooks/usePlanActor.ts';

const demoMealPlanMachine = mealPlanMachine.provide({ actors: demoMealPlanActors });

/** The route's loader: the sample week, already loaded. */
export const demoMealPlanLoader = demoLoader(demoMealPlanMachine);

export function DemoMealPlanPage() {
  const actorRef = useDemoPlanActor(demoMealPlanMachine);
  const navigate = useAppNavigate();
  const texts = planTexts.demoPlan;
  const header = {
    title: texts.title,
    range: texts.range,
    actions: (
      <Button size="md" onClick={() => navigate(paths.signup)}>
        {texts.getStarted}
      </Button>
    ),
    note: texts.intro,
  };
  return (
    <MealPlanView
      actorRef={actorRef}
      header={header}
      links={{
        back: { label: texts.viewSampleDay, to: paths.demoMealPlanDay('monday') },
        next: { label: texts.viewSampleList, to: paths.demoShoppingList },
      }}
      dayPath={paths.demoMealPlanDay}
    />
  );
}
