/**
 * Every text the product shows, by area: the error catalogue and toasts (messages), the
 * session's notices (session), the account screens (auth), the onboarding wizard and profile
 * review (onboarding), the household members (household) and the accounts that share it
 * (householdAccounts), the plan, day, shopping-list and
 * budget screens (plan; householdPlan for a household's week; budget for the overview past the
 * budget; history for the spending history), the pantry and its staples checklist (pantry), the
 * person's own recipes and their review form (ownRecipes), and what a page that failed shows
 * (pageError). Views and machines import from here or from the
 * area's module; no screen types a sentence of its own.
 */
export { messages } from './messages.ts';
export { sessionMessages } from './session.ts';
export { authLabels } from './auth.ts';
export { wizardStepTitles, sectionTitles, emptyTexts, buttonTexts } from './onboarding.ts';
export { planTexts } from './plan.ts';
export { dashboardTexts } from './dashboard.ts';
export { historyTexts } from './history.ts';
export { budgetTexts } from './budget.ts';
export { pantryTexts, staplesTexts } from './pantry.ts';
export { householdPlanTexts } from './householdPlan.ts';
export { dayKitchenTexts } from './dayKitchen.ts';
export { householdTexts } from './household.ts';
export { householdAccountsTexts } from './householdAccounts.ts';
export { pageErrorTexts } from './pageError.ts';
export { ownRecipesTexts, reviewTexts } from './ownRecipes.ts';
