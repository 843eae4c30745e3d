/**
 * /budget-tracker: the week's budget from the profile (custom-amount rule), what was marked
 * bought, the week's meals and the change log, with the live actors.
 */
import { Button, Container, Group } from '@mantine/core';
import { useAppActorRef } from '../../app/inspection.tsx';
import { useMemo } from 'react';
import { budgetTrackerMachine } from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import { isoDateOf } from '../../../machines/planShared/week.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { useSessionUser } from '../../auth/session.tsx';
import { BudgetTrackerView } from '../../components/plan/BudgetTrackerView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { liveBudgetActors } from '../../services/live/budgetActors.ts';

const liveBudgetTrackerMachine = budgetTrackerMachine.provide({ actors: liveBudgetActors });

export function BudgetTrackerPage() {
  const user = useSessionUser();
  const input = useMemo(
    () => ({ userId: user?.id ?? null, today: isoDateOf(new Date()) }),
    [user?.id],
  );
  const actorRef = useAppActorRef(liveBudgetTrackerMachine, { input });
  const navigate = useAppNavigate();
  return (
    <Container size="md" py="xl">
      <BudgetTrackerView
        actorRef={actorRef}
        footer={
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={() => navigate(paths.dashboard)}>
              {planTexts.budget.backToDashboard}
            </Button>
            <Button onClick={() => navigate(paths.mealPlan)}>{planTexts.budget.toMealPlan}</Button>
          </Group>
        }
      />
    </Container>
  );
}
