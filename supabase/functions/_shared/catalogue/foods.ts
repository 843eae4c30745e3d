/**
 * The catalogue's foods: the hand-chosen list (food-list.ts and food-list-extra.ts) joined with
 * the SR28 facts extracted into foods.generated.ts and the food-pattern equivalents derived
 * into patterns.generated.ts. A food whose NDB number has no extracted facts, a food without
 * equivalents, or a key used twice, is a programming error and fails at load, loudly.
 */
import { extraFoodEntries } from './food-list-extra.ts';
import { foodEntries } from './food-list.ts';
import { SR28_FACTS } from './foods.generated.ts';
import { amountsPer100g, type FoodPatternFacts } from './patterns.ts';
import { PATTERN_FACTS } from './patterns.generated.ts';
import type { Food, FoodListEntry, Nutrients } from './types.ts';

function attachFacts(entry: FoodListEntry): Food {
  const facts = SR28_FACTS[entry.ndb];
  if (!facts) {
    throw new Error(
      `food ${entry.key}: NDB ${entry.ndb} has no extracted SR28 facts; run npx tsx scripts/extract-foods.ts`,
    );
  }
  const patterns = PATTERN_FACTS[entry.key];
  if (!patterns) {
    throw new Error(
      `food ${entry.key} has no food-pattern equivalents; add it to pattern-list.ts and run npx tsx scripts/extract-patterns.ts`,
    );
  }
  return {
    ...entry,
    usdaName: facts.usdaName,
    per100g: { ...facts.per100g },
    patterns: amountsPer100g(patterns.figures),
    householdWeights: facts.householdWeights.map((weight) => ({ ...weight })),
  };
}

function buildFoods(entries: FoodListEntry[]): Food[] {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.key)) throw new Error(`food key ${entry.key} is defined twice`);
    seen.add(entry.key);
  }
  return entries.map(attachFacts);
}

export const FOODS: Food[] = buildFoods([...foodEntries, ...extraFoodEntries]);

export const foodsByKey: ReadonlyMap<string, Food> = new Map(FOODS.map((food) => [food.key, food]));

/** Nutrients SR28 leaves blank for a food (their value is 0 in per100g). */
export function missingNutrients(food: Food): (keyof Nutrients)[] {
  return SR28_FACTS[food.ndb]?.missing ?? [];
}

/** SR28 refuse of a food: percent of the purchased weight that is not eaten (peel, bone, core). */
export function refusePercent(food: Pick<Food, 'ndb'>): number {
  return SR28_FACTS[food.ndb]?.refusePercent ?? 0;
}

/** The food-pattern figures of a food (grams per unit and their sources) and its note. */
export function patternFacts(food: Pick<Food, 'key'>): FoodPatternFacts | undefined {
  return PATTERN_FACTS[food.key];
}
