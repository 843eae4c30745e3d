/**
 * A week the server has just saved after an edit (a new plan, a meal moved, removed or
 * replaced, a day filled) is kept on this device, and its shopping list read again in the
 * background, so the list this device keeps for the store is this week's. The reading
 * (keepOnDevice.ts, with the list's live actors) loads then, not with the plan pages.
 */
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { inWeek, isoDateOf } from '../../machines/planShared/week.ts';
import { cachePlan } from './keptWeek.ts';

export function keepEditedWeek(userId: string, stored: StoredPlan): void {
  // The device keeps the current week for the store; a week planned ahead is read when opened.
  if (!inWeek(stored.plan.weekStart, isoDateOf(new Date()))) return;
  cachePlan(userId, stored);
  void import('./keepOnDevice.ts').then(({ keepListOnDevice }) =>
    keepListOnDevice(userId, stored.plan.weekStart),
  );
}
