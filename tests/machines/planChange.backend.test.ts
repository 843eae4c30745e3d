/// <reference types="node" />
/**
 * The live plan actors (src/services/live/) against the real local backend and its planner
 * functions, through supabase-js with the user's session. The server computes and saves every
 * edit: a move, a removal, a replacement or a filled day comes back as the week the server
 * saved, with one change-log line whose amount is the change of the week's bill, and this
 * device's copy follows only a saved edit.
 *
 * The property test drives random edit sequences (replace, move, remove, fill a day) and after
 * each step checks, in the database, that the four places a week's cost appears agree: the
 * week's cost is the till for the meals still planned, with their sides and the kitchen's
 * schedule (recomputed here from the catalogue),
 * the day costs add up to it, the shopping list is that bill, and the change log nets to it.
 *
 * The backend runs as its own process (its CLI, on a fresh data dir): this file belongs to the
 * jsdom project, where PGlite cannot load.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import {
  signInPlanningUser,
  startCliBackend,
  stopCliBackend,
  type CliBackend,
  type SignedInUser,
  type TestSession,
} from './cliBackend.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { WEEKDAY_NAMES, addDays, isoDateOf } from '../../machines/planShared/week.ts';
import { generateWeek } from '../../src/services/live/mealPlanActors.ts';
import { editPlan, generateDay, replaceMeal } from '../../src/services/live/dayPlanActors.ts';
import { loadBudget } from '../../src/services/live/budgetActors.ts';
import { readCachedPlan } from '../../src/device/keptWeek.ts';
import type { AppSupabaseClient } from '../../src/services/supabase.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { billWeek, kitchenMealOf } from '../../supabase/functions/_shared/planner/kitchen.ts';
import { withPortions } from '../../supabase/functions/_shared/planner/portions.ts';

// The actors ask for the page's one client; here it is the signed-in user's of the current test.
const session = vi.hoisted((): TestSession => ({ client: null, userId: null }));
vi.mock('../../src/services/supabase.ts', async () =>
  (await import('./cliBackend.ts')).supabaseFor(session),
);

let backend: CliBackend;
const TODAY = isoDateOf(new Date());

/** A confirmed user with a profile whose week the planner can fill, signed in for the actors. */
function signIn(): Promise<SignedInUser> {
  return signInPlanningUser(backend, 'plan', session);
}

interface SavedWeek {
  stored: StoredPlan;
  log: { change: string; price_difference: number }[];
}

