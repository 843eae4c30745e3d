/**
 * /demo/budget-tracker: the sample budget ($39.23 spent of 150) with a sign-up call to action
 * (spec section 2, Demo pages); the same machine given the demo actors.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { budgetTrackerMachine } from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { BudgetTrackerView } from '../../components/plan/BudgetTrackerView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { demoBudgetActors } from '../../demo/demoActors.ts';
import { demoLoader } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { useDemoPlanActor } from '../../hooks/usePlanActor.ts';

const demoBudgetTrackerMachine = budgetTrackerMachine.provide({ actors: demoBudgetActors });

/** The route's loader: the sample budget, already loaded. */
export const demoBudgetTrackerLoader = demoLoader(demoBudgetTrackerMachine);
const texts = planTexts.budget;

export function DemoBudgetTrackerPage() {
  const actorRef = useDemoPlanActor(demoBudgetTrackerMachine);
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
          <PageLinks
            back={{ label: texts.backToHome, to: paths.home }}
            next={{ label: texts.toMealPlan, to: paths.demoMealPlan }}
          />
        }
      />
    </Container>
  );
}
