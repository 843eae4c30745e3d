/**
 * The spec's rules that the app and the functions both need exist once, in
 * supabase/functions/_shared/rules/: the app's modules and the functions' modules hand out the
 * very same functions and lists, and give the same answers for the same person.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
// The app's side.
import * as appOnboarding from '../../machines/onboarding/onboardingData.ts';
import * as appWeek from '../../machines/planShared/week.ts';
import { paths } from '../../machines/shared/paths.ts';
// The functions' side.
import * as serverTargets from '../../supabase/functions/_shared/planner/targets.ts';
import * as serverWeekRules from '../../supabase/functions/_shared/rules/week.ts';
import * as sharedProtein from '../../supabase/functions/_shared/rules/protein.ts';
import * as sharedBudget from '../../supabase/functions/_shared/rules/budget.ts';
import { WEEKDAYS as serverWeekdays } from '../../supabase/functions/_shared/schemas/meal-plan.ts';

const activity = fc.constantFrom(...sharedProtein.ACTIVITY_LEVELS, '', 'Unknown level');
const goal = fc.constantFrom(
  ...sharedProtein.HEALTH_GOALS.flatMap((g) => [g.value, g.label]),
  '',
  'Something else',
);
const weight = fc.oneof(
  fc.integer({ min: 50, max: 500 }).map(String),
  // Blank (the default weight is used), zero and negative (the fallback grams), decimals.
  fc.constantFrom('', '0', '-10', '180.5'),
);

describe('one protein formula', () => {
  it('gives the app and the planner the same grams for any profile', () => {
    fc.assert(
      fc.property(weight, activity, goal, (w, a, g) => {
        const app = appOnboarding.recommendedProtein({
          weight: w,
          activity_level: a,
          health_goal: g,
        });
        const numeric = Number.parseFloat(w);
        const server = serverTargets.recommendedProtein({
          weightLb: Number.isFinite(numeric) ? numeric : null,
          activityLevel: a,
          healthGoal: g,
        });
        expect(app).toBe(server);
        expect(app).toBe(
          sharedProtein.recommendedProtein({ weightLbs: w, activityLevel: a, healthGoal: g }),
        );
      }),
    );
  });
});

describe('one budget reading', () => {
  it('is the shared function on both sides', () => {
    expect(appOnboarding.weeklyBudgetAmount).toBe(sharedBudget.weeklyBudgetAmount);
  });

  it('reads any stored choice the same way for the app and the planner', () => {
    const choice = fc.oneof(
      fc.constantFrom('$50', '$100', '$150', 'Custom Amount', '', 'junk'),
      fc.float({ min: 0, max: 500, noNaN: true }).map((n) => `$${n.toFixed(2)}`),
    );
    const custom = fc.oneof(fc.constant(null), fc.float({ min: -10, max: 900, noNaN: true }));
    fc.assert(
      fc.property(choice, custom, (weekly, customAmount) => {
        const app = appOnboarding.weeklyBudgetAmount(weekly, customAmount, 150);
        const server = sharedBudget.storedWeeklyBudget(weekly, customAmount) ?? 150;
        expect(app).toBe(server);
      }),
    );
  });
});

describe('one weekday list', () => {
  it('is the same list for the screens, the routes and the functions', () => {
    expect(appWeek.WEEKDAY_NAMES).toBe(serverWeekRules.WEEKDAYS);
    expect(serverWeekdays).toBe(serverWeekRules.WEEKDAYS);
    expect(appWeek.addDays).toBe(serverWeekRules.addDays);
    expect(appWeek.weekStartFor).toBe(serverWeekRules.weekStartFor);
    for (const day of serverWeekRules.WEEKDAYS) {
      expect(paths.mealPlanDay(day.toLowerCase())).toBe(`/meal-plan/${day.toLowerCase()}`);
      expect(appWeek.weekdayFromSlug(day.toLowerCase())).toBe(day);
    }
  });
});

describe('calendar dates', () => {
  it('knows the dates of the first centuries as themselves', () => {
    expect(serverWeekRules.isIsoDate('0001-01-01')).toBe(true);
    expect(serverWeekRules.isIsoDate('0099-02-29')).toBe(false);
    expect(serverWeekRules.addDays('0001-01-01', 6)).toBe('0001-01-07');
    expect(serverWeekRules.weekdayOf('0001-01-01')).toBe('Monday');
  });
});
