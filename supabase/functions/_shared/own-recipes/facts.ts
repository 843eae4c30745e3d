/**
 * The facts of an own recipe, per serving, computed with the catalogue's own code and never
 * typed: the recipe becomes the catalogue's one-serving Recipe (each weighed line's grams over
 * the servings), computeRecipeFacts gives its nutrition, allergens, diets, terms and
 * food-pattern totals as it gives them to a catalogue recipe, and own-recipe-cost.ts prices it.
 * A food outside the catalogue enters in the catalogue's Food shape built by sr28-food.ts, its
 * facts marked as estimated with the rule they come from. A line without a food, without
 * grams or naming a food that no longer exists is left out of everything and listed with why.
 */
import { computeRecipeFacts } from '../catalogue/compute.ts';
import { foodsByKey } from '../catalogue/foods.ts';
import type { Cuisine, Food, Recipe, RecipeFacts } from '../catalogue/types.ts';
import {
  HEI_COMPONENTS,
  HEI_STANDARDS,
  heiConstituents,
  type HeiComponent,
} from '../planner/hei.ts';
import type { OwnRecipe } from './own-recipe.ts';
import { servingCost, type CostOptions, type ServingCost } from './own-recipe-cost.ts';
import { sr28Food, type Sr28Estimate } from './sr28-food.ts';

/** The catalogue's one-serving Recipe, with the own recipe's cuisine, which may be unset. */
export type OwnServing = Omit<Recipe, 'cuisine'> & { cuisine: Cuisine | null };

export type LeftOutReason = 'no food' | 'no grams' | 'unknown food';

export interface LeftOutLine {
  /** Position of the line in the recipe. */
  index: number;
  line: string;
  reason: LeftOutReason;
  message: string;
}

/** The food groups of the Healthy Eating Index a serving can contribute to: its adequacy
 *  components but the fatty-acid ratio (the moderation ones are not something a dish "has"). */
export const BADGE_COMPONENTS: readonly HeiComponent[] = HEI_COMPONENTS.filter(
  (component) => HEI_STANDARDS[component].kind === 'adequacy' && component !== 'fattyAcids',
);

/** The least a serving must hold of a group to wear its badge: a quarter cup eq of fruit,
 *  vegetables or dairy, half an ounce eq of grains or protein foods. Less is a garnish (a
 *  spoon of onion, a pinch of sesame). */
const BADGE_MINIMUM = { 'cup eq': 0.25, 'oz eq': 0.5 } as const;

function badgeUnit(component: HeiComponent): keyof typeof BADGE_MINIMUM {
  return HEI_STANDARDS[component].unit.startsWith('oz eq') ? 'oz eq' : 'cup eq';
}

export interface HeiBadge {
  component: HeiComponent;
  /** The HEI's name of the component: 'Total Fruits'. */
  name: string;
  /** How much one serving holds. */
  amount: number;
  unit: keyof typeof BADGE_MINIMUM;
}

export interface OwnRecipeFacts {
  serving: OwnServing;
  facts: RecipeFacts;
  badges: HeiBadge[];
  cost: ServingCost;
  leftOut: LeftOutLine[];
  /** The SR28 foods whose allergens, diets and food-pattern amounts are estimates. */
  estimates: Sr28Estimate[];
  /** True when any fact or price rests on an estimate or a line is left out. */
  estimated: boolean;
}

function leftOut(index: number, line: string, reason: LeftOutReason): LeftOutLine {
  const what = {
    'no food': 'no food is chosen for it',
    'no grams': 'its amount cannot be weighed',
    'unknown food': 'its food is no longer known',
  }[reason];
  return {
    index,
    line,
    reason,
    message: `"${line}" is left out of nutrition and cost: ${what}.`,
  };
}

/** The food of a stored food id, from the catalogue or SR28. */
export function foodOf(id: string): { food: Food; estimate?: Sr28Estimate } | undefined {
  if (id.startsWith('sr28:')) return sr28Food(id.slice('sr28:'.length));
  const food = foodsByKey.get(id);
  return food ? { food } : undefined;
}

/** The recipe as one serving, the foods it uses and the lines left out. */
export function oneServing(recipe: OwnRecipe): {
  serving: OwnServing;
  foods: Map<string, Food>;
  estimates: Sr28Estimate[];
  leftOut: LeftOutLine[];
} {
  const foods = new Map<string, Food>();
  const estimates = new Map<string, Sr28Estimate>();
  const out: LeftOutLine[] = [];
  const ingredients: Recipe['ingredients'] = [];
  for (const [index, { line, food: id, grams, note }] of recipe.ingredients.entries()) {
    const found = id === undefined ? undefined : foodOf(id);
    if (id === undefined || !found || grams === undefined) {
      out.push(
        leftOut(index, line, id === undefined ? 'no food' : !found ? 'unknown food' : 'no grams'),
      );
      continue;
    }
    foods.set(id, found.food);
    if (found.estimate) estimates.set(id, found.estimate);
    const perServing = grams / recipe.servings;
    ingredients.push(
      note === undefined ? { food: id, grams: perServing } : { food: id, grams: perServing, note },
    );
  }
  const serving: OwnServing = {
    id: recipe.id,
    name: recipe.name,
    cuisine: recipe.cuisine,
    mealTypes: recipe.mealTypes,
    // The catalogue's minutes are the whole time a dish takes, which a time limit is held to.
    prepMinutes: recipe.prepMinutes + recipe.cookMinutes,
    methods: recipe.methods,
    ingredients,
    steps: recipe.steps,
  };
  return { serving, foods, estimates: [...estimates.values()], leftOut: out };
}

/** The badges of a serving's food-pattern totals. */
export function heiBadges(facts: RecipeFacts): HeiBadge[] {
  const amounts = heiConstituents(facts.health);
  return BADGE_COMPONENTS.filter(
    (component) => amounts[component] >= BADGE_MINIMUM[badgeUnit(component)],
  ).map((component) => ({
    component,
    name: HEI_STANDARDS[component].name,
    amount: amounts[component],
    unit: badgeUnit(component),
  }));
}

/** A food lookup with the catalogue and the recipe's SR28 foods. */
function lookupWith(foods: ReadonlyMap<string, Food>): ReadonlyMap<string, Food> {
  const extra = [...foods].filter(([key]) => !foodsByKey.has(key));
  return extra.length === 0 ? foodsByKey : new Map([...foodsByKey, ...extra]);
}

/** Everything the list of own recipes shows of one, per serving, computed as the catalogue's
 *  recipes are (computeRecipeFacts and recipeGramCost read its id, meal types and ingredients). */
export function ownRecipeFacts(recipe: OwnRecipe, options: CostOptions): OwnRecipeFacts {
  const { serving, foods, estimates, leftOut: out } = oneServing(recipe);
  const facts = computeRecipeFacts(serving, lookupWith(foods));
  const cost = servingCost(serving, foods, options);
  return {
    serving,
    facts,
    badges: heiBadges(facts),
    cost,
    leftOut: out,
    estimates,
    estimated: estimates.length > 0 || out.length > 0 || cost.estimated.estimatedCents > 0,
  };
}
