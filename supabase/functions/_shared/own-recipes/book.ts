/**
 * What the own-recipes function answers, computed without the database: a recipe's facts card
 * (facts.ts's facts per serving, rounded as the list shows them, its cost in the product's
 * money and one sentence per food whose facts are estimated), one ingredient line read again
 * with the food the person picked, and the food search of the review form.
 */
import { dollarsFromCents } from '../rules/money.ts';
import type { OwnRecipeInput, RecipeFactsCard } from './book-api.ts';
import { foodOf, ownRecipeFacts } from './facts.ts';
import { draftLine, foodChoice, type DraftLine, type FoodChoice } from './import-draft.ts';
import { searchFoods, type FoodCandidate } from './match-food.ts';
import type { OwnRecipe } from './own-recipe.ts';
import type { CostOptions } from './own-recipe-cost.ts';
import type { Sr28Estimate } from './sr28-food.ts';

/** Foods a search offers: as many as the form's list shows. */
export const SEARCH_RESULTS = 12;

/** A recipe being reviewed has no id, owner or version yet; its facts do not depend on them. */
export type FactsRecipe = OwnRecipe | OwnRecipeInput;

function asOwnRecipe(recipe: FactsRecipe): OwnRecipe {
  return 'id' in recipe ? recipe : { ...recipe, id: 'draft', userId: '', version: 1 };
}

/** 'Lobster, northern, cooked, moist heat is not a catalogue food: ...'. */
export function estimateSentence(estimate: Sr28Estimate): string {
  const name = foodOf(estimate.food)?.food.name ?? estimate.food;
  return `${name} is not among the catalogue's foods: its allergens, diets and food groups are estimated by the rule of ${estimate.rule}.`;
}

const wholeOf = (value: number) => Math.max(0, Math.round(value));
/** Food-group amounts keep two decimals: a quarter cup is a badge, 0.3 would overstate it. */
const hundredthsOf = (value: number) => Math.round(value * 100) / 100;

/** The list's and the review form's card of a recipe, per serving, at the person's place. */
export function recipeFactsCard(recipe: FactsRecipe, options: CostOptions): RecipeFactsCard {
  const own = ownRecipeFacts(asOwnRecipe(recipe), options);
  const { nutrition, allergens, diets } = own.facts;
  const cents = Math.max(0, own.cost.perServingCents);
  return {
    costPerServing: dollarsFromCents(cents),
    costPerServingValue: Math.round(cents) / 100,
    estimatedPercent: Math.min(100, Math.max(0, Math.round(own.cost.estimated.share * 100))),
    nutrition: {
      calories: wholeOf(nutrition.kcal),
      protein: wholeOf(nutrition.protein),
      carbs: wholeOf(nutrition.carbs),
      fat: wholeOf(nutrition.fat),
    },
    allergens: [...allergens],
    diets: [...diets],
    badges: own.badges.map((badge) => ({ ...badge, amount: hundredthsOf(badge.amount) })),
    leftOut: own.leftOut.map(({ index, line, message }) => ({ index, line, message })),
    estimates: own.estimates.map(estimateSentence),
  };
}

/** A food id the person picked names no food of the catalogue or of SR28. */
export class UnknownFoodError extends Error {
  constructor(readonly food: string) {
    super(`No food "${food}" in the catalogue or in USDA SR28: pick one from the search.`);
    this.name = 'UnknownFoodError';
  }
}

/** The matcher's candidate for a stored food id, as if the matcher had found it for certain. */
function pickedCandidate(id: string): FoodCandidate {
  const found = foodOf(id);
  if (!found) throw new UnknownFoodError(id);
  const { food } = found;
  return id.startsWith('sr28:')
    ? { id: food.ndb, source: 'sr28', name: food.usdaName, ndb: food.ndb, score: 1 }
    : { id: food.key, source: 'catalogue', name: food.name, ndb: food.ndb, score: 1 };
}

/**
 * One ingredient line as the review form shows it: without a food, read and matched as an
 * import reads it; with a food id (a catalogue key or 'sr28:<NDB>'), weighed for that food.
 * Throws UnknownFoodError for an id that names no food.
 */
export function lineWithFood(text: string, food?: string): DraftLine {
  return food === undefined ? draftLine(text) : draftLine(text, pickedCandidate(food));
}

/** "Pick another by search": catalogue and SR28 foods whose words match, best first. */
export function searchFoodChoices(query: string): FoodChoice[] {
  return searchFoods(query, SEARCH_RESULTS).map(foodChoice);
}
