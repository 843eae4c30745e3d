/**
 * Whether the signed-in account could accept an invitation now, with the same refusals, in the
 * same order, as public.accept_household_invitation, which decides for good when it accepts: the
 * join page says what is wrong before the person presses Join.
 */
import { z } from 'zod';
import type { Caller } from '../edge/http.ts';
import { householdRefusals as refusals } from './accounts-api.ts';

const invitationRow = z.object({
  household_id: z.string(),
  member_id: z.string(),
  email: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
});
export type InvitationRow = z.infer<typeof invitationRow>;

export type InvitationState =
  { ok: true; invitation: InvitationRow } | { ok: false; status: number; error: string };

const refuse = (status: number, error: string): InvitationState => ({ ok: false, status, error });

export async function invitationState(who: Caller, hash: string): Promise<InvitationState> {
  const found = await who.service
    .from('household_invitations')
    .select('household_id, member_id, email, expires_at, used_at')
    .eq('token_hash', hash)
    .maybeSingle();
  if (found.error) throw new Error(`Reading the invitation failed: ${found.error.message}`);
  if (!found.data) return refuse(404, refusals.invitationUnknown);
  const invitation = invitationRow.parse(found.data);
  if (invitation.used_at !== null) return refuse(410, refusals.invitationUsed);
  if (Date.parse(invitation.expires_at) <= Date.now())
    return refuse(410, refusals.invitationExpired);
  if (invitation.email !== who.accountEmail.trim().toLowerCase())
    return refuse(403, refusals.invitationOtherAddress);
  if (who.accountId === invitation.household_id) return refuse(409, refusals.ownHousehold);
  const { data, error } = await who.service
    .from('household_accounts')
    .select('account_id, household_id, member_id')
    .or(
      `account_id.eq.${who.accountId},household_id.eq.${who.accountId},member_id.eq.${invitation.member_id}`,
    );
  if (error) throw new Error(`Reading the household accounts failed: ${error.message}`);
  const rows = z
    .array(z.object({ account_id: z.string(), household_id: z.string(), member_id: z.string() }))
    .parse(data ?? []);
  const own = rows.find((row) => row.account_id === who.accountId);
  if (own)
    return own.household_id === invitation.household_id
      ? refuse(409, refusals.alreadyInThisHousehold)
      : refuse(409, refusals.alreadyInAHousehold);
  if (rows.some((row) => row.household_id === who.accountId))
    return refuse(409, refusals.householdShared);
  if (rows.some((row) => row.member_id === invitation.member_id))
    return refuse(409, refusals.memberHasAccount);
  return { ok: true, invitation };
}
