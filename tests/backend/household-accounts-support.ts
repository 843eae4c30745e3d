/**
 * Helpers of the household accounts suites: the household function called as a person, its
 * refusals read, an invitation sent and its link's token taken from the local mailbox, a member
 * row for the invitee.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { waitForMail } from './auth-support.ts';
import type { SignedInUser, TestBackend } from './support.ts';

export const SITE_URL = 'http://localhost:5173';
export const JOIN_URL = `${SITE_URL}/join`;

export type Answer = { status: number; body: Record<string, unknown> };

/** Calls the household function as `who`: 200 with its answer, or the refusal's status and text. */
export async function household(who: SignedInUser, body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await who.client.functions.invoke('household', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A household member row of `holder`'s household, as the profile page adds one. */
export async function addMember(holder: SignedInUser, name: string): Promise<string> {
  const { data, error } = await holder.client
    .from('household_members')
    .insert({
      user_id: holder.user.id,
      name,
      age: 34,
      gender: 'Female',
      activity_level: 'Lightly Active',
    })
    .select('id')
    .single();
  if (error) throw new Error(`adding a member failed: ${error.message}`);
  return data.id;
}

/** The token of the newest invitation link mailed to `email` (after `count` emails). */
export async function mailedToken(backend: TestBackend, email: string, count = 1): Promise<string> {
  const message = await waitForMail(backend.url, email, count);
  const link = message.links.find((candidate) => candidate.startsWith(`${JOIN_URL}#token=`));
  if (!link) throw new Error(`no join link in "${message.subject}"`);
  return link.slice(`${JOIN_URL}#token=`.length);
}

/** Invites `email` as `memberId` and returns the mailed link's token. */
export async function invite(
  backend: TestBackend,
  holder: SignedInUser,
  email: string,
  memberId: string,
  count = 1,
): Promise<string> {
  const sent = await household(holder, { action: 'invite', email, memberId, joinUrl: JOIN_URL });
  if (sent.status !== 200) throw new Error(`invite failed: ${JSON.stringify(sent.body)}`);
  return mailedToken(backend, email, count);
}

/** A unique address at example.com. */
export const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** The session's user again after a refresh (app_metadata as the household function left it). */
export async function refreshedHousehold(who: SignedInUser): Promise<unknown> {
  const { data, error } = await who.client.auth.refreshSession();
  if (error) throw error;
  return data.user?.app_metadata.household_id;
}
