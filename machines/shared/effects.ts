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
  options: { title?: string; autoCloseMs?: number } = {},
): ToastEffect {
  return { type: 'effect.toast', tone, message, ...options };
}

export function navigateTo(to: string, options: Omit<NavigateEffect, 'type' | 'to'> = {}): NavigateEffect {
  return { type: 'effect.navigate', to, ...options };
}
