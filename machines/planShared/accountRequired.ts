/**
 * What a demo actor refuses: the demo pages work signed out, so anything that would print,
 * share or save asks the visitor to create an account instead (spec section 6). Kept apart
 * from the plan schemas so the demo pages can refuse without loading zod.
 */
import { messages } from '../texts/messages.ts';
import { toast, type ToastEffect } from '../shared/effects.ts';

export class AccountRequiredError extends Error {
  constructor() {
    super('An account is required for this');
    this.name = 'AccountRequiredError';
  }
}

export function isAccountRequired(error: unknown): boolean {
  return error instanceof AccountRequiredError;
}

/** The Account Required toast (spec section 6) for what the visitor tried. */
export function accountRequiredToast(
  message: string,
  options: Pick<ToastEffect, 'closes'> = {},
): ToastEffect {
  return toast('info', message, { title: messages.demo.accountRequiredTitle, ...options });
}
