/**
 * What the budget tracker's screen reads of the machine: the views use these, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import { budgetSummary, type budgetTrackerMachine } from './budgetTracker.machine.ts';
import type { BudgetSummary } from './budgetTracker.types.ts';
export { selectLoading } from '../shared/loadSelectors.ts';

type BudgetTrackerSnapshot = SnapshotFrom<typeof budgetTrackerMachine>;

export const selectData = (s: BudgetTrackerSnapshot) => s.context.data;
/** The overview's figures (budgetSummary); compare with sameSummary. */
export const selectSummary = (s: BudgetTrackerSnapshot) => budgetSummary(s.context.data);

/** Two summaries that read the same render nothing new. */
export function sameSummary(a: BudgetSummary, b: BudgetSummary): boolean {
  return (Object.keys(a) as (keyof BudgetSummary)[]).every((key) => a[key] === b[key]);
}
