/**
 * What a household's week gives each member, computed from the meals as they stand (a new week
 * and after every edit alike): each dish's portions, each member's protein and calories per day
 * against their own goals, their share of the bill and their HEI-2020 (from age 2: HEI-2020 does
 * not score the diet of a younger child, so a member under 2 has none).
 *
 * A member's part of a meal is their portion over the sum of the portions of everyone eating it
 * at home (the scale that meal type is cooked at): nutrition and food patterns in that
 * proportion, and the meal's cost split in it by largest remainder, so the members' costs add up
 * to each meal's cost and so to the week's total, to the cent.
 */
import { scaleTotals, sumTotals } from '../catalogue/patterns.ts';
import type { DietTotals } from '../catalogue/patterns.ts';
import type { MealType } from '../catalogue/types.ts';
import { HEI_MIN_AGE } from '../rules/household.ts';
import type { HouseholdMemberPlan } from '../schemas/responses.ts';
import { cookedFacts } from './cooked.ts';
import { scoreHei } from './hei.ts';
import type { PlanMember } from './household.ts';
import { scalesOf } from './household.ts';
import { MEAL_SHARE, meetsProteinGoal } from './targets.ts';
import type { PlannerCatalogue } from './types.ts';
import { dollarsFromCents } from '../rules/money.ts';

export interface MemberPortion {
  member: string;
  name: string;
  portion: number;
}

export interface MemberDay {
  member: string;
  name: string;
  protein: number;
  calories: number;
  proteinGoal: number;
  calorieTarget: number;
}

export interface HouseholdWeek {
  /** Each placed meal's portions (the members who eat its type at home). */
  portions: MemberPortion[][];
  /** Each day's members (7). */
  days: MemberDay[][];
  members: HouseholdMemberPlan[];
}

/** Splits `cents` over `weights` by largest remainder: whole cents that add up to `cents`. */
export function splitCents(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (!(total > 0)) return weights.map(() => 0);
  const exact = weights.map((w) => (cents * w) / total);
  const floors = exact.map((x) => Math.floor(x));
  let left = cents - floors.reduce((s, x) => s + x, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    left -= 1;
  }
  return floors;
}

export function householdWeek(
  placed: readonly { day: number; type: MealType; recipeId: string }[],
  mealCents: readonly number[],
  catalogue: PlannerCatalogue,
  members: readonly PlanMember[],
): HouseholdWeek {
  const scales = scalesOf(members);
  const eats = (m: PlanMember, type: MealType) => m.meals.includes(type);
  const protein = members.map(() => new Array<number>(7).fill(0));
  const kcal = members.map(() => new Array<number>(7).fill(0));
  const share = members.map(() => new Array<number>(7).fill(0));
  const cents = members.map(() => 0);
  const health: DietTotals[][] = members.map(() => []);
  const portions = placed.map((p, index) => {
    const facts = cookedFacts(catalogue, p);
    const scale = scales[p.type];
    const eaters = members.filter((m) => eats(m, p.type));
    const split = splitCents(
      mealCents[index] ?? 0,
      eaters.map((m) => m.portion),
    );
    members.forEach((m, i) => {
      if (!eats(m, p.type) || !(scale > 0)) return;
      const part = m.portion / scale;
      protein[i]![p.day] = (protein[i]![p.day] as number) + (facts?.nutrition.protein ?? 0) * part;
      kcal[i]![p.day] = (kcal[i]![p.day] as number) + (facts?.nutrition.kcal ?? 0) * part;
      share[i]![p.day] = (share[i]![p.day] as number) + MEAL_SHARE[p.type];
      cents[i] = (cents[i] as number) + (split[eaters.indexOf(m)] ?? 0);
      if (facts) health[i]!.push(scaleTotals(facts.health, part));
    });
    return eaters.map((m) => ({ member: m.member, name: m.name, portion: m.portion }));
  });
  const days: MemberDay[][] = [];
  for (let day = 0; day < 7; day += 1)
    days.push(
      members.map((m, i) => ({
        member: m.member,
        name: m.name,
        protein: Math.round(protein[i]![day] as number),
        calories: Math.round(kcal[i]![day] as number),
        proteinGoal: Math.round(m.proteinGoal * (share[i]![day] as number)),
        calorieTarget: Math.round(m.calorieTarget * (share[i]![day] as number)),
      })),
    );
  const summary = members.map((m, i): HouseholdMemberPlan => {
    let planned = 0;
    let met = 0;
    for (let day = 0; day < 7; day += 1) {
      if (!((share[i]![day] as number) > 0)) continue;
      planned += 1;
      if (meetsProteinGoal(protein[i]![day] as number, m.proteinGoal * (share[i]![day] as number)))
        met += 1;
    }
    const totals = health[i]!;
    return {
      member: m.member,
      name: m.name,
      age: m.age,
      portion: m.portion,
      meals: [...m.meals],
      calorieTarget: m.calorieTarget,
      proteinGoal: m.proteinGoal,
      cost: dollarsFromCents(cents[i] as number),
      costValue: (cents[i] as number) / 100,
      ...(totals.length > 0 && m.age >= HEI_MIN_AGE
        ? { hei: Math.round(scoreHei(sumTotals(totals)).total * 10) / 10 }
        : {}),
      daysMeetingProteinGoal: met,
      daysPlanned: planned,
    };
  });
  return { portions, days, members: summary };
}

/** The stored week's members as planned (the facts kept through edits). */
export function storedMembers(
  household: { members: readonly HouseholdMemberPlan[] } | undefined,
): PlanMember[] | undefined {
  if (!household) return undefined;
  return household.members.map((m) => ({
    member: m.member,
    name: m.name,
    age: m.age,
    portion: m.portion,
    meals: [...m.meals],
    calorieTarget: m.calorieTarget,
    proteinGoal: m.proteinGoal,
  }));
}
