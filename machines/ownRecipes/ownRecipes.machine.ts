/**
 * "My recipes" (signed in): loads the person's recipes with their facts, filters them by name
 * as the search box is typed in, and opens, copies or deletes one (deleting asks first). The
 * three ways in end on one review form, run as a child (`review`): typed by hand (an empty
 * form), pasted text or a web address (read by the import function; a page with several
 * recipes lets the person pick one; a refusal is shown in the import form with the function's
 * own words). A saved review reloads the list; nothing is written before the review's Save.
 */
import { assign, emit, setup } from 'xstate';
import { toast, type ViewEffect } from '../shared/effects.ts';
import { errorOf, loadedOutput, logFailureOf } from '../shared/eventParams.ts';
import { loadingState } from '../shared/loadingState.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import type { ImportResponse } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import { ownRecipesTexts as texts } from '../texts/ownRecipes.ts';
import { recipeReviewMachine } from '../recipeReview/recipeReview.machine.ts';
import type { ReviewOutput } from '../recipeReview/recipeReview.types.ts';
import { NO_RECIPE, draftInput, storedInput, typedInput } from '../recipeReview/reviewForm.ts';
import type {
  OwnRecipeInput,
  StoredRecipe,
} from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import type {
  CopyInput,
  ImportInput,
  ImportWay,
  OwnRecipesActors,
  OwnRecipesContext,
  OwnRecipesEvent,
  OwnRecipesInput,
  OwnRecipesTag,
  RecipeBook,
  RemoveInput,
} from './ownRecipes.types.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function scope(context: OwnRecipesContext): OwnRecipesInput {
  return { userId: context.userId, today: context.today };
}

function recipeOf(context: OwnRecipesContext, id: string) {
  return context.book?.recipes.find((recipe) => recipe.id === id) ?? null;
}

/** A stored recipe as a new one, named as a copy. */
function copyOf(recipe: StoredRecipe): OwnRecipeInput {
  const { id: _id, version: _version, updatedAt: _at, facts: _facts, ...fields } = recipe;
  return { ...fields, name: texts.copyName(fields.name) };
}

