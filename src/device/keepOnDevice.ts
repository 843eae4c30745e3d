/**
 * The current week and its shopping list kept on this device for the store, whichever page the
 * person opened: the plan and list pages keep their own copy as they load, but someone who only
 * opened the dashboard at home, or changed the week on another device, would otherwise find no
 * list, or last week's, once the signal goes. Reading the list also sends the changes that
 * waited on this device.
 */
import { loadWeek } from '../services/live/plans.ts';
import { loadShoppingList } from '../services/live/shoppingListActors.ts';
import { localKeys, removeLocal } from '../services/localStore.ts';
import { storedSessionUser } from '../services/supabase.ts';
import { readCachedList } from './keptList.ts';
import { readCachedPlan } from './keptWeek.ts';

/**
 * A read that ends after the person signed out (sign-out clears what the device kept of them)
 * must not leave their week or list behind on a shared device: the copies of them for the week
 * of `date` (what the read kept) are removed, and only those (someone who signed in since keeps
 * theirs).
 */
function forgetIfSignedOut(userId: string, date: string): void {
  if (storedSessionUser()?.id === userId) return;
  if (readCachedPlan(userId, date)) removeLocal(localKeys.mealPlan);
  if (readCachedList(userId, date)) removeLocal(localKeys.shoppingList);
}

/**
 * Reads the week that holds `today` and its list, keeping both here (each read keeps its copy).
 * A failure is only logged: without a connection the copies kept earlier stay as they are.
 */
export async function keepWeekOnDevice(userId: string, today: string): Promise<void> {
  try {
    await loadWeek({ userId, today });
  } catch (error) {
    console.warn('Keeping the week on this device failed', error);
    return;
  } finally {
    forgetIfSignedOut(userId, today);
  }
  await keepListOnDevice(userId, today);
}

/** The list's reads, one after another: the copy kept is from the read started last. */
let reading: Promise<void> = Promise.resolve();

/**
 * Reads the list of the week that holds `date` again, keeping it here: after an edit of the week (a new plan, a meal
 * moved, removed or replaced) the list kept here is the old week's. Reads run one at a time, so
 * a read started before a later edit never lands after the read that follows it. A failure is
 * only logged: the list page reads the list again when opened.
 */
export function keepListOnDevice(userId: string, date: string): Promise<void> {
  reading = reading.then(async () => {
    try {
      await loadShoppingList({ userId, weekStart: date });
    } catch (error) {
      console.warn('Keeping the shopping list on this device failed', error);
    } finally {
      forgetIfSignedOut(userId, date);
    }
  });
  return reading;
}
