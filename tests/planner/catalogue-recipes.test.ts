/**
 * Validation of the catalogue's recipes: every recipe well formed, keyed to known foods, named
 * once, and tagged consistently with its ingredients; nutrition summed from the grams; enough
 * breakfasts and snacks for every diet, allergy, cuisine and cook.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALLERGENS,
  COOKING_METHODS,
  CUISINES,
  DIETS,
  MEAL_TYPES,
  NET_CARB_LIMITS,
  RECIPES,
  RECIPE_FACTS,
  foodsByKey,
  type Diet,
  type Food,
  type MealType,
  type Recipe,
} from '../../supabase/functions/_shared/catalogue/index.ts';
import { breakfastRecipes } from '../../supabase/functions/_shared/catalogue/recipes/breakfast.ts';
import { snackRecipes } from '../../supabase/functions/_shared/catalogue/recipes/snack.ts';

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