export const ownRecipesMachine = setup({
  types: {} as MachineTypes<
    OwnRecipesContext,
    OwnRecipesEvent,
    OwnRecipesInput,
    OwnRecipesTag,
    ViewEffect
  > & { children: { review: 'review' } },
  actors: {
    loadBook: toProvide<RecipeBook, OwnRecipesInput>('ownRecipes.loadBook'),
    removeRecipe: toProvide<RecipeBook, RemoveInput>('ownRecipes.removeRecipe'),
    copyRecipe: toProvide<RecipeBook, CopyInput>('ownRecipes.copyRecipe'),
    importRecipe: toProvide<ImportResponse, ImportInput>('ownRecipes.importRecipe'),
    /** The review form; the page provides it with its live actors. */
    review: recipeReviewMachine,
  } satisfies OwnRecipesActors & { review: typeof recipeReviewMachine },
  guards: {
    isRecipe: ({ context }, params: { id: string }) => recipeOf(context, params.id) !== null,
    hasValue: (_, params: { value: string }) => params.value.trim() !== '',
    hasOneDraft: (_, params: { answer: ImportResponse }) => params.answer.drafts.length === 1,
    isDraft: ({ context }, params: { index: number }) =>
      context.importForm?.drafts?.drafts[params.index] !== undefined,
    wasSaved: (_, params: { output: ReviewOutput }) => params.output.saved,
  },
  actions: {
    takeBook: assign((_, params: { loaded: RecipeBook }) => ({ book: params.loaded })),
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    reviewTyped: assign(({ context }) => ({ review: typedInput(context.userId) })),
    reviewStored: assign(({ context }, params: { id: string }) => {
      const recipe = recipeOf(context, params.id);
      return { review: recipe ? storedInput(context.userId, recipe) : null };
    }),
    reviewDraft: assign(({ context }, params: { answer: ImportResponse; index: number }) => {
      const draft = params.answer.drafts[params.index];
      return {
        review: draft ? draftInput(context.userId, draft, params.answer.notes) : null,
        importForm: null,
      };
    }),
    closeReview: assign({ review: null }),
    markRemoving: assign(({ context }, params: { id: string }) => ({
      removing: { id: params.id, name: recipeOf(context, params.id)?.name ?? '' },
      notice: null,
    })),
    clearRemoving: assign({ removing: null }),
    markCopying: assign(({ context }, params: { id: string }) => ({
      copying: recipeOf(context, params.id),
      notice: null,
    })),
    clearCopying: assign({ copying: null }),
    openImport: assign(({ context }, params: { way: ImportWay }) => ({
      importForm: {
        way: params.way,
        value: context.importForm?.way === params.way ? context.importForm.value : '',
        error: null,
        drafts: null,
      },
      notice: null,
    })),
    takeImportValue: assign(({ context }, params: { value: string }) => ({
      importForm: context.importForm && { ...context.importForm, value: params.value, error: null },
    })),
    takeDrafts: assign(({ context }, params: { answer: ImportResponse }) => ({
      importForm: context.importForm && { ...context.importForm, drafts: params.answer },
    })),
    importFailed: assign(({ context }, params: { error: unknown }) => ({
      importForm: context.importForm && { ...context.importForm, error: messageOf(params.error) },
    })),
    closeImport: assign({ importForm: null }),
    rememberNotice: assign((_, params: { error: unknown }) => ({
      notice: `${texts.changeFailed} ${messageOf(params.error)}`,
    })),
    dismissNotice: assign({ notice: null }),
    toastSaved: emit((_, params: { output: ReviewOutput }) =>
      toast('success', texts.saved(params.output.saved ? params.output.name : '')),
    ),
    toastDeleted: emit(({ context }) =>
      toast('success', texts.deleted(context.removing?.name ?? '')),
    ),
    toastCopied: emit(({ context }) =>
      toast('success', texts.duplicated(context.copying?.name ?? '')),
    ),
    logFailure,
  },
}).createMachine({
  id: 'ownRecipes',
  context: ({ input }) => ({
    userId: input.userId,
    today: input.today,
    book: null,
    query: '',
    removing: null,
    copying: null,
    notice: null,
    importForm: null,
    review: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState<OwnRecipesContext, RecipeBook>()({
      src: 'loadBook',
      input: ({ context }) => scope(context),
      take: 'takeBook',
      done: 'ready',
      failed: 'failed',
      what: 'Loading the recipes',
    }),
    failed: {
      description: 'Says the recipes could not be loaded, with a button to try again.',
      on: { 'book.reload': 'loading' },
    },
    ready: {
      initial: 'listing',
      on: {
        'search.change': { actions: { type: 'setQuery', params: ({ event }) => event } },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
      states: {
        listing: {
          description:
            "The list, with the import form or a page's recipes to pick from open or not.",
          initial: 'browsing',
          on: {
            'recipe.new': { target: 'reviewing', actions: ['closeImport', 'reviewTyped'] },
            'recipe.open': {
              guard: { type: 'isRecipe', params: ({ event }) => event },
              target: 'reviewing',
              actions: ['closeImport', { type: 'reviewStored', params: ({ event }) => event }],
            },
            'recipe.duplicate': {
              guard: { type: 'isRecipe', params: ({ event }) => event },
              target: 'copying',
              actions: ['closeImport', { type: 'markCopying', params: ({ event }) => event }],
            },
            'recipe.delete': {
              guard: { type: 'isRecipe', params: ({ event }) => event },
              target: 'confirmingDelete',
              actions: ['closeImport', { type: 'markRemoving', params: ({ event }) => event }],
            },
            'import.start': {
              target: '.entering',
              actions: { type: 'openImport', params: ({ event }) => event },
            },
          },
          states: {
            browsing: {
              on: { 'book.reload': '#ownRecipes.loading' },
            },
            entering: {
              description: 'The paste or web address form is open.',
              on: {
                'import.submit': {
                  guard: { type: 'hasValue', params: ({ event }) => event },
                  target: '#ownRecipes.ready.importing',
                  actions: { type: 'takeImportValue', params: ({ event }) => event },
                },
                'import.cancel': { target: 'browsing', actions: 'closeImport' },
              },
            },
            picking: {
              description: 'The page has several recipes: the person picks the one to review.',
              on: {
                'draft.pick': {
                  guard: { type: 'isDraft', params: ({ event }) => event },
                  target: '#ownRecipes.ready.reviewing',
                  actions: {
                    type: 'reviewDraft',
                    params: ({ context, event }) => ({
                      // isDraft held: the drafts are there.
                      answer: context.importForm?.drafts ?? { drafts: [], notes: [] },
                      index: event.index,
                    }),
                  },
                },
                'import.cancel': { target: 'browsing', actions: 'closeImport' },
              },
            },
          },
        },
        confirmingDelete: {
          description: 'Asks whether to delete the recipe; nothing is sent before Delete.',
          on: {
            'delete.confirm': 'removing',
            'delete.cancel': { target: 'listing', actions: 'clearRemoving' },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'removeRecipe',
            src: 'removeRecipe',
            input: ({ context }) => ({ ...scope(context), id: context.removing?.id ?? '' }),
            onDone: {
              target: 'listing',
              actions: [
                { type: 'takeBook', params: loadedOutput },
                'toastDeleted',
                'clearRemoving',
              ],
            },
            onError: {
              target: 'listing',
              actions: [
                { type: 'rememberNotice', params: errorOf },
                'clearRemoving',
                logFailureOf('Deleting a recipe'),
              ],
            },
          },
        },
        copying: {
          tags: 'busy',
          invoke: {
            id: 'copyRecipe',
            src: 'copyRecipe',
            input: ({ context }) => ({
              ...scope(context),
              recipe: context.copying ? copyOf(context.copying) : NO_RECIPE,
            }),
            onDone: {
              target: 'listing',
              actions: [{ type: 'takeBook', params: loadedOutput }, 'toastCopied', 'clearCopying'],
            },
            onError: {
              target: 'listing',
              actions: [
                { type: 'rememberNotice', params: errorOf },
                'clearCopying',
                logFailureOf('Copying a recipe'),
              ],
            },
          },
        },
        importing: {
          tags: 'importing',
          invoke: {
            id: 'importRecipe',
            src: 'importRecipe',
            input: ({ context }) => ({
              ...scope(context),
              way: context.importForm?.way ?? 'text',
              value: context.importForm?.value ?? '',
            }),
            onDone: [
              {
                guard: { type: 'hasOneDraft', params: ({ event }) => ({ answer: event.output }) },
                target: 'reviewing',
                actions: {
                  type: 'reviewDraft',
                  params: ({ event }) => ({ answer: event.output, index: 0 }),
                },
              },
              {
                target: 'listing.picking',
                actions: { type: 'takeDrafts', params: ({ event }) => ({ answer: event.output }) },
              },
            ],
            onError: {
              target: 'listing.entering',
              actions: [
                { type: 'importFailed', params: errorOf },
                logFailureOf('Importing a recipe'),
              ],
            },
          },
        },
        reviewing: {
          description: 'The review form runs as a child until it is saved or left.',
          invoke: {
            id: 'review',
            src: 'review',
            input: ({ context }) => context.review ?? typedInput(context.userId),
            onDone: [
              {
                guard: { type: 'wasSaved', params: ({ event }) => ({ output: event.output }) },
                target: 'refreshing',
                actions: [
                  { type: 'toastSaved', params: ({ event }) => ({ output: event.output }) },
                  'closeReview',
                ],
              },
              { target: 'listing', actions: 'closeReview' },
            ],
          },
        },
        refreshing: {
          tags: 'busy',
          invoke: {
            id: 'refreshBook',
            src: 'loadBook',
            input: ({ context }) => scope(context),
            onDone: { target: 'listing', actions: { type: 'takeBook', params: loadedOutput } },
            onError: {
              target: 'listing',
              actions: [
                { type: 'rememberNotice', params: errorOf },
                logFailureOf('Reloading the recipes'),
              ],
            },
          },
        },
      },
    },
  },
});
