/**
 * /meal-plan/{day}: one day of the signed-in person's week (spec section 2, Day plan), the
 * day-plan machine with the live actors: edits are saved and logged, replacements come from
 * the regenerate-meal function.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Container } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { dayPlanMachine } from '../../../machines/dayPlan/dayPlan.machine.ts';
import {
  dateOfWeekday,
  longDateLabel,
  weekdayFromSlug,
  type WeekdayName,
} from '../../../machines/planShared/week.ts';
import { aheadOf, aheadPath, paths } from '../../../machines/shared/paths.ts';
import { DayPlanView } from '../../components/plan/DayPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveDayPlanActors } from '../../services/live/dayPlanActors.ts';
import { readCachedPlan } from '../../device/keptWeek.ts';

const liveDayPlanMachine = dayPlanMachine.provide({ actors: liveDayPlanActors });

function LiveDay({ weekday, ahead }: { weekday: WeekdayName; ahead: number }) {
  // The week last seen on this device shows at once while the fresh one loads (this week's).
  const actorRef = useLivePlanActor(liveDayPlanMachine, ({ userId, today }) => ({
    weekday,
    ahead,
    cached: userId && ahead === 0 ? readCachedPlan(userId, today) : null,
  }));
  const weekStart = useSelector(actorRef, (s) => s.context.weekStart);
  return (
    <DayPlanView
      actorRef={actorRef}
      weekday={weekday}
      dateLabel={longDateLabel(dateOfWeekday(weekStart, weekday))}
      footer={
        <PageLinks
          back={{ label: planTexts.day.backToWeek, to: aheadPath(paths.mealPlan, ahead) }}
          next={{ label: planTexts.day.viewShoppingList, to: paths.shoppingList }}
        />
      }
    />
  );
}

export function DayPlanPage() {
  const { day = '' } = useParams();
  const [search] = useSearchParams();
  const weekday = weekdayFromSlug(day) ?? 'Monday';
  const ahead = aheadOf(search.get('ahead'));
  return (
    <Container size="md" py="xl">
      {/* A new day (or week) is a new actor: the machine's input is the day. */}
      <LiveDay key={`${weekday}-${ahead}`} weekday={weekday} ahead={ahead} />
    </Container>
  );
}
