/**
 * Email link tokens. The link carries a random token (prefixed `pkce_` when a PKCE flow waits for
 * it, so even a failed verification knows where to put its error); the email also shows a 6-digit
 * code. Only SHA-256 hashes are stored; a token works once and expires (24 h to confirm, 1 h to
 * reset). Sending a new email of a kind replaces the previous token of that kind.
 */
import { z } from 'zod';
import type { LocalConfig, MailMessage, Queryable } from '../contracts.ts';
import { randomOtp, randomToken, sha256Hex } from './crypto.ts';
import { buildAuthEmail, EMAIL_LINK_HOURS, type EmailKind } from './emails.ts';

export type TokenType = 'confirmation' | 'recovery' | 'email_change';

const TOKEN_TYPE: Record<EmailKind, TokenType> = {
  signup: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
};

export const PKCE_TOKEN_PREFIX = 'pkce_';

export interface IssuedEmail {
  message: MailMessage;
}

function otpHash(email: string, otp: string): string {
  return sha256Hex(`${email.toLowerCase()}:${otp}`);
}

export async function issueEmailToken(
  tx: Queryable,
  config: LocalConfig,
  options: {
    kind: EmailKind;
    userId: string;
    /** Where the email goes (the new address for an email change). */
    email: string;
    redirectTo: string;
    flowStateId: string | null;
  },
): Promise<IssuedEmail> {
  const tokenType = TOKEN_TYPE[options.kind];
  const token = `${options.flowStateId ? PKCE_TOKEN_PREFIX : ''}${randomToken(24)}`;
  const otp = randomOtp();
  const email = options.email.toLowerCase();

  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    options.userId,
    tokenType,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens
       (user_id, token_type, token_hash, otp_hash, email, redirect_to, flow_state_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
    [
      options.userId,
      tokenType,
      sha256Hex(token),
      otpHash(email, otp),
      email,
      options.redirectTo,
      options.flowStateId,
      EMAIL_LINK_HOURS[options.kind],
    ],
  );
  // auth.users keeps GoTrue's columns in step: the hash of the pending token and when it was sent.
  if (tokenType === 'confirmation') {
    await tx.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1',
      [options.userId, sha256Hex(token)],
    );
  } else if (tokenType === 'recovery') {
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
      [options.userId, sha256Hex(token)],
    );
  }

  const verifyType = options.kind;
  const link = new URL(`${config.apiUrl.replace(/\/+$/, '')}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', verifyType);
  link.searchParams.set('redirect_to', options.redirectTo);
  return { message: buildAuthEmail(options.kind, email, link.toString(), otp) };
}

const tokenRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  token_type: z.enum(['confirmation', 'recovery', 'email_change']),
  email: z.string(),
  redirect_to: z.string().nullable(),
  flow_state_id: z.string().nullable(),
  expired: z.boolean(),
});

export type ConsumedToken = z.infer<typeof tokenRowSchema>;

export type TokenLookup = { linkToken: string } | { email: string; otp: string };

/**
 * Finds and deletes a token of one of `types`. Returns null when there is none or it has expired
 * (an expired token is deleted as well).
 */
export async function consumeEmailToken(
  tx: Queryable,
  lookup: TokenLookup,
  types: TokenType[],
): Promise<ConsumedToken | null> {
  const { rows } = await tx.query(
    `delete from auth.one_time_tokens
      where ${'linkToken' in lookup ? 'token_hash = $1' : 'otp_hash = $1 and email = $3'}
        and token_type = any($2::text[])
      returning id, user_id, token_type, email, redirect_to, flow_state_id, expires_at <= now() as expired`,
    'linkToken' in lookup
      ? [sha256Hex(lookup.linkToken), types]
      : [otpHash(lookup.email, lookup.otp), types, lookup.email.toLowerCase()],
  );
  if (!rows[0]) return null;
  const token = tokenRowSchema.parse(rows[0]);
  return token.expired ? null : token;
}

/**
 * Counts a wrong 6-digit code against the address's live tokens of `types`. A token that has
 * seen `maxAttempts` wrong codes is deleted, link and all, so a code cannot be guessed by trying
 * many; a new email starts a new count. A non-positive max keeps tokens however many misses.
 */
export async function recordWrongCode(
  tx: Queryable,
  email: string,
  types: TokenType[],
  maxAttempts: number,
): Promise<void> {
  const address = email.toLowerCase();
  await tx.query(
    `update auth.one_time_tokens set failed_attempts = failed_attempts + 1
      where email = $1 and token_type = any($2::text[])`,
    [address, types],
  );
  if (!Number.isFinite(maxAttempts) || maxAttempts <= 0) return;
  await tx.query(
    `delete from auth.one_time_tokens
      where email = $1 and token_type = any($2::text[]) and failed_attempts >= $3`,
    [address, types, maxAttempts],
  );
}
