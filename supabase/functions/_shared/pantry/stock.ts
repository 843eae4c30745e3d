/**
 * What a person has at home on a day, computed from the pantry ledger (pantry_items rows: what
 * came home from the shopping list's purchases, what they added, the amounts they set by hand)
 * and from the meals planned before that day, which take out what they use as their days pass.
 * Each food comes home in lots that age out by its shelf life; meals use the oldest lot first.
 *
 * The one computation of the pantry: the Pantry screen shows its result for today, and the
 * planner plans a week on its result for the week's first day.
 */
import { addDays } from '../rules/week.ts';

export type PantryEntryKind = 'bought' | 'added' | 'set';

/** A pantry_items row, as the ledger reads it. */
export interface PantryEntry {
  food: string;
  kind: PantryEntryKind;
  grams: number;
  onDate: string;
  /** The week of the purchase, for 'bought' rows. */
  weekStart?: string | null;
  /** Orders the rows of one day. */
  createdAt: string;
}

/** Grams of a food the meals of one day use. */
export interface MealUse {
  date: string;
  food: string;
  grams: number;
}

/** Some of a food that came home on one day. */
export interface Lot {
  food: string;
  grams: number;
  since: string;
  /** The first day it is no longer good. */
  goneOn: string;
  fromPurchase: boolean;
}

export interface Spoiled {
  food: string;
  grams: number;
  on: string;
}

export interface PantryState {
  /** What is at home, oldest first within each food. */
  lots: Lot[];
  /** Lots that aged out before the day, most recent last. */
  spoiled: Spoiled[];
}

/** Less than this is nothing left: a gram of rounding is not stock. */
const EMPTY = 0.5;

/** Takes grams of a food out of its lots, oldest first; what is not there is not taken. */
function takeOldest(lots: Lot[], food: string, grams: number): void {
  let left = grams;
  for (const lot of lots) {
    if (left <= 0) break;
    if (lot.food !== food || lot.grams <= 0) continue;
    const taken = Math.min(lot.grams, left);
    lot.grams -= taken;
    left -= taken;
  }
}

function held(lots: readonly Lot[], food: string): number {
  return lots.reduce((sum, lot) => (lot.food === food ? sum + lot.grams : sum), 0);
}

/**
 * The pantry at the start of `date`: entries dated up to and including it, meals of the days
 * before it. `keepsDays` gives each food's shelf life. `excludeWeek` leaves out what was bought
 * for that week: planning a week again does not count its own shopping as stock it had.
 */
export function pantryOn(
  date: string,
  entries: readonly PantryEntry[],
  uses: readonly MealUse[],
  keepsDays: (food: string) => number,
  options: { excludeWeek?: string } = {},
): PantryState {
  const byDay = new Map<string, { entries: PantryEntry[]; uses: MealUse[] }>();
  const dayOf = (d: string) => {
    let slot = byDay.get(d);
    if (!slot) {
      slot = { entries: [], uses: [] };
      byDay.set(d, slot);
    }
    return slot;
  };
  for (const entry of entries) {
    // The week's shopping is for the week's meals: bought during the week, it counts from the
    // week's first day, so the meals cooked before it was marked bought still take their share.
    const day =
      entry.kind === 'bought' && entry.weekStart && entry.weekStart < entry.onDate
        ? entry.weekStart
        : entry.onDate;
    if (day > date) continue;
    if (entry.kind === 'bought' && options.excludeWeek && entry.weekStart === options.excludeWeek)
      continue;
    dayOf(day).entries.push(entry);
  }
  const first = [...byDay.keys()].sort()[0];
  if (first === undefined) return { lots: [], spoiled: [] };
  for (const use of uses) if (use.date < date && use.date >= first) dayOf(use.date).uses.push(use);

  let lots: Lot[] = [];
  const spoiled: Spoiled[] = [];
  const ageOut = (day: string) => {
    for (const lot of lots)
      if (lot.goneOn <= day && lot.grams >= EMPTY)
        spoiled.push({ food: lot.food, grams: lot.grams, on: lot.goneOn });
    lots = lots.filter((lot) => lot.goneOn > day && lot.grams >= EMPTY);
  };
  const comeHome = (food: string, grams: number, day: string, fromPurchase: boolean) => {
    if (grams < EMPTY) return;
    lots.push({ food, grams, since: day, goneOn: addDays(day, keepsDays(food)), fromPurchase });
  };

  for (const day of [...byDay.keys()].sort()) {
    ageOut(day);
    const slot = byDay.get(day) as { entries: PantryEntry[]; uses: MealUse[] };
    slot.entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const entry of slot.entries) {
      if (entry.kind === 'set') {
        const have = held(lots, entry.food);
        if (entry.grams < have) takeOldest(lots, entry.food, have - entry.grams);
        else comeHome(entry.food, entry.grams - have, day, false);
      } else comeHome(entry.food, entry.grams, day, entry.kind === 'bought');
    }
    for (const use of slot.uses) takeOldest(lots, use.food, use.grams);
  }
  ageOut(date);
  return { lots, spoiled };
}

/** Grams of each food at home, from the lots. */
export function gramsByFood(lots: readonly Lot[]): Map<string, number> {
  const grams = new Map<string, number>();
  for (const lot of lots) grams.set(lot.food, (grams.get(lot.food) ?? 0) + lot.grams);
  return grams;
}
