/**
 * The planner's answers, pinned: every profile of `npm run bench:planner`, a household, a trip's
 * second week, a kitchen carried into a second week and a few edits of a stored week, planned
 * through the functions' own path (service.ts generatePlan and editPlan), each compared with the
 * answer recorded in plans-unchanged.fixture.json. A change to how the planner is written must
 * leave every answer as it was; a change to what it answers shows here, profile by profile.
 *
 * The planner is deterministic where its wall-clock limits do not bind: the search stops on
 * counted work with a fixed seed (its safety limit is raised here, UNHURRIED), and HiGHS is
 * deterministic when it reaches its gap. The program's cost phase (optimise.ts) keeps its own
 * limit of at most 0.2 s; every week here reaches its gap well inside it. The cheapest menu's
 * program (cheapest.ts), which decides a refusal over the budget, never proves its gap: its
 * answer (the cheapest till, the floor) depends on the seconds it is given, so no such refusal
 * is pinned, and the profiles are planned with the staples at home, where all but the $35 week
 * fit their budget (that one is left out). What is timed in an answer (the explanation's solver
 * line: time, status, bound) is left out of the digest.
 *
 * A deliberate change of the answers: `PLANS_UNCHANGED_WRITE=1 npx vitest run
 * tests/planner/plans-unchanged.test.ts` writes the fixture again; review its diff.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { PlanOptions } from '../../supabase/functions/_shared/planner/plan-inputs.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { Household } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerProfile } from '../../supabase/functions/_shared/planner/types.ts';
import { membersFromRows } from '../../supabase/functions/_shared/rules/household.ts';
import { addDays } from '../../supabase/functions/_shared/rules/week.ts';
import { PROFILES, makeProfile } from '../../scripts/bench-planner-profiles.ts';
import { staplesOf, withStaplesAtHome } from '../../scripts/bench-planner-till.ts';
import { CarriedKitchen } from '../../scripts/bench-planner-weeks.ts';

const FIXTURE = new URL('./plans-unchanged.fixture.json', import.meta.url);
const WRITE = process.env.PLANS_UNCHANGED_WRITE === '1';
const WEEK = '2026-11-23';
/** Wall-clock limits a loaded machine cannot reach: the counted work decides. */
const UNHURRIED: PlanOptions = { searchMs: 120_000, cheapestSeconds: 30 };

/** What is recorded of one answer: a digest of all of it and a few fields to read. */
interface Pinned {
  digest: string;
  ok: boolean;
  /** Recipe ids per day, in the order they are eaten (breakfast to snack). */
  days?: string[];
  till?: number;
  listLines?: number;
  error?: string;
}

type Answer = ReturnType<typeof generatePlan> | ReturnType<typeof editPlan>;

/** JSON with keys in a fixed order, so the digest does not depend on how objects were built. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

function pin(answer: Answer): Pinned {
  if (!answer.ok) {
    const refused = { status: answer.status, error: answer.error, infeasible: answer.infeasible };
    return { digest: digestOf(refused), ok: false, error: answer.error };
  }
  // The solver's time, status and bound are timed; the rest is the answer.
  const { explanation, ...rest } = answer.value as typeof answer.value & {
    explanation?: { solver: { method: string; candidates: number } };
  };
  const explained = explanation && {
    ...explanation,
    solver: { method: explanation.solver.method, candidates: explanation.solver.candidates },
  };
  const plan = rest.weeklyPlan;
  const days = plan.days.map((day) =>
    MEAL_TYPES.flatMap((type) =>
      day.meals.filter((m) => m.type === type).map((m) => m.recipeId),
    ).join(' '),
  );
  return {
    digest: digestOf({ ...rest, explanation: explained }),
    ok: true,
    days,
    till: plan.totalCostValue,
    listLines: rest.shoppingList.length,
  };
}

function digestOf(value: unknown): string {
  return createHash('sha256').update(stable(value)).digest('hex').slice(0, 32);
}

const catalogue = productCatalogue();
const stocked = withStaplesAtHome(catalogue);

/** A couple and a seven-year-old allergic to peanuts who eats lunch at school, read from their
 *  stored rows as the generate function reads them. */
const FAMILY: Household = {
  holder: { name: 'Sam', age: 35 },
  members: membersFromRows([
    { id: 'ana', name: 'Ana', age: 33, gender: 'Female', activity_level: 'Lightly Active' },
    { id: 'leo', name: 'Leo', age: 7, gender: 'Male', activity_level: 'Lightly Active' },
  ]).members.map((m) =>
    m.id === 'leo'
      ? { ...m, allergies: ['Peanuts'], mealsAtHome: ['BREAKFAST', 'DINNER', 'SNACK'] }
      : { ...m, heightFeet: 5, heightInches: 5, weightLb: 140 },
  ),
};

const byName = (name: string): PlannerProfile => {
  const found = PROFILES.find((p) => p.name === name);
  if (!found) throw new Error(`no bench profile ${name}`);
  return makeProfile(found);
};

let highs: Highs;
const recorded: Record<string, Pinned> = existsSync(FIXTURE)
  ? (JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Pinned>)
  : {};
const written: Record<string, Pinned> = {};

beforeAll(async () => {
  highs = await getHighs();
});

