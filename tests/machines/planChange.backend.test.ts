/// <reference types="node" />
/**
 * The live plan-edit actors (src/services/planApi.ts) against the real local backend, through
 * supabase-js with the user's session: a move or removal is saved with its change-log line in one
 * call, or not at all, and this device's copy of the plan follows only a saved change; a
 * regenerated meal is logged once, by the server function that saved it.
 *
 * The backend runs as its own process (its CLI, on a fresh data dir): this file belongs to the
 * jsdom project, where PGlite cannot load.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSignedInUser,
  startCliBackend,
  stopCliBackend,
  type CliBackend,
  type SignedInUser,
} from './cliBackend.ts';
import { moveMeal, removeMeal } from '../../machines/planShared/planEdits.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import {
  generateDay,
  generatePlan,
  readCachedPlan,
  regenerateMeal,
  savePlanChange,
} from '../../src/services/planApi.ts';
import type { AppSupabaseClient } from '../../src/services/supabase.ts';
import type { Json } from '../../supabase/types/database.ts';
import { BREAKFAST_ID, DINNER_ID, WEEK_START, fixturePlan } from '../web/planFixtures.ts';

// planApi asks for the page's one client; here it is the signed-in user's of the current test.
const session = vi.hoisted(() => ({ client: null as AppSupabaseClient | null }));
vi.mock('../../src/services/supabase.ts', () => ({
  getSupabase: async () => {
    if (!session.client) throw new Error('No signed-in client for this test');
    return session.client;
  },
}));

let backend: CliBackend;

/** A confirmed user, signed in, whose client planApi now uses. */
async function signIn(): Promise<SignedInUser> {
  const user = await createSignedInUser(backend, { emailPrefix: 'plan' });
  session.client = user.client;
  return user;
}

async function storePlan(
  user: { id: string; client: AppSupabaseClient },
  stored: StoredPlan,
): Promise<void> {
  const { error } = await user.client.from('meal_plans').insert({
    user_id: user.id,
    week_start: stored.plan.weekStart,
    plan: stored.plan as unknown as Json,
    shopping_list: stored.shoppingList as unknown as Json,
  });
  if (error) throw error;
}

async function savedPlan(client: AppSupabaseClient, weekStart: string): Promise<unknown> {
  const { data, error } = await client
    .from('meal_plans')
    .select('plan, shopping_list')
    .eq('week_start', weekStart)
    .single();
  if (error) throw error;
  return { plan: data.plan, shoppingList: data.shopping_list };
}

async function changeLog(
  client: AppSupabaseClient,
): Promise<{ change: string; price_difference: number }[]> {
  const { data, error } = await client
    .from('budget_changes')
    .select('change, price_difference')
    .order('created_at');
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  backend = await startCliBackend('mealwise-plan-change-');
}, 120_000);

afterAll(() => stopCliBackend(backend));

beforeEach(() => {
  session.client = null;
});

