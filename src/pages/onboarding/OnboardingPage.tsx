/**
 * /onboarding: finds the draft (this device, else the database), then runs the wizard on it.
 * The page only wires live actors to the machines; the screens are views of them.
 */
import { useSelector } from '@xstate/react';
import { useAppActorRef } from '../../app/inspection.tsx';
import { useMemo } from 'react';
import { onboardingDraftMachine } from '../../../machines/onboarding/onboardingDraft.machine.ts';
import type { OnboardingData } from '../../../machines/onboarding/onboardingData.ts';
import { onboardingWizardMachine } from '../../../machines/onboardingWizard/onboardingWizard.machine.ts';
import { firstNameOf } from '../../../machines/dashboardData/dashboardData.machine.ts';
import { useSessionUser } from '../../auth/session.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { WizardView } from '../../components/onboarding/WizardView.tsx';
import {
  liveOnboardingDraftActors,
  liveDraftActions,
} from '../../services/live/onboardingActors.ts';
import { useViewEffects } from '../../services/effects.ts';
import { useHousehold } from '../../hooks/useHousehold.ts';
import { messages } from '../../../machines/texts/messages.ts';

const liveDraftMachine = onboardingDraftMachine.provide({ actors: liveOnboardingDraftActors });

const liveWizardMachine = onboardingWizardMachine.provide({ actions: liveDraftActions });

function Wizard({
  data,
  userId,
  firstName,
}: {
  data: OnboardingData;
  userId: string | null;
  firstName: string | null;
}) {
  const actorRef = useAppActorRef(liveWizardMachine, { input: { data } });
  useViewEffects(actorRef);
  const household = useHousehold(userId);
  return <WizardView actorRef={actorRef} household={household} firstName={firstName} />;
}

export function OnboardingPage() {
  const user = useSessionUser();
  const input = useMemo(
    () => ({ userId: user?.householdId ?? null, fullName: user?.fullName ?? null }),
    [user?.householdId, user?.fullName],
  );
  const draftRef = useAppActorRef(liveDraftMachine, { input });
  const data = useSelector(draftRef, (snapshot) => snapshot.context.data);
  const firstName = firstNameOf(data?.full_name) ?? firstNameOf(user?.fullName);
  if (data === null) return <PageLoader label={messages.guard.loadingProfile} />;
  return <Wizard data={data} userId={user?.householdId ?? null} firstName={firstName} />;
}
