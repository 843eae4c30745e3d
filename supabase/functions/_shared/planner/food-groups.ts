/**
 * Food-group amounts against the USDA Healthy U.S.-Style Dietary Pattern for a calorie level.
 *
 * Source: U.S. Department of Agriculture and U.S. Department of Health and Human Services,
 * Dietary Guidelines for Americans, 2020-2025, Appendix 3, "Healthy U.S.-Style Dietary Pattern
 * for Ages 2 and Older, With Daily or Weekly Amounts From Food Groups, Subgroups, and
 * Components" (12 calorie levels, 1,000 to 3,200 kcal). Vegetable and protein-food subgroups
 * are weekly amounts, everything else daily, as published. Seafood at 1,000 kcal is published
 * as 2-3 oz eq a week; the lower figure is kept. The limits on added sugars and saturated fat
 * (under 10 % of calories each, from age 2) and on sodium (under 2,300 mg a day, from age 14)
 * are the Guidelines' key recommendations.
 *
 * As in the pattern, beans, peas and lentils are counted once, with the vegetables; its
 * protein-foods amounts are its three protein subgroups. (The HEI, unlike the pattern, counts
 * them as protein foods as well: see hei.ts.)
 */
import { vegetableCups, type DietTotals, type PatternUnit } from '../catalogue/patterns.ts';
import { KCAL_PER_ADDED_SUGAR_TSP } from './hei.ts';

export const PATTERN_CALORIE_LEVELS = [
  1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800, 3000, 3200,
] as const;

export const FOOD_GROUPS = [
  'vegetables',
  'darkGreenVegetables',
  'redOrangeVegetables',
  'beansPeasLentils',
  'starchyVegetables',
  'otherVegetables',
  'fruits',
  'grains',
  'wholeGrains',
  'refinedGrains',
  'dairy',
  'proteinFoods',
  'meatsPoultryEggs',
  'seafood',
  'nutsSeedsSoy',
  'oils',
] as const;
export type FoodGroupKey = (typeof FOOD_GROUPS)[number];

interface GroupDefinition {
  name: string;
  unit: PatternUnit;
  period: 'day' | 'week';
  /** Refined grains are the part of grains to keep to the pattern's amount, not to reach. */
  kind: 'target' | 'limit';
  /** The published amount at each calorie level, in PATTERN_CALORIE_LEVELS order. */
  amounts: readonly number[];
  amountOf: (totals: DietTotals) => number;
}

/** DGA 2020-2025, Appendix 3 (Healthy U.S.-Style Dietary Pattern, ages 2 and older). */
export const HEALTHY_US_PATTERN: Record<FoodGroupKey, GroupDefinition> = {
  vegetables: {
    name: 'Vegetables',
    unit: 'cup eq',
    period: 'day',
    kind: 'target',
    amounts: [1, 1.5, 1.5, 2, 2.5, 2.5, 3, 3, 3.5, 3.5, 4, 4],
    amountOf: vegetableCups,
  },
  darkGreenVegetables: {
    name: 'Dark-green vegetables',
    unit: 'cup eq',
    period: 'week',
    kind: 'target',
    amounts: [0.5, 1, 1, 1.5, 1.5, 1.5, 2, 2, 2.5, 2.5, 2.5, 2.5],
    amountOf: (t) => t.vegDarkGreen,
  },
  redOrangeVegetables: {
    name: 'Red and orange vegetables',
    unit: 'cup eq',
    period: 'week',
    kind: 'target',
    amounts: [2.5, 3, 3, 4, 5.5, 5.5, 6, 6, 7, 7, 7.5, 7.5],
    amountOf: (t) => t.vegRedOrange,
  },
  beansPeasLentils: {
    name: 'Beans, peas, lentils',
    unit: 'cup eq',
    period: 'week',
    kind: 'target',
    amounts: [0.5, 0.5, 0.5, 1, 1.5, 1.5, 2, 2, 2.5, 2.5, 3, 3],
    amountOf: (t) => t.legumes,
  },
  starchyVegetables: {
    name: 'Starchy vegetables',
    unit: 'cup eq',
    period: 'week',
    kind: 'target',
    amounts: [2, 3.5, 3.5, 4, 5, 5, 6, 6, 7, 7, 8, 8],
    amountOf: (t) => t.vegStarchy,
  },
  otherVegetables: {
    name: 'Other vegetables',
    unit: 'cup eq',
    period: 'week',
    kind: 'target',
    amounts: [1.5, 2.5, 2.5, 3.5, 4, 4, 5, 5, 5.5, 5.5, 7, 7],
    amountOf: (t) => t.vegOther,
  },
  fruits: {
    name: 'Fruits',
    unit: 'cup eq',
    period: 'day',
    kind: 'target',
    amounts: [1, 1, 1.5, 1.5, 1.5, 2, 2, 2, 2, 2.5, 2.5, 2.5],
    amountOf: (t) => t.fruitWhole + t.fruitJuice,
  },
  grains: {
    name: 'Grains',
    unit: 'oz eq',
    period: 'day',
    kind: 'target',
    amounts: [3, 4, 5, 5, 6, 6, 7, 8, 9, 10, 10, 10],
    amountOf: (t) => t.grainWhole + t.grainRefined,
  },
  wholeGrains: {
    name: 'Whole grains',
    unit: 'oz eq',
    period: 'day',
    kind: 'target',
    amounts: [1.5, 2, 2.5, 3, 3, 3, 3.5, 4, 4.5, 5, 5, 5],
    amountOf: (t) => t.grainWhole,
  },
  refinedGrains: {
    name: 'Refined grains',
    unit: 'oz eq',
    period: 'day',
    kind: 'limit',
    amounts: [1.5, 2, 2.5, 2, 3, 3, 3.5, 4, 4.5, 5, 5, 5],
    amountOf: (t) => t.grainRefined,
  },
  dairy: {
    name: 'Dairy',
    unit: 'cup eq',
    period: 'day',
    kind: 'target',
    amounts: [2, 2.5, 2.5, 3, 3, 3, 3, 3, 3, 3, 3, 3],
    amountOf: (t) => t.dairy,
  },
  proteinFoods: {
    name: 'Protein foods',
    unit: 'oz eq',
    period: 'day',
    kind: 'target',
    amounts: [2, 3, 4, 5, 5, 5.5, 6, 6.5, 6.5, 7, 7, 7],
    amountOf: (t) => t.proteinMeatsPoultryEggs + t.proteinSeafood + t.proteinNutsSeedsSoy,
  },
  meatsPoultryEggs: {
    name: 'Meats, poultry, eggs',
    unit: 'oz eq',
    period: 'week',
    kind: 'target',
    amounts: [10, 14, 19, 23, 23, 26, 28, 31, 31, 33, 33, 33],
    amountOf: (t) => t.proteinMeatsPoultryEggs,
  },
  seafood: {
    name: 'Seafood',
    unit: 'oz eq',
    period: 'week',
    kind: 'target',
    amounts: [2, 4, 6, 8, 8, 8, 9, 10, 10, 10, 10, 10],
    amountOf: (t) => t.proteinSeafood,
  },
  nutsSeedsSoy: {
    name: 'Nuts, seeds, soy products',
    unit: 'oz eq',
    period: 'week',
    kind: 'target',
    amounts: [2, 2, 3, 4, 4, 5, 5, 5, 5, 6, 6, 6],
    amountOf: (t) => t.proteinNutsSeedsSoy,
  },
  oils: {
    name: 'Oils',
    unit: 'g',
    period: 'day',
    kind: 'target',
    amounts: [15, 17, 17, 22, 24, 27, 29, 31, 34, 36, 44, 51],
    amountOf: (t) => t.oils,
  },
};

