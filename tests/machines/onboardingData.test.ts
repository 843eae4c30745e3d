import { describe, expect, it } from 'vitest';
import {
  emptyOnboardingData,
  onboardingDataToRows,
  parseStoredOnboardingData,
  proteinGoalGrams,
  recommendedProtein,
  rowsToOnboardingData,
  toZipCode,
} from '../../machines/onboarding/onboardingData.ts';

function protein(weight: string, activity_level: string, health_goal = '') {
  return recommendedProtein({ weight, activity_level, health_goal });
}

// 1 lb = 0.45359237 kg, so 150 lb = 68.0389 kg and 200 lb = 90.7185 kg.
describe('recommendedProtein', () => {
  it.each([
    ['Sedentary', '150 lb -> 68.0389 kg x 0.8 = 54.43 -> 54', 54],
    ['Lightly Active', '68.0389 kg x 1.0 = 68.04 -> 68', 68],
    ['Moderately Active', '68.0389 kg x 1.2 = 81.65 -> 82', 82],
    ['Very Active', '68.0389 kg x 1.4 = 95.25 -> 95', 95],
    ['Extra Active', '68.0389 kg x 1.6 = 108.86 -> 109', 109],
  ])('%s at 150 lb: %s', (activity, _arithmetic, grams) => {
    expect(protein('150', activity)).toBe(grams);
  });

  it.each([
    ['Lose Weight', 'Sedentary 0.8 + 0.2 = 1.0 g/kg x 68.0389 = 68.04 -> 68', 68],
    ['Build Muscle', 'Sedentary 0.8 + 0.3 = 1.1 g/kg x 68.0389 = 74.84 -> 75', 75],
    ['Maintain Weight', 'no bonus: 0.8 x 68.0389 = 54.43 -> 54', 54],
    ['Gain Weight', 'no bonus: 0.8 x 68.0389 = 54.43 -> 54', 54],
    ['Improve Overall Health', 'no bonus: 0.8 x 68.0389 = 54.43 -> 54', 54],
  ])('goal %s at 150 lb Sedentary: %s', (goal, _arithmetic, grams) => {
    expect(protein('150', 'Sedentary', goal)).toBe(grams);
  });

  it('200 lb Very Active building muscle: 90.7185 kg x (1.4 + 0.3) = 154.22 -> 154', () => {
    expect(protein('200', 'Very Active', 'Build Muscle')).toBe(154);
  });

  it('90 lb Extra Active losing weight: 40.8233 kg x (1.6 + 0.2) = 73.48 -> 73', () => {
    expect(protein('90', 'Extra Active', 'Lose Weight')).toBe(73);
  });

  it('empty values take the defaults, 150 lb Sedentary: 54', () => {
    expect(protein('', '', '')).toBe(54);
    expect(recommendedProtein(emptyOnboardingData())).toBe(54);
  });

  it('an empty activity uses Sedentary with the given weight: 200 lb x 0.4536 x 0.8 = 72.57 -> 73', () => {
    expect(protein('200', '')).toBe(73);
  });

  it.each([
    ['weight that is not a number', 'heavy', 'Sedentary'],
    ['negative weight', '-150', 'Sedentary'],
    ['unknown activity level', '150', 'Couch Potato'],
  ])('falls back to 50 g for a %s', (_case, weight, activity) => {
    expect(protein(weight, activity)).toBe(50);
  });

  it('the protein goal is the custom amount when chosen, else the recommendation', () => {
    const data = { ...emptyOnboardingData(), weight: '150', activity_level: 'Sedentary' };
    expect(
      proteinGoalGrams({
        ...data,
        protein_goal: 'Set custom protein goal',
        custom_protein_amount: '130',
      }),
    ).toBe(130);
    expect(
      proteinGoalGrams({
        ...data,
        protein_goal: 'Set custom protein goal',
        custom_protein_amount: '',
      }),
    ).toBe(54);
    expect(
      proteinGoalGrams({
        ...data,
        protein_goal: 'Use recommended amount',
        custom_protein_amount: '130',
      }),
    ).toBe(54);
  });
});

describe('onboarding data conversions', () => {
  it('stores the recommended protein with the planning preferences', () => {
    const rows = onboardingDataToRows(
      { ...emptyOnboardingData(), weight: '200', activity_level: 'Lightly Active' },
      'u1',
    );
    // 200 lb = 90.7185 kg x 1.0 = 90.72 -> 91
    expect(rows.planningPreferences.recommended_protein).toBe(91);
  });

  it('saves only a complete 5-digit zip code', () => {
    expect(toZipCode('30301')).toBe('30301');
    expect(toZipCode('303')).toBeNull();
    expect(toZipCode('')).toBeNull();
  });

  it('loads rows as text: numbers become text, null becomes an empty string, lists stay lists', () => {
    const data = rowsToOnboardingData({
      onboardingProfile: {
        full_name: 'Ada',
        age: 36,
        gender: null,
        height_feet: 5,
        height_inches: 0,
        weight: null,
        activity_level: 'Sedentary',
        health_goal: null,
      },
      mealFrequency: {
        weekly_budget: 'Custom Amount',
        custom_budget: 87.5,
        breakfasts_per_week: 0,
        lunch_per_week: null,
        dinner_per_week: 7,
        snacks_per_week: 3,
        meal_prep_frequency: null,
        cooking_time: '30',
        cooking_methods: ['Air Fryer'],
      },
    });
    expect(data).toMatchObject({
      full_name: 'Ada',
      age: '36',
      gender: '',
      height_inches: '0',
      weight: '',
      custom_budget: '87.50',
      breakfasts_per_week: '0',
      lunch_per_week: '',
      cooking_methods: ['Air Fryer'],
      allergies: [],
    });
  });

  it('reads a stored draft, reports corrupt text and a missing draft apart', () => {
    expect(parseStoredOnboardingData(null)).toEqual({ ok: false, reason: 'missing' });
    expect(parseStoredOnboardingData('{not json')).toEqual({ ok: false, reason: 'corrupt' });
    expect(parseStoredOnboardingData('[1,2]')).toEqual({ ok: false, reason: 'corrupt' });
    const parsed = parseStoredOnboardingData(
      JSON.stringify({ full_name: 'Ada', allergies: 'Peanuts', age: 40 }),
    );
    expect(parsed.ok && parsed.data).toMatchObject({
      full_name: 'Ada',
      allergies: [],
      age: '',
      breakfasts_per_week: '7',
    });
  });
});
