/**
 * The "My recipes" machine: the list loads (and says when it did not), the search filters by
 * name, deleting asks first, a copy is saved under a new name, an import refused keeps its
 * form with the function's words, a page with several recipes lets the person pick, and a
 * saved review reloads the list while a cancelled one leaves it as it was.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ownRecipesMachine } from '../../machines/ownRecipes/ownRecipes.machine.ts';
import { visibleRecipes } from '../../machines/ownRecipes/ownRecipes.selectors.ts';
import { recipeReviewMachine } from '../../machines/recipeReview/recipeReview.machine.ts';
import type { FoodChoice } from '../../machines/recipeReview/recipeReview.types.ts';
import type {
  CopyInput,
  ImportInput,
  RemoveInput,
} from '../../machines/ownRecipes/ownRecipes.types.ts';
import type { ImportResponse } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import {
  USER_ID,
  book,
  draft,
  facts,
  imported,
  riceLine,
  stored,
} from '../web/ownRecipesFixtures.ts';

const soup = stored();
const salad = stored({ id: '22222222-2222-4222-8222-222222222222', name: 'Bean salad' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function start(
  answers: {
    importRecipe?: (input: ImportInput) => Promise<ImportResponse>;
    firstLoadFails?: boolean;
  } = {},
) {
  const calls = {
    loadBook: vi.fn(async () => book([soup, salad])),
    removeRecipe: vi.fn(async (_: RemoveInput) => book([salad])),
    copyRecipe: vi.fn(async (_: CopyInput) => book([soup, salad])),
    importRecipe: vi.fn(answers.importRecipe ?? (async () => imported([draft()]))),
    saveRecipe: vi.fn(async () => 'saved-id'),
  };
  if (answers.firstLoadFails) calls.loadBook.mockRejectedValueOnce(new Error('offline'));
  const machine = ownRecipesMachine.provide({
    actors: {
      loadBook: fromPromise(() => calls.loadBook()),
      removeRecipe: fromPromise(({ input }) => calls.removeRecipe(input)),
      copyRecipe: fromPromise(({ input }) => calls.copyRecipe(input)),
      importRecipe: fromPromise(({ input }) => calls.importRecipe(input)),
      review: recipeReviewMachine.provide({
        delays: { factsDelay: 5 },
        actors: {
          loadFacts: fromPromise(async () => facts()),
          readLine: fromPromise(async () => riceLine),
          searchFoods: fromPromise(async (): Promise<FoodChoice[]> => []),
          saveRecipe: fromPromise(() => calls.saveRecipe()),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: USER_ID, today: '2026-11-28' } });
  actor.start();
  return { actor, calls };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.context.book !== null && !s.hasTag('busy') && !s.hasTag('loading'));

describe('my recipes', () => {
  it('says when the list could not be loaded, and loads it again on request', async () => {
    const { actor, calls } = start({ firstLoadFails: true });
    await waitFor(actor, (s) => s.can({ type: 'book.reload' }) && s.context.book === null);
    actor.send({ type: 'book.reload' });
    await ready(actor);
    expect(calls.loadBook).toHaveBeenCalledTimes(2);
  });

  it('filters by every word of the search, by name', () => {
    expect(visibleRecipes([soup, salad], '').map((r) => r.name)).toEqual([
      'Bean salad',
      'Lentil soup',
    ]);
    expect(visibleRecipes([soup, salad], 'SOUP len').map((r) => r.name)).toEqual(['Lentil soup']);
    expect(visibleRecipes([soup, salad], 'pie')).toEqual([]);
  });

  it('deletes a recipe only once the person confirms', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'recipe.delete', id: soup.id });
    expect(actor.getSnapshot().context.removing).toEqual({ id: soup.id, name: 'Lentil soup' });
    actor.send({ type: 'delete.cancel' });
    expect(calls.removeRecipe).not.toHaveBeenCalled();
    actor.send({ type: 'recipe.delete', id: soup.id });
    actor.send({ type: 'delete.confirm' });
    await ready(actor);
    expect(calls.removeRecipe).toHaveBeenCalledWith(expect.objectContaining({ id: soup.id }));
    expect(actor.getSnapshot().context.book?.recipes).toEqual([salad]);
  });

  it('saves a copy under a new name, without the stored id or facts', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'recipe.duplicate', id: soup.id });
    await ready(actor);
    const copy = calls.copyRecipe.mock.calls[0]?.[0].recipe;
    expect(copy?.name).toBe('Lentil soup (copy)');
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('facts');
    expect(copy?.ingredients).toEqual(soup.ingredients);
  });

  it('keeps a refused import in its form with the reason', async () => {
    const refusal = 'That address points inside a private network, so it is not fetched.';
    const { actor } = start({ importRecipe: async () => Promise.reject(new Error(refusal)) });
    await ready(actor);
    actor.send({ type: 'import.start', way: 'url' });
    actor.send({ type: 'import.submit', value: '   ' });
    expect(actor.getSnapshot().hasTag('importing')).toBe(false);
    actor.send({ type: 'import.submit', value: 'http://127.0.0.1/' });
    await waitFor(actor, (s) => s.context.importForm?.error !== null);
    expect(actor.getSnapshot().context.importForm).toMatchObject({
      way: 'url',
      value: 'http://127.0.0.1/',
      error: refusal,
    });
    expect(actor.getSnapshot().children.review).toBeUndefined();
  });

  it('lets the person pick one recipe of a page, then reviews it', async () => {
    const two = imported([draft(), draft({ name: 'Second bowl' })], ['Two recipes found.']);
    const { actor } = start({ importRecipe: async () => two });
    await ready(actor);
    actor.send({ type: 'import.start', way: 'url' });
    actor.send({ type: 'import.submit', value: 'https://example.com/bowls' });
    await waitFor(actor, (s) => s.can({ type: 'draft.pick', index: 1 }));
    expect(actor.getSnapshot().can({ type: 'draft.pick', index: 2 })).toBe(false);
    actor.send({ type: 'draft.pick', index: 1 });
    const review = actor.getSnapshot().children.review;
    expect(review?.getSnapshot().context.fields.name).toBe('Second bowl');
    expect(review?.getSnapshot().context.notes).toEqual(['Two recipes found.']);
  });

  it('reloads the list after a saved review, not after a cancelled one', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'recipe.new' });
    actor.getSnapshot().children.review?.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().children.review).toBeUndefined();
    expect(calls.loadBook).toHaveBeenCalledTimes(1);
    actor.send({ type: 'recipe.open', id: soup.id });
    const review = actor.getSnapshot().children.review;
    if (!review) throw new Error('the review form did not open');
    await waitFor(review, (s) => s.context.reading === null && s.context.readQueue.length === 0);
    review.send({ type: 'review.save', fields: review.getSnapshot().context.fields });
    await waitFor(actor, (s) => s.context.review === null && !s.hasTag('busy'));
    expect(calls.saveRecipe).toHaveBeenCalledTimes(1);
    expect(calls.loadBook).toHaveBeenCalledTimes(2);
  });
});
