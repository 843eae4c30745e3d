/**
 * The pantry and the price book end to end through supabase-js: a purchase of a planned item
 * puts its packages in the pantry and its price in the price book (the trigger on purchases),
 * taking it back takes both out; the next week is planned on what is left and on the price paid;
 * the pantry function lists, adds and sets amounts, refuses bad input with a clear message and
 * shows a person nothing of another's; staples said to be at home ('have', the staples question
 * answered with some and then none, a set to 0 ending one, a food that is not a staple refused)
 * price a week not over yet again at the till, with the page told it may plan again.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  generateMealPlanResponse,
  shoppingItemSchema,
  weeklyPlanSchema,
  type GenerateMealPlanResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { STAPLE_GROUPS } from '../../supabase/functions/_shared/catalogue/staples.ts';
import { pantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';
import { addDays } from '../../supabase/functions/_shared/rules/week.ts';
import { storageOf } from '../../supabase/functions/_shared/catalogue/storage.ts';
import { personToday, todayIso } from '../../supabase/functions/_shared/edge/http.ts';
import { body, storePreferences, usePlannerBackend, WEEK } from './functions-planner-support.ts';
import { createSignedInUser, type SignedInUser } from './support.ts';

const planner = usePlannerBackend();
const NEXT = addDays(WEEK, 7);
const today = () => new Date().toISOString().slice(0, 10);

async function plan(weekStart: string, who = planner.person): Promise<GenerateMealPlanResponse> {
  const { data, error } = await who.client.functions.invoke('generate-meal-plan', {
    body: body(who.user.id, { weekStart }),
  });
  if (error) throw error;
  return generateMealPlanResponse.parse(data);
}

async function pantry(extra: Record<string, unknown>, who = planner.person) {
  return who.client.functions.invoke('pantry', {
    body: { userId: who.user.id, today: today(), ...extra },
  });
}

async function errorOf(error: unknown): Promise<{ status: number; body: { error: string } }> {
  if (!(error instanceof FunctionsHttpError))
    throw new Error(`expected an HTTP error, got ${String(error)}`);
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as { error: string } };
}

describe('the pantry and the price book from purchases', () => {
  let first: GenerateMealPlanResponse;

  it('puts what was bought in the pantry and the price paid in the price book', async () => {
    first = await plan(WEEK);
    const bought = first.shoppingList.filter((i) => (i.packagesToBuy ?? 0) > 0);
    expect(bought.length).toBeGreaterThan(3);
    const rows = bought.map((item, n) => ({
      user_id: planner.person.user.id,
      week_start: WEEK,
      item_key: item.id,
      name: item.name,
      // The first item cost a dollar more a package than the list said.
      amount_paid:
        n === 0
          ? Math.round(((item.packagePrice ?? 0) + 1) * (item.packagesToBuy ?? 1) * 100) / 100
          : item.price,
      purchased_at: `${WEEK}T18:00:00Z`,
    }));
    const saved = await planner.person.client.from('purchases').insert(rows);
    expect(saved.error).toBeNull();
    const pantryRows = await planner.person.client
      .from('pantry_items')
      .select('food, kind, grams, on_date, week_start');
    expect(pantryRows.error).toBeNull();
    expect(pantryRows.data).toHaveLength(bought.length);
    for (const item of bought) {
      const row = pantryRows.data?.find((r) => r.food === item.id);
      expect(Number(row?.grams)).toBeCloseTo(
        (item.packagesToBuy ?? 0) * (item.packageGrams ?? 0),
        0,
      );
      expect(row).toMatchObject({ kind: 'bought', on_date: WEEK, week_start: WEEK });
    }
    const book = await planner.person.client.from('price_book').select('food, package_price');
    const dearer = bought[0];
    expect(Number(book.data?.find((r) => r.food === dearer?.id)?.package_price)).toBeCloseTo(
      (dearer?.packagePrice ?? 0) + 1,
      2,
    );
  });

  it('plans the next week on what is left and on the price paid', async () => {
    const second = await plan(NEXT);
    const personal = second.weeklyPlan.personal;
    expect(personal).toBeDefined();
    // What the first week bought beyond its use of a dry food is at home at the next week's start
    // (an opened can or carton keeps only days: FoodKeeper's after-opening time).
    const recipes = first.weeklyPlan.days.flatMap((d) => d.meals);
    expect(recipes.length).toBeGreaterThan(0);
    const leftovers = first.shoppingList.filter(
      (i) =>
        (i.packagesToBuy ?? 0) * (i.packageGrams ?? 0) - i.gramsUsed > 10 &&
        i.section === 'pantry' &&
        storageOf(i.id).openedDays === null,
    );
    expect(leftovers.length).toBeGreaterThan(0);
    for (const item of leftovers)
      expect(personal?.stock[item.id]).toBeCloseTo(
        (item.packagesToBuy ?? 0) * (item.packageGrams ?? 0) - item.gramsUsed,
        -1,
      );
    const dearer = first.shoppingList.find((i) => (i.packagesToBuy ?? 0) > 0);
    expect(personal?.prices[dearer?.id ?? '']?.cents).toBe(
      Math.round(((dearer?.packagePrice ?? 0) + 1) * 100),
    );
    // What the week takes from the pantry is on its list at no charge, and the bill adds up.
    const fromHome = second.shoppingList.filter((i) => (i.fromPantry ?? 0) > 0);
    for (const item of fromHome) expect(item.amount).toContain('from your pantry');
    const sum = second.shoppingList.reduce((s, i) => s + Math.round(i.price * 100), 0);
    expect(sum).toBe(Math.round(second.weeklyPlan.totalCostValue * 100));
    expect(second.weeklyPlan.basis?.pantry).toMatch(/^(From your pantry|Nothing this week)/);
  });

  it('takes a purchase taken back out of the pantry and the price book', async () => {
    const item = first.shoppingList.find((i) => (i.packagesToBuy ?? 0) > 0);
    const gone = await planner.person.client
      .from('purchases')
      .delete()
      .eq('week_start', WEEK)
      .eq('item_key', item?.id ?? '');
    expect(gone.error).toBeNull();
    const left = await planner.person.client
      .from('pantry_items')
      .select('food')
      .eq('food', item?.id ?? '');
    expect(left.data).toEqual([]);
    const book = await planner.person.client
      .from('price_book')
      .select('food')
      .eq('food', item?.id ?? '');
    expect(book.data).toEqual([]);
  });
});

describe('purchases', () => {
  it('refuse an absurd amount paid for one item', async () => {
    const { error } = await planner.person.client.from('purchases').insert({
      user_id: planner.person.user.id,
      week_start: WEEK,
      item_key: 'saffron',
      name: 'Saffron',
      amount_paid: 250000,
    });
    expect(error?.code).toBe('23514');
  });
});

describe('the pantry function', () => {
  it('adds what is at home, corrects it and marks it used up', async () => {
    const added = await pantry({ action: 'add', food: 'white_rice', grams: 907.2 });
    expect(added.error).toBeNull();
    const list = pantryResponse.parse(added.data);
    expect(list.asOf).toBe(today());
    const rice = list.items.find((i) => i.food === 'white_rice');
    expect(rice?.grams).toBeGreaterThanOrEqual(907.2);
    expect(rice?.amount).toMatch(/lb \(\d+ g\)$/);
    expect(rice?.keeps).toBe('Keeps for months');
    expect(rice?.shelfLifeSource).toBe(
      'USDA FSIS FoodKeeper: Rice, white or wild: pantry 2 years from purchase.',
    );
    expect(list.foods.some((f) => f.key === 'white_rice' && f.packageGrams > 0)).toBe(true);

    const corrected = await pantry({
      action: 'set',
      food: 'white_rice',
      grams: 300,
      reason: 'correction',
    });
    expect(
      pantryResponse.parse(corrected.data).items.find((i) => i.food === 'white_rice')?.grams,
    ).toBe(300);
    const used = await pantry({ action: 'set', food: 'white_rice', grams: 0, reason: 'used' });
    expect(pantryResponse.parse(used.data).items.some((i) => i.food === 'white_rice')).toBe(false);
    // Nothing is overwritten: every change is a row of its own.
    const rows = await planner.person.client
      .from('pantry_items')
      .select('kind')
      .eq('food', 'white_rice')
      .neq('kind', 'bought');
    expect(rows.data?.map((r) => r.kind).sort()).toEqual(['added', 'set', 'set']);
  });

  it('refuses negative, absurd and unknown amounts and foods with a clear message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ action: 'add', food: 'white_rice', grams: -5 }, /Amount must not be negative/],
      [{ action: 'add', food: 'white_rice', grams: 0 }, /Amount must be more than 0/],
      [{ action: 'add', food: 'white_rice', grams: 9e9 }, /at most 50 kg/],
      [{ action: 'add', food: 'white_rice', grams: '2 lb' }, /Amount must be a number/],
      [{ action: 'add', food: 'unobtainium', grams: 5 }, /not in the catalogue/],
      [{ action: 'set', food: 'white_rice', grams: 5, reason: 'eaten by the cat' }, /reason/],
      [{ action: 'burn', food: 'white_rice' }, /action/],
      [{ action: 'list', today: '2020-01-01' }, /today must be your current date/],
    ];
    for (const [extra, message] of cases) {
      const { error } = await pantry(extra);
      const answer = await errorOf(error);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.error, JSON.stringify(extra)).toMatch(message);
    }
  });

  it("shows a person nothing of another's pantry and writes nothing in their name", async () => {
    await pantry({ action: 'add', food: 'oats', grams: 500 });
    const other = await createSignedInUser(planner.backend);
    const theirs = await pantry({ action: 'list' }, other);
    expect(pantryResponse.parse(theirs.data).items).toEqual([]);
    const { error } = await other.client.functions.invoke('pantry', {
      body: {
        userId: planner.person.user.id,
        today: today(),
        action: 'add',
        food: 'oats',
        grams: 1,
      },
    });
    expect((await errorOf(error)).status).toBe(403);
  });
});

describe('staples at home', () => {
  let cook: SignedInUser;
  let before: GenerateMealPlanResponse;
  /** The staples the week buys whole while none is said to be at home. */
  let bought: GenerateMealPlanResponse['shoppingList'];
  // The week that starts today is not over yet, whatever day the suite runs.
  const start = today();

  beforeAll(async () => {
    cook = await createSignedInUser(planner.backend);
    await storePreferences(cook);
    before = await plan(start, cook);
    bought = before.shoppingList.filter((line) => line.pantry && line.price > 0);
  });

  const cents = (dollars: number) => Math.round(dollars * 100);

  /** The week as stored now (a change of the staples prices it again on the server). */
  async function storedWeek() {
    const { data, error } = await cook.client
      .from('meal_plans')
      .select('plan, shopping_list')
      .eq('week_start', start)
      .single();
    expect(error).toBeNull();
    return {
      plan: weeklyPlanSchema.parse(data?.plan),
      list: shoppingItemSchema.array().parse(data?.shopping_list),
    };
  }

  async function answerOf(extra: Record<string, unknown>) {
    const { data, error } = await pantry(extra, cook);
    expect(error).toBeNull();
    return pantryResponse.parse(data);
  }

  it('plans a week before the question buying every staple it uses, whole', () => {
    expect(bought.length).toBeGreaterThan(0);
    expect(before.weeklyPlan.basis?.staples).toMatch(/have not told us which staples/);
    expect(before.weeklyPlan.basis?.replan).toBeUndefined();
    expect(before.shoppingList.some((line) => line.atHome)).toBe(false);
  });

  it("keeps a staple at home with 'have': no amount, no date, once", async () => {
    const food = bought[0]?.id ?? '';
    const answer = await answerOf({ action: 'have', food });
    expect(answer.items.find((item) => item.food === food)).toMatchObject({
      athome: true,
      grams: 0,
      amount: 'Some at home',
      useBy: null,
    });
    expect(answer.staples.find((staple) => staple.food === food)?.athome).toBe(true);
    expect(answer.staples.filter((staple) => staple.athome)).toHaveLength(1);
    expect(answer.staples.every((staple) => STAPLE_GROUPS.includes(staple.group))).toBe(true);
    // Saying it is at home is not answering the whole question.
    expect(answer.staplesAnswered).toBeNull();
    await answerOf({ action: 'have', food });
    const rows = await cook.client.from('pantry_items').select('kind, grams').eq('food', food);
    expect(rows.data).toEqual([{ kind: 'have', grams: 0 }]);
  });

  it('prices the week not over yet again with it, its meals unchanged, and says to plan again', async () => {
    const food = bought[0]?.id ?? '';
    const { plan: week, list } = await storedWeek();
    expect(week.days.flatMap((d) => d.meals.map((m) => m.id))).toEqual(
      before.weeklyPlan.days.flatMap((d) => d.meals.map((m) => m.id)),
    );
    // The staple at home is not bought: its line leaves the list.
    expect(list.find((line) => line.id === food)).toBeUndefined();
    expect(week.totalCostValue).toBeLessThan(before.weeklyPlan.totalCostValue);
    expect(list.reduce((sum, line) => sum + cents(line.price), 0)).toBe(cents(week.totalCostValue));
    expect(week.basis?.replan).toMatch(/plan it again/);
    expect(week.basis?.staples).toBeUndefined();
  });

  it('answers the staples question with the staples at home, then with none', async () => {
    const have = bought.map((line) => line.id);
    const some = await answerOf({ action: 'staples', have });
    expect(some.staplesAnswered).toBe(today());
    expect(
      some.staples
        .filter((staple) => staple.athome)
        .map((staple) => staple.food)
        .sort(),
    ).toEqual([...have].sort());
    expect(
      some.items
        .filter((item) => item.athome)
        .map((item) => item.food)
        .sort(),
    ).toEqual([...have].sort());
    const priced = await storedWeek();
    expect(priced.list.filter((l) => have.includes(l.id))).toEqual([]);
    const staplesCost = bought.reduce((sum, line) => sum + cents(line.price), 0);
    expect(cents(priced.plan.totalCostValue)).toBeLessThanOrEqual(
      cents(before.weeklyPlan.totalCostValue) - staplesCost,
    );
    expect(priced.plan.basis?.replan).toMatch(/plan it again/);

    // Starting from scratch: no staple at home, every one bought whole again.
    const scratch = await answerOf({ action: 'staples', have: [] });
    expect(scratch.staplesAnswered).toBe(today());
    expect(scratch.staples.some((staple) => staple.athome)).toBe(false);
    expect(scratch.items.some((item) => item.athome)).toBe(false);
    const rebought = await storedWeek();
    expect(rebought.list.some((line) => line.atHome)).toBe(false);
    expect(rebought.plan.totalCostValue).toBe(before.weeklyPlan.totalCostValue);
  });

  it('ends a staple at home with a set to 0 (used up)', async () => {
    const food = bought[0]?.id ?? '';
    expect((await answerOf({ action: 'have', food })).staples.some((s) => s.athome)).toBe(true);
    expect((await storedWeek()).list.find((line) => line.id === food)).toBeUndefined();
    const used = await answerOf({ action: 'set', food, grams: 0, reason: 'used' });
    expect(used.items.some((item) => item.food === food)).toBe(false);
    expect(used.staples.find((staple) => staple.food === food)?.athome).toBe(false);
    // Used up: the next trip buys it again, whole.
    const { plan: week, list } = await storedWeek();
    expect(list.find((line) => line.id === food)).toMatchObject({ packagesToBuy: 1 });
    expect(week.totalCostValue).toBe(before.weeklyPlan.totalCostValue);
  });

  it('refuses a food that is not a staple with a clear 400, and saves nothing of the answer', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ action: 'have', food: 'white_rice' }, /'white_rice' is not a staple/],
      [{ action: 'have', food: 'unobtainium' }, /'unobtainium' is not a staple/],
      [{ action: 'staples', have: ['olive_oil', 'white_rice'] }, /'white_rice' is not a staple/],
      [{ action: 'staples', have: 'olive_oil' }, /have/],
    ];
    for (const [extra, message] of cases) {
      const { error } = await pantry(extra, cook);
      const answer = await errorOf(error);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.error, JSON.stringify(extra)).toMatch(message);
    }
    const list = await answerOf({ action: 'list' });
    expect(list.staples.some((staple) => staple.athome)).toBe(false);
  });
});

describe("the functions' test clocks", () => {
  const id = '7d8f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
  const real = new Date().toISOString().slice(0, 10);

  it('move today for the user they name only, by whole days within ten years', () => {
    const env = { MEALWISE_TEST_CLOCKS: JSON.stringify({ [id]: 7 }) };
    expect(todayIso(env, id)).toBe(addDays(real, 7));
    expect(todayIso(env, 'someone-else')).toBe(real);
    expect(todayIso({}, id)).toBe(real);
    expect(todayIso({ MEALWISE_TEST_CLOCKS: '{not json' }, id)).toBe(real);
    expect(todayIso({ MEALWISE_TEST_CLOCKS: JSON.stringify({ [id]: 1.5 }) }, id)).toBe(real);
    expect(todayIso({ MEALWISE_TEST_CLOCKS: JSON.stringify({ [id]: 99999 }) }, id)).toBe(real);
  });

  it("accept the person's date only within a day of the server's", () => {
    expect(personToday(undefined, real)).toBe(real);
    expect(personToday(addDays(real, 1), real)).toBe(addDays(real, 1));
    expect(personToday(addDays(real, 7), real)).toBeNull();
    expect(personToday(addDays(real, 7), addDays(real, 7))).toBe(addDays(real, 7));
  });
});
