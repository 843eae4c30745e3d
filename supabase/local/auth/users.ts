/** Rows of auth.users and the user objects GoTrue returns for them. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../contracts.ts';

const timestamp = z.union([z.date(), z.string()]).transform((value) => new Date(value));
const metadata = z
  .record(z.string(), z.unknown())
  .nullable()
  .transform((value) => value ?? {});

export const userRowSchema = z.object({
  id: z.string(),
  aud: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  encrypted_password: z.string().nullable(),
  email_confirmed_at: timestamp.nullable(),
  confirmation_sent_at: timestamp.nullable(),
  recovery_sent_at: timestamp.nullable(),
  last_sign_in_at: timestamp.nullable(),
  raw_app_meta_data: metadata,
  raw_user_meta_data: metadata,
  created_at: timestamp,
  updated_at: timestamp,
  banned_until: timestamp.nullable(),
  deleted_at: timestamp.nullable(),
});

export type UserRow = z.infer<typeof userRowSchema>;

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, deleted_at`;

export function parseUserRow(row: unknown): UserRow {
  return userRowSchema.parse(row);
}

/** A live user: found, not soft-deleted. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ? parseUserRow(rows[0]) : null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query(
    `select ${USER_COLUMNS} from auth.users where email = $1 and deleted_at is null`,
    [email.toLowerCase()],
  );
  return rows[0] ? parseUserRow(rows[0]) : null;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

function iso(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** A stable id for the user's single email identity (auth.identities is not modelled). */
function identityId(userId: string): string {
  const hex = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The user as GoTrue serialises it (timestamps that are not set are left out, as GoTrue does). */
export function userJson(user: UserRow): Record<string, unknown> {
  const email = user.email ?? '';
  const confirmedAt = iso(user.email_confirmed_at);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: confirmedAt,
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: {
          email,
          email_verified: user.email_confirmed_at !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at) ?? user.created_at.toISOString(),
        created_at: user.created_at.toISOString(),
        updated_at: user.updated_at.toISOString(),
        email,
      },
    ],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    banned_until: iso(user.banned_until),
    is_anonymous: false,
  };
}

/** app_metadata always names the email provider, whatever else an admin stored in it. */
export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.raw_app_meta_data };
}
