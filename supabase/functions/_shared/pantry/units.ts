/** How the pantry writes an amount: grams, and pounds beside them from half a pound up. */
import type { StoreSection } from '../catalogue/sections.ts';
import { PANTRY_UNITS } from '../schemas/pantry.ts';

/** Where a food the catalogue no longer has is listed. */
export const SECTION_OF_UNKNOWN: StoreSection = 'pantry';

/** '2 lb (907 g)', '1.2 lb (544 g)', '120 g'. */
export function gramsLabel(grams: number): string {
  const g = Math.round(grams);
  if (grams < PANTRY_UNITS.lb / 2) return `${g} g`;
  const lb = Math.round((grams / PANTRY_UNITS.lb) * 10) / 10;
  return `${lb} lb (${g} g)`;
}
