/**
 * What each read-only section of the profile summary shows (spec section 2, Profile review):
 * labels and display values, with the empty-value texts, height in feet and inches, the budget
 * and protein display rules.
 */
import {
  COOKING_TIMES,
  CUSTOM_BUDGET,
  HEALTH_GOALS,
  recommendedProtein,
  toDecimal,
  toInteger,
  type OnboardingData,
} from '../../../machines/onboarding/onboardingData.ts';
import { compactDollars } from '../../../supabase/functions/_shared/rules/money.ts';
import type { ProfileSection } from '../../../machines/profileReview/profileReview.types.ts';
import { emptyTexts } from '../../../machines/texts/onboarding.ts';

export interface SummaryRow {
  label: string;
  value: string;
}

function orEmpty(value: string, empty: string = emptyTexts.value): string {
  return value.trim() === '' ? empty : value;
}

/** A list with its free-text 'Other' answer in place of the word Other. */
function listText(values: string[], other: string, empty: string): string {
  const items = values.map((value) =>
    value === 'Other' && other.trim() !== '' ? `Other: ${other.trim()}` : value,
  );
  return items.length === 0 ? empty : items.join(', ');
}

export function heightText(feet: string, inches: string): string {
  if (feet.trim() === '') return emptyTexts.value;
  return inches.trim() === '' ? `${feet} ft` : `${feet} ft ${inches} in`;
}

export function budgetText(weeklyBudget: string, customBudget: string): string {
  if (weeklyBudget === CUSTOM_BUDGET) {
    const amount = toDecimal(customBudget);
    return amount === null ? emptyTexts.value : compactDollars(amount);
  }
  return orEmpty(weeklyBudget);
}

export function proteinGoalText(data: OnboardingData): string {
  if (data.protein_goal === 'Set custom protein goal') {
    const grams = toInteger(data.custom_protein_amount);
    if (grams !== null) return `${grams} grams (custom)`;
  }
  return 'Recommended amount';
}

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export function summaryRows(
  section: ProfileSection,
  data: OnboardingData,
  email: string | null,
): SummaryRow[] {
  switch (section) {
    case 'personal':
      return [
        { label: 'Full Name', value: orEmpty(data.full_name) },
        { label: 'Email', value: orEmpty(email ?? '') },
        { label: 'Age', value: orEmpty(data.age) },
        { label: 'Gender', value: orEmpty(data.gender) },
        { label: 'Height', value: heightText(data.height_feet, data.height_inches) },
        {
          label: 'Weight',
          value: data.weight.trim() === '' ? emptyTexts.value : `${data.weight} lbs`,
        },
        { label: 'Activity Level', value: orEmpty(data.activity_level) },
        { label: 'Health Goal', value: orEmpty(labelOf(HEALTH_GOALS, data.health_goal)) },
      ];
    case 'dietary':
      return [
        {
          label: 'Dietary Restrictions',
          value: listText(
            data.dietary_restrictions,
            data.dietary_restrictions_other,
            emptyTexts.list,
          ),
        },
        {
          label: 'Allergies',
          value: listText(data.allergies, data.allergies_other, emptyTexts.list),
        },
        { label: 'Disliked Foods', value: orEmpty(data.disliked_foods, emptyTexts.preferences) },
        { label: 'Protein Goal', value: proteinGoalText(data) },
        { label: 'Recommended Protein', value: `${recommendedProtein(data)} grams per day` },
        {
          label: 'Favorite Cuisines',
          value: listText(data.favorite_cuisines, '', emptyTexts.preferences),
        },
      ];
    case 'mealPlanning':
      return [
        { label: 'Weekly Budget', value: budgetText(data.weekly_budget, data.custom_budget) },
        { label: 'Breakfasts per Week', value: orEmpty(data.breakfasts_per_week) },
        { label: 'Lunches per Week', value: orEmpty(data.lunch_per_week) },
        { label: 'Dinners per Week', value: orEmpty(data.dinner_per_week) },
        { label: 'Snacks per Week', value: orEmpty(data.snacks_per_week) },
        { label: 'Meal Prep Frequency', value: orEmpty(data.meal_prep_frequency) },
        { label: 'Cooking Time', value: orEmpty(labelOf(COOKING_TIMES, data.cooking_time)) },
        {
          label: 'Cooking Methods',
          value: listText(data.cooking_methods, '', emptyTexts.preferences),
        },
        { label: 'Meal Plan Start Day', value: orEmpty(data.meal_plan_start_day) },
      ];
    case 'grocery': {
      const stores = [
        ...data.preferred_store,
        ...(data.preferred_store_other.trim() ? [data.preferred_store_other.trim()] : []),
      ];
      return [
        { label: 'Shopping Frequency', value: orEmpty(data.shopping_frequency) },
        { label: 'Zip Code', value: orEmpty(data.zip_code) },
        { label: 'Preferred Stores', value: listText(stores, '', emptyTexts.preferences) },
        { label: 'Ingredient Quality', value: orEmpty(data.ingredient_quality) },
      ];
    }
  }
}
