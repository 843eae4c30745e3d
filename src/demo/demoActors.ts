/**
 * The demo actor set: the same machines as the signed-in pages, given actors that serve the
 * sample data and refuse what needs an account (print, share, saving) with Account Required.
 * Demo mode is these actors, not a flag (docs: architecture, Machines).
 */
import type { FocusRequest } from '../../machines/mealPlan/mealPlan.types.ts';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { AccountRequiredError } from '../../machines/planShared/accountRequired.ts';
import type { LoadedWeek, PlanRequest, StoredPlan } from '../../machines/planShared/plan.types.ts';
import type {
  DayGenerated,
  EditPlanInput,
  GenerateDayInput,
  ReplaceMealInput,
} from '../../machines/dayPlan/dayPlan.types.ts';
import { moveMeal, removeMeal } from '../../machines/planShared/planEdits.ts';
import type {
  ShoppingListActors,
  ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import type { BudgetData } from '../../machines/budgetTracker/budgetTracker.types.ts';
import { sampleIngredients } from '../../machines/shoppingList/sampleIngredients.ts';
import { DEMO_WEEK_START, demoBudget, demoDay, demoWeek } from './demoData.ts';

const refuse = async (): Promise<never> => {
  throw new AccountRequiredError();
};

/** An actor that refuses with Account Required, of whatever type its place asks for. */
function refused<TOutput, TInput>(): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(refuse);
}

const sampleWeek = (stored: StoredPlan): LoadedWeek => ({
  stored,
  weekStart: stored.plan.weekStart,
});

export const demoMealPlanActors = {
  loadPlan: fromPromise<LoadedWeek, PlanRequest>(async () => sampleWeek(demoWeek())),
  generatePlan: fromPromise<StoredPlan, PlanRequest>(refuse),
  exportCalendar: fromPromise<void, StoredPlan>(refuse),
  saveFocus: fromPromise<void, FocusRequest>(refuse),
};

export const demoDayPlanActors = {
  loadPlan: fromPromise<LoadedWeek, PlanRequest>(async () => sampleWeek(demoDay())),
  // Moving and removing change only what the visitor sees: nothing is stored.
  editPlan: fromPromise<StoredPlan, EditPlanInput>(async ({ input }) =>
    input.edit.kind === 'move'
      ? moveMeal(input.stored, input.edit.mealId, input.edit.toDay).stored
      : removeMeal(input.stored, input.edit.mealId).stored,
  ),
  replaceMeal: fromPromise<StoredPlan, ReplaceMealInput>(refuse),
  generateDay: fromPromise<DayGenerated, GenerateDayInput>(refuse),
};

export const demoShoppingListActors: ShoppingListActors = {
  loadList: fromPromise(async (): Promise<ShoppingListLoad> => ({
    weekStart: DEMO_WEEK_START,
    items: sampleIngredients(),
    fromPlan: false,
  })),
  // A tick is only on screen; nothing is stored.
  saveChecked: fromPromise(async () => {}),
  saveCustomItem: refused(),
  printList: refused(),
  shareList: refused(),
  recordPurchases: refused(),
};

export const demoBudgetActors = {
  loadBudget: fromPromise<BudgetData, { userId: string | null; today: string }>(async () =>
    demoBudget(),
  ),
};
