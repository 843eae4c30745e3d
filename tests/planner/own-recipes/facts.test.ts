import { describe, expect, it } from 'vitest';
import { estimatedShare } from '../../../supabase/functions/_shared/catalogue/basis.ts';
import { RECIPE_FACTS, RECIPES } from '../../../supabase/functions/_shared/catalogue/index.ts';
import { pricesByFood } from '../../../supabase/functions/_shared/catalogue/prices.ts';
import { productCatalogue } from '../../../supabase/functions/_shared/planner/catalogue.ts';
import { perGramCostCents } from '../../../supabase/functions/_shared/planner/cost.ts';
import { ownRecipeFacts } from '../../../supabase/functions/_shared/own-recipes/facts.ts';
import type { Recipe } from '../../../supabase/functions/_shared/catalogue/types.ts';
import { ownCopyOf, ownRecipe } from './own-recipe-builder.ts';

const AVERAGE = { priceFactor: 1 };

function recipe(id: string): Recipe {
  const found = RECIPES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recipe ${id}`);
  return found;
}

const meatDinner = RECIPES.find(
  (candidate) =>
    candidate.mealTypes.includes('DINNER') &&
    !candidate.mealTypes.includes('BREAKFAST') &&
    !RECIPE_FACTS.get(candidate.id)?.diets.includes('Vegetarian'),
);
const snack = RECIPES.find(
  (candidate) =>
    candidate.mealTypes.includes('SNACK') && !candidate.mealTypes.includes('BREAKFAST'),
);

describe('an own recipe made of a catalogue recipe’s lines', () => {
  const picked = [recipe('b-pb-banana-toast'), meatDinner, snack].filter(
    (found): found is Recipe => found !== undefined,
  );

  it.each(picked.map((found) => [found.id, found] as const))(
    '%s gets the catalogue recipe’s facts',
    (_id, catalogueRecipe) => {
      const own = ownRecipeFacts(ownCopyOf(catalogueRecipe, 4), AVERAGE);
      expect(own.facts).toEqual(RECIPE_FACTS.get(catalogueRecipe.id));
      expect(own.leftOut).toEqual([]);
      expect(own.estimates).toEqual([]);
      expect(own.serving.ingredients.map((line) => line.food)).toEqual(
        catalogueRecipe.ingredients.map((line) => line.food),
      );
    },
  );

  it.each(picked.map((found) => [found.id, found] as const))(
    '%s costs what the planner charges by the gram, at any price level',
    (_id, catalogueRecipe) => {
      for (const priceFactor of [1, 0.87, 1.21]) {
        const own = ownRecipeFacts(ownCopyOf(catalogueRecipe, 4), { priceFactor });
        const planner = perGramCostCents(catalogueRecipe, productCatalogue(), priceFactor);
        expect(Math.abs(own.cost.perServingCents - planner)).toBeLessThanOrEqual(0.5);
        expect(own.cost.lines.every((line) => line.origin === 'catalogue')).toBe(true);
        const share = estimatedShare(own.cost.lines);
        expect(own.cost.estimated).toEqual(share);
      }
    },
  );

  it('picks three different recipes, one with flesh and one offered as a snack', () => {
    expect(picked).toHaveLength(3);
    expect(new Set(picked.map((found) => found.id)).size).toBe(3);
  });
});

describe('allergens and diets follow the matched foods', () => {
  it('a peanut butter line brings Peanuts, a chicken line ends Vegetarian', () => {
    const beans = { line: '2 cups cooked black beans', food: 'black_beans', grams: 344 };
    const rice = { line: '1 cup brown rice', food: 'brown_rice', grams: 190 };
    const plain = ownRecipeFacts(ownRecipe([beans, rice]), AVERAGE);
    expect(plain.facts.allergens).toEqual([]);
    expect(plain.facts.diets).toEqual(expect.arrayContaining(['Vegetarian', 'Vegan']));

    const peanut = { line: '3 tbsp peanut butter', food: 'peanut_butter', grams: 48 };
    expect(ownRecipeFacts(ownRecipe([beans, rice, peanut]), AVERAGE).facts.allergens).toContain(
      'Peanuts',
    );

    const chicken = { line: '1 lb chicken breast', food: 'chicken_breast', grams: 454 };
    const withChicken = ownRecipeFacts(ownRecipe([beans, rice, chicken]), AVERAGE);
    expect(withChicken.facts.diets).not.toContain('Vegetarian');
    expect(withChicken.facts.diets).not.toContain('Vegan');
    expect(withChicken.facts.terms).toContain('chicken');
    expect(withChicken.badges.map((badge) => badge.component)).toContain('totalProteinFoods');
  });
});

describe('HEI food-group badges', () => {
  it('name the groups a serving holds, not a garnish', () => {
    const berries = { line: '2 cups blueberries', food: 'blueberries', grams: 296 };
    const oats = { line: '1 cup rolled oats', food: 'oats', grams: 81 };
    const onion = { line: '1 tbsp minced onion', food: 'onion', grams: 10 };
    const facts = ownRecipeFacts(ownRecipe([berries, oats, onion], { servings: 2 }), AVERAGE);
    const badges = facts.badges.map((badge) => badge.component);
    expect(badges).toEqual(['totalFruits', 'wholeFruits', 'wholeGrains']);
    expect(facts.badges[0]).toMatchObject({ name: 'Total Fruits', unit: 'cup eq' });
    expect(facts.facts.health.vegOther).toBeGreaterThan(0);
  });
});

describe('lines that cannot be counted', () => {
  const rice = { line: '1 cup brown rice', food: 'brown_rice', grams: 190 };

  it('are left out of nutrition and cost and listed with why', () => {
    const lines = [
      { line: 'salt to taste', food: 'salt' },
      rice,
      { line: 'a handful of love' },
      { line: '2 cups mystery', food: 'sr28:99999', grams: 200 },
      { line: '1 cup gone', food: 'no_longer_here', grams: 100 },
    ];
    const facts = ownRecipeFacts(ownRecipe(lines), AVERAGE);
    expect(facts.leftOut.map((out) => [out.index, out.reason])).toEqual([
      [0, 'no grams'],
      [2, 'no food'],
      [3, 'unknown food'],
      [4, 'unknown food'],
    ]);
    expect(facts.leftOut[2]?.message).toMatch(/left out of nutrition and cost/);
    expect(facts.estimated).toBe(true);
    const alone = ownRecipeFacts(ownRecipe([rice]), AVERAGE);
    expect(facts.facts.nutrition).toEqual(alone.facts.nutrition);
    expect(facts.cost.perServingCents).toBe(alone.cost.perServingCents);
    expect(alone.estimated).toBe(pricesByFood.get('brown_rice')?.source.kind === 'estimate');
  });

  it('divides each line by the servings', () => {
    const two = ownRecipeFacts(ownRecipe([rice], { servings: 2 }), AVERAGE);
    expect(two.serving.ingredients).toEqual([{ food: 'brown_rice', grams: 95 }]);
    expect(two.serving.prepMinutes).toBe(35);
  });
});

describe('cost', () => {
  const lobster = { line: '1 lb cooked lobster meat', food: 'sr28:15148', grams: 400 };
  const book = new Map([
    ['sr28:15148', { packagePrice: 24, packageGrams: 454, receipts: 2, lastPaid: '2026-11-02' }],
    ['brown_rice', { packagePrice: 99, packageGrams: 100, receipts: 1, lastPaid: '2026-11-02' }],
  ]);
  const rice = { line: '1 cup brown rice', food: 'brown_rice', grams: 200 };

  it('uses the price book for a food without an official price, as paid', () => {
    for (const priceFactor of [1, 1.3]) {
      const own = ownRecipeFacts(ownRecipe([lobster, rice]), { priceFactor, priceBook: book });
      const [line] = own.cost.lines;
      expect(line).toMatchObject({ origin: 'price book', estimated: false });
      expect(line?.costCents).toBeCloseTo((100 * 2400) / 454, 6);
      expect(line?.source).toMatch(/price book: \$24\.00 for 454 g/);
      // The official price wins over a receipt.
      expect(own.cost.lines[1]?.origin).toBe('catalogue');
    }
  });

  it('marks an estimate, says how it is made and counts its share', () => {
    const own = ownRecipeFacts(ownRecipe([lobster, rice]), AVERAGE);
    const [line, riceLine] = own.cost.lines;
    expect(line).toMatchObject({ origin: 'estimate', estimated: true });
    expect(line?.source).toMatch(
      /median price per 100 g of the catalogue's \d+ priced foods of SR28 group 15/,
    );
    const riceEstimated = riceLine?.estimated ? (riceLine.costCents ?? 0) : 0;
    expect(own.cost.estimated.estimatedCents).toBeCloseTo(
      (line?.costCents ?? 0) + riceEstimated,
      6,
    );
    expect(own.cost.estimated.share).toBeGreaterThan(0.5);
    expect(own.estimated).toBe(true);
    const dearer = ownRecipeFacts(ownRecipe([lobster]), { priceFactor: 2 });
    expect(dearer.cost.lines[0]?.costCents).toBeCloseTo(2 * (line?.costCents ?? 0), 6);
  });
});
