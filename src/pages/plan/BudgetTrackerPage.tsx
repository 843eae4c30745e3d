/**
 * /budget-tracker: the week's budget from the profile (custom-amount rule), what was marked
 * bought, the spending history of every planned week, the week's meals and the change log, with
 * the live actors.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Container } from '@mantine/core';
import { budgetTrackerMachine } from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { BudgetTrackerView } from '../../components/plan/BudgetTrackerView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveBudgetActors } from '../../services/live/budgetActors.ts';
import { spendingHistoryMachine } from '../../../machines/spendingHistory/spendingHistory.machine.ts';
import { SpendingHistoryView } from '../../components/plan/SpendingHistoryView.tsx';
import { liveHistoryActors } from '../../services/live/historyActors.ts';

const liveBudgetTrackerMachine = budgetTrackerMachine.provide({ actors: liveBudgetActors });
const liveSpendingHistoryMachine = spendingHistoryMachine.provide({ actors: liveHistoryActors });

export function BudgetTrackerPage() {
  const actorRef = useLivePlanActor(liveBudgetTrackerMachine);
  const historyRef = useLivePlanActor(liveSpendingHistoryMachine);
  return (
    <Container size="md" py="xl">
      <BudgetTrackerView
        actorRef={actorRef}
        history={<SpendingHistoryView actorRef={historyRef} />}
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
