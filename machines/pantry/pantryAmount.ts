/**
 * The pantry form's amounts: a number and a unit as typed, turned into grams with the contract's
 * units (PANTRY_UNITS) and checked with the contract's own body schema (pantryBody), so the form
 * refuses exactly what the function would, with the same words, before anything is sent.
 */
import {
  PANTRY_UNITS,
  pantryBody,
  type PantryReason,
  type PantryUnit,
} from '../../supabase/functions/_shared/schemas/pantry.ts';
import { pantryTexts } from '../texts/pantry.ts';
import type { PantryEdit, PantryFormErrors, PantryInput, TypedAmount } from './pantry.types.ts';

/** A plain decimal number as people type it: '2', '1.5', '.5', '-3' (no exponents, no hex). */
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** Grams to a hundredth: what a kitchen scale could tell apart, without float noise. */
function toGrams(value: number, unit: PantryUnit): number {
  return Math.round(value * PANTRY_UNITS[unit] * 100) / 100;
}

/** The typed number, or the message saying why it is not one. */
function typedNumber(amount: string): { value: number } | { error: string } {
  const text = amount.trim();
  if (text === '') return { error: pantryTexts.amountMissing };
  if (!DECIMAL.test(text)) return { error: pantryTexts.amountNotNumber };
  const value = Number(text);
  return Number.isFinite(value) ? { value } : { error: pantryTexts.amountNotNumber };
}

export type ReadEdit = { ok: true; edit: PantryEdit } | { ok: false; errors: PantryFormErrors };

/** The errors of a body the contract refuses, by the form field they belong to. */
function fieldErrors(body: unknown): PantryFormErrors | null {
  const parsed = pantryBody.safeParse(body);
  if (parsed.success) return null;
  const errors: PantryFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'grams') errors.amount ??= issue.message;
    if (field === 'food') errors.food ??= pantryTexts.foodMissing;
  }
  // Anything else (who asks, the date) is the page's to get right, not the person's.
  return errors.amount || errors.food ? errors : null;
}

function checked(scope: PantryInput, edit: PantryEdit, early: PantryFormErrors = {}): ReadEdit {
  const errors = {
    ...fieldErrors({ ...edit, userId: scope.userId, today: scope.today }),
    ...early,
  };
  return errors.amount || errors.food ? { ok: false, errors } : { ok: true, edit };
}

/** 'Add': a food of the catalogue and more than nothing of it. */
export function readAdd(
  scope: PantryInput,
  typed: TypedAmount & { food: string | null },
): ReadEdit {
  const number = typedNumber(typed.amount);
  const food = typed.food ?? '';
  const early: PantryFormErrors = 'error' in number ? { amount: number.error } : {};
  if (food === '') early.food = pantryTexts.foodMissing;
  const grams = 'value' in number ? toGrams(number.value, typed.unit) : 1;
  return checked(scope, { action: 'add', food, grams }, early);
}

/** A correction: the amount there really is (0 allowed: nothing left). */
export function readCorrection(scope: PantryInput, food: string, typed: TypedAmount): ReadEdit {
  const number = typedNumber(typed.amount);
  if ('error' in number) return { ok: false, errors: { amount: number.error } };
  return checked(scope, {
    action: 'set',
    food,
    grams: toGrams(number.value, typed.unit),
    reason: 'correction',
  });
}

/** Used up or thrown away: nothing left of it, and why. */
export function emptied(food: string, reason: Exclude<PantryReason, 'correction'>): PantryEdit {
  return { action: 'set', food, grams: 0, reason };
}

/**
 * The amount a correction field starts with: the grams at home in the unit a US kitchen reads
 * them in (pounds from a pound up, ounces below), to two decimals.
 */
export function startingAmount(grams: number): TypedAmount {
  const unit: PantryUnit = grams >= PANTRY_UNITS.lb ? 'lb' : 'oz';
  const value = Math.round((grams / PANTRY_UNITS[unit]) * 100) / 100;
  return { amount: String(value), unit };
}

/** '2 lb', '1.5 kg': an amount as the person typed it, for the pending change's label. */
export function typedLabel(typed: TypedAmount): string {
  return `${Number(typed.amount.trim())} ${typed.unit}`;
}
