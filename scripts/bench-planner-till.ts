/**
 * The till of `npm run bench:planner`: week 1 of every profile planned as the generate function
 * plans it (service.ts generatePlan), in two kitchens:
 *
 * - empty: the catalogue as is, nothing at home, so every staple (oil, spices, sauces, baking;
 *   `food.pantry`) a week uses is bought whole;
 * - staples: every staple declared at home (`personalCatalogue(catalogue, factor, { stock: {},
 *   prices: {}, athome })`, as the Pantry's staples question records it), so none is bought.
 *
 * Per week: the till (`totalCost`, whole packages of everything not at home) against the budget,
 * what the meals use is worth (`usedCost`, staples by the gram), and whether the list's lines add
 * up to the till. A profile that cannot fit gets a 422 naming the cheapest till
 * (`infeasible.cheapestFeasibleBudget`) and the staples not at home; it is planned again at
 * exactly that budget, which must fit (till <= that budget). Targets: no week whose till is over
 * its budget, and every 'cannot fit' met by a week at its cheapest budget.
 */
import { personalCatalogue } from '../supabase/functions/_shared/pantry/personal.ts';
import type { Highs } from '../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../supabase/functions/_shared/planner/service.ts';
import type { ServiceOutcome } from '../supabase/functions/_shared/planner/service.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../supabase/functions/_shared/planner/types.ts';
import type { GenerateMealPlanResponse } from '../supabase/functions/_shared/schemas/responses.ts';
import type { StoredWeek } from './food-safety/check.ts';
import type { Checked } from './bench-planner-safety.ts';
import {
  addChecked,
  checkWeeks,
  emptyTally,
  formatTally,
  safetyCell,
} from './bench-planner-safety.ts';
import type { SafetyTally } from './bench-planner-safety.ts';
import { FIRST_WEEK } from './bench-planner-weeks.ts';
import { pad } from './bench-text.ts';

export type KitchenName = 'empty' | 'staples';
export const KITCHENS: readonly KitchenName[] = ['empty', 'staples'];

export const KITCHEN_WORDS: Record<KitchenName, string> = {
  empty: 'empty kitchen',
  staples: 'staples declared',
};

export type Generated = ServiceOutcome<GenerateMealPlanResponse>;

/** Every staple of the catalogue (what a person ticks on the Pantry's checklist). */
export function staplesOf(catalogue: PlannerCatalogue): string[] {
  return [...catalogue.foods.values()].filter((f) => f.pantry).map((f) => f.key);
}

/** Every staple of the catalogue at home. */
export function withStaplesAtHome(catalogue: PlannerCatalogue): PlannerCatalogue {
  return personalCatalogue(catalogue, 1, { stock: {}, prices: {}, athome: staplesOf(catalogue) });
}

/**
 * generatePlan in either kitchen, once per profile, kitchen and week: the run asks for some weeks
 * more than once (the regenerate timing's week is week 1 from an empty kitchen), and the search
 * stops on time as well as work, so one answer per question keeps the sections consistent.
 */
export class WeekPlanner {
  readonly kitchens: Record<KitchenName, PlannerCatalogue>;
  private readonly answers = new Map<string, Generated>();
  /** Every week planned, with its budget, for the run's count of tills over budget. */
  readonly planned: { label: string; till: number; budget: number }[] = [];

  constructor(
    readonly highs: Highs,
    readonly catalogue: PlannerCatalogue,
  ) {
    this.kitchens = { empty: catalogue, staples: withStaplesAtHome(catalogue) };
  }

  plan(
    profile: PlannerProfile,
    kitchen: KitchenName,
    label: string,
    weekStart = FIRST_WEEK,
  ): Generated {
    const key = `${kitchen} ${weekStart} ${JSON.stringify(profile)}`;
    const known = this.answers.get(key);
    if (known) return known;
    const outcome = generatePlan(this.highs, profile, this.kitchens[kitchen], weekStart);
    this.answers.set(key, outcome);
    if (outcome.ok)
      this.planned.push({
        label: `${label} (${KITCHEN_WORDS[kitchen]}, week of ${weekStart})`,
        till: outcome.value.weeklyPlan.totalCostValue,
        budget: profile.weeklyBudget,
      });
    return outcome;
  }

