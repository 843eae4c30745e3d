/**
 * The pantry as the Pantry screen shows it: one line per food with its amount, since when it is
 * at home, until when it keeps and where that shelf life comes from; the foods the add form
 * offers; what went off in the last week.
 */
import { shelfLifeOf } from '../catalogue/shelfLife.ts';
import { STAPLE_GROUPS, stapleGroupOf } from '../catalogue/staples.ts';
import { gramsLabel, SECTION_OF_UNKNOWN } from './units.ts';
import type { PlannerCatalogue } from '../planner/types.ts';
import { shortDateLabel } from '../rules/labels.ts';
import { addDays, weekdayOf } from '../rules/week.ts';
import type { PantryFood, PantryItem, PantryResponse } from '../schemas/pantry.ts';
import type { PantryState } from './stock.ts';

/** A shelf life longer than this reads 'Keeps for months' rather than a date. */
const DATED_DAYS = 60;

/** The foods the pantry can hold (every food with a package in the catalogue), by name. */
function pantryFoods(catalogue: PlannerCatalogue): PantryFood[] {
  const foods: PantryFood[] = [];
  for (const food of catalogue.foods.values()) {
    const price = catalogue.prices.get(food.key);
    if (!price) continue;
    foods.push({
      key: food.key,
      name: food.name,
      section: food.section,
      packageLabel: price.packageLabel,
      packageGrams: price.packageGrams,
    });
  }
  return foods.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every staple of the catalogue for the staples question, by group then name. */
function staplesOf(catalogue: PlannerCatalogue, athome: ReadonlySet<string>) {
  const staples: PantryResponse['staples'] = [];
  for (const food of catalogue.foods.values()) {
    const group = stapleGroupOf(food);
    if (group && catalogue.prices.has(food.key))
      staples.push({ food: food.key, name: food.name, group, athome: athome.has(food.key) });
  }
  return staples.sort(
    (a, b) =>
      STAPLE_GROUPS.indexOf(a.group) - STAPLE_GROUPS.indexOf(b.group) ||
      a.name.localeCompare(b.name),
  );
}

export function pantryAnswer(
  state: PantryState,
  today: string,
  catalogue: PlannerCatalogue,
  staplesAnswered: string | null = null,
): PantryResponse {
  const byFood = new Map<string, PantryState['lots']>();
  for (const lot of state.lots) byFood.set(lot.food, [...(byFood.get(lot.food) ?? []), lot]);
  const items: PantryItem[] = [];
  for (const [key, lots] of byFood) {
    const grams = lots.reduce((sum, lot) => sum + lot.grams, 0);
    if (grams < 0.5) continue;
    const food = catalogue.foods.get(key);
    const shelf = food ? shelfLifeOf(food) : { days: 30, source: 'Estimate: a month.' };
    const since = lots.reduce((first, lot) => (lot.since < first ? lot.since : first), today);
    const gone = lots.reduce(
      (first, lot) => (lot.goneOn < first ? lot.goneOn : first),
      '9999-12-31',
    );
    const useBy = shelf.days <= DATED_DAYS ? addDays(gone, -1) : null;
    items.push({
      food: key,
      name: food?.name ?? key.replace(/_/g, ' '),
      grams: Math.round(grams * 10) / 10,
      amount: gramsLabel(grams),
      section: food?.section ?? SECTION_OF_UNKNOWN,
      since,
      useBy,
      keeps:
        useBy === null
          ? 'Keeps for months'
          : useBy < today
            ? 'Gone off'
            : `Use by ${weekdayOf(useBy).slice(0, 3)}, ${shortDateLabel(useBy).replace(/, \d{4}$/, '')}`,
      shelfLifeSource: shelf.source,
      fromPurchases: lots.some((lot) => lot.fromPurchase),
    });
  }
  const counted = new Set(items.map((item) => item.food));
  for (const { food: key, since } of state.athome) {
    const food = catalogue.foods.get(key);
    if (!food || counted.has(key)) continue;
    items.push({
      food: key,
      name: food.name,
      grams: 0,
      amount: 'Some at home',
      section: food.section,
      since,
      useBy: null,
      keeps: 'You said you have some',
      shelfLifeSource: shelfLifeOf(food).source,
      fromPurchases: false,
      athome: true,
    });
  }
  items.sort(
    (a, b) => (a.useBy ?? '9999').localeCompare(b.useBy ?? '9999') || a.name.localeCompare(b.name),
  );
  const weekAgo = addDays(today, -7);
  return {
    asOf: today,
    items,
    foods: pantryFoods(catalogue),
    staples: staplesOf(catalogue, new Set(state.athome.map((a) => a.food))),
    staplesAnswered,
    spoiled: state.spoiled
      .filter((s) => s.on > weekAgo && s.on <= today)
      .map((s) => ({
        name: catalogue.foods.get(s.food)?.name ?? s.food,
        amount: gramsLabel(s.grams),
        on: s.on,
      })),
  };
}
