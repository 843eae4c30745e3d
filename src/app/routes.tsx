import type { RouteObject } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { AppLayout } from './AppLayout.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { WeekdayGuard } from './WeekdayGuard.tsx';

/**
 * The route table of spec section 2. Pages load lazily so the home page ships
 * only what it shows; the layout (header, footer, navigation) is eager.
 */
export function appRoutes(options: { sessionLogic?: AnyStateMachine } = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout sessionLogic={options.sessionLogic} />,
      HydrateFallback: PageLoader,
      children: [
        {
          index: true,
          lazy: () => import('../pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: 'privacy-policy',
          lazy: () =>
            import('../pages/LegalPage.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
        },
        {
          path: 'terms',
          lazy: () => import('../pages/LegalPage.tsx').then((m) => ({ Component: m.TermsPage })),
        },
        {
          path: 'login',
          lazy: () =>
            import('../pages/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: 'signup',
          lazy: () =>
            import('../pages/auth/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
        },
        {
          path: 'reset-password',
          lazy: () =>
            import('../pages/auth/ResetPasswordPage.tsx').then((m) => ({
              Component: m.ResetPasswordPage,
            })),
        },
        {
          path: 'reset-password/update',
          lazy: () =>
            import('../pages/auth/UpdatePasswordPage.tsx').then((m) => ({
              Component: m.UpdatePasswordPage,
            })),
        },
        ...['auth/callback', 'auth/callback/*', 'callback', 'callback/*', 'auth'].map((path) => ({
          path,
          lazy: () =>
            import('../pages/auth/CallbackPage.tsx').then((m) => ({ Component: m.CallbackPage })),
        })),
        {
          path: 'demo/meal-plan',
          lazy: () =>
            import('../pages/demo/DemoMealPlanPage.tsx').then((m) => ({
              Component: m.DemoMealPlanPage,
            })),
        },
        {
          path: 'demo/meal-plan-day/:day',
          element: <WeekdayGuard />,
          children: [
            {
              index: true,
              lazy: () =>
                import('../pages/demo/DemoDayPage.tsx').then((m) => ({ Component: m.DemoDayPage })),
            },
          ],
        },
        {
          path: 'demo/shopping-list',
          lazy: () =>
            import('../pages/demo/DemoShoppingListPage.tsx').then((m) => ({
              Component: m.DemoShoppingListPage,
            })),
        },
        {
          path: 'demo/budget-tracker',
          lazy: () =>
            import('../pages/demo/DemoBudgetTrackerPage.tsx').then((m) => ({
              Component: m.DemoBudgetTrackerPage,
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
              lazy: () =>
                import('../pages/onboarding/OnboardingPage.tsx').then((m) => ({
                  Component: m.OnboardingPage,
                })),
            },
            {
              path: 'profile-review',
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
              lazy: () =>
                import('../pages/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
            },
            {
              path: 'meal-plan',
              lazy: () =>
                import('../pages/plan/MealPlanPage.tsx').then((m) => ({
                  Component: m.MealPlanPage,
                })),
            },
            {
              path: 'meal-plan/:day',
              element: <WeekdayGuard />,
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('../pages/plan/DayPlanPage.tsx').then((m) => ({
                      Component: m.DayPlanPage,
                    })),
                },
              ],
            },
            {
              path: 'shopping-list',
              lazy: () =>
                import('../pages/plan/ShoppingListPage.tsx').then((m) => ({
                  Component: m.ShoppingListPage,
                })),
            },
            {
              path: 'budget-tracker',
              lazy: () =>
                import('../pages/plan/BudgetTrackerPage.tsx').then((m) => ({
                  Component: m.BudgetTrackerPage,
                })),
            },
          ],
        },
        {
          path: '*',
          lazy: () =>
            import('../pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ];
}
