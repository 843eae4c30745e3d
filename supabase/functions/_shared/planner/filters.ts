/**
 * Hard filters: a recipe either may appear in the person's plan or it may not. Each filter has a
 * name a person recognises ('Vegan', 'Soy allergy', '15 minutes') so that an empty result can
 * say which filters together leave nothing.
 */
import { matchingPhrases, normalisePhrase, parseFoodPhrases } from '../catalogue/compute.ts';
import type { Food, MealType, Recipe } from '../catalogue/types.ts';
import { totalMinutes } from '../catalogue/types.ts';
import type { PlannerCatalogue, PlannerProfile } from './types.ts';

export interface HardFilter {
  name: string;
  /** What to tell the person to relax, e.g. 'remove the Vegan restriction'. */
  relax: string;
  accepts(recipe: Recipe): boolean;
}

/** Every term a recipe answers to: its ingredients' terms and names (computed facts). */
export function recipeTerms(recipe: Recipe, catalogue: PlannerCatalogue): string[] {
  const terms = new Set<string>(catalogue.facts.get(recipe.id)?.terms ?? []);
  for (const ing of recipe.ingredients) terms.add(ing.food.replace(/_/g, ' '));
  return [...terms];
}

/** Normalised terms per recipe, computed once per catalogue: free-text filters run per request. */
const normalisedTerms = new WeakMap<PlannerCatalogue['facts'], Map<string, string[]>>();

function termsOf(recipe: Recipe, catalogue: PlannerCatalogue): string[] {
  let byRecipe = normalisedTerms.get(catalogue.facts);
  if (!byRecipe) {
    byRecipe = new Map();
    normalisedTerms.set(catalogue.facts, byRecipe);
  }
  let terms = byRecipe.get(recipe.id);
  if (!terms) {
    terms = [
      ...new Set(
        recipeTerms(recipe, catalogue)
          .map(normalisePhrase)
          .filter((t) => t.length > 0),
      ),
    ];
    byRecipe.set(recipe.id, terms);
  }
  return terms;
}

/** The catalogue's matching rule (compute.ts matchingPhrases) on pre-normalised terms. */
function namesAny(phrasesList: readonly string[], terms: readonly string[]): boolean {
  return phrasesList.some((phrase) => {
    const p = ` ${phrase} `;
    return terms.some((term) => {
      const t = ` ${term} `;
      return t.includes(p) || p.includes(t);
    });
  });
}

/** The typed phrases that match at least one food of the catalogue, and those that match none. */
export function recognisedPhrases(
  text: string,
  foods: Iterable<Food>,
): { known: string[]; unknown: string[] } {
  const vocabulary = [...foods].flatMap((f) => [...f.terms, f.name, f.key.replace(/_/g, ' ')]);
  const phrases = parseFoodPhrases(text);
  const known = new Set(matchingPhrases(phrases, vocabulary));
  return {
    known: phrases.filter((p) => known.has(p)),
    unknown: phrases.filter((p) => !known.has(p)),
  };
}

function textFilter(
  text: string,
  catalogue: PlannerCatalogue,
  name: string,
  relax: string,
): HardFilter | undefined {
  const list = parseFoodPhrases(text);
  if (list.length === 0) return undefined;
  const cache = new Map<string, boolean>();
  return {
    name,
    relax,
    accepts(recipe) {
      const seen = cache.get(recipe.id);
      if (seen !== undefined) return seen;
      const ok = !namesAny(list, termsOf(recipe, catalogue));
      cache.set(recipe.id, ok);
      return ok;
    },
  };
}

/**
 * Diets typed under 'Other' that have a well-known meaning; the rest is treated as food words
 * to avoid ('no mushrooms').
 */
