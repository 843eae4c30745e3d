/**
 * The household members, as a section of the profile review and at the end of the wizard's
 * step 1: who the plan is for besides the account holder (name, age, sex, meals at home,
 * allergies and restrictions, and the reference values a blank height or weight stands for),
 * with Add someone, Edit and Remove; and its dialogs (HouseholdDialogs), the member dialog and
 * the remove confirmation. Views of one household actor.
 */
import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import {
  selectFull,
  selectHousehold,
  selectLoadFailed,
  selectNotice,
  selectRemoveBusy,
  selectRemoving,
} from '../../../machines/household/household.selectors.ts';
import type { UnreadableMember } from '../../../machines/household/household.types.ts';
import { householdTexts as texts } from '../../../machines/texts/household.ts';
import {
  MEAL_TYPE_LABELS,
  referenceNote,
  type HouseholdMember,
} from '../../../supabase/functions/_shared/rules/household.ts';
import { useFocusBack } from '../../hooks/useFocusBack.ts';
import { DismissibleAlert } from '../layout/DismissibleAlert.tsx';
import { LoadFailed } from '../layout/LoadFailed.tsx';
import { MemberDialog, type HouseholdActorRef } from './MemberDialog.tsx';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

const listOr = (values: readonly string[]) => (values.length ? values.join(', ') : texts.none);

