/**
 * The food-safety checker of scripts/food-safety/check.ts, which replays stored weeks in a kitchen
 * with its own reading of USDA FSIS FoodKeeper: hand-made weeks it must flag (chicken kept past
 * its two days, an opened can past its four, a leftover past its four, a food never bought) and
 * must pass (the same chicken frozen and thawed, a second can, a top-up), then weeks the real
 * planner generates on the product catalogue, which must give no violation at all.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkFoodSafety,
  formatSafetyReport,
  parseCsv,
  readFoodKeeper,
} from '../../scripts/food-safety/check.ts';
import type {
  PantryLot,
  RecipeLike,
  SafetyReport,
  StoredWeek,
} from '../../scripts/food-safety/check.ts';
import { pricesByFood } from '../../supabase/functions/_shared/catalogue/prices.ts';
import { STORAGE } from '../../supabase/functions/_shared/catalogue/storage.ts';
import { MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { personalCatalogue } from '../../supabase/functions/_shared/pantry/personal.ts';
import { pantryOn } from '../../supabase/functions/_shared/pantry/stock.ts';
import type { PantryEntry } from '../../supabase/functions/_shared/pantry/stock.ts';
import {
  keepsDaysIn,
  lotStorageIn,
  spoilDays,
  stockToPlanOn,
  weeksInKitchen,
} from '../../supabase/functions/_shared/pantry/weekStock.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { Household } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerProfile } from '../../supabase/functions/_shared/planner/types.ts';
import type { HouseholdMember } from '../../supabase/functions/_shared/rules/household.ts';
import { WEEKDAYS, addDays } from '../../supabase/functions/_shared/rules/week.ts';
import {
  shoppingItemSchema,
  weeklyPlanSchema,
} from '../../supabase/functions/_shared/schemas/responses.ts';
import type {
  Meal,
  ShoppingItem,
  WeeklyPlan,
} from '../../supabase/functions/_shared/schemas/responses.ts';
import { testProfile } from './testProfile.ts';

const CSV = readFileSync(
  new URL('../../data/foodkeeper/foodkeeper-products.csv', import.meta.url),
  'utf8',
);

/** A Monday: the shopping day of the hand-made weeks. */
const MONDAY = '2026-11-23';

// ---------------------------------------------------------------------------------------------
// Hand-made weeks: small recipes of product-catalogue foods, a week and its list by hand.

const RECIPES: RecipeLike[] = [
  {
    id: 't-chicken',
    ingredients: [
      { food: 'chicken_thigh', grams: 200 },
      { food: 'white_rice', grams: 80 },
    ],
  },
  {
    id: 't-beans',
    ingredients: [
      { food: 'black_beans', grams: 150 },
      { food: 'white_rice', grams: 60 },
    ],
  },
  { id: 't-beans-rest', ingredients: [{ food: 'black_beans', grams: 200 }] },
  {
    id: 't-stew',
    ingredients: [
      { food: 'ground_beef', grams: 150 },
      { food: 'onion', grams: 50 },
    ],
  },
  {
    id: 't-salad',
    ingredients: [
      { food: 'cucumber', grams: 100 },
      { food: 'onion', grams: 20 },
    ],
  },
  { id: 't-rice', ingredients: [{ food: 'white_rice', grams: 80 }] },
  { id: 't-side-cucumber', ingredients: [{ food: 'cucumber', grams: 100 }] },
];

interface HandMeal {
  day: number;
  type: MealType;
  recipe: string;
  kitchen?: Meal['kitchen'];
}

function meal(date: string, m: HandMeal): Meal {
  return {
    id: `${date}-${m.type.toLowerCase()}`,
    type: m.type,
    name: m.recipe,
    recipeId: m.recipe,
    cuisine: 'American',
    prepTime: 20,
    proteinPercentage: 0,
    cost: '$0.00',
    costValue: 0,
    ingredients: [],
    nutrition: { calories: 0, protein: '0g', carbs: '0g', fat: '0g' },
    instructions: [],
    ...(m.kitchen ? { kitchen: m.kitchen } : {}),
  };
}

