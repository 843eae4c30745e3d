/** What the household views read of the machine's state. */
import type { SnapshotFrom } from 'xstate';
import { HOUSEHOLD_LIMIT } from '../../supabase/functions/_shared/rules/household.ts';
import type { householdMachine } from './household.machine.ts';
import { householdSize } from './memberForm.ts';
export { selectLoadFailed } from '../shared/loadSelectors.ts';

type Snapshot = SnapshotFrom<typeof householdMachine>;

export const selectHousehold = (snapshot: Snapshot) => snapshot.context.household;
export const selectDialog = (snapshot: Snapshot) => snapshot.context.dialog;
export const selectSaving = (snapshot: Snapshot) => snapshot.hasTag('saving');
export const selectRemoving = (snapshot: Snapshot) => snapshot.context.removing;
export const selectRemoveBusy = (snapshot: Snapshot) => snapshot.hasTag('removing');
export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;
/** Everyone the limit allows is there (Add someone then says so instead of opening). */
export const selectFull = (snapshot: Snapshot) =>
  householdSize(snapshot.context.household) >= HOUSEHOLD_LIMIT;
