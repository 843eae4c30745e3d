/** What the dashboard reads for a user (spec section 7, Other reads). */
export interface DashboardRows {
  profile: { full_name: string | null } | null;
  mealFrequency: {
    weekly_budget: string | null;
    custom_budget: number | null;
    breakfasts_per_week: number | null;
    lunch_per_week: number | null;
    dinner_per_week: number | null;
    snacks_per_week: number | null;
  } | null;
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
}

export interface DashboardDataInput {
  userId: string | null;
  /** The account's full name, used when the profile row has none. */
  accountName: string | null;
}

export interface DashboardDataContext {
  userId: string | null;
  accountName: string | null;
  summary: DashboardSummary;
}

export type DashboardDataEvent = { type: 'dashboard.reload' };
