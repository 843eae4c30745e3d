/**
 * /budget-tracker: the week's budget from the profile (custom-amount rule), what was marked
 * bought, the week's meals and the change log, with the live actors.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Container } from '@mantine/core';
import { budgetTrackerMachine } from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { BudgetTrackerView } from '../../components/plan/BudgetTrackerView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveBudgetActors } from '../../services/live/budgetActors.ts';

const liveBudgetTrackerMachine = budgetTrackerMachine.provide({ actors: liveBudgetActors });

export function BudgetTrackerPage() {
  const actorRef = useLivePlanActor(liveBudgetTrackerMachine);
  return (
    <Container size="md" py="xl">
      <BudgetTrackerView
        actorRef={actorRef}
        footer={
          <PageLinks
            back={{ label: planTexts.budget.backToDashboard, to: paths.dashboard }}
            next={{ label: planTexts.budget.toMealPlan, to: paths.mealPlan }}
          />
        }
      />
    </Container>
  );
}
