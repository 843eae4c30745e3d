/**
 * Daily targets from the profile.
 *
 * Calories: Mifflin-St Jeor resting energy (Mifflin et al., Am J Clin Nutr 1990;51:241-7):
 *   men   10 x kg + 6.25 x cm - 5 x age + 5
 *   women 10 x kg + 6.25 x cm - 5 x age - 161
 *   'Prefer not to say' uses the mean of the two constants (-78).
 * times the usual activity factors (1.2 sedentary, 1.375 lightly, 1.55 moderately, 1.725 very,
 * 1.9 extra active), then a goal adjustment: -500 kcal to lose weight (about 0.5 kg a week),
 * +300 to gain weight, +250 to build muscle, 0 otherwise; never below 1200 kcal (women) or
 * 1500 kcal (men), the floors commonly used without medical supervision.
 *
 * Protein: the product's recommended formula (spec section 5), written once in
 * ../rules/protein.ts for the app and the functions. A custom amount replaces it.
 *
 * Missing body data falls back to the spec's defaults: age 30, Female, 150 lb, 5 ft 6 in,
 * Sedentary.
 */
import type { MealType } from '../catalogue/types.ts';
import { healthGoalValue, recommendedProtein as recommendedFor } from '../rules/protein.ts';
import type { MealCounts } from './types.ts';

export interface BodyData {
  age?: number | null;
  gender?: string | null;
  heightFeet?: number | null;
  heightInches?: number | null;
  weightLb?: number | null;
  activityLevel?: string | null;
  healthGoal?: string | null;
}

const ACTIVITY_ENERGY: Record<string, number> = {
  Sedentary: 1.2,
  'Lightly Active': 1.375,
  'Moderately Active': 1.55,
  'Very Active': 1.725,
  'Extra Active': 1.9,
};

const GOAL_KCAL: Record<string, number> = {
  'Lose Weight': -500,
  'Gain Weight': 300,
  'Build Muscle': 250,
};

function usable(value: number | null | undefined, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : undefined;
}

function resolved(body: BodyData) {
  const age = usable(body.age, 18, 100) ?? 30;
  const weightLb = usable(body.weightLb, 60, 700) ?? 150;
  const feet = usable(body.heightFeet, 1, 8);
  const inches = usable(body.heightInches, 0, 11);
  const totalInches = feet === undefined ? 66 : feet * 12 + (inches ?? 0);
  const activity =
    body.activityLevel && body.activityLevel in ACTIVITY_ENERGY ? body.activityLevel : 'Sedentary';
  const gender =
    body.gender === 'Male' || body.gender === 'Female'
      ? body.gender
      : body.gender
        ? 'Other'
        : 'Female';
  return {
    age,
    kg: weightLb * 0.45359237,
    cm: totalInches * 2.54,
    activity,
    gender,
    goal: healthGoalValue(body.healthGoal),
  };
}

/** Daily calorie target in kcal, rounded to 10. */
export function calorieTarget(body: BodyData): number {
  const b = resolved(body);
  const constant = b.gender === 'Male' ? 5 : b.gender === 'Female' ? -161 : -78;
  const resting = 10 * b.kg + 6.25 * b.cm - 5 * b.age + constant;
  const total = resting * (ACTIVITY_ENERGY[b.activity] ?? 1.2) + (GOAL_KCAL[b.goal] ?? 0);
  const floor = b.gender === 'Male' ? 1500 : 1200;
  return Math.round(Math.max(floor, total) / 10) * 10;
}

/** The product's recommended daily protein in grams (the one formula, rules/protein.ts). */
export function recommendedProtein(body: BodyData): number {
  return recommendedFor({
    weightLbs: body.weightLb,
    activityLevel: body.activityLevel,
    healthGoal: body.healthGoal,
  });
}

/**
 * Share of a day's energy and protein that each meal carries (a common split: 25 % breakfast,
 * 30 % lunch, 30 % dinner, 15 % snacks). A plan with fewer meal types covers only their share:
 * someone who plans dinners only is not asked to eat a whole day's protein at dinner.
 */
export const MEAL_SHARE: Record<MealType, number> = {
  BREAKFAST: 0.25,
  LUNCH: 0.3,
  DINNER: 0.3,
  SNACK: 0.15,
};

/** The share of a day's eating the planned meals of these types make up, over the week. */
export function mealsShare(meals: readonly MealType[], counts: MealCounts): number {
  return meals.reduce((sum, type) => sum + counts[type] * MEAL_SHARE[type], 0);
}

/** Sum over the week of the planned share of a day (7 when every meal is planned every day). */
export function plannedDayShares(counts: MealCounts): number {
  return mealsShare(Object.keys(MEAL_SHARE) as MealType[], counts);
}

/** A day meets its protein goal within half a gram (the figures are shown to the gram). */
export function meetsProteinGoal(protein: number, goal: number): boolean {
  return protein >= goal - 0.5;
}
