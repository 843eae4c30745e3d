/**
 * A person's own recipes in the catalogue the week is planned on: each becomes the catalogue's
 * one-serving Recipe (facts.ts oneServing), with its facts computed by the catalogue's own code,
 * so every hard rule, the budget and the diet-quality weighting apply to it as to any dish. A
 * food outside the catalogue (an SR28 food) enters with its estimated facts (sr28-food.ts), an
 * estimated package price (own-recipe-cost.ts groupEstimatePrice: 100 g at its group's median
 * price) and an estimated storage time: that of the shortest-keeping catalogue food of its
 * group, so the kitchen's schedule never keeps it longer than the catalogue would.
 */
import { computeRecipeFacts } from '../catalogue/compute.ts';
import type { FoodStorage } from '../catalogue/storage.ts';
import type { Food, Price, Recipe, RecipeFacts } from '../catalogue/types.ts';
import type { OwnInWeek, PlannerCatalogue } from '../planner/types.ts';
import { oneServing } from './facts.ts';
import type { OwnRecipe } from './own-recipe.ts';
import { groupEstimatePrice } from './own-recipe-cost.ts';

const RAW = /\braw\b/i;

/** The storage of a food outside the catalogue: kept like the shortest-keeping catalogue food of
 *  its group (raw like raw), never like a frozen food unless the group has nothing else. */
export function estimatedStorage(
  food: Food,
  catalogue: Pick<PlannerCatalogue, 'foods' | 'storage'>,
): FoodStorage | undefined {
  const raw = RAW.test(food.usdaName);
  const all = [...catalogue.foods.values()].filter(
    (other) => other.group === food.group && catalogue.storage?.has(other.key),
  );
  const sameState = all.filter((other) => RAW.test(other.usdaName) === raw);
  const pool = sameState.length > 0 ? sameState : all;
  const entries = pool.map((other) => catalogue.storage?.get(other.key) as FoodStorage);
  const fresh = entries.filter((entry) => entry.place !== 'freezer');
  const shortest = (fresh.length > 0 ? fresh : entries).reduce<FoodStorage | undefined>(
    (best, entry) => (!best || entry.days[1] < best.days[1] ? entry : best),
    undefined,
  );
  if (!shortest) return undefined;
  const like = catalogue.foods.get(shortest.food)?.name ?? shortest.food;
  return {
    ...shortest,
    food: food.key,
    estimate: `all: kept like ${like}, the shortest-keeping catalogue food of its group`,
    source: `Estimate: ${food.name} is kept like ${like}, the shortest-keeping catalogue food of its group (${shortest.source})`,
  };
}

function times(n: number): string {
  return n === 1 ? 'once' : 'twice';
}

/**
 * The catalogue with the person's own recipes added: `own` holds each recipe's copy, as the
 * week keeps it. A recipe with no weighed line is in `own` but not among the recipes: it cannot
 * be planned, and the week's notes say why (ownRecipeLine).
 */
export function withOwnRecipes(
  catalogue: PlannerCatalogue,
  own: readonly OwnRecipe[],
): PlannerCatalogue {
  if (own.length === 0) return catalogue;
  const foods = new Map(catalogue.foods);
  const prices = new Map<string, Price>(catalogue.prices);
  const storage = new Map<string, FoodStorage>(catalogue.storage ?? []);
  const facts = new Map<string, RecipeFacts>(catalogue.facts);
  const recipes: Recipe[] = [...catalogue.recipes];
  const inWeek = new Map<string, OwnInWeek>(catalogue.own ?? []);
  const known = new Set(catalogue.recipes.map((recipe) => recipe.id));
  for (const recipe of own) {
    if (known.has(recipe.id)) continue;
    known.add(recipe.id);
    inWeek.set(recipe.id, { perWeek: recipe.planPerWeek, version: recipe.version, copy: recipe });
    const { serving, foods: used } = oneServing(recipe);
    if (serving.ingredients.length === 0) continue;
    for (const [key, food] of used) {
      if (foods.has(key)) continue;
      foods.set(key, food);
      if (!prices.has(key)) prices.set(key, groupEstimatePrice(food));
      const kept = estimatedStorage(food, catalogue);
      if (kept) storage.set(key, kept);
    }
    recipes.push(serving);
    facts.set(recipe.id, computeRecipeFacts(serving, foods));
  }
  return { ...catalogue, foods, prices, storage, facts, recipes, own: inWeek };
}

/** What a week says of the own recipes it was asked for: planned as often as asked, or why not. */
export function ownRecipeLine(
  recipe: Pick<Recipe, 'name'>,
  wanted: number,
  planned: number,
  whyNot: string | undefined,
): string {
  const name = `Your recipe "${recipe.name}"`;
  if (planned >= wanted) return `${name} is planned ${times(planned)}, as you asked.`;
  const reason = whyNot ?? 'the budget did not leave room for it';
  if (planned === 0) return `${name} is not planned this week: ${reason}.`;
  return `${name} is planned ${times(planned)} of the ${times(wanted)} you asked: ${reason}.`;
}
