/**
 * Reading the errors that auth actors reject with. supabase-js rejects with AuthApiError
 * (message, GoTrue `code`, HTTP status); anything else is reduced to its message. Machines
 * receive `unknown` from failed actors, so the shape is checked here rather than assumed.
 */
import type { ErrorActorEvent } from 'xstate';
import { z } from 'zod';

export interface AuthFailure {
  message: string;
  /** GoTrue's error code, e.g. `invalid_credentials`, when the server sent one. */
  code?: string;
  status?: number;
}

const failureSchema = z.object({
  message: z.string(),
  code: z.string().optional().catch(undefined),
  status: z.number().optional().catch(undefined),
});

export function readAuthFailure(error: unknown): AuthFailure {
  const parsed = failureSchema.safeParse(error);
  if (parsed.success) {
    const { message, code, status } = parsed.data;
    return { message, ...(code ? { code } : {}), ...(status ? { status } : {}) };
  }
  if (typeof error === 'string') return { message: error };
  return { message: '' };
}

export function isInvalidCredentials(failure: AuthFailure): boolean {
  return (
    failure.code === 'invalid_credentials' || /invalid login credentials/i.test(failure.message)
  );
}

export function isEmailNotConfirmed(failure: AuthFailure): boolean {
  return failure.code === 'email_not_confirmed' || /email not confirmed/i.test(failure.message);
}

/** Spec section 8: "already registered, already in use or already exists". */
export function isAlreadyRegistered(failure: AuthFailure): boolean {
  return (
    failure.code === 'user_already_exists' ||
    failure.code === 'email_exists' ||
    /already (registered|in use|exists)/i.test(failure.message)
  );
}

export function isRateLimited(failure: AuthFailure): boolean {
  return (
    failure.status === 429 ||
    (failure.code?.startsWith('over_') ?? false) ||
    /rate limit/i.test(failure.message)
  );
}

/** What to tell the person about a failed request: the backend's reason, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return readAuthFailure(error).message || fallback;
}

/** The reason a failed actor gave, handed to named actions and guards as their params. */
export function errorOf({ event }: { event: ErrorActorEvent }): unknown {
  return event.error;
}

/**
 * A refused request: back to the form (`target`), with the reason under it (`show`) and in a
 * toast (`toastAction`), both actions reading the error the actor gave.
 */
export function refusedBackTo<
  const TTarget extends string,
  const TShow extends string,
  const TToast extends string,
>(
  target: TTarget,
  show: TShow,
  toastAction: TToast,
): NoInfer<{
  target: TTarget;
  actions: readonly [
    { type: TShow; params: typeof errorOf },
    { type: TToast; params: typeof errorOf },
  ];
}> {
  return {
    target,
    actions: [
      { type: show, params: errorOf },
      { type: toastAction, params: errorOf },
    ],
  };
}