function dietOtherFilters(
  text: string,
  catalogue: PlannerCatalogue,
): { filters: HardFilter[]; rest: string } {
  const filters: HardFilter[] = [];
  let rest = text;
  const groupFilter = (name: string, groups: string[], extraTerms: string[] = []): HardFilter => {
    const banned = new Map<string, boolean>();
    const foodBanned = (key: string): boolean => {
      let hit = banned.get(key);
      if (hit === undefined) {
        const food = catalogue.foods.get(key);
        hit = food
          ? groups.includes(food.group) ||
            matchingPhrases(extraTerms, [...food.terms, food.name]).length > 0
          : false;
        banned.set(key, hit);
      }
      return hit;
    };
    return {
      name,
      relax: `remove '${name}' from your other dietary restrictions`,
      accepts: (recipe) => recipe.ingredients.every((ing) => !foodBanned(ing.food)),
    };
  };
  const rules: { pattern: RegExp; make: () => HardFilter }[] = [
    { pattern: /pesc[ae]tarian/i, make: () => groupFilter('Pescatarian', ['meat', 'poultry']) },
    { pattern: /halal|no pork/i, make: () => groupFilter('No pork', [], ['pork', 'bacon', 'ham']) },
    {
      pattern: /kosher/i,
      make: () => groupFilter('Kosher', ['shellfish'], ['pork', 'bacon', 'ham']),
    },
    { pattern: /no red meat/i, make: () => groupFilter('No red meat', ['meat']) },
  ];
  for (const rule of rules) {
    if (rule.pattern.test(rest)) {
      filters.push(rule.make());
      rest = rest.replace(rule.pattern, ' ');
    }
  }
  return { filters, rest };
}

function methodsLabel(methods: readonly string[]): string {
  return methods.length === 1 ? `${methods[0]} only` : methods.join(' or ');
}

/** The person's hard filters, in the order a person would relax them last to first. */
export function hardFilters(profile: PlannerProfile, catalogue: PlannerCatalogue): HardFilter[] {
  const filters: HardFilter[] = [];
  for (const allergen of profile.allergies) {
    filters.push({
      name: `${allergen} allergy`,
      relax: `check the ${allergen} allergy`,
      accepts: (r) => !(catalogue.facts.get(r.id)?.allergens ?? []).includes(allergen),
    });
  }
  const otherAllergy = textFilter(
    profile.allergyOther,
    catalogue,
    `'${profile.allergyOther.trim()}' allergy`,
    'check the other allergy text',
  );
  if (otherAllergy) filters.push(otherAllergy);
  for (const diet of profile.diets) {
    filters.push({
      name: diet,
      relax: `remove the ${diet} restriction`,
      accepts: (r) => (catalogue.facts.get(r.id)?.diets ?? []).includes(diet),
    });
  }
  const dietOther = dietOtherFilters(profile.dietOther, catalogue);
  filters.push(...dietOther.filters);
  const dietWords = textFilter(
    dietOther.rest,
    catalogue,
    `'${dietOther.rest.trim()}' restriction`,
    'shorten the other dietary restriction',
  );
  if (dietWords) filters.push(dietWords);
  const disliked = textFilter(
    profile.dislikedFoods,
    catalogue,
    `disliked foods (${profile.dislikedFoods.trim()})`,
    'shorten the list of disliked foods',
  );
  if (disliked) filters.push(disliked);
  filters.push({
    name: `${profile.maxPrepMinutes} minutes`,
    relax: 'allow more cooking time',
    accepts: (r) => totalMinutes(r) <= profile.maxPrepMinutes,
  });
  if (profile.methods.length > 0) {
    filters.push({
      name: methodsLabel(profile.methods),
      relax: 'add a cooking method',
      accepts: (r) => r.methods.some((m) => profile.methods.includes(m)),
    });
  }
  return filters;
}

/** Recipes of a meal type that pass every filter. */
export function eligibleRecipes(
  type: MealType,
  filters: readonly HardFilter[],
  catalogue: PlannerCatalogue,
): Recipe[] {
  return catalogue.recipes.filter(
    (r) => r.mealTypes.includes(type) && filters.every((f) => f.accepts(r)),
  );
}

/**
 * Foods the catalogue cannot price or describe make a recipe unusable: the planner never
 * guesses a cost.
 */
export function isPriced(recipe: Recipe, catalogue: PlannerCatalogue): boolean {
  return (
    catalogue.facts.has(recipe.id) &&
    recipe.ingredients.every(
      (ing) => catalogue.foods.has(ing.food) && catalogue.prices.has(ing.food),
    )
  );
}
