/**
 * The planner's fast quality terms (quality.ts) against the reference scorer (hei.ts), and the
 * main protein food of a dish.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../../supabase/functions/_shared/catalogue/index.ts';
import { sumTotals } from '../../supabase/functions/_shared/catalogue/patterns.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { scoreHei } from '../../supabase/functions/_shared/planner/hei.ts';
import {
  ADEQUACY_POINTS,
  FLOOR_WEIGHT,
  HEI_FLOOR,
  heiTotalOf,
  mainProteinOf,
  minDistinctDishes,
  qualityPointsOf,
  qualityVector,
} from '../../supabase/functions/_shared/planner/quality.ts';

const catalogue = productCatalogue();
const ids = RECIPES.map((r) => r.id);
const healthOf = (id: string) => {
  const health = catalogue.facts.get(id)?.health;
  if (!health) throw new Error(id);
  return health;
};

describe('the search’s HEI', () => {
  it('equals scoreHei for any set of meals, and for a set plus a move', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ids), { minLength: 1, maxLength: 28 }),
        fc.constantFrom(...ids),
        fc.integer({ min: 1, max: 2 }),
        (meals, added, n) => {
          const week = qualityVector(sumTotals(meals.map(healthOf)));
          expect(heiTotalOf(week)).toBeCloseTo(scoreHei(sumTotals(meals.map(healthOf))).total, 9);
          const withMove = sumTotals([...meals, ...Array(n).fill(added)].map(healthOf));
          expect(heiTotalOf(week, qualityVector(healthOf(added)), 0, n)).toBeCloseTo(
            scoreHei(withMove).total,
            9,
          );
        },
      ),
      { numRuns: 200, seed: 171 },
    );
  });
});

describe('variety', () => {
  it('names a dish by its main protein food, kinds of one food together', () => {
    const byName = (pattern: RegExp) => {
      const recipe = RECIPES.find((r) => pattern.test(r.name));
      if (!recipe) throw new Error(String(pattern));
      return recipe;
    };
    expect(mainProteinOf(byName(/red lentil dal/i), catalogue)).toBe('lentil');
    expect(mainProteinOf(byName(/mujadara/i), catalogue)).toBe('lentil');
  });

  it('asks 12 different dishes of a 21-meal week, in proportion otherwise, none with bulk prep', () => {
    expect(minDistinctDishes(21, false)).toBe(12);
    expect(minDistinctDishes(28, false)).toBe(16);
    expect(minDistinctDishes(7, false)).toBe(4);
    expect(minDistinctDishes(21, true)).toBe(0);
  });
});

describe('what the search weighs beside the HEI', () => {
  const week = (id: string, n: number) => qualityVector(sumTotals(Array(n).fill(healthOf(id))));
  const noTargets = new Float64Array(5);

  it('counts each HEI point under HEI_FLOOR FLOOR_WEIGHT times, and none above it differently', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids), { minLength: 1, maxLength: 28 }), (meals) => {
        const t = qualityVector(sumTotals(meals.map(healthOf)));
        const hei = heiTotalOf(t);
        const points = qualityPointsOf(noTargets, t) - ADEQUACY_POINTS * 1;
        // With no adequacy targets every group counts as met (1); guided moderation only ever
        // lowers a component that scores 0, so points <= the floor-weighted HEI.
        const weighted = hei - (FLOOR_WEIGHT - 1) * Math.max(0, HEI_FLOOR - hei);
        expect(points).toBeLessThanOrEqual(weighted + 1e-9);
      }),
      { numRuns: 100, seed: 17 },
    );
  });

  it('keeps a slope past the standard that scores 0, so a very fatty week can see progress', () => {
    // Saturated fat: 16 % of energy or more scores 0 in the HEI; the search still prefers less.
    const fatty = RECIPES.map((r) => r.id).find((id) => {
      const t = week(id, 1);
      return (900 * (t[12] as number)) / (t[13] as number) > 30;
    });
    if (!fatty) throw new Error('no dish above 30 % of energy from saturated fat');
    const t = week(fatty, 1);
    const saturatedIndex = 12;
    const leaner = Float64Array.from(t);
    leaner[saturatedIndex] = (t[saturatedIndex] as number) * 0.8;
    // Both lie past the zero (over 24 % of energy): the HEI cannot tell them apart.
    expect(heiTotalOf(leaner)).toBeCloseTo(heiTotalOf(t), 9);
    expect(qualityPointsOf(noTargets, leaner)).toBeGreaterThan(qualityPointsOf(noTargets, t));
  });
});
