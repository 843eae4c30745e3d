/**
 * What the app's check of its household asks the database (src/hooks/useHouseholdCheck.ts): the
 * household the database says the signed-in account plans for (public.household_id(), from the
 * household_accounts table, not from the token the app holds), and a live feed of the account's
 * own household_accounts row, whose insert (it joined, on another phone) or delete (it left, or
 * was removed) means the token's household may be out of date.
 */
import { getSupabase } from '../supabase.ts';
import { subscribeRows } from './rowFeed.ts';

export interface HouseholdCheckServices {
  /** The household the database says the signed-in account plans for. */
  readHousehold: () => Promise<string>;
  /** Reads the session again (its app_metadata names the household). */
  refreshSession: () => Promise<void>;
  /** Calls `onChange` on each change of the account's row and once the feed is (re)subscribed. */
  watchAccount: (accountId: string, onChange: () => void) => () => void;
}

/** The session read again: app_metadata.household_id, and so SessionUser.householdId, follow. */
export async function refreshSession(): Promise<void> {
  const { error } = await (await getSupabase()).auth.refreshSession();
  if (error) throw new Error(error.message);
}

export async function readHousehold(): Promise<string> {
  const { data, error } = await (await getSupabase()).rpc('household_id');
  if (error) throw new Error(error.message);
  if (typeof data !== 'string') throw new Error('household_id answered no household');
  return data;
}

export function watchAccount(accountId: string, onChange: () => void): () => void {
  return subscribeRows({
    name: 'household-account',
    userId: accountId,
    column: 'account_id',
    tables: [{ table: 'household_accounts', onChange }],
    onSubscribed: onChange,
  });
}

export const liveHouseholdCheck: HouseholdCheckServices = {
  readHousehold,
  refreshSession,
  watchAccount,
};
