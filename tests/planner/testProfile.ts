import type { PlannerProfile } from '../../supabase/functions/_shared/planner/types.ts';

/** A plain full-week profile with no restrictions; tests override what they are about. */
export function testProfile(overrides: Partial<PlannerProfile> = {}): PlannerProfile {
  return {
    diets: [],
    dietOther: '',
    allergies: [],
    allergyOther: '',
    dislikedFoods: '',
    proteinGoal: 90,
    calorieTarget: 2000,
    weeklyBudget: 80,
    mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 },
    bulkPrep: false,
    maxPrepMinutes: 60,
    methods: [],
    cuisines: [],
    zipCode: '',
    stores: [],
    quality: 'Balanced',
    ...overrides,
  };
}