function plan(weekStart: string, meals: readonly HandMeal[], extra: Partial<WeeklyPlan> = {}) {
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekStart, i);
    return {
      day: WEEKDAYS[(1 + i) % 7] as (typeof WEEKDAYS)[number],
      date,
      meals: meals.filter((m) => m.day === i).map((m) => meal(date, m)),
      dailyCost: '$0.00',
      dailyCostValue: 0,
      dailyProtein: 0,
      dailyCalories: 0,
      proteinGoal: 90,
      calorieTarget: 2000,
    };
  });
  return weeklyPlanSchema.parse({
    weekStart,
    days,
    weeklyBudget: '$100',
    weeklyBudgetValue: 100,
    totalCost: '$0.00',
    totalCostValue: 0,
    kitchen: { shoppingDay: weekStart, source: 'test' },
    ...extra,
  });
}

/** A list line buying `packages` of a catalogue food's package. */
function item(food: string, packages: number, extra: Partial<ShoppingItem> = {}): ShoppingItem {
  const price = pricesByFood.get(food);
  if (!price) throw new Error(`no price for ${food}`);
  return shoppingItemSchema.parse({
    id: food,
    name: food,
    amount: '',
    price: 0,
    mealIds: [],
    pantry: false,
    packages,
    packageLabel: price.packageLabel,
    gramsUsed: 0,
    leftover: '',
    packagesToBuy: packages,
    packageGrams: price.packageGrams,
    ...extra,
  });
}

const check = (weeks: StoredWeek[], pantry?: PantryLot[]) =>
  checkFoodSafety(weeks, { foodkeeperCsv: CSV, recipes: RECIPES, ...(pantry ? { pantry } : {}) });

const kinds = (report: SafetyReport) =>
  report.violations.map((v) => `${v.date} ${v.meal} ${v.food} ${v.kind}`);

/** Rice keeps for years: the hand-made weeks buy a bag of it. */
const rice = item('white_rice', 1);

describe('FoodKeeper, as the checker reads it', () => {
  const times = readFoodKeeper(CSV);

  it('reads the CSV with its quoted fields', () => {
    const rows = parseCsv('a,b\n1,"x, ""y"""\r\n2,\n');
    expect(rows).toEqual([
      ['a', 'b'],
      ['1', 'x, "y"'],
      ['2', ''],
    ]);
  });

  it('gives the end of each range, in days', () => {
    const chicken = times.foods.get('chicken_thigh');
    expect(chicken).toMatchObject({
      place: 'refrigerator',
      days: 2,
      freezerDays: 270,
      thawedDays: 2,
    });
    const beans = times.foods.get('black_beans');
    expect(beans).toMatchObject({ place: 'pantry', days: 1825, openedDays: 4, freezerDays: null });
    expect(times.foods.get('spinach')?.freezerDays).toBeNull();
    expect(times.foods.get('cucumber')).toMatchObject({ days: 6, freezerDays: null });
    expect(times.leftovers.withFlesh).toEqual({ refrigerator: 4, freezer: 90 });
    expect(times.leftovers.without).toEqual({ refrigerator: 4, freezer: 60 });
  });

  it('agrees with the catalogue’s own table (storage.generated.ts) for every food', () => {
    const differ: string[] = [];
    for (const [food, s] of STORAGE) {
      const mine = times.foods.get(food);
      const theirs = {
        place: s.place,
        days: s.days[1],
        freezerDays: s.freezerDays?.[1] ?? null,
        openedDays: s.place === 'freezer' ? null : (s.openedDays?.[1] ?? null),
        thawedDays: s.thawedDays?.[1] ?? null,
      };
      const read = mine && {
        place: mine.place,
        days: mine.days,
        freezerDays: mine.freezerDays,
        openedDays: mine.openedDays,
        thawedDays: mine.thawedDays,
      };
      if (JSON.stringify(read) !== JSON.stringify(theirs))
        differ.push(`${food}: ${JSON.stringify(read)} here, ${JSON.stringify(theirs)} there`);
    }
    expect(differ).toEqual([]);
  });
});

