/**
 * GoTrue's limits on auth emails: at most one email per address per interval
 * (emailIntervalSeconds) and at most emailsPerHour per address. The events live in
 * auth.rate_limit_events (bucket 'email'), swept with the other rate-limit events.
 */
import type { Queryable } from '../contracts.ts';
import type { AuthDeps } from './deps.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Throws over_email_send_rate_limit (429) when `address` may not get another email yet, else
 * records the send. A non-positive setting turns its limit off.
 */
export async function reserveEmailSend(
  tx: Queryable,
  deps: AuthDeps,
  address: string,
): Promise<void> {
  const { emailIntervalSeconds, emailsPerHour } = deps.config.rateLimits;
  const subject = address.toLowerCase();
  const { rows } = await tx.query<{
    wait: number | string | null;
    sent_last_hour: number | string;
  }>(
    `select ceil(extract(epoch from (max(created_at) + make_interval(secs => $2) - now())))::int as wait,
            count(*) filter (where created_at > now() - interval '1 hour') as sent_last_hour
       from auth.rate_limit_events where bucket = 'email' and subject = $1`,
    [subject, Math.max(emailIntervalSeconds, 0)],
  );
  const wait = Number(rows[0]?.wait ?? 0);
  if (emailIntervalSeconds > 0 && wait > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  if (emailsPerHour > 0 && Number(rows[0]?.sent_last_hour ?? 0) >= emailsPerHour) {
    throw tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  await tx.query(`insert into auth.rate_limit_events (bucket, subject) values ('email', $1)`, [
    subject,
  ]);
}
