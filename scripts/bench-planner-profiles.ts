/**
 * The profiles of `npm run bench:planner` (scripts/bench-planner.ts): 20 fixed people, and the
 * Thrifty Food Plan levels their weeks are measured against.
 *
 * Thrifty Food Plan (USDA FNS, Center for Nutrition Policy and Promotion, "Cost of Food at Home",
 * Thrifty Food Plan, September 2025, U.S. average, weekly cost): female 20-50 $57.40, 51-70
 * $53.50, 71+ $58.80; male 20-50 $72.10, 51-70 $63.70, 71+ $60.70. The plan covers all food of
 * a week; for a profile that plans only some meals the level is scaled by the planned share of
 * the day (targets.ts plannedDayShares).
 */
import type { Diet } from '../supabase/functions/_shared/catalogue/types.ts';
import {
  calorieTarget,
  plannedDayShares,
  recommendedProtein,
} from '../supabase/functions/_shared/planner/targets.ts';
import type { BodyData } from '../supabase/functions/_shared/planner/targets.ts';
import type { MealCounts, PlannerProfile } from '../supabase/functions/_shared/planner/types.ts';

export const TFP_WEEKLY: Record<string, number> = {
  'Female 20-50': 57.4,
  'Female 51-70': 53.5,
  'Female 71+': 58.8,
  'Male 20-50': 72.1,
  'Male 51-70': 63.7,
  'Male 71+': 60.7,
};

export interface BenchProfile {
  name: string;
  body: BodyData & { age: number; gender: 'Male' | 'Female' };
  profile: Partial<PlannerProfile>;
}

const ALL7 = { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 };

export const PROFILES: BenchProfile[] = [
  { name: 'F30 default $100', body: { age: 30, gender: 'Female' }, profile: { weeklyBudget: 100 } },
  { name: 'F30 at TFP', body: { age: 30, gender: 'Female' }, profile: { weeklyBudget: 57.4 } },
  {
    name: 'M35 active at TFP',
    body: {
      age: 35,
      gender: 'Male',
      weightLb: 180,
      heightFeet: 5,
      heightInches: 11,
      activityLevel: 'Moderately Active',
    },
    profile: { weeklyBudget: 72.1 },
  },
  {
    name: 'M25 muscle $150',
    body: {
      age: 25,
      gender: 'Male',
      weightLb: 190,
      heightFeet: 6,
      heightInches: 1,
      activityLevel: 'Very Active',
      healthGoal: 'Build Muscle',
    },
    profile: { weeklyBudget: 150, cuisines: ['Mexican', 'American'] },
  },
  {
    name: 'F45 lose $75',
    body: {
      age: 45,
      gender: 'Female',
      weightLb: 190,
      activityLevel: 'Lightly Active',
      healthGoal: 'Lose Weight',
    },
    profile: { weeklyBudget: 75 },
  },
  {
    name: 'Vegan $75',
    body: { age: 28, gender: 'Female', weightLb: 135 },
    profile: { weeklyBudget: 75, diets: ['Vegan'] },
  },
  {
    name: 'Vegetarian GF $100',
    body: { age: 40, gender: 'Male', weightLb: 170 },
    profile: { weeklyBudget: 100, diets: ['Vegetarian', 'Gluten-Free'] },
  },
  {
    name: 'Keto $120',
    body: { age: 38, gender: 'Male', weightLb: 210 },
    profile: { weeklyBudget: 120, diets: ['Keto'] },
  },
  {
    name: 'Dairy+egg allergy $90',
    body: { age: 33, gender: 'Female' },
    profile: { weeklyBudget: 90, allergies: ['Dairy', 'Eggs'] },
  },
  {
    name: 'Nut+sesame, 15 min',
    body: { age: 22, gender: 'Male', weightLb: 160 },
    profile: {
      weeklyBudget: 90,
      allergies: ['Peanuts', 'Tree Nuts', 'Sesame'],
      maxPrepMinutes: 15,
    },
  },
  {
    name: 'Microwave only $80',
    body: { age: 60, gender: 'Female' },
    profile: { weeklyBudget: 80, methods: ['Microwave'] },
  },
  {
    name: 'Bulk prep 5/5/7/7',
    body: { age: 29, gender: 'Male', weightLb: 175 },
    profile: {
      weeklyBudget: 85,
      bulkPrep: true,
      mealCounts: { BREAKFAST: 5, LUNCH: 5, DINNER: 7, SNACK: 7 },
    },
  },
  {
    name: 'Dinners only $40',
    body: { age: 50, gender: 'Female' },
    profile: { weeklyBudget: 40, mealCounts: { BREAKFAST: 0, LUNCH: 0, DINNER: 7, SNACK: 0 } },
  },
  {
    name: 'Lunch+dinner $60',
    body: { age: 31, gender: 'Male' },
    profile: { weeklyBudget: 60, mealCounts: { BREAKFAST: 0, LUNCH: 7, DINNER: 7, SNACK: 0 } },
  },
  {
    name: 'Italian+Indian fan $110',
    body: { age: 27, gender: 'Female' },
    profile: { weeklyBudget: 110, cuisines: ['Italian', 'Indian'] },
  },
  {
    name: 'Asian cuisines $95',
    body: { age: 44, gender: 'Male' },
    profile: { weeklyBudget: 95, cuisines: ['Chinese', 'Japanese', 'Thai'] },
  },
  {
    name: 'Dislikes + other allergy',
    body: { age: 36, gender: 'Female' },
    profile: {
      weeklyBudget: 90,
      dislikedFoods: 'mushrooms, olives, cilantro',
      allergyOther: 'kiwi',
    },
  },
  {
    name: 'Pescatarian $110',
    body: { age: 52, gender: 'Male' },
    profile: { weeklyBudget: 110, dietOther: 'pescatarian' },
  },
  {
    name: 'Senior M72 $65',
    body: { age: 72, gender: 'Male', weightLb: 165 },
    profile: { weeklyBudget: 65, mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 3 } },
  },
  {
    name: 'Tight $35 full week',
    body: { age: 24, gender: 'Female' },
    profile: { weeklyBudget: 35 },
  },
];

