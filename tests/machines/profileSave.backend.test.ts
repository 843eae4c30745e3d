/// <reference types="node" />
/**
 * The save sequence against the real local backend, through supabase-js with the user's session:
 * the live upsert actor, row-level security and the tables' primary keys. Failures are injected
 * in front of the real upserts; afterwards the database holds exactly one row per table.
 *
 * The backend runs as its own process (its CLI, on a fresh data dir): this file belongs to the
 * jsdom project, where PGlite cannot load.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createSignedInUser as createCliUser,
  makeClient,
  startCliBackend,
  stopCliBackend,
  type CliBackend,
  type SignedInUser,
} from './cliBackend.ts';
import { profileSaveMachine } from '../../machines/profileSave/profileSave.machine.ts';
import {
  SAVE_ORDER,
  type ProfileTable,
  type UpsertRequest,
  type UpsertResult,
} from '../../machines/profileSave/profileSave.types.ts';
import {
  emptyOnboardingData,
  rowsToOnboardingData,
  type OnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { loadDraft, loadOnboardingRows, upsertRow } from '../../src/services/onboardingApi.ts';
import { localKeys } from '../../src/services/localStore.ts';

let backend: CliBackend;

/** A confirmed user, signed in (the profile's name is the test's person). */
function createSignedInUser(fullName = 'Katherine Johnson'): Promise<SignedInUser> {
  return createCliUser(backend, { emailPrefix: 'save', fullName });
}

beforeAll(async () => {
  backend = await startCliBackend('mealwise-profile-save-');
}, 120_000);

afterAll(() => stopCliBackend(backend));

function profile(overrides: Partial<OnboardingData> = {}): OnboardingData {
  return {
    ...emptyOnboardingData('Katherine Johnson'),
    age: '52',
    gender: 'Female',
    height_feet: '5',
    height_inches: '4',
    weight: '130',
    activity_level: 'Lightly Active',
    health_goal: 'Maintain Weight',
    dietary_restrictions: ['Gluten-Free'],
    allergies: ['Shellfish', 'Other'],
    allergies_other: 'Kiwi',
    disliked_foods: 'okra',
    protein_goal: 'Use recommended amount',
    favorite_cuisines: ['Mediterranean'],
    weekly_budget: '$75',
    breakfasts_per_week: '6',
    lunch_per_week: '5',
    dinner_per_week: '7',
    snacks_per_week: '2',
    meal_prep_frequency: 'Weekly (Bulk Prep)',
    cooking_time: '45',
    cooking_methods: ['Stove/Oven', 'Instapot'],
    meal_plan_start_day: 'Sunday',
    shopping_frequency: 'Bi-Weekly',
    zip_code: '23666',
    preferred_store: ['Kroger'],
    preferred_store_other: 'Corner shop',
    ingredient_quality: 'Budget-Friendly',
    ...overrides,
  };
}

/** Runs the save with the live upsert; `failures` makes the named upserts fail before reaching the backend. */
async function save(user: SignedInUser, data: OnboardingData, failures: ProfileTable[] = []) {
  const pending = [...failures];
  const calls: ProfileTable[] = [];
  const effects: ViewEffect[] = [];
  const actor = createActor(
    profileSaveMachine.provide({
      actors: {
        upsertRow: fromPromise<UpsertResult, UpsertRequest>(async ({ input }) => {
          calls.push(input.table);
          const index = pending.indexOf(input.table);
          if (index !== -1) {
            pending.splice(index, 1);
            throw new Error(`injected failure at ${input.table}`);
          }
          return upsertRow(user.client, input);
        }),
        markComplete: fromPromise<void, { data: OnboardingData }>(async () => {}),
      },
      delays: { retryDelay: 10, redirectDelay: 10 },
    }),
    { input: { userId: user.id, data } },
  );
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 30_000 });
  return { output: actor.getSnapshot().output, calls, effects };
}

