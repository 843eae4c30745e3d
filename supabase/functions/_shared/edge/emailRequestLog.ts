/**
 * The email limits' log over the table public.email_requests (service role only): one row per
 * email the product agreed to send, with the address's SHA-256, the client, the inviting account
 * (none for a reset) and the kind. Counts match every kind together, so a mailbox gets at most
 * the per-address limit of the product's emails in an hour, resets and invitations alike.
 */
import { z } from 'zod';
import type { EmailCountMatch, EmailRequestLog } from './emailLimits.ts';

export interface EmailLogEnv {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

export type EmailKind = 'reset' | 'invitation';

const TABLE = 'email_requests';

function rest(env: EmailLogEnv, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${env.SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: env.SUPABASE_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

/** The columns a match (or a record) names. */
function columnsOf(keys: EmailCountMatch): Record<string, string> {
  const columns: Record<string, string> = {};
  if (keys.addressHash !== undefined) columns.email_hash = keys.addressHash;
  if (keys.client !== undefined) columns.client_ip = keys.client;
  if (keys.account !== undefined) columns.account_id = keys.account;
  return columns;
}

export function emailRequestLog(env: EmailLogEnv, kind: EmailKind): EmailRequestLog<number> {
  return {
    async record(keys) {
      const response = await rest(env, `${TABLE}?select=id`, {
        method: 'POST',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify({ ...columnsOf(keys), kind }),
      });
      if (!response.ok) throw new Error(`rate-limit record failed: ${response.status}`);
      const [row] = z.array(z.object({ id: z.number().int() })).parse(await response.json());
      if (!row) throw new Error('rate-limit record returned no row');
      return row.id;
    },
    async count(match, since) {
      const filters = Object.entries(columnsOf(match))
        .map(([column, value]) => `&${column}=eq.${encodeURIComponent(value)}`)
        .join('');
      const query = `${TABLE}?select=id${filters}&requested_at=gte.${encodeURIComponent(since.toISOString())}`;
      const response = await rest(env, query, {
        method: 'HEAD',
        headers: { Prefer: 'count=exact' },
      });
      if (!response.ok) throw new Error(`rate-limit lookup failed: ${response.status}`);
      const range = response.headers.get('content-range') ?? '*/0';
      return Number(range.split('/')[1] ?? '0') || 0;
    },
    async remove(id) {
      const response = await rest(env, `${TABLE}?id=eq.${id}`, { method: 'DELETE' });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`rate-limit removal failed: ${response.status}`);
    },
  };
}
