/** The dashboard's texts (spec section 2, Dashboard). */
export const dashboardTexts = {
  welcome: (firstName: string) => `Welcome, ${firstName}!`,
  subtitle: 'Your week of healthy, affordable meals at a glance.',
  mealCounts: (c: { breakfasts: number; lunches: number; dinners: number; snacks: number }) =>
    `${c.breakfasts} breakfasts, ${c.lunches} lunches, ${c.dinners} dinners and ${c.snacks} snacks a week`,
  nothingToday: (today: string) => `Nothing is planned for today (${today}).`,
  today: (today: string) => `Today, ${today}`,
  weeklyBudget: 'Weekly budget',
  planCost: "This week's plan:",
  of: 'of',
  cards: {
    mealPlan: { title: 'Meal Plan', action: 'VIEW MEAL PLAN' },
    budget: { title: 'Budget Overview', action: 'MANAGE BUDGET' },
    shopping: {
      title: 'Shopping List',
      action: 'VIEW SHOPPING LIST',
      body: "Everything you need for this week's meals, with prices.",
    },
    profile: {
      title: 'Edit Your Profile',
      action: 'UPDATE PROFILE',
      body: 'Change your preferences, budget and shopping habits.',
    },
  },
} as const;
