/**
 * The bodies of the generate-meal-plan, regenerate-meal and edit-meal-plan functions (spec
 * section 7): what a request may send, with the messages a person reads when it is off.
 */
import { z } from 'zod';
import { ALLERGENS, CUISINES, DIETS, MEAL_TYPES } from '../catalogue/types.ts';
import { WEEKDAYS } from '../rules/week.ts';
import { isoDate, weekStartDate } from './dates.ts';

/** '$100', '100', '87.50' or a number; 'Custom Amount' means "use the stored custom budget". */
const budgetAmount = z.union([
  z.number().finite().min(0, 'must not be negative').max(10_000, 'must be at most $10,000 a week'),
  z
    .string()
    .trim()
    .refine(
      (s) => /^\$?\s*\d{1,5}(\.\d{1,2})?$/.test(s) || /^custom( amount)?$/i.test(s) || s === '',
      {
        message: "must be an amount such as '$100' or 100",
      },
    )
    .transform((s) => {
      const digits = s.replace(/[$\s]/g, '');
      return /^\d/.test(digits) ? Number(digits) : undefined;
    }),
]);

/** 0 to 7 meals a week, as a number or a numeric string (the form holds text). */
const perWeek = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int('must be a whole number').min(0, 'must be 0 to 7').max(7, 'must be 0 to 7'),
);

const caseInsensitive = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.string().transform((s, ctx) => {
    const found = values.find((v) => v.toLowerCase() === s.trim().toLowerCase());
    if (!found) {
      ctx.addIssue({
        code: 'custom',
        message: `'${s}' is not a known ${what} (expected one of: ${values.join(', ')})`,
      });
      return z.NEVER;
    }
    return found as T[number];
  });

const dietList = z
  .array(caseInsensitive([...DIETS, 'Other'] as const, 'dietary restriction'))
  .max(20);
const allergyList = z.array(caseInsensitive([...ALLERGENS, 'Other'] as const, 'allergy')).max(20);
const cuisineList = z.array(caseInsensitive(CUISINES, 'cuisine')).max(20);
const zip = z
  .string()
  .trim()
  .regex(/^(\d{5})?$/, 'must be 5 digits');
const uuid = z.string().uuid('must be a user id (uuid)');

export const generateMealPlanBody = z.object({
  userId: uuid,
  budgetAmount: budgetAmount.optional(),
  dietaryRestrictions: dietList.default([]),
  allergies: allergyList.default([]),
  preferredCuisines: cuisineList.default([]),
  mealTypes: z
    .object({ breakfasts: perWeek, lunches: perWeek, dinners: perWeek, snacks: perWeek })
    .partial()
    .optional(),
  zipCode: zip.optional(),
  weekStart: weekStartDate.optional(),
  startDay: caseInsensitive(WEEKDAYS, 'weekday').optional(),
  /** The person's calendar date (their time zone): the week is the one that holds it. */
  today: isoDate.optional(),
  /**
   * Plan ahead: the week that many weeks after the one holding today (1 = next week), up to the
   * four weeks a monthly shopping trip covers. The server's date rules decide its first day.
   */
  ahead: z
    .number()
    .int('must be a whole number of weeks')
    .min(0, 'must be 0 to 3 weeks')
    .max(3, 'must be 0 to 3 weeks')
    .optional(),
});
export type GenerateMealPlanBody = z.infer<typeof generateMealPlanBody>;

export const regenerateMealBody = z.object({
  userId: uuid,
  dayOfWeek: caseInsensitive(WEEKDAYS, 'weekday'),
  mealType: caseInsensitive(MEAL_TYPES, 'meal type'),
  mealId: z.string().min(1, 'is required').max(200),
  dietaryRestrictions: dietList.default([]),
  allergies: allergyList.default([]),
  preferredCuisines: cuisineList.default([]),
  zipCode: zip.optional(),
  weekStart: weekStartDate.optional(),
});
export type RegenerateMealBody = z.infer<typeof regenerateMealBody>;

const mealIdField = z.string().min(1, 'is required').max(200);

/** edit-meal-plan: move or remove a meal of the stored week, or fill a day's empty slots. */
export const editMealPlanBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('move'),
    userId: uuid.optional(),
    weekStart: weekStartDate.optional(),
    mealId: mealIdField,
    toDay: caseInsensitive(WEEKDAYS, 'weekday'),
  }),
  z.object({
    action: z.literal('remove'),
    userId: uuid.optional(),
    weekStart: weekStartDate.optional(),
    mealId: mealIdField,
  }),
  z.object({
    action: z.literal('fillDay'),
    userId: uuid.optional(),
    weekStart: weekStartDate.optional(),
    day: caseInsensitive(WEEKDAYS, 'weekday'),
  }),
]);
export type EditMealPlanBody = z.infer<typeof editMealPlanBody>;
