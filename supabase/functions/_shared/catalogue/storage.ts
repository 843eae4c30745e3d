/**
 * How long each catalogue food keeps at home, and where: USDA FSIS FoodKeeper's storage times
 * (data version 128, data/foodkeeper/), mapped to the catalogue's foods in storage-map.ts and
 * generated into storage.generated.ts by `npm run catalogue:storage`. Where FoodKeeper lacks a
 * food or gives no number for a figure the planner needs, the figure is an estimate and says
 * so (`estimate`, and the `source` sentence). A food listed twice is a programming error and
 * fails at load.
 */
import { GENERATED_LEFTOVERS, GENERATED_STORAGE } from './storage.generated.ts';

export type StoragePlace = 'refrigerator' | 'freezer' | 'pantry';
export type DayRange = readonly [min: number, max: number];
export interface FoodStorage {
  food: string;
  /** The FoodKeeper product the food is stored like, or null when FoodKeeper lacks it. */
  foodKeeper: { id: number; name: string } | null;
  /** Where it is kept from the shopping day until opened (pantry = cupboard or counter). */
  place: StoragePlace;
  /** Days it keeps there from purchase, unopened. */
  days: DayRange;
  /** Days in the freezer when frozen on the shopping day; null when freezing is not recommended
   *  or FoodKeeper gives no freezer time and no estimate is justified. For a frozen-section food
   *  this equals `days`. */
  freezerDays: DayRange | null;
  /** Days in the refrigerator once the package is opened (cans, jars, cartons, bottles); null when
   *  opening does not shorten its time (a bag of apples, a raw chicken breast). */
  openedDays: DayRange | null;
  /** Days in the refrigerator after thawing there; FoodKeeper rarely gives it: the estimate is the
   *  product's refrigerator time from purchase (USDA FSIS 'Freezing and Food Safety': food thawed
   *  in the refrigerator keeps as long as fresh), said as an estimate. null when not freezable. */
  thawedDays: DayRange | null;
  /** Which of these figures are estimates, and why (absent: all FoodKeeper's). */
  estimate?: string;
  /** One sentence a person reads: 'USDA FSIS FoodKeeper: Chicken parts, breast halves, boneless: refrigerator 1-2 days from purchase, freezer 9 months.' or 'Estimate: ...'. */
  source: string;
}

function byFood(entries: readonly FoodStorage[]): Map<string, FoodStorage> {
  const map = new Map<string, FoodStorage>();
  for (const entry of entries) {
    if (map.has(entry.food)) throw new Error(`food ${entry.food} has two storage entries`);
    map.set(entry.food, entry);
  }
  return map;
}

/** Every catalogue food's storage, by food key. */
export const STORAGE: ReadonlyMap<string, FoodStorage> = byFood(GENERATED_STORAGE);

/** The storage of a catalogue food; throws for a key the catalogue does not have. */
export function storageOf(food: string): FoodStorage {
  const found = STORAGE.get(food);
  if (!found) throw new Error(`no storage for unknown food ${food}`);
  return found;
}

/** Cooked dishes kept for later days: FoodKeeper 173 (leftovers with meat, fish, poultry or egg) and 174 (without). */
export const LEFTOVERS: {
  withFlesh: { refrigerator: DayRange; freezer: DayRange; source: string };
  without: { refrigerator: DayRange; freezer: DayRange; source: string };
} = GENERATED_LEFTOVERS;
