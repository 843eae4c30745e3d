/** The spending history machine's input, context and events (its data's shapes are in history.types.ts). */
import type { HistoryData } from './history.types.ts';

export interface SpendingHistoryInput {
  userId: string | null;
  today: string;
}

export interface SpendingHistoryContext extends SpendingHistoryInput {
  data: HistoryData | null;
  /** The week the breakdown shows (one with purchases), or null with none. */
  pickedWeek: string | null;
}

export type SpendingHistoryEvent =
  | { type: 'history.reload' }
  | { type: 'history.pickWeek'; weekStart: string }
  | { type: 'history.export' };
