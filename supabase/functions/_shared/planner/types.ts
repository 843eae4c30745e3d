/**
 * The planner's own vocabulary: what it needs from the catalogue, the profile it plans for,
 * and the plan it returns. Money inside the planner is kept in whole cents so that meal
 * costs, daily costs, the shopping list and the week's total add up exactly.
 */
import type { OwnRecipe } from '../own-recipes/own-recipe.ts';
import type { PriceBasis } from '../catalogue/basis.ts';
import type { DayRange, FoodStorage } from '../catalogue/storage.ts';
import type { KitchenWeek } from './kitchen.ts';
import type { PlanFocus } from '../rules/focus.ts';
import type {
  Allergen,
  CookingMethod,
  Cuisine,
  Diet,
  Food,
  IngredientQuality,
  MealType,
  Price,
  Recipe,
  RecipeFacts,
} from '../catalogue/types.ts';

/** Where local prices come from: a multiplier on national average prices, and why. */
export interface PriceLevel {
  factor: number;
  /** One sentence for the explanation: the basis sentence ('US average prices, April 2025, from
   *  BLS and USDA ERS, adjusted for Georgia'), then the stores and quality multipliers. */
  note: string;
  /** The reference month, agencies and state the prices rest on. */
  basis: PriceBasis;
}

/** Everything the planner reads from the catalogue, already indexed. */
export interface PlannerCatalogue {
  foods: ReadonlyMap<string, Food>;
  /** How each food is sold (one package per food). */
  prices: ReadonlyMap<string, Price>;
  recipes: readonly Recipe[];
  facts: ReadonlyMap<string, RecipeFacts>;
  /**
   * A person's pantry at the start of the week (grams of each food at home, ../pantry/stock.ts):
   * the week uses it before buying, and what it uses costs nothing (it was paid for). Absent in
   * the catalogue itself; a person's priced copy (../pantry/personal.ts) carries it.
   */
  stock?: ReadonlyMap<string, number>;
  /**
   * Staples the person said are at home ("some at home": no amount, no date). The week draws on
   * them without buying: they cost nothing at the till (cost.ts `stockOf` counts them as
   * unlimited). Absent: nothing declared, so every staple a week uses is bought whole.
   */
  atHome?: ReadonlySet<string>;
  /**
   * Of the foods in stock, those that go off during the week: the day of the week (1-6, 0 being
   * its first) from which they are gone. Dishes that use them are put on the days before.
   */
  stockSpoils?: ReadonlyMap<string, number>;
  /**
   * How long each food keeps and where (catalogue/storage.ts, USDA FSIS FoodKeeper), and how
   * long cooked leftovers keep: the kitchen's schedule (kitchen.ts) reads them. A food absent
   * from it keeps the whole week.
   */
  storage?: ReadonlyMap<string, FoodStorage>;
  leftovers?: {
    withFlesh: { refrigerator: DayRange; freezer: DayRange };
    without: { refrigerator: DayRange; freezer: DayRange };
  };
  /**
   * A household's week (household.ts): the catalogue cooked for each meal type's eaters (see
   * cooked.ts). Absent for one person, whose recipes and facts above are the week's scale.
   */
  cookedAs?: Readonly<Record<MealType, PlannerCatalogue>>;
  /**
   * The person's own recipes the week is planned with (../own-recipes/planned.ts), by recipe
   * id: how many meals of the week each is wanted for (1 or 2: "plan it") and the version of
   * the recipe that was copied. Their recipes, facts, foods and prices are in the maps above
   * like any other; absent: none.
   */
  own?: ReadonlyMap<string, OwnInWeek>;
  priceLevel(input: {
    zipCode: string;
    stores: readonly string[];
    quality: IngredientQuality;
  }): PriceLevel;
}

export interface OwnInWeek {
  perWeek: number;
  version: number;
  /** The recipe as the week copied it (kept with the week: a later edit or delete leaves it). */
  copy: OwnRecipe;
}

export type MealCounts = Record<MealType, number>;

