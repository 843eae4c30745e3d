/**
 * The live actor set of the weekly meal plan (mirrors src/demo/demoActors.ts): the week from
 * the database, a new week from generate-meal-plan (the server reads the profile itself: the
 * browser sends who asks and their date), and the calendar file.
 */
import { fromPromise } from 'xstate';
import { messages } from '../../../machines/texts/messages.ts';
import type {
  LoadedWeek,
  PlanRequest,
  StoredPlan,
} from '../../../machines/planShared/plan.types.ts';
import { generateMealPlanResponse } from '../../../supabase/functions/_shared/schemas/responses.ts';
import { downloadCalendar } from '../ics.ts';
import { keepEditedWeek } from '../../device/keepEditedWeek.ts';
import { invokePlanner, loadWeek, requireUser, saveFocus } from './plans.ts';
import type { FocusRequest } from '../../../machines/mealPlan/mealPlan.types.ts';

/** Plans the week that holds the person's date, or one `ahead` weeks after it. */
export async function generateWeek(request: PlanRequest): Promise<StoredPlan> {
  const userId = requireUser(request.userId);
  const ahead = request.ahead ?? 0;
  const response = await invokePlanner(
    'generate-meal-plan',
    { userId, today: request.today, ...(ahead > 0 ? { ahead } : {}) },
    generateMealPlanResponse,
    messages.mealPlan.invalidPlanResponse,
  );
  const stored = { plan: response.weeklyPlan, shoppingList: response.shoppingList };
  keepEditedWeek(userId, stored);
  return stored;
}

export const liveMealPlanActors = {
  loadPlan: fromPromise<LoadedWeek, PlanRequest>(({ input }) => loadWeek(input)),
  generatePlan: fromPromise<StoredPlan, PlanRequest>(({ input }) => generateWeek(input)),
  exportCalendar: fromPromise<void, StoredPlan>(({ input }) => downloadCalendar(input)),
  saveFocus: fromPromise<void, FocusRequest>(({ input }) => saveFocus(input)),
};
