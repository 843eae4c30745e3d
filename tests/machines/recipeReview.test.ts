/**
 * The review form's machine: the facts follow the form after a pause, a line is read again when
 * its text changed and with the food the person picked, typed grams override the grams read,
 * Save checks the form (messages, nothing written) and waits for lines still being read, a
 * stored recipe's lines are read again with their confirmed food, and the form's helpers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { recipeReviewMachine } from '../../machines/recipeReview/recipeReview.machine.ts';
import {
  draftInput,
  factsRecipe,
  linesOf,
  readReview,
  storedInput,
  typedInput,
} from '../../machines/recipeReview/reviewForm.ts';
import type {
  FactsRequest,
  LineRequest,
  ReviewInput,
  SaveRequest,
} from '../../machines/recipeReview/recipeReview.types.ts';
import {
  USER_ID,
  cheddar,
  draft,
  facts,
  matchedLine,
  riceFood,
  riceLine,
  stored,
  wildRice,
} from '../web/ownRecipesFixtures.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function start(input: ReviewInput) {
  const calls = {
    loadFacts: vi.fn(async (_: FactsRequest) => facts()),
    readLine: vi.fn(async ({ text, food }: LineRequest) =>
      food === wildRice.id
        ? matchedLine(text, wildRice, 160, [riceFood])
        : matchedLine(text, cheddar, 113),
    ),
    saveRecipe: vi.fn(async (_: SaveRequest) => 'new-id'),
  };
  const machine = recipeReviewMachine.provide({
    delays: { factsDelay: 5 },
    actors: {
      loadFacts: fromPromise(({ input: request }) => calls.loadFacts(request)),
      readLine: fromPromise(({ input: request }) => calls.readLine(request)),
      searchFoods: fromPromise(async () => [wildRice]),
      saveRecipe: fromPromise(({ input: request }) => calls.saveRecipe(request)),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const drafted = () => draftInput(USER_ID, draft(), ['The page gave no cuisine.']);
const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('reading') && !s.hasTag('computing'));

describe('the review form', () => {
  it('computes the facts of the draft a moment after it opens', async () => {
    const { actor, calls } = start(drafted());
    await waitFor(actor, (s) => s.context.facts.facts !== null);
    const sent = calls.loadFacts.mock.calls[0]?.[0];
    expect(sent?.recipe.ingredients).toEqual([
      { line: '1 cup brown rice', food: 'brown_rice', grams: 195 },
      { line: 'salt to taste' },
    ]);
    expect(sent?.recipe.servings).toBe(2);
  });

  it('says what the facts need before it asks for them', async () => {
    const { actor, calls } = start(typedInput(USER_ID));
    await waitFor(actor, (s) => s.context.facts.message !== null);
    expect(actor.getSnapshot().context.facts.message).toBe(
      'Add an ingredient line to see the cost and nutrition.',
    );
    expect(calls.loadFacts).not.toHaveBeenCalled();
  });

  it('reads a line again when its text changed, and only then', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    actor.send({ type: 'line.reread', key: 0 });
    expect(calls.readLine).not.toHaveBeenCalled();
    actor.send({ type: 'line.edit', key: 0, text: '4 oz cheddar' });
    actor.send({ type: 'line.reread', key: 0 });
    await waitFor(actor, (s) => s.context.lines[0]?.readText === '4 oz cheddar');
    expect(calls.readLine).toHaveBeenCalledWith({ userId: USER_ID, text: '4 oz cheddar' });
    expect(actor.getSnapshot().context.lines[0]?.read?.food?.id).toBe('cheddar_cheese');
  });

  it('reads a line with the food the person picked', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    actor.send({ type: 'line.pick', key: 0, food: wildRice });
    await waitFor(actor, (s) => s.context.lines[0]?.read?.food?.id === wildRice.id);
    expect(calls.readLine).toHaveBeenCalledWith({
      userId: USER_ID,
      text: '1 cup brown rice',
      food: wildRice.id,
    });
  });

  it('keeps a failed read visible on its line, without reading it again by itself', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    calls.readLine.mockRejectedValueOnce(new Error('The line could not be read.'));
    actor.send({ type: 'line.edit', key: 0, text: '2 cups rice' });
    actor.send({ type: 'line.reread', key: 0 });
    await waitFor(actor, (s) => s.context.lineErrors[0] !== undefined);
    expect(actor.getSnapshot().context.lineErrors[0]).toBe('The line could not be read.');
    actor.send({ type: 'line.reread', key: 0 });
    expect(calls.readLine).toHaveBeenCalledTimes(1);
  });
});

describe('saving the review form', () => {
  it('refuses to save with messages, and writes nothing', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    actor.send({ type: 'line.grams', key: 0, grams: '-5' });
    const fields = { ...drafted().fields, name: ' ', servings: 'two', mealTypes: [] };
    actor.send({ type: 'review.save', fields });
    const { errors } = actor.getSnapshot().context;
    expect(errors.fields).toEqual({
      name: 'Give the recipe a name.',
      servings: 'Servings must be a number more than 0, at most 100.',
      mealTypes: 'Pick at least one meal type.',
    });
    expect(errors.lines).toEqual({ 0: 'Grams must be a number more than 0, at most 10000.' });
    expect(calls.saveRecipe).not.toHaveBeenCalled();
    actor.send({ type: 'line.grams', key: 0, grams: '' });
    expect(actor.getSnapshot().context.errors.lines).toEqual({});
  });

  it('saves the lines with text as the table keeps them, typed grams first', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    actor.send({ type: 'line.add' });
    actor.send({ type: 'line.grams', key: 0, grams: '250' });
    actor.send({ type: 'review.save', fields: { ...drafted().fields, planPerWeek: '2' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saveRecipe).toHaveBeenCalledWith({
      userId: USER_ID,
      recipeId: null,
      recipe: expect.objectContaining({
        name: 'Rice bowl',
        planPerWeek: 2,
        steps: ['Cook the rice.', 'Season and serve.'],
        ingredients: [
          { line: '1 cup brown rice', food: 'brown_rice', grams: 250 },
          { line: 'salt to taste' },
        ],
      }),
    });
    expect(actor.getSnapshot().output).toEqual({ saved: true, id: 'new-id', name: 'Rice bowl' });
  });

  it('waits for a line typed just before Save, then saves what it was read as', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    actor.send({ type: 'line.edit', key: 1, text: '4 oz cheddar' });
    actor.send({ type: 'review.save', fields: drafted().fields });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saveRecipe.mock.calls[0]?.[0].recipe.ingredients[1]).toEqual({
      line: '4 oz cheddar',
      food: 'cheddar_cheese',
      grams: 113,
    });
  });

  it('opens a stored recipe with its lines read again with their confirmed food', async () => {
    const recipe = stored({
      ingredients: [{ line: '1 cup wild rice', food: wildRice.id, grams: 160, note: 'rinsed' }],
    });
    const { actor, calls } = start(storedInput(USER_ID, recipe));
    await waitFor(actor, (s) => s.context.lines[0]?.read !== null);
    expect(calls.readLine).toHaveBeenCalledWith({
      userId: USER_ID,
      text: '1 cup wild rice',
      food: wildRice.id,
    });
    // The stored grams are the grams read: no override is left typed.
    expect(actor.getSnapshot().context.lines[0]?.grams).toBe('');
  });

  it('keeps a read in flight when the fields change meanwhile', async () => {
    const { actor, calls } = start(drafted());
    await idle(actor);
    actor.send({ type: 'line.edit', key: 1, text: '4 oz cheddar' });
    actor.send({ type: 'line.reread', key: 1 });
    actor.send({ type: 'review.fields', fields: { ...drafted().fields, servings: '3' } });
    await waitFor(actor, (s) => s.context.lines[1]?.read?.food?.id === 'cheddar_cheese');
    await waitFor(actor, (s) => s.context.facts.facts !== null && !s.hasTag('computing'));
    expect(calls.readLine).toHaveBeenCalledTimes(1);
    expect(calls.loadFacts.mock.calls.at(-1)?.[0].recipe.servings).toBe(3);
  });

  it('ends without saving on cancel', async () => {
    const { actor, calls } = start(drafted());
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().output).toEqual({ saved: false });
    expect(calls.saveRecipe).not.toHaveBeenCalled();
  });
});

describe('the review form helpers', () => {
  it('reads a good form into the book schema, with the source address checked', () => {
    const input = draftInput(USER_ID, draft({ sourceUrl: 'https://example.com/r' }), []);
    const read = readReview(input.fields, linesOf(input));
    expect(read.ok && read.recipe.sourceUrl).toBe('https://example.com/r');
    const bad = readReview({ ...input.fields, sourceUrl: 'ftp://x' }, linesOf(input));
    expect(bad.ok ? null : bad.errors.fields.sourceUrl).toBe(
      'The source address starts with http:// or https://.',
    );
  });

  it('needs at least one line with text', () => {
    const input = typedInput(USER_ID);
    const read = readReview({ ...input.fields, name: 'Soup' }, linesOf(input));
    expect(read.ok ? null : read.errors.form).toBe('Add at least one ingredient line.');
  });

  it('computes facts without a name yet, but not without servings', () => {
    const input = draftInput(USER_ID, draft(), []);
    expect('recipe' in factsRecipe({ ...input.fields, name: '' }, linesOf(input))).toBe(true);
    expect(factsRecipe({ ...input.fields, servings: '' }, linesOf(input))).toEqual({
      message: 'Enter the servings to see the facts a serving.',
    });
    expect(linesOf(input)[0]?.read).toBe(riceLine);
  });
});