describe('saving a plan edit against the local backend', () => {
  it('stores the edited week and its change-log line, then caches the week', async () => {
    const user = await signIn();
    await storePlan(user, fixturePlan());
    const edit = removeMeal(fixturePlan(), BREAKFAST_ID);
    await savePlanChange({ userId: user.id, stored: edit.stored, change: edit.change });
    expect(await savedPlan(user.client, WEEK_START)).toEqual(edit.stored);
    expect(await changeLog(user.client)).toEqual([
      { change: 'Removed Berry Oatmeal from Monday', price_difference: -2.4 },
    ]);
    expect(readCachedPlan(user.id, WEEK_START)).toEqual(edit.stored);
  });

  it('stores neither the week nor the line, and caches nothing, when the save is refused', async () => {
    const user = await signIn();
    await storePlan(user, fixturePlan());
    const edit = moveMeal(fixturePlan(), DINNER_ID, 'Tuesday');
    const refused = { ...edit.change, change: 'x'.repeat(501) };
    await expect(
      savePlanChange({ userId: user.id, stored: edit.stored, change: refused }),
    ).rejects.toThrow('Saving the meal plan failed: change is longer than 500 characters');
    expect(await savedPlan(user.client, WEEK_START)).toEqual(fixturePlan());
    expect(await changeLog(user.client)).toEqual([]);
    expect(readCachedPlan(user.id, WEEK_START)).toBeNull();
  });

  it('refuses a change to a week that is not stored', async () => {
    const user = await signIn();
    const edit = removeMeal(fixturePlan(), BREAKFAST_ID);
    await expect(
      savePlanChange({ userId: user.id, stored: edit.stored, change: edit.change }),
    ).rejects.toThrow(`No meal plan for the week of ${WEEK_START}`);
    expect(await changeLog(user.client)).toEqual([]);
    expect(readCachedPlan(user.id, WEEK_START)).toBeNull();
  });

  it('logs a regenerated meal once, from the function that saved the week', async () => {
    const user = await signIn();
    const generated = await generatePlan({ userId: user.id, weekStart: WEEK_START });
    const day = generated.plan.days.find((candidate) => candidate.meals.length > 0);
    const meal = day?.meals[0];
    if (!day || !meal) throw new Error('the generated week has no meal');
    const replaced = await regenerateMeal({
      userId: user.id,
      stored: generated,
      weekday: day.day,
      meal,
    });
    const fresh = replaced.plan.days
      .flatMap((candidate) => candidate.meals)
      .find((candidate) => candidate.id === meal.id);
    if (!fresh) throw new Error('the replacement lost the meal id');
    expect(await changeLog(user.client)).toEqual([
      {
        change: `Replaced ${meal.name} with ${fresh.name} on ${day.day}`,
        price_difference:
          (Math.round(fresh.costValue * 100) - Math.round(meal.costValue * 100)) / 100,
      },
    ]);
    expect(await savedPlan(user.client, generated.plan.weekStart)).toEqual(replaced);
    expect(readCachedPlan(user.id, generated.plan.weekStart)).toEqual(replaced);
  }, 60_000);

  it('fills an emptied day with new meals that keep the week within budget, each logged once', async () => {
    const user = await signIn();
    let stored = await generatePlan({ userId: user.id, weekStart: WEEK_START });
    const weekday = stored.plan.days[2]?.day;
    const before = stored.plan.days[2]?.meals ?? [];
    if (!weekday || before.length === 0)
      throw new Error('the generated week has no meals on its third day');
    for (const meal of before) {
      const edit = removeMeal(stored, meal.id);
      await savePlanChange({ userId: user.id, stored: edit.stored, change: edit.change });
      stored = edit.stored;
    }
    const emptied = stored;
    const filled = await generateDay({
      userId: user.id,
      weekStart: emptied.plan.weekStart,
      stored: emptied,
      weekday,
    });
    expect(filled.notice).toBeNull();
    const day = filled.stored.plan.days.find((candidate) => candidate.day === weekday);
    expect(day?.meals.map((meal) => meal.type).sort()).toEqual(
      before.map((meal) => meal.type).sort(),
    );
    // Every other day is untouched, ids stay unique, and the week still fits its budget.
    filled.stored.plan.days
      .filter((candidate) => candidate.day !== weekday)
      .forEach((candidate) => {
        const original = emptied.plan.days.find((d) => d.day === candidate.day);
        expect(candidate.meals.map((meal) => meal.recipeId)).toEqual(
          original?.meals.map((meal) => meal.recipeId),
        );
      });
    const ids = filled.stored.plan.days.flatMap((candidate) =>
      candidate.meals.map((meal) => meal.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(filled.stored.plan.totalCostValue).toBeLessThanOrEqual(
      filled.stored.plan.weeklyBudgetValue,
    );
    const added = (await changeLog(user.client)).filter((line) => line.change.startsWith('Added '));
    expect(added).toHaveLength(before.length);
    for (const line of added) expect(line.change).toMatch(new RegExp(` on ${weekday}$`));
    expect(await savedPlan(user.client, emptied.plan.weekStart)).toEqual(filled.stored);
    expect(readCachedPlan(user.id, emptied.plan.weekStart)).toEqual(filled.stored);
  }, 90_000);

  it('plans the whole week when the week has no meal left', async () => {
    const user = await signIn();
    const filled = await generateDay({
      userId: user.id,
      weekStart: WEEK_START,
      stored: null,
      weekday: 'Monday',
    });
    expect(filled.notice).toBeNull();
    expect(filled.stored.plan.days.every((day) => day.meals.length > 0)).toBe(true);
  }, 60_000);
});
