/**
 * The pantry function's body and answer: what the person has at home, computed on the server
 * from what they bought, what they added or corrected by hand and what their planned meals used
 * as the days passed (../pantry/stock.ts). Amounts travel in grams; the app converts the units a
 * person types (g, kg, oz, lb) with PANTRY_UNITS.
 */
import { z } from 'zod';
import { STORE_SECTIONS } from '../catalogue/sections.ts';
import { STAPLE_GROUPS } from '../catalogue/staples.ts';
import { isoDate } from './dates.ts';

/** The units the pantry form offers, in grams (oz and lb are the avoirdupois ounce and pound). */
export const PANTRY_UNITS = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const;
export type PantryUnit = keyof typeof PANTRY_UNITS;

/** The most of one food a pantry may hold: 50 kg is more than any kitchen keeps of one food. */
export const MAX_PANTRY_GRAMS = 50_000;

/** Why a food's amount was set by hand. */
export const PANTRY_REASONS = ['correction', 'used', 'discarded'] as const;
export type PantryReason = (typeof PANTRY_REASONS)[number];

const uuid = z.string().uuid('must be a user id (uuid)');
const foodKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,80}$/, 'must be a food of the catalogue (its key)');
const grams = z
  .number({ error: 'Amount must be a number' })
  .min(0, 'Amount must not be negative')
  .max(MAX_PANTRY_GRAMS, `Amount must be at most ${MAX_PANTRY_GRAMS / 1000} kg of one food`);

export const pantryBody = z.discriminatedUnion('action', [
  /** The pantry as it stands today. */
  z.object({ action: z.literal('list'), userId: uuid, today: isoDate }),
  /** Something already at home: adds to what the pantry holds of that food. */
  z.object({
    action: z.literal('add'),
    userId: uuid,
    today: isoDate,
    food: foodKey,
    grams: grams.refine((g) => g > 0, 'Amount must be more than 0'),
  }),
  /** The amount there really is (a correction), or 0 when it was used up or thrown away. */
  z.object({
    action: z.literal('set'),
    userId: uuid,
    today: isoDate,
    food: foodKey,
    grams,
    reason: z.enum(PANTRY_REASONS),
  }),
  /** A staple that is at home, with no amount counted ("some at home"). */
  z.object({ action: z.literal('have'), userId: uuid, today: isoDate, food: foodKey }),
  /**
   * The answer to the staples question: the staples at home (the others are not). An empty list
   * is "starting from scratch". The weeks not over yet are priced again with the answer.
   */
  z.object({
    action: z.literal('staples'),
    userId: uuid,
    today: isoDate,
    have: z.array(foodKey).max(200, 'At most 200 staples'),
  }),
]);
export type PantryBody = z.infer<typeof pantryBody>;

export const pantryItemSchema = z.object({
  food: z.string(),
  name: z.string(),
  /** Grams at home today. */
  grams: z.number().nonnegative(),
  /** As a person reads it: '1.2 lb (544 g)'. */
  amount: z.string(),
  section: z.enum(STORE_SECTIONS),
  /** The day the oldest of it came home. */
  since: isoDate,
  /** The day the oldest of it goes off; null when it keeps for months (dry goods, staples). */
  useBy: isoDate.nullable(),
  /** 'Use by Wed, Dec 2', 'Keeps for months'. */
  keeps: z.string(),
  /** Where the shelf life comes from, or that it is an estimate. */
  shelfLifeSource: z.string(),
  /** Some of it came from the shopping list's purchases (the rest was added by hand). */
  fromPurchases: z.boolean(),
  /** A staple said to be at home: no amount is kept (grams 0) and it has no date. */
  athome: z.literal(true).optional(),
});
export type PantryItem = z.infer<typeof pantryItemSchema>;

export const pantryFoodSchema = z.object({
  key: z.string(),
  name: z.string(),
  section: z.enum(STORE_SECTIONS),
  /** The catalogue's package, for the add form's hint: '2 lb bag'. */
  packageLabel: z.string(),
  packageGrams: z.number().positive(),
});
export type PantryFood = z.infer<typeof pantryFoodSchema>;

export const pantryResponse = z.object({
  /** The day the amounts are for (the person's today). */
  asOf: isoDate,
  items: z.array(pantryItemSchema),
  /** Every food the pantry can hold, by name: the add form's choices. */
  foods: z.array(pantryFoodSchema),
  /** What went off since the last time (aged out by its shelf life), for a notice. */
  spoiled: z.array(z.object({ name: z.string(), amount: z.string(), on: isoDate })),
  /** The staples question: every staple the recipes use, by group, and whether it is at home. */
  staples: z.array(
    z.object({
      food: z.string(),
      name: z.string(),
      group: z.enum(STAPLE_GROUPS),
      athome: z.boolean(),
    }),
  ),
  /** The day the person answered the staples question; null when they never did (every staple
   *  a week uses is then bought). */
  staplesAnswered: isoDate.nullable(),
});
export type PantryResponse = z.infer<typeof pantryResponse>;
