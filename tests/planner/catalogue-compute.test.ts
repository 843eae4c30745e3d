/**
 * The computations of the catalogue on small, hand-checked inputs: diet rules and their carb
 * thresholds, nutrition sums, free-text matching of disliked foods and 'Other' allergies, unit
 * costs and package counts.
 */
import { describe, expect, it } from 'vitest';
import {
  computeRecipeFacts,
  matchingPhrases,
  netCarbLimit,
  normalisePhrase,
  packagesNeeded,
  parseFoodPhrases,
  recipeGramCost,
  recipeMatchesFreeText,
  singular,
  unitCost,
} from '../../supabase/functions/_shared/catalogue/compute.ts';
import { extraFoodEntries } from '../../supabase/functions/_shared/catalogue/food-list-extra.ts';
import { foodEntries } from '../../supabase/functions/_shared/catalogue/food-list.ts';
import { SR28_FACTS } from '../../supabase/functions/_shared/catalogue/foods.generated.ts';
import { zeroPatternAmounts } from '../../supabase/functions/_shared/catalogue/patterns.ts';
import {
  RECIPES,
  RECIPE_FACTS,
  foodsByKey,
  type Food,
  type Recipe,
} from '../../supabase/functions/_shared/catalogue/index.ts';

function food(
  key: string,
  per100g: Partial<Food['per100g']>,
  attributes: Partial<Food> = {},
): Food {
  return {
    key,
    ndb: '00000',
    usdaName: key.toUpperCase(),
    name: key,
    per100g: {
      kcal: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: 0,
      sugar: 0,
      sodiumMg: 0,
      saturatedFat: 0,
      monounsaturatedFat: 0,
      polyunsaturatedFat: 0,
      ...per100g,
    },
    patterns: zeroPatternAmounts(),
    householdWeights: [],
    group: 'vegetable',
    allergens: [],
    gluten: false,
    paleo: true,
    animal: false,
    flesh: false,
    pantry: false,
    section: 'produce',
    terms: [key],
    ...attributes,
  };
}

const testFoods = new Map<string, Food>([
  ['leaf', food('leaf', { kcal: 20, carbs: 4, fiber: 2, protein: 2 })],
  [
    'grain',
    food(
      'grain',
      { kcal: 360, carbs: 75, fiber: 5, protein: 10 },
      { group: 'grain', gluten: true, paleo: false, allergens: ['Wheat'] },
    ),
  ],
  [
    'cheese',
    food(
      'cheese',
      { kcal: 400, fat: 33, protein: 25 },
      { group: 'dairy', animal: true, paleo: false, allergens: ['Dairy'] },
    ),
  ],
  [
    'fish',
    food(
      'fish',
      { kcal: 100, protein: 20 },
      { group: 'fish', animal: true, flesh: true, allergens: ['Fish'] },
    ),
  ],
  [
    'honey',
    food('honey', { kcal: 300, carbs: 80 }, { group: 'sweetener', animal: true, terms: ['honey'] }),
  ],
]);

function recipe(
  ingredients: [string, number][],
  mealTypes: Recipe['mealTypes'] = ['LUNCH'],
): Recipe {
  return {
    id: 'test',
    name: 'Test dish',
    cuisine: 'American',
    mealTypes,
    prepMinutes: 10,
    methods: ['Microwave'],
    ingredients: ingredients.map(([key, grams]) => ({ food: key, grams })),
    steps: ['Cook it.'],
  };
}

