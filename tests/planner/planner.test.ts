/**
 * Planning a week and regenerating one meal on the synthetic catalogue, end to end through the
 * solver. Store cost, hard filters and targets: cost.test.ts, filters.test.ts, targets.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../../supabase/functions/_shared/planner/plan.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import { testProfile } from './testProfile.ts';

const catalogue = syntheticCatalogue();
const profile = testProfile;

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

describe('planning a week', () => {
  it('fills every slot, stays within budget and adds up', () => {
    const outcome = planWeek(highs, profile(), catalogue);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { plan } = outcome;
    expect(plan.meals).toHaveLength(28);
    expect(plan.cost.totalCents).toBeLessThanOrEqual(8000);
    expect(plan.meals.reduce((s, m) => s + m.costCents, 0)).toBe(plan.cost.totalCents);
    for (let day = 0; day < 7; day += 1) {
      const types = plan.meals
        .filter((m) => m.day === day)
        .map((m) => m.type)
        .sort();
      expect(types).toEqual(['BREAKFAST', 'DINNER', 'LUNCH', 'SNACK']);
    }
    // Variety: no dish more than twice.
    const uses = new Map<string, number>();
    for (const m of plan.meals) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  it('meets the protein goal every day when the budget allows', () => {
    const outcome = planWeek(highs, profile({ weeklyBudget: 120 }), catalogue);
    if (!outcome.ok) throw new Error(outcome.infeasible.binding);
    for (const day of outcome.plan.days)
      expect(day.protein).toBeGreaterThanOrEqual(day.proteinGoal - 0.5);
  });

  it('says which filters leave no dinner, and what to relax', () => {
    const outcome = planWeek(
      highs,
      profile({ diets: ['Vegan'], allergies: ['Soy'], maxPrepMinutes: 15 }),
      catalogue,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.infeasible.kind).toBe('no-recipes');
    expect(outcome.infeasible.mealType).toBe('DINNER');
    expect(outcome.infeasible.binding).toMatch(/^No dinners fit /);
    for (const name of ['Vegan', 'Soy allergy', '15 minutes'])
      expect(outcome.infeasible.binding).toContain(name);
    expect(outcome.infeasible.suggestion.length).toBeGreaterThan(10);
  });

  it('names the cheapest budget that works when the budget binds, and that budget works', () => {
    const tight = profile({ weeklyBudget: 20 });
    const outcome = planWeek(highs, tight, catalogue);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.infeasible.kind).toBe('budget');
    const cheapest = outcome.infeasible.cheapestFeasibleBudget;
    expect(cheapest).toBeGreaterThan(20);
    expect(outcome.infeasible.binding).toContain('above your $20.00 budget');
    const retry = planWeek(highs, { ...tight, weeklyBudget: cheapest ?? 0 }, catalogue);
    expect(retry.ok).toBe(true);
  });

  it('plans from the cheapest menu when the search and the program stop before finding one within budget', () => {
    const tight = profile({ weeklyBudget: 20 });
    // Starved of work and time, neither the search nor the first program finds a plan within a
    // budget; the cheapest menu gets time enough to be solved to the end, so however busy the
    // machine, both runs name the same cheapest menu.
    const starvedOptions = {
      searchEvaluations: 1,
      searchMs: 0,
      timeLimitSeconds: 0.0001,
      cheapestSeconds: 10,
    };
    const refused = planWeek(highs, tight, catalogue, starvedOptions);
    if (refused.ok) throw new Error('expected the $20 week to be refused');
    const cheapest = refused.infeasible.cheapestFeasibleBudget ?? 0;
    // At the budget that menu meets, the week must be planned, not refused.
    const starved = planWeek(
      highs,
      { ...tight, weeklyBudget: cheapest },
      catalogue,
      starvedOptions,
    );
    if (!starved.ok) throw new Error(starved.infeasible.binding);
    expect(starved.plan.cost.totalCents).toBeLessThanOrEqual(Math.round(cheapest * 100));
    const perType = (type: string) => starved.plan.meals.filter((m) => m.type === type).length;
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']) expect(perType(type)).toBe(7);
  });

  it('repeats dishes for bulk prep when that is cheaper', () => {
    const outcome = planWeek(
      highs,
      profile({
        bulkPrep: true,
        weeklyBudget: 200,
        mealCounts: { BREAKFAST: 0, LUNCH: 7, DINNER: 0, SNACK: 0 },
      }),
      catalogue,
    );
    if (!outcome.ok) throw new Error(outcome.infeasible.binding);
    expect(new Set(outcome.plan.meals.map((m) => m.recipeId)).size).toBeLessThan(7);
  });
});

describe('regenerating a meal', () => {
  it('fills an empty slot with a dish that fits, under the id asked for, and refuses a taken slot', () => {
    const p = profile({ weeklyBudget: 70 });
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const plan = generated.value.weeklyPlan;
    const dinner = plan.days[4]?.meals.find((m) => m.type === 'DINNER');
    if (!dinner) throw new Error('no dinner on day 5');
    // The week without that dinner, as the app stores it after REMOVE.
    const emptied = {
      ...plan,
      days: plan.days.map((d, i) =>
        i === 4 ? { ...d, meals: d.meals.filter((m) => m.id !== dinner.id) } : d,
      ),
    };
    const filled = editPlan(p, catalogue, emptied, {
      kind: 'replace',
      mealId: 'slot-fri-dinner',
      dayIndex: 4,
      type: 'DINNER',
    });
    if (!filled.ok) throw new Error(filled.error);
    expect(filled.value.added[0]?.id).toBe('slot-fri-dinner');
    expect(filled.value.added[0]?.type).toBe('DINNER');
    expect(filled.value.weeklyPlan.days[4]?.meals.filter((m) => m.type === 'DINNER')).toHaveLength(
      1,
    );
    expect(filled.value.weeklyPlan.days.flatMap((d) => d.meals)).toHaveLength(
      plan.days.flatMap((d) => d.meals).length,
    );
    expect(filled.value.weeklyPlan.totalCostValue).toBeLessThanOrEqual(70);
    // Another day's dinner slot is taken: an unknown id there is not a slot to fill.
    const taken = editPlan(p, catalogue, emptied, {
      kind: 'replace',
      mealId: 'slot-sat-dinner',
      dayIndex: 5,
      type: 'DINNER',
    });
    expect(taken.ok).toBe(false);
    if (!taken.ok) expect(taken.status).toBe(404);
  });

  it('returns a different dish for the slot, keeps its id and the week within budget', () => {
    const p = profile({ weeklyBudget: 70 });
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const plan = generated.value.weeklyPlan;
    const target = plan.days[2]?.meals.find((m) => m.type === 'DINNER');
    if (!target) throw new Error('no dinner on day 3');
    const replaced = editPlan(p, catalogue, plan, {
      kind: 'replace',
      mealId: target.id,
      dayIndex: 2,
      type: 'DINNER',
    });
    if (!replaced.ok) throw new Error(replaced.error);
    expect(replaced.value.added[0]?.id).toBe(target.id);
    expect(replaced.value.added[0]?.recipeId).not.toBe(target.recipeId);
    expect(replaced.value.weeklyPlan.totalCostValue).toBeLessThanOrEqual(70);
    // The week keeps the record of what it was planned under.
    expect(plan.basis?.counts).toBe(
      '7 breakfasts, 7 lunches, 7 dinners and 7 snacks, as your profile asks.',
    );
    expect(replaced.value.weeklyPlan.basis).toEqual(plan.basis);
    const sum = replaced.value.weeklyPlan.days.reduce(
      (s, d) => s + Math.round(d.dailyCostValue * 100),
      0,
    );
    expect(sum).toBe(Math.round(replaced.value.weeklyPlan.totalCostValue * 100));
    expect(replaced.value.shoppingList.reduce((s, i) => s + Math.round(i.price * 100), 0)).toBe(
      sum,
    );
  });

  it('refuses with 422 when no other dish fits', () => {
    const p = profile({
      maxPrepMinutes: 15,
      mealCounts: { BREAKFAST: 0, LUNCH: 0, DINNER: 2, SNACK: 0 },
    });
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const day = generated.value.weeklyPlan.days.findIndex((d) => d.meals.length > 0);
    const target = generated.value.weeklyPlan.days[day]?.meals[0];
    if (!target) throw new Error('no meal');
    const replaced = editPlan(p, catalogue, generated.value.weeklyPlan, {
      kind: 'replace',
      mealId: target.id,
      dayIndex: day,
      type: 'DINNER',
    });
    expect(replaced.ok).toBe(false);
    if (replaced.ok) return;
    expect(replaced.status).toBe(422);
  });

  it('answers 404 for a meal id that is not in the plan', () => {
    const p = profile();
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const replaced = editPlan(p, catalogue, generated.value.weeklyPlan, {
      kind: 'replace',
      mealId: 'nope',
      dayIndex: 0,
      type: 'DINNER',
    });
    expect(replaced).toMatchObject({ ok: false, status: 404 });
  });
});
