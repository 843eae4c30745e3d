/**
 * The staples checklist's machine: model-based (paths generated from its definition, with the
 * load and the save settled each way, replayed on a real actor whose actors the test settles,
 * the state and context checked after every step), then its behaviours by name: load, start from
 * the host's answer, tick, have most, scratch, save (in the list's order, emitted to the host),
 * a failed save kept and tried again, no ticks while saving, and a host's fresher answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';
import { staplesMachine } from '../../machines/staples/staples.machine.ts';
import { stapleGroups } from '../../machines/staples/staples.selectors.ts';
import type {
  SaveStaplesInput,
  StaplesInput,
  StaplesSavedEvent,
  StaplesScope,
} from '../../machines/staples/staples.types.ts';
import { controllableActors, describePath, replayPath, transitionPaths } from './modelReplay.ts';

const who: StaplesScope = { userId: '00000000-0000-4000-8000-000000000001', today: '2026-11-24' };

const STAPLES: PantryResponse['staples'] = [
  { food: 'salt', name: 'Salt', group: 'salt-spices', athome: false },
  { food: 'olive_oil', name: 'Olive oil', group: 'oils-vinegar', athome: false },
  { food: 'soy_sauce', name: 'Soy sauce', group: 'sauces', athome: false },
];

function answer(athome: readonly string[], staplesAnswered: string | null = null): PantryResponse {
  return {
    asOf: who.today,
    items: [],
    foods: [],
    spoiled: [],
    staples: STAPLES.map((staple) => ({ ...staple, athome: athome.includes(staple.food) })),
    staplesAnswered,
  };
}

describe('staples machine: generated paths', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  const events = [
    { type: 'xstate.done.actor.loadStaples', output: answer(['salt']) },
    { type: 'xstate.error.actor.loadStaples', error: new Error('offline') },
    { type: 'staples.reload' },
    { type: 'staples.tick', food: 'olive_oil', ticked: true },
    { type: 'staples.tick', food: 'salt', ticked: false },
    { type: 'staples.tick', food: 'saffron', ticked: true },
    { type: 'staples.haveMost' },
    { type: 'staples.scratch' },
    { type: 'staples.save' },
    { type: 'xstate.done.actor.saveStaples', output: answer(['olive_oil'], who.today) },
    { type: 'xstate.error.actor.saveStaples', error: new Error('Failed to fetch') },
    { type: 'staples.take', answer: answer([], who.today) },
  ];
  const paths = transitionPaths(staplesMachine, events, { input: who });

  it('covers every state', () => {
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '"loading"',
      '"failed"',
      '{"ready":"unchanged"}',
      '{"ready":"changed"}',
      '{"ready":"saving"}',
      '{"ready":"saveFailed"}',
      '{"ready":"saved"}',
    ])
      expect(states).toContain(state);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    const fakes = controllableActors(['loadStaples', 'saveStaples'] as const);
    const actor = await replayPath(path, {
      machine: staplesMachine.provide({ actors: fakes.actors }),
      input: who,
      settle: fakes.settle,
      delayMs: () => 0,
      compare: (actual, expected) => expect(actual.context).toEqual(expected.context),
    });
    actor.stop();
  });
});

function start(
  options: {
    input?: StaplesInput;
    load?: () => Promise<PantryResponse>;
    save?: (input: SaveStaplesInput) => Promise<PantryResponse>;
  } = {},
) {
  const load = vi.fn(options.load ?? (() => Promise.resolve(answer(['salt']))));
  const save = vi.fn(
    options.save ?? (({ have }: SaveStaplesInput) => Promise.resolve(answer(have, who.today))),
  );
  const machine = staplesMachine.provide({
    actors: {
      loadStaples: fromPromise<PantryResponse, StaplesScope>(() => load()),
      saveStaples: fromPromise<PantryResponse, SaveStaplesInput>(({ input }) => save(input)),
    },
  });
  const actor = createActor(machine, { input: options.input ?? who });
  const saved: StaplesSavedEvent[] = [];
  actor.on('staples.saved', (event) => saved.push(event));
  actor.start();
  return { actor, load, save, saved };
}

const ready = (snapshot: { matches: (value: 'ready') => boolean }) => snapshot.matches('ready');

describe('staples machine', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('loads the list and ticks the staples already at home', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, ready);
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ ticked: ['salt'], answered: null });
  });

  it("starts from the host's answer without loading it again", async () => {
    const { actor, load } = start({
      input: { ...who, answer: answer(['soy_sauce'], '2026-11-20') },
    });
    expect(actor.getSnapshot().matches({ ready: 'unchanged' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      ticked: ['soy_sauce'],
      answered: '2026-11-20',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('says the list could not be loaded and loads it again on reload', async () => {
    let calls = 0;
    const { actor } = start({
      load: () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(answer([])),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'staples.reload' });
    await waitFor(actor, ready);
    expect(calls).toBe(2);
  });

  it('ticks and unticks one staple, and refuses a food that is not on the list', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'staples.tick', food: 'soy_sauce', ticked: true });
    actor.send({ type: 'staples.tick', food: 'salt', ticked: false });
    expect(actor.getSnapshot().context.ticked).toEqual(['soy_sauce']);
    expect(actor.getSnapshot().matches({ ready: 'changed' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'staples.tick', food: 'saffron', ticked: true })).toBe(
      false,
    );
  });

  it('ticks every staple for "I have most of these" and none for "I\'m starting from scratch"', async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'staples.haveMost' });
    expect(actor.getSnapshot().context.ticked).toEqual(['salt', 'olive_oil', 'soy_sauce']);
    actor.send({ type: 'staples.scratch' });
    expect(actor.getSnapshot().context.ticked).toEqual([]);
  });

  it("sends the ticks in the list's order, takes the answer and tells the host", async () => {
    const { actor, save, saved } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'staples.tick', food: 'soy_sauce', ticked: true });
    actor.send({ type: 'staples.tick', food: 'olive_oil', ticked: true });
    actor.send({ type: 'staples.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(save).toHaveBeenCalledWith({ ...who, have: ['salt', 'olive_oil', 'soy_sauce'] });
    expect(actor.getSnapshot().context).toMatchObject({
      answered: who.today,
      ticked: ['salt', 'olive_oil', 'soy_sauce'],
    });
    expect(saved).toEqual([
      { type: 'staples.saved', answer: answer(['salt', 'olive_oil', 'soy_sauce'], who.today) },
    ]);
  });

  it('saves "starting from scratch" as an empty answer', async () => {
    const { actor, save } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'staples.scratch' });
    actor.send({ type: 'staples.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(save).toHaveBeenCalledWith({ ...who, have: [] });
    expect(actor.getSnapshot().context.answered).toBe(who.today);
  });

  it('keeps the ticks when saving fails, with why, and Save tries again', async () => {
    let calls = 0;
    const { actor, save, saved } = start({
      save: ({ have }) =>
        ++calls === 1
          ? Promise.reject(new Error('The pantry could not be reached. Check your connection.'))
          : Promise.resolve(answer(have, who.today)),
    });
    await waitFor(actor, ready);
    actor.send({ type: 'staples.haveMost' });
    actor.send({ type: 'staples.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saveFailed' }));
    expect(actor.getSnapshot().context).toMatchObject({
      ticked: ['salt', 'olive_oil', 'soy_sauce'],
      saveError: 'The pantry could not be reached. Check your connection.',
      answered: null,
    });
    expect(saved).toEqual([]);
    actor.send({ type: 'staples.save' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toEqual(save.mock.calls[0]?.[0]);
    expect(saved).toHaveLength(1);
  });

  it('takes no ticks while the answer is being saved', async () => {
    const { actor } = start({ save: () => new Promise(() => {}) });
    await waitFor(actor, ready);
    actor.send({ type: 'staples.save' });
    const during = actor.getSnapshot();
    expect(during.can({ type: 'staples.haveMost' })).toBe(false);
    expect(during.can({ type: 'staples.tick', food: 'soy_sauce', ticked: true })).toBe(false);
    actor.send({ type: 'staples.haveMost' });
    expect(actor.getSnapshot().context.ticked).toEqual(['salt']);
  });

  it("follows the host's fresher answer, unless the person has ticks not saved yet", async () => {
    const { actor } = start();
    await waitFor(actor, ready);
    actor.send({ type: 'staples.take', answer: answer([], '2026-11-22') });
    expect(actor.getSnapshot().context).toMatchObject({ ticked: [], answered: '2026-11-22' });
    actor.send({ type: 'staples.tick', food: 'olive_oil', ticked: true });
    actor.send({ type: 'staples.take', answer: answer(['salt'], '2026-11-23') });
    expect(actor.getSnapshot().context).toMatchObject({
      ticked: ['olive_oil'],
      answered: '2026-11-23',
    });
  });

  it('groups the staples as a kitchen keeps them, in the order of STAPLE_GROUPS', () => {
    const { staples } = answer(['olive_oil']);
    expect(stapleGroups(staples, ['olive_oil'])).toEqual([
      { group: 'oils-vinegar', staples: [{ food: 'olive_oil', name: 'Olive oil', ticked: true }] },
      { group: 'salt-spices', staples: [{ food: 'salt', name: 'Salt', ticked: false }] },
      { group: 'sauces', staples: [{ food: 'soy_sauce', name: 'Soy sauce', ticked: false }] },
    ]);
  });
});