/** The pattern's calorie level for a daily calorie need: the nearest published level, ties
 *  going up, within 1,000-3,200. */
export function patternCalorieLevel(dailyKcal: number): number {
  if (!Number.isFinite(dailyKcal))
    throw new Error(`calorie need must be a number, got ${dailyKcal}`);
  let best: number = PATTERN_CALORIE_LEVELS[0];
  for (const level of PATTERN_CALORIE_LEVELS) {
    if (Math.abs(level - dailyKcal) <= Math.abs(best - dailyKcal)) best = level;
  }
  return best;
}

export interface FoodGroupAmount {
  group: FoodGroupKey;
  name: string;
  unit: PatternUnit;
  /** 'day' or 'week', as the pattern publishes the amount. */
  period: 'day' | 'week';
  kind: 'target' | 'limit';
  /** What the meals supply, per day or per week (averaged over the days given). */
  amount: number;
  /** The pattern's amount for that period at the calorie level. */
  target: number;
}

export interface DietLimit {
  limit: 'addedSugars' | 'saturatedFat' | 'sodium';
  name: string;
  unit: '% of energy' | 'mg per day';
  amount: number;
  /** Stay under this. */
  max: number;
}

export interface FoodGroupReport {
  calorieLevel: number;
  groups: FoodGroupAmount[];
  limits: DietLimit[];
}

/**
 * The food groups of a set of meals eaten over `days` days, per day or per week as the pattern
 * publishes each amount, against the Healthy U.S.-Style pattern at the calorie level nearest
 * `dailyKcal`, and the Guidelines' limits on added sugars, saturated fat and sodium.
 */
export function foodGroupsAgainstTargets(
  totals: DietTotals,
  days: number,
  dailyKcal: number,
): FoodGroupReport {
  if (!(days > 0)) throw new Error(`days must be positive, got ${days}`);
  const calorieLevel = patternCalorieLevel(dailyKcal);
  const column = PATTERN_CALORIE_LEVELS.indexOf(
    calorieLevel as (typeof PATTERN_CALORIE_LEVELS)[number],
  );
  const groups = FOOD_GROUPS.map((group): FoodGroupAmount => {
    const definition = HEALTHY_US_PATTERN[group];
    const perDay = definition.amountOf(totals) / days;
    return {
      group,
      name: definition.name,
      unit: definition.unit,
      period: definition.period,
      kind: definition.kind,
      amount: definition.period === 'day' ? perDay : perDay * 7,
      target: definition.amounts[column] ?? 0,
    };
  });
  const share = (kcal: number) => (totals.kcal > 0 ? (100 * kcal) / totals.kcal : 0);
  const limits: DietLimit[] = [
    {
      limit: 'addedSugars',
      name: 'Added sugars',
      unit: '% of energy',
      amount: share(totals.addedSugars * KCAL_PER_ADDED_SUGAR_TSP),
      max: 10,
    },
    {
      limit: 'saturatedFat',
      name: 'Saturated fat',
      unit: '% of energy',
      amount: share(totals.saturatedFat * 9),
      max: 10,
    },
    {
      limit: 'sodium',
      name: 'Sodium',
      unit: 'mg per day',
      amount: totals.sodiumMg / days,
      max: 2300,
    },
  ];
  return { calorieLevel, groups, limits };
}
