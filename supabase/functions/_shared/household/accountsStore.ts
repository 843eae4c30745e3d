/**
 * What the household function reads and writes: household_accounts, household_invitations and
 * the member rows through the service role (the function has checked who may do what), the
 * accounts' addresses and app_metadata through the auth server's admin API.
 */
import { z } from 'zod';
import { sha256Hex } from '../edge/emailLimits.ts';
import type { DbClient, FunctionEnv } from '../edge/http.ts';
import type { HouseholdAccounts } from './accounts-api.ts';

const adminUser = z.object({ id: z.string(), email: z.string().optional().nullable() });

function adminUrl(env: FunctionEnv, accountId: string): string {
  return `${env.SUPABASE_URL.replace(/\/*$/, '')}/auth/v1/admin/users/${encodeURIComponent(accountId)}`;
}

function adminHeaders(env: FunctionEnv): Record<string, string> {
  return {
    apikey: env.SUPABASE_SERVICE_ROLE_KEY,
    Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
    'Content-Type': 'application/json',
  };
}

/** An account's email address as the auth server has it ('' when it has none or is gone). */
export async function accountEmail(env: FunctionEnv, accountId: string): Promise<string> {
  const response = await fetch(adminUrl(env, accountId), { headers: adminHeaders(env) });
  if (response.status === 404) {
    await response.body?.cancel();
    return '';
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Reading an account failed: ${response.status}`);
  }
  return adminUser.parse(await response.json()).email ?? '';
}

/**
 * Writes the household the account plans for in its app_metadata (null: its own), which its
 * next token carries and the app reads (src/services/supabase.ts householdIdOf). Only the
 * service role can write app_metadata; who may reach what stays public.household_id()'s.
 */
export async function setAccountHousehold(
  env: FunctionEnv,
  accountId: string,
  householdId: string | null,
): Promise<void> {
  const response = await fetch(adminUrl(env, accountId), {
    method: 'PUT',
    headers: adminHeaders(env),
    body: JSON.stringify({ app_metadata: { household_id: householdId } }),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Writing the account's household failed: ${response.status}`);
}

function failed(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what} failed: ${error.message}`);
}

const memberRow = z.object({ id: z.string(), name: z.string() });
const accountRow = z.object({
  account_id: z.string(),
  member_id: z.string(),
  joined_at: z.string(),
});
const invitationRow = z.object({
  id: z.string(),
  email: z.string(),
  member_id: z.string(),
  expires_at: z.string(),
});

/** The household's member rows, id -> name. */
export async function memberNames(db: DbClient, householdId: string): Promise<Map<string, string>> {
  const { data, error } = await db
    .from('household_members')
    .select('id, name')
    .eq('user_id', householdId);
  failed('Reading the household members', error);
  return new Map(
    z
      .array(memberRow)
      .parse(data ?? [])
      .map((row) => [row.id, row.name]),
  );
}

/** The accounts that joined the household, oldest first. */
export async function joinedAccounts(db: DbClient, householdId: string) {
  const { data, error } = await db
    .from('household_accounts')
    .select('account_id, member_id, joined_at')
    .eq('household_id', householdId)
    .order('joined_at', { ascending: true });
  failed('Reading the household accounts', error);
  return z.array(accountRow).parse(data ?? []);
}

/** Unused, unexpired invitations, newest first. */
export async function openInvitations(db: DbClient, householdId: string, now: Date) {
  const { data, error } = await db
    .from('household_invitations')
    .select('id, email, member_id, expires_at')
    .eq('household_id', householdId)
    .is('used_at', null)
    .gt('expires_at', now.toISOString())
    .order('created_at', { ascending: false });
  failed('Reading the invitations', error);
  return z.array(invitationRow).parse(data ?? []);
}

/** The accounts answer: the holder, the joined accounts and the open invitations. */
export async function householdAccounts(
  env: FunctionEnv,
  db: DbClient,
  householdId: string,
  you: string,
): Promise<HouseholdAccounts> {
  const [names, joined, invitations] = await Promise.all([
    memberNames(db, householdId),
    joinedAccounts(db, householdId),
    openInvitations(db, householdId, new Date()),
  ]);
  const emails = await Promise.all(
    [householdId, ...joined.map((row) => row.account_id)].map((id) => accountEmail(env, id)),
  );
  return {
    householdId,
    you,
    accounts: [
      {
        accountId: householdId,
        email: emails[0] ?? '',
        memberId: null,
        memberName: null,
        joinedAt: null,
      },
      ...joined.map((row, index) => ({
        accountId: row.account_id,
        email: emails[index + 1] ?? '',
        memberId: row.member_id,
        memberName: names.get(row.member_id) ?? null,
        joinedAt: row.joined_at,
      })),
    ],
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      memberId: row.member_id,
      memberName: names.get(row.member_id) ?? '',
      expiresAt: row.expires_at,
    })),
  };
}

/** The name the invitation shows for the household: its profile's name, else the address. */
export async function holderName(
  env: FunctionEnv,
  db: DbClient,
  householdId: string,
): Promise<string> {
  const { data, error } = await db
    .from('profiles')
    .select('full_name')
    .eq('id', householdId)
    .maybeSingle();
  failed('Reading the household profile', error);
  const name = (data as { full_name?: unknown } | null)?.full_name;
  if (typeof name === 'string' && name.trim() !== '') return name.trim();
  return accountEmail(env, householdId);
}

/** The SHA-256 (hex) of an invitation token: all the database keeps of it. */
export const tokenHash = sha256Hex;

/** 32 random bytes, base64url without padding (43 characters). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
