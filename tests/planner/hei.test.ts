/**
 * The HEI-2020 scorer against examples worked by hand (the arithmetic is written beside each
 * expectation), its edge cases, the legume rule, and food groups against the Healthy
 * U.S.-Style pattern.
 */
import { describe, expect, it } from 'vitest';
import {
  zeroTotals,
  type DietTotals,
} from '../../supabase/functions/_shared/catalogue/patterns.ts';
import {
  FOOD_GROUPS,
  HEALTHY_US_PATTERN,
  PATTERN_CALORIE_LEVELS,
  foodGroupsAgainstTargets,
  patternCalorieLevel,
} from '../../supabase/functions/_shared/planner/food-groups.ts';
import {
  HEI_COMPONENTS,
  scoreHei,
  type HeiComponent,
} from '../../supabase/functions/_shared/planner/hei.ts';

function totals(values: Partial<DietTotals>): DietTotals {
  return { ...zeroTotals(), ...values };
}

function scores(t: DietTotals): Record<HeiComponent, number> {
  const result = scoreHei(t);
  return Object.fromEntries(result.components.map((c) => [c.component, c.score])) as Record<
    HeiComponent,
    number
  >;
}

/** A week for one person at 2,000 kcal a day: 14,000 kcal, so every density is amount / 14. */
const WEEK = totals({
  kcal: 14_000,
  fruitWhole: 7,
  fruitJuice: 3.5,
  vegDarkGreen: 1.4,
  vegRedOrange: 5,
  vegStarchy: 3,
  vegOther: 3.9,
  legumes: 0.7,
  grainWhole: 14,
  grainRefined: 42,
  dairy: 14,
  proteinMeatsPoultryEggs: 21,
  proteinSeafood: 2.8,
  proteinNutsSeedsSoy: 2.8,
  oils: 150,
  addedSugars: 140,
  sodiumMg: 21_000,
  saturatedFat: 140,
  monounsaturatedFat: 160,
  polyunsaturatedFat: 85,
});

