/**
 * /meal-plan: the signed-in person's week (spec section 2, Meal plan), from today to today + 6,
 * with generation and the calendar export. The page wires the live actors to the machine.
 */
import { Button, Group, Loader, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { selectConfirmingRegenerate } from '../../../machines/mealPlan/mealPlan.selectors.ts';
import { Suspense, lazy, useCallback, useRef } from 'react';
import { mealPlanMachine } from '../../../machines/mealPlan/mealPlan.machine.ts';
import { weekRangeLabel } from '../../../machines/planShared/week.ts';
import { aheadOf, aheadPath, paths } from '../../../machines/shared/paths.ts';
import { useSearchParams } from 'react-router-dom';
import { FocusControl } from '../../components/plan/FocusControl.tsx';
import { SendButton } from '../../components/SendButton.tsx';
import { WeekPicker } from '../../components/plan/WeekPicker.tsx';
import { MealPlanView } from '../../components/plan/MealPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { ownRecipesTexts } from '../../../machines/texts/ownRecipes.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { useFocusBack } from '../../hooks/useFocusBack.ts';
import { liveMealPlanActors } from '../../services/live/mealPlanActors.ts';
import { readCachedPlan } from '../../device/keptWeek.ts';

const liveMealPlanMachine = mealPlanMachine.provide({ actors: liveMealPlanActors });

/** The staples question, in a chunk of its own (only a page that asks it loads it). */
const StaplesQuestion = lazy(() =>
  import('../../components/plan/StaplesQuestion.tsx').then((m) => ({ default: m.StaplesQuestion })),
);

function LazyStaplesQuestion({ onSaved }: { onSaved: () => void }) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
      <StaplesQuestion onSaved={onSaved} />
    </Suspense>
  );
}

export function MealPlanPage() {
  // The week last seen on this device shows at once while the fresh one loads.
  const [search] = useSearchParams();
  const actorRef = useLivePlanActor(liveMealPlanMachine, ({ userId, today }) => {
    const ahead = aheadOf(search.get('ahead'));
    return { ahead, cached: userId && ahead === 0 ? readCachedPlan(userId, today) : null };
  });
  const ahead = useSelector(actorRef, (snapshot) => snapshot.context.ahead);
  const dayPath = useCallback((slug: string) => aheadPath(paths.mealPlanDay(slug), ahead), [ahead]);
  const texts = planTexts.mealPlan;
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const weekStart = useSelector(actorRef, (snapshot) => snapshot.context.weekStart);
  const canGenerate = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'plan.generate' }));
  const confirming = useSelector(actorRef, selectConfirmingRegenerate);
  // The button stays enabled behind its dialog (a disabled button drops keyboard focus); while
  // a week is made it is disabled, and focus comes back to it once the week is in.
  const generateButton = useRef<HTMLButtonElement>(null);
  useFocusBack(confirming || busy, generateButton);
  const hasPlan = useSelector(
    actorRef,
    (snapshot) => snapshot.context.stored !== null && !snapshot.context.placeholder,
  );
  const reload = useCallback(() => actorRef.send({ type: 'plan.reload' }), [actorRef]);
  const header = {
    title: texts.title,
    range: weekRangeLabel(weekStart),
    actions: (
      <Group gap="sm">
        <Button component={AppLink} to={paths.ownRecipes} variant="default">
          {ownRecipesTexts.openRecipes}
        </Button>
        <SendButton variant="default" actorRef={actorRef} event={{ type: 'plan.exportCalendar' }}>
          {texts.exportCalendar}
        </SendButton>
        <Button
          ref={generateButton}
          disabled={!canGenerate && !confirming}
          loading={false}
          onClick={() => actorRef.send({ type: 'plan.generate' })}
        >
          {busy ? texts.generating : hasPlan ? texts.regenerate : texts.generate}
        </Button>
      </Group>
    ),
    note: texts.note,
    below: (
      <Stack gap="sm">
        <WeekPicker actorRef={actorRef} />
        <FocusControl actorRef={actorRef} />
      </Stack>
    ),
  };
  return (
    <MealPlanView
      actorRef={actorRef}
      header={header}
      links={{
        back: { label: texts.backToDashboard, to: paths.dashboard },
        next: { label: texts.viewShoppingList, to: paths.shoppingList },
      }}
      dayPath={dayPath}
      staples={<LazyStaplesQuestion onSaved={reload} />}
      empty={<LazyStaplesQuestion onSaved={reload} />}
      replan={
        <SendButton size="xs" actorRef={actorRef} event={{ type: 'plan.generate' }}>
          {texts.replan}
        </SendButton>
      }
    />
  );
}
