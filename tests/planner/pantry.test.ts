/**
 * The pantry and the price book in the planner: the ledger (pantry/stock.ts) gives what is at
 * home on a day; a week planned on it uses it first at no cost, the list says so and buys only
 * what is missing; the person's receipts price their next weeks; an edited week keeps both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { weekCost } from '../../supabase/functions/_shared/planner/cost.ts';
import { placedMeals } from '../../supabase/functions/_shared/planner/edits.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import { gramsByFood, pantryOn } from '../../supabase/functions/_shared/pantry/stock.ts';
import type { PantryEntry } from '../../supabase/functions/_shared/pantry/stock.ts';
import { paidPrices } from '../../supabase/functions/_shared/pantry/priceBook.ts';
import { basisOf, personalCatalogue } from '../../supabase/functions/_shared/pantry/personal.ts';
import { spoilDays } from '../../supabase/functions/_shared/pantry/weekStock.ts';
import { assignDays } from '../../supabase/functions/_shared/planner/assign.ts';
import type { PersonalBasis } from '../../supabase/functions/_shared/pantry/personal.ts';
import type {
  ShoppingItem,
  WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { testProfile } from './testProfile.ts';

const catalogue = syntheticCatalogue();
const cents = (dollars: number) => Math.round(dollars * 100);
const WEEK = '2026-11-23';

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

const entry = (over: Partial<PantryEntry> & Pick<PantryEntry, 'food' | 'grams'>): PantryEntry => ({
  kind: 'added',
  onDate: '2026-11-16',
  createdAt: '2026-11-16T10:00:00Z',
  ...over,
});

describe('the pantry ledger', () => {
  const keeps = (food: string) => (food === 'fish' ? 2 : 365);

  it('adds what came home, takes out what the meals of past days used, oldest first', () => {
    const entries = [
      entry({ food: 'rice', grams: 900 }),
      entry({ food: 'rice', grams: 500, onDate: '2026-11-18' }),
    ];
    const uses = [
      { date: '2026-11-17', food: 'rice', grams: 300 },
      { date: '2026-11-19', food: 'rice', grams: 700 },
      // Today's and later meals are not eaten yet.
      { date: '2026-11-20', food: 'rice', grams: 100 },
    ];
    const state = pantryOn('2026-11-20', entries, uses, keeps);
    expect(gramsByFood(state.lots).get('rice')).toBeCloseTo(400);
    // The older lot went first: what is left came home on the 18th.
    expect(state.lots.map((l) => l.since)).toEqual(['2026-11-18']);
  });

  it('sets an amount by hand: a correction down, a correction up, used up', () => {
    const entries = [
      entry({ food: 'rice', grams: 900 }),
      entry({ food: 'rice', grams: 200, kind: 'set', onDate: '2026-11-17' }),
      entry({ food: 'oats', grams: 100 }),
      entry({ food: 'oats', grams: 450, kind: 'set', onDate: '2026-11-17' }),
      entry({ food: 'beans', grams: 400 }),
      entry({ food: 'beans', grams: 0, kind: 'set', onDate: '2026-11-18' }),
    ];
    const grams = gramsByFood(pantryOn('2026-11-20', entries, [], keeps).lots);
    expect(grams.get('rice')).toBeCloseTo(200);
    expect(grams.get('oats')).toBeCloseTo(450);
    expect(grams.has('beans')).toBe(false);
  });

  it('lets a food age out by its shelf life and says so', () => {
    const state = pantryOn('2026-11-20', [entry({ food: 'fish', grams: 450 })], [], keeps);
    expect(state.lots).toEqual([]);
    expect(state.spoiled).toEqual([{ food: 'fish', grams: 450, on: '2026-11-18' }]);
  });

  it("counts a week's shopping from the week's first day, and leaves it out when that week is planned again", () => {
    const bought = entry({
      food: 'rice',
      grams: 900,
      kind: 'bought',
      onDate: '2026-11-19',
      weekStart: '2026-11-16',
    });
    const uses = [{ date: '2026-11-17', food: 'rice', grams: 300 }];
    expect(gramsByFood(pantryOn('2026-11-23', [bought], uses, keeps).lots).get('rice')).toBeCloseTo(
      600,
    );
    const again = pantryOn('2026-11-16', [bought], uses, keeps, { excludeWeek: '2026-11-16' });
    expect(again.lots).toEqual([]);
  });
});

function planOn(basis: PersonalBasis, budget = 150) {
  const profile = testProfile({ weeklyBudget: budget });
  const own = personalCatalogue(catalogue, 1, basis);
  const generated = generatePlan(highs, profile, own, WEEK);
  if (!generated.ok) throw new Error(generated.error);
  return { profile, ...generated.value };
}

function expectAgreement(plan: WeeklyPlan, list: ShoppingItem[]): void {
  const total = cents(plan.totalCostValue);
  expect(plan.days.reduce((s, d) => s + cents(d.dailyCostValue), 0)).toBe(total);
  expect(list.reduce((s, i) => s + cents(i.price), 0)).toBe(total);
}

describe('a week planned on the pantry', () => {
  it('uses what is at home first, at no cost, and buys only what is missing', () => {
    const bare = planOn({ stock: {}, prices: {} });
    // Give the pantry everything of the three dearest packaged foods the bare week buys.
    const dearest = bare.shoppingList
      .filter((i) => !i.pantry)
      .sort((a, b) => b.price - a.price)
      .slice(0, 3);
    const stock = Object.fromEntries(dearest.map((i) => [i.id, i.gramsUsed + 1]));
    const stocked = planOn({ stock, prices: {} });
    expectAgreement(stocked.weeklyPlan, stocked.shoppingList);
    expect(stocked.weeklyPlan.totalCostValue).toBeLessThan(bare.weeklyPlan.totalCostValue);
    const fromHome = stocked.shoppingList.filter((i) => (i.fromPantry ?? 0) > 0);
    expect(fromHome.length).toBeGreaterThan(0);
    for (const item of fromHome) {
      expect(item.fromPantry).toBeLessThanOrEqual(stock[item.id] as number);
      expect(item.amount).toContain('from your pantry');
      if (item.fromPantry === item.gramsUsed) {
        expect(item.price).toBe(0);
        expect(item.packagesToBuy).toBe(0);
      }
    }
    expect(stocked.weeklyPlan.personal?.stock).toEqual(stock);
    expect(stocked.weeklyPlan.basis?.pantry).toMatch(/^From your pantry: \d+ items?, worth \$/);
  });

  it('charges the bill of the same meals less by exactly what the pantry covers', () => {
    const bare = planOn({ stock: {}, prices: {} });
    const rice = bare.shoppingList.find((i) => !i.pantry) as ShoppingItem;
    const stocked = personalCatalogue(catalogue, 1, { stock: { [rice.id]: 1e4 }, prices: {} });
    const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
    const dishes = placedMeals(bare.weeklyPlan).map((m) => recipes.get(m.recipeId) as Recipe);
    const before = weekCost(dishes, catalogue, 1);
    const after = weekCost(dishes, stocked, 1);
    const line = before.lines.find((l) => l.food === rice.id);
    expect(after.totalCents).toBe(before.totalCents - (line?.costCents ?? 0));
  });

  it('keeps the pantry and prices through an edit: a move changes no cost', () => {
    const bare = planOn({ stock: {}, prices: {} });
    const food = bare.shoppingList.find((i) => !i.pantry) as ShoppingItem;
    const stocked = planOn({ stock: { [food.id]: food.gramsUsed + 1 }, prices: {} });
    const meal = placedMeals(stocked.weeklyPlan)[0];
    if (!meal) throw new Error('no meal');
    const moved = editPlan(stocked.profile, catalogue, stocked.weeklyPlan, {
      kind: 'move',
      mealId: meal.id,
      toDayIndex: (meal.day + 1) % 7,
    });
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.value.weeklyPlan.totalCostValue).toBe(stocked.weeklyPlan.totalCostValue);
    expect(moved.value.weeklyPlan.personal).toEqual(stocked.weeklyPlan.personal);
    expect(moved.value.change.priceDifference).toBe(0);
    expectAgreement(moved.value.weeklyPlan, moved.value.shoppingList);
  });
});

describe('the price book', () => {
  const food = [...catalogue.prices.values()].find((p) => !catalogue.foods.get(p.food)?.pantry);
  if (!food) throw new Error('no packaged food');
  const shelf = Math.round(food.price * 100);
  const receipt = (dollars: number, paidOn: string, packageGrams = food.packageGrams) => ({
    food: food.food,
    packageGrams,
    packagePrice: dollars,
    paidOn,
  });

  it('weighs recent receipts most, leaves out old ones and absurd ones', () => {
    const one = paidPrices([receipt((shelf * 1.2) / 100, '2026-11-20')], WEEK, catalogue, 1);
    expect(one[food.food]).toEqual({
      cents: Math.round(shelf * 1.2),
      receipts: 1,
      lastPaid: '2026-11-20',
    });
    const two = paidPrices(
      [receipt(2, '2026-10-21'), receipt(2.6, '2026-11-20')].map((r) => ({
        ...r,
        packagePrice: (r.packagePrice * shelf) / 200,
      })),
      WEEK,
      catalogue,
      1,
    );
    // A month apart: weights 2 to 1 (halving every 30 days), the latest weighing most.
    const mean = ((2 * 2.6 + 1 * 2) / 3) * (shelf / 200);
    expect((two[food.food]?.cents ?? 0) / 100).toBeCloseTo(mean, 1);
    expect(two[food.food]?.receipts).toBe(2);
    const ignored = paidPrices(
      [
        receipt((shelf * 1.1) / 100, '2026-04-01'),
        receipt((shelf * 9) / 100, '2026-11-20'),
        receipt((shelf * 0.1) / 100, '2026-11-21'),
        receipt((shelf * 1.1) / 100, '2026-11-30'),
      ],
      WEEK,
      catalogue,
      1,
    );
    expect(ignored).toEqual({});
  });

  it('brings a receipt for another package size to the catalogue package', () => {
    const half = paidPrices(
      [receipt(shelf / 200, '2026-11-20', food.packageGrams / 2)],
      WEEK,
      catalogue,
      1,
    );
    expect(half[food.food]?.cents).toBe(shelf);
  });

  it('prices the next week with the paid price, and says where it comes from', () => {
    const bare = planOn({ stock: {}, prices: {} });
    const item = bare.shoppingList.find((i) => !i.pantry && i.packages > 0) as ShoppingItem;
    const paid = Math.round((item.packagePrice ?? 0) * 100 * 0.8);
    const own = planOn({
      stock: {},
      prices: { [item.id]: { cents: paid, receipts: 1, lastPaid: '2026-11-20' } },
    });
    const line = own.shoppingList.find((i) => i.id === item.id);
    if (line) {
      expect(cents(line.packagePrice ?? 0)).toBe(paid);
      expect(line.priceSource).toMatch(/^Your price: \$\d+\.\d\d for a .*from your receipt/);
      expect(line.estimated).toBe(false);
      expect(own.weeklyPlan.basis?.pantry).toContain('1 item is priced from your own receipts');
    }
    expectAgreement(own.weeklyPlan, own.shoppingList);
  });
});

describe('stock that goes off during the week', () => {
  it('is named by the day it is gone from, for the foods in stock only', () => {
    const lots = [
      {
        food: 'spinach',
        grams: 200,
        since: '2026-11-20',
        goneOn: '2026-11-25',
        fromPurchase: true,
      },
      { food: 'spinach', grams: 50, since: '2026-11-22', goneOn: '2026-11-27', fromPurchase: true },
      { food: 'rice', grams: 900, since: '2026-11-20', goneOn: '2027-11-20', fromPurchase: true },
      { food: 'fish', grams: 300, since: '2026-11-22', goneOn: '2026-11-24', fromPurchase: true },
    ];
    expect(spoilDays(lots, WEEK, { spinach: 250, rice: 900 })).toEqual({ spinach: 2 });
    expect(spoilDays(lots, WEEK, { spinach: 250, fish: 300 })).toEqual({ spinach: 2, fish: 1 });
  });

  it('puts the dishes that use it on the days before, when nothing else is at stake', () => {
    const dish = (recipeId: string, spoilsOn?: number) => ({
      type: 'DINNER' as const,
      recipeId,
      protein: 30,
      kcal: 600,
      ...(spoilsOn === undefined ? {} : { spoilsOn }),
    });
    const dishes = [
      dish('a'),
      dish('b'),
      dish('c'),
      dish('d'),
      dish('e'),
      dish('f', 2),
      dish('g', 2),
    ];
    const slots = assignDays(dishes, { proteinGoal: 100, calorieTarget: 2000 }, false);
    const dayOf = (index: number) => slots.DINNER.indexOf(index);
    expect(dayOf(5)).toBeLessThan(2);
    expect(dayOf(6)).toBeLessThan(2);
  });

  it('is kept by the stored week and its edits', () => {
    const basis = { stock: { rice: 500 }, prices: {}, spoils: { rice: 3 } };
    const own = personalCatalogue(catalogue, 1, basis);
    expect(own.stockSpoils?.get('rice')).toBe(3);
    expect(basisOf(own, 1)).toEqual(basis);
  });
});
