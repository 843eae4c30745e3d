/**
 * /meal-plan/{day}: one day of the signed-in person's week (spec section 2, Day plan), the
 * day-plan machine with the live actors: edits are saved and logged, replacements come from
 * the regenerate-meal function.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Container } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { dayPlanMachine } from '../../../machines/dayPlan/dayPlan.machine.ts';
import {
  dateOfWeekday,
  longDateLabel,
  weekdayFromSlug,
  type WeekdayName,
} from '../../../machines/planShared/week.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { DayPlanView } from '../../components/plan/DayPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveDayPlanActors } from '../../services/live/dayPlanActors.ts';
import { readCachedPlan } from '../../services/live/plans.ts';

const liveDayPlanMachine = dayPlanMachine.provide({ actors: liveDayPlanActors });

function LiveDay({ weekday }: { weekday: WeekdayName }) {
  // The week last seen on this device shows at once while the fresh one loads.
  const actorRef = useLivePlanActor(liveDayPlanMachine, ({ userId, today }) => ({
    weekday,
    cached: userId ? readCachedPlan(userId, today) : null,
  }));
  const weekStart = useSelector(actorRef, (s) => s.context.weekStart);
  return (
    <DayPlanView
      actorRef={actorRef}
      weekday={weekday}
      dateLabel={longDateLabel(dateOfWeekday(weekStart, weekday))}
      footer={
        <PageLinks
          back={{ label: planTexts.day.backToWeek, to: paths.mealPlan }}
          next={{ label: planTexts.day.viewShoppingList, to: paths.shoppingList }}
        />
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