describe('hand-made weeks the checker must flag or pass', () => {
  it('flags chicken bought on Monday and cooked on Thursday without a freeze', () => {
    const week = plan(MONDAY, [{ day: 3, type: 'DINNER', recipe: 't-chicken' }]);
    const report = check([{ plan: week, list: [item('chicken_thigh', 1), rice] }]);
    expect(kinds(report)).toEqual(['2026-11-26 2026-11-26-dinner chicken_thigh expired']);
    expect(report.violations[0]?.grams).toBe(200);
    expect(report.violations[0]?.message).toMatch(/keeps 2 days in the refrigerator/);
    expect(report.violations[0]?.message).toMatch(/no freeze instruction covers this meal/);
    expect(report.mealsWithPerishable).toBe(1);
  });

  it('passes the same chicken frozen on Monday and thawed on Wednesday evening', () => {
    const week = plan(MONDAY, [
      {
        day: 3,
        type: 'DINNER',
        recipe: 't-chicken',
        kitchen: {
          thaw: [{ food: 'chicken_thigh', name: 'Chicken', grams: 200, amount: '200 g' }],
        },
      },
    ]);
    const list = [
      item('chicken_thigh', 1, { freeze: { grams: 200, meals: ['2026-11-26-dinner'] } }),
      rice,
    ];
    const report = check([{ plan: week, list }]);
    expect(report.violations).toEqual([]);
    expect(report.portionsFrozen).toBe(1);
  });

  it('a freeze covers a meal only when the list freezes for it and its card thaws it', () => {
    const week = plan(MONDAY, [{ day: 3, type: 'DINNER', recipe: 't-chicken' }]);
    const list = [
      item('chicken_thigh', 1, { freeze: { grams: 200, meals: ['2026-11-26-dinner'] } }),
      rice,
    ];
    const report = check([{ plan: week, list }]);
    // The list froze it, but the card does not say to thaw it: the fresh tray went off.
    expect(kinds(report)).toEqual(['2026-11-26 2026-11-26-dinner chicken_thigh expired']);
  });

  it('flags a portion frozen of a food FoodKeeper does not freeze (cucumber)', () => {
    const week = plan(MONDAY, [
      {
        day: 6,
        type: 'LUNCH',
        recipe: 't-salad',
        kitchen: { thaw: [{ food: 'cucumber', name: 'Cucumber', grams: 100, amount: '100 g' }] },
      },
    ]);
    const list = [
      item('cucumber', 1, { freeze: { grams: 100, meals: ['2026-11-29-lunch'] } }),
      item('onion', 1),
    ];
    const report = check([{ plan: week, list }]);
    expect(kinds(report)).toEqual(['2026-11-29 2026-11-29-lunch cucumber frozen']);
    expect(report.violations[0]?.message).toMatch(/FoodKeeper gives it no freezer time/);
  });

  it('flags a can of beans opened on Tuesday whose remainder is used on Saturday', () => {
    const week = plan(MONDAY, [
      { day: 1, type: 'DINNER', recipe: 't-beans' },
      { day: 5, type: 'LUNCH', recipe: 't-beans-rest' },
    ]);
    // One 425 g can: 150 g on Tuesday, the 275 g left keep 4 days once opened (gone Saturday).
    const report = check([{ plan: week, list: [item('black_beans', 1), rice] }]);
    expect(kinds(report)).toEqual(['2026-11-28 2026-11-28-lunch black_beans opened']);
    expect(report.violations[0]?.message).toMatch(/opened on 2026-11-24, keeps 4 days/);
    expect(report.packagesOpened).toBe(1);
  });

  it('passes the same week when a second can was bought: it is opened on Saturday', () => {
    const week = plan(MONDAY, [
      { day: 1, type: 'DINNER', recipe: 't-beans' },
      { day: 5, type: 'LUNCH', recipe: 't-beans-rest' },
    ]);
    const report = check([{ plan: week, list: [item('black_beans', 2), rice] }]);
    expect(report.violations).toEqual([]);
    expect(report.packagesOpened).toBe(2);
  });

  it('flags a bulk-prep leftover kept 5 days in the refrigerator, passes one kept 3', () => {
    const week = plan(
      MONDAY,
      [
        { day: 0, type: 'DINNER', recipe: 't-stew' },
        {
          day: 3,
          type: 'DINNER',
          recipe: 't-stew',
          kitchen: { leftover: { cookedOn: MONDAY, kept: 'refrigerator' } },
        },
        {
          day: 5,
          type: 'DINNER',
          recipe: 't-stew',
          kitchen: { leftover: { cookedOn: MONDAY, kept: 'refrigerator' } },
        },
      ],
      { bulkPrep: true },
    );
    const report = check([{ plan: week, list: [item('ground_beef', 1), item('onion', 1)] }]);
    expect(kinds(report)).toEqual(['2026-11-28 2026-11-28-dinner  leftover']);
    expect(report.violations[0]?.message).toMatch(/kept 5 days in the refrigerator/);
    expect(report.violations[0]?.message).toMatch(/keeps 4 days there/);
  });

  it('serves a leftover’s sides on the day it is eaten, not the day its dish was cooked', () => {
    const week = plan(
      MONDAY,
      [
        { day: 0, type: 'LUNCH', recipe: 't-rice' },
        {
          day: 6,
          type: 'LUNCH',
          recipe: 't-rice',
          kitchen: { leftover: { cookedOn: MONDAY, kept: 'freezer' } },
        },
      ],
      { bulkPrep: true },
    );
    // A side salad with Sunday's lunch: the cucumber bought on Monday keeps 6 days (to Saturday).
    const sunday = week.days[6]?.meals[0] as Meal & { sides?: unknown[] };
    sunday.sides = [{ id: 't-side-cucumber', name: 'Cucumber', items: [] }];
    const report = check([{ plan: week, list: [rice, item('cucumber', 1)] }]);
    expect(kinds(report)).toEqual(['2026-11-29 2026-11-29-lunch cucumber expired']);
    // A side no recipe describes is reported, not skipped.
    sunday.sides = [{ id: 'side-unknown', name: 'Unknown', items: [] }];
    expect(kinds(check([{ plan: week, list: [rice] }]))).toEqual([
      '2026-11-29 2026-11-29-lunch  recipe',
    ]);
  });

  it('flags a leftover whose dish no meal cooks that day', () => {
    const week = plan(
      MONDAY,
      [
        {
          day: 2,
          type: 'DINNER',
          recipe: 't-stew',
          kitchen: { leftover: { cookedOn: addDays(MONDAY, 1), kept: 'refrigerator' } },
        },
      ],
      { bulkPrep: true },
    );
    const report = check([{ plan: week, list: [item('ground_beef', 1), item('onion', 1)] }]);
    expect(kinds(report)).toEqual(['2026-11-25 2026-11-25-dinner  leftover']);
  });

  it('flags a meal whose food was not bought, with the grams short', () => {
    const week = plan(MONDAY, [{ day: 0, type: 'DINNER', recipe: 't-chicken' }]);
    const report = check([{ plan: week, list: [rice] }]);
    expect(kinds(report)).toEqual(['2026-11-23 2026-11-23-dinner chicken_thigh short']);
    expect(report.violations[0]?.grams).toBe(200);
    expect(report.violations[0]?.message).toMatch(/not bought, and nothing of it at home/);
  });

  it('flags what the meals before used up', () => {
    const week = plan(MONDAY, [
      { day: 0, type: 'LUNCH', recipe: 't-rice' },
      { day: 0, type: 'DINNER', recipe: 't-rice' },
    ]);
    // A 907 g bag is plenty; a staple at home is always there; a missing one is short.
    expect(check([{ plan: week, list: [rice] }]).violations).toEqual([]);
    const atHome = item('white_rice', 0, { atHome: true, packagesToBuy: 0 });
    expect(check([{ plan: week, list: [atHome] }]).violations).toEqual([]);
    const report = check(
      [{ plan: week, list: [] }],
      [{ food: 'white_rice', grams: 100, boughtOn: '2026-11-01' }],
    );
    expect(kinds(report)).toEqual(['2026-11-23 2026-11-23-dinner white_rice short']);
    expect(report.violations[0]?.grams).toBe(60);
    expect(report.violations[0]?.message).toMatch(/used up/);
  });

  it('buys a top-up on its day: a cucumber for Sunday passes, without the top-up it does not', () => {
    const meals: HandMeal[] = [
      { day: 0, type: 'LUNCH', recipe: 't-salad' },
      { day: 6, type: 'LUNCH', recipe: 't-salad' },
    ];
    const week = plan(MONDAY, meals);
    const topped = item('cucumber', 2, { topUps: [{ on: addDays(MONDAY, 6), packages: 1 }] });
    expect(check([{ plan: week, list: [topped, item('onion', 1)] }]).violations).toEqual([]);
    // Both cucumbers on Monday: the second is gone on Sunday (6 days in the refrigerator).
    const report = check([{ plan: week, list: [item('cucumber', 2), item('onion', 1)] }]);
    expect(kinds(report)).toEqual(['2026-11-29 2026-11-29-lunch cucumber expired']);
  });

  it('carries what is left into the next week with its own dates', () => {
    const first = plan(MONDAY, [{ day: 1, type: 'DINNER', recipe: 't-beans' }]);
    const next = addDays(MONDAY, 7);
    const second = plan(next, [
      { day: 0, type: 'DINNER', recipe: 't-beans-rest' },
      { day: 1, type: 'DINNER', recipe: 't-chicken' },
    ]);
    // Week 1 bought two cans and a tray of chicken it did not use: the sealed can serves week 2,
    // the opened one is gone, and so is the chicken.
    const report = check([
      { plan: first, list: [item('black_beans', 2), rice, item('chicken_thigh', 1)] },
      { plan: second, list: [] },
    ]);
    expect(kinds(report)).toEqual(['2026-12-01 2026-12-01-dinner chicken_thigh expired']);
    expect(report.violations[0]?.week).toBe(next);
  });

  it('uses the pantry at the start, oldest first, while it is good', () => {
    const week = plan(MONDAY, [
      { day: 0, type: 'DINNER', recipe: 't-chicken' },
      { day: 2, type: 'DINNER', recipe: 't-chicken' },
    ]);
    const pantry: PantryLot[] = [
      { food: 'chicken_thigh', grams: 200, boughtOn: '2026-11-22' },
      { food: 'chicken_thigh', grams: 200, boughtOn: '2026-11-10', frozen: true },
    ];
    // Sunday's tray serves Monday; the frozen one is not on Wednesday's card: flagged as such.
    const report = check([{ plan: week, list: [rice] }], pantry);
    expect(kinds(report)).toEqual(['2026-11-25 2026-11-25-dinner chicken_thigh frozen']);
    expect(report.violations[0]?.message).toMatch(/does not say to thaw/);
  });

  it('formats the counts and the first violations, one a line', () => {
    const week = plan(MONDAY, [
      { day: 3, type: 'DINNER', recipe: 't-chicken' },
      { day: 4, type: 'DINNER', recipe: 't-chicken' },
    ]);
    const report = check([{ plan: week, list: [item('chicken_thigh', 1)] }]);
    const text = formatSafetyReport(report, 1);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(
      /^Food safety: 1 week, 2 meals checked \(2 with a perishable\), 0 portions frozen, 0 packages opened: \d+ violations\.$/,
    );
    expect(lines[1]).toMatch(
      /^week 2026-11-23 {2}2026-11-26 {2}2026-11-26-dinner {2}chicken_thigh {2}expired: /,
    );
    expect(lines.at(-1)).toMatch(/^\.\.\. and \d+ more\.$/);
    expect(lines).toHaveLength(3);
  });
});

