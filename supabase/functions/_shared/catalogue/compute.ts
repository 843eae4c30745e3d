/**
 * Everything a recipe "is" is computed here from its ingredients: nutrition, allergens, the
 * diets it satisfies, the words that describe it, and its food-pattern equivalents with the
 * nutrients the Healthy Eating Index needs. Nothing of this is typed by hand.
 *
 * Diet rules (a recipe satisfies a diet when every condition holds):
 * - Vegetarian: no ingredient is flesh (meat, poultry, fish, shellfish, or a condiment made from
 *   them such as fish sauce or chicken broth).
 * - Vegan: no ingredient comes from an animal (adds eggs, dairy and honey to the above).
 * - Dairy-Free: no ingredient carries the Dairy allergen.
 * - Gluten-Free: no ingredient contains gluten (wheat, barley, rye, and oats not certified).
 * - Paleo: every ingredient is paleo (see food-list.ts for what that means).
 * - Keto: net carbohydrate (carbohydrate minus fiber) at most 10 g for a meal and 6 g for a
 *   snack, so three meals and a snack stay under 36 g a day, inside the 20-50 g a day that
 *   ketogenic diets are usually described with.
 * - Low-Carb: net carbohydrate at most 25 g for a meal and 12 g for a snack: under 90 g a day,
 *   below the 130 g a day under which a diet is commonly called low-carbohydrate.
 * A recipe offered as a snack (SNACK among its meal types) must meet the snack limit, the
 * stricter one, because the tag is a property of the recipe whichever slot it fills.
 */
import { foodTotals, sumTotals, type DietTotals } from './patterns.ts';
import type { Allergen, Diet, Food, Price, Recipe, RecipeFacts } from './types.ts';
import { ALLERGENS, DIETS } from './types.ts';

export const NET_CARB_LIMITS = {
  Keto: { meal: 10, snack: 6 },
  'Low-Carb': { meal: 25, snack: 12 },
} as const;

export type FoodLookup = ReadonlyMap<string, Food>;

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function foodOf(foodsByKey: FoodLookup, key: string, recipeId: string): Food {
  const food = foodsByKey.get(key);
  if (!food) throw new Error(`recipe ${recipeId}: unknown food ${key}`);
  return food;
}

/** Net carbohydrate limit for a recipe and a carb-limited diet. */
export function netCarbLimit(
  recipe: Pick<Recipe, 'mealTypes'>,
  diet: keyof typeof NET_CARB_LIMITS,
): number {
  const limits = NET_CARB_LIMITS[diet];
  return recipe.mealTypes.includes('SNACK') ? limits.snack : limits.meal;
}

/** What a recipe's facts are computed from: its id, meal types and ingredients (a person's own
 *  recipe, which may have no cuisine, is computed the same way). */
export type RecipeBasis = Pick<Recipe, 'id' | 'mealTypes' | 'ingredients'>;

/** Computes a recipe's nutrition, allergens, diets, terms, food-pattern equivalents and HEI
 *  nutrients from its ingredients. */
export function computeRecipeFacts(recipe: RecipeBasis, foodsByKey: FoodLookup): RecipeFacts {
  const totals = { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 };
  const health: DietTotals[] = [];
  const allergens = new Set<Allergen>();
  const terms = new Set<string>();
  let anyFlesh = false;
  let anyAnimal = false;
  let anyGluten = false;
  let allPaleo = true;
  for (const ingredient of recipe.ingredients) {
    const food = foodOf(foodsByKey, ingredient.food, recipe.id);
    const share = ingredient.grams / 100;
    totals.kcal += food.per100g.kcal * share;
    totals.protein += food.per100g.protein * share;
    totals.carbs += food.per100g.carbs * share;
    totals.fat += food.per100g.fat * share;
    totals.fiber += food.per100g.fiber * share;
    health.push(foodTotals(food, ingredient.grams));
    for (const allergen of food.allergens) allergens.add(allergen);
    for (const term of food.terms) terms.add(term.toLowerCase());
    terms.add(food.name.toLowerCase());
    anyFlesh ||= food.flesh;
    anyAnimal ||= food.animal;
    anyGluten ||= food.gluten;
    allPaleo &&= food.paleo;
  }
  for (const allergen of allergens) terms.add(allergen.toLowerCase());
  if (anyGluten) terms.add('gluten');

  const netCarbs = totals.carbs - totals.fiber;
  const holds: Record<Diet, boolean> = {
    Vegetarian: !anyFlesh,
    Vegan: !anyAnimal,
    'Dairy-Free': !allergens.has('Dairy'),
    'Gluten-Free': !anyGluten,
    Paleo: allPaleo,
    Keto: netCarbs <= netCarbLimit(recipe, 'Keto'),
    'Low-Carb': netCarbs <= netCarbLimit(recipe, 'Low-Carb'),
  };
  return {
    id: recipe.id,
    nutrition: {
      kcal: Math.round(totals.kcal),
      protein: round1(totals.protein),
      carbs: round1(totals.carbs),
      fat: round1(totals.fat),
      fiber: round1(totals.fiber),
    },
    allergens: ALLERGENS.filter((allergen) => allergens.has(allergen)),
    diets: DIETS.filter((diet) => holds[diet]),
    terms: [...terms].sort(),
    health: sumTotals(health),
  };
}

/** Facts of many recipes, by recipe id. */
export function computeAllRecipeFacts(
  recipes: readonly Recipe[],
  foodsByKey: FoodLookup,
): Map<string, RecipeFacts> {
  return new Map(recipes.map((recipe) => [recipe.id, computeRecipeFacts(recipe, foodsByKey)]));
}

// ---------------------------------------------------------------------------------------------
// Free text: 'Other' allergies ('mushrooms, strawberry') and disliked foods ('cilantro and olives')

