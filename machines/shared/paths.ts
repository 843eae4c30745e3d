import { WEEKDAYS } from '../../supabase/functions/_shared/rules/week.ts';

/**
 * The route table's paths (spec section 2), for the router, the machines and the links alike.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  resetPasswordUpdate: '/reset-password/update',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  authCallback: '/auth/callback',
  demoMealPlan: '/demo/meal-plan',
  demoMealPlanDay: (day: string) => `/demo/meal-plan-day/${day}`,
  demoShoppingList: '/demo/shopping-list',
  demoBudgetTracker: '/demo/budget-tracker',
  onboarding: '/onboarding',
  profileReview: '/profile-review',
  dashboard: '/dashboard',
  mealPlan: '/meal-plan',
  mealPlanDay: (day: string) => `/meal-plan/${day}`,
  shoppingList: '/shopping-list',
  budgetTracker: '/budget-tracker',
  pantry: '/pantry',
} as const;

/** The pages a signed-in person may be on before onboarding is complete (spec section 2). */
export const SETUP_PATHS: readonly string[] = [paths.onboarding, paths.profileReview];

/** A weekday as a path segment: 'monday'. */
export type Weekday = Lowercase<(typeof WEEKDAYS)[number]>;

export function isWeekday(value: string | undefined): value is Weekday {
  return value !== undefined && WEEKDAYS.some((day) => day.toLowerCase() === value);
}

/** The most weeks ahead a page may show (a monthly trip's four weeks). */
const MAX_AHEAD = 3;

/** A week planned ahead, as an address's `?ahead=` says it: 1 to 3, else this week (0). */
export function aheadOf(value: string | null): number {
  const ahead = Number(value);
  return Number.isInteger(ahead) && ahead >= 1 && ahead <= MAX_AHEAD ? ahead : 0;
}

/** A plan page's address for a week planned ahead (this week's address for 0). */
export function aheadPath(path: string, ahead: number): string {
  return ahead > 0 ? `${path}?ahead=${ahead}` : path;
}