describe('HEI-2020 on a week worked by hand', () => {
  const s = scores(WEEK);

  it('scores the adequacy components in proportion to their standard', () => {
    // Total fruits (7 + 3.5) / 14 = 0.75 cup eq per 1,000 kcal: 5 x 0.75 / 0.8
    expect(s.totalFruits).toBeCloseTo((5 * 0.75) / 0.8, 10);
    // Whole fruits 7 / 14 = 0.5 >= 0.4: the maximum
    expect(s.wholeFruits).toBe(5);
    // Total vegetables (1.4 + 5 + 3 + 3.9 + 0.7 legumes) / 14 = 1.0: 5 x 1.0 / 1.1
    expect(s.totalVegetables).toBeCloseTo(5 / 1.1, 10);
    // Greens and beans (1.4 + 0.7) / 14 = 0.15: 5 x 0.15 / 0.2
    expect(s.greensAndBeans).toBeCloseTo(3.75, 10);
    // Whole grains 14 / 14 = 1.0: 10 x 1.0 / 1.5
    expect(s.wholeGrains).toBeCloseTo(10 / 1.5, 10);
    // Dairy 14 / 14 = 1.0: 10 x 1.0 / 1.3
    expect(s.dairy).toBeCloseTo(10 / 1.3, 10);
    // Total protein (21 + 2.8 + 2.8 + 4 x 0.7 legumes) / 14 = 29.4 / 14 = 2.1: 5 x 2.1 / 2.5
    expect(s.totalProteinFoods).toBeCloseTo(4.2, 10);
    // Seafood and plant proteins (2.8 + 2.8 + 2.8) / 14 = 0.6: 5 x 0.6 / 0.8
    expect(s.seafoodPlantProteins).toBeCloseTo(3.75, 10);
    // Fatty acids (160 + 85) / 140 = 1.75: 10 x (1.75 - 1.2) / (2.5 - 1.2)
    expect(s.fattyAcids).toBeCloseTo((10 * 0.55) / 1.3, 10);
  });

  it('scores the moderation components linearly between their two standards', () => {
    // Refined grains 42 / 14 = 3.0: 10 x (4.3 - 3.0) / (4.3 - 1.8)
    expect(s.refinedGrains).toBeCloseTo(5.2, 10);
    // Sodium 21 g / 14 = 1.5 g per 1,000 kcal: 10 x (2.0 - 1.5) / (2.0 - 1.1)
    expect(s.sodium).toBeCloseTo((10 * 0.5) / 0.9, 10);
    // Added sugars 140 tsp x 16 kcal = 2,240 kcal = 16 % of energy: 10 x (26 - 16) / (26 - 6.5)
    expect(s.addedSugars).toBeCloseTo((10 * 10) / 19.5, 10);
    // Saturated fat 140 g x 9 kcal = 1,260 kcal = 9 %: 10 x (16 - 9) / (16 - 8)
    expect(s.saturatedFats).toBeCloseTo(8.75, 10);
  });

  it('sums the 13 components into the total and reports densities and standards for a chart', () => {
    const result = scoreHei(WEEK);
    const byHand =
      (5 * 0.75) / 0.8 +
      5 +
      5 / 1.1 +
      3.75 +
      10 / 1.5 +
      10 / 1.3 +
      4.2 +
      3.75 +
      (10 * 0.55) / 1.3 +
      5.2 +
      (10 * 0.5) / 0.9 +
      (10 * 10) / 19.5 +
      8.75;
    expect(result.total).toBeCloseTo(byHand, 10);
    expect(result.total).toBeCloseTo(69.16, 2);
    expect(result.components.map((c) => c.component)).toEqual([...HEI_COMPONENTS]);
    expect(result.components.reduce((sum, c) => sum + c.max, 0)).toBe(100);
    const sodium = result.components.find((c) => c.component === 'sodium');
    expect(sodium).toMatchObject({
      value: 1.5,
      unit: 'g per 1,000 kcal',
      max: 10,
      standardForMax: 1.1,
      standardForZero: 2.0,
      kind: 'moderation',
    });
    const fruit = result.components.find((c) => c.component === 'totalFruits');
    expect(fruit?.value).toBeCloseTo(0.75, 10);
    expect(fruit?.standardForMax).toBe(0.8);
  });

  it('does not depend on the number of days, only on densities', () => {
    const day = scoreHei(
      Object.fromEntries(
        Object.entries(WEEK).map(([key, value]) => [key, value / 7]),
      ) as DietTotals,
    );
    expect(day.total).toBeCloseTo(scoreHei(WEEK).total, 10);
  });
});

