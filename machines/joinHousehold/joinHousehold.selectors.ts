/** What the join page reads of the machine's state. */
import type { SnapshotFrom } from 'xstate';
import { householdRefusals } from '../../supabase/functions/_shared/household/accounts-api.ts';
import type { joinHouseholdMachine } from './joinHousehold.machine.ts';

type Snapshot = SnapshotFrom<typeof joinHouseholdMachine>;

export const selectInvitation = (snapshot: Snapshot) => snapshot.context.invitation;
export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
/** Sent to another address: logging in with that one is the way on. */
export const selectOtherAddress = (snapshot: Snapshot) =>
  snapshot.context.refusal === householdRefusals.invitationOtherAddress;