// ---------------------------------------------------------------------------------------------
// Weeks the real planner makes.

const catalogue = productCatalogue();
const ATHOME = [...catalogue.foods.values()].filter((f) => f.pantry).map((f) => f.key);
/** Every staple at home, as newUser.test.ts plans it. */
const stocked = personalCatalogue(catalogue, 1, { stock: {}, prices: {}, athome: ATHOME });
/** The search stops on its work limit, not the clock. */
const UNHURRIED = { searchMs: 30_000 };

const LUNCH_DINNER = { BREAKFAST: 0, LUNCH: 7, DINNER: 7, SNACK: 0 };

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

function generated(profile: PlannerProfile, household?: Household): StoredWeek {
  const outcome = generatePlan(highs, profile, stocked, MONDAY, UNHURRIED, household);
  if (!outcome.ok) throw new Error(outcome.error);
  return { plan: outcome.value.weeklyPlan, list: outcome.value.shoppingList };
}

/** Consecutive weeks as the app plans them: each on the pantry at its start (what the weeks
 *  before bought, less what their meals used, as pantry/stock.ts ages it), buying its list. */
function consecutive(profile: PlannerProfile, count: number): StoredWeek[] {
  const ledger: PantryEntry[] = [];
  const weeks: StoredWeek[] = [];
  for (let k = 0; k < count; k += 1) {
    const weekStart = addDays(MONDAY, 7 * k);
    const { uses, freezes } = weeksInKitchen(
      weeks.map((w) => w.plan),
      catalogue,
    );
    const state = pantryOn(weekStart, ledger, uses, keepsDaysIn(catalogue), {
      freezes,
      storage: lotStorageIn(catalogue),
      excludeWeek: weekStart,
    });
    const stock = stockToPlanOn(state.lots, catalogue);
    const spoils = spoilDays(state.lots, weekStart, stock);
    const own = personalCatalogue(catalogue, 1, { stock, prices: {}, spoils, athome: ATHOME });
    const outcome = generatePlan(highs, profile, own, weekStart, UNHURRIED);
    if (!outcome.ok) throw new Error(`week of ${weekStart}: ${outcome.error}`);
    const { weeklyPlan, shoppingList } = outcome.value;
    weeks.push({ plan: weeklyPlan, list: shoppingList });
    for (const line of shoppingList) {
      if (!line.packagesToBuy || !line.packageGrams) continue;
      const topUps = line.topUps ?? [];
      const first = line.packagesToBuy - topUps.reduce((s, t) => s + t.packages, 0);
      const bought = (grams: number, onDate: string): PantryEntry => ({
        food: line.id,
        kind: 'bought',
        grams,
        onDate,
        weekStart,
        createdAt: `${onDate}T12:00:00Z`,
      });
      if (first > 0) ledger.push(bought(first * line.packageGrams, weekStart));
      for (const t of topUps) ledger.push(bought(t.packages * line.packageGrams, t.on));
    }
  }
  return weeks;
}

