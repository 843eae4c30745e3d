/**
 * /meal-plan/{day}: one day of the signed-in person's week (spec section 2, Day plan), the
 * day-plan machine with the live actors: edits are saved and logged, replacements come from
 * the regenerate-meal function.
 */
import { Button, Container, Group } from '@mantine/core';
import { useAppActorRef } from '../../app/inspection.tsx';
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { dayPlanMachine } from '../../../machines/dayPlan/dayPlan.machine.ts';
import {
  dateOfWeekday,
  isoDateOf,
  longDateLabel,
  weekdayFromSlug,
  type WeekdayName,
} from '../../../machines/planShared/week.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { useSessionUser } from '../../auth/session.tsx';
import { DayPlanView } from '../../components/plan/DayPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { useViewEffects } from '../../services/effects.ts';
import { liveDayPlanActors } from '../../services/live/dayPlanActors.ts';

const liveDayPlanMachine = dayPlanMachine.provide({ actors: liveDayPlanActors });

function LiveDay({ weekday }: { weekday: WeekdayName }) {
  const user = useSessionUser();
  const input = useMemo(
    () => ({ userId: user?.id ?? null, weekday, today: isoDateOf(new Date()) }),
    [user?.id, weekday],
  );
  const actorRef = useAppActorRef(liveDayPlanMachine, { input });
  const weekStart = useSelector(actorRef, (s) => s.context.weekStart);
  useViewEffects(actorRef);
  const navigate = useAppNavigate();
  return (
    <DayPlanView
      actorRef={actorRef}
      weekday={weekday}
      dateLabel={longDateLabel(dateOfWeekday(weekStart, weekday))}
      footer={
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => navigate(paths.mealPlan)}>
            {planTexts.day.backToWeek}
          </Button>
          <Button onClick={() => navigate(paths.shoppingList)}>
            {planTexts.day.viewShoppingList}
          </Button>
        </Group>
      }
    />
  );
}

export function DayPlanPage() {
  const { day = '' } = useParams();
  const weekday = weekdayFromSlug(day) ?? 'Monday';
  return (
    <Container size="md" py="xl">
      {/* A new day is a new actor: the machine's input is the day. */}
      <LiveDay key={weekday} weekday={weekday} />
    </Container>
  );
}