  /** Weeks planned so far whose till is over their budget. */
  overBudget(): { label: string; till: number; budget: number }[] {
    return this.planned.filter((w) => w.till > w.budget + 1e-9);
  }
}

export const storedOf = (g: Generated): StoredWeek | undefined =>
  g.ok ? { plan: g.value.weeklyPlan, list: g.value.shoppingList } : undefined;

/** Cents the list's lines add up to (each line's price is its packages at the shelf price). */
const listCents = (g: Generated) =>
  g.ok ? g.value.shoppingList.reduce((s, item) => s + Math.round(item.price * 100), 0) : 0;

export interface TillRow {
  profile: string;
  kitchen: KitchenName;
  budget: number;
  till?: number;
  used?: number;
  /** The list's lines do not add up to the till (cents apart). */
  listOff?: number;
  /** Cannot fit: the 422's cheapest till and sentence, and the week planned at that budget. */
  cheapest?: number;
  sentence?: string;
  replan?: { till?: number; used?: number; error?: string };
  /** The checker on the week (or the week planned at the cheapest budget). */
  safety?: Checked;
}

const money = (dollars: number | undefined) =>
  dollars === undefined ? '-' : `$${dollars.toFixed(2)}`;

export interface TillResult {
  rows: TillRow[];
  safety: Record<KitchenName, SafetyTally>;
  /** The verdict lines for the Targets block. */
  verdicts: string[];
}

/** One row: the week planned (at the cheapest till its refusal names, when it cannot fit). */
function tillRow(
  planner: WeekPlanner,
  name: string,
  profile: PlannerProfile,
  kitchen: KitchenName,
): { row: TillRow; checked?: StoredWeek } {
  const row: TillRow = { profile: name, kitchen, budget: profile.weeklyBudget };
  const outcome = planner.plan(profile, kitchen, name);
  if (outcome.ok) {
    const week = outcome.value.weeklyPlan;
    row.till = week.totalCostValue;
    row.used = week.usedCostValue;
    const off = listCents(outcome) - Math.round(week.totalCostValue * 100);
    if (off !== 0) row.listOff = off;
    return { row, checked: storedOf(outcome) };
  }
  row.sentence = outcome.error;
  row.cheapest = outcome.infeasible?.cheapestFeasibleBudget;
  if (row.cheapest === undefined) return { row };
  const again = planner.plan(
    { ...profile, weeklyBudget: row.cheapest },
    kitchen,
    `${name} at its cheapest till`,
  );
  row.replan = again.ok
    ? {
        till: again.value.weeklyPlan.totalCostValue,
        used: again.value.weeklyPlan.usedCostValue,
      }
    : { error: again.error };
  return { row, checked: storedOf(again) };
}

