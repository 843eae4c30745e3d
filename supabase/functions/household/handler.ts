/**
 * household: the accounts that share a household (../_shared/household/accounts-api.ts).
 *
 * - accounts: the holder, the accounts that joined and the open invitations; any account of the
 *   household may read them.
 * - invite (the holder only): an email to an adult with a single-use link to /join, valid for
 *   INVITATION_DAYS, for one of the household's member rows that has no account yet. A new
 *   invitation for a member takes back that member's earlier open ones. Limited like every email
 *   the product sends (../_shared/edge/emailLimits.ts): per address and client, address, client
 *   and inviting account. Only the token's SHA-256 is stored.
 * - cancel (the holder only): takes back an open invitation.
 * - peek: what an invitation is (who invites, for whom, until when), refused as accept would be.
 * - accept: the signed-in account joins, all or nothing (public.accept_household_invitation):
 *   once, before it expires, by the address it was sent to; an account is in one household at a
 *   time (its own, or one it joined) and a holder whose household others share cannot join
 *   another. The account's app_metadata then names the household (accountsStore.ts).
 * - remove (the holder only) and leave (an account that joined): the account is out of the
 *   household at once (row-level security and Realtime read household_accounts on every
 *   statement); the household keeps everything, member row included.
 */
import { admitEmailRequest, clientAddress, hashEmailAddress } from '../_shared/edge/emailLimits.ts';
import { emailRequestLog } from '../_shared/edge/emailRequestLog.ts';
import { allowedAppLink } from '../_shared/edge/appLinks.ts';
import { plannerHandler } from '../_shared/edge/handler.ts';
import { errorJson, json, type Caller, type FunctionEnv } from '../_shared/edge/http.ts';
import { z } from 'zod';
import { smtpSender } from '../_shared/edge/mail.ts';
import {
  householdRefusals as refusals,
  householdRequestSchema,
  INVITATION_DAYS,
  JOIN_PATH,
  type HouseholdRequest,
} from '../_shared/household/accounts-api.ts';
import {
  householdAccounts,
  holderName,
  joinedAccounts,
  memberNames,
  newToken,
  setAccountHousehold,
  tokenHash,
} from '../_shared/household/accountsStore.ts';
import { invitationEmail } from '../_shared/household/invitationEmail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Env = Record<string, string>;
type Action<A extends HouseholdRequest['action']> = Extract<HouseholdRequest, { action: A }>;

/** The service URL and keys every action needs; plannerHandler's caller() has checked them. */
function functionEnv(env: Env): FunctionEnv {
  return {
    SUPABASE_URL: env.SUPABASE_URL ?? '',
    SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY ?? '',
    SUPABASE_SERVICE_ROLE_KEY: env.SUPABASE_SERVICE_ROLE_KEY ?? '',
  };
}

const isHolder = (who: Caller) => who.accountId === who.userId;

async function accountsAnswer(who: Caller, env: Env): Promise<Response> {
  return json(
    200,
    await householdAccounts(functionEnv(env), who.service, who.userId, who.accountId),
  );
}

async function invite(body: Action<'invite'>, who: Caller, env: Env, req: Request) {
  if (!isHolder(who)) return errorJson(403, { error: refusals.notHolder });
  const link = allowedAppLink(
    body.joinUrl,
    env.SITE_URL ?? '',
    env.ADDITIONAL_REDIRECT_URLS,
    JOIN_PATH,
  );
  if (!link) return errorJson(400, { error: refusals.joinUrl });
  const email = body.email.trim().toLowerCase();
  const [names, joined] = await Promise.all([
    memberNames(who.service, who.userId),
    joinedAccounts(who.service, who.userId),
  ]);
  const memberName = names.get(body.memberId);
  if (memberName === undefined) return errorJson(404, { error: refusals.memberUnknown });
  if (joined.some((row) => row.member_id === body.memberId))
    return errorJson(409, { error: refusals.memberHasAccount });
  if (email === who.accountEmail.toLowerCase())
    return errorJson(400, { error: refusals.inviteYourself });
  const send = smtpSender(env);
  const client = clientAddress(req);
  if (!send || !client) {
    console.error('household: no SMTP relay configured or no client address');
    return errorJson(503, { error: refusals.mailFailed });
  }
  const log = emailRequestLog(functionEnv(env), 'invitation');
  const keys = { addressHash: await hashEmailAddress(email), client, account: who.accountId };
  const decision = await admitEmailRequest(log, keys);
  if (!decision.allowed) return errorJson(429, { error: refusals.tooMany });

  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS).toISOString();
  const replaced = await who.service
    .from('household_invitations')
    .delete()
    .eq('household_id', who.userId)
    .eq('member_id', body.memberId)
    .is('used_at', null);
  if (replaced.error)
    throw new Error(`Taking back older invitations failed: ${replaced.error.message}`);
  const inserted = await who.service
    .from('household_invitations')
    .insert({
      household_id: who.userId,
      member_id: body.memberId,
      email,
      token_hash: await tokenHash(token),
      expires_at: expiresAt,
    })
    .select('id')
    .single();
  if (inserted.error) throw new Error(`Storing the invitation failed: ${inserted.error.message}`);
  const from = await holderName(functionEnv(env), who.service, who.userId);
  try {
    await send({
      to: email,
      ...invitationEmail({ from, memberName, link: `${link.href}#token=${token}`, expiresAt }),
    });
  } catch (error) {
    console.error('household: sending the invitation failed:', error);
    await who.service
      .from('household_invitations')
      .delete()
      .eq('id', (inserted.data as { id: string }).id);
    return errorJson(502, { error: refusals.mailFailed });
  }
  return accountsAnswer(who, env);
}