/** The person as the optimiser sees them: every field resolved to a usable value. */
export interface PlannerProfile {
  diets: Diet[];
  /** The 'Other' dietary restriction, free text. */
  dietOther: string;
  allergies: Allergen[];
  /** The 'Other' allergy, free text matched against ingredient terms. */
  allergyOther: string;
  dislikedFoods: string;
  /** Grams of protein per day. */
  proteinGoal: number;
  /** kcal per day. */
  calorieTarget: number;
  /** US dollars per week. */
  weeklyBudget: number;
  mealCounts: MealCounts;
  /** Weekly (Bulk Prep): the same dish may be eaten on many days. */
  bulkPrep: boolean;
  maxPrepMinutes: number;
  /** Empty means the person named none: any method is fine. */
  methods: CookingMethod[];
  cuisines: Cuisine[];
  zipCode: string;
  stores: string[];
  quality: IngredientQuality;
  /** The spend/quality control, 1 ("Spend less") to 5 ("Eat better"); absent: the default. */
  focus?: PlanFocus;
  /**
   * A household (household.ts): each member's calories and planned share of a day's eating over
   * the week, so the food groups are aimed at the sum of their patterns. Absent: one person.
   */
  eaters?: { calorieTarget: number; dayShares: number }[];
}

/** One planned meal before presentation. */
export interface PlannedMeal {
  day: number;
  type: MealType;
  recipeId: string;
  /** The sides it comes with (sides.ts), by recipe id. */
  sides: string[];
  costCents: number;
}

/** One line of the shopping list. */
export interface PurchaseLine {
  food: string;
  name: string;
  /** Grams the week's meals use. */
  gramsUsed: number;
  /** Whole packages bought: every food, staples too, is sold whole at the till. */
  packages: number;
  packageLabel: string;
  packageGrams: number;
  /** A kitchen staple (oil, spices, sauces, baking) that keeps for months once bought. */
  staple: boolean;
  /** A staple the person said is at home: drawn on, never bought. */
  atHome: boolean;
  /** What the till charges for the line: packages x the package's shelf price. */
  costCents: number;
  /**
   * What the week's meals use of it is worth: the till's cents for a perishable (bought for the
   * week), the grams used at the package's price per gram for a staple (rounded up to the cent),
   * at home or bought, since a jar lasts beyond the week.
   */
  valueCents: number;
  /** The local shelf price of one whole package. */
  packageCents: number;
  /** Grams left over after the week (packages x size - what they cover). */
  leftoverGrams: number;
  /** Grams of the week's use taken from the person's pantry (bought before, or a staple at
   *  home): no charge. */
  fromPantryGrams: number;
}

export interface WeekCost {
  /** The till: whole packages of everything not at home. The budget holds this. */
  totalCents: number;
  /** What the week's meals use is worth (staples by the gram): shown beside the till. */
  valueCents: number;
  lines: PurchaseLine[];
}

/** Why no plan exists, as data and as a sentence. */
export interface Infeasibility {
  kind: 'no-recipes' | 'budget' | 'too-few-recipes' | 'no-alternative';
  /** The sentence shown to the person. */
  binding: string;
  /** What would make a plan possible. */
  suggestion: string;
  mealType?: MealType;
  /** Names of the filters that together leave nothing, e.g. ['Vegan', 'Soy allergy', '15 minutes']. */
  filters?: string[];
  /** The smallest weekly budget (dollars) with which a plan exists. */
  cheapestFeasibleBudget?: number;
}

export interface DayTotals {
  protein: number;
  calories: number;
  proteinGoal: number;
  calorieTarget: number;
  costCents: number;
}

export interface SolveStats {
  candidates: number;
  solveMs: number;
  /** Cost of the plan (dollars) and the solver's proven lower bound on it for the same nutrition. */
  mipDualBound: number;
  /** The LP relaxation's bound on the same cost (dollars), when asked for. */
  lpBound?: number;
  status: string;
}

export interface WeekPlan {
  meals: PlannedMeal[];
  cost: WeekCost;
  /** The kitchen's schedule (kitchen.ts), its meal indexes those of `meals`. */
  kitchen: KitchenWeek;
  days: DayTotals[];
  stats: SolveStats;
  notes: string[];
  priceLevel: PriceLevel;
}

export type PlanOutcome = { ok: true; plan: WeekPlan } | { ok: false; infeasible: Infeasibility };
