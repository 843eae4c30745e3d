/**
 * Food-pattern equivalents: how much of each USDA Food Patterns group and subgroup a food
 * supplies, in the units the Dietary Guidelines and the Healthy Eating Index use, and the
 * arithmetic that turns a food's amounts per 100 g into a meal's and a week's totals.
 *
 * Units (Dietary Guidelines for Americans, 2020-2025, Appendix 3; USDA ARS Food Patterns
 * Equivalents Database, FPED):
 * - fruit, vegetables, beans-peas-lentils and dairy in cup equivalents;
 * - grains and protein foods in ounce equivalents;
 * - oils in grams;
 * - added sugars in teaspoon equivalents of 4.2 g of sugar each, as FPED counts them (the NCI
 *   HEI scoring macro turns a teaspoon equivalent into 16 kcal).
 *
 * Beans, peas and lentils are kept once, in cup equivalents (`legumes`). They count both as a
 * vegetable subgroup and as a protein food: 1/4 cup of cooked beans is 1 ounce equivalent of
 * protein foods (Dietary Guidelines 2020-2025, Appendix 3), so their protein ounce
 * equivalents are 4 x their cup equivalents, as FPED's PF_LEGUMES = 4 x V_LEGUMES.
 */
import type { Nutrients } from './types.ts';

export const PATTERN_COMPONENTS = [
  'fruitWhole',
  'fruitJuice',
  'vegDarkGreen',
  'vegRedOrange',
  'legumes',
  'vegStarchy',
  'vegOther',
  'grainWhole',
  'grainRefined',
  'dairy',
  'proteinMeatsPoultryEggs',
  'proteinSeafood',
  'proteinNutsSeedsSoy',
  'oils',
  'addedSugars',
] as const;
export type PatternComponent = (typeof PATTERN_COMPONENTS)[number];

export type PatternUnit = 'cup eq' | 'oz eq' | 'g' | 'tsp eq';

export const PATTERN_UNITS: Record<PatternComponent, PatternUnit> = {
  fruitWhole: 'cup eq',
  fruitJuice: 'cup eq',
  vegDarkGreen: 'cup eq',
  vegRedOrange: 'cup eq',
  legumes: 'cup eq',
  vegStarchy: 'cup eq',
  vegOther: 'cup eq',
  grainWhole: 'oz eq',
  grainRefined: 'oz eq',
  dairy: 'cup eq',
  proteinMeatsPoultryEggs: 'oz eq',
  proteinSeafood: 'oz eq',
  proteinNutsSeedsSoy: 'oz eq',
  oils: 'g',
  addedSugars: 'tsp eq',
};

/** Grams of sugar in one teaspoon equivalent of added sugars (FPED). */
export const ADDED_SUGAR_GRAMS_PER_TSP = 4.2;
/** Protein-food ounce equivalents in one cup equivalent of beans, peas and lentils. */
export const LEGUME_OZ_PER_CUP = 4;
/** One ounce, in grams. */
export const OUNCE_GRAMS = 28.349523125;
/** One pound, in grams. */
export const POUND_GRAMS = 453.59237;

/** Amounts of every component: per 100 g of a food, or in a serving, a day or a week. */
export type PatternAmounts = Record<PatternComponent, number>;

/** One derived figure: grams of a food that make one unit of a component (1 cup eq, 1 oz eq,
 *  1 g of oils, 1 tsp eq of added sugars), and where the figure comes from. */
export interface PatternFigure {
  component: PatternComponent;
  gramsPerUnit: number;
  source: string;
}

/** A food's figures (none for a food in no group), with the reason for a judgement call. */
export interface FoodPatternFacts {
  figures: PatternFigure[];
  note?: string;
}

/** A food's amounts per 100 g from its figures (several figures of one component add up). */
export function amountsPer100g(figures: readonly PatternFigure[]): PatternAmounts {
  const amounts = zeroPatternAmounts();
  for (const { component, gramsPerUnit } of figures) amounts[component] += 100 / gramsPerUnit;
  return amounts;
}

/** The nutrients the Healthy Eating Index needs beside the food groups. */
export const HEI_NUTRIENTS = [
  'kcal',
  'sodiumMg',
  'saturatedFat',
  'monounsaturatedFat',
  'polyunsaturatedFat',
] as const satisfies readonly (keyof Nutrients)[];
export type HeiNutrient = (typeof HEI_NUTRIENTS)[number];

/** Everything a set of meals adds up to for diet quality: food-pattern equivalents and the HEI
 *  nutrients (kcal, sodium in mg, fatty acids in g). Sums over meals, never averages. */
export type DietTotals = PatternAmounts & Record<HeiNutrient, number>;

const TOTAL_KEYS: readonly (keyof DietTotals)[] = [...PATTERN_COMPONENTS, ...HEI_NUTRIENTS];

export function zeroPatternAmounts(): PatternAmounts {
  return Object.fromEntries(
    PATTERN_COMPONENTS.map((component) => [component, 0]),
  ) as PatternAmounts;
}

export function zeroTotals(): DietTotals {
  return Object.fromEntries(TOTAL_KEYS.map((key) => [key, 0])) as DietTotals;
}

/** The sum of several totals (meals into a day, days into a week). */
export function sumTotals(parts: Iterable<DietTotals>): DietTotals {
  const sum = zeroTotals();
  for (const part of parts) for (const key of TOTAL_KEYS) sum[key] += part[key];
  return sum;
}

