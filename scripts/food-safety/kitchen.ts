/**
 * The kitchen the food-safety check (./check.ts) replays day by day: lots bought, stocked, frozen,
 * opened and used, each with the day it is gone, and why a use that cannot be served is short.
 * ./check.ts's header describes the rules.
 */
import type { Meal } from '../../supabase/functions/_shared/schemas/responses.ts';
import type { FoodKeeperTimes, KeepingTimes } from './foodkeeper.ts';
import type { PantryLot, Violation, ViolationKind } from './types.ts';

const DAY_MS = 86_400_000;

export function dayOf(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a date: ${date}`);
  return Math.round(ms / DAY_MS);
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A use short by less than this is rounding: the list and the cards give whole grams. */
const ROUNDING = 1;
/** Less than this is nothing. */
export const NOTHING = 1e-6;
/** A perishable keeps less than this many days where it is kept, unopened. */
export const PERISHABLE_DAYS = 7;

type LotState = 'sealed' | 'opened' | 'frozen';

interface Lot {
  food: string;
  grams: number;
  state: LotState;
  boughtOn: number;
  /** First day it is no longer good where it is (a frozen portion: in the freezer). */
  goneOn: number;
  /** Sealed lots of a food that opens: the package's grams (absent: the lot is one package). */
  packageGrams?: number;
  openedOn?: number;
  frozenOn?: number;
  /** A frozen portion cut for this meal (id), and the day the meal uses it: after that day
   *  what is left of it is frozen for nobody. */
  forMeal?: string;
  forDay?: number;
  /** Why a frozen portion can never be thawed for a meal (FoodKeeper gives no time). */
  unfit?: string;
  /** For messages: where it came from. */
  origin: string;
}

export interface Use {
  week: string;
  meal: Meal;
  mealDay: number;
  day: number;
  order: number;
  food: string;
  grams: number;
  /** The foods the meal's card says to thaw. */
  thaws: ReadonlySet<string>;
}

export interface Context {
  times: FoodKeeperTimes;
  violations: Violation[];
  unmapped: Set<string>;
  packagesOpened: number;
}

const fmt = (grams: number) => `${Math.round(grams)} g`;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function placeWords(place: KeepingTimes['place']): string {
  return place === 'pantry' ? 'at room temperature' : `in the ${place}`;
}

/** Why a portion of a food cannot be frozen and thawed for a meal, when it cannot: FoodKeeper
 *  gives it no freezer time, or no time after thawing in the refrigerator (at least one day). */
function unfitToFreeze(times: KeepingTimes | undefined): { unfit?: string } {
  if (!times) return {};
  if (times.freezerDays === null) return { unfit: 'FoodKeeper gives it no freezer time' };
  if (times.thawedDays === null || times.thawedDays < 1)
    return { unfit: 'FoodKeeper gives it no time in the refrigerator after thawing' };
  return {};
}

/** Whether a frozen portion is kept for another meal than `meal` on `day`. */
function keptForOther(lot: Lot, meal: string, day: number): boolean {
  return lot.forMeal !== undefined && lot.forMeal !== meal && day <= (lot.forDay ?? Infinity);
}

/** Whether a lot is good on a day: a frozen portion must have been good the evening before,
 *  when it was moved to the refrigerator. */
function goodOn(lot: Lot, day: number): boolean {
  if (lot.state === 'frozen') return lot.unfit === undefined && day - 1 < lot.goneOn;
  return day < lot.goneOn;
}

function lotWhy(lot: Lot, times: KeepingTimes | undefined): string {
  const gone = dateOf(lot.goneOn);
  const source = times ? times.productName : 'no storage time';
  if (lot.state === 'opened')
    return `opened on ${dateOf(lot.openedOn ?? lot.boughtOn)}, keeps ${times?.openedDays ?? '?'} days in the refrigerator once opened (${source}): gone on ${gone}`;
  if (lot.state === 'frozen') {
    if (lot.unfit) return `${lot.unfit} (${source})`;
    return `frozen on ${dateOf(lot.frozenOn ?? lot.boughtOn)}, keeps ${times?.freezerDays ?? '?'} days in the freezer from purchase (${source}): gone on ${gone}`;
  }
  const where = times ? placeWords(times.place) : '';
  return `${lot.origin} on ${dateOf(lot.boughtOn)}, keeps ${times?.days ?? '?'} days ${where} (${source}): gone on ${gone}`;
}

/** Takes up to `grams` from a lot; a sealed package of a food that opens is opened whole, and
 *  its remainder becomes an opened lot. Returns the grams taken and any new lot. */
function takeFrom(
  lot: Lot,
  grams: number,
  day: number,
  times: KeepingTimes | undefined,
  ctx: Context,
): { taken: number; opened?: Lot } {
  const taken = Math.min(lot.grams, grams);
  if (taken <= NOTHING) return { taken: 0 };
  const opens = lot.state === 'sealed' && times?.openedDays != null;
  if (!opens) {
    lot.grams -= taken;
    return { taken };
  }
  const pack = lot.packageGrams ?? lot.grams;
  // Packages are opened one by one: the ones used up whole, and the last one's remainder.
  const before = lot.grams;
  const after = before - taken;
  const sealedAfter = Math.floor(after / pack + 1e-9) * pack;
  const remainder = after - sealedAfter;
  const openedPackages = Math.max(1, Math.round((before - sealedAfter) / pack));
  ctx.packagesOpened += openedPackages;
  lot.grams = sealedAfter;
  if (remainder <= NOTHING) return { taken };
  return {
    taken,
    opened: {
      food: lot.food,
      grams: remainder,
      state: 'opened',
      boughtOn: lot.boughtOn,
      openedOn: day,
      goneOn: Math.min(lot.goneOn, day + (times?.openedDays ?? Infinity)),
      origin: lot.origin,
    },
  };
}

export class Kitchen {
  lots: Lot[] = [];
  /** Grams of each food that came home (bought or at home at the start). */
  arrived = new Map<string, number>();

  constructor(private readonly ctx: Context) {}

  timesOf(food: string): KeepingTimes | undefined {
    const times = this.ctx.times.foods.get(food);
    if (!times) this.ctx.unmapped.add(food);
    return times;
  }

  /** A purchase: `grams` of a food coming home on a day. */
  buy(food: string, grams: number, day: number, packageGrams: number | undefined, origin: string) {
    if (grams <= NOTHING) return;
    const times = this.timesOf(food);
    this.arrived.set(food, (this.arrived.get(food) ?? 0) + grams);
    this.lots.push({
      food,
      grams,
      state: 'sealed',
      boughtOn: day,
      goneOn: times ? day + times.days : Infinity,
      ...(packageGrams ? { packageGrams } : {}),
      origin,
    });
  }

  /** The pantry at the start. */
  stock(lot: PantryLot) {
    if (lot.grams <= NOTHING) return;
    const times = this.timesOf(lot.food);
    this.arrived.set(lot.food, (this.arrived.get(lot.food) ?? 0) + lot.grams);
    const boughtOn = dayOf(lot.boughtOn);
    const given = lot.goneOn === undefined ? undefined : dayOf(lot.goneOn);
    if (lot.frozen) {
      this.lots.push({
        food: lot.food,
        grams: lot.grams,
        state: 'frozen',
        boughtOn,
        frozenOn: boughtOn,
        goneOn: given ?? (times ? boughtOn + (times.freezerDays ?? 0) : Infinity),
        ...unfitToFreeze(times),
        origin: 'at home',
      });
      return;
    }
    const opened = Boolean(lot.opened) && times?.openedDays != null;
    const keeps = times
      ? Math.min(times.days, opened ? (times.openedDays ?? Infinity) : Infinity)
      : Infinity;
    this.lots.push({
      food: lot.food,
      grams: lot.grams,
      state: opened ? 'opened' : 'sealed',
      boughtOn,
      ...(opened ? { openedOn: boughtOn } : {}),
      goneOn: given ?? boughtOn + keeps,
      origin: 'at home',
    });
  }

  /**
   * Freezes `portions` (grams for a meal id, or for nobody) of a food on a day, cut from the lots
   * bought that day first, then the newest other good lots. Returns the portions actually cut.
   */
  freeze(
    food: string,
    portions: readonly { meal?: string; day?: number; grams: number }[],
    day: number,
  ): number {
    const times = this.timesOf(food);
    const sources = this.lots
      .filter((l) => l.food === food && l.state !== 'frozen' && goodOn(l, day) && l.grams > NOTHING)
      .sort((a, b) => b.boughtOn - a.boughtOn || b.goneOn - a.goneOn);
    let cut = 0;
    for (const portion of portions) {
      let need = portion.grams;
      let got = 0;
      let boughtOn = day;
      for (const lot of sources) {
        if (need <= NOTHING) break;
        if (lot.grams <= NOTHING) continue;
        const { taken, opened } = takeFrom(lot, need, day, times, this.ctx);
        if (opened) this.lots.push(opened);
        need -= taken;
        got += taken;
        boughtOn = Math.min(boughtOn, lot.boughtOn);
      }
      if (got <= NOTHING) continue;
      if (portion.meal) cut += 1;
      this.lots.push({
        food,
        grams: got,
        state: 'frozen',
        boughtOn,
        frozenOn: day,
        goneOn: times ? boughtOn + (times.freezerDays ?? 0) : Infinity,
        ...(portion.meal ? { forMeal: portion.meal, forDay: portion.day ?? day } : {}),
        ...unfitToFreeze(times),
        origin: 'frozen',
      });
    }
    return cut;
  }

  /** One use of a meal: takes from the lots in the header's order; reports what it cannot. */
  use(use: Use) {
    const times = this.timesOf(use.food);
    const mealId = use.meal.id;
    let need = use.grams;
    const mine = (l: Lot) => l.food === use.food && l.grams > NOTHING;
    const take = (lots: readonly Lot[]) => {
      for (const lot of lots) {
        if (need <= NOTHING) return;
        const { taken, opened } = takeFrom(lot, need, use.day, times, this.ctx);
        if (opened) this.lots.push(opened);
        need -= taken;
      }
    };
    // (1) Portions frozen for this meal.
    take(
      this.lots.filter(
        (l) => mine(l) && l.state === 'frozen' && l.forMeal === mealId && goodOn(l, use.day),
      ),
    );
    const thawed = use.grams - need;
    // (2) Opened packages still good, the earliest opened first.
    take(
      this.lots
        .filter((l) => mine(l) && l.state === 'opened' && goodOn(l, use.day))
        .sort((a, b) => (a.openedOn ?? 0) - (b.openedOn ?? 0) || a.goneOn - b.goneOn),
    );
    // (3) Sealed lots still good, the oldest first.
    take(
      this.lots
        .filter((l) => mine(l) && l.state === 'sealed' && goodOn(l, use.day))
        .sort((a, b) => a.boughtOn - b.boughtOn || a.goneOn - b.goneOn),
    );
    // (4) Frozen portions for nobody, when the meal's card says to thaw the food.
    const free = (l: Lot) => mine(l) && l.state === 'frozen' && !keptForOther(l, mealId, use.day);
    if (use.thaws.has(use.food))
      take(
        this.lots
          .filter((l) => free(l) && goodOn(l, use.day))
          .sort((a, b) => (a.frozenOn ?? 0) - (b.frozenOn ?? 0)),
      );
    this.lots = this.lots.filter((l) => l.grams > NOTHING);
    if (need < ROUNDING) return;
    this.explainShort(use, need, thawed, times);
  }

  /** Why `missing` grams of a use could not be served (`thawed`: grams its own frozen portions
   *  gave). */
  private explainShort(use: Use, missing: number, thawed: number, times: KeepingTimes | undefined) {
    let need = missing;
    const report = (kind: ViolationKind, grams: number, message: string) =>
      this.ctx.violations.push({
        week: use.week,
        date: dateOf(use.day),
        meal: use.meal.id,
        food: use.food,
        kind,
        grams: Math.round(grams * 10) / 10,
        message,
      });
    const covered = use.thaws.has(use.food);
    // Lots gone off (or frozen portions that can never thaw), the oldest first: each gram is
    // charged once, to the earliest meal that would have used it.
    const gone = this.lots
      .filter(
        (l) =>
          l.food === use.food &&
          l.grams > NOTHING &&
          !goodOn(l, use.day) &&
          !keptForOther(l, use.meal.id, use.day),
      )
      .sort((a, b) => a.boughtOn - b.boughtOn || a.goneOn - b.goneOn);
    for (const lot of gone) {
      if (need < ROUNDING) break;
      const grams = Math.min(lot.grams, need);
      lot.grams -= grams;
      need -= grams;
      const kind: ViolationKind =
        lot.state === 'opened' ? 'opened' : lot.state === 'frozen' ? 'frozen' : 'expired';
      let cover = '';
      if (kind === 'expired' && !covered) cover = '; no freeze instruction covers this meal';
      else if (kind === 'expired' && thawed > NOTHING)
        cover = `; the portion frozen for this meal held only ${fmt(thawed)}`;
      else if (kind === 'expired')
        cover = '; the card says to thaw it, but the list froze no portion for this meal';
      const what = kind === 'opened' ? `${fmt(grams)} from an opened package` : fmt(grams);
      report(kind, grams, `${what} past its time: ${lotWhy(lot, times)}${cover}`);
    }
    this.lots = this.lots.filter((l) => l.grams > NOTHING);
    if (need < ROUNDING) return;
    // Portions in the freezer the meal's card does not thaw.
    if (!covered) {
      const frozen = this.lots
        .filter(
          (l) =>
            l.food === use.food &&
            l.state === 'frozen' &&
            !keptForOther(l, use.meal.id, use.day) &&
            goodOn(l, use.day),
        )
        .reduce((s, l) => s + l.grams, 0);
      if (frozen >= ROUNDING) {
        const grams = Math.min(frozen, need);
        need -= grams;
        report(
          'frozen',
          grams,
          `${fmt(grams)} are in the freezer, but the meal's card does not say to thaw them the evening before`,
        );
      }
    }
    if (need < ROUNDING) return;
    const held = this.lots.filter((l) => l.food === use.food);
    const arrived = this.arrived.get(use.food) ?? 0;
    const kept = held.map(
      (l) => `${fmt(l.grams)} ${l.state}${l.forMeal ? ` for ${l.forMeal}` : ''}`,
    );
    const why =
      arrived <= NOTHING
        ? 'not bought, and nothing of it at home'
        : `the ${fmt(arrived)} bought or at home are used up by the meals before` +
          (kept.length > 0 ? ` or kept for other meals (${kept.join(', ')})` : '');
    report('short', need, `${fmt(need)} short of ${fmt(use.grams)}: ${why}`);
  }
}