/** Compares an answer with the recorded one (or records it, when writing the fixture). */
function expectUnchanged(name: string, answer: Answer): void {
  const now = pin(answer);
  if (WRITE) {
    written[name] = now;
    writeFileSync(FIXTURE, `${JSON.stringify(written, null, 2)}\n`);
    return;
  }
  const before = recorded[name];
  expect(before, `${name}: not in the fixture`).toBeDefined();
  // The readable fields first, so a failure says what differs; then everything else.
  expect({ ...now, digest: undefined }, name).toEqual({ ...before, digest: undefined });
  expect(now.digest, `${name}: the answer differs beyond its dishes, till and list size`).toBe(
    before?.digest,
  );
}

/** Refused over the budget even with the staples at home: its refusal is timed (above). */
const REFUSED = 'Tight $35 full week';
/** Profiles also planned from an empty kitchen, where the week buys its staples whole. */
const FROM_EMPTY = ['F30 default $100', 'Keto $120', 'Bulk prep 5/5/7/7', 'Dinners only $40'];

describe('the planner answers as recorded', () => {
  it.each(PROFILES.map((p) => p.name).filter((n) => n !== REFUSED))(
    'plans the bench profile %s with the staples at home',
    (name) => {
      expectUnchanged(name, generatePlan(highs, byName(name), stocked, WEEK, UNHURRIED));
    },
  );

  it.each(FROM_EMPTY)('plans the bench profile %s from an empty kitchen', (name) => {
    expectUnchanged(
      `${name}, empty kitchen`,
      generatePlan(highs, byName(name), catalogue, WEEK, UNHURRIED),
    );
  });

  it('says which filters leave no recipe', () => {
    const profile = { ...byName('Vegan $75'), diets: ['Vegan', 'Keto'], maxPrepMinutes: 1 };
    expectUnchanged(
      'no recipe',
      generatePlan(highs, profile as PlannerProfile, stocked, WEEK, UNHURRIED),
    );
  });

  it('plans a household of three with the staples at home', () => {
    const holder = byName('M35 active at TFP');
    const profile = { ...holder, weeklyBudget: 190 };
    expectUnchanged('household', generatePlan(highs, profile, stocked, WEEK, UNHURRIED, FAMILY));
  });

  it('plans the second week of a fortnight’s trip', () => {
    const profile = byName('Lunch+dinner $60');
    const trip = { start: WEEK, weeks: 2 };
    expectUnchanged(
      'trip week 2',
      generatePlan(highs, profile, stocked, addDays(WEEK, 7), UNHURRIED, undefined, trip),
    );
  });

  it('plans a second week on the kitchen the first one left', () => {
    const profile = byName('F30 at TFP');
    const kitchen = new CarriedKitchen(catalogue, 1, staplesOf(catalogue));
    const first = generatePlan(highs, profile, kitchen.catalogueOn(WEEK), WEEK, UNHURRIED);
    expectUnchanged('carried week 1', first);
    if (!first.ok) return;
    kitchen.bring(WEEK, first.value.weeklyPlan, first.value.shoppingList);
    const next = addDays(WEEK, 7);
    expectUnchanged(
      'carried week 2',
      generatePlan(highs, profile, kitchen.catalogueOn(next), next, UNHURRIED),
    );
  });

  it('refuses a replacement the budget cannot pay for', () => {
    // A week that spends its budget to within a few dollars, from an empty kitchen.
    const profile = byName('Dinners only $40');
    const week = generatePlan(highs, profile, catalogue, WEEK, UNHURRIED);
    if (!week.ok) throw new Error(week.error);
    const dinner = week.value.weeklyPlan.days[2]?.meals.find((m) => m.type === 'DINNER');
    if (!dinner) throw new Error('the week has no Wednesday dinner');
    const replace = { kind: 'replace', mealId: dinner.id, dayIndex: 2, type: 'DINNER' } as const;
    expectUnchanged(
      'edit: replace over budget',
      editPlan(profile, catalogue, week.value.weeklyPlan, replace),
    );
  });

  it('edits a stored week: replace, remove, fill the day, move', () => {
    const profile = byName('F30 default $100');
    const week = generatePlan(highs, profile, stocked, WEEK, UNHURRIED);
    if (!week.ok) throw new Error(week.error);
    const stored = week.value.weeklyPlan;
    const dinner = stored.days[2]?.meals.find((m) => m.type === 'DINNER');
    const lunch = stored.days[4]?.meals.find((m) => m.type === 'LUNCH');
    if (!dinner || !lunch) throw new Error('the week has no Wednesday dinner or Friday lunch');
    const replace = { kind: 'replace', mealId: dinner.id, dayIndex: 2, type: 'DINNER' } as const;
    expectUnchanged('edit: replace', editPlan(profile, stocked, stored, replace));
    const removed = editPlan(profile, stocked, stored, { kind: 'remove', mealId: lunch.id });
    expectUnchanged('edit: remove', removed);
    if (!removed.ok) return;
    expectUnchanged(
      'edit: fill day',
      editPlan(profile, stocked, removed.value.weeklyPlan, { kind: 'fillDay', dayIndex: 4 }),
    );
    expectUnchanged(
      'edit: move',
      editPlan(profile, stocked, stored, { kind: 'move', mealId: dinner.id, toDayIndex: 4 }),
    );
  });
});
