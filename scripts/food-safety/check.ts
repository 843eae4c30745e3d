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
import { readFoodKeeper } from './foodkeeper.ts';
import { Kitchen, dayOf, plural, type Context } from './kitchen.ts';
import {
  checkLeftovers,
  datedMeals,
  runDays,
  scheduleList,
  scheduleMeals,
  type Replay,
} from './replay.ts';
import type { CheckOptions, FoodLike, RecipeLike, SafetyReport, StoredWeek } from './types.ts';

export { parseCsv, readFoodKeeper } from './foodkeeper.ts';
export type { FoodKeeperTimes, KeepingTimes, LeftoverTimes } from './foodkeeper.ts';
export type {
  CheckOptions,
  FoodLike,
  PantryLot,
  RecipeLike,
  SafetyReport,
  StoredWeek,
  Violation,
  ViolationKind,
} from './types.ts';

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
  const replay: Replay = {
    ctx,
    kitchen,
    times,
    recipes,
    days: new Map(),
    cooked: new Set(),
    leftovers: [],
    mealsChecked: 0,
    mealsWithPerishable: 0,
    portionsFrozen: 0,
  };

  for (const { plan, list } of weeks) {
    const shoppingDay = dayOf(plan.kitchen?.shoppingDay ?? plan.weekStart);
    const atHome = new Set<string>(plan.personal?.athome ?? []);
    for (const item of list) if (item.atHome) atHome.add(item.id);
    const meals = datedMeals(plan);
    scheduleList(replay, list, shoppingDay, new Map(meals.map((m) => [m.meal.id, m])));
    scheduleMeals(replay, plan, meals, atHome);
  }
  runDays(replay);
  checkLeftovers(replay, foods);

  const violations = ctx.violations.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.meal.localeCompare(b.meal) || a.food.localeCompare(b.food),
  );
  return {
    weeks: weeks.length,
    mealsChecked: replay.mealsChecked,
    mealsWithPerishable: replay.mealsWithPerishable,
    portionsFrozen: replay.portionsFrozen,
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
