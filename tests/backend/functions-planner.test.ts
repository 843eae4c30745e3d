/**
 * generate-meal-plan, regenerate-meal and edit-meal-plan end to end: supabase-js
 * functions.invoke against the local backend (real auth, real REST with row-level security, the
 * real functions host), a user whose preferences are stored in the database (they win over the
 * body's fields), and the week and its change log saved by the server.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  editMealPlanResponse,
  errorResponse,
  generateMealPlanResponse,
  regenerateMealResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import type { GenerateMealPlanResponse } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { body, storePreferences, usePlannerBackend, WEEK } from './functions-planner-support.ts';
import { createSignedInUser } from './support.ts';

const planner = usePlannerBackend();

async function errorOf(error: unknown): Promise<{ status: number; body: unknown }> {
  if (!(error instanceof FunctionsHttpError))
    throw new Error(`expected an HTTP error, got ${String(error)}`);
  const response = error.context as Response;
  return { status: response.status, body: await response.json() };
}

describe('generate-meal-plan', () => {
  let plan: GenerateMealPlanResponse;

  it('plans the week from the stored preferences and saves it', async () => {
    const { data, error } = await planner.person.client.functions.invoke('generate-meal-plan', {
      body: body(planner.person.user.id),
    });
    expect(error).toBeNull();
    plan = generateMealPlanResponse.parse(data);
    const days = plan.weeklyPlan.days;
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]?.day).toBe('Monday');
    const meals = days.flatMap((d) => d.meals);
    // The stored meal counts (7 of each) win over the body's (5 breakfasts, 3 snacks).
    expect(meals.filter((m) => m.type === 'DINNER')).toHaveLength(7);
    expect(meals.filter((m) => m.type === 'BREAKFAST')).toHaveLength(7);
    expect(meals.filter((m) => m.type === 'SNACK')).toHaveLength(7);
    expect(plan.weeklyPlan.totalCostValue).toBeLessThanOrEqual(100);
    // Stored restrictions apply although the body sent none: vegetarian, no peanuts, no mushrooms.
    expect(plan.explanation.constraints.join(' ')).toContain('Vegetarian');
    expect(plan.explanation.constraints.join(' ')).toContain('Peanuts');
    const names = meals.flatMap((m) => m.ingredients.map((i) => i.name.toLowerCase()));
    expect(names.some((n) => n.includes('peanut'))).toBe(false);
    expect(names.some((n) => n.includes('mushroom'))).toBe(false);

    const stored = await planner.person.client
      .from('meal_plans')
      .select('week_start, plan, shopping_list')
      .eq('week_start', WEEK)
      .single();
    expect(stored.error).toBeNull();
    expect((stored.data?.plan as { totalCost: string }).totalCost).toBe(plan.weeklyPlan.totalCost);
    expect(Array.isArray(stored.data?.shopping_list)).toBe(true);
    // The new week's bill is the first line of its change log.
    const log = await planner.person.client
      .from('budget_changes')
      .select('change, price_difference')
      .eq('week_start', WEEK);
    expect(log.data).toEqual([
      {
        change: `Planned the week of Nov 23 - 29, 2026: 28 meals for ${plan.weeklyPlan.totalCost}`,
        price_difference: plan.weeklyPlan.totalCostValue,
      },
    ]);
  });

  it('answers 400 with a clear message for a bad body', async () => {
    const { error } = await planner.person.client.functions.invoke('generate-meal-plan', {
      body: body(planner.person.user.id, { mealTypes: { breakfasts: 9 }, allergies: ['Gluten'] }),
    });
    const { status, body: answer } = await errorOf(error);
    expect(status).toBe(400);
    const parsed = errorResponse.parse(answer);
    expect(parsed.error).toMatch(/^Invalid request body: /);
    expect(parsed.issues?.map((i) => i.path)).toEqual(
      expect.arrayContaining(['mealTypes.breakfasts', 'allergies.0']),
    );
  });

  it('answers 401 without a user token', async () => {
    const { error } = await planner.backend
      .anonClient()
      .functions.invoke('generate-meal-plan', { body: body(planner.person.user.id) });
    expect((await errorOf(error)).status).toBe(401);
  });

  it('answers 403 when userId is someone else', async () => {
    const { error } = await planner.person.client.functions.invoke('generate-meal-plan', {
      body: body(crypto.randomUUID()),
    });
    const { status, body: answer } = await errorOf(error);
    expect(status).toBe(403);
    expect(errorResponse.parse(answer).error).toContain('userId');
  });

  it('answers 422 with the cheapest budget that works when the stored budget is too small', async () => {
    const thrifty = await createSignedInUser(planner.backend);
    await storePreferences(thrifty, '$5');
    const { error } = await thrifty.client.functions.invoke('generate-meal-plan', {
      body: body(thrifty.user.id),
    });
    const { status, body: answer } = await errorOf(error);
    expect(status).toBe(422);
    const parsed = errorResponse.parse(answer);
    expect(parsed.infeasible?.kind).toBe('budget');
    expect(parsed.infeasible?.cheapestFeasibleBudget).toBeGreaterThan(5);
  });

  it('replaces one meal with a different dish, same id, and saves the week', async () => {
    const day = plan.weeklyPlan.days[1];
    const target = day?.meals.find((m) => m.type === 'DINNER');
    if (!day || !target) throw new Error('no Tuesday dinner');
    const { data, error } = await planner.person.client.functions.invoke('regenerate-meal', {
      body: {
        userId: planner.person.user.id,
        dayOfWeek: day.day,
        mealType: 'DINNER',
        mealId: target.id,
        dietaryRestrictions: [],
        allergies: [],
        preferredCuisines: ['Italian'],
        zipCode: '94110',
        weekStart: WEEK,
      },
    });
    expect(error).toBeNull();
    const answer = regenerateMealResponse.parse(data);
    expect(answer.meal.id).toBe(target.id);
    expect(answer.meal.recipeId).not.toBe(target.recipeId);
    expect(answer.weeklyPlan.totalCostValue).toBeLessThanOrEqual(100);
    const stored = await planner.person.client
      .from('meal_plans')
      .select('plan')
      .eq('week_start', WEEK)
      .single();
    const storedDinner = (
      stored.data?.plan as GenerateMealPlanResponse['weeklyPlan']
    ).days[1]?.meals.find((m) => m.id === target.id);
    expect(storedDinner?.recipeId).toBe(answer.meal.recipeId);
    // The change log got its line in the same transaction as the week.
    const log = await planner.person.client
      .from('budget_changes')
      .select('change, price_difference')
      .eq('week_start', WEEK);
    expect(log.error).toBeNull();
    // Its amount is the change of the week's bill, not of the meal's share.
    expect(log.data?.at(-1)).toEqual({
      change: `Replaced ${target.name} with ${answer.meal.name} on ${day.day}`,
      price_difference:
        (Math.round(answer.weeklyPlan.totalCostValue * 100) -
          Math.round(plan.weeklyPlan.totalCostValue * 100)) /
        100,
    });
    plan = { ...plan, weeklyPlan: answer.weeklyPlan, shoppingList: answer.shoppingList };
  });

  it('moves and removes meals and fills a day through edit-meal-plan, each logged once by the server', async () => {
    const before = plan.weeklyPlan;
    const monday = before.days[0];
    const meal = monday?.meals[0];
    if (!monday || !meal) throw new Error('no Monday meal');
    const moved = await planner.person.client.functions.invoke('edit-meal-plan', {
      body: {
        userId: planner.person.user.id,
        weekStart: WEEK,
        action: 'move',
        mealId: meal.id,
        toDay: 'Friday',
      },
    });
    expect(moved.error).toBeNull();
    const afterMove = editMealPlanResponse.parse(moved.data);
    // A move can change the till: the kitchen's schedule follows the days (a food used later may
    // need freezing, or an opened package may no longer keep until its next use). What the move
    // now asks to freeze, its line says, and the list freezes it for the moved meal.
    const movedText = `Moved ${meal.name} from Monday to Friday`;
    expect(afterMove.change.change.startsWith(movedText)).toBe(true);
    const freezing = afterMove.change.change.slice(movedText.length);
    if (freezing !== '') {
      expect(freezing).toMatch(/^; freeze .+ on shopping day$/);
      expect(
        afterMove.shoppingList.filter((item) => item.freeze?.meals.includes(meal.id)),
      ).not.toHaveLength(0);
    }
    expect(Math.round(afterMove.change.priceDifference * 100)).toBe(
      Math.round(afterMove.weeklyPlan.totalCostValue * 100) -
        Math.round(before.totalCostValue * 100),
    );
    expect(afterMove.weeklyPlan.days[4]?.meals.some((m) => m.id === meal.id)).toBe(true);

    const removed = await planner.person.client.functions.invoke('edit-meal-plan', {
      body: { userId: planner.person.user.id, weekStart: WEEK, action: 'remove', mealId: meal.id },
    });
    const afterRemove = editMealPlanResponse.parse(removed.data);
    expect(afterRemove.change.change).toBe(`Removed ${meal.name} from Friday`);
    expect(Math.round(afterRemove.change.priceDifference * 100)).toBe(
      Math.round(afterRemove.weeklyPlan.totalCostValue * 100) -
        Math.round(afterMove.weeklyPlan.totalCostValue * 100),
    );

    const filled = await planner.person.client.functions.invoke('edit-meal-plan', {
      body: { userId: planner.person.user.id, weekStart: WEEK, action: 'fillDay', day: 'Monday' },
    });
    const afterFill = editMealPlanResponse.parse(filled.data);
    expect(afterFill.added.map((m) => m.type)).toEqual([meal.type]);
    expect(afterFill.change.change).toBe(`Added ${afterFill.added[0]?.name} on Monday`);

    const log = await planner.person.client
      .from('budget_changes')
      .select('price_difference')
      .eq('week_start', WEEK);
    const logged = (log.data ?? []).reduce(
      (sum, line) => sum + Math.round(Number(line.price_difference) * 100),
      0,
    );
    expect(logged).toBe(Math.round(afterFill.weeklyPlan.totalCostValue * 100));
    plan = { ...plan, weeklyPlan: afterFill.weeklyPlan, shoppingList: afterFill.shoppingList };
  });

  it('answers edit-meal-plan’s bad requests with 4xx and changes nothing', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ action: 'move', mealId: 'x', toDay: 'Someday' }, 400],
      [{ action: 'teleport', mealId: 'x' }, 400],
      [{ action: 'remove', mealId: 'no-such-meal', weekStart: WEEK }, 404],
      [{ action: 'remove', mealId: 'x', weekStart: '2030-01-07' }, 404],
    ];
    for (const [extra, status] of cases) {
      const { error } = await planner.person.client.functions.invoke('edit-meal-plan', {
        body: { userId: planner.person.user.id, ...extra },
      });
      expect((await errorOf(error)).status, JSON.stringify(extra)).toBe(status);
    }
    const stored = await planner.person.client
      .from('meal_plans')
      .select('plan')
      .eq('week_start', WEEK)
      .single();
    expect(stored.data?.plan).toEqual(plan.weeklyPlan);
  });

  it('answers 404 for a meal that is not in the stored plan', async () => {
    const { error } = await planner.person.client.functions.invoke('regenerate-meal', {
      body: {
        userId: planner.person.user.id,
        dayOfWeek: 'Monday',
        mealType: 'LUNCH',
        mealId: 'no-such-meal',
        weekStart: WEEK,
      },
    });
    expect((await errorOf(error)).status).toBe(404);
  });

  it('answers 400 for an unknown meal type and 403 for a foreign user', async () => {
    const bad = await planner.person.client.functions.invoke('regenerate-meal', {
      body: {
        userId: planner.person.user.id,
        dayOfWeek: 'Monday',
        mealType: 'BRUNCH',
        mealId: 'x',
      },
    });
    expect((await errorOf(bad.error)).status).toBe(400);
    const foreign = await planner.person.client.functions.invoke('regenerate-meal', {
      body: { userId: crypto.randomUUID(), dayOfWeek: 'Monday', mealType: 'LUNCH', mealId: 'x' },
    });
    expect((await errorOf(foreign.error)).status).toBe(403);
  });
});

describe('generate-meal-plan at a new spend/quality setting', () => {
  it('plans again for the new trade-off, not for different dishes: Spend less costs no more', async () => {
    const person = await createSignedInUser(planner.backend);
    await storePreferences(person);
    const first = await person.client.functions.invoke('generate-meal-plan', {
      body: body(person.user.id),
    });
    expect(first.error).toBeNull();
    const balanced = generateMealPlanResponse.parse(first.data).weeklyPlan;
    expect(balanced.focus).toBe(3);
    const saved = await person.client
      .from('planning_preferences')
      .upsert({ id: person.user.id, plan_focus: 1 });
    expect(saved.error).toBeNull();
    const second = await person.client.functions.invoke('generate-meal-plan', {
      body: body(person.user.id),
    });
    expect(second.error).toBeNull();
    const spendLess = generateMealPlanResponse.parse(second.data).weeklyPlan;
    expect(spendLess.focus).toBe(1);
    expect(spendLess.totalCostValue).toBeLessThanOrEqual(balanced.totalCostValue);
  });
});
