import type { RouteObject } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { AppLayout } from './AppLayout.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { WeekdayGuard } from './WeekdayGuard.tsx';
import { RouteError } from './RouteError.tsx';
import { getSupabase } from '../services/supabase.ts';
import {
  dayTitle,
  HOME_TITLE,
  NOT_FOUND_TITLE,
  type RouteHandle,
  type TitleSource,
} from './pageTitle.ts';

/** A route's handle naming its page (pageTitle.ts). */
function title(source: TitleSource): RouteHandle {
  return { title: source };
}

/**
 * The sign-in, sign-up, password and callback screens all talk to Supabase Auth: their route
 * starts the client (after the page has loaded) so that it is ready by the time someone submits,
 * as other pages no longer load it for signed-out visitors.
 */
function withAuthClient<Page>(page: Promise<Page>): Promise<Page> {
  getSupabase().catch((error: unknown) => {
    console.error('Authentication is unavailable:', error);
  });
  return page;
}

/** Resolves in a later task, so what follows runs after the browser has had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A signed-in page in steps, each in a task of its own: zod, building the schemas of its data
 * (the modules of the first given step), checking this device's copy of that data, then the page's own
 * modules. In one task, as `import()` of the page alone gives, a phone holds off input for
 * tens of milliseconds as the app starts. Only the page the app starts on loads in steps: the
 * build preloads its files, so they are fetched together all the same; a page opened later has
 * its files fetched as it is imported, and in steps each would wait for the one before.
 */
async function inSteps<Page>(
  stepwise: () => boolean,
  steps: ReadonlyArray<() => Promise<unknown>>,
  page: () => Promise<Page>,
): Promise<Page> {
  if (!stepwise()) return page();
  for (const step of [loadZod, ...steps]) {
    await step();
    await nextTask();
  }
  return page();
}

/**
 * The first step of every signed-in page: zod itself. Evaluating its core (the constructors of
 * every schema kind) is a task of its own, before the app's schemas are built from it.
 */
const loadZod = () => import('../services/zod.ts');

/** The two steps of a module that checks this device's copy: building it, then the check. */
function checkedAhead<Module>(
  load: () => Promise<Module>,
  check: (module: Module) => void,
): Array<() => Promise<unknown>> {
  return [load, () => load().then(check)];
}

const planSteps = checkedAhead(
  () => import('../device/keptWeek.ts'),
  (m) => m.checkCachedPlanAhead(),
);

/**
 * The route table of spec section 2. Pages load lazily so the home page ships
 * only what it shows; the layout (header, footer, navigation) is eager.
 */
export function appRoutes(
  options: {
    sessionLogic?: AnyStateMachine;
    /** Whether a signed-in page loads in steps (see inSteps): the app says while it starts. */
    stepwise?: () => boolean;
  } = {},
): RouteObject[] {
  const stepwise = options.stepwise ?? (() => true);
  return [
    {
      path: '/',
      element: <AppLayout sessionLogic={options.sessionLogic} />,
      HydrateFallback: PageLoader,
      children: [
        {
          // A page that fails shows why inside the header and footer (RouteError.tsx).
          errorElement: <RouteError />,
          children: pageRoutes(stepwise),
        },
      ],
    },
  ];
}