describe('computeRecipeFacts', () => {
  it('sums nutrition from grams', () => {
    const facts = computeRecipeFacts(
      recipe([
        ['leaf', 200],
        ['cheese', 50],
      ]),
      testFoods,
    );
    expect(facts.nutrition).toEqual({ kcal: 240, protein: 16.5, carbs: 8, fat: 16.5, fiber: 4 });
  });

  it('applies each diet rule', () => {
    const leafOnly = computeRecipeFacts(recipe([['leaf', 100]]), testFoods);
    expect(leafOnly.diets).toEqual([
      'Vegetarian',
      'Vegan',
      'Dairy-Free',
      'Gluten-Free',
      'Paleo',
      'Keto',
      'Low-Carb',
    ]);
    const withCheese = computeRecipeFacts(
      recipe([
        ['leaf', 100],
        ['cheese', 30],
      ]),
      testFoods,
    );
    expect(withCheese.diets).toEqual(['Vegetarian', 'Gluten-Free', 'Keto', 'Low-Carb']);
    expect(withCheese.allergens).toEqual(['Dairy']);
    const withFish = computeRecipeFacts(recipe([['fish', 150]]), testFoods);
    expect(withFish.diets).not.toContain('Vegetarian');
    expect(withFish.diets).toContain('Paleo');
    const withHoney = computeRecipeFacts(
      recipe([
        ['leaf', 100],
        ['honey', 5],
      ]),
      testFoods,
    );
    expect(withHoney.diets).toContain('Vegetarian');
    expect(withHoney.diets).not.toContain('Vegan');
    const withGrain = computeRecipeFacts(recipe([['grain', 40]]), testFoods);
    expect(withGrain.diets).not.toContain('Gluten-Free');
    expect(withGrain.diets).not.toContain('Paleo');
    expect(withGrain.allergens).toEqual(['Wheat']);
  });

  it('uses net carbs with the meal limit for meals and the snack limit for snacks', () => {
    // 'grain' has 70 g net carbs per 100 g: 14 g at 20 g, 8.4 g at 12 g.
    expect(netCarbLimit(recipe([], ['DINNER']), 'Keto')).toBe(10);
    expect(netCarbLimit(recipe([], ['SNACK']), 'Keto')).toBe(6);
    expect(netCarbLimit(recipe([], ['BREAKFAST', 'SNACK']), 'Low-Carb')).toBe(12);
    const meal = computeRecipeFacts(recipe([['grain', 12]], ['DINNER']), testFoods);
    expect(meal.diets).toContain('Keto');
    const snack = computeRecipeFacts(recipe([['grain', 12]], ['SNACK']), testFoods);
    expect(snack.diets).not.toContain('Keto');
    expect(snack.diets).toContain('Low-Carb');
    const bigger = computeRecipeFacts(recipe([['grain', 40]], ['DINNER']), testFoods);
    expect(bigger.diets).not.toContain('Low-Carb');
  });

  it('refuses an unknown food', () => {
    expect(() => computeRecipeFacts(recipe([['nothing', 10]]), testFoods)).toThrow(
      /unknown food nothing/,
    );
  });
});

