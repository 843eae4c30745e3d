import type { PromiseActorLogic } from 'xstate';
import type {
  OwnRecipeInput,
  RecipeFactsCard,
} from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import type { DraftLine } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';

/** A food a line may be matched to, as the function offers it. */
export type FoodChoice = NonNullable<DraftLine['food']>;

/** The review form's fields as typed (text, lists of text); read on Save. */
export interface ReviewFields {
  name: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  mealTypes: string[];
  /** '' when the recipe names none. */
  cuisine: string;
  methods: string[];
  /** One step a line. */
  steps: string;
  sourceUrl: string;
  /** '0' (keep only), '1' or '2' times a week. */
  planPerWeek: string;
}

export type ReviewField = keyof ReviewFields;

/** One ingredient line of the form: the person's text and what the function read of it. */
export interface ReviewLine {
  /** Stable for the form's lifetime (React's key, the events' address). */
  key: number;
  text: string;
  /** What the function read for `readText`; null until a line typed by hand is read. */
  read: DraftLine | null;
  /** The text `read` belongs to: when it differs from `text`, the line is read again. */
  readText: string;
  /** Grams the person typed for the whole line ('' keeps the grams read). */
  grams: string;
}

export interface ReviewErrors {
  fields: Partial<Record<ReviewField, string>>;
  /** By line key. */
  lines: Record<number, string>;
  /** About the recipe as a whole (no ingredient line with text). */
  form?: string;
}

/** Where the review starts: a stored recipe, a draft read from a page or text, or nothing. */
export interface ReviewInput {
  userId: string | null;
  /** The stored recipe being edited; null for a new one. */
  recipeId: string | null;
  fields: ReviewFields;
  /** Each line's text and what was read of it; a stored line, not read yet, brings the food
   *  the person confirmed (read again with it) and its grams. */
  lines: readonly { text: string; read: DraftLine | null; food?: string; grams?: number }[];
  /** What the import noted on the way (skipped or guessed), shown above the form. */
  notes: readonly string[];
}

/** The facts panel: the last facts computed, or why none can be. */
export interface FactsView {
  facts: RecipeFactsCard | null;
  /** Why the panel shows no (fresh) facts: nothing to compute yet, or the call failed. */
  message: string | null;
}

export interface FoodSearch {
  /** The line the search picks a food for. */
  key: number;
  query: string;
  foods: FoodChoice[];
  error: string | null;
}

export interface ReviewContext {
  userId: string | null;
  recipeId: string | null;
  notes: readonly string[];
  fields: ReviewFields;
  lines: ReviewLine[];
  nextKey: number;
  /** Lines waiting to be read, each with the food picked for it (absent: the best match). */
  readQueue: { key: number; food?: string }[];
  /** The line being read now. */
  reading: { key: number; text: string; food?: string } | null;
  lineErrors: Record<number, string>;
  facts: FactsView;
  search: FoodSearch | null;
  errors: ReviewErrors;
  saveError: string | null;
  /** The recipe the facts are being computed for. */
  factsRecipe: OwnRecipeInput | null;
  /** The recipe being saved, as checked. */
  toSave: OwnRecipeInput | null;
  /** The row's id once saved: the review's outcome. */
  savedId: string | null;
}

export type ReviewEvent =
  | { type: 'review.fields'; fields: ReviewFields }
  | { type: 'line.add' }
  | { type: 'line.remove'; key: number }
  | { type: 'line.edit'; key: number; text: string }
  /** The line's field was left: its text is read again if it changed. */
  | { type: 'line.reread'; key: number }
  | { type: 'line.pick'; key: number; food: FoodChoice }
  | { type: 'line.grams'; key: number; grams: string }
  | { type: 'food.search'; key: number; query: string }
  | { type: 'search.close' }
  | { type: 'review.save'; fields: ReviewFields }
  | { type: 'review.cancel' }
  /** Raised inside the machine: the form changed, so the facts are asked again. */
  | { type: 'facts.stale' };

export type ReviewTag = 'saving' | 'reading' | 'computing' | 'searching';

/** How the review ended: saved (the row's id) or left without saving. */
export type ReviewOutput = { saved: true; id: string; name: string } | { saved: false };

interface Who {
  userId: string | null;
}
export interface FactsRequest extends Who {
  recipe: OwnRecipeInput;
}
export interface LineRequest extends Who {
  text: string;
  food?: string;
}
export interface SearchRequest extends Who {
  query: string;
}
export interface SaveRequest extends Who {
  recipeId: string | null;
  recipe: OwnRecipeInput;
}

/** The calls the review form makes; the live app provides them (src/services/live/ownRecipesActors.ts). */
export interface ReviewActors {
  loadFacts: PromiseActorLogic<RecipeFactsCard, FactsRequest>;
  readLine: PromiseActorLogic<DraftLine, LineRequest>;
  searchFoods: PromiseActorLogic<FoodChoice[], SearchRequest>;
  /** Inserts (no id) or updates the row; answers with its id. */
  saveRecipe: PromiseActorLogic<string, SaveRequest>;
}
