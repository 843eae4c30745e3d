/**
 * Daily targets from the body (spec defaults, goals) and the profile resolved from stored rows and
 * the request body.
 */
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../supabase/functions/_shared/planner/profile.ts';
import {
  calorieTarget,
  recommendedProtein,
} from '../../supabase/functions/_shared/planner/targets.ts';

describe('targets', () => {
  it('uses the spec defaults (30 y, female, 150 lb, 5 ft 6 in, sedentary)', () => {
    // Mifflin-St Jeor: 10 x 68.04 + 6.25 x 167.64 - 150 - 161 = 1417.2; x 1.2 = 1700.6.
    expect(calorieTarget({})).toBe(1700);
    // 68.04 kg x 0.8 = 54.4 g.
    expect(recommendedProtein({})).toBe(54);
  });

  it('adds the Build Muscle protein bonus and the goal calories', () => {
    const body = {
      age: 25,
      gender: 'Male',
      heightFeet: 6,
      heightInches: 0,
      weightLb: 200,
      activityLevel: 'Very Active',
      healthGoal: 'Build Muscle',
    };
    // 90.72 kg x (1.4 + 0.3) = 154.2 g
    expect(recommendedProtein(body)).toBe(154);
    // (907.2 + 1143 - 125 + 5) x 1.725 + 250 = 3579.3
    expect(calorieTarget(body)).toBe(3580);
  });

  it('merges stored restrictions with the body and reads the custom budget', () => {
    const p = resolveProfile(
      {
        onboarding: null,
        food: {
          dietary_restrictions: ['Vegetarian'],
          allergies: ['Soy'],
          disliked_foods: 'olives',
          protein_goal: 'Set custom protein goal',
          favorite_cuisines: ['Thai'],
        },
        frequency: {
          weekly_budget: 'Custom Amount',
          custom_budget: 62.5,
          breakfasts_per_week: 5,
          lunch_per_week: 0,
          dinner_per_week: 7,
          snacks_per_week: 3,
          meal_prep_frequency: 'Weekly (Bulk Prep)',
          cooking_time: '30 minutes',
          cooking_methods: ['Microwave'],
        },
        budget: {
          zip_code: '94110',
          preferred_store: ['Aldi'],
          preferred_store_other: null,
          ingredient_quality: 'Premium',
        },
        planning: {
          dietary_restrictions_other: null,
          allergies_other: 'kiwi',
          custom_protein_amount: 120,
          meal_plan_start_day: 'Monday',
        },
      },
      { allergies: ['Peanuts'] },
    );
    expect(p).toMatchObject({
      diets: ['Vegetarian'],
      allergies: ['Peanuts', 'Soy'],
      allergyOther: 'kiwi',
      proteinGoal: 120,
      weeklyBudget: 62.5,
      mealCounts: { BREAKFAST: 5, LUNCH: 0, DINNER: 7, SNACK: 3 },
      bulkPrep: true,
      maxPrepMinutes: 30,
      methods: ['Microwave'],
      cuisines: ['Thai'],
      zipCode: '94110',
      quality: 'Premium',
    });
  });
});