function MemberItem({
  member,
  actorRef,
}: {
  member: HouseholdMember;
  actorRef: HouseholdActorRef;
}) {
  const note = referenceNote(member);
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      {/* The buttons go under the name when the line is short (a phone), never over the details. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {texts.who(member.name, member.age, member.gender)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            aria-label={texts.editLabel(member.name)}
            onClick={() => actorRef.send({ type: 'member.edit', id: member.id })}
          >
            {texts.edit}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={texts.removeLabel(member.name)}
            onClick={() => actorRef.send({ type: 'member.remove', id: member.id })}
          >
            {texts.remove}
          </Button>
        </Group>
      </Group>
      <Stack gap={4} mt={4}>
        <Line
          label={texts.mealsAtHome}
          value={member.mealsAtHome.map((type) => MEAL_TYPE_LABELS[type]).join(', ')}
        />
        <Line label={texts.allergies} value={listOr(member.allergies)} />
        <Line label={texts.diets} value={listOr(member.diets)} />
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function UnreadableItem({ row, actorRef }: { row: UnreadableMember; actorRef: HouseholdActorRef }) {
  const name = row.name ?? texts.unreadableName;
  return (
    <Alert component="li" color="orange" variant="light" title={texts.unreadableTitle}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {texts.unreadable(row.name, row.reason)}
        </Text>
        <Button
          variant="default"
          size="xs"
          aria-label={texts.removeLabel(name)}
          onClick={() => actorRef.send({ type: 'member.remove', id: row.id })}
        >
          {texts.remove}
        </Button>
      </Group>
    </Alert>
  );
}

function RemoveDialog({ actorRef }: { actorRef: HouseholdActorRef }) {
  const removing = useSelector(actorRef, selectRemoving);
  const busy = useSelector(actorRef, selectRemoveBusy);
  const asking = useSelector(actorRef, (s) => s.can({ type: 'remove.confirm' }));
  return (
    <Modal
      opened={asking || busy}
      onClose={() => actorRef.send({ type: 'remove.cancel' })}
      title={removing ? texts.removeTitle(removing.name) : ''}
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
    >
      <Text size="sm">{removing ? texts.removeBody(removing.name) : ''}</Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          disabled={busy}
          onClick={() => actorRef.send({ type: 'remove.cancel' })}
        >
          {texts.cancel}
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => actorRef.send({ type: 'remove.confirm' })}
        >
          {texts.removeConfirm}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The section's dialogs (the member dialog, the remove confirmation). Rendered by the screen
 * apart from the section, outside any form of its own: the wizard's step is a form, and a
 * dialog's submit would otherwise reach it through React's tree (portals or not).
 */
export function HouseholdDialogs({ actorRef }: { actorRef: HouseholdActorRef }) {
  return (
    <>
      <MemberDialog actorRef={actorRef} />
      <RemoveDialog actorRef={actorRef} />
    </>
  );
}

/**
 * `variant` 'profile' is the review's card with its heading; 'wizard' is the same list under the
 * step's own question, inside the step.
 */
interface HouseholdSectionProps {
  actorRef: HouseholdActorRef;
  variant: 'profile' | 'wizard';
}

/** The section's content: the members, or who is alone, or why nothing shows yet. */
function HouseholdBody({ actorRef, variant }: HouseholdSectionProps) {
  const household = useSelector(actorRef, selectHousehold);
  const failed = useSelector(actorRef, selectLoadFailed);
  const size = household ? household.members.length + household.unreadable.length : 0;
  if (failed)
    return (
      <LoadFailed
        message={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => actorRef.send({ type: 'household.reload' })}
      />
    );
  if (household === null)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{texts.loading}</Text>
      </Group>
    );
  if (size === 0)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {texts.alone}
        </Text>
        {variant === 'profile' && (
          <Text size="sm" c="dimmed">
            {texts.aloneHow}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={texts.listLabel}
      >
        {household.members.map((member) => (
          <MemberItem key={member.id} member={member} actorRef={actorRef} />
        ))}
        {household.unreadable.map((row) => (
          <UnreadableItem key={row.id} row={row} actorRef={actorRef} />
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {texts.count(size)}
      </Text>
    </Stack>
  );
}

/** The household's card on the profile review, or in the wizard's first step. */
export function HouseholdSection({ actorRef, variant }: HouseholdSectionProps) {
  const household = useSelector(actorRef, selectHousehold);
  const full = useSelector(actorRef, selectFull);
  const notice = useSelector(actorRef, selectNotice);
  const dialogOpen = useSelector(actorRef, (s) => s.context.dialog !== null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed member's buttons are gone: focus goes back to Add someone.
  const removing = useSelector(actorRef, (s) => s.context.removing !== null);
  useFocusBack(dialogOpen || removing, addButton);

  const headingId = `household-heading-${variant}`;
  const size = household ? household.members.length + household.unreadable.length : 0;
  const addSomeone = (
    <Button
      ref={addButton}
      variant={variant === 'wizard' || size === 0 ? 'filled' : 'light'}
      size="xs"
      // Behind an open dialog the buttons stay enabled (the machine ignores them there): a
      // disabled button drops keyboard focus, and the dialog could not give it back.
      disabled={household === null}
      // Its words stay whole: on a phone it goes under a long title rather than being clipped.
      style={{ flexShrink: 0 }}
      onClick={() => actorRef.send({ type: 'member.add' })}
    >
      {texts.add}
    </Button>
  );

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      // In the wizard it matches the step's own panel; on the review, the other sections' cards.
      withBorder={variant === 'wizard' ? true : undefined}
      radius={variant === 'wizard' ? 'lg' : undefined}
    >
      <Group justify="space-between" mb="sm" align="flex-start" gap="xs">
        <Title order={2} fz="lg" id={headingId}>
          {variant === 'wizard' ? texts.wizardTitle : texts.title}
        </Title>
        {addSomeone}
      </Group>
      {variant === 'wizard' && (
        <Text size="sm" c="dimmed" mb="sm">
          {texts.wizardIntro}
        </Text>
      )}
      {notice && (
        <DismissibleAlert
          color={full ? 'orange' : 'red'}
          mb="sm"
          role="alert"
          message={notice}
          dismissLabel={texts.dismiss}
          onDismiss={() => actorRef.send({ type: 'notice.dismiss' })}
        />
      )}
      <HouseholdBody actorRef={actorRef} variant={variant} />
    </Card>
  );
}
