/**
 * What the spending history screen reads of the machine: the views use these, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { spendingHistoryMachine } from './spendingHistory.machine.ts';

type SpendingHistorySnapshot = SnapshotFrom<typeof spendingHistoryMachine>;

export const selectExporting = (s: SpendingHistorySnapshot) => s.hasTag('exporting');
export const selectData = (s: SpendingHistorySnapshot) => s.context.data;
export const selectPickedWeek = (s: SpendingHistorySnapshot) => s.context.pickedWeek;
