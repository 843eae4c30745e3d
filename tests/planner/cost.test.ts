/**
 * The till on the synthetic catalogue: shared packages, staples bought whole unless at home (their
 * worth by the gram kept beside), the regional factor, and meal costs that add up to the cent.
 */
import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { allocateMealCosts, weekCost } from '../../supabase/functions/_shared/planner/cost.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';

const catalogue = syntheticCatalogue();
const byId = (id: string): Recipe => {
  const recipe = catalogue.recipes.find((r) => r.id === id);
  if (!recipe) throw new Error(`fixture has no ${id}`);
  return recipe;
};

describe('store cost', () => {
  it('shares one package between meals that use the same food', () => {
    // chicken-rice uses 100 g rice, salmon-bowl 100 g: one 1 kg bag ($2.00) serves both.
    const cost = weekCost([byId('chicken-rice'), byId('salmon-bowl')], catalogue, 1);
    const rice = cost.lines.find((l) => l.food === 'rice');
    expect(rice).toMatchObject({ packages: 1, costCents: 200, gramsUsed: 200, leftoverGrams: 800 });
    const broccoli = cost.lines.find((l) => l.food === 'broccoli');
    expect(broccoli).toMatchObject({ packages: 1, costCents: 200, gramsUsed: 250 });
  });

  it('buys a second package only when the first runs out', () => {
    // 3 x chicken-rice = 600 g chicken: two 500 g packs at $5.00.
    const cost = weekCost(
      [byId('chicken-rice'), byId('chicken-rice'), byId('chicken-rice')],
      catalogue,
      1,
    );
    expect(cost.lines.find((l) => l.food === 'chicken')).toMatchObject({
      packages: 2,
      costCents: 1000,
    });
  });

  it('buys a staple whole at the till, and keeps what the week uses of it by the gram', () => {
    // 10 g of a $6.00 500 ml bottle: the till pays the bottle, the week uses 12 cents of it.
    const cost = weekCost([byId('lentil-curry')], catalogue, 1);
    expect(cost.lines.find((l) => l.food === 'olive_oil')).toMatchObject({
      staple: true,
      atHome: false,
      packages: 1,
      costCents: 600,
      valueCents: 12,
    });
    expect(cost.totalCents).toBe(cost.lines.reduce((s, l) => s + l.costCents, 0));
    expect(cost.valueCents).toBeLessThan(cost.totalCents);
  });

  it('buys no staple the person said is at home, and still counts what the week uses of it', () => {
    const stocked = { ...catalogue, atHome: new Set(['olive_oil', 'soy_sauce']) };
    const oil = weekCost([byId('lentil-curry')], stocked, 1).lines.find(
      (l) => l.food === 'olive_oil',
    );
    expect(oil).toMatchObject({ atHome: true, packages: 0, costCents: 0, valueCents: 12 });
    expect(oil?.fromPantryGrams).toBe(oil?.gramsUsed);
    const soy = weekCost([byId('chicken-rice')], stocked, 1).lines.find(
      (l) => l.food === 'soy_sauce',
    );
    // 15 g soy sauce of a $3.00 300 g bottle = 15 cents.
    expect(soy).toMatchObject({ atHome: true, costCents: 0, valueCents: 15 });
  });

  it('applies the regional factor to the shelf price of a package', () => {
    const cost = weekCost([byId('lentil-salad')], catalogue, 1.1);
    // lentils $1.50 x 1.1 = $1.65
    expect(cost.lines.find((l) => l.food === 'lentils')?.costCents).toBe(165);
  });

  it('splits the bill over meals so that meal costs add up to the total exactly', () => {
    const meals = [
      byId('chicken-rice'),
      byId('salmon-bowl'),
      byId('egg-fried-rice'),
      byId('lentil-curry'),
      byId('chicken-rice'),
    ];
    const cost = weekCost(meals, catalogue, 1.07);
    const cents = allocateMealCosts(meals, cost);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(cost.totalCents);
    expect(cents.every((c) => Number.isInteger(c) && c > 0)).toBe(true);
  });
});
