/**
 * The food-safety checker of scripts/food-safety/check.ts, which replays stored weeks in a kitchen
 * with its own reading of USDA FSIS FoodKeeper: hand-made weeks it must flag (chicken kept past
 * its two days, an opened can past its four, a leftover past its four, a food never bought) and
 * must pass (the same chicken frozen and thawed, a second can, a top-up), then weeks the real
 * planner generates on the product catalogue, which must give no violation at all.
 */
import { describe, expect, it } from 'vitest';
import { formatSafetyReport, parseCsv, readFoodKeeper } from '../../scripts/food-safety/check.ts';
import type { PantryLot } from '../../scripts/food-safety/check.ts';
import { STORAGE } from '../../supabase/functions/_shared/catalogue/storage.ts';
import { addDays } from '../../supabase/functions/_shared/rules/week.ts';
import type { Meal } from '../../supabase/functions/_shared/schemas/responses.ts';
import { CSV, MONDAY, check, item, kinds, plan, rice } from './food-safety-handmade.ts';
import type { HandMeal } from './food-safety-handmade.ts';

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
