/**
 * Planning for a household: one set of dishes, each member's own portion of it.
 *
 * Targets per member. Adults (19 and over): the account holder's own rules (targets.ts: Mifflin-St
 * Jeor and the product's protein formula, no health goal for members). Children (1-18): the
 * Estimated Energy Requirement equations of the Institute of Medicine's Dietary Reference Intakes
 * for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids
 * (2002/2005), kg and m:
 *   ages 1-2:       89 x kg - 100 + 20
 *   boys 3-18:      88.5 - 61.9 x age + PA x (26.7 x kg + 903 x m) + 20 (3-8) or 25 (9-18)
 *   girls 3-18:     135.3 - 30.8 x age + PA x (10.0 x kg + 934 x m) + 20 (3-8) or 25 (9-18)
 *   PA, boys: 1.00 sedentary, 1.13 low active, 1.26 active, 1.42 very active;
 *   PA, girls: 1.00, 1.16, 1.31, 1.56 (Lightly Active is low active, Moderately Active active,
 *   Very and Extra Active very active; 'Prefer not to say' takes the mean of the two equations);
 * and the protein RDA of the same report, grams per kg a day: 1.05 (ages 1-3), 0.95 (4-13),
 * 0.85 (14-18). A height or weight left blank is the DRI reference value (../rules/household.ts).
 *
 * Portions. Each member's portion of every dish they eat is their calories over what the typical
 * dishes that fit the household give (the median standard serving of each meal type they eat at
 * home), in quarter steps from 0.25x to 2.5x. Each meal type is cooked for the members who eat it
 * at home: its scale is the sum of their portions (portions.ts withPortionsByType), so the grams,
 * the packages and the bill are the household's.
 *
 * The week is then planned as for one person whose weekly targets are the household's: calories
 * the sum of the members' over the meals each eats; protein such that the member who needs the
 * most protein per standard serving of food gets their goal (the household's dishes must carry
 * max over members of goal / portion grams per standard day). Every member's allergies and dietary
 * restrictions are hard filters on every dish: one set of dishes feeds them all.
 */
import type { Allergen, Diet, MealType } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { HouseholdMember } from '../rules/household.ts';
import { ADULT_AGE, memberBody, referenceNote } from '../rules/household.ts';
import { portionLabel } from '../rules/labels.ts';
import { KG_PER_LB, recommendedProtein } from '../rules/protein.ts';
import { eligibleRecipes, hardFilters, isPriced } from './filters.ts';
import type { Highs } from './highs.ts';
import { planWeek } from './plan.ts';
import type { PlanOptions } from './plan-inputs.ts';
import { quantile, withPortionsByType } from './portions.ts';
import type { PortionedOutcome } from './portions.ts';
import { MEAL_SHARE, calorieTarget, mealsShare, plannedDayShares } from './targets.ts';
import type { MealCounts, PlannerCatalogue, PlannerProfile } from './types.ts';

/** The account holder's id among the members. */
export const HOLDER = 'you';
export const MEMBER_PORTIONS = { min: 0.25, max: 2.5 } as const;

/** A member as the week was planned for them: facts of the planning, kept by every edit. */
export interface PlanMember {
  member: string;
  name: string;
  age: number;
  /** Standard servings of every dish they eat. */
  portion: number;
  meals: MealType[];
  calorieTarget: number;
  proteinGoal: number;
}

type Activity = HouseholdMember['activityLevel'];
const PA_BOYS: Record<Activity, number> = {
  Sedentary: 1,
  'Lightly Active': 1.13,
  'Moderately Active': 1.26,
  'Very Active': 1.42,
  'Extra Active': 1.42,
};
const PA_GIRLS: Record<Activity, number> = {
  Sedentary: 1,
  'Lightly Active': 1.16,
  'Moderately Active': 1.31,
  'Very Active': 1.56,
  'Extra Active': 1.56,
};

/** A child's Estimated Energy Requirement, kcal a day (IOM 2005). */
export function childEnergy(
  age: number,
  gender: string,
  kg: number,
  cm: number,
  activity: Activity,
): number {
  if (age < 3) return 89 * kg - 100 + 20;
  const m = cm / 100;
  const deposit = age <= 8 ? 20 : 25;
  const boy = 88.5 - 61.9 * age + PA_BOYS[activity] * (26.7 * kg + 903 * m) + deposit;
  const girl = 135.3 - 30.8 * age + PA_GIRLS[activity] * (10 * kg + 934 * m) + deposit;
  return gender === 'Male' ? boy : gender === 'Female' ? girl : (boy + girl) / 2;
}

