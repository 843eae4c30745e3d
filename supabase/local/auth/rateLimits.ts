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

function unlimited(limit: Limit): boolean {
  return !Number.isFinite(limit.max) || limit.max <= 0;
}

/** Whether `limit`'s window is already full. A non-positive or non-finite max means unlimited. */
export async function limitReached(db: Queryable, limit: Limit): Promise<boolean> {
  if (unlimited(limit)) return false;
  const { rows } = await db.query<{ count: number | string }>(
    `select count(*) as count from auth.rate_limit_events
      where bucket = $1 and subject = $2 and created_at > now() - make_interval(secs => $3)`,
    [limit.bucket, limit.subject, limit.windowSeconds],
  );
  return Number(rows[0]?.count ?? 0) >= limit.max;
}

/** Counts one event against `limit`. */
export async function recordEvent(db: Queryable, limit: Limit): Promise<void> {
  if (unlimited(limit)) return;
  await db.query('insert into auth.rate_limit_events (bucket, subject) values ($1, $2)', [
    limit.bucket,
    limit.subject,
  ]);
}

/** Records one event for `limit`, or throws `makeError()` when the window is already full. */
export async function consumeRateLimit(
  db: Queryable,
  limit: Limit,
  makeError: () => AuthError,
): Promise<void> {
  if (await limitReached(db, limit)) throw makeError();
  await recordEvent(db, limit);
}
