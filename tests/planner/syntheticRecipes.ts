/**
 * Test data, not product data: the recipes of the synthetic catalogue (syntheticCatalogue.ts),
 * made of its foods (syntheticFoods.ts) in round amounts.
 */
import type {
  Cuisine,
  MealType,
  Recipe,
} from '../../supabase/functions/_shared/catalogue/types.ts';

function recipe(
  id: string,
  cuisine: Cuisine,
  types: MealType[],
  minutes: number,
  methods: Recipe['methods'],
  ingredients: [string, number][],
): Recipe {
  return {
    id,
    name: id.replace(/-/g, ' '),
    cuisine,
    mealTypes: types,
    prepMinutes: minutes,
    methods,
    ingredients: ingredients.map(([f, grams]) => ({ food: f, grams })),
    steps: ['Cook it.'],
  };
}

export const SYNTHETIC_RECIPES: Recipe[] = [
  recipe(
    'oat-porridge',
    'American',
    ['BREAKFAST'],
    10,
    ['Stove/Oven', 'Microwave'],
    [
      ['oats', 80],
      ['milk', 250],
      ['banana', 100],
    ],
  ),
  recipe(
    'pb-toast',
    'American',
    ['BREAKFAST', 'SNACK'],
    5,
    ['Stove/Oven'],
    [
      ['bread', 80],
      ['peanut_butter', 30],
    ],
  ),
  recipe(
    'egg-scramble',
    'American',
    ['BREAKFAST'],
    10,
    ['Stove/Oven', 'One-Skillet', 'Hot Plate'],
    [
      ['egg', 150],
      ['bread', 60],
      ['olive_oil', 5],
    ],
  ),
  recipe(
    'yogurt-bowl',
    'Mediterranean',
    ['BREAKFAST', 'SNACK'],
    5,
    ['Microwave'],
    [
      ['yogurt', 250],
      ['almonds', 20],
      ['banana', 100],
    ],
  ),
  recipe(
    'tofu-scramble',
    'American',
    ['BREAKFAST'],
    15,
    ['One-Skillet', 'Stove/Oven'],
    [
      ['tofu', 200],
      ['bread', 60],
      ['olive_oil', 5],
    ],
  ),
  recipe(
    'chicken-rice',
    'Chinese',
    ['LUNCH', 'DINNER'],
    25,
    ['Stove/Oven', 'Instapot'],
    [
      ['chicken', 200],
      ['rice', 100],
      ['broccoli', 150],
      ['soy_sauce', 15],
    ],
  ),
  recipe(
    'lentil-curry',
    'Indian',
    ['LUNCH', 'DINNER'],
    35,
    ['Stove/Oven', 'Instapot'],
    [
      ['lentils', 120],
      ['rice', 80],
      ['olive_oil', 10],
    ],
  ),
  recipe(
    'salmon-bowl',
    'Japanese',
    ['LUNCH', 'DINNER'],
    20,
    ['Stove/Oven', 'Air Fryer'],
    [
      ['salmon', 180],
      ['rice', 100],
      ['broccoli', 100],
    ],
  ),
  recipe(
    'shrimp-pasta',
    'Italian',
    ['DINNER'],
    25,
    ['Stove/Oven'],
    [
      ['shrimp', 180],
      ['pasta', 120],
      ['olive_oil', 10],
    ],
  ),
  recipe(
    'tofu-stir-fry',
    'Thai',
    ['LUNCH', 'DINNER'],
    20,
    ['One-Skillet', 'Stove/Oven'],
    [
      ['tofu', 250],
      ['rice', 90],
      ['broccoli', 150],
      ['olive_oil', 10],
    ],
  ),
  recipe(
    'mushroom-pasta',
    'Italian',
    ['LUNCH', 'DINNER'],
    25,
    ['Stove/Oven'],
    [
      ['mushroom', 200],
      ['pasta', 120],
      ['olive_oil', 10],
    ],
  ),
  recipe(
    'chicken-pasta',
    'Italian',
    ['DINNER'],
    30,
    ['Stove/Oven'],
    [
      ['chicken', 180],
      ['pasta', 110],
      ['olive_oil', 10],
    ],
  ),
  recipe(
    'egg-fried-rice',
    'Chinese',
    ['LUNCH', 'DINNER'],
    15,
    ['One-Skillet', 'Hot Plate'],
    [
      ['egg', 120],
      ['rice', 110],
      ['broccoli', 80],
      ['soy_sauce', 10],
    ],
  ),
  recipe(
    'chicken-lentil-soup',
    'Mediterranean',
    ['LUNCH', 'DINNER'],
    45,
    ['Instapot', 'Stove/Oven'],
    [
      ['chicken', 150],
      ['lentils', 80],
      ['broccoli', 80],
    ],
  ),
  recipe(
    'air-fried-chicken',
    'American',
    ['LUNCH', 'DINNER'],
    25,
    ['Air Fryer'],
    [
      ['chicken', 220],
      ['rice', 90],
      ['olive_oil', 5],
    ],
  ),
  recipe(
    'lentil-salad',
    'Mediterranean',
    ['LUNCH'],
    15,
    ['Stove/Oven', 'Microwave'],
    [
      ['lentils', 100],
      ['broccoli', 100],
      ['olive_oil', 10],
    ],
  ),
  recipe(
    'banana-pb',
    'American',
    ['SNACK'],
    2,
    ['Microwave'],
    [
      ['banana', 120],
      ['peanut_butter', 20],
    ],
  ),
  recipe('yogurt-cup', 'Mediterranean', ['SNACK'], 2, ['Microwave'], [['yogurt', 200]]),
  recipe('almond-handful', 'American', ['SNACK'], 1, ['Microwave'], [['almonds', 30]]),
  recipe('boiled-eggs', 'American', ['SNACK'], 12, ['Stove/Oven', 'Instapot'], [['egg', 100]]),
  recipe(
    'roasted-lentils',
    'Indian',
    ['SNACK'],
    30,
    ['Air Fryer', 'Stove/Oven'],
    [
      ['lentils', 50],
      ['olive_oil', 5],
    ],
  ),
];
