/** What the accounts card reads of the machine's state. */
import type { SnapshotFrom } from 'xstate';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';
import type { HouseholdAccounts } from '../../supabase/functions/_shared/household/accounts-api.ts';
import { isHolder, type householdAccountsMachine } from './householdAccounts.machine.ts';

export { selectLoadFailed } from '../shared/loadSelectors.ts';

type Snapshot = SnapshotFrom<typeof householdAccountsMachine>;

export const selectAccounts = (snapshot: Snapshot) => snapshot.context.accounts;
export const selectIsHolder = (snapshot: Snapshot) => isHolder(snapshot.context.accounts);
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;
export const selectInviteError = (snapshot: Snapshot) => snapshot.context.inviteError;
export const selectInvitesSent = (snapshot: Snapshot) => snapshot.context.invitesSent;
export const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** The change waiting for its confirmation, or the one under way. */
export const selectChange = (snapshot: Snapshot) => snapshot.context.change;
export const selectConfirmingRemove = (snapshot: Snapshot) =>
  snapshot.matches({ ready: 'confirmingRemove' }) ||
  (snapshot.matches({ ready: 'changing' }) && snapshot.context.change?.action === 'remove');
export const selectConfirmingLeave = (snapshot: Snapshot) =>
  snapshot.matches({ ready: 'confirmingLeave' }) || snapshot.matches({ ready: 'leaving' });

/** The household's members who have no account in it and no open invitation: who can be invited. */
export function invitableMembers(
  accounts: HouseholdAccounts | null,
  members: readonly HouseholdMember[],
): HouseholdMember[] {
  if (!accounts) return [];
  const taken = new Set([
    ...accounts.accounts.map((account) => account.memberId),
    ...accounts.invitations.map((invitation) => invitation.memberId),
  ]);
  return members.filter((member) => !taken.has(member.id));
}