function expectSafe(weeks: StoredWeek[]): SafetyReport {
  // The planner catalogue's recipes: the dishes and the sides the meals come with.
  const report = checkFoodSafety(weeks, { foodkeeperCsv: CSV, recipes: catalogue.recipes });
  // The whole report on failure: the violations with their dates, meals and lots.
  expect(report.violations, formatSafetyReport(report, 40)).toEqual([]);
  expect(report.unmapped).toEqual([]);
  return report;
}

describe('weeks the planner generates (product catalogue)', () => {
  it('7 lunches and 7 dinners at $100: no violation', () => {
    const week = generated(testProfile({ weeklyBudget: 100, mealCounts: LUNCH_DINNER }));
    const report = expectSafe([week]);
    expect(report.mealsChecked).toBe(14);
    expect(report.mealsWithPerishable).toBeGreaterThan(0);
  });

  it('the same with Weekly (Bulk Prep): no violation', () => {
    const week = generated(
      testProfile({ weeklyBudget: 100, mealCounts: LUNCH_DINNER, bulkPrep: true }),
    );
    expect(week.plan.bulkPrep).toBe(true);
    expectSafe([week]);
  });

  it('every meal, gluten- and dairy-free, $120, with Weekly (Bulk Prep): no violation', () => {
    // Its leftovers come with sides (a side salad with tacos cooked six days before). Fails while
    // the planner's kitchen counts a leftover's sides as used on the day its dish was cooked.
    const week = generated(
      testProfile({ diets: ['Gluten-Free', 'Dairy-Free'], weeklyBudget: 120, bulkPrep: true }),
    );
    expectSafe([week]);
  });

  it('every meal at 2800 kcal (portions scaled) with Japanese and Mediterranean favourites', () => {
    const week = generated(
      testProfile({
        weeklyBudget: 150,
        calorieTarget: 2800,
        proteinGoal: 140,
        cuisines: ['Japanese', 'Mediterranean'],
      }),
    );
    expectSafe([week]);
  });

  it('a household of three, one of whom eats only breakfast and dinner at home', () => {
    const member = (
      over: Partial<HouseholdMember> & Pick<HouseholdMember, 'id' | 'name' | 'age'>,
    ) =>
      ({
        gender: 'Female',
        heightFeet: null,
        heightInches: null,
        weightLb: null,
        activityLevel: 'Sedentary',
        diets: [],
        allergies: [],
        mealsAtHome: [...MEAL_TYPES],
        ...over,
      }) as HouseholdMember;
    const week = generated(
      testProfile({
        weeklyBudget: 250,
        mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 0 },
      }),
      {
        holder: { name: 'You', age: 35 },
        members: [
          member({ id: 'ana', name: 'Ana', age: 33 }),
          member({ id: 'leo', name: 'Leo', age: 7, mealsAtHome: ['BREAKFAST', 'DINNER'] }),
        ],
      },
    );
    expect(week.plan.household?.members).toHaveLength(3);
    expectSafe([week]);
  });

  it('three consecutive weeks on the pantry carried from week to week', () => {
    const weeks = consecutive(testProfile({ weeklyBudget: 100, mealCounts: LUNCH_DINNER }), 3);
    const report = expectSafe(weeks);
    expect(report.mealsChecked).toBe(42);
  });

  it('three consecutive bulk-prep weeks on the pantry', () => {
    const weeks = consecutive(
      testProfile({ weeklyBudget: 100, mealCounts: LUNCH_DINNER, bulkPrep: true }),
      3,
    );
    expectSafe(weeks);
  });

  it('four bulk-prep weeks of Japanese and Thai lunches and dinners on the pantry', () => {
    // A glass of soy drink with its lunches: a carton opened in one week is finished in the next.
    // Fails while the planner counts a leftover's sides as used on the day its dish was cooked.
    const weeks = consecutive(
      testProfile({
        weeklyBudget: 130,
        cuisines: ['Japanese', 'Thai'],
        mealCounts: LUNCH_DINNER,
        focus: 5,
        bulkPrep: true,
      }),
      4,
    );
    expectSafe(weeks);
  });
});

