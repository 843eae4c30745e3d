import { WEEKDAYS } from '../../supabase/functions/_shared/rules/week.ts';
import { JOIN_PATH } from '../../supabase/functions/_shared/household/accounts-api.ts';

/**
 * Who may open a page, and what opening it starts:
 * - `public`: anyone;
 * - `account`: anyone, on a screen of Supabase Auth (signing in, signing up, passwords, the
 *   email link), whose route starts the auth client so it is ready when someone submits;
 * - `setup`: a signed-in person, whether or not onboarding is complete;
 * - `member`: a signed-in person who has completed onboarding.
 */
export type PageAccess = 'public' | 'account' | 'setup' | 'member';

/** The copies of a page's data this device keeps (the week, its list, the dashboard's rows). */
export type KeptCopy = 'plan' | 'list' | 'dashboard';

/**
 * One page of the app (spec section 2). The router's table (src/app/routes.tsx), the build's
 * prerendered pages and first-page preloads (vite.config.ts, scripts/prerender-plugin.ts) and
 * the pages this device keeps (src/app/pageSnapshots.ts) are all made from these records.
 */
export interface PageRecord {
  /** Its address; `:day` stands for a weekday in lower case. */
  path: string;
  /** More addresses that open it (`/*` at the end: with anything after). */
  aliases?: readonly string[];
  /** Its document title (src/app/pageTitle.ts); `{day}` is the weekday. None: the product's. */
  title?: string;
  /** Its module under src/pages (without `.tsx`), the component and the loader it exports. */
  module: string;
  component: string;
  loader?: string;
  access: PageAccess;
  /**
   * What the build does for someone who opens it first: `prerendered`, the page's HTML (the
   * same for every signed-out visitor) with its code preloaded; `preloaded`, its code preloaded
   * from the loading state; none, its code fetched as the router asks for it.
   */
  build?: 'prerendered' | 'preloaded';
  /**
   * The copy of its data this device keeps: the page renders from it at once, without the
   * network, and the app checks it ahead as it starts on this page. None: the device keeps
   * nothing of this page.
   */
  kept?: KeptCopy;
}

