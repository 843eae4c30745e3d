/**
 * The live actor set of the day plan (mirrors src/demo/demoActors.ts). Every edit is one call
 * of a planner function, which recomputes the week's bill, saves the week with its change-log
 * line and answers with the week as saved: a replacement through regenerate-meal, a move or a
 * removal through edit-meal-plan, and Generate Meals (the day's empty slots) through
 * edit-meal-plan too, or generate-meal-plan when the week has no meal at all.
 */
import { fromPromise } from 'xstate';
import { messages } from '../../../machines/texts/messages.ts';
import type {
  DayGenerated,
  EditPlanInput,
  GenerateDayInput,
  ReplaceMealInput,
} from '../../../machines/dayPlan/dayPlan.types.ts';
import type {
  LoadedWeek,
  PlanRequest,
  StoredPlan,
} from '../../../machines/planShared/plan.types.ts';
import {
  editMealPlanResponse,
  regenerateMealResponse,
} from '../../../supabase/functions/_shared/schemas/responses.ts';
import { generateWeek } from './mealPlanActors.ts';
import { keepEditedWeek } from '../../device/keepEditedWeek.ts';
import { invokePlanner, loadWeek, requireUser } from './plans.ts';

async function editWeek(
  userId: string,
  stored: StoredPlan,
  body: Record<string, unknown>,
): Promise<{ stored: StoredPlan; notice: string | null }> {
  const response = await invokePlanner(
    'edit-meal-plan',
    { userId, weekStart: stored.plan.weekStart, ...body },
    editMealPlanResponse,
    messages.mealPlan.invalidPlanResponse,
  );
  const next = { plan: response.weeklyPlan, shoppingList: response.shoppingList };
  keepEditedWeek(userId, next);
  return { stored: next, notice: response.notice };
}

/** A move or a removal, saved and logged by the server. */
export async function editPlan(input: EditPlanInput): Promise<StoredPlan> {
  const userId = requireUser(input.userId);
  const body =
    input.edit.kind === 'move'
      ? { action: 'move', mealId: input.edit.mealId, toDay: input.edit.toDay }
      : { action: 'remove', mealId: input.edit.mealId };
  return (await editWeek(userId, input.stored, body)).stored;
}

/** Regenerates one meal; the function keeps its id and saves the week with its line. */
export async function replaceMeal(input: ReplaceMealInput): Promise<StoredPlan> {
  const userId = requireUser(input.userId);
  const response = await invokePlanner(
    'regenerate-meal',
    {
      userId,
      dayOfWeek: input.weekday,
      mealType: input.meal.type,
      mealId: input.meal.id,
      weekStart: input.stored.plan.weekStart,
    },
    regenerateMealResponse,
    messages.mealPlan.invalidMealResponse,
  );
  if (response.meal.id !== input.meal.id) throw new Error(messages.mealPlan.invalidMealResponse);
  const stored = { plan: response.weeklyPlan, shoppingList: response.shoppingList };
  keepEditedWeek(userId, stored);
  return stored;
}

/**
 * Generate Meals on a day: one server call fills the day's empty slots for the meal types the
 * week has, each dish chosen to fit the rest of the week and its budget; a week with no meal at
 * all is planned whole. Slots that could not be filled come back as a notice.
 */
export async function generateDay(input: GenerateDayInput): Promise<DayGenerated> {
  const week = input.stored;
  const hasMeals = week?.plan.days.some((day) => day.meals.length > 0) ?? false;
  if (!week || !hasMeals) return { stored: await generateWeek(input), notice: null };
  const userId = requireUser(input.userId);
  return editWeek(userId, week, { action: 'fillDay', day: input.weekday });
}

export const liveDayPlanActors = {
  loadPlan: fromPromise<LoadedWeek, PlanRequest>(({ input }) => loadWeek(input)),
  editPlan: fromPromise<StoredPlan, EditPlanInput>(({ input }) => editPlan(input)),
  replaceMeal: fromPromise<StoredPlan, ReplaceMealInput>(({ input }) => replaceMeal(input)),
  generateDay: fromPromise<DayGenerated, GenerateDayInput>(({ input }) => generateDay(input)),
};
