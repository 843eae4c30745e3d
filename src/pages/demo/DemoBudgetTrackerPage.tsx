/**
 * /demo/budget-tracker: the sample budget ($39.23 spent of 150) with a sign-up call to action
 * (spec section 2, Demo pages); the same machine given the demo actors.
 */
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useLoaderData } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { useAppActorRef } from '../../app/inspection.tsx';
import { budgetTrackerMachine } from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { BudgetTrackerView } from '../../components/plan/BudgetTrackerView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { DEMO_WEEK_START } from '../../demo/demoData.ts';
import { demoBudgetActors } from '../../demo/demoActors.ts';
import { loadedSnapshot } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';

const demoBudgetTrackerMachine = budgetTrackerMachine.provide({ actors: demoBudgetActors });
const DEMO_INPUT = { userId: null, today: DEMO_WEEK_START };

/** The route's loader: the sample budget, already loaded (see loadedSnapshot). */
export function demoBudgetTrackerLoader(): Promise<Snapshot<unknown>> {
  return loadedSnapshot(demoBudgetTrackerMachine, DEMO_INPUT);
}
const texts = planTexts.budget;

export function DemoBudgetTrackerPage() {
  const snapshot = useLoaderData<Snapshot<unknown> | undefined>();
  const actorRef = useAppActorRef(demoBudgetTrackerMachine, { input: DEMO_INPUT, snapshot });
  const navigate = useAppNavigate();
  return (
    <Container size="md" py="xl">
      <BudgetTrackerView
        actorRef={actorRef}
        callToAction={
          <Alert color="leaf" variant="light" title={texts.demoTitle}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{texts.demoBody}</Text>
              <Button onClick={() => navigate(paths.signup)}>{texts.demoSignUp}</Button>
            </Group>
          </Alert>
        }
        footer={
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={() => navigate(paths.home)}>
              {texts.backToHome}
            </Button>
            <Button onClick={() => navigate(paths.demoMealPlan)}>{texts.toMealPlan}</Button>
          </Group>
        }
      />
    </Container>
  );
}
