import type { OnboardingRows } from '../onboarding/onboardingData.ts';

/** What the dashboard reads for a user (spec section 7, Other reads). */
export interface DashboardRows {
  profile: { full_name: string | null } | null;
  /** The budget and the meal counts of the onboarding's meal frequency row. */
  mealFrequency: Pick<
    NonNullable<OnboardingRows['mealFrequency']>,
    | 'weekly_budget'
    | 'custom_budget'
    | 'breakfasts_per_week'
    | 'lunch_per_week'
    | 'dinner_per_week'
    | 'snacks_per_week'
  > | null;
  /** The week that holds today, when it is planned. */
  week?: DashboardWeek | null;
}

/** The current week at a glance: today's meals and the week's cost against its budget. */
export interface DashboardWeek {
  /** e.g. 'Monday'. */
  today: string;
  todayMeals: { type: string; name: string }[];
  /** e.g. '$27.88'. */
  totalCost: string;
  /** e.g. '$50'. */
  weeklyBudget: string;
}

/** What the dashboard shows. */
export interface DashboardSummary {
  firstName: string;
  /** The weekly budget as displayed, e.g. '$100' or '$85.50'. */
  weeklyBudget: string;
  breakfasts: number;
  lunches: number;
  dinners: number;
  snacks: number;
  week: DashboardWeek | null;
}

export interface DashboardDataInput {
  userId: string | null;
  /** The account's full name, used when the profile row has none. */
  accountName: string | null;
  /** What this device kept of the dashboard for this person today: shown while it loads. */
  cached?: DashboardRows | null;
}

export interface DashboardDataContext {
  userId: string | null;
  accountName: string | null;
  summary: DashboardSummary;
  /** The summary shown is this device's copy, while the fresh one loads. */
  fromCache: boolean;
}

export type DashboardDataEvent = { type: 'dashboard.reload' };
