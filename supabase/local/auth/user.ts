/** GET/PUT /user and POST /logout for the signed-in user. */
import { z } from 'zod';
import type { RequestContext } from '../contracts.ts';
import { requireUser } from './authn.ts';
import type { AuthDeps } from './deps.ts';
import { reserveEmailSend } from './emailDelivery.ts';
import { emailExists, unprocessable, validationFailed } from './errors.ts';
import { createFlowState, readPkceParams } from './flowState.ts';
import { parseBody, sendJson, sendNoContent } from './http.ts';
import { issueEmailToken } from './oneTimeTokens.ts';
import { enqueueMessage } from './outbox.ts';
import { assertPasswordStrength, checkPassword, hashPassword } from './passwords.ts';
import { resolveRedirect } from './redirects.ts';
import { parseUserRow, USER_COLUMNS, userJson } from './users.ts';
import { metadataSchema, normaliseEmail } from './validation.ts';

export async function handleGetUser(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { user } = await requireUser(ctx, deps);
  sendJson(ctx.res, 200, userJson(user));
}

const updateBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: metadataSchema.nullish(),
  nonce: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

/** Top-level keys of `patch` replace those of `base`; a null value removes the key (GoTrue). */
function mergeMetadata(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Updates password and metadata, and starts an email change (confirmed by a link sent to the new
 * address). A new password signs out every other session of the user, as GoTrue does; any
 * session may set it, a recovery session included.
 */
export async function handleUpdateUser(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const { user, sessionId } = await requireUser(ctx, deps);
  const body = parseBody(ctx, updateBody);
  if (body.phone) throw validationFailed('Phone numbers are not supported');

  let passwordHash: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    assertPasswordStrength(body.password, config.minPasswordLength);
    if (await checkPassword(body.password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(body.password);
  }
  const newEmail = body.email ? normaliseEmail(body.email) : null;
  const emailChange = newEmail !== null && newEmail !== user.email ? newEmail : null;
  const pkce = emailChange ? readPkceParams(body.code_challenge, body.code_challenge_method) : null;
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));

  const updated = await deps.db.transaction(async (tx) => {
    if (passwordHash) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, passwordHash],
      );
      await tx.query(
        'delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid',
        [user.id, sessionId],
      );
    }
    if (body.data) {
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.data))],
      );
    }
    if (emailChange) {
      const { rows: taken } = await tx.query('select 1 from auth.users where email = $1', [
        emailChange,
      ]);
      if (taken.length > 0) throw emailExists();
      await reserveEmailSend(tx, deps, emailChange);
      const flowStateId = pkce ? await createFlowState(tx, pkce, 'email_change', user.id) : null;
      const issued = await issueEmailToken(tx, config, {
        kind: 'email_change',
        userId: user.id,
        email: emailChange,
        redirectTo,
        flowStateId,
      });
      await enqueueMessage(tx, issued.message);
    }
    const { rows } = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      user.id,
    ]);
    return parseUserRow(rows[0]);
  });

  sendJson(ctx.res, 200, {
    ...userJson(updated),
    ...(emailChange ? { new_email: emailChange } : {}),
  });
  if (emailChange) deps.outbox.wake();
}

/**
 * scope=global (default) ends every session of the user, local only the caller's, others all but
 * the caller's. Ending a session deletes its refresh tokens, so they are refused afterwards.
 */
export async function handleLogout(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const scope = ctx.url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(ctx, deps);
  if (scope === 'global') {
    await deps.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    if (sessionId) await deps.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await deps.db.query(
      'delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid',
      [user.id, sessionId],
    );
  }
  sendNoContent(ctx.res);
}
