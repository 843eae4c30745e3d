/**
 * The household invitation this device keeps between opening its link and accepting it: the
 * person may have to log in or sign up first, and the email confirmation may land in another
 * tab. Kept with the time it was opened; a link older than an invitation lives is forgotten.
 */
import { z } from './zod.ts';
import {
  INVITATION_DAYS,
  invitationTokenSchema,
} from '../../supabase/functions/_shared/household/accounts-api.ts';
import { checkedLocal, localKeys, removeLocal, writeLocal } from './localStore.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const pendingSchema = z.object({ token: z.string(), openedAt: z.number() });

const readStored = checkedLocal(localKeys.pendingInvitation, pendingSchema);

/** Keeps the token of a link just opened (its shape is the join page's to judge). */
export function keepPendingInvitation(token: string, now = Date.now()): void {
  writeLocal(localKeys.pendingInvitation, JSON.stringify({ token, openedAt: now }));
}

/** The token kept here, unless it is older than an invitation lives. */
export function readPendingInvitation(now = Date.now()): string | null {
  const stored = readStored();
  if (!stored || now - stored.openedAt > INVITATION_DAYS * DAY_MS) return null;
  return stored.token;
}

/** A well-formed invitation waits here: the app opens the join page after signing in. */
export function hasPendingInvitation(now = Date.now()): boolean {
  return invitationTokenSchema.safeParse(readPendingInvitation(now)).success;
}

export function forgetPendingInvitation(): void {
  removeLocal(localKeys.pendingInvitation);
}
