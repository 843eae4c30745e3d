/**
 * Household members (the people the account holder plans for besides themselves), written once
 * for the profile screens, the wizard and the functions: what a member is, what the form and the
 * stored row accept, and the reference body used when a height or weight is left blank.
 *
 * Reference heights and weights: Institute of Medicine, Dietary Reference Intakes for Energy,
 * Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005),
 * reference heights and weights for children and adults in the United States: ages 1-3 86 cm,
 * 12 kg; 4-8 115 cm, 20 kg; boys 9-13 144 cm, 36 kg; girls 9-13 144 cm, 37 kg; boys 14-18
 * 174 cm, 61 kg; girls 14-18 163 cm, 54 kg; men 19+ 177 cm, 70 kg; women 19+ 163 cm, 57 kg.
 * 'Prefer not to say' takes the mean of the two.
 */
import { z } from 'zod';
import { ALLERGENS, DIETS, MEAL_TYPES } from '../catalogue/types.ts';
import type { Allergen, Diet, MealType } from '../catalogue/types.ts';
import { GENDERS } from './options.ts';
import { ACTIVITY_LEVELS, KG_PER_LB } from './protein.ts';
import type { ActivityLevel } from './protein.ts';

/** People besides the account holder (the database refuses a ninth). */
export const HOUSEHOLD_LIMIT = 8;
export const MEMBER_AGE = { min: 1, max: 120 } as const;
/** Anyone under this age is a child: energy from the DRI's equations, protein by the RDA. */
export const ADULT_AGE = 19;
/**
 * The Healthy Eating Index 2020 scores diets from age 2 (USDA and NCI); its toddler version,
 * HEI-Toddlers-2020 for 12-23 months, rests on other standards and is not computed here, so a
 * younger member has no HEI.
 */
export const HEI_MIN_AGE = 2;
export const MEMBER_NAME_MAX = 40;
export const MEMBER_WEIGHT = { min: 15, max: 700 } as const;
/** The dietary restrictions and allergies a member may have: the catalogue's, without 'Other'. */
export const MEMBER_DIETS = DIETS;
export const MEMBER_ALLERGIES = ALLERGENS;
export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
  SNACK: 'Snacks',
};

/** A household member as the app and the planner use it. */
export interface HouseholdMember {
  /** The stored row's id. */
  id: string;
  name: string;
  age: number;
  gender: (typeof GENDERS)[number];
  heightFeet: number | null;
  heightInches: number | null;
  weightLb: number | null;
  activityLevel: ActivityLevel;
  diets: Diet[];
  allergies: Allergen[];
  /** The meal types they eat at home; at least one. */
  mealsAtHome: MealType[];
}

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/** A member as the profile's dialog submits it and as a stored row is read: every rule once. */
export const householdMemberSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name.')
      .max(MEMBER_NAME_MAX, `Keep the name to ${MEMBER_NAME_MAX} characters.`),
    age: z
      .number({ error: 'Enter an age in years.' })
      .int('Enter an age in whole years.')
      .min(MEMBER_AGE.min, `Age must be at least ${MEMBER_AGE.min}.`)
      .max(MEMBER_AGE.max, `Age must be at most ${MEMBER_AGE.max}.`),
    gender: z.enum(GENDERS, { error: 'Choose a sex.' }),
    heightFeet: z
      .number()
      .int()
      .min(1, 'Feet must be 1 to 8.')
      .max(8, 'Feet must be 1 to 8.')
      .nullable(),
    heightInches: z
      .number()
      .int()
      .min(0, 'Inches must be 0 to 11.')
      .max(11, 'Inches must be 0 to 11.')
      .nullable(),
    weightLb: z
      .number()
      .int('Enter a weight in whole pounds.')
      .min(MEMBER_WEIGHT.min, `Weight must be at least ${MEMBER_WEIGHT.min} lb.`)
      .max(MEMBER_WEIGHT.max, `Weight must be at most ${MEMBER_WEIGHT.max} lb.`)
      .nullable(),
    activityLevel: z.enum(ACTIVITY_LEVELS, { error: 'Choose an activity level.' }),
    diets: z.array(z.enum(DIETS)).max(DIETS.length).transform(distinct),
    allergies: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length).transform(distinct),
    mealsAtHome: z
      .array(z.enum(MEAL_TYPES))
      .min(1, 'Choose at least one meal they eat at home.')
      .max(MEAL_TYPES.length)
      .transform(distinct),
  })
  .refine((m) => m.heightInches === null || m.heightFeet !== null, {
    message: 'Enter the feet as well as the inches.',
    path: ['heightFeet'],
  });

/** The stored row (public.household_members), as PostgREST returns it. */
export const householdMemberRow = z
  .object({
    id: z.string(),
    position: z.number().int().nullish(),
    name: z.string(),
    age: z.number(),
    gender: z.string(),
    height_feet: z.number().nullish(),
    height_inches: z.number().nullish(),
    weight: z.number().nullish(),
    activity_level: z.string(),
    dietary_restrictions: z.array(z.string()).nullish(),
    allergies: z.array(z.string()).nullish(),
    meals_at_home: z.array(z.string()).nullish(),
  })
  .passthrough();
export type HouseholdMemberRow = z.infer<typeof householdMemberRow>;

