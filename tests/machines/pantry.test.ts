/**
 * The pantry's amount checks (pantryAmount.ts: the contract's units and schema, its words) and
 * its machine: load and retry, add, correct, used up, thrown away, a failing change kept and
 * tried again on its own then by hand, a refused change not retried, cancel, what went off, a
 * staple at home used up, and the staples checklist it runs as a child.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  PantryItem,
  PantryResponse,
} from '../../supabase/functions/_shared/schemas/pantry.ts';
import { pantryMachine, MAX_SAVE_ATTEMPTS } from '../../machines/pantry/pantry.machine.ts';
import { readAdd, readCorrection, startingAmount } from '../../machines/pantry/pantryAmount.ts';
import { pantrySections, selectPending } from '../../machines/pantry/pantry.selectors.ts';
import {
  PantryRefused,
  type PantryInput,
  type SaveEditInput,
} from '../../machines/pantry/pantry.types.ts';

const who: PantryInput = { userId: '00000000-0000-4000-8000-000000000001', today: '2026-11-24' };

function item(
  food: string,
  name: string,
  grams: number,
  section: PantryItem['section'],
): PantryItem {
  return {
    food,
    name,
    grams,
    amount: `${grams} g`,
    section,
    since: '2026-11-20',
    useBy: null,
    keeps: 'Keeps for months',
    shelfLifeSource: 'Estimate: dry food, 365 days.',
    fromPurchases: false,
  };
}

const rice = item('brown_rice', 'Brown rice', 907.2, 'pantry');
const spinach = item('spinach', 'Spinach', 200, 'produce');
const foods: PantryResponse['foods'] = [
  {
    key: 'brown_rice',
    name: 'Brown rice',
    section: 'pantry',
    packageLabel: '2 lb bag',
    packageGrams: 907.2,
  },
  {
    key: 'spinach',
    name: 'Spinach',
    section: 'produce',
    packageLabel: '10 oz bag',
    packageGrams: 283.5,
  },
];
const pantry = (items: PantryItem[], spoiled: PantryResponse['spoiled'] = []): PantryResponse => ({
  asOf: who.today,
  items,
  foods,
  spoiled,
  staples: [],
  staplesAnswered: null,
});

describe('pantry amounts', () => {
  it('turns a number and a unit into grams with the contract units', () => {
    const grams = (amount: string, unit: 'g' | 'kg' | 'oz' | 'lb') => {
      const read = readAdd(who, { food: 'brown_rice', amount, unit });
      return read.ok ? read.edit.grams : read.errors;
    };
    expect(grams('2', 'lb')).toBe(907.18);
    expect(grams('1.5', 'kg')).toBe(1500);
    expect(grams('10', 'oz')).toBe(283.5);
    expect(grams(' 250 ', 'g')).toBe(250);
    expect(grams('.5', 'kg')).toBe(500);
  });

  it('refuses what the function would refuse, with clear words, before sending', () => {
    const errors = (amount: string, unit: 'g' | 'lb' = 'g', food: string | null = 'brown_rice') => {
      const read = readAdd(who, { food, amount, unit });
      return read.ok ? null : read.errors;
    };
    expect(errors('')).toEqual({ amount: 'Enter an amount' });
    expect(errors('abc')).toEqual({ amount: 'Amount must be a number, like 2 or 1.5' });
    expect(errors('1e3')).toEqual({ amount: 'Amount must be a number, like 2 or 1.5' });
    expect(errors('0x10')).toEqual({ amount: 'Amount must be a number, like 2 or 1.5' });
    expect(errors('-2')).toEqual({ amount: 'Amount must not be negative' });
    expect(errors('0')).toEqual({ amount: 'Amount must be more than 0' });
    expect(errors('50001')).toEqual({ amount: 'Amount must be at most 50 kg of one food' });
    expect(errors('111', 'lb')).toEqual({ amount: 'Amount must be at most 50 kg of one food' });
    expect(errors('2', 'g', null)).toEqual({ food: 'Choose a food from the list' });
    expect(errors('', 'g', null)).toEqual({
      food: 'Choose a food from the list',
      amount: 'Enter an amount',
    });
    expect(errors('50000')).toBeNull();
  });

  it('lets a correction set nothing left, but not less than nothing', () => {
    expect(readCorrection(who, 'spinach', { amount: '0', unit: 'g' })).toEqual({
      ok: true,
      edit: { action: 'set', food: 'spinach', grams: 0, reason: 'correction' },
    });
    expect(readCorrection(who, 'spinach', { amount: '-1', unit: 'oz' })).toEqual({
      ok: false,
      errors: { amount: 'Amount must not be negative' },
    });
    expect(readCorrection(who, 'spinach', { amount: 'some', unit: 'oz' })).toEqual({
      ok: false,
      errors: { amount: 'Amount must be a number, like 2 or 1.5' },
    });
  });

  it('starts a correction in pounds from a pound up, in ounces below', () => {
    expect(startingAmount(907.18)).toEqual({ amount: '2', unit: 'lb' });
    expect(startingAmount(200)).toEqual({ amount: '7.05', unit: 'oz' });
  });

  it('groups items by store section in the shopping list order, by name inside one', () => {
    const oats = item('oats', 'Oats', 500, 'pantry');
    expect(
      pantrySections([rice, spinach, oats]).map((g) => [g.section, g.items.map((i) => i.name)]),
    ).toEqual([
      ['produce', ['Spinach']],
      ['pantry', ['Brown rice', 'Oats']],
    ]);
  });
});

function start(
  options: {
    load?: () => Promise<PantryResponse>;
    save?: (input: SaveEditInput) => Promise<PantryResponse>;
  } = {},
) {
  const load = vi.fn(options.load ?? (() => Promise.resolve(pantry([rice, spinach]))));
  const save = vi.fn(options.save ?? (() => Promise.resolve(pantry([rice, spinach]))));
  const machine = pantryMachine.provide({
    actors: {
      loadPantry: fromPromise<PantryResponse, PantryInput>(() => load()),
      saveEdit: fromPromise<PantryResponse, SaveEditInput>(({ input }) => save(input)),
    },
    delays: { saveRetryDelay: 5 },
  });
  const actor = createActor(machine, { input: who });
  const emitted: string[] = [];
  actor.on('*', (event) => {
    if (event.type === 'effect.toast') emitted.push(event.message);
  });
  actor.start();
  return { actor, load, save, emitted };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }));

describe('pantry machine', () => {
  it('loads the pantry for the person and their date, and offers a retry when that fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { actor, load } = start({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(pantry([rice]))),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toBeNull();
    fail = false;
    actor.send({ type: 'pantry.reload' });
    await ready(actor);
    expect(actor.getSnapshot().context.data?.items).toEqual([rice]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('adds an amount of a food and shows the answer only once it is saved', async () => {
    let answer: (value: PantryResponse) => void = () => {};
    const { actor, save, emitted } = start({
      save: () => new Promise((resolve) => (answer = resolve)),
    });
    await ready(actor);
    actor.send({ type: 'add.submit', food: 'brown_rice', amount: '2', unit: 'lb' });
    await waitFor(actor, (s) => s.hasTag('saving'));
    expect(save).toHaveBeenCalledWith({
      ...who,
      edit: { action: 'add', food: 'brown_rice', grams: 907.18 },
    });
    expect(selectPending(actor.getSnapshot())?.label).toBe('Adding 2 lb of Brown rice');
    expect(actor.getSnapshot().context.data?.items).toEqual([rice, spinach]);
    const more = { ...rice, grams: 1814.4 };
    answer(pantry([more, spinach]));
    await ready(actor);
    expect(actor.getSnapshot().context.data?.items).toEqual([more, spinach]);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(emitted).toEqual(['Saved: adding 2 lb of Brown rice']);
  });

  it('shows what is wrong with an add and sends nothing', async () => {
    const { actor, save } = start();
    await ready(actor);
    actor.send({ type: 'add.submit', food: null, amount: '-1', unit: 'kg' });
    expect(actor.getSnapshot().context.addErrors).toEqual({
      food: 'Choose a food from the list',
      amount: 'Amount must not be negative',
    });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('corrects an item from its dialog, and marks items used up or thrown away', async () => {
    const { actor, save } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'edit.open', food: 'nope' })).toBe(false);
    actor.send({ type: 'edit.open', food: 'spinach' });
    actor.send({ type: 'edit.correct', amount: 'lots', unit: 'oz' });
    expect(actor.getSnapshot().context.editErrors).toEqual({
      amount: 'Amount must be a number, like 2 or 1.5',
    });
    actor.send({ type: 'edit.correct', amount: '5', unit: 'oz' });
    await ready(actor);
    actor.send({ type: 'edit.open', food: 'brown_rice' });
    actor.send({ type: 'edit.usedUp' });
    await ready(actor);
    actor.send({ type: 'edit.open', food: 'spinach' });
    actor.send({ type: 'edit.discarded' });
    await ready(actor);
    expect(save.mock.calls.map(([input]) => input.edit)).toEqual([
      { action: 'set', food: 'spinach', grams: 141.75, reason: 'correction' },
      { action: 'set', food: 'brown_rice', grams: 0, reason: 'used' },
      { action: 'set', food: 'spinach', grams: 0, reason: 'discarded' },
    ]);
    expect(actor.getSnapshot().context.dialog).toBeNull();
  });

  it(`keeps a failing change, tries it ${MAX_SAVE_ATTEMPTS} times on its own, then waits for Retry`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failures = MAX_SAVE_ATTEMPTS;
    const { actor, save, emitted } = start({
      save: () =>
        failures-- > 0
          ? Promise.reject(new Error('The pantry could not be read or saved; please try again'))
          : Promise.resolve(pantry([spinach])),
    });
    await ready(actor);
    actor.send({ type: 'edit.open', food: 'brown_rice' });
    actor.send({ type: 'edit.usedUp' });
    await waitFor(actor, (s) => s.matches({ ready: 'saveFailed' }));
    expect(save).toHaveBeenCalledTimes(MAX_SAVE_ATTEMPTS);
    expect(selectPending(actor.getSnapshot())).toEqual({
      label: 'Marking Brown rice used up',
      status: 'failed',
      error: 'The pantry could not be read or saved; please try again',
      attempts: MAX_SAVE_ATTEMPTS,
      maxAttempts: MAX_SAVE_ATTEMPTS,
    });
    // The list stays as it was while the change is not saved.
    expect(actor.getSnapshot().context.data?.items).toEqual([rice, spinach]);
    expect(actor.getSnapshot().can({ type: 'edit.open', food: 'spinach' })).toBe(false);
    actor.send({ type: 'save.retry' });
    await ready(actor);
    expect(save).toHaveBeenCalledTimes(MAX_SAVE_ATTEMPTS + 1);
    expect(save.mock.calls.every(([input]) => input.edit.food === 'brown_rice')).toBe(true);
    expect(actor.getSnapshot().context.data?.items).toEqual([spinach]);
    expect(emitted).toEqual(['Saved: marking Brown rice used up']);
  });

  it('does not send again on its own a change the server refused, and can cancel it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, save, emitted } = start({
      save: () => Promise.reject(new PantryRefused("food 'x' is not in the catalogue")),
    });
    await ready(actor);
    actor.send({ type: 'add.submit', food: 'spinach', amount: '1', unit: 'lb' });
    await waitFor(actor, (s) => s.matches({ ready: 'saveFailed' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(selectPending(actor.getSnapshot())?.attempts).toBe(1);
    actor.send({ type: 'save.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(emitted).toEqual(['Not saved: adding 1 lb of Spinach']);
  });

  it('marks a staple said to be at home used up from its row, and has no amount to correct', async () => {
    const oil: PantryItem = {
      ...item('olive_oil', 'Olive oil', 0, 'pantry'),
      amount: 'Some at home',
      athome: true,
    };
    const { actor, save, emitted } = start({
      load: () => Promise.resolve(pantry([rice, oil])),
      save: () => Promise.resolve(pantry([rice])),
    });
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'edit.open', food: 'olive_oil' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'item.usedUp', food: 'brown_rice' })).toBe(false);
    actor.send({ type: 'item.usedUp', food: 'olive_oil' });
    await ready(actor);
    expect(save).toHaveBeenCalledWith({
      ...who,
      edit: { action: 'set', food: 'olive_oil', grams: 0, reason: 'used' },
    });
    expect(actor.getSnapshot().context.data?.items).toEqual([rice]);
    expect(emitted).toEqual(['Saved: marking Olive oil used up']);
  });

  it('runs the staples checklist from its own answer, passes changes on and takes its answer', async () => {
    const staples: PantryResponse['staples'] = [
      { food: 'olive_oil', name: 'Olive oil', group: 'oils-vinegar', athome: true },
      { food: 'salt', name: 'Salt', group: 'salt-spices', athome: false },
    ];
    const { actor } = start({
      load: () => Promise.resolve({ ...pantry([rice]), staples }),
      save: () =>
        Promise.resolve({
          ...pantry([rice]),
          staples: staples.map((staple) => ({ ...staple, athome: false })),
        }),
    });
    await ready(actor);
    const child = () => actor.getSnapshot().children.staples?.getSnapshot();
    expect(child()?.context.ticked).toEqual(['olive_oil']);
    // A change saved here reaches the checklist.
    actor.send({ type: 'add.submit', food: 'brown_rice', amount: '1', unit: 'kg' });
    await ready(actor);
    expect(child()?.context.ticked).toEqual([]);
    // The checklist's saved answer replaces the list.
    const answered = { ...pantry([spinach]), staplesAnswered: who.today };
    actor.send({ type: 'staples.saved', answer: answered });
    expect(actor.getSnapshot().context.data).toEqual(answered);
  });

  it('keeps what went off from every answer of the visit until dismissed', async () => {
    const wentOff = { name: 'Spinach', amount: '200 g', on: '2026-11-23' };
    const { actor } = start({
      load: () => Promise.resolve(pantry([rice], [wentOff])),
      save: () => Promise.resolve(pantry([rice])),
    });
    await ready(actor);
    actor.send({ type: 'add.submit', food: 'brown_rice', amount: '1', unit: 'kg' });
    await ready(actor);
    expect(actor.getSnapshot().context.spoiled).toEqual([wentOff]);
    actor.send({ type: 'spoiled.dismiss' });
    expect(actor.getSnapshot().context.spoiled).toEqual([]);
  });
});
