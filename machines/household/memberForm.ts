/**
 * The member dialog's values and the stored rows, read with the shared member rules
 * (`_shared/rules/household.ts`): the form's text becomes a member or the messages to show under
 * its fields, and the rows become the household, with any row that is not a member set apart.
 */
import { MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import {
  householdMemberSchema,
  membersFromRows,
  type HouseholdMember,
} from '../../supabase/functions/_shared/rules/household.ts';
import { householdTexts } from '../texts/household.ts';
import type {
  Household,
  MemberField,
  MemberFormErrors,
  MemberFormValues,
  UnreadableMember,
} from './household.types.ts';

/** The id a member has until the database gives it one (the schema wants an id). */
export const NEW_MEMBER_ID = 'new';
/** The last position the table accepts (positions 0-99). */
const LAST_POSITION = 99;

/** A new member's form: every meal at home, nothing else chosen. */
export function emptyMemberForm(): MemberFormValues {
  return {
    name: '',
    age: '',
    gender: '',
    heightFeet: '',
    heightInches: '',
    weightLb: '',
    activityLevel: '',
    diets: [],
    allergies: [],
    mealsAtHome: [...MEAL_TYPES],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A stored member's form. */
export function formOfMember(member: HouseholdMember): MemberFormValues {
  return {
    name: member.name,
    age: String(member.age),
    gender: member.gender,
    heightFeet: text(member.heightFeet),
    heightInches: text(member.heightInches),
    weightLb: text(member.weightLb),
    activityLevel: member.activityLevel,
    diets: [...member.diets],
    allergies: [...member.allergies],
    mealsAtHome: [...member.mealsAtHome],
  };
}

/** A number field: undefined when empty (for a required field), NaN when not a number. */
function typedNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

const optionalNumber = (value: string) => typedNumber(value) ?? null;

const FIELDS: readonly MemberField[] = [
  'name',
  'age',
  'gender',
  'heightFeet',
  'heightInches',
  'weightLb',
  'activityLevel',
  'diets',
  'allergies',
  'mealsAtHome',
];

function isField(key: unknown): key is MemberField {
  return FIELDS.some((field) => field === key);
}

/** The typed form as a member (with `id`), or the first message for each field that is wrong. */
export function readMemberForm(
  values: MemberFormValues,
  id: string = NEW_MEMBER_ID,
): { ok: true; member: HouseholdMember } | { ok: false; errors: MemberFormErrors } {
  const parsed = householdMemberSchema.safeParse({
    id,
    name: values.name,
    age: typedNumber(values.age),
    gender: values.gender,
    heightFeet: optionalNumber(values.heightFeet),
    heightInches: optionalNumber(values.heightInches),
    weightLb: optionalNumber(values.weightLb),
    activityLevel: values.activityLevel,
    diets: values.diets,
    allergies: values.allergies,
    mealsAtHome: values.mealsAtHome,
  });
  if (parsed.success) return { ok: true, member: parsed.data as HouseholdMember };
  const errors: MemberFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field] !== undefined) continue;
    // A value that is not a number at all gets the field's own words, not zod's.
    errors[field] =
      issue.code === 'invalid_type' && field in householdTexts.notANumber
        ? householdTexts.notANumber[field as keyof typeof householdTexts.notANumber]
        : issue.message;
  }
  return { ok: false, errors };
}

function positionOf(row: unknown): number {
  if (typeof row !== 'object' || row === null) return 0;
  const value = (row as Record<string, unknown>).position;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The household from its stored rows (already in order): members, the rows that are not (kept
 * apart with why, to be removed), and the next position, after them all (capped at the table's
 * last; rows on the same position keep their creation order).
 */
export function householdFromRows(rows: readonly unknown[]): Household {
  const read = membersFromRows(rows);
  const members = read.members;
  // A row without an id cannot be removed: only those with one are listed.
  const unreadable: UnreadableMember[] = read.unreadable.flatMap(({ id, name, reason }) =>
    id === null ? [] : [{ id, name, reason }],
  );
  const last = rows.reduce<number>((max, row) => Math.max(max, positionOf(row)), -1);
  return { members, unreadable, nextPosition: Math.min(last + 1, LAST_POSITION) };
}

/** Everyone stored besides the account holder, readable or not: what the limit counts. */
export function householdSize(household: Household | null): number {
  return household === null ? 0 : household.members.length + household.unreadable.length;
}