describe('an edit of a generated week', () => {
  it('keeps it safe: a dish with raw meat moved to the last day is frozen, and the change says so', () => {
    let week: StoredWeek | undefined;
    let found: { meal: Meal; day: number } | undefined;
    // A week with raw meat, poultry or fish on an early day (the planner chooses: plan again).
    for (let attempt = 0; attempt < 6 && !found; attempt += 1) {
      const avoid = week
        ? new Set(week.plan.days.flatMap((d) => d.meals.map((m) => m.recipeId)))
        : undefined;
      const outcome = generatePlan(
        highs,
        testProfile({ weeklyBudget: 120, mealCounts: LUNCH_DINNER }),
        stocked,
        MONDAY,
        { ...UNHURRIED, ...(avoid ? { avoid } : {}) },
      );
      if (!outcome.ok) throw new Error(outcome.error);
      week = { plan: outcome.value.weeklyPlan, list: outcome.value.shoppingList };
      found = week.plan.days
        .slice(0, 2)
        .flatMap((d, day) => d.meals.map((meal) => ({ meal, day })))
        .find(({ meal }) =>
          catalogue.recipes
            .find((r) => r.id === meal.recipeId)
            ?.ingredients.some((ing) => (STORAGE.get(ing.food)?.days[1] ?? 99) <= 2),
        );
    }
    if (!week || !found) throw new Error('no week with raw meat on its first two days');
    const edited = editPlan(
      testProfile({ weeklyBudget: 120, mealCounts: LUNCH_DINNER }),
      catalogue,
      week.plan,
      { kind: 'move', mealId: found.meal.id, toDayIndex: 6 },
    );
    if (!edited.ok) throw new Error(edited.error);
    expect(edited.value.change.change).toMatch(/; freeze .+ on shopping day$/);
    const moved = edited.value.weeklyPlan.days[6]?.meals.find((m) => m.id === found?.meal.id);
    expect(moved?.kitchen?.thaw?.length).toBeGreaterThan(0);
    expectSafe([{ plan: edited.value.weeklyPlan, list: edited.value.shoppingList }]);
  });
});
