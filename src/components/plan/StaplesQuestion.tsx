/**
 * The staples question on the meal plan page: before the first plan, and on a week planned
 * before it was answered. Its own staples actor (machines/staples/, the pantry function's list);
 * once an answer is saved, the weeks not over yet are priced with it and the page reads its week
 * again (`onSaved`). A chunk of its own: a returning person's page never loads it.
 */
import { useCallback } from 'react';
import { staplesMachine } from '../../../machines/staples/staples.machine.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveStaplesActors } from '../../services/live/staplesActors.ts';
import { StaplesChecklist } from '../pantry/StaplesChecklist.tsx';

const liveStaplesMachine = staplesMachine.provide({ actors: liveStaplesActors });

export function StaplesQuestion({ onSaved }: { onSaved: () => void }) {
  const actorRef = useLivePlanActor(liveStaplesMachine);
  const saved = useCallback(() => onSaved(), [onSaved]);
  return <StaplesChecklist actorRef={actorRef} onSaved={saved} />;
}
