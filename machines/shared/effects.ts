/**
 * What machines ask the view layer to do, as emitted events (`emit(...)` in XState v5):
 * the view shows toasts and navigates; the machine stays free of React and the router.
 */
export interface ToastEffect {
  type: 'effect.toast';
  tone: 'success' | 'error' | 'info';
  message: string;
  title?: string;
  /** Milliseconds before it closes; the notifications default when absent. */
  autoCloseMs?: number;
  /** Names this toast, so that a later one can close it (a progress toast). */
  id?: string;
  /** The id of a toast this one supersedes: it closes when this one shows. */
  closes?: string;
}

export interface NavigateEffect {
  type: 'effect.navigate';
  to: string;
  /** Navigation replaces the history entry unless this is false (spec section 2). */
  replace?: boolean;
  /** Router state, e.g. `{ from: { pathname } }` or `{ fromSignup: true, email }`. */
  state?: Record<string, unknown>;
  /** A full page load (absolute URLs of this app's origin). */
  hard?: boolean;
}

export type ViewEffect = ToastEffect | NavigateEffect;

export function toast(
  tone: ToastEffect['tone'],
  message: string,
  options: Pick<ToastEffect, 'title' | 'autoCloseMs' | 'id' | 'closes'> = {},
): ToastEffect {
  return { type: 'effect.toast', tone, message, ...options };
}

/** The id of the 'Generating your personalized meal plan...' toast, which its outcome closes. */
export const GENERATING_TOAST_ID = 'plan-generating';

export function navigateTo(
  to: string,
  options: Omit<NavigateEffect, 'type' | 'to'> = {},
): NavigateEffect {
  return { type: 'effect.navigate', to, ...options };
}
