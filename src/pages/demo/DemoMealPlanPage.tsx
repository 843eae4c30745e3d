/**
 * /demo/meal-plan: the sample week of Apr 8 - 14, 2025 (spec section 2, Demo pages), the same
 * meal-plan machine given the demo actors. GET STARTED leads to sign-up.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Snapshot } from 'xstate';
import { mealPlanMachine } from '../../../machines/mealPlan/mealPlan.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { MealPlanView } from '../../components/plan/MealPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { demoMealPlanActors } from '../../demo/demoActors.ts';
import { loadedSnapshot } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { demoInput, useDemoPlanActor } from '../../hooks/usePlanActor.ts';

const demoMealPlanMachine = mealPlanMachine.provide({ actors: demoMealPlanActors });

/** The route's loader: the sample week, already loaded (see loadedSnapshot). */
export function demoMealPlanLoader(): Promise<Snapshot<unknown>> {
  return loadedSnapshot(demoMealPlanMachine, demoInput());
}

export function DemoMealPlanPage() {
  const actorRef = useDemoPlanActor(demoMealPlanMachine);
  const navigate = useAppNavigate();
  const texts = planTexts.demoPlan;
  const header = (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {texts.title}
          </Title>
          <Text c="dimmed" fw={600}>
            {texts.range}
          </Text>
        </div>
        <Button size="md" onClick={() => navigate(paths.signup)}>
          {texts.getStarted}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
    </Stack>
  );
  const footer = (
    <PageLinks
      back={{ label: texts.viewSampleDay, to: paths.demoMealPlanDay('monday') }}
      next={{ label: texts.viewSampleList, to: paths.demoShoppingList }}
    />
  );
  return (
    <Container size="lg" py="xl">
      <MealPlanView
        actorRef={actorRef}
        header={header}
        footer={footer}
        onOpenDay={(day) => navigate(paths.demoMealPlanDay(day.toLowerCase()))}
      />
    </Container>
  );
}
