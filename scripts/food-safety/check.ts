/**
 * A food-safety check of stored weeks, written apart from the planner: it replays a person's
 * kitchen day by day with its own reading of USDA FSIS FoodKeeper's storage times and reports
 * every meal that, done as the week and its shopping list say, would use food that is no longer
 * good, or food that is not there. It imports nothing of the planner's kitchen
 * (planner/kitchen.ts), nor the catalogue's storage tables (catalogue/storage.ts,
 * storage.generated.ts, shelfLife.ts) nor the pantry's ledger (pantry/stock.ts): the times are
 * read here from data/foodkeeper/foodkeeper-products.csv (its text is passed in) through the
 * hand-written mapping of catalogue/storage-map.ts, whose estimates for what FoodKeeper lacks
 * are taken as given. Portion arithmetic (a household's scale per meal type) is the planner's
 * own (planner/household-present.ts storedMembers, planner/household.ts scalesOf).
 *
 * Reading of FoodKeeper (the CSV's windows, in days):
 * - A food keeps, where the mapping keeps it (refrigerator, cupboard or counter, freezer), the END
 *   of the window the mapping names (`<window>_max_days`; the other end when only one is given),
 *   counted from the day it is bought: a food that keeps N days from day b is good on days
 *   b..b+N-1 and gone on day b+N. An estimate of the mapping counts its end too.
 * - Frozen on the shopping day, a food keeps the end of the freezer window the mapping names,
 *   counted from its purchase; no freezer window means FoodKeeper does not freeze it.
 * - An opened package of a food whose mapping names an after-opening window (cans, jars,
 *   cartons, deli packs, bacon) keeps that window's end from the day it is opened, and never
 *   longer than the package would have kept unopened. Other foods keep their time whatever is
 *   taken from them (a tray of chicken, a loaf of bread).
 * - Thawed in the refrigerator, a food keeps the thawed figure of the mapping, or, where the
 *   mapping gives none, the rule of its header (thawed food is handled like fresh): a food kept
 *   in the refrigerator its own time there as read above (an estimate included: milk), another
 *   the product's refrigerator time from purchase (`refrigerate_dop`, else the plain
 *   `refrigerate` window), else, for a cupboard food, its time in the cupboard. A frozen
 *   portion is moved to the refrigerator the evening before the day it is used and thaws
 *   overnight: it must still be good in the freezer that evening and keep at least one day
 *   after thawing.
 * - A cooked dish kept as leftovers keeps FoodKeeper's leftovers times: product 173 (with meat,
 *   fish, poultry or egg: a dish with a food whose flesh flag is set or whose group is egg) or
 *   174 (without), the plain `refrigerate` window in the refrigerator, the plain `freeze` window
 *   in the freezer, from the day it was cooked.
 * - A food the mapping does not know (a test catalogue's) keeps for ever; the report lists it.
 *
 * The kitchen, day by day (dates are the weeks' own):
 * - Purchases: on a week's shopping day (`weeklyPlan.kitchen.shoppingDay`, else its first day)
 *   every list item that is not `atHome` and has `packageGrams` comes home as `packagesToBuy`
 *   packages less its top-ups; each top-up's packages come home on its day. The pantry at the
 *   first week's start, when given, is at home from the start with its own dates.
 * - Staples at home (a list item `atHome`, or `weeklyPlan.personal.athome`) are always there and
 *   have no time.
 * - Freezing, right after the shopping on the shopping day: for each list item's `freeze`, a
 *   portion for every meal it lists whose card (`meal.kitchen.thaw`) lists the food, of the
 *   card's grams, as far as the list's grams go; what the list freezes beyond those portions is
 *   frozen for nobody. Portions are cut from the lots bought that day first, then from the
 *   newest other good lots (cutting from a package that opens opens it).
 * - Uses: a meal uses its recipe's grams (catalogue RECIPES, or those passed in) times the week's
 *   scale (`weeklyPlan.portions`, 1 when absent; for a household, the sum of the portions of the
 *   members who eat that meal type) on its day, or, for a bulk-prep meal eaten from a dish cooked
 *   earlier (`meal.kitchen.leftover`), on the day the dish was cooked, as part of the batch of the
 *   meal that cooks it that day (whose card says what to thaw for the whole batch). Its sides (`meal.sides`,
 *   recipes of the catalogue's sides, at the same scale: fruit, a glass of milk, a side salad)
 *   are served on the day the meal is eaten, a leftover's too. A recipe or side the recipes
 *   passed in do not hold is reported, never skipped silently. The uses of a day go in
 *   meal order (breakfast, lunch, dinner, snack), then by the day the meal is eaten.
 * - Which lot a use takes, as a careful person takes it: (1) the portions frozen for that very
 *   meal (a leftover's dish: for the meal that cooks the batch), thawed the evening before the day
 *   it is used; (2) opened packages still good, the earliest opened first; (3) sealed lots still good where they are kept (the freezer for food
 *   bought frozen), the oldest purchase first, then the one going off first; (4) a frozen
 *   portion frozen for no meal (or for a meal already eaten, or carried from an earlier week),
 *   the oldest first, only when the meal's card says to thaw that food. A sealed package of a
 *   food that opens is opened whole: its remainder becomes an opened package. A frozen portion
 *   frozen for another meal is never taken. Nothing is bought or opened that the list does not
 *   buy: a use that cannot be served this way is a violation.
 * - Why it is short, in this order: lots of the food that have gone off (past their time where
 *   they are kept, an opened package past its after-opening time, a frozen portion past its
 *   freezer time, or frozen though FoodKeeper neither freezes it nor gives a time after
 *   thawing), each gram charged to one meal, the earliest; then portions in the freezer the
 *   meal's card does not say to thaw; then grams no lot holds (not bought, or used up by the
 *   meals before). Less than one gram is rounding (the list and the cards give whole grams).
 * - Leftovers: a meal eaten from a dish kept in the refrigerator must be eaten before the dish's
 *   cooking day plus the leftovers' refrigerator time; one kept in the freezer must still be good
 *   there the evening before; and some meal of the weeks must cook that dish on that day.
 *
 * What is left at the end of a week (sealed packages, opened remainders, frozen portions) stays
 * in the kitchen with its own dates for the weeks after it.
 */
