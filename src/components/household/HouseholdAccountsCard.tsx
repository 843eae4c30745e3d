/**
 * "Who shares this household", a card of the profile review under the Household section: the
 * accounts (the holder first, then those who joined, each the member they are) and the open
 * invitations. The holder invites someone for a member who has no account yet, takes an
 * invitation back and removes an account; an account that joined leaves. Views of one
 * household-accounts actor; the members come from the household actor.
 */
import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { HouseholdAccounts } from '../../../supabase/functions/_shared/household/accounts-api.ts';
import {
  invitableMembers,
  selectAccounts,
  selectBusy,
  selectError,
  selectInviteError,
  selectInvitesSent,
  selectIsHolder,
  selectLoadFailed,
  selectNotice,
} from '../../../machines/householdAccounts/householdAccounts.selectors.ts';
import { selectHousehold } from '../../../machines/household/household.selectors.ts';
import { householdAccountsTexts as texts } from '../../../machines/texts/householdAccounts.ts';
import { DismissibleAlert } from '../layout/DismissibleAlert.tsx';
import { LoadFailed } from '../layout/LoadFailed.tsx';
import { LoadingLine } from '../layout/LoadingLine.tsx';
import { AccountsDialogs, type HouseholdAccountsActorRef } from './AccountsDialogs.tsx';
import type { HouseholdActorRef } from './MemberDialog.tsx';

const wrap = { overflowWrap: 'anywhere' } as const;

type Props = { actorRef: HouseholdAccountsActorRef };

/** A button on an entry: its visible word, and the name that says which entry it acts on. */
interface EntryAction {
  text: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

function Entry({ title, detail, action }: { title: string; detail: string; action?: EntryAction }) {
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={wrap}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" style={wrap}>
            {detail}
          </Text>
        </Stack>
        {action && (
          <Button
            variant="subtle"
            color={action.danger ? 'red' : undefined}
            size="xs"
            aria-label={action.label}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        )}
      </Group>
    </Card>
  );
}

const listStyle = { listStyle: 'none' } as const;

function AccountList({ actorRef, accounts }: Props & { accounts: HouseholdAccounts }) {
  const holder = useSelector(actorRef, selectIsHolder);
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={listStyle} aria-label={texts.accountsLabel}>
      {accounts.accounts.map((account) => {
        const you = account.accountId === accounts.you;
        const holds = account.accountId === accounts.householdId;
        return (
          <Entry
            key={account.accountId}
            title={you ? `${account.email} ${texts.you}` : account.email}
            detail={holds ? texts.holds : texts.joinedAs(account.memberName, account.joinedAt)}
            action={
              holder && !holds
                ? {
                    text: texts.remove,
                    label: texts.removeLabel(account.email),
                    danger: true,
                    onClick: () =>
                      actorRef.send({ type: 'account.remove', accountId: account.accountId }),
                  }
                : undefined
            }
          />
        );
      })}
    </Stack>
  );
}

function InvitationList({ actorRef, accounts }: Props & { accounts: HouseholdAccounts }) {
  const holder = useSelector(actorRef, selectIsHolder);
  if (accounts.invitations.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {texts.invitationsLabel}
      </Text>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={listStyle}
        aria-label={texts.invitationsLabel}
      >
        {accounts.invitations.map((invitation) => (
          <Entry
            key={invitation.id}
            title={invitation.email}
            detail={texts.invitedAs(invitation.memberName, invitation.expiresAt)}
            action={
              holder
                ? {
                    text: texts.cancelInvitation,
                    label: texts.cancelInvitationLabel(invitation.email),
                    onClick: () => actorRef.send({ type: 'invitation.cancel', id: invitation.id }),
                  }
                : undefined
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

function InviteForm({ actorRef, household }: Props & { household: HouseholdActorRef }) {
  const accounts = useSelector(actorRef, selectAccounts);
  const members = useSelector(household, selectHousehold)?.members ?? [];
  const error = useSelector(actorRef, selectInviteError);
  const busy = useSelector(actorRef, selectBusy);
  const sent = useSelector(actorRef, selectInvitesSent);
  const [form, setForm] = useState({ email: '', memberId: '', sent });
  // A sent invitation empties the form for the next one.
  if (form.sent !== sent) setForm({ email: '', memberId: '', sent });
  const choices = invitableMembers(accounts, members);
  if (choices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {texts.noMemberToInvite}
      </Text>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'invite.submit', email: form.email, memberId: form.memberId });
  };
  return (
    <form onSubmit={submit} aria-label={texts.inviteTitle} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {texts.inviteTitle}
        </Text>
        <TextInput
          label={texts.inviteEmail}
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.currentTarget.value })}
        />
        <NativeSelect
          label={texts.inviteMember}
          value={form.memberId}
          onChange={(event) => setForm({ ...form, memberId: event.currentTarget.value })}
          data={[
            { value: '', label: texts.inviteMemberPlaceholder },
            ...choices.map((member) => ({ value: member.id, label: member.name })),
          ]}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={busy}>
            {texts.inviteSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Notices({ actorRef }: Props) {
  const error = useSelector(actorRef, selectError);
  const notice = useSelector(actorRef, selectNotice);
  const failed = useSelector(actorRef, selectLoadFailed);
  const message = error && !failed ? error : notice;
  if (!message) return null;
  return (
    <DismissibleAlert
      color={error ? 'red' : 'leaf'}
      role={error ? 'alert' : 'status'}
      data-testid={error ? 'household-accounts-error' : 'household-accounts-notice'}
      message={message}
      dismissLabel={texts.dismiss}
      onDismiss={() => actorRef.send({ type: 'message.dismiss' })}
    />
  );
}

function AccountsBody({ actorRef, household }: Props & { household: HouseholdActorRef }) {
  const accounts = useSelector(actorRef, selectAccounts);
  const failed = useSelector(actorRef, selectLoadFailed);
  const error = useSelector(actorRef, selectError);
  const holder = useSelector(actorRef, selectIsHolder);
  if (failed)
    return (
      <LoadFailed
        message={error ? `${texts.loadFailed} ${error}` : texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => actorRef.send({ type: 'accounts.reload' })}
      />
    );
  if (accounts === null) return <LoadingLine label={texts.loading} />;
  return (
    <Stack gap="sm">
      <AccountList actorRef={actorRef} accounts={accounts} />
      <InvitationList actorRef={actorRef} accounts={accounts} />
      {holder ? (
        <InviteForm actorRef={actorRef} household={household} />
      ) : (
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            size="xs"
            onClick={() => actorRef.send({ type: 'household.leave' })}
          >
            {texts.leave}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The card, with its confirmations. */
export function HouseholdAccountsCard({
  actorRef,
  household,
}: Props & { household: HouseholdActorRef }) {
  return (
    <Card
      component="section"
      aria-labelledby="household-accounts-heading"
      data-testid="household-accounts"
    >
      <Title order={2} fz="lg" id="household-accounts-heading" mb={4}>
        {texts.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.intro}
      </Text>
      <Stack gap="sm">
        <Notices actorRef={actorRef} />
        <AccountsBody actorRef={actorRef} household={household} />
      </Stack>
      <AccountsDialogs actorRef={actorRef} />
    </Card>
  );
}
