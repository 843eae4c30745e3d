/**
 * The live actor set of the household: `household_members` read and written through supabase-js
 * as the person (row-level security keeps each to their own rows). Every write answers with the
 * household read again, so the list shows what the database holds. The database's refusal of a
 * ninth person (the limit trigger, a check violation) is worded like the app's own refusal.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { fromPromise } from 'xstate';
import { memberToRow } from '../../../supabase/functions/_shared/rules/household.ts';
import type {
  Household,
  HouseholdActors,
  HouseholdInput,
  RemoveMemberInput,
  SaveMemberInput,
} from '../../../machines/household/household.types.ts';
import { householdFromRows } from '../../../machines/household/memberForm.ts';
import { householdTexts } from '../../../machines/texts/household.ts';
import { getSupabase, type AppSupabaseClient } from '../supabase.ts';
import { requireUser } from './plans.ts';

type Client = () => Promise<AppSupabaseClient>;

/** What a failed write says to the person: the limit in the app's words, else the server's. */
export function writeError(error: PostgrestError): Error {
  if (error.code === '23514' && /at most \d+ members/i.test(error.message))
    return new Error(householdTexts.limitReached);
  return new Error(error.message);
}

async function readHousehold(client: AppSupabaseClient, userId: string): Promise<Household> {
  const { data, error } = await client
    .from('household_members')
    .select('*')
    .eq('user_id', userId)
    .order('position', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw new Error(`${householdTexts.loadFailed} ${error.message}`);
  return householdFromRows(data ?? []);
}

export async function loadHousehold(
  input: HouseholdInput,
  client: Client = getSupabase,
): Promise<Household> {
  return readHousehold(await client(), requireUser(input.userId));
}

/** A write as the person, answered with the household read again. */
async function writeThenRead(
  userId: string | null,
  client: Client,
  write: (supabase: AppSupabaseClient, userId: string) => Promise<void>,
): Promise<Household> {
  const user = requireUser(userId);
  const supabase = await client();
  await write(supabase, user);
  return readHousehold(supabase, user);
}

export function saveMember(
  input: SaveMemberInput,
  client: Client = getSupabase,
): Promise<Household> {
  return writeThenRead(input.userId, client, async (supabase, userId) => {
    const row = memberToRow(input.member);
    if (input.memberId === null) {
      const { error } = await supabase
        .from('household_members')
        .insert({ ...row, user_id: userId, position: input.position });
      if (error) throw writeError(error);
      return;
    }
    const { data, error } = await supabase
      .from('household_members')
      .update(row)
      .eq('id', input.memberId)
      .eq('user_id', userId)
      .select('id');
    if (error) throw writeError(error);
    if ((data ?? []).length === 0) throw new Error(householdTexts.memberGone);
  });
}

export function removeMember(
  input: RemoveMemberInput,
  client: Client = getSupabase,
): Promise<Household> {
  return writeThenRead(input.userId, client, async (supabase, userId) => {
    const { error } = await supabase
      .from('household_members')
      .delete()
      .eq('id', input.id)
      .eq('user_id', userId);
    if (error) throw writeError(error);
  });
}

export const liveHouseholdActors = {
  loadHousehold: fromPromise<Household, HouseholdInput>(({ input }) => loadHousehold(input)),
  saveMember: fromPromise<Household, SaveMemberInput>(({ input }) => saveMember(input)),
  removeMember: fromPromise<Household, RemoveMemberInput>(({ input }) => removeMember(input)),
} satisfies HouseholdActors;
