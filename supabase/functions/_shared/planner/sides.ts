/**
 * Sides for the week's meals: a piece of fruit, a glass of milk, raw vegetables, a side salad, a
 * slice of whole-grain bread (catalogue/recipes/sides.ts). A dish alone never brings fruit or much
 * dairy, so a week without breakfasts or snacks had none; real plates come with sides.
 *
 * Once the dishes are on their days, sides are added one at a time, each where it lifts the
 * week's objective most: the cents a point of diet quality is worth at the person's spend/quality
 * setting (quality.ts, the search's own measure) against what it adds at the till (whole packages,
 * what is at home free) and its calories off the week's target, within the budget. A side passes
 * the person's hard filters like any dish (allergies, diets, dislikes); a meal takes at most two,
 * and the week one of a kind a day.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { WEIGHTS } from './candidates.ts';
import { cookedFacts, cookedFor, cookedRecipe, recipeIndex } from './cooked.ts';
import { foodCents, localPackageCents, stockOf } from './cost.ts';
import type { HardFilter } from './filters.ts';
import { isPriced } from './filters.ts';
import { QUALITY_WIDTH, qualityPointsOf, qualityVector } from './quality.ts';
import type { QualityTerms } from './quality.ts';
import type { PlannerCatalogue } from './types.ts';

/** The sides a meal may come with, at most. */
export const MAX_SIDES_PER_MEAL = 2;

export interface SidesInput {
  /** The week's meals on their days. */
  meals: readonly { day: number; type: MealType; recipeId: string }[];
  catalogue: PlannerCatalogue;
  filters: readonly HardFilter[];
  factor: number;
  /** The till may not pass this. */
  budgetCents: number;
  quality: QualityTerms;
  /** kcal the week's planned meals aim at. */
  kcalTarget: number;
  /** Days from the shopping trip's day to the week's first day (kitchen.ts). */
  tripOffset?: number;
}

interface Option {
  side: Recipe;
  type: MealType;
  health: Float64Array;
  kcal: number;
  grams: Map<string, number>;
}

/** The sides each meal comes with (ids, in the order they were added). */
export function chooseSides(input: SidesInput): string[][] {
  const { meals, catalogue, quality, factor } = input;
  const chosen = meals.map(() => [] as string[]);
  const types = [...new Set(meals.map((m) => m.type))];
  const options: Option[] = [];
  for (const type of types) {
    const cooked = cookedFor(catalogue, type);
    for (const side of recipeIndex(cooked).values()) {
      if (!side.sideOf?.includes(type) || !isPriced(side, cooked)) continue;
      if (!input.filters.every((f) => f.accepts(side))) continue;
      const facts = cooked.facts.get(side.id);
      if (!facts) continue;
      const grams = new Map<string, number>();
      for (const ing of side.ingredients)
        grams.set(ing.food, (grams.get(ing.food) ?? 0) + ing.grams);
      options.push({
        side,
        type,
        health: qualityVector(facts.health),
        kcal: facts.nutrition.kcal,
        grams,
      });
    }
  }
  if (options.length === 0) return chosen;

  const health = new Float64Array(QUALITY_WIDTH);
  const grams = new Map<string, number>();
  const dayKcal = new Array<number>(7).fill(0);
  let kcal = 0;
  meals.forEach((meal) => {
    const facts = cookedFacts(catalogue, meal);
    if (facts) {
      const v = qualityVector(facts.health);
      for (let i = 0; i < QUALITY_WIDTH; i += 1)
        health[i] = (health[i] as number) + (v[i] as number);
      kcal += facts.nutrition.kcal;
      dayKcal[meal.day] = (dayKcal[meal.day] ?? 0) + facts.nutrition.kcal;
    }
    for (const ing of cookedRecipe(catalogue, meal)?.ingredients ?? [])
      grams.set(ing.food, (grams.get(ing.food) ?? 0) + ing.grams);
  });
  const cents = (food: string, g: number) => {
    const price = catalogue.prices.get(food);
    if (!price) return Infinity;
    return foodCents(
      g,
      stockOf(catalogue, food),
      price.packageGrams,
      localPackageCents(price.price, factor),
    );
  };
  let till = 0;
  for (const [food, g] of grams) till += cents(food, g);
  const low = input.kcalTarget * (1 - WEIGHTS.kcalBand);
  const high = input.kcalTarget * (1 + WEIGHTS.kcalBand);
  const kcalCost = (k: number) =>
    WEIGHTS.kcalOutsideBandPerKcal * (Math.max(0, low - k) + Math.max(0, k - high)) +
    WEIGHTS.kcalInsideBandPerKcal * Math.abs(k - input.kcalTarget);
  const perWeek = new Map<string, number>();
  const fits = (meal: SidesInput['meals'][number], index: number, option: Option) =>
    meal.type === option.type &&
    roomFor(chosen[index], option.side.id) &&
    freshOn(option, meal.day, catalogue, input.tripOffset ?? 0);

  for (;;) {
    const points = qualityPointsOf(quality.adequacyTargets, health);
    let best: { option: Option; value: number; added: number } | undefined;
    for (const option of options) {
      if ((perWeek.get(option.side.id) ?? 0) >= 7) continue;
      if (!meals.some((m, i) => m.type === option.type && roomFor(chosen[i], option.side.id)))
        continue;
      let added = 0;
      for (const [food, g] of option.grams) {
        const had = grams.get(food) ?? 0;
        added += cents(food, had + g) - cents(food, had);
      }
      if (till + added > input.budgetCents) continue;
      const gain =
        quality.centsPerPoint *
        (qualityPointsOf(quality.adequacyTargets, health, option.health, 0, 1) - points);
      const value = gain - added - (kcalCost(kcal + option.kcal) - kcalCost(kcal));
      if (value > 1e-6 && (!best || value > best.value)) best = { option, value, added };
    }
    if (!best) return chosen;
    const { option } = best;
    // The meal of that type with room for it on the day that has eaten least.
    let at = -1;
    meals.forEach((m, i) => {
      if (!fits(m, i, option)) return;
      if (at < 0 || (dayKcal[m.day] ?? 0) < (dayKcal[meals[at]?.day ?? 0] ?? 0)) at = i;
    });
    const meal = meals[at];
    if (!meal) return chosen;
    chosen[at]?.push(option.side.id);
    for (let i = 0; i < QUALITY_WIDTH; i += 1)
      health[i] = (health[i] as number) + (option.health[i] as number);
    for (const [food, g] of option.grams) grams.set(food, (grams.get(food) ?? 0) + g);
    till += best.added;
    kcal += option.kcal;
    dayKcal[meal.day] = (dayKcal[meal.day] ?? 0) + option.kcal;
    perWeek.set(option.side.id, (perWeek.get(option.side.id) ?? 0) + 1);
  }
}

function roomFor(sides: readonly string[] | undefined, id: string): boolean {
  return sides !== undefined && sides.length < MAX_SIDES_PER_MEAL && !sides.includes(id);
}

/**
 * A side is eaten as it is (a piece of fruit, raw vegetables): it goes only on a day its foods
 * are still fresh from the shopping day, never on one that would need them frozen and thawed.
 */
function freshOn(option: Option, day: number, catalogue: PlannerCatalogue, tripOffset: number) {
  for (const food of option.grams.keys()) {
    const storage = catalogue.storage?.get(food);
    if (!storage || storage.place === 'freezer' || catalogue.atHome?.has(food)) continue;
    if (day + tripOffset >= storage.days[1]) return false;
  }
  return true;
}
