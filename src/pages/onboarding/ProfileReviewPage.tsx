/**
 * /profile-review: the profile summary on live actors. The save sequence runs as a child of the
 * review machine; its toasts and the redirect to the dashboard are shown from that child.
 */
import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useAppActorRef } from '../../app/inspection.tsx';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { profileReviewMachine } from '../../../machines/profileReview/profileReview.machine.ts';
import type { profileSaveMachine } from '../../../machines/profileSave/profileSave.machine.ts';
import { useSessionCommands, useSessionRoute, useSessionUser } from '../../auth/session.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { paths } from '../../../machines/shared/paths.ts';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import { ProfileSummaryView } from '../../components/onboarding/ProfileSummaryView.tsx';
import { useViewEffects } from '../../services/effects.ts';
import { useHousehold } from '../../hooks/useHousehold.ts';
import { useHouseholdAccounts } from '../../hooks/useHouseholdAccounts.ts';
import { HouseholdAccountsCard } from '../../components/household/HouseholdAccountsCard.tsx';
import type { HouseholdActorRef } from '../../components/household/MemberDialog.tsx';
import { liveDraftActions } from '../../services/live/onboardingActors.ts';
import { liveProfileReviewActors } from '../../services/live/profileReviewActors.ts';

/** Shows what the running save sequence emits (toasts, the dashboard redirect). */
function SaveEffects({ actor }: { actor: ActorRefFrom<typeof profileSaveMachine> }) {
  useViewEffects(actor);
  return null;
}

function useLiveReviewMachine() {
  const { onboardingCompleted } = useSessionCommands();
  return useMemo(
    () =>
      profileReviewMachine.provide({
        actors: liveProfileReviewActors(onboardingCompleted),
        actions: liveDraftActions,
      }),
    [onboardingCompleted],
  );
}

/** Who shares the household, on its own live actor (started only when the card shows). */
function AccountsCard({ household }: { household: HouseholdActorRef }) {
  return <HouseholdAccountsCard actorRef={useHouseholdAccounts()} household={household} />;
}

export function ProfileReviewPage() {
  const user = useSessionUser();
  const machine = useLiveReviewMachine();
  const actorRef = useAppActorRef(machine, { input: { userId: user?.householdId ?? null } });
  useViewEffects(actorRef);
  const household = useHousehold(user?.householdId ?? null);
  const saveActor = useSelector(actorRef, (snapshot) => snapshot.children.save);
  const onboarded = useSessionRoute().onboarding === 'complete';
  return (
    <>
      {saveActor && <SaveEffects actor={saveActor} />}
      <ProfileSummaryView
        actorRef={actorRef}
        household={household}
        email={user?.email ?? null}
        // Sharing is for a finished household: its holder's profile is what the accounts plan by.
        accounts={onboarded ? <AccountsCard household={household} /> : null}
        // The pantry is for a finished profile: before that its route sends back to onboarding.
        headerAction={
          onboarded ? (
            <Button component={AppLink} to={paths.pantry} variant="default" size="xs">
              {pantryTexts.openPantry}
            </Button>
          ) : null
        }
      />
    </>
  );
}
