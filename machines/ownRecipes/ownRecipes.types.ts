import type { PromiseActorLogic } from 'xstate';
import type {
  OwnRecipeInput,
  StoredRecipe,
} from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import type { ImportResponse } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import type { ReviewInput } from '../recipeReview/recipeReview.types.ts';

export interface OwnRecipesInput {
  /** The signed-in person; null only when the page runs without one (the load then fails). */
  userId: string | null;
  today: string;
}

/** The person's recipes with their facts, and the rows that could not be read (with why). */
export interface RecipeBook {
  recipes: StoredRecipe[];
  unreadable: { id: string; error: string }[];
}

/** Two ways in that the import function reads: pasted text and a web address. */
export type ImportWay = 'text' | 'url';

/** The import form that is open, what was typed in it, and why the last try failed. */
export interface ImportForm {
  way: ImportWay;
  value: string;
  error: string | null;
  /** A page's recipes, when it has several, to pick one from. */
  drafts: ImportResponse | null;
}

export interface OwnRecipesContext extends OwnRecipesInput {
  book: RecipeBook | null;
  /** What the search box holds; the list is filtered by name as it is typed. */
  query: string;
  /** The recipe whose deletion waits for confirmation or is being sent. */
  removing: { id: string; name: string } | null;
  /** The recipe being copied. */
  copying: StoredRecipe | null;
  /** A change to the list that failed, with why. */
  notice: string | null;
  importForm: ImportForm | null;
  /** Where the review form starts, while it is open. */
  review: ReviewInput | null;
}

export type OwnRecipesEvent =
  | { type: 'book.reload' }
  | { type: 'search.change'; query: string }
  | { type: 'recipe.new' }
  | { type: 'recipe.open'; id: string }
  | { type: 'recipe.duplicate'; id: string }
  | { type: 'recipe.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'import.start'; way: ImportWay }
  | { type: 'import.submit'; value: string }
  | { type: 'import.cancel' }
  | { type: 'draft.pick'; index: number }
  | { type: 'notice.dismiss' };

export type OwnRecipesTag = 'loading' | 'busy' | 'importing';

export interface RemoveInput extends OwnRecipesInput {
  id: string;
}
export interface CopyInput extends OwnRecipesInput {
  recipe: OwnRecipeInput;
}
export interface ImportInput extends OwnRecipesInput {
  way: ImportWay;
  value: string;
}

/**
 * The calls the list makes; the live app provides them (src/services/live/ownRecipesActors.ts).
 * Every change answers with the book read again. The review form (`review`) is provided beside
 * them by the page.
 */
export interface OwnRecipesActors {
  loadBook: PromiseActorLogic<RecipeBook, OwnRecipesInput>;
  removeRecipe: PromiseActorLogic<RecipeBook, RemoveInput>;
  copyRecipe: PromiseActorLogic<RecipeBook, CopyInput>;
  importRecipe: PromiseActorLogic<ImportResponse, ImportInput>;
}
