import type { z } from './zod.ts';

/**
 * The browser data the product keeps (spec section 3, Local browser data). Every read is
 * defensive: storage can be disabled, full, or hold values written by an older version.
 */
export const localKeys = {
  onboardingComplete: 'mealwise.onboardingComplete',
  onboardingData: 'onboardingData',
  newUser: 'mealwise.isNewUser',
  lastSessionTime: 'mealwise.lastSessionTime',
  lastLogin: 'last_login',
  mealPlan: 'mealwise.currentMealPlan',
  shoppingList: 'mealwise.shoppingList',
  dashboard: 'mealwise.dashboard',
  pageSnapshots: 'mealwise.pageSnapshots',
  verifiedToastShown: 'mealwise.verifiedToastShown',
  /** The household invitation opened here and not yet accepted (src/services/pendingInvitation.ts). */
  pendingInvitation: 'mealwise.pendingInvitation',
} as const;

export const sessionKeys = {
  user: 'mealwise.user',
  verifiedToastShown: 'mealwise.verifiedToastShown',
  authRedirectFrom: 'mealwise.authRedirectFrom',
  /** When this tab last reloaded a page whose code did not arrive (src/app/RouteError.tsx). */
  pageReloadedAt: 'mealwise.pageReloadedAt',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readLocal(key: string): string | null {
  return safe(() => window.localStorage.getItem(key), null);
}

/**
 * A reader of one stored value that checks each value once against `schema`: the last check is
 * kept with the text it was made on, and a read of the same text returns it. So a page can check
 * its copy ahead, in a task of its own before it renders (src/app/routes.tsx), and its first
 * render only reads the result; the result is also the same object each time, so a machine fed
 * it twice sees no change. Text that is not JSON, or that the schema refuses, reads as null.
 */
export function checkedLocal<T>(key: string, schema: z.ZodType<T>): () => T | null {
  let last: { raw: string; value: T | null } | null = null;
  const check = (raw: string): T | null => {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  };
  return () => {
    const raw = readLocal(key);
    if (raw === null) return null;
    if (last?.raw !== raw) last = { raw, value: safe(() => check(raw), null) };
    return last.value;
  };
}

export function writeLocal(key: string, value: string): void {
  safe(() => window.localStorage.setItem(key, value), undefined);
}

export function removeLocal(key: string): void {
  safe(() => window.localStorage.removeItem(key), undefined);
}

export function readSession(key: string): string | null {
  return safe(() => window.sessionStorage.getItem(key), null);
}

export function writeSession(key: string, value: string): void {
  safe(() => window.sessionStorage.setItem(key, value), undefined);
}

export function removeSession(key: string): void {
  safe(() => window.sessionStorage.removeItem(key), undefined);
}

/** Everything tied to the signed-in person; sign-out clears it (spec section 4, SIGNED_OUT). */
export function clearUserData(): void {
  for (const key of [
    localKeys.onboardingComplete,
    localKeys.onboardingData,
    localKeys.newUser,
    localKeys.lastSessionTime,
    localKeys.mealPlan,
    localKeys.shoppingList,
    localKeys.dashboard,
    localKeys.pageSnapshots,
  ]) {
    removeLocal(key);
  }
  removeSession(sessionKeys.user);
}
