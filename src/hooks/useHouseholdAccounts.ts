import { householdAccountsMachine } from '../../machines/householdAccounts/householdAccounts.machine.ts';
import { JOIN_PATH } from '../../supabase/functions/_shared/household/accounts-api.ts';
import { useAppActorRef } from '../app/inspection.tsx';
import { useViewEffects } from '../services/effects.ts';
import { liveHouseholdAccountsActors } from '../services/live/householdAccountsActors.ts';

const liveHouseholdAccountsMachine = householdAccountsMachine.provide({
  actors: liveHouseholdAccountsActors,
});

/** The accounts that share the signed-in person's household, on live actors. */
export function useHouseholdAccounts() {
  const actorRef = useAppActorRef(liveHouseholdAccountsMachine, {
    input: { joinUrl: `${window.location.origin}${JOIN_PATH}` },
  });
  useViewEffects(actorRef);
  return actorRef;
}