async function cancel(body: Action<'cancel'>, who: Caller, env: Env) {
  if (!isHolder(who)) return errorJson(403, { error: refusals.notHolder });
  const { data, error } = await who.service
    .from('household_invitations')
    .delete()
    .eq('id', body.invitationId)
    .eq('household_id', who.userId)
    .is('used_at', null)
    .select('id');
  if (error) throw new Error(`Taking back the invitation failed: ${error.message}`);
  if (!data || data.length === 0) return errorJson(404, { error: refusals.invitationGone });
  return accountsAnswer(who, env);
}

/** The database's refusals of an invitation (household_invitation_refusal), as the person reads them. */
const INVITATION_REFUSALS: Record<string, [number, string]> = {
  'invitation-unknown': [404, refusals.invitationUnknown],
  'invitation-used': [410, refusals.invitationUsed],
  'invitation-expired': [410, refusals.invitationExpired],
  'invitation-other-address': [403, refusals.invitationOtherAddress],
  'invitation-own-household': [409, refusals.ownHousehold],
  'already-in-this-household': [409, refusals.alreadyInThisHousehold],
  'already-in-a-household': [409, refusals.alreadyInAHousehold],
  'household-shared': [409, refusals.householdShared],
  'member-has-account': [409, refusals.memberHasAccount],
};

/** The refusal's answer, or null for a key the database does not refuse with. */
function refusalAnswer(key: string): Response | null {
  const refusal = INVITATION_REFUSALS[key];
  return refusal ? errorJson(refusal[0], { error: refusal[1] }) : null;
}

const peekRow = z.object({
  household_id: z.string(),
  member_id: z.string(),
  email: z.string(),
  expires_at: z.string(),
  refusal: z.string().nullable(),
});

/** What an invitation is, refused exactly as accepting it now would be. */
async function peek(body: Action<'peek'>, who: Caller, env: Env) {
  const { data, error } = await who.service.rpc('peek_household_invitation', {
    token_hash: await tokenHash(body.token),
    account: who.accountId,
    account_email: who.accountEmail,
  });
  if (error) throw new Error(`Reading the invitation failed: ${error.message}`);
  const invitation = data === null ? null : peekRow.parse(data);
  if (!invitation) return errorJson(404, { error: refusals.invitationUnknown });
  if (invitation.refusal !== null) {
    const refused = refusalAnswer(invitation.refusal);
    if (refused) return refused;
    throw new Error(`Unknown invitation refusal: ${invitation.refusal}`);
  }
  const names = await memberNames(who.service, invitation.household_id);
  return json(200, {
    holderName: await holderName(functionEnv(env), who.service, invitation.household_id),
    memberName: names.get(invitation.member_id) ?? '',
    email: invitation.email,
    expiresAt: invitation.expires_at,
  });
}

async function accept(body: Action<'accept'>, who: Caller, env: Env) {
  const { data, error } = await who.service.rpc('accept_household_invitation', {
    token_hash: await tokenHash(body.token),
    account: who.accountId,
    account_email: who.accountEmail,
  });
  if (error) {
    const refused = refusalAnswer(error.message);
    if (refused) return refused;
    throw new Error(`Accepting the invitation failed: ${error.message}`);
  }
  const householdId = String(data);
  await setAccountHousehold(functionEnv(env), who.accountId, householdId);
  return json(200, { householdId });
}

async function removeAccount(accountId: string, who: Caller, env: Env): Promise<boolean> {
  const { data, error } = await who.service
    .from('household_accounts')
    .delete()
    .eq('account_id', accountId)
    .eq('household_id', who.userId)
    .select('account_id');
  if (error) throw new Error(`Removing the account failed: ${error.message}`);
  if (!data || data.length === 0) return false;
  await setAccountHousehold(functionEnv(env), accountId, null);
  return true;
}

async function remove(body: Action<'remove'>, who: Caller, env: Env) {
  if (!isHolder(who)) return errorJson(403, { error: refusals.notHolder });
  if (!(await removeAccount(body.accountId, who, env)))
    return errorJson(404, { error: refusals.accountUnknown });
  return accountsAnswer(who, env);
}

async function leave(who: Caller, env: Env) {
  if (isHolder(who)) return errorJson(409, { error: refusals.holderCannotLeave });
  if (!(await removeAccount(who.accountId, who, env)))
    return errorJson(404, { error: refusals.accountUnknown });
  return json(200, { left: true });
}

export default function handler(req: Request, env: Env): Promise<Response> {
  const serve = plannerHandler({
    name: 'household',
    failure: 'The household could not be changed. Please try again.',
    schema: householdRequestSchema,
    run: (body, who) => {
      switch (body.action) {
        case 'accounts':
          return accountsAnswer(who, env);
        case 'invite':
          return invite(body, who, env, req);
        case 'cancel':
          return cancel(body, who, env);
        case 'peek':
          return peek(body, who, env);
        case 'accept':
          return accept(body, who, env);
        case 'remove':
          return remove(body, who, env);
        case 'leave':
          return leave(who, env);
        default:
          return Promise.resolve(errorJson(400, { error: 'Unknown action' }));
      }
    },
  });
  return serve(req, env);
}
