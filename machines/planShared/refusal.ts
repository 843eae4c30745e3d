/**
 * A planner's refusal: the function answered 422 with why no week fits (the cheapest till that
 * works, or the rule no menu can meet) and what to change. Unlike a failure, trying again later
 * gives the same answer, so the page shows the reason instead of "try again later".
 */
import { messages } from '../texts/messages.ts';
import { GENERATING_TOAST_ID, toast, type ToastEffect } from '../shared/effects.ts';

export function refusalOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const status = (error as { status?: unknown }).status;
  return status === 422 && error.message.trim() !== '' ? error.message : null;
}

/** The toast when planning a week fails: the planner's reason when it refused (or, where the page
 *  shows that reason itself, a pointer to it), else the spec's 'try again later'. */
export function generateFailedToast(error: unknown, reasonShownOnPage = false): ToastEffect {
  const refusal = refusalOf(error);
  if (!refusal)
    return toast('error', messages.mealPlan.generateFailed, { closes: GENERATING_TOAST_ID });
  return toast('error', reasonShownOnPage ? messages.mealPlan.refusedSeePage : refusal, {
    title: messages.mealPlan.refusedTitle,
    closes: GENERATING_TOAST_ID,
  });
}