const SEPARATORS = /[,;/\n|&+]|\band\b|\bor\b|\bplus\b/;
/** Words that carry no food: 'no', 'none', 'allergic to', 'I hate'. */
const FILLER = new Set([
  'no',
  'none',
  'n/a',
  'na',
  'nothing',
  'not',
  'any',
  'all',
  'i',
  'im',
  'am',
  'to',
  'allergic',
  'allergy',
  'allergies',
  'intolerant',
  'intolerance',
  'hate',
  'dislike',
  'dont',
  'like',
  'eat',
  'the',
  'a',
  'an',
  'of',
  'other',
  'foods',
  'food',
]);
/** Words whose final s is not a plural ending. */
const NOT_PLURAL = new Set([
  'hummus',
  'asparagus',
  'couscous',
  'citrus',
  'bulgur',
  'swiss',
  'molasses',
]);

/** Reduces a lower-case word to a singular form, well enough for food names. */
export function singular(word: string): string {
  if (word.length <= 3 || NOT_PLURAL.has(word) || word.endsWith('ss') || word.endsWith('us')) {
    return word;
  }
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower-case, accents dropped, punctuation to spaces, each word singular. */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0)
    .map(singular)
    .join(' ');
}

/** Words that name a family of foods rather than one: each also matches its members. */
const FAMILIES: Record<string, string[]> = {
  lactose: ['dairy'],
  seafood: ['fish', 'shellfish'],
  meat: ['beef', 'pork', 'lamb', 'poultry', 'chicken', 'turkey'],
  nightshade: [
    'tomato',
    'potato',
    'bell pepper',
    'eggplant',
    'chili',
    'jalapeno',
    'paprika',
    'cayenne',
  ],
  allium: ['onion', 'garlic'],
  spicy: ['chili', 'jalapeno', 'cayenne', 'sriracha', 'hot sauce'],
  // Many people say 'nuts' for peanuts too; for an allergy, erring wide is the safe reading.
  nut: ['tree nut', 'peanut'],
};

/** Splits free text into normalised food phrases: 'Mushrooms, strawberries and olives' gives
 *  ['mushroom', 'strawberry', 'olive']. Filler words are dropped; empty phrases vanish; a family
 *  word ('seafood', 'nightshades') brings its members along. */
export function parseFoodPhrases(text: string): string[] {
  const phrases = new Set<string>();
  for (const part of text.toLowerCase().split(SEPARATORS)) {
    const words = normalisePhrase(part)
      .split(' ')
      .filter((word) => word.length > 0 && !FILLER.has(word));
    if (words.length === 0) continue;
    const phrase = words.join(' ');
    phrases.add(phrase);
    for (const member of FAMILIES[phrase] ?? []) phrases.add(member);
  }
  return [...phrases];
}

function containsWords(haystack: string, needle: string): boolean {
  return ` ${haystack} `.includes(` ${needle} `);
}

/** The phrases that a recipe's terms match. A phrase matches when it appears, as whole words,
 *  inside one of the recipe's terms ('onion' matches 'green onion'), or when a term appears as
 *  whole words inside the phrase ('red bell peppers' matches 'bell pepper'). */
export function matchingPhrases(
  phrases: readonly string[],
  recipeTerms: readonly string[],
): string[] {
  const terms = recipeTerms.map(normalisePhrase).filter((term) => term.length > 0);
  return phrases.filter((phrase) =>
    terms.some((term) => containsWords(term, phrase) || containsWords(phrase, term)),
  );
}

/**
 * How free text is read. 'allergy' (the 'Other' allergies field) matches as broadly as the
 * rules above allow: olive oil is excluded for someone allergic to olives. 'dislike' (disliked
 * foods) leaves out cooking oils unless the person names the oil itself: disliking olives is
 * about the fruit, and dropping every dish cooked in olive oil would empty whole cuisines.
 */
export type FreeTextMode = 'allergy' | 'dislike';

function termsFor(terms: readonly string[], mode: FreeTextMode): string[] {
  const normalised = terms.map(normalisePhrase).filter((term) => term.length > 0);
  return mode === 'allergy' ? normalised : normalised.filter((term) => !term.endsWith(' oil'));
}

/** True when the free text names something in the recipe. */
export function recipeMatchesFreeText(
  facts: RecipeFacts,
  text: string,
  mode: FreeTextMode = 'allergy',
): boolean {
  const phrases = parseFoodPhrases(text);
  if (phrases.length === 0) return false;
  if (matchingPhrases(phrases, termsFor(facts.terms, mode)).length > 0) return true;
  // A named oil still matches a dislike exactly ('sesame oil').
  return (
    mode === 'dislike' &&
    phrases.some((phrase) => facts.terms.map(normalisePhrase).includes(phrase))
  );
}

// ---------------------------------------------------------------------------------------------
// Unit costs

/** Dollars per gram of a package at its listed price. */
export function unitCost(price: Pick<Price, 'price' | 'packageGrams'>): number {
  return price.price / price.packageGrams;
}

/** Cost of one serving if every ingredient were paid by the gram (the amortised or marginal
 *  cost, a lower bound of what the store charges, which sells whole packages). */
export function recipeGramCost(
  recipe: Pick<Recipe, 'ingredients'>,
  costPerGram: (foodKey: string) => number,
): number {
  let total = 0;
  for (const ingredient of recipe.ingredients)
    total += ingredient.grams * costPerGram(ingredient.food);
  return Math.round(total * 10000) / 10000;
}

/** Packages needed to hold a number of grams (at least one when any grams are needed). */
export function packagesNeeded(grams: number, packageGrams: number): number {
  if (grams <= 0) return 0;
  return Math.ceil(grams / packageGrams - 1e-9);
}
