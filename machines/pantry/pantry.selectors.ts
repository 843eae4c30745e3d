/**
 * What the pantry screen reads of the machine: the views use these and `can()`, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { PantryItem } from '../../supabase/functions/_shared/schemas/pantry.ts';
import {
  STORE_SECTIONS,
  type StoreSection,
} from '../../supabase/functions/_shared/catalogue/sections.ts';
import type { pantryMachine } from './pantry.machine.ts';
import { MAX_SAVE_ATTEMPTS } from './pantry.machine.ts';
import { compareNames } from '../shared/names.ts';

type PantrySnapshot = SnapshotFrom<typeof pantryMachine>;

export const selectData = (s: PantrySnapshot) => s.context.data;
export const selectSpoiled = (s: PantrySnapshot) => s.context.spoiled;
export const selectAddErrors = (s: PantrySnapshot) => s.context.addErrors;
export const selectEditErrors = (s: PantrySnapshot) => s.context.editErrors;

/** The item whose edit dialog is open, or null. */
export function selectEditedItem(s: PantrySnapshot): PantryItem | null {
  const food = s.context.dialog?.food;
  return food === undefined
    ? null
    : (s.context.data?.items.find((item) => item.food === food) ?? null);
}

/** Where the pending change stands: being sent, waiting to be sent again, or waiting for the person. */
export type PendingStatus = 'saving' | 'retrying' | 'failed';

export interface PendingView {
  label: string;
  status: PendingStatus;
  error: string | null;
  attempts: number;
  maxAttempts: number;
}

export function selectPending(s: PantrySnapshot): PendingView | null {
  const pending = s.context.pending;
  if (pending === null) return null;
  const status: PendingStatus = s.hasTag('saving')
    ? 'saving'
    : s.matches({ ready: 'waitingToRetry' })
      ? 'retrying'
      : 'failed';
  return {
    label: pending.label,
    status,
    error: s.context.saveError,
    attempts: s.context.attempts,
    maxAttempts: MAX_SAVE_ATTEMPTS,
  };
}

/** Two pending views that read the same render nothing new. */
export function samePending(a: PendingView | null, b: PendingView | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.label === b.label && a.status === b.status && a.error === b.error && a.attempts === b.attempts
  );
}

export interface PantrySection {
  section: StoreSection;
  items: PantryItem[];
}

/** The items by store section, in the shopping list's store order, by name inside a section. */
export function pantrySections(items: readonly PantryItem[]): PantrySection[] {
  return STORE_SECTIONS.map((section) => ({
    section,
    items: items
      .filter((item) => item.section === section)
      .sort((a, b) => compareNames(a.name, b.name)),
  })).filter((group) => group.items.length > 0);
}