/** A stored row as a member, or the reasons it cannot be one (a row edited by hand). */
export function memberFromRow(
  row: unknown,
): { ok: true; member: HouseholdMember } | { ok: false; error: string } {
  const parsed = householdMemberRow.safeParse(row);
  if (!parsed.success) return { ok: false, error: 'The stored household member is not readable.' };
  const r = parsed.data;
  const member = householdMemberSchema.safeParse({
    id: r.id,
    name: r.name,
    age: r.age,
    gender: r.gender,
    heightFeet: r.height_feet ?? null,
    heightInches: r.height_inches ?? null,
    weightLb: r.weight ?? null,
    activityLevel: r.activity_level,
    diets: r.dietary_restrictions ?? [],
    allergies: r.allergies ?? [],
    mealsAtHome: r.meals_at_home ?? [...MEAL_TYPES],
  });
  if (!member.success)
    return { ok: false, error: member.error.issues[0]?.message ?? 'Invalid household member.' };
  return { ok: true, member: member.data as HouseholdMember };
}

/** A stored row that is not a valid member: its id and name when it has them, and why. */
export interface UnreadableRow {
  id: string | null;
  name: string | null;
  reason: string;
}

/** Stored rows (in their order) as members, and the rows that are not members, set apart. */
export function membersFromRows(rows: readonly unknown[]): {
  members: HouseholdMember[];
  unreadable: UnreadableRow[];
} {
  const field = (row: unknown, key: string): string | null => {
    const value =
      typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : null;
    return typeof value === 'string' ? value : null;
  };
  const members: HouseholdMember[] = [];
  const unreadable: UnreadableRow[] = [];
  for (const row of rows) {
    const read = memberFromRow(row);
    if (read.ok) members.push(read.member);
    else unreadable.push({ id: field(row, 'id'), name: field(row, 'name'), reason: read.error });
  }
  return { members, unreadable };
}

/** A member as the row the app writes (user_id and position are added by the caller). */
export function memberToRow(member: HouseholdMember) {
  return {
    name: member.name.trim(),
    age: member.age,
    gender: member.gender,
    height_feet: member.heightFeet,
    height_inches: member.heightFeet === null ? null : member.heightInches,
    weight: member.weightLb,
    activity_level: member.activityLevel,
    dietary_restrictions: [...member.diets],
    allergies: [...member.allergies],
    meals_at_home: [...member.mealsAtHome],
  };
}

export interface ReferenceBody {
  cm: number;
  kg: number;
  /** 'ages 4-8', 'boys 9-13', 'women 19 and over'. */
  group: string;
}

const REFERENCE: {
  upTo: number;
  male: [number, number];
  female: [number, number];
  group: [string, string];
}[] = [
  { upTo: 3, male: [86, 12], female: [86, 12], group: ['ages 1-3', 'ages 1-3'] },
  { upTo: 8, male: [115, 20], female: [115, 20], group: ['ages 4-8', 'ages 4-8'] },
  { upTo: 13, male: [144, 36], female: [144, 37], group: ['boys 9-13', 'girls 9-13'] },
  { upTo: 18, male: [174, 61], female: [163, 54], group: ['boys 14-18', 'girls 14-18'] },
  {
    upTo: Infinity,
    male: [177, 70],
    female: [163, 57],
    group: ['men 19 and over', 'women 19 and over'],
  },
];

/** The DRI reference height and weight for an age and sex. */
export function referenceBody(age: number, gender: string): ReferenceBody {
  const row = REFERENCE.find((r) => age <= r.upTo) ?? REFERENCE[REFERENCE.length - 1]!;
  if (gender === 'Male') return { cm: row.male[0], kg: row.male[1], group: row.group[0] };
  if (gender === 'Female') return { cm: row.female[0], kg: row.female[1], group: row.group[1] };
  return {
    cm: (row.male[0] + row.female[0]) / 2,
    kg: (row.male[1] + row.female[1]) / 2,
    group: row.group[0] === row.group[1] ? row.group[0] : `age ${age}`,
  };
}

/** The member's height (cm) and weight (kg), each from the form or the reference, and which. */
export function memberBody(
  member: Pick<HouseholdMember, 'age' | 'gender' | 'heightFeet' | 'heightInches' | 'weightLb'>,
): {
  cm: number;
  kg: number;
  /** Which of the two came from the reference values. */
  reference: ('height' | 'weight')[];
  group: string;
} {
  const ref = referenceBody(member.age, member.gender);
  const reference: ('height' | 'weight')[] = [];
  let cm = ref.cm;
  if (member.heightFeet !== null) cm = (member.heightFeet * 12 + (member.heightInches ?? 0)) * 2.54;
  else reference.push('height');
  let kg = ref.kg;
  if (member.weightLb !== null) kg = member.weightLb * KG_PER_LB;
  else reference.push('weight');
  return { cm, kg, reference, group: ref.group };
}

/** 'Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).' or null. */
export function referenceNote(member: HouseholdMember): string | null {
  const body = memberBody(member);
  if (body.reference.length === 0) return null;
  const what = body.reference.length === 2 ? 'height and weight' : body.reference[0];
  const figures = body.reference
    .map((r) => (r === 'height' ? `${Math.round(body.cm)} cm` : `${Math.round(body.kg)} kg`))
    .join(', ');
  return `${member.name} uses the reference ${what} for ${body.group} (${figures}).`;
}
