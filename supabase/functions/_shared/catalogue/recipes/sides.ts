/**
 * Sides: what comes with a meal on a real plate and needs no recipe (a piece of fruit, a glass of
 * milk or fortified soy drink, raw vegetables, a side salad, yogurt, a slice of whole-grain bread).
 * The planner adds them to meals where they lift the week's diet quality at the person's
 * spend/quality setting (planner/sides.ts); they are filtered, priced, bought and scored like any
 * dish, from their ingredients (compute.ts).
 *
 * Amounts are SR28 household weights of the food as the catalogue ships them (foods.generated.ts):
 * '1 cup, quartered or chopped' apple is 125 g, '1 large' orange 184 g, '1 cup' milk 244 g,
 * '1 container (6 oz)' yogurt 170 g, '1 slice' whole-wheat bread 32 g.
 */
import type { MealType, Recipe, RecipeIngredient } from '../types.ts';
import { ing, NO_COOK } from './helpers.ts';

const ANY: MealType[] = ['BREAKFAST', 'LUNCH', 'DINNER'];
const LUNCH_DINNER: MealType[] = ['LUNCH', 'DINNER'];
const BREAKFAST_LUNCH: MealType[] = ['BREAKFAST', 'LUNCH'];

function side(
  id: string,
  name: string,
  sideOf: MealType[],
  ingredients: RecipeIngredient[],
  step: string,
): Recipe {
  return {
    id: `side-${id}`,
    name,
    cuisine: 'American',
    mealTypes: [],
    prepMinutes: 2,
    methods: NO_COOK,
    ingredients,
    steps: [step],
    sideOf,
  };
}

const FRUIT = 'Wash and serve.';

export const SIDES: Recipe[] = [
  side(
    'apple',
    'An apple',
    ANY,
    [ing('apple', 125, '1 cup, quartered')],
    'Wash, core and cut into quarters.',
  ),
  side(
    'banana',
    'A banana',
    BREAKFAST_LUNCH,
    [ing('banana', 150, '1 cup, sliced')],
    'Peel and serve.',
  ),
  side(
    'orange',
    'An orange',
    ANY,
    [ing('orange', 184, '1 large')],
    'Peel and divide into segments.',
  ),
  side(
    'pear',
    'A pear',
    ANY,
    [ing('pear', 161, '1 cup, cubed')],
    'Wash, core and cut into pieces.',
  ),
  side('grapes', 'Grapes', ANY, [ing('grapes', 151, '1 cup')], FRUIT),
  side(
    'peach',
    'A peach',
    BREAKFAST_LUNCH,
    [ing('peach', 130, '1 small')],
    'Wash, halve and stone.',
  ),
  side(
    'kiwi',
    'Two kiwis',
    BREAKFAST_LUNCH,
    [ing('kiwi', 138, '2 fruits')],
    'Halve and scoop out, or peel and slice.',
  ),
  side(
    'strawberries',
    'Strawberries',
    BREAKFAST_LUNCH,
    [ing('strawberries', 152, '1 cup, halved')],
    'Rinse, hull and halve.',
  ),
  side(
    'blueberries',
    'Blueberries',
    BREAKFAST_LUNCH,
    [ing('blueberries', 148, '1 cup')],
    'Rinse and serve.',
  ),
  side('milk', 'A glass of milk', ANY, [ing('milk', 244, '1 cup')], 'Pour a glass.'),
  side(
    'soy-milk',
    'A glass of soy milk',
    ANY,
    [ing('soy_milk', 243, '1 cup')],
    'Pour a glass of fortified soy drink.',
  ),
  side(
    'yogurt',
    'Plain yogurt',
    BREAKFAST_LUNCH,
    [ing('yogurt', 170, '6 oz')],
    'Spoon into a bowl.',
  ),
  side(
    'greek-yogurt',
    'Greek yogurt',
    BREAKFAST_LUNCH,
    [ing('greek_yogurt', 170, '6 oz')],
    'Spoon into a bowl.',
  ),
  side(
    'carrot-sticks',
    'Carrot sticks',
    LUNCH_DINNER,
    [ing('carrot', 128, '1 cup')],
    'Peel and cut into sticks.',
  ),
  side(
    'celery-sticks',
    'Celery sticks',
    LUNCH_DINNER,
    [ing('celery', 101, '1 cup')],
    'Wash and cut into sticks.',
  ),
  side(
    'cucumber',
    'Cucumber slices',
    LUNCH_DINNER,
    [ing('cucumber', 104, '1 cup, sliced')],
    'Wash and slice.',
  ),
  side(
    'pepper-strips',
    'Red pepper strips',
    LUNCH_DINNER,
    [ing('red_bell_pepper', 92, '1 cup, sliced')],
    'Seed and cut into strips.',
  ),
  side(
    'salad',
    'A side salad',
    LUNCH_DINNER,
    [
      ing('romaine', 94, '2 cups, shredded'),
      ing('cucumber', 52, 'sliced'),
      ing('olive_oil', 5),
      ing('red_wine_vinegar', 5),
    ],
    'Toss the lettuce and cucumber with the oil and vinegar.',
  ),
  side(
    'bread',
    'A slice of whole-wheat bread',
    ANY,
    [ing('whole_wheat_bread', 32, '1 slice')],
    'Toast if you like.',
  ),
];
