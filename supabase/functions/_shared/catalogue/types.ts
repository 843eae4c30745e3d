/**
 * The shape of the planner's catalogue. Facts (nutrition, prices, price levels)
 * come from public sources cited beside each value; recipes are the project's
 * own. Everything a recipe "is" (nutrition, cost, diet and allergen tags) is
 * computed from its ingredients, never typed by hand.
 */
import type { DietTotals, PatternAmounts } from './patterns.ts';
import type { StoreSection } from './sections.ts';

export const ALLERGENS = [
  'Dairy',
  'Eggs',
  'Peanuts',
  'Tree Nuts',
  'Soy',
  'Fish',
  'Shellfish',
  'Wheat',
  'Sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETS = [
  'Vegetarian',
  'Vegan',
  'Dairy-Free',
  'Gluten-Free',
  'Paleo',
  'Keto',
  'Low-Carb',
] as const;
export type Diet = (typeof DIETS)[number];

export const CUISINES = [
  'Italian',
  'Mexican',
  'Chinese',
  'Japanese',
  'Indian',
  'Thai',
  'Mediterranean',
  'American',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const MEAL_TYPES = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const COOKING_METHODS = [
  'Stove/Oven',
  'Instapot',
  'Air Fryer',
  'Microwave',
  'Hot Plate',
  'One-Skillet',
] as const;
export type CookingMethod = (typeof COOKING_METHODS)[number];

export const INGREDIENT_QUALITIES = ['Budget-Friendly', 'Balanced', 'Premium'] as const;
export type IngredientQuality = (typeof INGREDIENT_QUALITIES)[number];

export const STORES = [
  'Walmart',
  'Target',
  'Kroger',
  'Publix',
  'Aldi',
  'Whole Foods',
  "Trader Joe's",
  'Costco',
  "Sam's Club",
  'Local Market',
] as const;
export type Store = (typeof STORES)[number];

/** Nutrients per 100 g of edible food, from USDA SR28. Units: kcal and grams (sodium in mg). */
export interface Nutrients {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  sodiumMg: number;
  /** Total saturated, monounsaturated and polyunsaturated fatty acids (SR28 606, 645, 646). */
  saturatedFat: number;
  monounsaturatedFat: number;
  polyunsaturatedFat: number;
}

/** A kitchen measure of a food and what it weighs, from SR28's household weights
 *  ('1 large' egg = 50 g, '1 cup' of milk = 244 g). */
export interface HouseholdWeight {
  grams: number;
  description: string;
}

export type FoodGroup =
  | 'meat'
  | 'poultry'
  | 'fish'
  | 'shellfish'
  | 'egg'
  | 'dairy'
  | 'legume'
  | 'soy'
  | 'grain'
  | 'vegetable'
  | 'fruit'
  | 'nut'
  | 'seed'
  | 'oil'
  | 'condiment'
  | 'spice'
  | 'sweetener'
  | 'beverage';

export interface Food {
  /** Stable key used by recipes and prices, e.g. 'chicken_breast'. */
  key: string;
  /** USDA SR28 nutrient databank number (5 digits, as text). */
  ndb: string;
  /** SR28 long description, verbatim, so the source can be checked. */
  usdaName: string;
  /** What a shopper reads on the list, e.g. 'Chicken breast, boneless skinless'. */
  name: string;
  per100g: Nutrients;
  /** Food-pattern equivalents per 100 g (cup eq, oz eq, g of oils, tsp eq of added sugars),
   *  derived in patterns.generated.ts with the source of every figure. */
  patterns: PatternAmounts;
  /** SR28's household weights of the food, for kitchen units ('1 large' egg = 50 g). */
  householdWeights: HouseholdWeight[];
  group: FoodGroup;
  /** Allergens the food itself contains (of the nine the product asks about). */
  allergens: Allergen[];
  /** Contains gluten (wheat, barley, rye, and oats not labelled gluten-free). */
  gluten: boolean;
  /** Acceptable on a paleo diet (no grains, legumes, dairy, refined sugar, seed oils, processed foods). */
  paleo: boolean;
  /** From an animal (meat, fish, egg, dairy, honey, gelatin): excludes it from vegan recipes. */
  animal: boolean;
  /** Flesh of an animal (meat, poultry, fish, shellfish): excludes it from vegetarian recipes. */
  flesh: boolean;
  /** Kitchen staple (oil, salt, spices, vinegar, ...) that keeps for months: a person may say it is
   *  at home, and the week then buys none (planner/cost.ts). */
  pantry: boolean;
  /** The store section it is shopped in (sections.ts: its group's, or its own exception). */
  section: StoreSection;
  /** Lower-case words a person might type for this food ('chicken', 'poultry'); used to honour
   *  disliked foods and 'Other' allergies given as free text. */
  terms: string[];
}

/** A price index that carries a price from when it was observed to the reference month. */
export interface IndexBridge {
  /** BLS CPI series id, e.g. 'CUSR0000SAF113' (fruits and vegetables). */
  series: string;
  /** What the index measures, as BLS names it. */
  title: string;
  /** 'YYYY' for the average of that year's monthly values, 'YYYY-YYYY' for the average of the
   *  months of those years, or a month 'YYYY-MM'. */
  from: string;
  /** Month the price is brought to, 'YYYY-MM'. */
  to: string;
  /** index(to) / index(from), rounded to 4 decimals: the factor applied to the price. */
  ratio: number;
}

/**
 * A published figure a price rests on: a BLS average-price series, a USDA ERS Fruit and Vegetable
 * Prices item and form, or a USDA ERS Purchase to Plate National Average Price (PP-NAP) of an
 * FNDDS food code.
 */
export type OfficialFigure =
  | {
      kind: 'BLS';
      /** BLS average price series id, e.g. 'APU0000708111'. */
      series: string;
      /** The item and unit as BLS titles the series, e.g. 'Eggs, grade A, large, per doz.'. */
      item: string;
    }
  | {
      kind: 'ERS';
      /** The item and form exactly as the ERS table names them, e.g. 'Broccoli heads', 'Fresh'. */
      item: string;
      form: string;
      /** Year the ERS average covers. */
      year: number;
    }
  | {
      kind: 'PPNAP';
      /** FNDDS food code, e.g. '41420010'. */
      foodCode: string;
      /** The food exactly as ERS describes the code, e.g. 'Soybean curd (Includes ...)'. */
      description: string;
      /** How ERS priced the code: 'Links to FNDDS' (scanner data linked to the code itself) or
       *  'Links to altEC' (imputed from the prices of matched codes of the same kind). */
      method: string;
      /** The NHANES cycle whose prices these are, '2017/2018' (scanner data of 2017 and 2018). */
      years: string;
    };

/**
 * Where a package price comes from. Every price applies to the catalogue's reference month
 * (`month`); how it got there differs:
 * - 'BLS': the BLS average price of that item in that month, times the package size;
 * - 'ERS': the USDA ERS annual average for the item and form, times the package weight, brought
 *   to the month by a CPI index (`bridge`);
 * - 'PPNAP': the USDA ERS Purchase to Plate price per 100 edible grams of the FNDDS food code,
 *   times the package's edible grams, brought to the month by a CPI index (`bridge`);
 * - 'estimate': no table covers the food. Either a stated factor times an official figure
 *   (`anchor`), or a typed shelf price brought to the month by a CPI index (`bridge`); `note`
 *   says how it was made;
 * - 'paid': what the person paid, from their receipts (a person's own copy only).
 */
export type PriceSource =
  | ({ kind: 'BLS'; month: string } & Omit<Extract<OfficialFigure, { kind: 'BLS' }>, 'kind'>)
  | ({ kind: 'ERS'; month: string; bridge: IndexBridge } & Omit<
      Extract<OfficialFigure, { kind: 'ERS' }>,
      'kind'
    >)
  | ({ kind: 'PPNAP'; month: string; bridge: IndexBridge } & Omit<
      Extract<OfficialFigure, { kind: 'PPNAP' }>,
      'kind'
    >)
  | {
      kind: 'estimate';
      month: string;
      note: string;
      anchor?: { figure: OfficialFigure; factor: number };
      bridge?: IndexBridge;
    }
  /** The person's own receipts (their price book, ../pantry/priceBook.ts): never in the
   *  catalogue, only in a person's priced copy of it. `month` is that of the latest receipt. */
  | {
      kind: 'paid';
      month: string;
      /** 'You paid $2.89 on Nov 20 (2 receipts in the last 6 months, the latest weighing most).' */
      note: string;
      receipts: number;
      lastPaid: string;
    };

/** How a food is sold: one package, its size and its national average price. */
export interface Price {
  food: string;
  packageGrams: number;
  /** As a shopper reads it: '1 lb', '1 dozen', '15 oz can', '5 lb bag'. */
  packageLabel: string;
  /** US national average price of one package in US dollars at `source.month`. */
  price: number;
  source: PriceSource;
}

export interface RecipeIngredient {
  food: string;
  /** Grams of the food as bought (edible portion) for ONE serving. */
  grams: number;
  /** Preparation note shown to the cook, e.g. 'diced'. */
  note?: string;
}

/** A recipe's whole time: hands-on minutes and the waiting it needs. */
export function totalMinutes(recipe: Pick<Recipe, 'prepMinutes' | 'waitMinutes'>): number {
  return recipe.prepMinutes + (recipe.waitMinutes ?? 0);
}

/** A recipe makes one serving: one meal for one person. */
export interface Recipe {
  id: string;
  name: string;
  /** A person's own recipe may have none. */
  cuisine: Cuisine | null;
  mealTypes: MealType[];
  /** Hands-on minutes. */
  prepMinutes: number;
  /**
   * Minutes of waiting the recipe needs on top (soaking, marinating, chilling): part of its
   * time, so a 30-minute limit does not take a dish that soaks overnight.
   */
  waitMinutes?: number;
  /** What the waiting is, as the cook reads it: 'soak the lentils overnight'. */
  waitNote?: string;
  /** Any one of these methods is enough to cook it. */
  methods: CookingMethod[];
  ingredients: RecipeIngredient[];
  steps: string[];
  /**
   * A side that needs no recipe (a piece of fruit, a glass of milk, a side salad): the meal types
   * it may come with. A side is never planned as a meal of its own (its `mealTypes` is empty).
   */
  sideOf?: MealType[];
}

/** What is computed from a recipe's ingredients. */
export interface RecipeFacts {
  id: string;
  nutrition: { kcal: number; protein: number; carbs: number; fat: number; fiber: number };
  allergens: Allergen[];
  /** The diets this recipe satisfies. */
  diets: Diet[];
  /** Lower-case terms of every ingredient (for disliked foods and free-text allergies). */
  terms: string[];
  /** Food-pattern equivalents and the nutrients the Healthy Eating Index needs, for the serving,
   *  unrounded, so that a day's or a week's totals are exact sums over its meals. */
  health: DietTotals;
}

/** Grocery price level of a US state relative to the national average (1 = average). */
export interface RegionalPriceLevel {
  /** USPS code, e.g. 'GA'. */
  state: string;
  /** The state's name as BEA writes it, e.g. 'Georgia'. */
  name: string;
  /** The state's goods parity over the US goods parity, rounded to 4 decimals. */
  level: number;
  /** BEA's goods parity of the state (SARPP line 6, US all items = 100). */
  goodsParity: number;
  source: string;
}

/** A hand-chosen food before its USDA facts are attached: everything of Food except what the
 *  extraction scripts derive (per100g, usdaName, householdWeights, patterns). */
export type FoodListEntry = Omit<Food, 'per100g' | 'usdaName' | 'householdWeights' | 'patterns'>;