/** The protein RDA for a child, grams per kg a day. */
export function childProteinPerKg(age: number): number {
  return age <= 3 ? 1.05 : age <= 13 ? 0.95 : 0.85;
}

/** A member's daily calorie target (kcal, rounded to 10) and protein goal (g). */
export function memberTargets(member: HouseholdMember): {
  calorieTarget: number;
  proteinGoal: number;
} {
  const body = memberBody(member);
  if (member.age < ADULT_AGE) {
    const kcal = childEnergy(member.age, member.gender, body.kg, body.cm, member.activityLevel);
    return {
      calorieTarget: Math.round(kcal / 10) * 10,
      proteinGoal: Math.max(1, Math.round(childProteinPerKg(member.age) * body.kg)),
    };
  }
  const inches = body.cm / 2.54;
  let feet = Math.floor(inches / 12);
  let rest = Math.round(inches - feet * 12);
  if (rest === 12) {
    feet += 1;
    rest = 0;
  }
  const weightLb = body.kg / KG_PER_LB;
  return {
    calorieTarget: calorieTarget({
      age: Math.min(member.age, 100),
      gender: member.gender,
      heightFeet: feet,
      heightInches: rest,
      weightLb,
      activityLevel: member.activityLevel,
    }),
    proteinGoal: recommendedProtein({
      weightLbs: weightLb,
      activityLevel: member.activityLevel,
      healthGoal: null,
    }),
  };
}

/** The scale each meal type is cooked at: the portions of the members who eat it at home. */
export function scalesOf(members: readonly PlanMember[]): Record<MealType, number> {
  const scales = {} as Record<MealType, number>;
  for (const type of MEAL_TYPES)
    scales[type] = members.reduce((s, m) => s + (m.meals.includes(type) ? m.portion : 0), 0);
  return scales;
}

const quarter = (value: number) =>
  Math.min(MEMBER_PORTIONS.max, Math.max(MEMBER_PORTIONS.min, Math.round(value * 4) / 4));

/** The account holder's profile with every member's allergies and restrictions added. */
export function withMembersFilters(
  profile: PlannerProfile,
  members: readonly Pick<HouseholdMember, 'diets' | 'allergies'>[],
): PlannerProfile {
  const diets = new Set<Diet>(profile.diets);
  const allergies = new Set<Allergen>(profile.allergies);
  for (const m of members) {
    for (const d of m.diets) diets.add(d);
    for (const a of m.allergies) allergies.add(a);
  }
  return { ...profile, diets: [...diets], allergies: [...allergies] };
}

/**
 * The household's members as planned: the account holder first (every planned meal, their own
 * targets), then the others. `profile` carries every member's filters (withMembersFilters).
 */
export function planMembers(
  profile: PlannerProfile,
  holder: { name: string; age: number },
  others: readonly HouseholdMember[],
  catalogue: PlannerCatalogue,
): PlanMember[] {
  const filters = hardFilters(profile, catalogue);
  const typical = {} as Record<MealType, number>;
  for (const type of MEAL_TYPES)
    typical[type] = quantile(
      eligibleRecipes(type, filters, catalogue)
        .filter((r) => isPriced(r, catalogue))
        .map((r) => catalogue.facts.get(r.id)?.nutrition.kcal ?? 0)
        .filter((k) => k > 0)
        .sort((a, b) => a - b),
      0.5,
    );
  const portionFor = (kcal: number, meals: readonly MealType[]) => {
    const planned = meals.filter((t) => profile.mealCounts[t] > 0 && typical[t] > 0);
    const counts = planned.length > 0 ? profile.mealCounts : { ...FULL_WEEK };
    const types = planned.length > 0 ? planned : MEAL_TYPES.filter((t) => typical[t] > 0);
    const served = types.reduce((s, t) => s + counts[t] * typical[t], 0);
    const wanted = kcal * mealsShare(types, counts);
    return served > 0 ? quarter(wanted / served) : 1;
  };
  const all: PlanMember[] = [
    {
      member: HOLDER,
      name: holder.name,
      age: holder.age,
      portion: portionFor(profile.calorieTarget, MEAL_TYPES),
      meals: [...MEAL_TYPES],
      calorieTarget: profile.calorieTarget,
      proteinGoal: profile.proteinGoal,
    },
  ];
  for (const m of others) {
    const targets = memberTargets(m);
    all.push({
      member: m.id,
      name: m.name,
      age: m.age,
      portion: portionFor(targets.calorieTarget, m.mealsAtHome),
      meals: [...m.mealsAtHome],
      ...targets,
    });
  }
  return all;
}