async function savedWeek(client: AppSupabaseClient, weekStart: string): Promise<SavedWeek> {
  const [plan, log] = await Promise.all([
    client.from('meal_plans').select('plan, shopping_list').eq('week_start', weekStart).single(),
    client
      .from('budget_changes')
      .select('change, price_difference')
      .eq('week_start', weekStart)
      .order('created_at'),
  ]);
  if (plan.error) throw plan.error;
  if (log.error) throw log.error;
  return {
    stored: { plan: plan.data.plan, shoppingList: plan.data.shopping_list } as StoredPlan,
    log: log.data,
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The week's cost as the bill of the meals still planned, computed here from the catalogue
 * (whole packages at the week's price level and portion scale), in cents.
 */
function billOf(stored: StoredPlan): number {
  const catalogue = withPortions(productCatalogue(), stored.plan.portions ?? 1);
  // Each meal on its day with its sides, and the kitchen's schedule on them (an opened can that
  // would not keep is bought twice): the till for the meals still planned.
  const meals = stored.plan.days.flatMap((day, index) =>
    day.meals.map((meal) =>
      kitchenMealOf(catalogue, {
        day: index,
        type: meal.type,
        recipeId: meal.recipeId,
        sides: (meal.sides ?? []).map((side) => side.id),
      }),
    ),
  );
  const { trip } = stored.plan;
  return billWeek(meals, catalogue, stored.plan.priceFactor ?? 1, {
    bulkPrep: stored.plan.bulkPrep ?? false,
    tripOffset: trip
      ? differenceInCalendarDays(parseISO(stored.plan.weekStart), parseISO(trip.start))
      : 0,
  }).cost.totalCents;
}

/** The four places agree: bill, days, list and log, as saved in the database. */
async function expectWeekAgrees(user: SignedInUser, shown: StoredPlan): Promise<void> {
  const { stored, log } = await savedWeek(user.client, shown.plan.weekStart);
  expect(stored).toEqual(shown);
  const total = cents(stored.plan.totalCostValue);
  expect(total).toBe(billOf(stored));
  const days = stored.plan.days.reduce((sum, day) => sum + cents(day.dailyCostValue), 0);
  expect(days).toBe(total);
  for (const day of stored.plan.days) {
    expect(cents(day.dailyCostValue)).toBe(
      day.meals.reduce((sum, meal) => sum + cents(meal.costValue), 0),
    );
  }
  expect(stored.shoppingList.reduce((sum, item) => sum + cents(item.price), 0)).toBe(total);
  expect(log.reduce((sum, line) => sum + cents(line.price_difference), 0)).toBe(total);
  const budget = await loadBudget({ userId: user.id, today: TODAY });
  expect(budget.planned).toBe(stored.plan.totalCostValue);
  expect(budget.days).toEqual(stored.plan.days.filter((day) => day.meals.length > 0));
}

function meals(stored: StoredPlan) {
  return stored.plan.days.flatMap((day) => day.meals.map((meal) => ({ day: day.day, meal })));
}

beforeAll(async () => {
  backend = await startCliBackend('mealwise-plan-change-');
}, 120_000);

afterAll(() => stopCliBackend(backend));

beforeEach(() => {
  session.client = null;
  session.userId = null;
});

describe('plan edits saved by the server', () => {
  it('logs a new week with its bill, so the change log nets to the week’s cost', async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    const { log } = await savedWeek(user.client, week.plan.weekStart);
    expect(log).toHaveLength(1);
    expect(log[0]?.change).toMatch(/^Planned the week of .+: 12 meals for \$\d+\.\d\d$/);
    expect(log[0]?.price_difference).toBe(week.plan.totalCostValue);
    await expectWeekAgrees(user, week);
  }, 60_000);

  it('removes a meal with the bill recomputed: a shared package stays, its share moves to the others', async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    const [first] = meals(week);
    if (!first) throw new Error('the generated week has no meal');
    const after = await editPlan({
      userId: user.id,
      stored: week,
      edit: { kind: 'remove', mealId: first.meal.id },
    });
    const { log } = await savedWeek(user.client, week.plan.weekStart);
    expect(log.at(-1)).toEqual({
      change: `Removed ${first.meal.name} from ${first.day}`,
      price_difference: (cents(after.plan.totalCostValue) - cents(week.plan.totalCostValue)) / 100,
    });
    expect(meals(after).some(({ meal }) => meal.id === first.meal.id)).toBe(false);
    expect(after.plan.edits).toBe(1);
    expect(readCachedPlan(user.id, TODAY)).toEqual(after);
    await expectWeekAgrees(user, after);
  }, 60_000);

  it('refuses a move to the day the meal is on: nothing saved, nothing logged, nothing cached', async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    const [first] = meals(week);
    if (!first) throw new Error('the generated week has no meal');
    await expect(
      editPlan({
        userId: user.id,
        stored: week,
        edit: { kind: 'move', mealId: first.meal.id, toDay: first.day },
      }),
    ).rejects.toThrow('A meal cannot move to the day it is on');
    const { stored, log } = await savedWeek(user.client, week.plan.weekStart);
    expect(stored).toEqual(week);
    expect(log).toHaveLength(1);
    expect(readCachedPlan(user.id, TODAY)).toEqual(week);
  }, 60_000);

  it('refuses an edit of a week that is not stored', async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    const elsewhere: StoredPlan = {
      ...week,
      plan: { ...week.plan, weekStart: addDays(week.plan.weekStart, 28) },
    };
    const [first] = meals(week);
    await expect(
      editPlan({
        userId: user.id,
        stored: elsewhere,
        edit: { kind: 'remove', mealId: first?.meal.id ?? '' },
      }),
    ).rejects.toThrow('No stored meal plan for that week: generate one first');
  }, 60_000);

  it('fills an emptied day in one call, logged as one line, the week within budget', async () => {
    const user = await signIn();
    let stored = await generateWeek({ userId: user.id, today: TODAY });
    const day = stored.plan.days.find((candidate) => candidate.meals.length >= 2);
    if (!day) throw new Error('the generated week has no day with two meals');
    const before = day.meals;
    for (const meal of before)
      stored = await editPlan({
        userId: user.id,
        stored,
        edit: { kind: 'remove', mealId: meal.id },
      });
    const emptied = stored;
    const filled = await generateDay({
      userId: user.id,
      today: TODAY,
      stored: emptied,
      weekday: day.day,
    });
    expect(filled.notice).toBeNull();
    const refilled = filled.stored.plan.days.find((candidate) => candidate.day === day.day);
    // The day gets every meal type the week plans (the types it had, and any the person plans
    // on other days of the week).
    const weekTypes = new Set(emptied.plan.days.flatMap((d) => d.meals.map((meal) => meal.type)));
    for (const meal of before) weekTypes.add(meal.type);
    expect(refilled?.meals.map((meal) => meal.type).sort()).toEqual([...weekTypes].sort());
    for (const other of filled.stored.plan.days.filter((d) => d.day !== day.day)) {
      const original = emptied.plan.days.find((d) => d.day === other.day);
      expect(other.meals.map((meal) => meal.recipeId)).toEqual(
        original?.meals.map((meal) => meal.recipeId),
      );
    }
    expect(filled.stored.plan.totalCostValue).toBeLessThanOrEqual(
      filled.stored.plan.weeklyBudgetValue,
    );
    const { log } = await savedWeek(user.client, emptied.plan.weekStart);
    const added = log.filter((line) => line.change.startsWith('Added '));
    expect(added).toHaveLength(1);
    expect(added[0]?.change).toMatch(new RegExp(` on ${day.day}$`));
    await expectWeekAgrees(user, filled.stored);
  }, 120_000);

  it('plans the whole week when Generate Meals finds no meal in it', async () => {
    const user = await signIn();
    const filled = await generateDay({
      userId: user.id,
      today: TODAY,
      stored: null,
      weekday: 'Monday',
    });
    expect(filled.notice).toBeNull();
    expect(meals(filled.stored)).toHaveLength(12);
  }, 60_000);

  it('keeps bill, day costs, shopping list and change log in agreement after any edit sequence', async () => {
    type Step = { op: 'replace' | 'move' | 'remove' | 'fill'; pick: number; day: number };
    const step = fc.record({
      op: fc.constantFrom<Step['op']>('replace', 'move', 'remove', 'fill'),
      pick: fc.nat(1000),
      day: fc.nat(6),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 4 }), async (steps) => {
        const user = await signIn();
        let stored = await generateWeek({ userId: user.id, today: TODAY });
        await expectWeekAgrees(user, stored);
        for (const { op, pick, day } of steps) {
          const planned = meals(stored);
          const target = planned[pick % Math.max(1, planned.length)];
          const before = cents(stored.plan.totalCostValue);
          const logBefore = (await savedWeek(user.client, stored.plan.weekStart)).log.length;
          if (op === 'fill') {
            const weekday = WEEKDAY_NAMES[day] ?? 'Monday';
            stored = (
              await generateDay({ userId: user.id, today: TODAY, stored, weekday }).catch(() => ({
                stored,
                notice: null,
              }))
            ).stored;
          } else if (!target) {
            continue;
          } else if (op === 'replace') {
            stored = await replaceMeal({
              userId: user.id,
              stored,
              weekday: target.day,
              meal: target.meal,
            }).catch(() => stored);
          } else if (op === 'move') {
            const others = WEEKDAY_NAMES.filter((name) => name !== target.day);
            const toDay = others[day % others.length] ?? 'Monday';
            stored = await editPlan({
              userId: user.id,
              stored,
              edit: { kind: 'move', mealId: target.meal.id, toDay },
            });
          } else {
            stored = await editPlan({
              userId: user.id,
              stored,
              edit: { kind: 'remove', mealId: target.meal.id },
            });
          }
          const { log } = await savedWeek(user.client, stored.plan.weekStart);
          // A saved edit adds exactly one line, and its amount is the change of the bill.
          if (log.length > logBefore) {
            expect(log.length).toBe(logBefore + 1);
            expect(cents(log.at(-1)?.price_difference ?? NaN)).toBe(
              cents(stored.plan.totalCostValue) - before,
            );
          }
          await expectWeekAgrees(user, stored);
        }
      }),
      { numRuns: 3, seed: 20261124 },
    );
  }, 600_000);
});
