/**
 * The profile summary (spec section 2): the four read-only sections, an Edit dialog per section,
 * the Household section (a view of the household actor, its members saved one by one), BACK and
 * GO TO DASHBOARD. A view of one profile review actor.
 */
import {
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OnboardingData } from '../../../machines/onboarding/onboardingData.ts';
import type { profileReviewMachine } from '../../../machines/profileReview/profileReview.machine.ts';
import {
  PROFILE_SECTIONS,
  type ProfileSection,
} from '../../../machines/profileReview/profileReview.types.ts';
import { messages } from '../../../machines/texts/messages.ts';
import { PageLoader } from '../PageLoader.tsx';
import { SendButton } from '../SendButton.tsx';
import { HouseholdDialogs, HouseholdSection } from '../household/HouseholdSection.tsx';
import type { HouseholdActorRef } from '../household/MemberDialog.tsx';
import { SECTION_FIELDS } from './OnboardingFields.tsx';
import { useOnboardingForm } from './onboardingForm.ts';
import { buttonTexts, sectionTitles } from '../../../machines/texts/onboarding.ts';
import { summaryRows } from './profileSummary.ts';

export type ProfileReviewActorRef = ActorRefFrom<typeof profileReviewMachine>;

function SummaryCard({
  section,
  data,
  email,
  onEdit,
  disabled,
}: {
  section: ProfileSection;
  data: OnboardingData;
  email: string | null;
  onEdit: () => void;
  disabled: boolean;
}) {
  const title = sectionTitles[section];
  const headingId = `profile-section-${section}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={onEdit}
          disabled={disabled}
          aria-label={`${buttonTexts.edit} ${title}`}
          // A long title wraps; the button keeps its width (it was clipped on a phone).
          style={{ flexShrink: 0 }}
        >
          {buttonTexts.edit}
        </Button>
      </Group>
      <Stack component="dl" gap={8} m={0}>
        {summaryRows(section, data, email).map((row) => (
          <Group key={row.label} justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {row.label}
            </Text>
            <Text
              component="dd"
              size="sm"
              fw={500}
              m={0}
              ta="right"
              style={{ overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** The Edit dialog's form: the whole draft, showing only this section's fields. */
function SectionForm({
  section,
  data,
  onSave,
  onCancel,
}: {
  section: ProfileSection;
  data: OnboardingData;
  onSave: (data: OnboardingData) => void;
  onCancel: () => void;
}) {
  const form = useOnboardingForm(data);
  const Fields = SECTION_FIELDS[section];
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <Fields form={form} />
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel}>
          {buttonTexts.cancel}
        </Button>
        <Button type="submit">{buttonTexts.saveChanges}</Button>
      </Group>
    </form>
  );
}

export function ProfileSummaryView({
  actorRef,
  household,
  email,
  headerAction,
  accounts,
}: {
  actorRef: ProfileReviewActorRef;
  /** The account holder's household members, shown and edited in their own section. */
  household: HouseholdActorRef;
  email: string | null;
  /** A link beside the title (the pantry, once the profile is complete). */
  headerAction?: ReactNode;
  /** Who shares the household (the accounts card), under its members. */
  accounts?: ReactNode;
}) {
  const data = useSelector(actorRef, (snapshot) => snapshot.context.data);
  const editing = useSelector(actorRef, (snapshot) => snapshot.context.editing);
  const loading = useSelector(actorRef, (snapshot) => snapshot.hasTag('loading'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const canEdit = useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'section.edit', section: 'personal' }),
  );
  const canSave = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'profile.save' }));

  if (loading || data === null)
    return <PageLoader label={messages.guard.loadingProfile} fillScreen />;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            YOUR PROFILE SUMMARY
          </Title>
          {headerAction}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {PROFILE_SECTIONS.map((section) => (
            <SummaryCard
              key={section}
              section={section}
              data={data}
              email={email}
              // Behind an open Edit dialog the buttons stay enabled: a disabled button drops
              // keyboard focus, and the dialog could not give it back on closing.
              disabled={!canEdit && editing === null}
              onEdit={() => actorRef.send({ type: 'section.edit', section })}
            />
          ))}
        </SimpleGrid>
        <HouseholdSection actorRef={household} variant="profile" />
        <HouseholdDialogs actorRef={household} />
        {accounts}
        <Group justify="space-between" wrap="nowrap">
          <SendButton variant="default" actorRef={actorRef} event={{ type: 'profile.back' }}>
            {buttonTexts.back}
          </SendButton>
          <Button
            disabled={!canSave}
            aria-busy={busy}
            onClick={() => actorRef.send({ type: 'profile.save' })}
          >
            {busy ? buttonTexts.saving : buttonTexts.goToDashboard}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => actorRef.send({ type: 'section.cancel' })}
        title={editing ? sectionTitles[editing] : ''}
        // The X is the first thing a keyboard user lands on: it needs a name to be announced.
        closeButtonProps={{ 'aria-label': buttonTexts.closeDialog }}
        size="lg"
      >
        {editing && (
          <SectionForm
            key={editing}
            section={editing}
            data={data}
            onSave={(values) => actorRef.send({ type: 'section.save', data: values })}
            onCancel={() => actorRef.send({ type: 'section.cancel' })}
          />
        )}
      </Modal>
    </Container>
  );
}
