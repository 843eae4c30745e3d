/**
 * The pantry and the price book end to end through supabase-js: a purchase of a planned item
 * puts its packages in the pantry and its price in the price book (the trigger on purchases),
 * taking it back takes both out; the next week is planned on what is left and on the price paid;
 * the pantry function lists, adds and sets amounts, refuses bad input with a clear message and
 * shows a person nothing of another's.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  generateMealPlanResponse,
  type GenerateMealPlanResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { pantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';
import { addDays } from '../../supabase/functions/_shared/rules/week.ts';
import { personToday, todayIso } from '../../supabase/functions/_shared/edge/http.ts';
import { body, usePlannerBackend, WEEK } from './functions-planner-support.ts';
import { createSignedInUser } from './support.ts';

const planner = usePlannerBackend();
const NEXT = addDays(WEEK, 7);
const today = () => new Date().toISOString().slice(0, 10);

async function plan(weekStart: string): Promise<GenerateMealPlanResponse> {
  const { data, error } = await planner.person.client.functions.invoke('generate-meal-plan', {
    body: body(planner.person.user.id, { weekStart }),
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
    // What the first week bought beyond its use of a dry food is at home at the next week's start.
    const recipes = first.weeklyPlan.days.flatMap((d) => d.meals);
    expect(recipes.length).toBeGreaterThan(0);
    const leftovers = first.shoppingList.filter(
      (i) =>
        (i.packagesToBuy ?? 0) * (i.packageGrams ?? 0) - i.gramsUsed > 10 && i.section === 'pantry',
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
