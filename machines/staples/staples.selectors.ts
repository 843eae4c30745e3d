/**
 * What the staples checklist reads of the machine: the views use these and `can()`, not state
 * names.
 */
import type { SnapshotFrom } from 'xstate';
import {
  STAPLE_GROUPS,
  type StapleGroup,
} from '../../supabase/functions/_shared/catalogue/staples.ts';
import type { staplesMachine } from './staples.machine.ts';
import type { Staple } from './staples.types.ts';

type StaplesSnapshot = SnapshotFrom<typeof staplesMachine>;

export const selectSaving = (s: StaplesSnapshot) => s.hasTag('saving');
const NONE: readonly Staple[] = [];
/** The checklist's staples; none until the list is loaded. */
export const selectStaples = (s: StaplesSnapshot): readonly Staple[] => s.context.staples ?? NONE;
export const selectTicked = (s: StaplesSnapshot) => s.context.ticked;
export const selectSaveError = (s: StaplesSnapshot) => s.context.saveError;
/** The day the staples question was answered; null while it never was. */
export const selectAnswered = (s: StaplesSnapshot) => s.context.answered;
/** The answer was just saved and nothing was ticked since. */
export const selectJustSaved = (s: StaplesSnapshot) => s.matches({ ready: 'saved' });
/** The person ticked something that is not saved yet. */
export const selectUnsaved = (s: StaplesSnapshot) =>
  s.matches({ ready: 'changed' }) || s.matches({ ready: 'saveFailed' });

export interface StapleLine {
  food: string;
  name: string;
  ticked: boolean;
}

export interface StapleGroupLines {
  group: StapleGroup;
  staples: StapleLine[];
}

/** The staples by group in STAPLE_GROUPS' order (the list's own order inside a group). */
export function stapleGroups(
  staples: readonly Staple[],
  ticked: readonly string[],
): StapleGroupLines[] {
  const at = new Set(ticked);
  return STAPLE_GROUPS.map((group) => ({
    group,
    staples: staples
      .filter((staple) => staple.group === group)
      .map((staple) => ({ food: staple.food, name: staple.name, ticked: at.has(staple.food) })),
  })).filter((lines) => lines.staples.length > 0);
}
