import type { EmailInput } from '../authForms/session.types.ts';

export interface ResetRequestContext {
  email: string;
  /** The server's message, or the catalogue's fallback, after a failed request. */
  error: string | null;
}

export type ResetRequestEvent = { type: 'reset.submit'; email: string };

export type ResetRequestTag = 'busy';

export type { EmailInput };
