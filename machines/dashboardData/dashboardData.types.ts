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
}

export interface DashboardDataContext {
  userId: string | null;
  accountName: string | null;
  summary: DashboardSummary;
}

export type DashboardDataEvent = { type: 'dashboard.reload' };
