import type { PromiseActorLogic } from 'xstate';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';

export interface HouseholdInput {
  /** The signed-in person; null only when the page runs without one (the load then fails). */
  userId: string | null;
}

/** A stored row the app cannot read as a member (edited by hand): shown so it can be removed. */
export interface UnreadableMember {
  id: string;
  /** The row's name when it has one. */
  name: string | null;
  reason: string;
}

/** The household as stored, in the profile's order. */
export interface Household {
  members: HouseholdMember[];
  unreadable: UnreadableMember[];
  /** The position a new member takes: after every stored row. */
  nextPosition: number;
}

/** The member dialog's fields as typed (text, lists of text); read on submit. */
export interface MemberFormValues {
  name: string;
  age: string;
  gender: string;
  heightFeet: string;
  heightInches: string;
  weightLb: string;
  activityLevel: string;
  diets: string[];
  allergies: string[];
  mealsAtHome: string[];
}

export type MemberField = keyof MemberFormValues;
export type MemberFormErrors = Partial<Record<MemberField, string>>;

/** The open member dialog. */
export interface MemberDialog {
  /** The member being edited; null when adding someone. */
  memberId: string | null;
  /** What the form starts from, then what was last submitted (kept when a save fails). */
  values: MemberFormValues;
  errors: MemberFormErrors;
  /** Why the last save failed, in words for the person. */
  saveError: string | null;
}

export interface HouseholdContext extends HouseholdInput {
  household: Household | null;
  dialog: MemberDialog | null;
  /** The member whose removal waits for confirmation or is being sent. */
  removing: { id: string; name: string } | null;
  /** A notice above the list: the limit reached, a removal that failed. */
  notice: string | null;
}

export type HouseholdEvent =
  | { type: 'household.reload' }
  | { type: 'member.add' }
  | { type: 'member.edit'; id: string }
  | { type: 'member.remove'; id: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'dialog.submit'; values: MemberFormValues }
  | { type: 'dialog.cancel' }
  | { type: 'notice.dismiss' };

export type HouseholdTag = 'loading' | 'saving' | 'removing';

export interface SaveMemberInput extends HouseholdInput {
  member: HouseholdMember;
  /** The stored row to update; null inserts a new member at `position`. */
  memberId: string | null;
  position: number;
}

export interface RemoveMemberInput extends HouseholdInput {
  id: string;
}

/** The actors the household runs; the live app provides them (src/services/live/householdActors.ts). */
export interface HouseholdActors {
  loadHousehold: PromiseActorLogic<Household, HouseholdInput>;
  /** Saves one member and answers with the household as it stands after it. */
  saveMember: PromiseActorLogic<Household, SaveMemberInput>;
  /** Removes one row and answers with the household as it stands after it. */
  removeMember: PromiseActorLogic<Household, RemoveMemberInput>;
}
