/** The admin endpoints supabase.auth.admin uses with the service-role key. */
import { z } from 'zod';
import type { RequestContext } from '../contracts.ts';
import { requireAdmin } from './authn.ts';
import type { AuthDeps } from './deps.ts';
import { AuthError, emailExists, userNotFound, validationFailed } from './errors.ts';
import { parseBody, sendJson } from './http.ts';
import { assertPasswordStrength, hashPassword } from './passwords.ts';
import {
  findUserById,
  isUuid,
  parseUserRow,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users.ts';
import { metadataSchema, normaliseEmail } from './validation.ts';

const createBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
  ban_duration: z.string().nullish(),
  role: z.string().nullish(),
});

const deleteBody = z.object({ should_soft_delete: z.boolean().nullish() });

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A Go duration such as "24h" or "1h30m" (GoTrue's ban_duration), or "none" to lift a ban. */
export function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  if (!/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value)) {
    throw validationFailed(
      'invalid format for ban duration: use a duration such as 24h, 30m or none',
    );
  }
  let total = 0;
  for (const match of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(match[1]) * (DURATION_UNITS[match[2] ?? 's'] ?? 0);
  }
  return total;
}

function banUntil(duration: string | null | undefined): Date | null | undefined {
  if (duration === undefined || duration === null) return undefined;
  const ms = parseBanDuration(duration);
  return ms === null ? null : new Date(Date.now() + ms);
}

export async function handleAdmin(
  ctx: RequestContext,
  deps: AuthDeps,
  rest: string,
): Promise<void> {
  await requireAdmin(ctx, deps);
  const method = ctx.req.method ?? 'GET';
  if (rest === '/users') {
    if (method === 'GET') return listUsers(ctx, deps);
    if (method === 'POST') return createUser(ctx, deps);
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
  const match = /^\/users\/([^/]+)$/.exec(rest);
  if (!match) throw new AuthError(404, 'not_found', 'Not found');
  const id = match[1] ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
  if (method === 'GET') return getUser(ctx, deps, id);
  if (method === 'PUT') return updateUser(ctx, deps, id);
  if (method === 'DELETE') return deleteUser(ctx, deps, id);
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}

function readPositiveInt(
  value: string | null,
  fallback: number,
  name: string,
  max: number,
): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw validationFailed(`${name} must be a positive integer`);
  return Math.min(Number(value), max);
}

/** Newest first, with GoTrue's pagination headers (X-Total-Count and a Link header). */
async function listUsers(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const page = readPositiveInt(ctx.url.searchParams.get('page'), 1, 'page', 1_000_000);
  const perPage = readPositiveInt(ctx.url.searchParams.get('per_page'), 50, 'per_page', 1000);
  const { rows: countRows } = await deps.db.query<{ total: number | string }>(
    'select count(*) as total from auth.users where deleted_at is null',
  );
  const total = Number(countRows[0]?.total ?? 0);
  const { rows } = await deps.db.query(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null
      order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  const base = `${deps.config.apiUrl.replace(/\/+$/, '')}/auth/v1/admin/users`;
  if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  sendJson(
    ctx.res,
    200,
    { users: rows.map((row) => userJson(parseUserRow(row))), aud: 'authenticated' },
    { 'X-Total-Count': String(total), Link: links.join(', ') },
  );
}

async function createUser(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const body = parseBody(ctx, createBody);
  if (body.phone && !body.email) throw validationFailed('Phone users are not supported');
  const email = normaliseEmail(body.email);
  let passwordHash: string | null = null;
  if (body.password) {
    assertPasswordStrength(body.password, deps.config.minPasswordLength);
    passwordHash = await hashPassword(body.password);
  }
  const bannedUntil = banUntil(body.ban_duration);
  const role = body.role ?? 'authenticated';
  const created = await deps.db.transaction<UserRow>(async (tx) => {
    const { rows: taken } = await tx.query('select 1 from auth.users where email = $1', [email]);
    if (taken.length > 0) throw emailExists();
    const { rows } = await tx.query(
      `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                               raw_user_meta_data, banned_until)
       values ('authenticated', $1, $2, $3, case when $4 then now() end, $5::jsonb, $6::jsonb, $7)
       returning ${USER_COLUMNS}`,
      [
        role,
        email,
        passwordHash,
        body.email_confirm === true,
        JSON.stringify({ ...(body.app_metadata ?? {}), provider: 'email', providers: ['email'] }),
        JSON.stringify(body.user_metadata ?? {}),
        bannedUntil ?? null,
      ],
    );
    return parseUserRow(rows[0]);
  });
  sendJson(ctx.res, 200, userJson(created));
}

async function getUser(ctx: RequestContext, deps: AuthDeps, id: string): Promise<void> {
  const user = await findUserById(deps.db, id);
  if (!user) throw userNotFound();
  sendJson(ctx.res, 200, userJson(user));
}

async function updateUser(ctx: RequestContext, deps: AuthDeps, id: string): Promise<void> {
  const body = parseBody(ctx, createBody);
  const email = body.email ? normaliseEmail(body.email) : null;
  let passwordHash: string | null = null;
  if (body.password) {
    assertPasswordStrength(body.password, deps.config.minPasswordLength);
    passwordHash = await hashPassword(body.password);
  }
  const bannedUntil = banUntil(body.ban_duration);

  const updated = await deps.db.transaction<UserRow>(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw userNotFound();
    if (email && email !== user.email) {
      const { rows: taken } = await tx.query(
        'select 1 from auth.users where email = $1 and id <> $2',
        [email, id],
      );
      if (taken.length > 0) throw emailExists();
    }
    const { rows } = await tx.query(
      `update auth.users set
         email = coalesce($2, email),
         encrypted_password = coalesce($3, encrypted_password),
         email_confirmed_at = case when $4 then coalesce(email_confirmed_at, now())
                                   when $5 then null else email_confirmed_at end,
         raw_user_meta_data = raw_user_meta_data || $6::jsonb,
         raw_app_meta_data = raw_app_meta_data || $7::jsonb,
         banned_until = case when $8 then $9::timestamptz else banned_until end,
         role = coalesce($10, role),
         updated_at = now()
       where id = $1 returning ${USER_COLUMNS}`,
      [
        id,
        email,
        passwordHash,
        body.email_confirm === true,
        body.email_confirm === false,
        JSON.stringify(body.user_metadata ?? {}),
        JSON.stringify(body.app_metadata ?? {}),
        bannedUntil !== undefined,
        bannedUntil ?? null,
        body.role ?? null,
      ],
    );
    if (bannedUntil) await tx.query('delete from auth.sessions where user_id = $1', [id]);
    return parseUserRow(rows[0]);
  });
  sendJson(ctx.res, 200, userJson(updated));
}

/**
 * A hard delete removes the user (sessions and tokens cascade; app tables should reference
 * auth.users with on delete cascade). A soft delete keeps the row but frees the address and ends
 * every session.
 */
async function deleteUser(ctx: RequestContext, deps: AuthDeps, id: string): Promise<void> {
  const body = parseBody(ctx, deleteBody);
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw userNotFound();
    if (body.should_soft_delete) {
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = null,
                confirmation_token = null, recovery_token = null, updated_at = now()
          where id = $1`,
        [id],
      );
      return;
    }
    await tx.query('delete from auth.users where id = $1', [id]);
  });
  // GoTrue answers a deletion with an empty object.
  sendJson(ctx.res, 200, {});
}