describe('HEI-2020 edge cases', () => {
  it('gives no fruit 0 on both fruit components', () => {
    const s = scores(totals({ ...WEEK, fruitWhole: 0, fruitJuice: 0 }));
    expect(s.totalFruits).toBe(0);
    expect(s.wholeFruits).toBe(0);
  });

  it('counts fruit juice in Total Fruits only', () => {
    // 8 cup eq of juice in 10,000 kcal = 0.8 per 1,000 kcal: Total Fruits full, Whole Fruits 0
    const s = scores(totals({ kcal: 10_000, fruitJuice: 8 }));
    expect(s.totalFruits).toBe(5);
    expect(s.wholeFruits).toBe(0);
  });

  it('caps adequacy components at their maximum', () => {
    const s = scores(totals({ kcal: 1000, fruitWhole: 10, dairy: 10, grainWhole: 10 }));
    expect(s.totalFruits).toBe(5);
    expect(s.wholeFruits).toBe(5);
    expect(s.dairy).toBe(10);
    expect(s.wholeGrains).toBe(10);
  });

  it('scores the fatty acids with no saturated fat as NCI does: 10 with unsaturated fat, else 0', () => {
    const withOil = scoreHei(totals({ kcal: 1000, monounsaturatedFat: 10, polyunsaturatedFat: 5 }));
    const fatty = withOil.components.find((c) => c.component === 'fattyAcids');
    expect(fatty?.score).toBe(10);
    expect(fatty?.value).toBeNull();
    // No saturated fat is also 0 % of energy: the Saturated Fats component is full.
    expect(withOil.components.find((c) => c.component === 'saturatedFats')?.score).toBe(10);
    expect(scores(totals({ kcal: 1000 })).fattyAcids).toBe(0);
  });

  it('scores the fatty-acid ratio 0 at or below 1.2 and 10 at or above 2.5', () => {
    expect(
      scores(totals({ kcal: 1000, saturatedFat: 10, monounsaturatedFat: 12 })).fattyAcids,
    ).toBe(0);
    expect(scores(totals({ kcal: 1000, saturatedFat: 10, monounsaturatedFat: 8 })).fattyAcids).toBe(
      0,
    );
    expect(
      scores(totals({ kcal: 1000, saturatedFat: 10, monounsaturatedFat: 25 })).fattyAcids,
    ).toBe(10);
    expect(
      scores(totals({ kcal: 1000, saturatedFat: 10, monounsaturatedFat: 40 })).fattyAcids,
    ).toBe(10);
  });

  it('gives moderation components 10 at or below their best standard and 0 at or beyond their worst', () => {
    // 1,000 kcal: refined grains 1.8 and 1 oz eq; sodium 1.1 g; sugars 6.5 % = 4.0625 tsp; SFA 8 %
    const best = scores(
      totals({
        kcal: 1000,
        grainRefined: 1.8,
        sodiumMg: 1100,
        addedSugars: 65 / 16,
        saturatedFat: 80 / 9,
      }),
    );
    expect([best.refinedGrains, best.sodium, best.addedSugars, best.saturatedFats]).toEqual([
      10, 10, 10, 10,
    ]);
    const below = scores(
      totals({ kcal: 1000, grainRefined: 1, sodiumMg: 500, addedSugars: 1, saturatedFat: 2 }),
    );
    expect([below.refinedGrains, below.sodium, below.addedSugars, below.saturatedFats]).toEqual([
      10, 10, 10, 10,
    ]);
    // Exactly at the worst: refined 4.3; sodium 2.0 g; sugars 26 % = 16.25 tsp; SFA 16 %
    const worst = scores(
      totals({
        kcal: 1000,
        grainRefined: 4.3,
        sodiumMg: 2000,
        addedSugars: 260 / 16,
        saturatedFat: 160 / 9,
      }),
    );
    expect([worst.refinedGrains, worst.sodium, worst.addedSugars, worst.saturatedFats]).toEqual([
      0, 0, 0, 0,
    ]);
    const beyond = scores(
      totals({ kcal: 1000, grainRefined: 9, sodiumMg: 5000, addedSugars: 40, saturatedFat: 40 }),
    );
    expect([beyond.refinedGrains, beyond.sodium, beyond.addedSugars, beyond.saturatedFats]).toEqual(
      [0, 0, 0, 0],
    );
  });

  it('scores every component 0 when there is no energy at all', () => {
    const result = scoreHei(totals({ fruitWhole: 2, sodiumMg: 0 }));
    expect(result.total).toBe(0);
    for (const c of result.components) expect(c.score, c.component).toBe(0);
  });
});

describe('HEI-2020 legume rule', () => {
  it('counts beans, peas and lentils in all four vegetable and protein components', () => {
    // 1 cup eq of lentils in 1,000 kcal: vegetables 1.0 (5 x 1.0 / 1.1), greens and beans 1.0
    // (capped at 5), protein 4 oz eq (capped at 5), seafood and plant proteins 4 oz eq (capped).
    const s = scores(totals({ kcal: 1000, legumes: 1 }));
    expect(s.totalVegetables).toBeCloseTo(5 / 1.1, 10);
    expect(s.greensAndBeans).toBe(5);
    expect(s.totalProteinFoods).toBe(5);
    expect(s.seafoodPlantProteins).toBe(5);
  });

  it('counts them in full in both places even when meat already meets the protein standard', () => {
    // HEI-2010 gave legumes to protein first and only the excess to vegetables; HEI-2015 and
    // HEI-2020 count them in both. 3 oz eq of meat per 1,000 kcal already meets the 2.5
    // standard, and 0.1 cup eq of beans still counts fully as vegetables and greens.
    const s = scores(totals({ kcal: 1000, proteinMeatsPoultryEggs: 3, legumes: 0.1 }));
    expect(s.totalProteinFoods).toBe(5);
    expect(s.greensAndBeans).toBeCloseTo((5 * 0.1) / 0.2, 10);
    expect(s.totalVegetables).toBeCloseTo((5 * 0.1) / 1.1, 10);
    // 0.1 cup eq = 0.4 oz eq of plant protein: 5 x 0.4 / 0.8
    expect(s.seafoodPlantProteins).toBeCloseTo(2.5, 10);
  });
});

