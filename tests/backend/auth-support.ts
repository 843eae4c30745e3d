/**
 * Helpers for the auth and mailbox tests: supabase-js clients in either flow type, and reading
 * the emails the backend sent through the mailbox's JSON API, as a person's browser would.
 */
import { createClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { z } from 'zod';
import type { RateLimits } from '../../supabase/local/contracts.ts';
import { startTestBackend, type TestBackend } from './support.ts';

export type FlowType = 'pkce' | 'implicit';

export function authClient(url: string, key: string, flowType: FlowType = 'pkce') {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
  });
}

export const SITE_URL = 'http://localhost:5173';
export const CALLBACK_URL = `${SITE_URL}/auth/callback?redirect_to=/onboarding`;

/** Limits loose enough that only the rate-limit tests ever meet them. */
export const RELAXED_LIMITS: RateLimits = {
  emailsPerHour: 1000,
  emailIntervalSeconds: 0,
  signupsPerHour: 1000,
  tokenRequestsPer5Min: 1000,
  failedSignInsPerAddress: 1000,
  otpAttempts: 1000,
};

/**
 * A backend that asks for email confirmation, as production does: PGlite in memory, or the
 * PostgreSQL database at `connectionString`.
 */
export function startAuthBackend(
  rateLimits: Partial<RateLimits> = {},
  connectionString?: string,
): Promise<TestBackend> {
  return startTestBackend({
    ...(connectionString ? { dbKind: 'postgres' as const, connectionString } : { inMemory: true }),
    autoConfirm: false,
    overrides: {
      siteUrl: SITE_URL,
      additionalRedirectUrls: [`${SITE_URL}/**`, 'http://127.0.0.1:5173/**'],
      rateLimits: { ...RELAXED_LIMITS, ...rateLimits },
    },
  });
}

export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
});

export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export async function listMail(baseUrl: string, to?: string): Promise<MailboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await fetch(`${baseUrl}/mailbox/api/messages${query}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return z.array(mailboxMessageSchema).parse(await response.json());
}

/** Waits until `to` has received `count` messages and returns the newest. */
export async function waitForMail(
  baseUrl: string,
  to: string,
  count = 1,
  timeoutMs = 5000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await listMail(baseUrl, to);
    if (messages.length >= count && messages[0]) return messages[0];
    if (Date.now() > deadline)
      throw new Error(`no email #${count} for ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The /auth/v1/verify link of an auth email. */
export function verifyLink(message: MailboxMessage): string {
  const link = message.links.find((candidate) => candidate.includes('/auth/v1/verify?'));
  if (!link) throw new Error(`no verify link in "${message.subject}"`);
  return link;
}

/** Opens an email link like a browser would, without following the redirect. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location)
    throw new Error(`expected a 303 redirect, got ${response.status}`);
  return new URL(location);
}

export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

export function uniqueEmail(label = 'person'): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** Calls the auth API directly, for requests supabase-js would never send. */
export async function rawAuth(
  backend: TestBackend,
  path: string,
  init: { method?: string; body?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') body = JSON.parse(text);
  return { status: response.status, body, headers: response.headers };
}

export const authErrorSchema = z.object({
  code: z.number(),
  error_code: z.string(),
  msg: z.string(),
});
