/**
 * The save sequence with an in-memory double of the six tables as its upsert actor: failures are
 * injected per table and attempt, and the tables are inspected afterwards for lost or duplicated
 * rows.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  profileSaveMachine,
  upsertRequest,
} from '../../machines/profileSave/profileSave.machine.ts';
import {
  SAVE_ORDER,
  type ProfileTable,
  type UpsertRequest,
  type UpsertResult,
} from '../../machines/profileSave/profileSave.types.ts';
import {
  emptyOnboardingData,
  type OnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';

const USER = '6f1c1e0e-5d0a-4a43-9d35-1f2f3f4f5f6f';
const OTHER_USER = '0b7a2c55-8a8e-4f54-9a71-111111111111';

function sampleData(): OnboardingData {
  return {
    ...emptyOnboardingData('Ada Lovelace'),
    age: '36',
    gender: 'Female',
    height_feet: '5',
    height_inches: '7',
    weight: '140',
    activity_level: 'Moderately Active',
    health_goal: 'Build Muscle',
    dietary_restrictions: ['Vegetarian', 'Other'],
    dietary_restrictions_other: 'No mushrooms',
    allergies: ['Peanuts'],
    disliked_foods: 'olives, anchovies',
    protein_goal: 'Set custom protein goal',
    custom_protein_amount: '120',
    favorite_cuisines: ['Italian', 'Thai'],
    weekly_budget: 'Custom Amount',
    custom_budget: '87.5',
    breakfasts_per_week: '5',
    lunch_per_week: '6',
    dinner_per_week: '7',
    snacks_per_week: 'seven',
    meal_prep_frequency: 'Bi-Weekly',
    cooking_time: '30',
    cooking_methods: ['Air Fryer'],
    meal_plan_start_day: 'Monday',
    shopping_frequency: 'Weekly',
    zip_code: '30301',
    preferred_store: ['Aldi', 'Costco'],
    ingredient_quality: 'Balanced',
  };
}

type Row = UpsertRequest['row'];

/** The six tables in memory, keyed by id as the real ones are; every upsert is recorded. */
class FakeTables {
  readonly tables = new Map<ProfileTable, Map<string, Row>>(
    SAVE_ORDER.map((table) => [table, new Map()]),
  );
  readonly calls: ProfileTable[] = [];
  /** Failures still to inject: table -> how many more upserts of it fail. */
  private readonly failures = new Map<ProfileTable, number>();
  /** Tables whose upserts succeed without writing a row (as RLS filtering would). */
  readonly silent = new Set<ProfileTable>();

  failNext(table: ProfileTable, times = 1): this {
    this.failures.set(table, (this.failures.get(table) ?? 0) + times);
    return this;
  }

  async upsert(request: UpsertRequest): Promise<UpsertResult> {
    this.calls.push(request.table);
    const failuresLeft = this.failures.get(request.table) ?? 0;
    if (failuresLeft > 0) {
      this.failures.set(request.table, failuresLeft - 1);
      throw new Error(`connection reset while saving ${request.table}`);
    }
    if (this.silent.has(request.table)) return { saved: false };
    // Upsert on id: the row replaces any earlier one of the same id.
    this.table(request.table).set(request.row.id, structuredClone(request.row));
    return { saved: true };
  }

  table(table: ProfileTable): Map<string, Row> {
    const rows = this.tables.get(table);
    if (!rows) throw new Error(`no table ${table}`);
    return rows;
  }

  rowCount(): number {
    return [...this.tables.values()].reduce((sum, rows) => sum + rows.size, 0);
  }
}

interface RunOptions {
  userId?: string | null;
  data?: OnboardingData;
  markComplete?: () => Promise<void>;
}

function startSave(tables: FakeTables, options: RunOptions = {}) {
  const markComplete = vi.fn(options.markComplete ?? (async () => {}));
  const effects: ViewEffect[] = [];
  const machine = profileSaveMachine.provide({
    actors: {
      upsertRow: fromPromise<UpsertResult, UpsertRequest>(({ input }) => tables.upsert(input)),
      markComplete: fromPromise<void, { data: OnboardingData }>(() => markComplete()),
    },
    // Shortened so each test takes milliseconds; the real values are asserted separately.
    delays: { retryDelay: 5, redirectDelay: 5 },
  });
  const actor = createActor(machine, {
    input: {
      userId: options.userId === undefined ? USER : options.userId,
      data: options.data ?? sampleData(),
    },
  });
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  return { actor, effects, markComplete };
}

