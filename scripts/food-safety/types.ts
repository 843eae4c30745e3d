/** The food-safety check's inputs and its report (./check.ts). */
import type { StorageSpec } from '../../supabase/functions/_shared/catalogue/storage-map.ts';
import type {
  ShoppingItem,
  WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/responses.ts';

/** One stored week of the person: the week and its shopping list. */
export interface StoredWeek {
  plan: WeeklyPlan;
  list: readonly ShoppingItem[];
}

/** Food at home when the first week starts. */
export interface PantryLot {
  food: string;
  grams: number;
  boughtOn: string;
  /** The first day it is no longer good; absent: from boughtOn by the food's own time. */
  goneOn?: string;
  /** What is left of an opened package (absent goneOn: counted as opened on boughtOn). */
  opened?: boolean;
  /** A portion in the freezer (absent goneOn: frozen on boughtOn). */
  frozen?: boolean;
}

/** What the check needs of a recipe: its ingredients' grams for one standard serving. */
export interface RecipeLike {
  id: string;
  ingredients: readonly { food: string; grams: number }[];
}

/** What the check needs of a food: whether a dish with it is one 'with meat, fish, poultry, or
 *  egg' for FoodKeeper's leftovers. */
export interface FoodLike {
  flesh: boolean;
  group: string;
}

export interface CheckOptions {
  /** The text of data/foodkeeper/foodkeeper-products.csv. */
  foodkeeperCsv: string;
  /** The pantry at the first week's start. */
  pantry?: readonly PantryLot[];
  /** The recipes the weeks' meals and their sides name (default: the catalogue's RECIPES, which
   *  hold no sides: pass the planner catalogue's recipes for weeks with sides). */
  recipes?: Iterable<RecipeLike>;
  /** The foods, for leftovers (default: the catalogue's foods). */
  foods?: ReadonlyMap<string, FoodLike>;
  /** The mapping of foods to FoodKeeper (default: catalogue/storage-map.ts STORAGE_MAP). */
  storageMap?: Readonly<Record<string, StorageSpec>>;
}

export type ViolationKind =
  /** Kept past its time where it is kept, with no freeze instruction covering the meal. */
  | 'expired'
  /** An opened package used past its after-opening time. */
  | 'opened'
  /** A frozen portion that cannot serve the meal: past its freezer time, a food FoodKeeper does
   *  not freeze or gives no time after thawing, or a portion the meal's card does not thaw. */
  | 'frozen'
  /** A leftover eaten past its time, or from a dish no meal cooks that day. */
  | 'leftover'
  /** Grams no lot holds. */
  | 'short'
  /** A meal whose recipe is unknown: its ingredients cannot be checked. */
  | 'recipe';

export interface Violation {
  /** The week's first day. */
  week: string;
  /** The day the problem happens (a leftover's ingredients: the day its dish was cooked). */
  date: string;
  meal: string;
  /** The food (catalogue key); '' for a leftover or an unknown recipe. */
  food: string;
  kind: ViolationKind;
  /** Grams concerned, when grams are. */
  grams?: number;
  /** What is wrong, for a person. */
  message: string;
}

export interface SafetyReport {
  weeks: number;
  mealsChecked: number;
  /** Meals using a perishable: a food that keeps less than 7 days where it is kept, unopened. */
  mealsWithPerishable: number;
  /** Portions frozen on shopping days for a meal (one per meal and food). */
  portionsFrozen: number;
  /** Packages opened of foods that keep less once opened. */
  packagesOpened: number;
  /** Foods used that the mapping does not know: they were taken to keep for ever. */
  unmapped: string[];
  violations: Violation[];
}
