/**
 * The till for any pantry: whatever is at home (grams of any food, some of it going off during
 * the week, any staples declared), a returned week's till is the sum of its list's lines, each
 * line is whole packages at the package's price, nothing declared at home is on the list, and the
 * till never passes the budget; a refusal for money names a till above the budget.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { personalCatalogue } from '../../supabase/functions/_shared/pantry/personal.ts';
import type { PersonalBasis } from '../../supabase/functions/_shared/pantry/personal.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerCatalogue } from '../../supabase/functions/_shared/planner/types.ts';
import { profileArb } from './profileChecks.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';

const cents = (value: number) => Math.round(value * 100);

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

/** Any pantry over the catalogue's foods: grams of some, a day some of those go off, staples. */
function pantryArb(catalogue: PlannerCatalogue): fc.Arbitrary<PersonalBasis> {
  const foods = [...catalogue.foods.keys()];
  const staples = [...catalogue.foods.values()].filter((f) => f.pantry).map((f) => f.key);
  return fc
    .record({
      stock: fc.dictionary(fc.constantFrom(...foods), fc.integer({ min: 1, max: 3000 }), {
        maxKeys: 40,
      }),
      goesOff: fc.array(fc.tuple(fc.constantFrom(...foods), fc.integer({ min: 1, max: 6 })), {
        maxLength: 8,
      }),
      athome: fc.subarray(staples),
    })
    .map(({ stock, goesOff, athome }) => ({
      stock,
      prices: {},
      athome,
      spoils: Object.fromEntries(goesOff.filter(([food]) => food in stock)),
    }));
}

const catalogues: [string, () => PlannerCatalogue | null, number][] = [
  ['synthetic catalogue', () => syntheticCatalogue(), 80],
  ['product catalogue', productCatalogue, 20],
];

describe.each(catalogues)('%s', (_name, load, runs) => {
  const catalogue = load();
  const maybe = catalogue ? it : it.skip;

  maybe('the till equals the list, in whole packages, within the budget, for any pantry', () => {
    const base = catalogue as PlannerCatalogue;
    let plans = 0;
    let withPantry = 0;
    fc.assert(
      fc.property(profileArb, pantryArb(base), (profile, basis) => {
        const catalogueAtHome = personalCatalogue(base, 1, basis);
        const outcome = generatePlan(highs, profile, catalogueAtHome, '2026-11-23');
        if (!outcome.ok) {
          expect(outcome.status).toBe(422);
          if (outcome.infeasible?.kind === 'budget')
            expect(outcome.infeasible.cheapestFeasibleBudget).toBeGreaterThan(profile.weeklyBudget);
          return;
        }
        plans += 1;
        const till = cents(outcome.value.weeklyPlan.totalCostValue);
        const list = outcome.value.shoppingList;
        expect(till).toBeLessThanOrEqual(cents(profile.weeklyBudget));
        expect(list.reduce((sum, item) => sum + cents(item.price), 0)).toBe(till);
        const home = new Set(catalogueAtHome.atHome ?? []);
        for (const item of list) {
          expect(home.has(item.id), `${item.id} is at home`).toBe(false);
          expect(cents(item.price)).toBe(
            (item.packagesToBuy ?? 0) * cents(item.packagePrice ?? Number.NaN),
          );
          // What the pantry gives and the packages bought cover what the meals use.
          expect(
            (item.packagesToBuy ?? 0) * (item.packageGrams ?? 0) + (item.fromPantry ?? 0),
          ).toBeGreaterThanOrEqual(item.gramsUsed - 1);
        }
        if (catalogueAtHome !== base) withPantry += 1;
      }),
      // A fixed seed: the same pantries every run, so a failure reproduces.
      { numRuns: runs, seed: 20261127 },
    );
    // Both outcomes and real pantries must be exercised, or the property says little.
    expect(plans).toBeGreaterThan(runs / 10);
    expect(withPantry).toBeGreaterThan(0);
  });
});