import { foodsByKey } from '../../supabase/functions/_shared/catalogue/foods.ts';
import { RECIPES } from '../../supabase/functions/_shared/catalogue/recipes/index.ts';
import { STORAGE_MAP } from '../../supabase/functions/_shared/catalogue/storage-map.ts';
import type {
  Figure,
  FoodKeeperWindow,
  StorageSpec,
} from '../../supabase/functions/_shared/catalogue/storage-map.ts';
import { MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { storedMembers } from '../../supabase/functions/_shared/planner/household-present.ts';
import { scalesOf } from '../../supabase/functions/_shared/planner/household.ts';
import type {
  Meal,
  ShoppingItem,
  WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/responses.ts';

// ---------------------------------------------------------------------------------------------
// Inputs and the report

/** One stored week of the person: the week and its shopping list. */
export interface StoredWeek {
  plan: WeeklyPlan;
  list: readonly ShoppingItem[];
}

/** Food at home when the first week starts. */
export interface PantryLot {
  food: string;
  grams: number;
  boughtOn: string;
  /** The first day it is no longer good; absent: from boughtOn by the food's own time. */
  goneOn?: string;
  /** What is left of an opened package (absent goneOn: counted as opened on boughtOn). */
  opened?: boolean;
  /** A portion in the freezer (absent goneOn: frozen on boughtOn). */
  frozen?: boolean;
}

/** What the check needs of a recipe: its ingredients' grams for one standard serving. */
export interface RecipeLike {
  id: string;
  ingredients: readonly { food: string; grams: number }[];
}

/** What the check needs of a food: whether a dish with it is one 'with meat, fish, poultry, or
 *  egg' for FoodKeeper's leftovers. */
export interface FoodLike {
  flesh: boolean;
  group: string;
}

export interface CheckOptions {
  /** The text of data/foodkeeper/foodkeeper-products.csv. */
  foodkeeperCsv: string;
  /** The pantry at the first week's start. */
  pantry?: readonly PantryLot[];
  /** The recipes the weeks' meals and their sides name (default: the catalogue's RECIPES, which
   *  hold no sides: pass the planner catalogue's recipes for weeks with sides). */
  recipes?: Iterable<RecipeLike>;
  /** The foods, for leftovers (default: the catalogue's foods). */
  foods?: ReadonlyMap<string, FoodLike>;
  /** The mapping of foods to FoodKeeper (default: catalogue/storage-map.ts STORAGE_MAP). */
  storageMap?: Readonly<Record<string, StorageSpec>>;
}

export type ViolationKind =
  /** Kept past its time where it is kept, with no freeze instruction covering the meal. */
  | 'expired'
  /** An opened package used past its after-opening time. */
  | 'opened'
  /** A frozen portion that cannot serve the meal: past its freezer time, a food FoodKeeper does
   *  not freeze or gives no time after thawing, or a portion the meal's card does not thaw. */
  | 'frozen'
  /** A leftover eaten past its time, or from a dish no meal cooks that day. */
  | 'leftover'
  /** Grams no lot holds. */
  | 'short'
  /** A meal whose recipe is unknown: its ingredients cannot be checked. */
  | 'recipe';

export interface Violation {
  /** The week's first day. */
  week: string;
  /** The day the problem happens (a leftover's ingredients: the day its dish was cooked). */
  date: string;
  meal: string;
  /** The food (catalogue key); '' for a leftover or an unknown recipe. */
  food: string;
  kind: ViolationKind;
  /** Grams concerned, when grams are. */
  grams?: number;
  /** What is wrong, for a person. */
  message: string;
}

export interface SafetyReport {
  weeks: number;
  mealsChecked: number;
  /** Meals using a perishable: a food that keeps less than 7 days where it is kept, unopened. */
  mealsWithPerishable: number;
  /** Portions frozen on shopping days for a meal (one per meal and food). */
  portionsFrozen: number;
  /** Packages opened of foods that keep less once opened. */
  packagesOpened: number;
  /** Foods used that the mapping does not know: they were taken to keep for ever. */
  unmapped: string[];
  violations: Violation[];
}

// ---------------------------------------------------------------------------------------------
// FoodKeeper, read here

/** One food's times, in days, as read here. */
export interface KeepingTimes {
  food: string;
  /** The FoodKeeper product (null: FoodKeeper lacks the food). */
  product: number | null;
  /** FoodKeeper's name for the product, for messages. */
  productName: string;
  place: 'refrigerator' | 'pantry' | 'freezer';
  /** Unopened, where it is kept, from purchase. */
  days: number;
  /** In the freezer from purchase when frozen; null: not frozen. */
  freezerDays: number | null;
  /** In the refrigerator once opened; null: opening changes nothing. */
  openedDays: number | null;
  /** In the refrigerator after thawing there; null: not to be thawed there. */
  thawedDays: number | null;
}

export interface LeftoverTimes {
  refrigerator: number;
  freezer: number;
}

export interface FoodKeeperTimes {
  foods: Map<string, KeepingTimes>;
  /** 173: with meat, fish, poultry or egg; 174: without. */
  leftovers: { withFlesh: LeftoverTimes; without: LeftoverTimes };
}

/** The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, commas and newlines inside
 *  quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

type Row = Readonly<Record<string, string>>;

function rowsById(csv: string): Map<number, Row> {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw new Error('FoodKeeper CSV: no header');
  const byId = new Map<number, Row>();
  for (const cells of rows) {
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = cells[i] ?? '';
    });
    byId.set(Number(row.id), row);
  }
  return byId;
}

/** The end of a window of a product's row, in days; null when the row gives no number. */
function windowEnd(row: Row | undefined, window: FoodKeeperWindow): number | null {
  if (!row) return null;
  const max = row[`${window}_max_days`] ?? '';
  const min = row[`${window}_min_days`] ?? '';
  const text = max !== '' ? max : min;
  if (text === '') return null;
  const days = Number(text);
  return Number.isFinite(days) ? days : null;
}

function figureEnd(row: Row | undefined, figure: Figure): number | null {
  return typeof figure === 'string' ? windowEnd(row, figure) : figure.estimate[1];
}

function productName(row: Row | undefined, id: number | null): string {
  if (!row || id === null) return 'no FoodKeeper product';
  const subtitle = row.subtitle ? ` (${row.subtitle})` : '';
  return `FoodKeeper ${id} ${row.name ?? ''}${subtitle}`;
}

/** Every mapped food's times and the leftovers' times, read from the CSV's text. */
export function readFoodKeeper(
  csv: string,
  storageMap: Readonly<Record<string, StorageSpec>> = STORAGE_MAP,
): FoodKeeperTimes {
  const rows = rowsById(csv);
  const foods = new Map<string, KeepingTimes>();
  for (const [food, spec] of Object.entries(storageMap)) {
    const row = spec.id === null ? undefined : rows.get(spec.id);
    if (spec.id !== null && !row) throw new Error(`${food}: FoodKeeper has no product ${spec.id}`);
    const days = figureEnd(row, spec.days);
    if (days === null) throw new Error(`${food}: no number for its days (${String(spec.days)})`);
    const freezerDays = spec.freezer === null ? null : windowEnd(row, spec.freezer);
    const openedDays = spec.opened === null ? null : windowEnd(row, spec.opened);
    let thawedDays: number | null;
    if (spec.thawed !== undefined)
      thawedDays = spec.thawed === null ? null : figureEnd(row, spec.thawed);
    else if (freezerDays === null) thawedDays = null;
    else if (spec.place === 'refrigerator') thawedDays = days;
    else
      thawedDays =
        windowEnd(row, 'refrigerate_dop') ??
        windowEnd(row, 'refrigerate') ??
        (spec.place === 'pantry' ? days : null);
    foods.set(food, {
      food,
      product: spec.id,
      productName: productName(row, spec.id),
      place: spec.place,
      days,
      freezerDays,
      openedDays: spec.place === 'freezer' ? null : openedDays,
      thawedDays,
    });
  }
  const leftover = (id: number): LeftoverTimes => {
    const row = rows.get(id);
    const refrigerator = windowEnd(row, 'refrigerate');
    const freezer = windowEnd(row, 'freeze');
    if (refrigerator === null || freezer === null)
      throw new Error(`FoodKeeper ${id}: no leftovers times`);
    return { refrigerator, freezer };
  };
  return { foods, leftovers: { withFlesh: leftover(173), without: leftover(174) } };
}

// ---------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;

function dayOf(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a date: ${date}`);
  return Math.round(ms / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The kitchen

/** A use short by less than this is rounding: the list and the cards give whole grams. */
const ROUNDING = 1;
/** Less than this is nothing. */
const NOTHING = 1e-6;
/** A perishable keeps less than this many days where it is kept, unopened. */
const PERISHABLE_DAYS = 7;

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

interface Use {
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

interface Context {
  times: FoodKeeperTimes;
  violations: Violation[];
  unmapped: Set<string>;
  packagesOpened: number;
}

const fmt = (grams: number) => `${Math.round(grams)} g`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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

class Kitchen {
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

// ---------------------------------------------------------------------------------------------
// The weeks

/** The sides a meal comes with (`meal.sides`, each a recipe id of the catalogue's sides); read
 *  loosely, as weeks stored before sides have none. */
function sidesOf(meal: Meal): readonly { id: string }[] {
  const sides = (meal as { sides?: readonly { id: string }[] }).sides;
  return Array.isArray(sides) ? sides : [];
}

function scaleOf(plan: WeeklyPlan, type: MealType): number {
  const members = storedMembers(plan.household);
  if (members) return scalesOf(members)[type];
  return plan.portions ?? 1;
}

function hasFleshOrEgg(recipe: RecipeLike, foods: ReadonlyMap<string, FoodLike>): boolean {
  return recipe.ingredients.some((ing) => {
    const food = foods.get(ing.food);
    return food ? food.flesh || food.group === 'egg' : false;
  });
}

/**
 * Replays the weeks (in date order) in one kitchen and reports every violation of FoodKeeper's
 * times, with the counts of what was checked.
 */
export function checkFoodSafety(weeks: readonly StoredWeek[], options: CheckOptions): SafetyReport {
  const times = readFoodKeeper(options.foodkeeperCsv, options.storageMap ?? STORAGE_MAP);
  const recipes = new Map<string, RecipeLike>();
  for (const r of options.recipes ?? RECIPES) recipes.set(r.id, r);
  const foods: ReadonlyMap<string, FoodLike> = options.foods ?? foodsByKey;
  const ctx: Context = { times, violations: [], unmapped: new Set(), packagesOpened: 0 };
  const kitchen = new Kitchen(ctx);
  for (const lot of options.pantry ?? []) kitchen.stock(lot);

  let mealsChecked = 0;
  let mealsWithPerishable = 0;
  let portionsFrozen = 0;

  /** Every day's events, by day: purchases, freezes and uses. */
  interface DayEvents {
    buys: (() => void)[];
    freezes: (() => void)[];
    uses: Use[];
  }
  const days = new Map<number, DayEvents>();
  const eventsOn = (day: number): DayEvents => {
    let slot = days.get(day);
    if (!slot) {
      slot = { buys: [], freezes: [], uses: [] };
      days.set(day, slot);
    }
    return slot;
  };
  // Dishes cooked: recipe and meal type by day, for the leftovers' check.
  const cooked = new Set<string>();
  const leftovers: {
    week: string;
    meal: Meal;
    day: number;
    cookedOn: number;
    recipe?: RecipeLike;
  }[] = [];

  for (const { plan, list } of weeks) {
    const week = plan.weekStart;
    const shoppingDay = dayOf(plan.kitchen?.shoppingDay ?? plan.weekStart);
    const atHome = new Set<string>(plan.personal?.athome ?? []);
    for (const item of list) if (item.atHome) atHome.add(item.id);
    const meals = plan.days.flatMap((d) =>
      d.meals.map((meal) => {
        const day = dayOf(d.date);
        const cookedOn = meal.kitchen?.leftover?.cookedOn;
        return { meal, day, cookDay: cookedOn ? dayOf(cookedOn) : day };
      }),
    );
    const byId = new Map(meals.map((m) => [m.meal.id, m]));
    // The meal that cooks a dish on a day (a bulk-prep batch): its card says what to thaw for the
    // whole batch, and the list freezes those portions for it.
    const cookerOf = (type: string, recipeId: string, day: number) =>
      meals.find(
        (m) =>
          !m.meal.kitchen?.leftover &&
          m.meal.type === type &&
          m.meal.recipeId === recipeId &&
          m.day === day,
      )?.meal;

    for (const item of list) {
      if (item.atHome || !item.packageGrams) continue;
      const grams = item.packageGrams;
      const topUps = item.topUps ?? [];
      const later = topUps.reduce((s, t) => s + t.packages, 0);
      const first = (item.packagesToBuy ?? 0) - later;
      eventsOn(shoppingDay).buys.push(() =>
        kitchen.buy(item.id, first * grams, shoppingDay, grams, 'bought'),
      );
      for (const t of topUps) {
        const on = dayOf(t.on);
        eventsOn(on).buys.push(() =>
          kitchen.buy(item.id, t.packages * grams, on, grams, 'topped up'),
        );
      }
      const freeze = item.freeze;
      if (freeze) {
        let left = freeze.grams;
        const portions: { meal?: string; day?: number; grams: number }[] = [];
        for (const id of freeze.meals) {
          const planned = byId.get(id);
          const thaw = planned?.meal.kitchen?.thaw?.find((t) => t.food === item.id);
          if (!planned || !thaw || left <= NOTHING) continue;
          const grams = Math.min(thaw.grams, left);
          portions.push({ meal: id, day: planned.cookDay, grams });
          left -= grams;
        }
        if (left > NOTHING) portions.push({ grams: left });
        eventsOn(shoppingDay).freezes.push(() => {
          portionsFrozen += kitchen.freeze(item.id, portions, shoppingDay);
        });
      }
    }

    for (const { meal, day, cookDay } of meals) {
      mealsChecked += 1;
      const recipe = recipes.get(meal.recipeId);
      const leftover = meal.kitchen?.leftover;
      if (!leftover) cooked.add(`${meal.type}:${meal.recipeId}:${day}`);
      else leftovers.push({ week, meal, day, cookedOn: cookDay, ...(recipe ? { recipe } : {}) });
      const unknown = (what: string) =>
        ctx.violations.push({
          week,
          date: dateOf(day),
          meal: meal.id,
          food: '',
          kind: 'recipe',
          message: `${what} is unknown: its ingredients cannot be checked`,
        });
      if (!recipe) {
        unknown(`recipe ${meal.recipeId}`);
        continue;
      }
      // The dish is cooked on its cooking day; its sides (fruit, a glass of milk, a side salad)
      // are served with the meal on the day it is eaten.
      // A leftover's dish is the cooking meal's batch: what it takes from the freezer is what
      // that meal's card says to thaw.
      const cook = leftover ? (cookerOf(meal.type, meal.recipeId, cookDay) ?? meal) : meal;
      const thawsOf = (m: Meal) => new Set((m.kitchen?.thaw ?? []).map((t) => t.food));
      const plate: { ingredients: RecipeLike['ingredients']; day: number; by: Meal }[] = [
        { ingredients: recipe.ingredients, day: cookDay, by: cook },
      ];
      for (const side of sidesOf(meal)) {
        const known = recipes.get(side.id);
        if (known) plate.push({ ingredients: known.ingredients, day, by: meal });
        else unknown(`side ${side.id}`);
      }
      const scale = scaleOf(plan, meal.type);
      let perishable = false;
      for (const part of plate)
        for (const ing of part.ingredients) {
          const grams = ing.grams * scale;
          if (grams <= NOTHING || atHome.has(ing.food)) continue;
          const t = times.foods.get(ing.food);
          if (t && t.place !== 'freezer' && t.days < PERISHABLE_DAYS) perishable = true;
          eventsOn(part.day).uses.push({
            week,
            meal: part.by,
            mealDay: day,
            day: part.day,
            order: MEAL_TYPES.indexOf(meal.type),
            food: ing.food,
            grams,
            thaws: thawsOf(part.by),
          });
        }
      if (perishable) mealsWithPerishable += 1;
    }
  }

  for (const day of [...days.keys()].sort((a, b) => a - b)) {
    const events = days.get(day) as DayEvents;
    for (const buy of events.buys) buy();
    for (const freeze of events.freezes) freeze();
    events.uses.sort((a, b) => a.order - b.order || a.mealDay - b.mealDay);
    for (const use of events.uses) kitchen.use(use);
  }

  for (const { week, meal, day, cookedOn, recipe } of leftovers) {
    const kept = meal.kitchen?.leftover?.kept ?? 'refrigerator';
    const kind =
      recipe && hasFleshOrEgg(recipe, foods) ? times.leftovers.withFlesh : times.leftovers.without;
    const what =
      recipe && hasFleshOrEgg(recipe, foods)
        ? 'with meat, fish, poultry or egg (FoodKeeper 173)'
        : 'without meat, fish, poultry or egg (FoodKeeper 174)';
    const report = (message: string) =>
      ctx.violations.push({
        week,
        date: dateOf(day),
        meal: meal.id,
        food: '',
        kind: 'leftover',
        message,
      });
    if (cookedOn > day) {
      report(`eaten on ${dateOf(day)} from a dish cooked later, on ${dateOf(cookedOn)}`);
      continue;
    }
    if (!cooked.has(`${meal.type}:${meal.recipeId}:${cookedOn}`))
      report(
        `no meal cooks ${meal.recipeId} as ${meal.type.toLowerCase()} on ${dateOf(cookedOn)}, the day its leftovers were cooked`,
      );
    if (kept === 'refrigerator' && day >= cookedOn + kind.refrigerator)
      report(
        `leftover kept ${plural(day - cookedOn, 'day')} in the refrigerator (cooked on ${dateOf(cookedOn)}); a dish ${what} keeps ${kind.refrigerator} days there`,
      );
    if (kept === 'freezer' && day - 1 >= cookedOn + kind.freezer)
      report(
        `leftover kept ${plural(day - 1 - cookedOn, 'day')} in the freezer (cooked on ${dateOf(cookedOn)}); a dish ${what} keeps ${kind.freezer} days there`,
      );
  }

  const violations = ctx.violations.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.meal.localeCompare(b.meal) || a.food.localeCompare(b.food),
  );
  return {
    weeks: weeks.length,
    mealsChecked,
    mealsWithPerishable,
    portionsFrozen,
    packagesOpened: ctx.packagesOpened,
    unmapped: [...ctx.unmapped].sort(),
    violations,
  };
}

/** The report in lines: the counts, then the first `limit` violations, one a line. */
export function formatSafetyReport(report: SafetyReport, limit = 20): string {
  const lines = [
    `Food safety: ${plural(report.weeks, 'week')}, ${plural(report.mealsChecked, 'meal')} checked ` +
      `(${report.mealsWithPerishable} with a perishable), ${plural(report.portionsFrozen, 'portion')} frozen, ` +
      `${plural(report.packagesOpened, 'package')} opened: ${plural(report.violations.length, 'violation')}.`,
  ];
  if (report.unmapped.length > 0)
    lines.push(`Foods without storage times (taken to keep): ${report.unmapped.join(', ')}.`);
  for (const v of report.violations.slice(0, limit))
    lines.push(`week ${v.week}  ${v.date}  ${v.meal}  ${v.food || '-'}  ${v.kind}: ${v.message}`);
  const more = report.violations.length - limit;
  if (more > 0) lines.push(`... and ${more} more.`);
  return lines.join('\n');
}