describe('free-text matching', () => {
  it('splits on commas, semicolons, and, or, and drops filler', () => {
    expect(parseFoodPhrases('mushrooms, strawberry')).toEqual(['mushroom', 'strawberry']);
    expect(parseFoodPhrases('Cilantro and olives; no  Brussels Sprouts')).toEqual([
      'cilantro',
      'olive',
      'brussel sprout',
    ]);
    expect(parseFoodPhrases("I'm allergic to kiwis & bell peppers")).toEqual([
      'kiwi',
      'bell pepper',
    ]);
    expect(parseFoodPhrases('none')).toEqual([]);
    expect(parseFoodPhrases('seafood')).toEqual(['seafood', 'fish', 'shellfish']);
    expect(parseFoodPhrases('Nightshades')).toContain('tomato');
    expect(parseFoodPhrases('   ')).toEqual([]);
  });

  it('reduces plurals without mangling words that end in s', () => {
    expect(singular('berries')).toBe('berry');
    expect(singular('tomatoes')).toBe('tomato');
    expect(singular('peaches')).toBe('peach');
    expect(singular('olives')).toBe('olive');
    expect(singular('hummus')).toBe('hummus');
    expect(singular('asparagus')).toBe('asparagus');
    expect(singular('swiss')).toBe('swiss');
    expect(normalisePhrase('Jalapeños!')).toBe('jalapeno');
  });

  it('matches whole words only, in both directions', () => {
    expect(matchingPhrases(['onion'], ['green onion'])).toEqual(['onion']);
    expect(matchingPhrases(['red bell pepper'], ['bell pepper'])).toEqual(['red bell pepper']);
    expect(matchingPhrases(['pea'], ['peanut', 'chickpea'])).toEqual([]);
    expect(matchingPhrases(['corn'], ['popcorn', 'cornmeal'])).toEqual([]);
    expect(matchingPhrases(['egg'], ['eggs'])).toEqual(['egg']);
  });

  it('finds the catalogue recipes a person would expect', () => {
    const factsOf = (id: string) => {
      const facts = RECIPE_FACTS.get(id);
      if (!facts) throw new Error(id);
      return facts;
    };
    expect(
      recipeMatchesFreeText(factsOf('b-spinach-mushroom-omelette'), 'mushrooms, strawberry'),
    ).toBe(true);
    expect(
      recipeMatchesFreeText(factsOf('b-greek-yogurt-strawberry-parfait'), 'Strawberries'),
    ).toBe(true);
    // Disliking olives leaves dishes cooked in olive oil; an olive allergy does not.
    expect(
      recipeMatchesFreeText(factsOf('b-huevos-a-la-mexicana'), 'cilantro and olives', 'dislike'),
    ).toBe(false);
    expect(recipeMatchesFreeText(factsOf('b-huevos-a-la-mexicana'), 'olives', 'allergy')).toBe(
      true,
    );
    expect(recipeMatchesFreeText(factsOf('b-huevos-a-la-mexicana'), 'olive oil', 'dislike')).toBe(
      true,
    );
    expect(
      recipeMatchesFreeText(factsOf('b-huevos-rancheros'), 'cilantro and olives', 'dislike'),
    ).toBe(true);
    expect(recipeMatchesFreeText(factsOf('s-olives-feta'), 'cilantro and olives', 'dislike')).toBe(
      true,
    );
    expect(recipeMatchesFreeText(factsOf('s-coconut-chia-cup'), 'coconut')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('s-apple-peanut-butter'), 'tree nuts')).toBe(false);
    expect(recipeMatchesFreeText(factsOf('s-apple-peanut-butter'), 'nuts')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('s-rosemary-mixed-nuts'), 'tree nuts')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('s-cheddar-almonds'), 'dairy')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('b-pb-banana-toast'), 'gluten')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('b-pb-banana-toast'), '')).toBe(false);
    expect(recipeMatchesFreeText(factsOf('s-shrimp-cocktail'), 'seafood')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('s-sardines-cucumber'), 'seafood')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('b-mango-lassi'), 'lactose')).toBe(true);
    expect(recipeMatchesFreeText(factsOf('b-steak-and-eggs'), 'red meat', 'dislike')).toBe(true);
    expect(
      recipeMatchesFreeText(factsOf('b-apple-pork-breakfast-patties'), 'meat', 'dislike'),
    ).toBe(true);
    expect(recipeMatchesFreeText(factsOf('b-tofu-scramble'), 'meat', 'dislike')).toBe(false);
    expect(recipeMatchesFreeText(factsOf('b-shakshuka'), 'nightshades')).toBe(true);
  });
});

describe('unit costs', () => {
  it('divides price by grams and counts whole packages', () => {
    expect(unitCost({ price: 3, packageGrams: 600 })).toBeCloseTo(0.005, 10);
    expect(packagesNeeded(0, 454)).toBe(0);
    expect(packagesNeeded(1, 454)).toBe(1);
    expect(packagesNeeded(454, 454)).toBe(1);
    expect(packagesNeeded(455, 454)).toBe(2);
  });

  it('prices a serving by the gram', () => {
    const cost = recipeGramCost(
      recipe([
        ['leaf', 200],
        ['cheese', 50],
      ]),
      (key) => (key === 'leaf' ? 0.002 : 0.01),
    );
    expect(cost).toBeCloseTo(0.9, 6);
  });
});

describe('generated SR28 facts', () => {
  it('holds exactly the NDB numbers of the food lists (run scripts/extract-foods.ts after editing them)', () => {
    const listed = new Set([...foodEntries, ...extraFoodEntries].map((entry) => entry.ndb));
    expect(new Set(Object.keys(SR28_FACTS))).toEqual(listed);
  });

  it('computes facts for every catalogue recipe', () => {
    expect(RECIPE_FACTS.size).toBe(RECIPES.length);
    for (const catalogueRecipe of RECIPES) {
      expect(computeRecipeFacts(catalogueRecipe, foodsByKey)).toEqual(
        RECIPE_FACTS.get(catalogueRecipe.id),
      );
    }
  });
});