/** Totals times a factor (a portion scale, or one person's share). */
export function scaleTotals(totals: DietTotals, factor: number): DietTotals {
  const scaled = zeroTotals();
  for (const key of TOTAL_KEYS) scaled[key] = totals[key] * factor;
  return scaled;
}

/** What `grams` of a food supply, from its nutrients and equivalents per 100 g. */
export function foodTotals(
  food: { per100g: Nutrients; patterns: PatternAmounts },
  grams: number,
): DietTotals {
  const share = grams / 100;
  const totals = zeroTotals();
  for (const component of PATTERN_COMPONENTS) totals[component] = food.patterns[component] * share;
  for (const nutrient of HEI_NUTRIENTS) totals[nutrient] = food.per100g[nutrient] * share;
  return totals;
}

/** Protein-food ounce equivalents of beans, peas and lentils. */
export function legumeOunces(totals: Pick<PatternAmounts, 'legumes'>): number {
  return totals.legumes * LEGUME_OZ_PER_CUP;
}

/** Every protein food in ounce equivalents: meat, poultry, eggs, seafood, nuts, seeds, soy and
 *  beans, peas and lentils (the USDA Food Patterns' Protein Foods group). */
export function proteinFoodOunces(totals: PatternAmounts): number {
  return (
    totals.proteinMeatsPoultryEggs +
    totals.proteinSeafood +
    totals.proteinNutsSeedsSoy +
    legumeOunces(totals)
  );
}

/** Vegetables in cup equivalents, beans, peas and lentils included (the Vegetables group). */
export function vegetableCups(totals: PatternAmounts): number {
  return (
    totals.vegDarkGreen + totals.vegRedOrange + totals.legumes + totals.vegStarchy + totals.vegOther
  );
}

/**
 * The published quantity rules the catalogue's equivalents use, with their source. A rule is
 * typed here only because it is a published figure; every figure derived from data (ERS cup
 * sizes, SR28 household weights, cooking yields) is computed by scripts/extract-patterns.ts.
 */
export const PUBLISHED_RULES = {
  cup: 'DGA 2020-2025 App. 3: 1 cup of raw or cooked vegetable or fruit, or of 100% juice, is 1 cup eq',
  leafyGreens: 'DGA 2020-2025 App. 3: 2 cups of raw leafy salad greens are 1 cup eq',
  driedFruit: 'DGA 2020-2025 App. 3: 1/2 cup of dried fruit is 1 cup eq',
  grainDry: 'DGA 2020-2025 App. 3: 1 ounce of dry pasta or rice is 1 oz eq',
  grainCooked: 'DGA 2020-2025 App. 3: 1/2 cup of cooked rice, pasta or cereal is 1 oz eq',
  grainBread:
    'DGA 2020-2025 App. 3: 1 medium (1 ounce) slice of bread, tortilla or flatbread is 1 oz eq',
  grainFlour: 'FPED methodology: 16 g of flour is 1 oz eq of grains',
  grainCereal:
    'FPED methodology: 28.35 g of a breakfast cereal or grain is 1 oz eq (DGA: 1 ounce of ready-to-eat cereal)',
  popcorn: 'MyPlate: 3 cups of popped popcorn are 1 oz eq of grains',
  crackers: 'MyPlate: 5 whole-wheat crackers are 1 oz eq of grains',
  dairyCup: 'DGA 2020-2025 App. 3: 1 cup of milk, yogurt or fortified soymilk is 1 cup eq',
  yogurtContainer:
    'MyPlate: a regular 8-ounce container of yogurt is 1 cup, a small 6-ounce one 3/4 cup',
  cheese: 'DGA 2020-2025 App. 3: 1 1/2 ounces of natural cheese are 1 cup eq',
  cottageCheese: 'MyPlate: 2 cups of cottage cheese are 1 cup eq of dairy',
  ricotta: 'MyPlate: 1/2 cup of ricotta cheese is 1 cup eq of dairy',
  meat: 'DGA 2020-2025 App. 3: 1 ounce of lean meat, poultry or seafood (cooked weight) is 1 oz eq',
  egg: 'DGA 2020-2025 App. 3: 1 egg is 1 oz eq',
  beans:
    'DGA 2020-2025 App. 3: 1/4 cup of cooked beans or tofu is 1 oz eq (so 1 cup of cooked beans is 1 cup eq of the beans, peas and lentils subgroup)',
  hummus: 'MyPlate: 2 tablespoons of hummus are 1 oz eq of protein foods',
  tempeh: 'MyPlate: 1 ounce of cooked tempeh is 1 oz eq of protein foods',
  nutButter: 'DGA 2020-2025 App. 3: 1 tablespoon of nut or seed butter is 1 oz eq',
  nuts: 'DGA 2020-2025 App. 3: 1/2 ounce of nuts or seeds is 1 oz eq',
  oils: 'FPED: oils are vegetable oils (not coconut, palm or palm-kernel oil) and the fat naturally in nuts, seeds, seafood, avocados and olives, in grams',
  addedSugars:
    'FPED: added sugars are counted from the total sugars of the sweeteners a food holds, 4.2 g to the teaspoon equivalent',
} as const;
export type PublishedRule = keyof typeof PUBLISHED_RULES;
