/** POST /signup, /resend and /recover: the endpoints that create accounts and send auth emails. */
import { z } from 'zod';
import type { Queryable, RequestContext } from '../contracts.ts';
import { clientInfo } from './clientInfo.ts';
import type { AuthDeps } from './deps.ts';
import { reserveEmailSend } from './emailDelivery.ts';
import { requestRateLimited, userAlreadyExists, validationFailed } from './errors.ts';
import { readPkceParams } from './flowState.ts';
import { parseBody, sendJson } from './http.ts';
import { enqueueEmailRequest } from './outbox.ts';
import { assertPasswordStrength, hashPassword } from './passwords.ts';
import { consumeRateLimit } from './rateLimits.ts';
import { resolveRedirect } from './redirects.ts';
import { createSession, type SessionJson } from './sessions.ts';
import { findUserByEmail, parseUserRow, USER_COLUMNS, userJson, type UserRow } from './users.ts';
import { metadataSchema, normaliseEmail, securityField } from './validation.ts';

const pkceFields = {
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
};

const signupBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: metadataSchema.nullish(),
  gotrue_meta_security: securityField,
  ...pkceFields,
});

/**
 * What a signup for an already confirmed address returns while confirmations are on: a user that
 * looks freshly created (new id, no identities) so the response does not reveal that the address
 * has an account. Clients recognise the case by the empty identities list.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

type SignupOutcome =
  | { kind: 'session'; session: SessionJson }
  | { kind: 'user'; user: UserRow }
  | { kind: 'obfuscated'; body: Record<string, unknown> };

/**
 * Creates the account, or answers for an existing one, in the same time either way: the
 * confirmation email is only enqueued here (outbox.ts), and the outbox decides whether the
 * account still needs one.
 */
export async function handleSignup(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const body = parseBody(ctx, signupBody);
  if (body.phone && !body.email) throw validationFailed('Phone signups are not supported');
  const email = normaliseEmail(body.email);
  if (!body.password) throw validationFailed('Signup requires a valid password');
  const password = body.password;
  assertPasswordStrength(password, config.minPasswordLength);
  const pkce = readPkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));
  const data = body.data ?? {};

  await consumeRateLimit(
    deps.db,
    {
      bucket: 'signup',
      subject: ctx.clientIp,
      max: config.rateLimits.signupsPerHour,
      windowSeconds: 3600,
    },
    requestRateLimited,
  );
  // Hashing is slow on purpose; do it before taking the database's attention.
  const passwordHash = await hashPassword(password);

  const outcome = await deps.db.transaction<SignupOutcome>(async (tx) => {
    // The email limit applies before the lookup, so a 429 never tells whether the address has an
    // account.
    if (!config.autoConfirm) await reserveEmailSend(tx, deps, email);
    const existing = await findUserByEmail(tx, email);
    if (config.autoConfirm) {
      if (existing) throw userAlreadyExists();
      const user = await insertUser(tx, email, passwordHash, data, true);
      return {
        kind: 'session',
        session: await createSession(tx, config, user, 'password', clientInfo(ctx)),
      };
    }
    await enqueueEmailRequest(tx, { kind: 'signup', email, redirectTo, pkce });
    if (existing && existing.email_confirmed_at !== null) {
      return { kind: 'obfuscated', body: obfuscatedUser(email, data) };
    }
    // Signing up again before confirming only sends the confirmation again. The password and
    // data stay as they were: whoever asks now has not proved they own the address, and
    // replacing the password would let them into the account once the owner confirms it.
    return {
      kind: 'user',
      user: existing ?? (await insertUser(tx, email, passwordHash, data, false)),
    };
  });

  if (outcome.kind === 'obfuscated') sendJson(ctx.res, 200, outcome.body);
  else if (outcome.kind === 'session') sendJson(ctx.res, 200, outcome.session);
  else sendJson(ctx.res, 200, userJson(outcome.user));
  deps.outbox.wake();
}

async function insertUser(
  tx: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
  confirmed: boolean,
): Promise<UserRow> {
  // confirmation_sent_at is the time the email was asked for: the outbox sends it right after.
  const { rows } = await tx.query(
    `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at,
                             confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
     values ('authenticated', 'authenticated', $1, $2, case when $3 then now() end,
             case when $3 then null else now() end, $4::jsonb, $5::jsonb)
     returning ${USER_COLUMNS}`,
    [
      email,
      passwordHash,
      confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(data),
    ],
  );
  return parseUserRow(rows[0]);
}

const resendBody = z.object({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change']),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  gotrue_meta_security: securityField,
  ...pkceFields,
});

/**
 * Sends the signup confirmation (or the pending email change) again. The answer is `{}` and takes
 * the same time whatever the address: the outbox finds out afterwards whether there is anything
 * to send.
 */
export async function handleResend(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const body = parseBody(ctx, resendBody);
  if (body.type === 'sms' || body.type === 'phone_change') {
    throw validationFailed('Phone verification is not supported');
  }
  const kind = body.type;
  const email = normaliseEmail(body.email);
  const pkce = readPkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));

  await deps.db.transaction(async (tx) => {
    await reserveEmailSend(tx, deps, email);
    await enqueueEmailRequest(tx, { kind, email, redirectTo, pkce });
  });
  sendJson(ctx.res, 200, {});
  deps.outbox.wake();
}

const recoverBody = z.object({
  email: z.string().nullish(),
  gotrue_meta_security: securityField,
  ...pkceFields,
});

/** Sends a password reset link; answers `{}`, in the same time, whether or not the address has an account. */
export async function handleRecover(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const body = parseBody(ctx, recoverBody);
  const email = normaliseEmail(body.email);
  const pkce = readPkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));

  await deps.db.transaction(async (tx) => {
    await reserveEmailSend(tx, deps, email);
    await enqueueEmailRequest(tx, { kind: 'recovery', email, redirectTo, pkce });
  });
  sendJson(ctx.res, 200, {});
  deps.outbox.wake();
}