export const pages = {
  home: {
    path: '/',
    module: 'HomePage',
    component: 'HomePage',
    access: 'public',
    build: 'prerendered',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    module: 'LegalPage',
    component: 'PrivacyPolicyPage',
    access: 'public',
  },
  terms: {
    path: '/terms',
    title: 'Terms & Conditions',
    module: 'LegalPage',
    component: 'TermsPage',
    access: 'public',
  },
  login: {
    path: '/login',
    title: 'Log in',
    module: 'auth/LoginPage',
    component: 'LoginPage',
    access: 'account',
    build: 'preloaded',
  },
  signup: {
    path: '/signup',
    title: 'Sign up',
    module: 'auth/SignupPage',
    component: 'SignupPage',
    access: 'account',
    build: 'preloaded',
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Reset your password',
    module: 'auth/ResetPasswordPage',
    component: 'ResetPasswordPage',
    access: 'account',
  },
  resetPasswordUpdate: {
    path: '/reset-password/update',
    title: 'Choose a new password',
    module: 'auth/UpdatePasswordPage',
    component: 'UpdatePasswordPage',
    access: 'account',
  },
  authCallback: {
    path: '/auth/callback',
    aliases: ['/auth/callback/*', '/callback', '/callback/*', '/auth'],
    title: 'Signing you in',
    module: 'auth/CallbackPage',
    component: 'CallbackPage',
    access: 'account',
  },
  demoMealPlan: {
    path: '/demo/meal-plan',
    title: 'Sample meal plan',
    module: 'demo/DemoMealPlanPage',
    component: 'DemoMealPlanPage',
    loader: 'demoMealPlanLoader',
    access: 'public',
    build: 'prerendered',
  },
  demoMealPlanDay: {
    path: '/demo/meal-plan-day/:day',
    title: "Sample: {day}'s meals",
    module: 'demo/DemoDayPage',
    component: 'DemoDayPage',
    loader: 'demoDayLoader',
    access: 'public',
    build: 'prerendered',
  },
  demoShoppingList: {
    path: '/demo/shopping-list',
    title: 'Sample shopping list',
    module: 'demo/DemoShoppingListPage',
    component: 'DemoShoppingListPage',
    loader: 'demoShoppingListLoader',
    access: 'public',
    build: 'prerendered',
  },
  demoBudgetTracker: {
    path: '/demo/budget-tracker',
    title: 'Sample budget tracker',
    module: 'demo/DemoBudgetTrackerPage',
    component: 'DemoBudgetTrackerPage',
    loader: 'demoBudgetTrackerLoader',
    access: 'public',
    build: 'prerendered',
  },
  onboarding: {
    path: '/onboarding',
    title: 'Set up your profile',
    module: 'onboarding/OnboardingPage',
    component: 'OnboardingPage',
    access: 'setup',
  },
  profileReview: {
    path: '/profile-review',
    title: 'Review your profile',
    module: 'onboarding/ProfileReviewPage',
    component: 'ProfileReviewPage',
    access: 'setup',
  },
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    module: 'DashboardPage',
    component: 'DashboardPage',
    access: 'member',
    build: 'preloaded',
    kept: 'dashboard',
  },
  mealPlan: {
    path: '/meal-plan',
    title: 'Your meal plan',
    module: 'plan/MealPlanPage',
    component: 'MealPlanPage',
    access: 'member',
    build: 'preloaded',
    kept: 'plan',
  },
  mealPlanDay: {
    path: '/meal-plan/:day',
    title: "{day}'s meals",
    module: 'plan/DayPlanPage',
    component: 'DayPlanPage',
    access: 'member',
    build: 'preloaded',
    kept: 'plan',
  },
  shoppingList: {
    path: '/shopping-list',
    title: 'Shopping list',
    module: 'plan/ShoppingListPage',
    component: 'ShoppingListPage',
    access: 'member',
    build: 'preloaded',
    kept: 'list',
  },
  budgetTracker: {
    path: '/budget-tracker',
    title: 'Budget tracker',
    module: 'plan/BudgetTrackerPage',
    component: 'BudgetTrackerPage',
    access: 'member',
    build: 'preloaded',
  },
  pantry: {
    path: '/pantry',
    title: 'Pantry',
    module: 'plan/PantryPage',
    component: 'PantryPage',
    access: 'member',
  },
  ownRecipes: {
    path: '/recipes',
    title: 'My recipes',
    module: 'recipes/OwnRecipesPage',
    component: 'OwnRecipesPage',
    access: 'member',
  },
  /**
   * An invitation link's page: public, because the person may not have an account yet, and a
   * signed-in account that has not finished onboarding (one that signed up for the invitation)
   * must reach it too. The page itself tells signed in from signed out.
   */
  join: {
    path: JOIN_PATH,
    title: 'Join a household',
    module: 'household/JoinPage',
    component: 'JoinPage',
    access: 'public',
  },
  notFound: {
    path: '/*',
    title: 'Page not found',
    module: 'NotFoundPage',
    component: 'NotFoundPage',
    access: 'public',
  },
} as const satisfies Record<string, PageRecord>;

export type PageName = keyof typeof pages;

/** Every page's record, in the table's order. */
export const pageRecords: readonly PageRecord[] = Object.values(pages);

/** The segment a day page's address takes for its weekday. */
export const DAY_PARAM = ':day';

/** An address of the page for one day: `/meal-plan/:day` for 'monday' is `/meal-plan/monday`. */
export function pathOnDay(path: string, day: string): string {
  return path.replace(DAY_PARAM, day);
}

/** The exact addresses of a page: one a weekday for a day page (the build's lookups). */
export function addressesOf(record: PageRecord): string[] {
  if (!record.path.includes(DAY_PARAM)) return [record.path];
  return WEEKDAYS.map((day) => pathOnDay(record.path, day.toLowerCase()));
}

/** A page's address, or for a day page the function that makes it from the weekday. */
type PathOf<Path extends string> = Path extends `${string}${typeof DAY_PARAM}${string}`
  ? (day: string) => string
  : Path;

/**
 * The route table's paths (spec section 2), for the router, the machines and the links alike:
 * `paths.dashboard` is '/dashboard', `paths.mealPlanDay('monday')` is '/meal-plan/monday'.
 */
export const paths = Object.fromEntries(
  Object.entries(pages).map(([name, { path }]) => [
    name,
    path.includes(DAY_PARAM) ? (day: string) => pathOnDay(path, day) : path,
  ]),
) as { readonly [Name in PageName]: PathOf<(typeof pages)[Name]['path']> };

/** The pages a signed-in person may be on before onboarding is complete (spec section 2). */
export const SETUP_PATHS: readonly string[] = pageRecords
  .filter((record) => record.access === 'setup')
  .map((record) => record.path);

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
