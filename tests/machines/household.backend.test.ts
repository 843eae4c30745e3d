/// <reference types="node" />
/**
 * The household's live actors against the real local backend, through supabase-js with the
 * person's session: members read in the profile's order, inserted after every stored row,
 * updated and deleted under row-level security; a row the app cannot read kept apart and
 * removable; and the database's refusal of a ninth person worded like the app's own.
 *
 * The backend runs as its own process (its CLI, on a fresh data dir): this file belongs to the
 * jsdom project, where PGlite cannot load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  makeClient,
  startCliBackend,
  stopCliBackend,
  type CliBackend,
  type SignedInUser,
} from './cliBackend.ts';
import { readMemberForm, emptyMemberForm } from '../../machines/household/memberForm.ts';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';
import {
  loadHousehold,
  removeMember,
  saveMember,
} from '../../src/services/live/householdActors.ts';

let backend: CliBackend;

beforeAll(async () => {
  backend = await startCliBackend('mealwise-household-');
}, 120_000);

afterAll(() => stopCliBackend(backend));

function member(name: string, age: number): HouseholdMember {
  const read = readMemberForm({
    ...emptyMemberForm(),
    name,
    age: String(age),
    gender: 'Female',
    activityLevel: 'Lightly Active',
    allergies: ['Peanuts'],
  });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.member;
}

async function person(): Promise<SignedInUser & { as: () => Promise<SignedInUser['client']> }> {
  const user = await createSignedInUser(backend, { emailPrefix: 'household' });
  return { ...user, as: async () => user.client };
}

describe('household actors against the local backend', () => {
  it('adds after every stored row, updates, removes, and reads only the person’s own', async () => {
    const ana = await person();
    const other = await person();
    const who = { userId: ana.id };
    expect(await loadHousehold(who, ana.as)).toEqual({
      members: [],
      unreadable: [],
      nextPosition: 0,
    });

    let household = await saveMember(
      { ...who, member: member('Leo', 6), memberId: null, position: 0 },
      ana.as,
    );
    household = await saveMember(
      { ...who, member: member('Mia', 10), memberId: null, position: household.nextPosition },
      ana.as,
    );
    expect(household.members.map((m) => [m.name, m.age])).toEqual([
      ['Leo', 6],
      ['Mia', 10],
    ]);
    expect(household.nextPosition).toBe(2);

    const leo = household.members[0]!;
    household = await saveMember(
      {
        ...who,
        member: { ...leo, age: 7, mealsAtHome: ['DINNER'] },
        memberId: leo.id,
        position: 0,
      },
      ana.as,
    );
    expect(household.members[0]).toMatchObject({ name: 'Leo', age: 7, mealsAtHome: ['DINNER'] });

    // Someone else's household is theirs alone: neither read nor changed.
    expect((await loadHousehold({ userId: other.id }, other.as)).members).toEqual([]);
    await expect(
      saveMember({ userId: other.id, member: leo, memberId: leo.id, position: 0 }, other.as),
    ).rejects.toThrow('This person is no longer in your household');

    household = await removeMember({ ...who, id: leo.id }, ana.as);
    expect(household.members.map((m) => m.name)).toEqual(['Mia']);
    expect(household.nextPosition).toBe(2);
  });

  it('keeps a row it cannot read apart, and removes it', async () => {
    const sam = await person();
    // A row written by hand: an allergy the app does not know.
    const inserted = await sam.client.from('household_members').insert({
      user_id: sam.id,
      name: 'Sam',
      age: 40,
      gender: 'Male',
      activity_level: 'Sedentary',
      allergies: ['Kiwi'],
    });
    expect(inserted.error).toBeNull();
    const household = await loadHousehold({ userId: sam.id }, sam.as);
    expect(household.members).toEqual([]);
    expect(household.unreadable).toEqual([
      { id: expect.any(String), name: 'Sam', reason: expect.any(String) },
    ]);
    const after = await removeMember({ userId: sam.id, id: household.unreadable[0]!.id }, sam.as);
    expect(after.unreadable).toEqual([]);
  });

  it("words the database's refusal of a ninth person like the app's", async () => {
    const big = await person();
    const who = { userId: big.id };
    let household = await loadHousehold(who, big.as);
    for (let index = 0; index < 8; index += 1)
      household = await saveMember(
        {
          ...who,
          member: member(`Kid ${index + 1}`, 5 + index),
          memberId: null,
          position: household.nextPosition,
        },
        big.as,
      );
    expect(household.members).toHaveLength(8);
    // The app refuses before the insert; this is the insert reaching the database anyway.
    await expect(
      saveMember(
        { ...who, member: member('Nine', 30), memberId: null, position: household.nextPosition },
        big.as,
      ),
    ).rejects.toThrow(
      'A household has at most 8 people besides you. Remove someone to add another.',
    );
    const admin = makeClient(backend, backend.serviceRoleKey);
    const { count } = await admin
      .from('household_members')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', big.id);
    expect(count).toBe(8);
  });
});
