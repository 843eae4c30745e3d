/**
 * The onboarding wizard's screen: a view of one wizard actor. The form holds every field of the
 * four steps, so going back and forth never loses what was typed; the machine decides which step
 * shows and which buttons work (`snapshot.can`). Step 1 ends with the household: Add someone
 * opens the member dialog, and each member is saved as its dialog is saved (a household actor).
 */
import { Box, Button, Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type onboardingWizardMachine,
  wizardProgress,
  wizardStepIndex,
} from '../../../machines/onboardingWizard/onboardingWizard.machine.ts';
import { WIZARD_STEPS } from '../../../machines/onboardingWizard/onboardingWizard.types.ts';
import { SECTION_FIELDS } from './OnboardingFields.tsx';
import { HouseholdDialogs, HouseholdSection } from '../household/HouseholdSection.tsx';
import type { HouseholdActorRef } from '../household/MemberDialog.tsx';
import { useOnboardingForm } from './onboardingForm.ts';
import { buttonTexts, wizardStepTitles } from '../../../machines/texts/onboarding.ts';

export type WizardActorRef = ActorRefFrom<typeof onboardingWizardMachine>;

export function WizardView({
  actorRef,
  household,
  firstName,
}: {
  actorRef: WizardActorRef;
  /** The people besides the account holder, offered at the end of step 1. */
  household: HouseholdActorRef;
  firstName: string | null;
}) {
  const stepIndex = useSelector(actorRef, (snapshot) => wizardStepIndex(snapshot.value));
  const step = WIZARD_STEPS[stepIndex] ?? 'profile';
  const canGoBack = useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'wizard.back', data: snapshot.context.data }),
  );
  const isLastStep = useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'wizard.review', data: snapshot.context.data }),
  );
  const form = useOnboardingForm(actorRef.getSnapshot().context.data);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step starts at its title, with focus there for screen readers (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus();
  }, [stepIndex]);

  // The wizard's first step is the review's Personal Information section.
  const Fields = SECTION_FIELDS[step === 'profile' ? 'personal' : step];
  const { title, subtitle } = wizardStepTitles[step];
  const progress = wizardProgress(stepIndex);

  const submit = form.onSubmit((values) => {
    actorRef.send({ type: isLastStep ? 'wizard.review' : 'wizard.next', data: values });
  });

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} c="leaf.9">
              Step {stepIndex + 1} of {WIZARD_STEPS.length}
            </Text>
            <Text size="sm" c="dimmed">
              {progress}%
            </Text>
          </Group>
          <Progress value={progress} aria-label="Onboarding progress" size="lg" radius="xl" />
        </Stack>
        {firstName && (
          <Text size="lg" fw={600}>
            Welcome, {firstName}!
          </Text>
        )}
        <Box>
          <Title
            order={1}
            fz={{ base: 24, sm: 30 }}
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </Box>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Fields form={form} />
          </Paper>
          {step === 'profile' && (
            <Box mt="lg">
              <HouseholdSection actorRef={household} variant="wizard" />
            </Box>
          )}
          <Group justify="space-between" mt="xl" wrap="nowrap">
            <Button
              variant="default"
              disabled={!canGoBack}
              onClick={() => actorRef.send({ type: 'wizard.back', data: form.getValues() })}
            >
              {buttonTexts.back}
            </Button>
            <Button type="submit">{isLastStep ? buttonTexts.review : buttonTexts.next}</Button>
          </Group>
        </form>
        {step === 'profile' && <HouseholdDialogs actorRef={household} />}
      </Stack>
    </Container>
  );
}
