/**
 * The household machine and its form reading: load and retry, add with the shared member rules'
 * messages, a failed save that keeps what was typed, edit, the limit of eight refused before any
 * insert, remove with confirmation, and stored rows that are not members kept apart to remove.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { householdMachine } from '../../machines/household/household.machine.ts';
import type {
  Household,
  HouseholdInput,
  MemberFormValues,
  RemoveMemberInput,
  SaveMemberInput,
} from '../../machines/household/household.types.ts';
import {
  emptyMemberForm,
  formOfMember,
  householdFromRows,
  readMemberForm,
} from '../../machines/household/memberForm.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import {
  HOUSEHOLD_LIMIT,
  memberFromRow,
  memberToRow,
} from '../../supabase/functions/_shared/rules/household.ts';

function row(id: string, position: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    position,
    name: 'Leo',
    age: 6,
    gender: 'Male',
    height_feet: null,
    height_inches: null,
    weight: null,
    activity_level: 'Very Active',
    dietary_restrictions: ['Vegetarian'],
    allergies: ['Peanuts'],
    meals_at_home: ['BREAKFAST', 'DINNER', 'SNACK'],
    ...overrides,
  };
}

const leoForm: MemberFormValues = {
  ...emptyMemberForm(),
  name: ' Leo ',
  age: '6',
  gender: 'Male',
  activityLevel: 'Very Active',
  allergies: ['Peanuts'],
  mealsAtHome: ['BREAKFAST', 'DINNER', 'SNACK'],
};

interface Calls {
  saves: SaveMemberInput[];
  removes: RemoveMemberInput[];
  effects: ViewEffect[];
}

function start(
  initial: Household,
  options: {
    load?: () => Promise<Household>;
    save?: (input: SaveMemberInput) => Promise<Household>;
    remove?: (input: RemoveMemberInput) => Promise<Household>;
  } = {},
) {
  const calls: Calls = { saves: [], removes: [], effects: [] };
  const actor = createActor(
    householdMachine.provide({
      actors: {
        loadHousehold: fromPromise<Household, HouseholdInput>(
          options.load ?? (async () => initial),
        ),
        saveMember: fromPromise<Household, SaveMemberInput>(async ({ input }) => {
          calls.saves.push(input);
          return (options.save ?? (async () => initial))(input);
        }),
        removeMember: fromPromise<Household, RemoveMemberInput>(async ({ input }) => {
          calls.removes.push(input);
          return (options.remove ?? (async () => initial))(input);
        }),
      },
    }),
    { input: { userId: 'user-1' } },
  );
  actor.on('*', (effect) => void calls.effects.push(effect));
  actor.start();
  return { actor, calls };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

describe('the member form', () => {
  it('reads a filled form as a member, trimmed, blanks as null', () => {
    const read = readMemberForm(leoForm);
    expect(read).toEqual({
      ok: true,
      member: {
        id: 'new',
        name: 'Leo',
        age: 6,
        gender: 'Male',
        heightFeet: null,
        heightInches: null,
        weightLb: null,
        activityLevel: 'Very Active',
        diets: [],
        allergies: ['Peanuts'],
        mealsAtHome: ['BREAKFAST', 'DINNER', 'SNACK'],
      },
    });
  });

  it('gives each wrong field the shared rules message', () => {
    const read = readMemberForm({ ...emptyMemberForm(), mealsAtHome: [] });
    expect(read).toEqual({
      ok: false,
      errors: {
        name: 'Enter a name.',
        age: 'Enter an age in years.',
        gender: 'Choose a sex.',
        activityLevel: 'Choose an activity level.',
        mealsAtHome: 'Choose at least one meal they eat at home.',
      },
    });
    const more = readMemberForm({
      ...leoForm,
      age: '0',
      heightInches: '4',
      weightLb: '12.5',
      name: 'x'.repeat(41),
    });
    expect(more.ok ? {} : more.errors).toEqual({
      name: 'Keep the name to 40 characters.',
      age: 'Age must be at least 1.',
      weightLb: 'Enter a weight in whole pounds.',
    });
    const inchesAlone = readMemberForm({ ...leoForm, heightInches: '4' });
    expect(inchesAlone.ok ? {} : inchesAlone.errors).toEqual({
      heightFeet: 'Enter the feet as well as the inches.',
    });
    const notNumbers = readMemberForm({ ...leoForm, age: 'six', weightLb: 'heavy' });
    expect(notNumbers.ok ? {} : notNumbers.errors).toEqual({
      age: 'Enter an age in years.',
      weightLb: 'Enter a weight in whole pounds.',
    });
  });

  it('round-trips a member through the form and the stored row', () => {
    const stored = memberFromRow(
      row('a', 0, { height_feet: 4, height_inches: 2, weight: 55, dietary_restrictions: [] }),
    );
    if (!stored.ok) throw new Error(stored.error);
    const again = readMemberForm(formOfMember(stored.member), 'a');
    expect(again).toEqual({ ok: true, member: stored.member });
    expect(memberToRow(stored.member)).toMatchObject({ height_feet: 4, height_inches: 2 });
  });

  it('sets apart stored rows that are not members and places a new one after them all', () => {
    const household = householdFromRows([
      row('a', 0),
      row('b', 3, { allergies: ['Kiwi'], name: 'Mia' }),
      row('c', 5, { meals_at_home: [] }),
      { position: 6 },
    ]);
    expect(household.members.map((member) => member.id)).toEqual(['a']);
    expect(household.unreadable).toEqual([
      { id: 'b', name: 'Mia', reason: expect.any(String) },
      { id: 'c', name: 'Leo', reason: 'Choose at least one meal they eat at home.' },
    ]);
    expect(household.nextPosition).toBe(7);
    expect(householdFromRows([]).nextPosition).toBe(0);
    expect(householdFromRows([row('z', 99)]).nextPosition).toBe(99);
  });
});

describe('household machine', () => {
  const empty = householdFromRows([]);
  const withLeo = householdFromRows([row('a', 0)]);

  it('loads, and after a failed load tries again on household.reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { actor } = start(empty, {
      load: async () => {
        if (fail) throw new Error('offline');
        return withLeo;
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'household.reload' });
    await ready(actor);
    expect(actor.getSnapshot().context.household).toEqual(withLeo);
  });

  it('adds someone: every meal checked to start, errors under the fields, then the insert', async () => {
    const { actor, calls } = start(empty, { save: async () => withLeo });
    await ready(actor);
    actor.send({ type: 'member.add' });
    const dialog = actor.getSnapshot().context.dialog;
    expect(dialog?.memberId).toBeNull();
    expect(dialog?.values.mealsAtHome).toEqual(['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']);

    actor.send({ type: 'dialog.submit', values: { ...leoForm, age: '' } });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.dialog?.errors).toEqual({ age: 'Enter an age in years.' });
    expect(calls.saves).toEqual([]);

    actor.send({ type: 'dialog.submit', values: leoForm });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await ready(actor);
    expect(calls.saves).toEqual([
      {
        userId: 'user-1',
        memberId: null,
        position: 0,
        member: expect.objectContaining({ name: 'Leo', age: 6, allergies: ['Peanuts'] }),
      },
    ]);
    expect(actor.getSnapshot().context.dialog).toBeNull();
    expect(actor.getSnapshot().context.household).toEqual(withLeo);
    expect(calls.effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Leo was added to your household' },
    ]);
  });

  it('keeps what was typed when the save fails and says why; the next try can succeed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { actor, calls } = start(empty, {
      save: async () => {
        if (fail) throw new Error('Failed to fetch.');
        return withLeo;
      },
    });
    await ready(actor);
    actor.send({ type: 'member.add' });
    actor.send({ type: 'dialog.submit', values: leoForm });
    await waitFor(actor, (snapshot) => snapshot.context.dialog?.saveError != null);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.dialog).toMatchObject({
      values: leoForm,
      saveError: 'Failed to fetch. What you typed is still here: try again, or cancel.',
    });
    fail = false;
    actor.send({ type: 'dialog.submit', values: leoForm });
    expect(actor.getSnapshot().context.dialog?.saveError).toBeNull();
    await ready(actor);
    expect(calls.saves).toHaveLength(2);
    expect(actor.getSnapshot().context.household).toEqual(withLeo);
  });

  it('edits a member: the dialog starts from them and the update names their row', async () => {
    const { actor, calls } = start(withLeo);
    await ready(actor);
    actor.send({ type: 'member.edit', id: 'nobody' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
    actor.send({ type: 'member.edit', id: 'a' });
    const values = actor.getSnapshot().context.dialog?.values;
    expect(values).toMatchObject({ name: 'Leo', age: '6', diets: ['Vegetarian'] });
    actor.send({ type: 'dialog.submit', values: { ...values!, age: '7' } });
    await ready(actor);
    expect(calls.saves[0]).toMatchObject({ memberId: 'a', member: { id: 'a', age: 7 } });
    expect(calls.effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: "Leo's details were saved" },
    ]);
  });

  it(`refuses a ${HOUSEHOLD_LIMIT + 1}th person before any insert, with the limit's message`, async () => {
    const full = householdFromRows(
      Array.from({ length: HOUSEHOLD_LIMIT }, (_, index) => row(`m${index}`, index)),
    );
    const { actor, calls } = start(full);
    await ready(actor);
    actor.send({ type: 'member.add' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
    expect(actor.getSnapshot().context.notice).toBe(
      'A household has at most 8 people besides you. Remove someone to add another.',
    );
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('removes after confirmation; cancel keeps them; a failed removal says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = false;
    const { actor, calls } = start(withLeo, {
      remove: async () => {
        if (fail) throw new Error('offline');
        return empty;
      },
    });
    await ready(actor);
    actor.send({ type: 'member.remove', id: 'a' });
    expect(actor.getSnapshot().context.removing).toEqual({ id: 'a', name: 'Leo' });
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().context.removing).toBeNull();
    expect(calls.removes).toEqual([]);

    fail = true;
    actor.send({ type: 'member.remove', id: 'a' });
    actor.send({ type: 'remove.confirm' });
    await ready(actor);
    expect(actor.getSnapshot().context.notice).toBe('Leo was not removed: offline');
    expect(actor.getSnapshot().context.household).toEqual(withLeo);

    fail = false;
    actor.send({ type: 'member.remove', id: 'a' });
    actor.send({ type: 'remove.confirm' });
    await ready(actor);
    expect(calls.removes).toEqual([
      { userId: 'user-1', id: 'a' },
      { userId: 'user-1', id: 'a' },
    ]);
    expect(actor.getSnapshot().context.household).toEqual(empty);
    expect(calls.effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Leo was removed from your household' },
    ]);
  });

  it('lets an unreadable row be removed but not edited', async () => {
    const household = householdFromRows([row('bad', 0, { allergies: ['Kiwi'], name: 'Mia' })]);
    const { actor, calls } = start(household, { remove: async () => empty });
    await ready(actor);
    actor.send({ type: 'member.edit', id: 'bad' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
    actor.send({ type: 'member.remove', id: 'bad' });
    expect(actor.getSnapshot().context.removing).toEqual({ id: 'bad', name: 'Mia' });
    actor.send({ type: 'remove.confirm' });
    await ready(actor);
    expect(calls.removes).toEqual([{ userId: 'user-1', id: 'bad' }]);
  });

  it('counts unreadable rows against the limit too', async () => {
    const rows = Array.from({ length: HOUSEHOLD_LIMIT }, (_, index) =>
      row(`m${index}`, index, index === 0 ? { meals_at_home: [] } : {}),
    );
    const { actor } = start(householdFromRows(rows));
    await ready(actor);
    actor.send({ type: 'member.add' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
  });
});