/** The till table, its sentences and each kitchen's sums. */
function printTillTable(rows: readonly TillRow[]): void {
  console.log('');
  console.log(
    'The till, week 1 (generatePlan as the generate function plans it): the till is whole packages ' +
      'of everything not at home, staples too; used is what the meals use is worth (staples by the ' +
      'gram). Empty kitchen: the catalogue as is, every staple bought whole. Staples declared: every ' +
      'food.pantry food at home. A profile that cannot fit is planned again at exactly the cheapest ' +
      'till its answer names. Safety: the checker’s violations, and the meals cooking raw poultry, ' +
      'ground meat or fish past its refrigerator time that carry a freeze instruction / all of them.',
  );
  console.log(
    [
      pad('profile', 26),
      pad('kitchen', 17),
      pad('till/budget', 21),
      pad('used', 8),
      pad('cannot fit: cheapest', 21),
      pad('planned there: till, used', 26),
      'safety',
    ].join(' '),
  );
  for (const r of rows) {
    const till =
      r.till === undefined
        ? 'no plan'
        : `${money(r.till)}/${money(r.budget)}${r.till > r.budget + 1e-9 ? ' OVER' : ''}`;
    const replan = r.replan
      ? r.replan.till !== undefined
        ? `${money(r.replan.till)} ${r.replan.till <= (r.cheapest ?? 0) + 1e-9 ? 'fits' : 'OVER'}, ${money(r.replan.used)}`
        : 'NO PLAN'
      : '-';
    console.log(
      [
        pad(r.profile, 26),
        pad(KITCHEN_WORDS[r.kitchen], 17),
        pad(till, 21),
        pad(money(r.used), 8),
        pad(r.till === undefined ? money(r.cheapest) : '-', 21),
        pad(replan, 26),
        safetyCell(r.safety) + (r.listOff ? `; list off the till by ${r.listOff} cents` : ''),
      ].join(' '),
    );
  }
  for (const r of rows)
    if (r.sentence) console.log(`  ${r.profile}, ${KITCHEN_WORDS[r.kitchen]}: ${r.sentence}`);
  for (const r of rows)
    if (r.replan?.error)
      console.log(
        `  ${r.profile}, ${KITCHEN_WORDS[r.kitchen]}, planned again at ${money(r.cheapest)}: ${r.replan.error}`,
      );
  const planned = rows.filter((r) => r.till !== undefined);
  for (const kitchen of KITCHENS) {
    const mine = planned.filter((r) => r.kitchen === kitchen);
    const tills = mine.reduce((s, r) => s + (r.till ?? 0), 0);
    const used = mine.reduce((s, r) => s + (r.used ?? 0), 0);
    console.log(
      `  ${KITCHEN_WORDS[kitchen]}: ${mine.length}/${rows.filter((r) => r.kitchen === kitchen).length} profiles fit their budget; ` +
        `their tills ${money(tills)}, used ${money(used)} (${tills > 0 ? ((100 * used) / tills).toFixed(0) : '-'} % of the till)`,
    );
  }
}

function tillVerdicts(rows: readonly TillRow[]): string[] {
  const planned = rows.filter((r) => r.till !== undefined);
  const over = rows.filter(
    (r) =>
      (r.till !== undefined && r.till > r.budget + 1e-9) ||
      (r.replan?.till !== undefined && r.replan.till > (r.cheapest ?? 0) + 1e-9),
  );
  const cannot = rows.filter((r) => r.till === undefined);
  const met = cannot.filter(
    (r) =>
      r.cheapest !== undefined &&
      r.replan?.till !== undefined &&
      r.replan.till <= r.cheapest + 1e-9,
  );
  const listsOff = rows.filter((r) => r.listOff !== undefined).length;
  const weeks = planned.length + cannot.filter((r) => r.replan?.till !== undefined).length;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `till, week 1, both kitchens: ${over.length} of ${weeks} weeks over their budget (0): ${verdict(over.length === 0)}; ` +
      `'cannot fit' met by a week at its cheapest till: ${met.length}/${cannot.length}: ${verdict(met.length === cannot.length)}` +
      (listsOff > 0 ? ` (${listsOff} lists do not add up to their till)` : ''),
  ];
}

/** Week 1 of every profile in both kitchens: the table, the safety lines and the verdicts. */
export function tillWeekOne(
  planner: WeekPlanner,
  profiles: readonly { name: string; profile: PlannerProfile }[],
): TillResult {
  const rows: TillRow[] = [];
  const safety: Record<KitchenName, SafetyTally> = { empty: emptyTally(), staples: emptyTally() };
  for (const { name, profile } of profiles)
    for (const kitchen of KITCHENS) {
      const { row, checked } = tillRow(planner, name, profile, kitchen);
      if (checked) {
        row.safety = checkWeeks([checked], planner.catalogue);
        addChecked(safety[kitchen], name, row.safety);
      }
      rows.push(row);
    }
  printTillTable(rows);

  console.log('');
  console.log(
    'Food safety, week 1 (scripts/food-safety/check.ts on each week alone, from a kitchen with nothing but the declared staples):',
  );
  for (const kitchen of KITCHENS)
    for (const line of formatTally(KITCHEN_WORDS[kitchen], safety[kitchen])) console.log(line);

  return { rows, safety, verdicts: tillVerdicts(rows) };
}