export function tfpFor(body: BenchProfile['body']): number {
  const band = body.age <= 50 ? '20-50' : body.age <= 70 ? '51-70' : '71+';
  return TFP_WEEKLY[`${body.gender} ${band}`] ?? 57.4;
}

export function makeProfile(b: BenchProfile): PlannerProfile {
  return {
    diets: [] as Diet[],
    dietOther: '',
    allergies: [],
    allergyOther: '',
    dislikedFoods: '',
    proteinGoal: recommendedProtein(b.body),
    calorieTarget: calorieTarget(b.body),
    weeklyBudget: 100,
    mealCounts: { ...ALL7 },
    bulkPrep: false,
    maxPrepMinutes: 60,
    methods: [],
    cuisines: [],
    zipCode: '',
    stores: [],
    quality: 'Balanced',
    ...b.profile,
  };
}

/** The Thrifty Food Plan level of a profile's week: its person's weekly cost, scaled by the
 *  planned share of the day (dollars, not rounded). */
export function tfpLevel(b: BenchProfile, counts: MealCounts): number {
  return (tfpFor(b.body) * plannedDayShares(counts)) / 7;
}

/**
 * Profiles of realistic meal counts for the diet-quality run at the Thrifty Food Plan cost, each
 * added when the set has no profile with its counts: lunch and dinner only (7 + 7), 5 lunches and
 * 7 dinners (lunch at work on weekdays), and a week with no snacks (7 breakfasts, lunches and
 * dinners).
 */
export const REALISTIC_COUNTS: BenchProfile[] = [
  {
    name: 'Lunch+dinner 7+7',
    body: { age: 31, gender: 'Male' },
    profile: { mealCounts: { BREAKFAST: 0, LUNCH: 7, DINNER: 7, SNACK: 0 } },
  },
  {
    name: '5 lunches, 7 dinners',
    body: { age: 34, gender: 'Female', weightLb: 150, activityLevel: 'Lightly Active' },
    profile: { mealCounts: { BREAKFAST: 0, LUNCH: 5, DINNER: 7, SNACK: 0 } },
  },
  {
    name: 'No snacks 7/7/7',
    body: { age: 41, gender: 'Male', weightLb: 185, activityLevel: 'Lightly Active' },
    profile: { mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 0 } },
  },
];

/** The meal counts of a bench profile. */
export function countsOf(b: BenchProfile): MealCounts {
  return b.profile.mealCounts ?? { ...ALL7 };
}