function expectedRows(data = sampleData()) {
  return new Map(SAVE_ORDER.map((table) => [table, upsertRequest(table, USER, data).row]));
}

/** Our row in every table, with the values of this save; `others` rows of other people besides. */
function expectEveryTableSavedOnce(
  tables: FakeTables,
  others: Partial<Record<ProfileTable, number>> = {},
) {
  for (const [table, row] of expectedRows()) {
    expect(tables.table(table).size, table).toBe(1 + (others[table] ?? 0));
    expect(tables.table(table).get(USER), table).toEqual(row);
  }
}

describe('profile save sequence', () => {
  it('upserts profiles, onboarding_profile, food_preferences, meal_frequency, budget_settings, then planning_preferences', async () => {
    const tables = new FakeTables();
    const { actor, effects, markComplete } = startSave(tables);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(tables.calls).toEqual([...SAVE_ORDER]);
    expectEveryTableSavedOnce(tables);
    expect(markComplete).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved' });
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Profile saved successfully!' },
      { type: 'effect.navigate', to: '/dashboard' },
    ]);
  });

  it('saves numbers as integers, the budget as a decimal and unparsable values as null', async () => {
    const tables = new FakeTables();
    const { actor } = startSave(tables);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(tables.table('onboarding_profile').get(USER)).toMatchObject({
      age: 36,
      height_feet: 5,
      height_inches: 7,
      weight: 140,
    });
    expect(tables.table('meal_frequency').get(USER)).toMatchObject({
      custom_budget: 87.5,
      breakfasts_per_week: 5,
      snacks_per_week: null,
    });
    expect(tables.table('planning_preferences').get(USER)).toMatchObject({
      custom_protein_amount: 120,
      // 140 lb = 63.503 kg; Moderately Active 1.2 + Build Muscle 0.3 = 1.5 g/kg -> 95.25 -> 95
      recommended_protein: 95,
      meal_plan_start_day: 'Monday',
    });
  });

  it('saves list fields that are not lists as empty lists', async () => {
    const tables = new FakeTables();
    // Data from an old or tampered draft: a string where a list belongs.
    const data = { ...sampleData(), allergies: 'Peanuts' as unknown as string[] };
    const { actor } = startSave(tables, { data });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(tables.table('food_preferences').get(USER)).toMatchObject({ allergies: [] });
  });

  it('logs a failed basic profile upsert and continues with the other tables', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tables = new FakeTables().failNext('profiles');
    const { actor } = startSave(tables);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(tables.calls).toEqual([...SAVE_ORDER]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved' });
    expect(tables.table('profiles').size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('basic profile'), expect.any(Error));
    warn.mockRestore();
  });

  it.each(SAVE_ORDER.slice(1).map((table) => [table]))(
    'a failure at %s restarts the whole sequence from profiles and loses or duplicates nothing',
    async (failing) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const tables = new FakeTables().failNext(failing);
      tables
        .table('onboarding_profile')
        .set(OTHER_USER, { ...upsertRequest('onboarding_profile', OTHER_USER, sampleData()).row });
      const { actor, effects } = startSave(tables);
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      const failedAt = SAVE_ORDER.indexOf(failing);
      // First attempt up to and including the failing table, then the whole sequence again.
      expect(tables.calls).toEqual([...SAVE_ORDER.slice(0, failedAt + 1), ...SAVE_ORDER]);
      expect(actor.getSnapshot().output).toEqual({ outcome: 'saved' });
      expectEveryTableSavedOnce(tables, { onboarding_profile: 1 });
      expect(tables.table('onboarding_profile').get(OTHER_USER)).toMatchObject({
        id: OTHER_USER,
        full_name: 'Ada Lovelace',
      });
      // The other person's row is untouched: 6 rows of ours plus theirs.
      expect(tables.rowCount()).toBe(SAVE_ORDER.length + 1);
      expect(effects.map((effect) => effect.type)).toEqual(['effect.toast', 'effect.navigate']);
      vi.restoreAllMocks();
    },
  );

  it('waits 1 s between attempts and gives up after the third failure with the catalogue message', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const tables = new FakeTables().failNext('meal_frequency', 3);
      const markComplete = vi.fn(async () => {});
      const effects: ViewEffect[] = [];
      const machine = profileSaveMachine.provide({
        actors: {
          upsertRow: fromPromise<UpsertResult, UpsertRequest>(({ input }) => tables.upsert(input)),
          markComplete: fromPromise<void, { data: OnboardingData }>(() => markComplete()),
        },
      });
      const actor = createActor(machine, { input: { userId: USER, data: sampleData() } });
      actor.on('*', (effect) => effects.push(effect));
      actor.start();
      const attemptLength = SAVE_ORDER.indexOf('meal_frequency') + 1;
      await vi.advanceTimersByTimeAsync(0);
      expect(tables.calls).toHaveLength(attemptLength);
      expect(actor.getSnapshot().matches('waitingToRetry')).toBe(true);
      await vi.advanceTimersByTimeAsync(999);
      expect(tables.calls).toHaveLength(attemptLength);
      await vi.advanceTimersByTimeAsync(1);
      expect(tables.calls).toHaveLength(attemptLength * 2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(tables.calls).toHaveLength(attemptLength * 3);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ outcome: 'retriesExhausted' });
      expect(effects).toEqual([
        {
          type: 'effect.toast',
          tone: 'error',
          message: 'Failed to save profile after multiple attempts. Please try again.',
        },
      ]);
      expect(markComplete).not.toHaveBeenCalled();
      // What the three attempts wrote before meal_frequency is there exactly once.
      for (const table of ['profiles', 'onboarding_profile', 'food_preferences'] as const) {
        expect(tables.table(table).size).toBe(1);
      }
      expect(tables.table('meal_frequency').size).toBe(0);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('succeeds on the third attempt after two failures at different steps', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tables = new FakeTables().failNext('budget_settings').failNext('food_preferences');
    const { actor } = startSave(tables);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved' });
    expect(actor.getSnapshot().context.attempt).toBe(3);
    expectEveryTableSavedOnce(tables);
    vi.restoreAllMocks();
  });

  it('navigates to /dashboard 500 ms after the success toast', async () => {
    vi.useFakeTimers();
    try {
      const tables = new FakeTables();
      const effects: ViewEffect[] = [];
      const machine = profileSaveMachine.provide({
        actors: {
          upsertRow: fromPromise<UpsertResult, UpsertRequest>(({ input }) => tables.upsert(input)),
          markComplete: fromPromise<void, { data: OnboardingData }>(async () => {}),
        },
      });
      const actor = createActor(machine, { input: { userId: USER, data: sampleData() } });
      actor.on('*', (effect) => effects.push(effect));
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(effects.map((effect) => effect.type)).toEqual(['effect.toast']);
      await vi.advanceTimersByTimeAsync(499);
      expect(effects).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(effects[1]).toEqual({ type: 'effect.navigate', to: '/dashboard' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses without a user: 'You must be logged in to save your profile'", async () => {
    const tables = new FakeTables();
    const { actor, effects } = startSave(tables, { userId: null });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(tables.calls).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'notLoggedIn' });
    expect(effects).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'You must be logged in to save your profile',
      },
    ]);
  });

  it("stays put with 'Failed to save profile data' when a table answers without writing the row", async () => {
    const tables = new FakeTables();
    tables.silent.add('food_preferences');
    const { actor, effects, markComplete } = startSave(tables);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'notSaved' });
    expect(markComplete).not.toHaveBeenCalled();
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'error', message: 'Failed to save profile data' },
    ]);
  });

  it('reports an exception while marking onboarding complete with its message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tables = new FakeTables();
    const { actor, effects } = startSave(tables, {
      markComplete: async () => {
        throw new Error('storage is full');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'completionFailed' });
    expect(effects).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'An error occurred while saving your profile: storage is full',
      },
    ]);
    vi.restoreAllMocks();
  });

  it('is busy from the first upsert until the redirect', async () => {
    const tables = new FakeTables();
    const { actor } = startSave(tables);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});
