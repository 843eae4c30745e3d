/**
 * The review form of an own recipe, the same for a recipe typed by hand, pasted or read from a
 * page, and for a stored one opened again. The simple fields live in the view's form and come
 * here as they change (`review.fields`); the ingredient lines live here, because each is read by
 * the own-recipes function: a line whose text changed is read again when its field is left,
 * picking another food reads it again with that food (the function weighs it), and grams may be
 * typed over the ones read. Lines are read one at a time, in the order they were asked.
 *
 * The facts panel follows the form: `factsDelay` after the last change the facts are asked
 * again (a change while they are computed asks again). Nothing is saved until Save: the form is
 * checked with the book's schema (messages under the fields), lines still being read are waited
 * for, and the row is written; the review then ends with the row's id, or without saving.
 */
import { assign, raise, setup } from 'xstate';
import { errorOf, logFailureOf } from '../shared/eventParams.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import type { DraftLine } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import type { RecipeFactsCard } from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import { reviewTexts } from '../texts/ownRecipes.ts';
import { NO_RECIPE, factsRecipe, isStale, linesOf, readReview } from './reviewForm.ts';
import {
  addedLine,
  nextRead,
  queued,
  readFailed,
  readTaken,
  removedLine,
  staleQueue,
  withLine,
  withoutKey,
} from './reviewLines.ts';
import type {
  FactsRequest,
  FoodChoice,
  LineRequest,
  SaveRequest,
  SearchRequest,
  ReviewActors,
  ReviewContext,
  ReviewEvent,
  ReviewInput,
  ReviewOutput,
  ReviewTag,
} from './recipeReview.types.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const recipeReviewMachine = setup({
  types: {} as MachineTypes<ReviewContext, ReviewEvent, ReviewInput, ReviewTag> & {
    output: ReviewOutput;
  },
  actors: {
    loadFacts: toProvide<RecipeFactsCard, FactsRequest>('review.loadFacts'),
    readLine: toProvide<DraftLine, LineRequest>('review.readLine'),
    searchFoods: toProvide<FoodChoice[], SearchRequest>('review.searchFoods'),
    saveRecipe: toProvide<string, SaveRequest>('review.saveRecipe'),
  } satisfies ReviewActors,
  delays: {
    /** After the last change before the facts are asked again. */
    factsDelay: 600,
  },
  guards: {
    hasQueue: ({ context }) => context.readQueue.length > 0,
    isStaleLine: ({ context }, params: { key: number }) =>
      context.lines.some((line) => line.key === params.key && isStale(line)),
    isLine: ({ context }, params: { key: number }) =>
      context.lines.some((line) => line.key === params.key),
    hasOtherLines: ({ context }, params: { key: number }) =>
      context.lines.some((line) => line.key !== params.key),
    linesSettled: ({ context }) =>
      context.reading === null && context.readQueue.length === 0 && !context.lines.some(isStale),
    isValid: ({ context }) => readReview(context.fields, context.lines).ok,
    canComputeFacts: ({ context }) => 'recipe' in factsRecipe(context.fields, context.lines),
    isSearchable: (_, params: { query: string }) => params.query.trim().length >= 2,
  },
  actions: {
    takeFields: assign((_, params: { fields: ReviewContext['fields'] }) => ({
      fields: params.fields,
    })),
    addLine: assign(({ context }) => addedLine(context)),
    removeLine: assign(({ context }, params: { key: number }) => removedLine(context, params.key)),
    editLine: assign(({ context }, params: { key: number; text: string }) => ({
      lines: withLine(context.lines, params.key, { text: params.text }),
      errors: { ...context.errors, form: undefined },
    })),
    typeGrams: assign(({ context }, params: { key: number; grams: string }) => ({
      lines: withLine(context.lines, params.key, { grams: params.grams }),
      errors: { ...context.errors, lines: withoutKey(context.errors.lines, params.key) },
    })),
    queueLine: assign(({ context }, params: { key: number; food?: string }) => ({
      readQueue: queued(context, params.key, params.food),
    })),
    queueStale: assign(({ context }) => ({ readQueue: staleQueue(context) })),
    startRead: assign(({ context }) => nextRead(context)),
    takeRead: assign(({ context }, params: { read: DraftLine }) => readTaken(context, params.read)),
    failRead: assign(({ context }, params: { error: unknown }) =>
      readFailed(context, messageOf(params.error)),
    ),
    takeFacts: assign((_, params: { facts: RecipeFactsCard }) => ({
      facts: { facts: params.facts, message: null },
    })),
    factsUnavailable: assign(({ context }) => {
      const read = factsRecipe(context.fields, context.lines);
      return { facts: { facts: null, message: 'message' in read ? read.message : null } };
    }),
    factsFailed: assign(({ context }) => ({
      facts: { facts: context.facts.facts, message: reviewTexts.factsFailed },
    })),
    openSearch: assign(({ context }, params: { key: number; query: string }) => ({
      search: {
        key: params.key,
        query: params.query.trim(),
        foods: context.search?.key === params.key ? context.search.foods : [],
        error: null,
      },
    })),
    takeFoods: assign(({ context }, params: { foods: FoodChoice[] }) => ({
      search: context.search && { ...context.search, foods: params.foods, error: null },
    })),
    searchFailed: assign(({ context }, params: { error: unknown }) => ({
      search: context.search && { ...context.search, error: messageOf(params.error) },
    })),
    closeSearch: assign({ search: null }),
    /**
     * One region cannot target another's state without leaving and re-entering every region
     * (a read or a save in flight would be dropped): the others are told with an event.
     */
    factsStale: raise({ type: 'facts.stale' }),
    searchDone: raise({ type: 'search.close' }),
    takeFactsRecipe: assign(({ context }) => {
      const read = factsRecipe(context.fields, context.lines);
      return { factsRecipe: 'recipe' in read ? read.recipe : null };
    }),
    takeRecipe: assign(({ context }) => {
      const read = readReview(context.fields, context.lines);
      return { toSave: read.ok ? read.recipe : null };
    }),
    setErrors: assign(({ context }) => {
      const read = readReview(context.fields, context.lines);
      return { errors: read.ok ? { fields: {}, lines: {} } : read.errors };
    }),
    clearErrors: assign({ errors: { fields: {}, lines: {} }, saveError: null }),
    rememberSaveError: assign((_, params: { error: unknown }) => ({
      saveError: messageOf(params.error),
    })),
    logFailure,
  },
}).createMachine({
  id: 'recipeReview',
  context: ({ input }) => {
    const lines = linesOf(input);
    return {
      userId: input.userId,
      recipeId: input.recipeId,
      notes: input.notes,
      fields: input.fields,
      lines,
      nextKey: lines.length,
      // A stored line is read again as the form opens, with the food the person confirmed.
      readQueue: input.lines.flatMap((line, key) =>
        line.read === null && line.text.trim() !== ''
          ? [line.food === undefined ? { key } : { key, food: line.food }]
          : [],
      ),
      reading: null,
      lineErrors: {},
      facts: { facts: null, message: null },
      search: null,
      errors: { fields: {}, lines: {} },
      saveError: null,
      factsRecipe: null,
      toSave: null,
      savedId: null,
    };
  },
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        'review.fields': {
          actions: [
            { type: 'takeFields', params: ({ event }) => ({ fields: event.fields }) },
            'factsStale',
          ],
        },
        'line.add': { actions: 'addLine' },
        'line.remove': {
          guard: { type: 'hasOtherLines', params: ({ event }) => ({ key: event.key }) },
          actions: [
            { type: 'removeLine', params: ({ event }) => ({ key: event.key }) },
            'factsStale',
          ],
        },
        'line.edit': {
          guard: { type: 'isLine', params: ({ event }) => ({ key: event.key }) },
          actions: { type: 'editLine', params: ({ event }) => event },
        },
        'line.reread': {
          guard: { type: 'isStaleLine', params: ({ event }) => ({ key: event.key }) },
          actions: { type: 'queueLine', params: ({ event }) => ({ key: event.key }) },
        },
        'line.pick': {
          guard: { type: 'isLine', params: ({ event }) => ({ key: event.key }) },
          actions: [
            { type: 'queueLine', params: ({ event }) => ({ key: event.key, food: event.food.id }) },
            'searchDone',
          ],
        },
        'line.grams': {
          guard: { type: 'isLine', params: ({ event }) => ({ key: event.key }) },
          actions: [{ type: 'typeGrams', params: ({ event }) => event }, 'factsStale'],
        },
        'review.cancel': 'cancelled',
      },
      states: {
        lines: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasQueue', target: 'reading' } },
            reading: {
              tags: 'reading',
              entry: 'startRead',
              invoke: {
                id: 'readLine',
                src: 'readLine',
                input: ({ context }) => ({
                  userId: context.userId,
                  text: context.reading?.text ?? '',
                  ...(context.reading?.food ? { food: context.reading.food } : {}),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeRead', params: ({ event }) => ({ read: event.output }) },
                    'factsStale',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'failRead', params: errorOf },
                    logFailureOf('Reading an ingredient line'),
                  ],
                },
              },
            },
          },
        },
        facts: {
          initial: 'waiting',
          on: { 'facts.stale': '.waiting' },
          states: {
            idle: {},
            waiting: {
              description: 'A change was made: the facts are asked once the form is still.',
              after: {
                factsDelay: [
                  { guard: 'canComputeFacts', target: 'computing', actions: 'takeFactsRecipe' },
                  { target: 'idle', actions: 'factsUnavailable' },
                ],
              },
            },
            computing: {
              tags: 'computing',
              invoke: {
                id: 'loadFacts',
                src: 'loadFacts',
                input: ({ context }) => ({
                  userId: context.userId,
                  // Set by takeFactsRecipe on the way in.
                  recipe: context.factsRecipe ?? NO_RECIPE,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'takeFacts', params: ({ event }) => ({ facts: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: ['factsFailed', logFailureOf('Computing the facts of a recipe')],
                },
              },
            },
          },
        },
        search: {
          initial: 'closed',
          states: {
            closed: {},
            searching: {
              tags: 'searching',
              invoke: {
                id: 'searchFoods',
                src: 'searchFoods',
                input: ({ context }) => ({
                  userId: context.userId,
                  query: context.search?.query ?? '',
                }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'takeFoods', params: ({ event }) => ({ foods: event.output }) },
                },
                onError: {
                  target: 'shown',
                  actions: [
                    { type: 'searchFailed', params: errorOf },
                    logFailureOf('Searching foods'),
                  ],
                },
              },
            },
            shown: {},
          },
          on: {
            'food.search': {
              guard: { type: 'isSearchable', params: ({ event }) => ({ query: event.query }) },
              target: '.searching',
              actions: { type: 'openSearch', params: ({ event }) => event },
            },
            'search.close': { target: '.closed', actions: 'closeSearch' },
          },
        },
        save: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'review.save': {
                  target: 'checking',
                  actions: [
                    { type: 'takeFields', params: ({ event }) => ({ fields: event.fields }) },
                    'clearErrors',
                    'queueStale',
                  ],
                },
              },
            },
            checking: {
              always: [
                { guard: 'linesSettled', target: 'validating' },
                { target: 'waitingForLines' },
              ],
            },
            waitingForLines: {
              description: 'Save was asked while lines were read: it goes on once they are.',
              tags: 'saving',
              always: { guard: 'linesSettled', target: 'validating' },
            },
            validating: {
              always: [
                { guard: 'isValid', target: 'saving', actions: 'takeRecipe' },
                { target: 'editing', actions: 'setErrors' },
              ],
            },
            saving: {
              tags: 'saving',
              invoke: {
                id: 'saveRecipe',
                src: 'saveRecipe',
                input: ({ context }) => ({
                  userId: context.userId,
                  recipeId: context.recipeId,
                  // Set by takeRecipe on the way in.
                  recipe: context.toSave ?? NO_RECIPE,
                }),
                onDone: {
                  target: '#recipeReview.saved',
                  actions: assign({ savedId: ({ event }) => event.output }),
                },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'rememberSaveError', params: errorOf },
                    logFailureOf('Saving a recipe'),
                  ],
                },
              },
            },
          },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): ReviewOutput =>
    context.savedId === null || context.toSave === null
      ? { saved: false }
      : { saved: true, id: context.savedId, name: context.toSave.name },
});
