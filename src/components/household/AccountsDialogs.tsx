/**
 * The accounts card's confirmations: the holder removing a joined account, and a joined account
 * leaving the household. Views of one household-accounts actor.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { householdAccountsMachine } from '../../../machines/householdAccounts/householdAccounts.machine.ts';
import {
  selectAccounts,
  selectBusy,
  selectChange,
  selectConfirmingLeave,
  selectConfirmingRemove,
} from '../../../machines/householdAccounts/householdAccounts.selectors.ts';
import { householdAccountsTexts as texts } from '../../../machines/texts/householdAccounts.ts';

export type HouseholdAccountsActorRef = ActorRefFrom<typeof householdAccountsMachine>;

function ConfirmDialog({
  actorRef,
  opened,
  title,
  body,
  confirm,
}: {
  actorRef: HouseholdAccountsActorRef;
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
}) {
  const busy = useSelector(actorRef, selectBusy);
  return (
    <Modal
      opened={opened}
      onClose={() => actorRef.send({ type: 'confirm.no' })}
      title={title}
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          disabled={busy}
          onClick={() => actorRef.send({ type: 'confirm.no' })}
        >
          {texts.keep}
        </Button>
        <Button color="red" loading={busy} onClick={() => actorRef.send({ type: 'confirm.yes' })}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}

export function AccountsDialogs({ actorRef }: { actorRef: HouseholdAccountsActorRef }) {
  const accounts = useSelector(actorRef, selectAccounts);
  const change = useSelector(actorRef, selectChange);
  const removing = useSelector(actorRef, selectConfirmingRemove);
  const leaving = useSelector(actorRef, selectConfirmingLeave);
  const email =
    change?.action === 'remove'
      ? (accounts?.accounts.find((account) => account.accountId === change.accountId)?.email ?? '')
      : '';
  return (
    <>
      <ConfirmDialog
        actorRef={actorRef}
        opened={removing}
        title={texts.removeTitle(email)}
        body={texts.removeBody(email)}
        confirm={texts.removeConfirm}
      />
      <ConfirmDialog
        actorRef={actorRef}
        opened={leaving}
        title={texts.leaveTitle}
        body={texts.leaveBody}
        confirm={texts.leaveConfirm}
      />
    </>
  );
}
