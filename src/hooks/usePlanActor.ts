/**
 * The plan pages' actor, started the one way each mode needs: for the signed-in person (their
 * id and today's date, the planner reads the rest on the server), or for a demo route from the
 * sample the route's loader already ran (see demo/loadedSnapshot.ts). Either way the actor's
 * toasts and navigations are performed.
 */
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { AnyStateMachine, InputFrom, Snapshot } from 'xstate';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { useAppActorRef } from '../app/inspection.tsx';
import { useSessionUser } from '../auth/session.tsx';
import { DEMO_WEEK_START } from '../demo/demoData.ts';
import { useViewEffects } from '../services/effects.ts';

/** What a plan machine's input holds besides who asks and their date (the day page's weekday). */
type Extra<TMachine extends AnyStateMachine> = Omit<InputFrom<TMachine>, 'userId' | 'today'>;

export function useLivePlanActor<TMachine extends AnyStateMachine>(
  logic: TMachine,
  extra?: Extra<TMachine> | ((who: { userId: string | null; today: string }) => Extra<TMachine>),
) {
  const user = useSessionUser();
  // The actor reads its input once, when it starts (a function given as `extra` runs then
  // too): a page that needs another input (another day) is keyed on it.
  const [input] = useState(() => {
    const who = { userId: user?.householdId ?? null, today: isoDateOf(new Date()) };
    return { ...(typeof extra === 'function' ? extra(who) : extra), ...who };
  });
  const actorRef = useAppActorRef(logic, { input: input as InputFrom<TMachine> });
  useViewEffects(actorRef);
  return actorRef;
}

/** The demo week's input: no one signed in, the sample week's first day as today. */
export function demoInput<TMachine extends AnyStateMachine>(
  extra?: Extra<TMachine>,
): InputFrom<TMachine> {
  return { ...extra, userId: null, today: DEMO_WEEK_START } as InputFrom<TMachine>;
}

export function useDemoPlanActor<TMachine extends AnyStateMachine>(
  logic: TMachine,
  extra?: Extra<TMachine>,
) {
  const snapshot = useLoaderData<Snapshot<unknown> | undefined>();
  const actorRef = useAppActorRef(logic, { input: demoInput<TMachine>(extra), snapshot });
  useViewEffects(actorRef);
  return actorRef;
}