/** How many rows each table holds for the user, read past row-level security. */
async function rowCounts(userId: string): Promise<Record<ProfileTable, number>> {
  const admin = makeClient(backend, backend.serviceRoleKey);
  const counts = await Promise.all(
    SAVE_ORDER.map(async (table) => {
      const result = await admin
        .from(table)
        .select('id', { count: 'exact', head: true })
        .eq('id', userId);
      if (result.error) throw result.error;
      return [table, result.count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ProfileTable, number>;
}

describe('profile save against the local backend', () => {
  it('stores every value, restarts after a failure at each step and never duplicates a row', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await createSignedInUser();
    const first = await save(user, profile(), ['food_preferences', 'budget_settings']);
    expect(first.output).toEqual({ outcome: 'saved' });
    // Attempt 1 stops at food_preferences, attempt 2 at budget_settings, attempt 3 completes.
    expect(first.calls).toEqual([
      ...SAVE_ORDER.slice(0, 3),
      ...SAVE_ORDER.slice(0, 5),
      ...SAVE_ORDER,
    ]);
    expect(await rowCounts(user.id)).toEqual(
      Object.fromEntries(SAVE_ORDER.map((table) => [table, 1])),
    );

    const client = user.client;
    const stored = rowsToOnboardingData(await loadOnboardingRows(client, user.id));
    expect(stored).toEqual(profile());

    // Saving again with changes after a failure at each later step replaces the rows in place.
    const changed = profile({
      weight: '135',
      weekly_budget: 'Custom Amount',
      custom_budget: '92.25',
      zip_code: '123',
    });
    const second = await save(user, changed, ['onboarding_profile', 'planning_preferences']);
    expect(second.output).toEqual({ outcome: 'saved' });
    expect(await rowCounts(user.id)).toEqual(
      Object.fromEntries(SAVE_ORDER.map((table) => [table, 1])),
    );
    const reloaded = rowsToOnboardingData(await loadOnboardingRows(client, user.id));
    // A partial zip code is saved as null, read back as ''.
    expect(reloaded).toEqual({ ...changed, zip_code: '' });
    const planning = await client
      .from('planning_preferences')
      .select('recommended_protein')
      .eq('id', user.id)
      .single();
    // 130 -> 135 lb: 61.235 kg x Lightly Active 1.0 = 61.2 -> 61
    expect(planning.data).toEqual({ recommended_protein: 61 });
    vi.restoreAllMocks();
  });

  it('gives up after three failed attempts and keeps what was saved before', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = await createSignedInUser();
    const result = await save(user, profile(), [
      'meal_frequency',
      'meal_frequency',
      'meal_frequency',
    ]);
    expect(result.output).toEqual({ outcome: 'retriesExhausted' });
    expect(result.effects).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'Failed to save profile after multiple attempts. Please try again.',
      },
    ]);
    expect(await rowCounts(user.id)).toEqual({
      profiles: 1,
      onboarding_profile: 1,
      food_preferences: 1,
      meal_frequency: 0,
      budget_settings: 0,
      planning_preferences: 0,
    });
    vi.restoreAllMocks();
  });

  it("cannot write another person's rows: row-level security refuses the upsert", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    await save(owner, profile());
    const client = intruder.client;
    await expect(
      upsertRow(client, {
        table: 'onboarding_profile',
        row: {
          id: owner.id,
          full_name: 'Hijacked',
          age: null,
          gender: null,
          height_feet: null,
          height_inches: null,
          weight: null,
          activity_level: null,
          health_goal: null,
        },
      }),
    ).rejects.toThrow(/Saving onboarding_profile failed/);
    const stored = rowsToOnboardingData(await loadOnboardingRows(owner.client, owner.id));
    expect(stored.full_name).toBe('Katherine Johnson');
    vi.restoreAllMocks();
  });

  it('loads a profile saved on another device from the database into the local cache', async () => {
    const user = await createSignedInUser();
    await save(user, profile());
    expect(window.localStorage.getItem(localKeys.onboardingData)).toBeNull();
    const result = await loadDraft({ userId: user.id }, async () => user.client);
    expect(result).toEqual({ kind: 'found', source: 'database', data: profile() });
    expect(JSON.parse(window.localStorage.getItem(localKeys.onboardingData) ?? 'null')).toEqual(
      profile(),
    );
    // The next read is this device's copy.
    expect(await loadDraft({ userId: user.id }, async () => user.client)).toMatchObject({
      source: 'local',
    });
  });

  it('finds nothing for a person who never onboarded', async () => {
    const user = await createSignedInUser();
    expect(await loadDraft({ userId: user.id }, async () => user.client)).toEqual({
      kind: 'missing',
    });
  });
});
