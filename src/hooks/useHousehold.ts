import { householdMachine } from '../../machines/household/household.machine.ts';
import { useAppActorRef } from '../app/inspection.tsx';
import { useViewEffects } from '../services/effects.ts';
import { liveHouseholdActors } from '../services/live/householdActors.ts';

const liveHouseholdMachine = householdMachine.provide({ actors: liveHouseholdActors });

/** The signed-in person's household members on live actors, with the toasts it emits shown. */
export function useHousehold(userId: string | null) {
  const actorRef = useAppActorRef(liveHouseholdMachine, { input: { userId } });
  useViewEffects(actorRef);
  return actorRef;
}
