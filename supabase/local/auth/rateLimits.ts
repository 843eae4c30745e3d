/**
 * Sliding-window rate limits kept in auth.rate_limit_events, so they hold across restarts and
 * across several server processes sharing one PostgreSQL database.
 */
import type { Queryable } from '../contracts.ts';
import type { AuthError } from './errors.ts';

export interface Limit {
  bucket: string;
  subject: string;
  max: number;
  windowSeconds: number;
}

/** Old events are swept now and then instead of on every request. */
let lastSweep = 0;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const KEEP_EVENTS_SECONDS = 24 * 60 * 60;

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
  const now = Date.now();
  if (now - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = now;
    await db.query(
      'delete from auth.rate_limit_events where created_at < now() - make_interval(secs => $1)',
      [KEEP_EVENTS_SECONDS],
    );
  }
}
