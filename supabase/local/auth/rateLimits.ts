/**
 * Sliding-window rate limits kept in auth.rate_limit_events, so they hold across restarts and
 * across several server processes sharing one PostgreSQL database. Old events are removed by
 * the auth service's periodic sweep (maintenance.ts).
 */
import type { Queryable } from '../contracts.ts';
import type { AuthError } from './errors.ts';

export interface Limit {
  bucket: string;
  subject: string;
  max: number;
  windowSeconds: number;
}

/**
 * Records one event for `limit`, or throws `makeError()` when the window is already full.
 * A non-positive or non-finite max means unlimited.
 */
export async function consumeRateLimit(
  db: Queryable,
  limit: Limit,
  makeError: () => AuthError,
): Promise<void> {
  if (!Number.isFinite(limit.max) || limit.max <= 0) return;
  const { rows } = await db.query<{ count: number | string }>(
    `select count(*) as count from auth.rate_limit_events
      where bucket = $1 and subject = $2 and created_at > now() - make_interval(secs => $3)`,
    [limit.bucket, limit.subject, limit.windowSeconds],
  );
  if (Number(rows[0]?.count ?? 0) >= limit.max) throw makeError();
  await db.query('insert into auth.rate_limit_events (bucket, subject) values ($1, $2)', [
    limit.bucket,
    limit.subject,
  ]);
}
