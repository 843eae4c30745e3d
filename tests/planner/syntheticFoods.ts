/**
 * Test data, not product data: the foods and package prices of the synthetic catalogue
 * (syntheticCatalogue.ts), with round package sizes and prices so the planner's arithmetic can
 * be checked by hand.
 */
import type {
  Allergen,
  Food,
  FoodGroup,
  Price,
} from '../../supabase/functions/_shared/catalogue/types.ts';
import { zeroPatternAmounts } from '../../supabase/functions/_shared/catalogue/patterns.ts';
import { sectionOfFood } from '../../supabase/functions/_shared/catalogue/sections.ts';

interface FoodSpec {
  key: string;
  group: FoodGroup;
  per100: [kcal: number, protein: number, carbs: number, fat: number];
  allergens?: Allergen[];
  gluten?: boolean;
  animal?: boolean;
  flesh?: boolean;
  pantry?: boolean;
  terms: string[];
  /** Package grams, label, price in dollars. */
  pkg: [number, string, number];
}

const SPECS: FoodSpec[] = [
  {
    key: 'rice',
    group: 'grain',
    per100: [360, 7, 79, 1],
    terms: ['rice'],
    pkg: [1000, '1 kg bag', 2.0],
  },
  {
    key: 'oats',
    group: 'grain',
    per100: [380, 13, 68, 7],
    gluten: true,
    terms: ['oats', 'oatmeal'],
    pkg: [1000, '1 kg canister', 3.0],
  },
  {
    key: 'pasta',
    group: 'grain',
    per100: [370, 13, 75, 2],
    allergens: ['Wheat'],
    gluten: true,
    terms: ['pasta', 'spaghetti'],
    pkg: [500, '500 g box', 1.5],
  },
  {
    key: 'bread',
    group: 'grain',
    per100: [265, 9, 49, 3],
    allergens: ['Wheat'],
    gluten: true,
    terms: ['bread', 'toast'],
    pkg: [600, '600 g loaf', 3.0],
  },
  {
    key: 'chicken',
    group: 'poultry',
    per100: [120, 23, 0, 3],
    animal: true,
    flesh: true,
    terms: ['chicken', 'poultry'],
    pkg: [500, '500 g pack', 5.0],
  },
  {
    key: 'salmon',
    group: 'fish',
    per100: [200, 20, 0, 13],
    allergens: ['Fish'],
    animal: true,
    flesh: true,
    terms: ['salmon', 'fish'],
    pkg: [400, '400 g fillet', 8.0],
  },
  {
    key: 'shrimp',
    group: 'shellfish',
    per100: [85, 20, 0, 1],
    allergens: ['Shellfish'],
    animal: true,
    flesh: true,
    terms: ['shrimp', 'prawn'],
    pkg: [400, '400 g bag', 7.0],
  },
  {
    key: 'egg',
    group: 'egg',
    per100: [143, 12.6, 0.7, 9.5],
    allergens: ['Eggs'],
    animal: true,
    terms: ['egg', 'eggs'],
    pkg: [600, '1 dozen', 3.0],
  },
  {
    key: 'milk',
    group: 'dairy',
    per100: [50, 3.3, 4.8, 2],
    allergens: ['Dairy'],
    animal: true,
    terms: ['milk'],
    pkg: [1000, '1 liter', 1.2],
  },
  {
    key: 'yogurt',
    group: 'dairy',
    per100: [59, 10, 3.6, 0.4],
    allergens: ['Dairy'],
    animal: true,
    terms: ['yogurt', 'greek yogurt'],
    pkg: [900, '32 oz tub', 5.0],
  },
  {
    key: 'tofu',
    group: 'soy',
    per100: [144, 17, 3, 9],
    allergens: ['Soy'],
    terms: ['tofu', 'soy'],
    pkg: [400, '14 oz block', 2.5],
  },
  {
    key: 'lentils',
    group: 'legume',
    per100: [350, 25, 60, 1],
    terms: ['lentils', 'lentil'],
    pkg: [500, '1 lb bag', 1.5],
  },
  {
    key: 'peanut_butter',
    group: 'nut',
    per100: [590, 25, 20, 50],
    allergens: ['Peanuts'],
    terms: ['peanut butter', 'peanut'],
    pkg: [450, '16 oz jar', 3.0],
  },
  {
    key: 'almonds',
    group: 'nut',
    per100: [580, 21, 22, 50],
    allergens: ['Tree Nuts'],
    terms: ['almond', 'almonds'],
    pkg: [400, '14 oz bag', 6.0],
  },
  {
    key: 'broccoli',
    group: 'vegetable',
    per100: [34, 2.8, 7, 0.4],
    terms: ['broccoli'],
    pkg: [500, '1 lb head', 2.0],
  },
  {
    key: 'mushroom',
    group: 'vegetable',
    per100: [22, 3, 3, 0.3],
    terms: ['mushroom', 'mushrooms'],
    pkg: [250, '8 oz pack', 2.5],
  },
  {
    key: 'banana',
    group: 'fruit',
    per100: [89, 1.1, 23, 0.3],
    terms: ['banana'],
    pkg: [1000, '1 kg bunch', 1.3],
  },
  {
    key: 'olive_oil',
    group: 'oil',
    per100: [884, 0, 0, 100],
    pantry: true,
    terms: ['olive oil', 'oil'],
    pkg: [500, '500 ml bottle', 6.0],
  },
  {
    key: 'soy_sauce',
    group: 'condiment',
    per100: [53, 8, 5, 0],
    pantry: true,
    allergens: ['Soy', 'Wheat'],
    gluten: true,
    terms: ['soy sauce', 'soy'],
    pkg: [300, '10 oz bottle', 3.0],
  },
];

function food(spec: FoodSpec): Food {
  const [kcal, protein, carbs, fat] = spec.per100;
  return {
    key: spec.key,
    ndb: '00000',
    usdaName: 'SYNTHETIC TEST FOOD',
    name: spec.key.replace(/_/g, ' '),
    per100g: {
      kcal,
      protein,
      carbs,
      fat,
      fiber: 0,
      sugar: 0,
      sodiumMg: 0,
      saturatedFat: 0,
      monounsaturatedFat: 0,
      polyunsaturatedFat: 0,
    },
    patterns: zeroPatternAmounts(),
    householdWeights: [],
    group: spec.group,
    allergens: spec.allergens ?? [],
    gluten: spec.gluten ?? false,
    paleo: false,
    animal: spec.animal ?? false,
    flesh: spec.flesh ?? false,
    pantry: spec.pantry ?? false,
    section: sectionOfFood(spec.key, spec.group),
    terms: spec.terms,
  };
}

function price(spec: FoodSpec): Price {
  const [grams, label, dollars] = spec.pkg;
  return {
    food: spec.key,
    packageGrams: grams,
    packageLabel: label,
    price: dollars,
    source: { kind: 'estimate', month: '2025-01', note: 'test fixture' },
  };
}

/** The synthetic foods by key. */
export function syntheticFoods(): Map<string, Food> {
  return new Map(SPECS.map((s) => [s.key, food(s)]));
}

/** One package price per synthetic food, by the food's key. */
export function syntheticPrices(): Map<string, Price> {
  return new Map(SPECS.map((s) => [s.key, price(s)]));
}
