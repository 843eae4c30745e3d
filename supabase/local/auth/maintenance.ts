/**
 * Periodic clean-up of what expires on its own: email tokens past their lifetime, PKCE flow
 * states nobody finished (a confirmation link lives 24 h, so flows are kept a little longer), and
 * rate-limit events older than the longest window. Without it these tables only ever grow.
 */
import type { Queryable } from '../contracts.ts';

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export async function sweepExpired(db: Queryable): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where expires_at < now() - interval '1 hour'`);
  await db.query(`delete from auth.flow_state where created_at < now() - interval '25 hours'`);
  await db.query(`delete from auth.rate_limit_events where created_at < now() - interval '1 day'`);
}
