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

/**
 * bought: a purchase of a list item; added: put in by hand; set: the amount there really is (0
 * when used up or thrown away); have: a staple the person said is at home, with no amount and no
 * date it goes off, until a later 'set' of that food.
 */
export type PantryEntryKind = 'bought' | 'added' | 'set' | 'have';

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
  /** What is left of an opened package (a can, a jar, a carton): it keeps its after-opening
   *  time from the day it was opened. */
  opened?: true;
  /** A portion frozen on the shopping day, as the week's list said (kitchen.ts). */
  frozen?: true;
}

/** Grams of a food frozen on a day (the week's list's 'Freeze on shopping day'). */
export interface Freeze {
  date: string;
  food: string;
  grams: number;
}

/** What the ledger needs to know of a food's storage: how long it keeps opened and frozen, and
 *  the package it is opened one at a time in. */
export interface LotStorage {
  openedDays: number | null;
  freezerDays: number | null;
  packageGrams: number;
}

export interface PantryOptions {
  /** Leaves out what was bought for that week: planning a week again does not count its own
   *  shopping as stock it had. */
  excludeWeek?: string;
  /** Portions frozen by the weeks' schedules. */
  freezes?: readonly Freeze[];
  /** A food's storage; absent: opening and freezing change nothing. */
  storage?: (food: string) => LotStorage | undefined;
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
  /** Staples said to be at home ('have'), by name of food, with the day it was said. */
  athome: { food: string; since: string }[];
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

/**
 * A meal's use: an opened package first (it goes off soonest), then the oldest lots. A package
 * opened for it leaves its remainder as an opened lot, which keeps its after-opening time; the
 * lot's other packages stay sealed.
 */
function takeForMeal(
  lots: Lot[],
  food: string,
  grams: number,
  day: string,
  storage: LotStorage | undefined,
): void {
  let left = grams;
  const ordered = [
    ...lots.filter((lot) => lot.food === food && lot.opened),
    ...lots.filter((lot) => lot.food === food && !lot.opened),
  ];
  for (const lot of ordered) {
    if (left <= 0) break;
    if (lot.grams <= 0) continue;
    const taken = Math.min(lot.grams, left);
    lot.grams -= taken;
    left -= taken;
    if (lot.opened || lot.frozen || !storage?.openedDays || lot.grams < EMPTY) continue;
    // The packages of the lot the use did not reach stay sealed; the one it opened keeps its
    // after-opening time.
    const sealed = Math.floor(lot.grams / storage.packageGrams + 1e-9) * storage.packageGrams;
    const rest = lot.grams - sealed;
    if (rest < EMPTY) continue;
    lot.grams = sealed;
    const openedGone = addDays(day, storage.openedDays);
    lots.push({
      food,
      grams: rest,
      since: lot.since,
      goneOn: openedGone < lot.goneOn ? openedGone : lot.goneOn,
      fromPurchase: lot.fromPurchase,
      opened: true,
    });
  }
}

/** Moves grams of a food just bought into the freezer, where they keep its freezer time. */
function freezeNewest(
  lots: Lot[],
  food: string,
  grams: number,
  day: string,
  storage: LotStorage | undefined,
): void {
  if (!storage?.freezerDays) return;
  let left = grams;
  let moved = 0;
  for (const lot of [...lots].reverse()) {
    if (left <= 0) break;
    if (lot.food !== food || lot.frozen || lot.opened || lot.grams <= 0) continue;
    const taken = Math.min(lot.grams, left);
    lot.grams -= taken;
    left -= taken;
    moved += taken;
  }
  if (moved >= EMPTY)
    lots.push({
      food,
      grams: moved,
      since: day,
      goneOn: addDays(day, storage.freezerDays),
      fromPurchase: true,
      frozen: true,
    });
}

function held(lots: readonly Lot[], food: string): number {
  return lots.reduce((sum, lot) => (lot.food === food ? sum + lot.grams : sum), 0);
}

/**
 * The pantry at the start of `date`: entries dated up to and including it, meals of the days
 * before it. `keepsDays` gives each food's shelf life where it is kept sealed; an opened package
 * keeps its after-opening time and a frozen portion its freezer time (`options.storage`).
 */
export function pantryOn(
  date: string,
  entries: readonly PantryEntry[],
  uses: readonly MealUse[],
  keepsDays: (food: string) => number,
  options: PantryOptions = {},
): PantryState {
  const byDay = new Map<string, { entries: PantryEntry[]; uses: MealUse[]; freezes: Freeze[] }>();
  const dayOf = (d: string) => {
    let slot = byDay.get(d);
    if (!slot) {
      slot = { entries: [], uses: [], freezes: [] };
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
  if (first === undefined) return { lots: [], spoiled: [], athome: [] };
  for (const use of uses) if (use.date < date && use.date >= first) dayOf(use.date).uses.push(use);
  for (const freeze of options.freezes ?? [])
    if (freeze.date < date && freeze.date >= first) dayOf(freeze.date).freezes.push(freeze);

  let lots: Lot[] = [];
  const spoiled: Spoiled[] = [];
  const athome = new Map<string, string>();
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
    const slot = byDay.get(day) as { entries: PantryEntry[]; uses: MealUse[]; freezes: Freeze[] };
    slot.entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const entry of slot.entries) {
      if (entry.kind === 'have') {
        if (!athome.has(entry.food)) athome.set(entry.food, day);
        continue;
      }
      if (entry.kind === 'set') {
        athome.delete(entry.food);
        const have = held(lots, entry.food);
        if (entry.grams < have) takeOldest(lots, entry.food, have - entry.grams);
        else comeHome(entry.food, entry.grams - have, day, false);
      } else comeHome(entry.food, entry.grams, day, entry.kind === 'bought');
    }
    for (const freeze of slot.freezes)
      freezeNewest(lots, freeze.food, freeze.grams, day, options.storage?.(freeze.food));
    for (const use of slot.uses)
      takeForMeal(lots, use.food, use.grams, day, options.storage?.(use.food));
  }
  ageOut(date);
  return {
    lots,
    spoiled,
    athome: [...athome]
      .map(([food, since]) => ({ food, since }))
      .sort((a, b) => a.food.localeCompare(b.food)),
  };
}

/** Grams of each food at home, from the lots. */
export function gramsByFood(lots: readonly Lot[]): Map<string, number> {
  const grams = new Map<string, number>();
  for (const lot of lots) grams.set(lot.food, (grams.get(lot.food) ?? 0) + lot.grams);
  return grams;
}
