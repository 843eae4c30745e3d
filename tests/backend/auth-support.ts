/**
 * Helpers for the auth and mailbox tests: supabase-js clients in either flow type, and reading
 * the emails the backend sent through the mailbox's JSON API, as a person's browser would.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
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

/** The password of the accounts the flow tests make. */
export const PASSWORD = 'correct horse 1';

/**
 * A backend from startAuthBackend for the enclosing file or describe, stopped after it; `backend`
 * is there once its beforeAll has run.
 */
export function useAuthBackend(): { backend: TestBackend } {
  const suite = {} as { backend: TestBackend };
  beforeAll(async () => {
    suite.backend = await startAuthBackend();
  });
  afterAll(async () => {
    await suite.backend?.close();
  });
  return suite;
}

/** Clients, confirmed accounts and sign-ins against a suite's backend (see useAuthBackend). */
export function accountFlows(suite: { backend: TestBackend }) {
  function client(flowType: FlowType = 'pkce'): SupabaseClient {
    return authClient(suite.backend.url, suite.backend.anonKey, flowType);
  }

  /** Signs up and follows the confirmation link; returns the confirmed account's password client. */
  async function confirmedAccount(
    password = PASSWORD,
  ): Promise<{ email: string; password: string }> {
    const email = uniqueEmail();
    const signer = client('pkce');
    const { error } = await signer.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: CALLBACK_URL },
    });
    expect(error).toBeNull();
    const location = await openLink(verifyLink(await waitForMail(suite.backend.url, email)));
    expect(location.searchParams.get('code')).toBeTruthy();
    return { email, password };
  }

  async function signIn(email: string, password: string) {
    const signer = client();
    const { data, error } = await signer.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    if (!data.session) throw new Error('no session');
    return { client: signer, session: data.session };
  }

  return { client, confirmedAccount, signIn };
}

/** The service-role admin API of a backend. */
export function adminApi(backend: TestBackend) {
  return authClient(backend.url, backend.serviceRoleKey).auth.admin;
}

/** Checks a refusal is a 4xx JSON body in GoTrue's shape, with the API version header. */
export function expectAuthError(
  response: { status: number; body: unknown; headers: Headers },
  status: number,
  errorCode: string,
): void {
  expect(response.status).toBe(status);
  const body = authErrorSchema.parse(response.body);
  expect(body.code).toBe(status);
  expect(body.error_code).toBe(errorCode);
  expect(body.msg.length).toBeGreaterThan(0);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
}
