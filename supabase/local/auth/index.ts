/**
 * The /auth/v1 service: a GoTrue-compatible API that the unchanged supabase-js client uses for
 * sign-up with email confirmation, sign-in, token refresh, PKCE, password reset, user updates,
 * logout and the admin API. It keeps its state in schema `auth` of the backend's database.
 */
import type { Db, LocalConfig, Mailer, RequestContext, Service } from '../contracts.ts';
import { handleAdmin } from './admin.ts';
import type { AuthDeps } from './deps.ts';
import { AuthError } from './errors.ts';
import { startEmailOutbox } from './outbox.ts';
import { sendError, sendJson } from './http.ts';
import { sweepExpired, SWEEP_INTERVAL_MS } from './maintenance.ts';
import { AUTH_SCHEMA_SQL } from './schema.ts';
import { handleRecover, handleResend, handleSignup } from './signup.ts';
import { handleToken, limitTokenRequests } from './token.ts';
import { handleGetUser, handleLogout, handleUpdateUser } from './user.ts';
import { handleVerifyLink, handleVerifyOtp } from './verify.ts';

export { AUTH_SCHEMA_SQL } from './schema.ts';

const VERSION = 'local-1';

function settings(config: LocalConfig): Record<string, unknown> {
  return {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      kakao: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: config.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** Postgres errors that are the caller's doing rather than the server's. */
function databaseClientError(error: unknown): AuthError | null {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === '23505')
    return new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  if (code === '23503') {
    return new AuthError(
      409,
      'conflict',
      'The user is still referenced by other data and cannot be deleted',
    );
  }
  if (code === '22P02' || code === '22007' || code === '22008')
    return new AuthError(400, 'validation_failed', 'Invalid value');
  return null;
}

type Handler = (ctx: RequestContext, deps: AuthDeps) => Promise<void>;

/** GoTrue's endpoints, by method and path (the admin API is routed apart). */
const ROUTES: Record<string, Handler> = {
  'GET /health': async (ctx) =>
    sendJson(ctx.res, 200, {
      version: VERSION,
      name: 'GoTrue',
      description: 'The local backend\u2019s GoTrue-compatible auth API',
    }),
  'GET /settings': async (ctx, deps) => sendJson(ctx.res, 200, settings(deps.config)),
  'POST /signup': handleSignup,
  'POST /resend': handleResend,
  'POST /recover': handleRecover,
  'GET /verify': handleVerifyLink,
  'POST /verify': async (ctx, deps) => {
    // Guessing 6-digit codes is limited like password guessing.
    await limitTokenRequests(ctx, deps);
    return handleVerifyOtp(ctx, deps);
  },
  'POST /token': handleToken,
  'GET /user': handleGetUser,
  'PUT /user': handleUpdateUser,
  'POST /logout': handleLogout,
};

/** The paths of ROUTES: another method on one of them is 405, any other path 404. */
const KNOWN_PATHS = new Set(Object.keys(ROUTES).map((key) => key.slice(key.indexOf(' ') + 1)));

async function route(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  const path = ctx.path === '' ? '/' : ctx.path.replace(/(.)\/+$/, '$1');

  if (path.startsWith('/admin/')) return handleAdmin(ctx, deps, path.slice('/admin'.length));

  const handler = ROUTES[`${method} ${path}`];
  if (handler) return handler(ctx, deps);
  if (KNOWN_PATHS.has(path))
    throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed here`);
  throw new AuthError(404, 'not_found', 'Not found');
}

export async function createAuthService(input: {
  db: Db;
  config: LocalConfig;
  mailer: Mailer;
}): Promise<Service> {
  await input.db.exec(AUTH_SCHEMA_SQL);
  await sweepExpired(input.db);
  const deps: AuthDeps = { db: input.db, config: input.config, outbox: startEmailOutbox(input) };
  let sweeping: Promise<void> | null = null;
  const timer = setInterval(() => {
    sweeping ??= sweepExpired(deps.db)
      .catch((error: unknown) => console.error('[auth] clean-up of expired rows failed:', error))
      .finally(() => {
        sweeping = null;
      });
  }, SWEEP_INTERVAL_MS);
  // The sweep alone must not keep a process alive.
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      // The database closes after this service: let a running sweep and a send finish first.
      await Promise.all([sweeping, deps.outbox.close()]);
    },
    async handle(ctx) {
      try {
        await route(ctx, deps);
      } catch (error) {
        if (ctx.res.headersSent) {
          console.error('[auth] failed after the response started:', error);
          ctx.res.destroy();
          return;
        }
        const known = error instanceof AuthError ? error : databaseClientError(error);
        if (known) return sendError(ctx.res, known);
        console.error('[auth] unexpected failure:', error);
        sendError(
          ctx.res,
          new AuthError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          ),
        );
      }
    },
  };
}