/** Every page of the app, inside its layout (appRoutes). */
function pageRoutes(stepwise: () => boolean): RouteObject[] {
  return [
    {
      index: true,
      handle: title(HOME_TITLE),
      lazy: () => import('../pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
    },
    {
      path: 'privacy-policy',
      handle: title('Privacy Policy'),
      lazy: () =>
        import('../pages/LegalPage.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
    },
    {
      path: 'terms',
      handle: title('Terms & Conditions'),
      lazy: () => import('../pages/LegalPage.tsx').then((m) => ({ Component: m.TermsPage })),
    },
    {
      path: 'login',
      handle: title('Log in'),
      lazy: () =>
        withAuthClient(import('../pages/auth/LoginPage.tsx')).then((m) => ({
          Component: m.LoginPage,
        })),
    },
    {
      path: 'signup',
      handle: title('Sign up'),
      lazy: () =>
        withAuthClient(import('../pages/auth/SignupPage.tsx')).then((m) => ({
          Component: m.SignupPage,
        })),
    },
    {
      path: 'reset-password',
      handle: title('Reset your password'),
      lazy: () =>
        withAuthClient(import('../pages/auth/ResetPasswordPage.tsx')).then((m) => ({
          Component: m.ResetPasswordPage,
        })),
    },
    {
      path: 'reset-password/update',
      handle: title('Choose a new password'),
      lazy: () =>
        withAuthClient(import('../pages/auth/UpdatePasswordPage.tsx')).then((m) => ({
          Component: m.UpdatePasswordPage,
        })),
    },
    ...['auth/callback', 'auth/callback/*', 'callback', 'callback/*', 'auth'].map((path) => ({
      path,
      handle: title('Signing you in'),
      lazy: () =>
        withAuthClient(import('../pages/auth/CallbackPage.tsx')).then((m) => ({
          Component: m.CallbackPage,
        })),
    })),
    {
      path: 'demo/meal-plan',
      handle: title('Sample meal plan'),
      lazy: () =>
        import('../pages/demo/DemoMealPlanPage.tsx').then((m) => ({
          Component: m.DemoMealPlanPage,
          loader: m.demoMealPlanLoader,
        })),
    },
    {
      path: 'demo/meal-plan-day/:day',
      handle: title(dayTitle('Sample: ')),
      element: <WeekdayGuard />,
      children: [
        {
          index: true,
          lazy: () =>
            import('../pages/demo/DemoDayPage.tsx').then((m) => ({
              Component: m.DemoDayPage,
              loader: m.demoDayLoader,
            })),
        },
      ],
    },
    {
      path: 'demo/shopping-list',
      handle: title('Sample shopping list'),
      lazy: () =>
        import('../pages/demo/DemoShoppingListPage.tsx').then((m) => ({
          Component: m.DemoShoppingListPage,
          loader: m.demoShoppingListLoader,
        })),
    },
    {
      path: 'demo/budget-tracker',
      handle: title('Sample budget tracker'),
      lazy: () =>
        import('../pages/demo/DemoBudgetTrackerPage.tsx').then((m) => ({
          Component: m.DemoBudgetTrackerPage,
          loader: m.demoBudgetTrackerLoader,
        })),
    },
    {
      lazy: () =>
        import('./RequireAuth.tsx').then((m) => ({
          Component: m.RequireAuthOnboardingOptional,
        })),
      children: [
        {
          path: 'onboarding',
          handle: title('Set up your profile'),
          lazy: () =>
            import('../pages/onboarding/OnboardingPage.tsx').then((m) => ({
              Component: m.OnboardingPage,
            })),
        },
        {
          path: 'profile-review',
          handle: title('Review your profile'),
          lazy: () =>
            import('../pages/onboarding/ProfileReviewPage.tsx').then((m) => ({
              Component: m.ProfileReviewPage,
            })),
        },
      ],
    },
    {
      lazy: () =>
        import('./RequireAuth.tsx').then((m) => ({ Component: m.RequireAuthAndOnboarding })),
      children: [
        {
          path: 'dashboard',
          handle: title('Dashboard'),
          lazy: () =>
            inSteps(
              stepwise,
              checkedAhead(
                () => import('../device/keptDashboard.ts'),
                (m) => m.checkCachedDashboardAhead(),
              ),
              () => import('../pages/DashboardPage.tsx'),
            ).then((m) => ({ Component: m.DashboardPage })),
        },
        {
          path: 'meal-plan',
          handle: title('Your meal plan'),
          lazy: () =>
            inSteps(stepwise, planSteps, () => import('../pages/plan/MealPlanPage.tsx')).then(
              (m) => ({
                Component: m.MealPlanPage,
              }),
            ),
        },
        {
          path: 'meal-plan/:day',
          handle: title(dayTitle('')),
          element: <WeekdayGuard />,
          children: [
            {
              index: true,
              lazy: () =>
                inSteps(stepwise, planSteps, () => import('../pages/plan/DayPlanPage.tsx')).then(
                  (m) => ({
                    Component: m.DayPlanPage,
                  }),
                ),
            },
          ],
        },
        {
          path: 'shopping-list',
          handle: title('Shopping list'),
          lazy: () =>
            inSteps(
              stepwise,
              [
                () => import('../services/live/plans.ts'),
                ...checkedAhead(
                  () => import('../device/keptList.ts'),
                  (m) => m.checkCachedListAhead(),
                ),
              ],
              () => import('../pages/plan/ShoppingListPage.tsx'),
            ).then((m) => ({
              Component: m.ShoppingListPage,
            })),
        },
        {
          path: 'budget-tracker',
          handle: title('Budget tracker'),
          lazy: () =>
            import('../pages/plan/BudgetTrackerPage.tsx').then((m) => ({
              Component: m.BudgetTrackerPage,
            })),
        },
        {
          path: 'pantry',
          handle: title('Pantry'),
          lazy: () =>
            import('../pages/plan/PantryPage.tsx').then((m) => ({ Component: m.PantryPage })),
        },
      ],
    },
    {
      path: '*',
      handle: title(NOT_FOUND_TITLE),
      lazy: () => import('../pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
    },
  ];
}