describe('food groups against the Healthy U.S.-Style pattern', () => {
  it('is consistent with itself at every calorie level, as published', () => {
    PATTERN_CALORIE_LEVELS.forEach((level, i) => {
      const at = (group: keyof typeof HEALTHY_US_PATTERN) =>
        HEALTHY_US_PATTERN[group].amounts[i] ?? NaN;
      // Vegetables a day = the five weekly subgroups / 7
      const subgroups =
        at('darkGreenVegetables') +
        at('redOrangeVegetables') +
        at('beansPeasLentils') +
        at('starchyVegetables') +
        at('otherVegetables');
      expect(subgroups / 7, `vegetables at ${level}`).toBeCloseTo(at('vegetables'), 5);
      // Grains = whole + refined
      expect(at('wholeGrains') + at('refinedGrains'), `grains at ${level}`).toBe(at('grains'));
      // Protein foods a day = the three weekly subgroups / 7, within the table's rounding to 1/2
      const protein = (at('meatsPoultryEggs') + at('seafood') + at('nutsSeedsSoy')) / 7;
      expect(Math.abs(protein - at('proteinFoods')), `protein at ${level}`).toBeLessThanOrEqual(
        0.15,
      );
    });
    for (const group of FOOD_GROUPS) expect(HEALTHY_US_PATTERN[group].amounts).toHaveLength(12);
  });

  it('picks the nearest published calorie level', () => {
    expect(patternCalorieLevel(2000)).toBe(2000);
    expect(patternCalorieLevel(2099)).toBe(2000);
    expect(patternCalorieLevel(2100)).toBe(2200);
    expect(patternCalorieLevel(500)).toBe(1000);
    expect(patternCalorieLevel(4500)).toBe(3200);
    expect(() => patternCalorieLevel(Number.NaN)).toThrow();
  });

  it('reports a week per day or per week, as the pattern publishes each amount', () => {
    const report = foodGroupsAgainstTargets(WEEK, 7, 2000);
    expect(report.calorieLevel).toBe(2000);
    const group = (key: string) => report.groups.find((g) => g.group === key);
    // Vegetables a day: (1.4 + 5 + 0.7 + 3 + 3.9) / 7 = 2; the 2,000 kcal target is 2 1/2.
    expect(group('vegetables')).toMatchObject({ period: 'day', unit: 'cup eq', target: 2.5 });
    expect(group('vegetables')?.amount).toBeCloseTo(2, 10);
    // Dark green a week: 1.4 against 1 1/2
    expect(group('darkGreenVegetables')).toMatchObject({ period: 'week', target: 1.5 });
    expect(group('darkGreenVegetables')?.amount).toBeCloseTo(1.4, 10);
    // Fruit a day: 10.5 / 7 = 1.5 against 2; protein foods a day without legumes: 26.6 / 7 = 3.8
    expect(group('fruits')?.amount).toBeCloseTo(1.5, 10);
    expect(group('fruits')?.target).toBe(2);
    expect(group('proteinFoods')?.amount).toBeCloseTo(3.8, 10);
    expect(group('proteinFoods')?.target).toBe(5.5);
    expect(group('refinedGrains')).toMatchObject({ kind: 'limit', target: 3 });
    expect(group('oils')?.amount).toBeCloseTo(150 / 7, 10);
    // Limits: sugars 16 %, saturated fat 9 %, sodium 21,000 / 7 = 3,000 mg a day
    const limit = (key: string) => report.limits.find((l) => l.limit === key);
    expect(limit('addedSugars')?.amount).toBeCloseTo(16, 10);
    expect(limit('saturatedFat')?.amount).toBeCloseTo(9, 10);
    expect(limit('sodium')).toMatchObject({ amount: 3000, max: 2300 });
    expect(() => foodGroupsAgainstTargets(WEEK, 0, 2000)).toThrow();
  });
});
