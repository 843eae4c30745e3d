/**
 * Sessions, access tokens and refresh-token rotation.
 *
 * Each sign-in creates a session and the first refresh token of its chain. A refresh revokes the
 * presented token and issues a child. Presenting a revoked token again is either a client retry
 * (within REUSE_INTERVAL_SECONDS of the rotation, for the token whose child is still current: the
 * current child is handed back) or a replay by someone else (anything else: the whole session is
 * revoked, so a stolen token stops working for both parties).
 */
import { z } from 'zod';
import type { LocalConfig, Queryable } from '../contracts.ts';
import { signJwt } from '../jwt.ts';
import { deriveRefreshToken, randomToken, sha256Hex } from './crypto.ts';
import type { AuthDeps } from './deps.ts';
import { refreshTokenAlreadyUsed, refreshTokenNotFound, userBanned } from './errors.ts';
import { appMetadata, findUserById, isBanned, userJson, type UserRow } from './users.ts';

/** GoTrue's default refresh token reuse interval. */
export const REUSE_INTERVAL_SECONDS = 10;

/** How the session was authenticated, as listed in the `amr` claim. */
export type AmrMethod = 'password' | 'otp' | 'recovery' | 'email_change' | 'pkce';

const amrSchema = z.array(z.object({ method: z.string(), timestamp: z.number() }));
type Amr = z.infer<typeof amrSchema>;

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

async function buildSession(
  config: LocalConfig,
  user: UserRow,
  sessionId: string,
  amr: Amr,
  refreshToken: string,
): Promise<SessionJson> {
  const expiresIn = config.jwtExpirySeconds;
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  const accessToken = await signJwt(
    {
      iss: `${config.apiUrl.replace(/\/+$/, '')}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      email: user.email ?? '',
      phone: '',
      app_metadata: appMetadata(user),
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: false,
    },
    config.jwtSecret,
    expiresIn,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

async function insertRefreshToken(
  tx: Queryable,
  secret: string,
  userId: string,
  sessionId: string,
  parentId: number | null,
): Promise<string> {
  const nonce = randomToken(18);
  const token = deriveRefreshToken(secret, nonce);
  await tx.query(
    `insert into auth.refresh_tokens (token_hash, token_nonce, user_id, session_id, parent_id)
     values ($1, $2, $3, $4, $5)`,
    [sha256Hex(token), nonce, userId, sessionId, parentId],
  );
  return token;
}

/** Starts a session for `user` inside `tx` and records the sign-in time. */
export async function createSession(
  tx: Queryable,
  config: LocalConfig,
  user: UserRow,
  method: AmrMethod,
  client: ClientInfo,
): Promise<SessionJson> {
  const amr: Amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, amr, ip, user_agent) values ($1, $2::jsonb, $3, $4) returning id`,
    [user.id, JSON.stringify(amr), client.ip, client.userAgent?.slice(0, 512) ?? null],
  );
  const sessionId = z.string().parse(rows[0]?.id);
  const refreshToken = await insertRefreshToken(tx, config.jwtSecret, user.id, sessionId, null);
  const { rows: updated } = await tx.query<{ last_sign_in_at: Date | string }>(
    'update auth.users set last_sign_in_at = now() where id = $1 returning last_sign_in_at',
    [user.id],
  );
  const signedInAt = updated[0]?.last_sign_in_at;
  const current: UserRow = {
    ...user,
    last_sign_in_at: signedInAt ? new Date(signedInAt) : new Date(),
  };
  return buildSession(config, current, sessionId, amr, refreshToken);
}

const refreshRowSchema = z.object({
  id: z.coerce.number(),
  user_id: z.string(),
  session_id: z.string(),
  revoked: z.boolean(),
  within_reuse_interval: z.boolean().nullable(),
  amr: z.unknown(),
});

type RefreshOutcome = { kind: 'session'; session: SessionJson } | { kind: 'reused' };

/** The refresh_token grant, with rotation and reuse detection. */
export async function refreshSession(deps: AuthDeps, presented: string): Promise<SessionJson> {
  const { config } = deps;
  const outcome = await deps.db.transaction<RefreshOutcome>(async (tx) => {
    const hash = sha256Hex(presented);
    // Locks the session before its token, the order in which deleting a session (logout) locks
    // them through the cascade, so a refresh racing a logout waits instead of deadlocking.
    const { rows: owner } = await tx.query<{ session_id: string }>(
      'select session_id from auth.refresh_tokens where token_hash = $1',
      [hash],
    );
    if (!owner[0]) throw refreshTokenNotFound();
    const { rows: session } = await tx.query(
      'select id from auth.sessions where id = $1 for update',
      [owner[0].session_id],
    );
    if (!session[0]) throw refreshTokenNotFound();
    const { rows } = await tx.query(
      `select rt.id, rt.user_id, rt.session_id, rt.revoked,
              rt.revoked_at > now() - make_interval(secs => $2) as within_reuse_interval,
              s.amr
         from auth.refresh_tokens rt
         join auth.sessions s on s.id = rt.session_id
        where rt.token_hash = $1
        for update of rt`,
      [hash, REUSE_INTERVAL_SECONDS],
    );
    if (!rows[0]) throw refreshTokenNotFound();
    const token = refreshRowSchema.parse(rows[0]);
    const user = await findUserById(tx, token.user_id);
    if (!user) throw refreshTokenNotFound();
    if (isBanned(user)) throw userBanned();
    const parsedAmr = amrSchema.safeParse(token.amr);
    const amr = parsedAmr.success ? parsedAmr.data : [];

    if (token.revoked) {
      const { rows: active } = await tx.query<{
        id: number | string;
        parent_id: number | string | null;
        token_nonce: string;
      }>(
        `select id, parent_id, token_nonce from auth.refresh_tokens
          where session_id = $1 and not revoked order by id desc limit 1`,
        [token.session_id],
      );
      const child = active[0];
      if (child && Number(child.parent_id) === token.id && token.within_reuse_interval === true) {
        const childToken = deriveRefreshToken(config.jwtSecret, child.token_nonce);
        return {
          kind: 'session',
          session: await buildSession(config, user, token.session_id, amr, childToken),
        };
      }
      await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
      return { kind: 'reused' };
    }

    await tx.query(
      'update auth.refresh_tokens set revoked = true, revoked_at = now() where id = $1',
      [token.id],
    );
    const next = await insertRefreshToken(
      tx,
      config.jwtSecret,
      user.id,
      token.session_id,
      token.id,
    );
    await tx.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [token.session_id],
    );
    return {
      kind: 'session',
      session: await buildSession(config, user, token.session_id, amr, next),
    };
  });
  // Thrown only after the transaction committed, so the revocation of the session sticks.
  if (outcome.kind === 'reused') throw refreshTokenAlreadyUsed();
  return outcome.session;
}

export async function sessionExists(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    userId,
  ]);
  return rows.length > 0;
}
