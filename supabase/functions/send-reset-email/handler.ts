/**
 * send-reset-email: asks the auth server to email a password-reset link.
 *
 * - The link must point at this app's own reset page (the site URL's origin, or an origin of
 *   ADDITIONAL_REDIRECT_URLS, with the path /reset-password/update): nobody can use it to send
 *   people a link to another site.
 * - Requests are limited by _shared/edge/emailLimits.ts, over the last hour: 3 per address and
 *   client together, 10 per address from all clients, 10 per client. The client is the address
 *   the platform vouches for (see clientAddress). There is no limit for all clients together
 *   (there was one, 100 an hour: ten clients using their share blocked every reset). A
 *   stranger asking for your address from their client uses up only that pair, so you can still
 *   ask from yours; someone with many clients can still mail an address 10 times an hour, or
 *   block its resets for the hour by asking from 4 clients.
 * - Behind this, the auth server keeps its own limits on emails. The local one
 *   (supabase/local/auth/emailDelivery.ts) sends an address at most one email per
 *   `auth.email.max_frequency` (60 s) and `auth.rate_limit.email_sent` (30) an hour. Hosted
 *   Supabase's keeps the same interval per address, but counts `rate_limit_email_sent` for the
 *   whole project (2 an hour with its built-in SMTP). Anyone can call the auth server's /recover
 *   with the public anon key, bypassing this function: its per-address limits let a stranger
 *   hold back one address's emails (a minute at a time, or for the hour once `email_sent` is used
 *   up), and on hosted Supabase the project-wide count is a limit for everyone that only the
 *   project's own SMTP, with a high limit, takes out of reach.
 * - The answer never says whether an account exists: it is the same, and takes the same time, for
 *   unknown addresses (the auth server is asked after answering; see askForResetEmail). The log
 *   (public.email_requests, service role only, shared with the invitations) keeps the address's
 *   SHA-256, never the address.
 */
import { z } from 'zod';
import {
  admitEmailRequest,
  clientAddress,
  CLIENT_HEADER,
  EMAIL_LIMITS,
  hashEmailAddress,
} from '../_shared/edge/emailLimits.ts';
import { emailRequestLog } from '../_shared/edge/emailRequestLog.ts';
import { allowedAppLink } from '../_shared/edge/appLinks.ts';

export const RESET_PATH = '/reset-password/update';
export const LIMITS = EMAIL_LIMITS;
export const GENERIC_ANSWER = 'If an account exists for that address, a reset link is on its way.';

const bodySchema = z.object({
  email: z.email({ message: 'email must be an email address' }).max(254),
  resetLink: z.string().url({ message: 'resetLink must be a URL' }).max(2048),
  emailType: z.literal('reset', { message: "emailType must be 'reset'" }),
});

const envSchema = z.object({
  SUPABASE_URL: z.string().url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
  SITE_URL: z.string().url(),
  ADDITIONAL_REDIRECT_URLS: z.string().optional(),
});
type Env = z.infer<typeof envSchema>;

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** The reset link if it points at this app's reset page, else null. */
export function allowedResetLink(
  link: string,
  siteUrl: string,
  additional: string | undefined,
): URL | null {
  return allowedAppLink(link, siteUrl, additional, RESET_PATH);
}

export default async function handler(
  req: Request,
  rawEnv: Record<string, string>,
): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (req.method !== 'POST') return json(405, { error: 'Use POST' });

  const env = envSchema.safeParse(rawEnv);
  if (!env.success) {
    console.error(
      'send-reset-email is not configured:',
      env.error.issues.map((issue) => issue.path.join('.')),
    );
    return json(500, { error: 'The reset email service is not configured' });
  }

  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return json(400, { error: 'The body must be JSON' });
  }
  const body = bodySchema.safeParse(raw);
  if (!body.success) {
    return json(400, { error: body.error.issues.map((issue) => issue.message).join('; ') });
  }
  const link = allowedResetLink(
    body.data.resetLink,
    env.data.SITE_URL,
    env.data.ADDITIONAL_REDIRECT_URLS,
  );
  if (!link) {
    return json(400, { error: `resetLink must point to this app's ${RESET_PATH} page` });
  }

  const client = clientAddress(req);
  if (!client) {
    // Without the platform's word there is no client to limit; counting such requests together
    // would let one caller block everyone, so none is served.
    console.error(`send-reset-email: the request has no ${CLIENT_HEADER} header`);
    return json(503, { error: 'The reset email service is unavailable. Please try again later.' });
  }
  const addressHash = await hashEmailAddress(body.data.email);
  try {
    const decision = await admitEmailRequest(emailRequestLog(env.data, 'reset'), {
      addressHash,
      client,
    });
    if (!decision.allowed) {
      return json(429, { error: 'Too many reset requests. Please try again later.' });
    }
  } catch (error) {
    console.error('send-reset-email:', error);
    return json(503, { error: 'The reset email service is unavailable. Please try again later.' });
  }

  afterAnswer(askForResetEmail(env.data, body.data.email.trim(), link));
  return json(200, { sent: true, message: GENERIC_ANSWER });
}

/**
 * Asks the auth server to email the reset link. Its answer is the same for unknown addresses, but
 * hosted Supabase's auth server sends the email before answering, so it takes longer for an
 * account: the function therefore answers first and asks afterwards. A failure is logged; the
 * request is already counted, and the person can ask again.
 */
async function askForResetEmail(env: Env, email: string, link: URL): Promise<void> {
  try {
    const recover = await fetch(
      `${env.SUPABASE_URL}/auth/v1/recover?redirect_to=${encodeURIComponent(link.href)}`,
      {
        method: 'POST',
        headers: { apikey: env.SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      },
    );
    await recover.body?.cancel();
    // The auth server's own email limit refusing is the expected outcome of a repeated request.
    if (!recover.ok && recover.status !== 429) {
      console.error('send-reset-email: the auth server answered', recover.status);
    }
  } catch (error) {
    console.error('send-reset-email: could not reach the auth server:', error);
  }
}

/**
 * Keeps `task` running after the answer. Hosted Supabase's edge runtime keeps a function alive
 * until every promise given to EdgeRuntime.waitUntil settles
 * (https://supabase.com/docs/guides/functions/background-tasks); the local functions host keeps
 * its worker thread running anyway.
 */
function afterAnswer(task: Promise<void>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (task: Promise<void>) => void } })
    .EdgeRuntime;
  runtime?.waitUntil?.(task);
}
