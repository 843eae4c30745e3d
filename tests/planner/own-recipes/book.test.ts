/**
 * What the own-recipes function answers, without the database: a recipe's facts card (cost at
 * the person's price level, badges, the lines left out, a sentence for each food whose facts are
 * estimated), one line read again with the food the person picked, and the food search.
 */
import { describe, expect, it } from 'vitest';
import {
  bookLineResponseSchema,
  bookSearchResponseSchema,
  recipeFactsCardSchema,
} from '../../../supabase/functions/_shared/own-recipes/book-api.ts';
import {
  UnknownFoodError,
  lineWithFood,
  recipeFactsCard,
  searchFoodChoices,
} from '../../../supabase/functions/_shared/own-recipes/book.ts';
import { ownRecipeFacts } from '../../../supabase/functions/_shared/own-recipes/facts.ts';
import { draftLine } from '../../../supabase/functions/_shared/own-recipes/import-draft.ts';
import { dollarsFromCents } from '../../../supabase/functions/_shared/rules/money.ts';
import { TACO_LINES, ownRecipe, ownRecipeInput } from './own-recipe-builder.ts';

const AVERAGE = { priceFactor: 1 };

describe('recipeFactsCard', () => {
  it('prices catalogue foods at the price level and shows their food-group badges', () => {
    const card = recipeFactsCardSchema.parse(recipeFactsCard(ownRecipe(TACO_LINES), AVERAGE));
    const cents = ownRecipeFacts(ownRecipe(TACO_LINES), AVERAGE).cost.perServingCents;
    expect(card.costPerServing).toBe(dollarsFromCents(cents));
    expect(card.costPerServingValue).toBeCloseTo(cents / 100, 2);
    expect(card.estimatedPercent).toBe(0);
    expect(card.estimates).toEqual([]);
    expect(card.badges.map((badge) => badge.component)).toContain('totalProteinFoods');
    expect(card.allergens).toEqual([]);
    expect(card.diets).toContain('Dairy-Free');
    // A quarter pound of beef and two tortillas a serving.
    expect(card.nutrition.protein).toBeGreaterThan(20);
    expect(Number.isInteger(card.nutrition.calories)).toBe(true);
    const dearer = recipeFactsCard(ownRecipe(TACO_LINES), { priceFactor: 1.5 });
    expect(dearer.costPerServingValue).toBeCloseTo(card.costPerServingValue * 1.5, 1);
  });

  it('lists a line without a food as left out, with why', () => {
    const card = recipeFactsCard(ownRecipe(TACO_LINES), AVERAGE);
    expect(card.leftOut).toEqual([
      { index: 2, line: 'a handful of love', message: expect.stringMatching(/left out/) },
    ]);
  });

  it('marks a food outside the catalogue as estimated, naming it and its rule', () => {
    const lobster = [{ line: '1 lb cooked lobster meat', food: 'sr28:15148', grams: 454 }];
    const card = recipeFactsCardSchema.parse(
      recipeFactsCard(ownRecipeInput({ ingredients: lobster }), AVERAGE),
    );
    expect(card.estimates).toEqual([
      expect.stringMatching(
        /^Lobster, northern, cooked, moist heat is not among the catalogue's foods: .* SR28 group 15 \(finfish and shellfish products\)\.$/,
      ),
    ]);
    expect(card.estimatedPercent).toBe(100);
    expect(card.allergens).toEqual(['Shellfish']);
    expect(card.badges.map((badge) => badge.component)).toContain('seafoodPlantProteins');
  });

  it('gives a recipe under review, not yet saved, the same card as the stored one', () => {
    expect(recipeFactsCard(ownRecipeInput(), AVERAGE)).toEqual(
      recipeFactsCard(ownRecipe(TACO_LINES), AVERAGE),
    );
  });
});

describe('lineWithFood', () => {
  it('reads a line as an import does when no food is picked', () => {
    expect(lineWithFood('2 cups flour, sifted')).toEqual(draftLine('2 cups flour, sifted'));
  });

  it('weighs the line again for the food the person picked', () => {
    const best = lineWithFood('1 cup chickpeas');
    expect(best.food?.id).toBe('chickpeas_dry');
    const canned = bookLineResponseSchema.parse({
      line: lineWithFood('1 cup chickpeas', 'chickpeas'),
    }).line;
    expect(canned).toMatchObject({
      status: 'matched',
      food: { id: 'chickpeas', source: 'catalogue' },
    });
    expect(canned.grams).not.toBe(best.grams);
    expect(canned.alternatives.map((food) => food.id)).toContain('chickpeas_dry');
    const cooked = lineWithFood('1 cup chickpeas', 'sr28:16057');
    expect(cooked).toMatchObject({
      status: 'matched',
      food: { id: 'sr28:16057', source: 'sr28', ndb: '16057' },
      grams: 164,
    });
    expect(cooked.food?.name).toMatch(/^Chickpeas , mature seeds, cooked, boiled/);
  });

  it('keeps the picked food on a line it cannot weigh', () => {
    expect(lineWithFood('salt to taste', 'salt')).toMatchObject({
      status: 'unweighed',
      food: { id: 'salt' },
      message: expect.stringMatching(/left out/),
    });
  });

  it('refuses a food id that names no food', () => {
    expect(() => lineWithFood('1 cup chickpeas', 'sr28:99999')).toThrow(UnknownFoodError);
    expect(() => lineWithFood('1 cup chickpeas', 'unicorn_meat')).toThrow(/No food "unicorn_meat"/);
  });
});

describe('searchFoodChoices', () => {
  it('finds chickpeas in the catalogue and in SR28, each with the id a recipe stores', () => {
    const { foods } = bookSearchResponseSchema.parse({ foods: searchFoodChoices('chickpeas') });
    expect(foods.slice(0, 2).map((food) => food.id)).toEqual(
      expect.arrayContaining(['chickpeas', 'chickpeas_dry']),
    );
    const sr28 = foods.filter((food) => food.source === 'sr28');
    expect(sr28.length).toBeGreaterThan(0);
    for (const food of sr28) {
      expect(food.id).toBe(`sr28:${food.ndb}`);
      expect(food.name).not.toBe(food.name.toUpperCase());
    }
  });
});
