/** Every path of the route table (spec section 2). */
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
} as const;

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function isWeekday(value: string | undefined): value is Weekday {
  return WEEKDAYS.some((day) => day === value);
}
