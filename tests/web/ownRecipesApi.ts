/**
 * The own-recipes actors the /recipes tests answer by hand: `api` holds one mock per call, and
 * the module below replaces src/services/live/ownRecipesActors.ts
 * (`vi.mock(path, () => import('./ownRecipesApi.ts').then((m) => m.ownRecipesActorsModule))`).
 */
import { fromPromise } from 'xstate';
import { vi } from 'vitest';
import type { RecipeFactsCard } from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import type {
  DraftLine,
  ImportResponse,
} from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import type {
  CopyInput,
  ImportInput,
  OwnRecipesInput,
  RecipeBook,
  RemoveInput,
} from '../../machines/ownRecipes/ownRecipes.types.ts';
import type {
  FactsRequest,
  FoodChoice,
  LineRequest,
  SaveRequest,
  SearchRequest,
} from '../../machines/recipeReview/recipeReview.types.ts';

export const api = {
  loadBook: vi.fn<(input: OwnRecipesInput) => Promise<RecipeBook>>(),
  removeRecipe: vi.fn<(input: RemoveInput) => Promise<RecipeBook>>(),
  copyRecipe: vi.fn<(input: CopyInput) => Promise<RecipeBook>>(),
  importRecipe: vi.fn<(input: ImportInput) => Promise<ImportResponse>>(),
  loadFacts: vi.fn<(input: FactsRequest) => Promise<RecipeFactsCard>>(),
  readLine: vi.fn<(input: LineRequest) => Promise<DraftLine>>(),
  searchFoods: vi.fn<(input: SearchRequest) => Promise<FoodChoice[]>>(),
  saveRecipe: vi.fn<(input: SaveRequest) => Promise<string>>(),
};

export const ownRecipesActorsModule = {
  liveOwnRecipesActors: {
    loadBook: fromPromise<RecipeBook, OwnRecipesInput>(({ input }) => api.loadBook(input)),
    removeRecipe: fromPromise<RecipeBook, RemoveInput>(({ input }) => api.removeRecipe(input)),
    copyRecipe: fromPromise<RecipeBook, CopyInput>(({ input }) => api.copyRecipe(input)),
    importRecipe: fromPromise<ImportResponse, ImportInput>(({ input }) => api.importRecipe(input)),
  },
  liveReviewActors: {
    loadFacts: fromPromise<RecipeFactsCard, FactsRequest>(({ input }) => api.loadFacts(input)),
    readLine: fromPromise<DraftLine, LineRequest>(({ input }) => api.readLine(input)),
    searchFoods: fromPromise<FoodChoice[], SearchRequest>(({ input }) => api.searchFoods(input)),
    saveRecipe: fromPromise<string, SaveRequest>(({ input }) => api.saveRecipe(input)),
  },
};
