/**
 * Coverage of the whole catalogue (breakfast, lunch, dinner and snack together): enough recipes
 * that every single diet and every single allergy still leaves at least 15 per meal type, every
 * cuisine at every meal, quick and single-appliance cooks served, and cheap protein available so
 * that a small budget can still reach a protein goal. Prints the coverage table.
 */
import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  CUISINES,
  DIETS,
  MEAL_TYPES,
  RECIPES,
  RECIPE_FACTS,
  pricesByFood,
  recipeGramCost,
  unitCost,
  type MealType,
  type Recipe,
  type RecipeFacts,
} from '../../supabase/functions/_shared/catalogue/index.ts';

const MIN_PER_SLICE = 15;

function factsOf(recipe: Recipe): RecipeFacts {
  const facts = RECIPE_FACTS.get(recipe.id);
  if (!facts) throw new Error(`no facts for ${recipe.id}`);
  return facts;
}

function ofType(mealType: MealType): Recipe[] {
  return RECIPES.filter((recipe) => recipe.mealTypes.includes(mealType));
}

/** National-average cost of one serving, paying each ingredient by the gram. */
function servingCost(recipe: Recipe): number {
  return recipeGramCost(recipe, (food) => {
    const price = pricesByFood.get(food);
    if (!price) throw new Error(`no price for ${food}`);
    return unitCost(price);
  });
}

interface Column {
  label: string;
  count: (recipes: Recipe[]) => number;
}

const columns: Column[] = [
  { label: 'all', count: (recipes) => recipes.length },
  ...DIETS.map((diet) => ({
    label: diet,
    count: (recipes: Recipe[]) =>
      recipes.filter((recipe) => factsOf(recipe).diets.includes(diet)).length,
  })),
  ...ALLERGENS.map((allergen) => ({
    label: `no ${allergen}`,
    count: (recipes: Recipe[]) =>
      recipes.filter((recipe) => !factsOf(recipe).allergens.includes(allergen)).length,
  })),
  {
    label: '<=15 min',
    count: (recipes) => recipes.filter((recipe) => recipe.prepMinutes <= 15).length,
  },
  {
    label: 'Microwave',
    count: (recipes) => recipes.filter((recipe) => recipe.methods.includes('Microwave')).length,
  },
  {
    label: 'Hot Plate',
    count: (recipes) => recipes.filter((recipe) => recipe.methods.includes('Hot Plate')).length,
  },
];

function coverageTable(): string {
  const header = ['meal type'.padEnd(10), ...columns.map((column) => column.label)].join(' | ');
  const lines = MEAL_TYPES.map((mealType) => {
    const recipes = ofType(mealType);
    return [
      mealType.padEnd(10),
      ...columns.map((column) => String(column.count(recipes)).padStart(column.label.length)),
    ].join(' | ');
  });
  return [header, ...lines].join('\n');
}

describe('catalogue coverage', () => {
  it('prints the coverage table and has at least 240 recipes', () => {
    console.log(`Catalogue coverage (${RECIPES.length} recipes):\n${coverageTable()}`);
    expect(RECIPES.length).toBeGreaterThanOrEqual(240);
  });

  for (const mealType of MEAL_TYPES) {
    it(`leaves at least ${MIN_PER_SLICE} ${mealType} recipes for every single diet and allergy`, () => {
      const recipes = ofType(mealType);
      const short: string[] = [];
      for (const column of columns.slice(1, 1 + DIETS.length + ALLERGENS.length)) {
        const count = column.count(recipes);
        if (count < MIN_PER_SLICE) short.push(`${column.label}: ${count}`);
      }
      expect(short).toEqual([]);
    });

    it(`serves quick, microwave-only and hot-plate-only cooks at ${mealType}`, () => {
      const recipes = ofType(mealType);
      for (const column of columns.slice(-3)) {
        expect(column.count(recipes), column.label).toBeGreaterThanOrEqual(MIN_PER_SLICE);
      }
    });

    it(`offers every cuisine at ${mealType}`, () => {
      const cuisines = new Set(ofType(mealType).map((recipe) => recipe.cuisine));
      expect(CUISINES.filter((cuisine) => !cuisines.has(cuisine))).toEqual([]);
    });
  }

  it('offers cheap high-protein dishes at every meal', () => {
    const cheapProtein = (mealType: MealType, minProtein: number, maxCost: number): number =>
      ofType(mealType).filter(
        (recipe) =>
          factsOf(recipe).nutrition.protein >= minProtein && servingCost(recipe) <= maxCost,
      ).length;
    expect(cheapProtein('BREAKFAST', 20, 2.0)).toBeGreaterThanOrEqual(10);
    expect(cheapProtein('LUNCH', 25, 2.5)).toBeGreaterThanOrEqual(10);
    expect(cheapProtein('DINNER', 25, 2.5)).toBeGreaterThanOrEqual(10);
    expect(cheapProtein('SNACK', 12, 1.25)).toBeGreaterThanOrEqual(5);
  });
});
