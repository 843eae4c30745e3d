/**
 * The recommended daily protein (spec section 5), for the profile screens and the planner alike:
 * weight in kg times a factor by activity (Sedentary 0.8, Lightly Active 1.0, Moderately Active
 * 1.2, Very Active 1.4, Extra Active 1.6), plus 0.3 g/kg to build muscle or 0.2 g/kg to lose
 * weight, rounded. Empty values take the spec's defaults (150 lb, Sedentary); a value that
 * cannot be used (an unknown activity level, a weight that is not a positive number) gives 50 g.
 */
export const ACTIVITY_LEVELS = [
  'Sedentary',
  'Lightly Active',
  'Moderately Active',
  'Very Active',
  'Extra Active',
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Stored values of health_goal with their labels ('Lose Weight' is shown as 'Weight Loss'). */
export const HEALTH_GOALS = [
  { value: 'Lose Weight', label: 'Weight Loss' },
  { value: 'Maintain Weight', label: 'Maintain Weight' },
  { value: 'Gain Weight', label: 'Gain Weight' },
  { value: 'Build Muscle', label: 'Build Muscle' },
  { value: 'Improve Overall Health', label: 'Improve Overall Health' },
] as const;

export const PROTEIN_DEFAULTS = {
  age: 30,
  gender: 'Female',
  weightLbs: 150,
  heightFeet: 5,
  heightInches: 6,
  activity: 'Sedentary',
} as const;
export const PROTEIN_FALLBACK_GRAMS = 50;
export const KG_PER_LB = 0.45359237;

const FACTOR_BY_ACTIVITY: Record<ActivityLevel, number> = {
  Sedentary: 0.8,
  'Lightly Active': 1.0,
  'Moderately Active': 1.2,
  'Very Active': 1.4,
  'Extra Active': 1.6,
};

/** The stored goal for a goal or its label ('Weight Loss' -> 'Lose Weight'). */
export function healthGoalValue(text: string | null | undefined): string {
  const wanted = (text ?? '').trim();
  return HEALTH_GOALS.find((g) => g.value === wanted || g.label === wanted)?.value ?? wanted;
}

export interface ProteinInputs {
  /** Pounds; null, undefined or '' when not given. */
  weightLbs: number | string | null | undefined;
  activityLevel: string | null | undefined;
  healthGoal: string | null | undefined;
}

function weightOf(value: ProteinInputs['weightLbs']): number | null {
  if (value === null || value === undefined) return PROTEIN_DEFAULTS.weightLbs;
  if (typeof value === 'string') {
    if (value.trim() === '') return PROTEIN_DEFAULTS.weightLbs;
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
  }
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Recommended grams of protein a day. */
export function recommendedProtein(inputs: ProteinInputs): number {
  const weight = weightOf(inputs.weightLbs);
  if (weight === null) return PROTEIN_FALLBACK_GRAMS;
  const activity = (inputs.activityLevel ?? '').trim() || PROTEIN_DEFAULTS.activity;
  const factor = FACTOR_BY_ACTIVITY[activity as ActivityLevel];
  if (factor === undefined) return PROTEIN_FALLBACK_GRAMS;
  const goal = healthGoalValue(inputs.healthGoal);
  const bonus = goal === 'Build Muscle' ? 0.3 : goal === 'Lose Weight' ? 0.2 : 0;
  const grams = Math.round(weight * KG_PER_LB * (factor + bonus));
  return grams > 0 ? grams : PROTEIN_FALLBACK_GRAMS;
}

/**
 * The daily protein goal a person chose: their custom grams when they asked for a custom goal
 * and gave a positive whole number, otherwise the recommended amount.
 */
export function proteinGoalGrams(
  choice: string | null | undefined,
  customGrams: number | null | undefined,
  inputs: ProteinInputs,
): number {
  if (/custom/i.test(choice ?? '') && typeof customGrams === 'number' && customGrams > 0) {
    return Math.round(customGrams);
  }
  return recommendedProtein(inputs);
}