const FULL_WEEK: MealCounts = { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 };

/**
 * The profile the week is planned on: the household's weekly calories and the protein that gives
 * every member their goal, as daily figures over the planned meals (plan.ts multiplies them by
 * the planned share of the week).
 */
export function householdTargets(
  profile: PlannerProfile,
  members: readonly PlanMember[],
): PlannerProfile {
  const counts = profile.mealCounts;
  const shares = plannedDayShares(counts);
  if (!(shares > 0)) return profile;
  const scales = scalesOf(members);
  const kcalWeek = members.reduce((s, m) => s + m.calorieTarget * mealsShare(m.meals, counts), 0);
  const perStandardDay = Math.max(...members.map((m) => m.proteinGoal / m.portion));
  const cookedShares = MEAL_TYPES.reduce((s, t) => s + scales[t] * counts[t] * MEAL_SHARE[t], 0);
  return {
    ...profile,
    calorieTarget: Math.round(kcalWeek / shares),
    proteinGoal: Math.round((perStandardDay * cookedShares) / shares),
    eaters: members.map((m) => ({
      calorieTarget: m.calorieTarget,
      dayShares: mealsShare(m.meals, counts),
    })),
  };
}

/** 'You 1.25x, Ana 1x and Leo 0.5x'. */
export function portionsLine(members: readonly PlanMember[]): string {
  const parts = members.map((m) => `${m.name} ${portionLabel(m.portion)}`);
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The plan's notes about the household: who it feeds, at what portions, on what values. */
export function householdNotes(
  members: readonly PlanMember[],
  others: readonly HouseholdMember[],
): string[] {
  const notes = [
    `One set of dishes feeds ${members.length} people, each at their own portion of the standard serving: ${portionsLine(members)}. Every member's allergies and dietary restrictions apply to every dish.`,
  ];
  for (const m of members) {
    if (m.meals.length < MEAL_TYPES.length)
      notes.push(
        `${m.name} eats ${m.meals.map((t) => t.toLowerCase()).join(', ')} at home; the other meals are cooked without their portion.`,
      );
  }
  for (const m of others) {
    const note = referenceNote(m);
    if (note) notes.push(note);
  }
  return notes;
}

export interface HouseholdOutcome extends PortionedOutcome {
  /** The members as planned (the account holder first). */
  members: PlanMember[];
  /** The profile the week was planned on: every member's filters, the household's targets. */
  profile: PlannerProfile;
}

/** Plans one set of dishes for the account holder and `others`, each at their own portion. */
export function planHousehold(
  highs: Highs,
  profile: PlannerProfile,
  holder: { name: string; age: number },
  others: readonly HouseholdMember[],
  catalogue: PlannerCatalogue,
  options: PlanOptions = {},
): HouseholdOutcome {
  const filtered = withMembersFilters(profile, others);
  const members = planMembers(filtered, holder, others, catalogue);
  const planned = householdTargets(filtered, members);
  const cooked = withPortionsByType(catalogue, scalesOf(members));
  const outcome = planWeek(highs, planned, cooked, options);
  if (outcome.ok) outcome.plan.notes.unshift(...householdNotes(members, others));
  else if (outcome.infeasible.kind === 'no-recipes') {
    const whose = others
      .filter((m) => m.diets.length + m.allergies.length > 0)
      .map((m) => `${m.name}: ${[...m.diets, ...m.allergies.map((a) => `no ${a}`)].join(', ')}`);
    if (whose.length > 0)
      outcome.infeasible = {
        ...outcome.infeasible,
        binding: `With every member's restrictions (${whose.join('; ')}): ${outcome.infeasible.binding}`,
      };
  } else if (outcome.infeasible.kind === 'budget')
    outcome.infeasible = {
      ...outcome.infeasible,
      binding: `For your household of ${members.length} (${portionsLine(members)} portions): ${outcome.infeasible.binding}`,
    };
  return { outcome, portions: 1, catalogue: cooked, members, profile: planned };
}
