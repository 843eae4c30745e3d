import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, startTestBackend, type TestBackend } from './support.ts';
import { listMail, waitForMail, verifyLink, SITE_URL, RELAXED_LIMITS } from './auth-support.ts';
import handler, {
  GENERIC_ANSWER,
  LIMITS,
} from '../../supabase/functions/send-reset-email/handler.ts';

let backend: TestBackend;
const resetLink = `${SITE_URL}/reset-password/update`;

beforeAll(async () => {
  backend = await startTestBackend({
    inMemory: true,
    autoConfirm: false,
    overrides: {
      siteUrl: SITE_URL,
      additionalRedirectUrls: [`${SITE_URL}/**`],
      rateLimits: RELAXED_LIMITS,
    },
  });
});
afterAll(() => backend.close());
// Each test starts with the function's hourly counts empty (all requests come from one client).
beforeEach(async () => {
  await backend.db.query('delete from public.reset_email_requests');
});

async function invoke(body: unknown) {
  const response = await fetch(`${backend.url}/functions/v1/send-reset-email`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('send-reset-email', () => {
  it('emails a reset link that leads back to the reset page with a recovery session', async () => {
    const person = await createSignedInUser(backend, { email: 'reset-me@example.com' });
    const answer = await invoke({ email: person.email, resetLink, emailType: 'reset' });
    expect(answer).toEqual({ status: 200, body: { sent: true, message: GENERIC_ANSWER } });
    const email = await waitForMail(backend.url, person.email, 1, 10_000);
    const followed = await fetch(verifyLink(email), { redirect: 'manual' });
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(resetLink);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const answer = await invoke({
      email: 'nobody-here@example.com',
      resetLink,
      emailType: 'reset',
    });
    expect(answer).toEqual({ status: 200, body: { sent: true, message: GENERIC_ANSWER } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await listMail(backend.url, 'nobody-here@example.com')).toEqual([]);
  });

  it.each([
    ['another site', 'https://elsewhere.example/reset-password/update'],
    ['another page of the app', `${SITE_URL}/dashboard`],
    ['credentials in the link', 'http://user:pw@localhost:5173/reset-password/update'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses a link to %s', async (_what, link) => {
    const answer = await invoke({ email: 'a@example.com', resetLink: link, emailType: 'reset' });
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toMatch(/resetLink/);
  });

  it.each([
    ['no email', { resetLink, emailType: 'reset' }],
    ['a bad email', { email: 'not-an-email', resetLink, emailType: 'reset' }],
    ['another email type', { email: 'a@example.com', resetLink, emailType: 'signup' }],
    ['text that is not JSON', '{"email":'],
  ])('answers 400 with a clear message for %s', async (_what, body) => {
    const answer = await invoke(body);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
  });

  it('limits requests per address, the same for addresses with and without accounts', async () => {
    for (const email of ['limited-unknown@example.com']) {
      for (let i = 0; i < LIMITS.perEmailPerHour; i += 1) {
        const ok = await invoke({ email, resetLink, emailType: 'reset' });
        expect(ok.status).toBe(200);
      }
      const refused = await invoke({ email, resetLink, emailType: 'reset' });
      expect(refused.status).toBe(429);
    }
  });

  it('limits requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.perClientPerHour; i += 1) {
      const answer = await invoke({
        email: `client-${i}@example.com`,
        resetLink,
        emailType: 'reset',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LIMITS.perClientPerHour).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMITS.perClientPerHour]).toBe(429);
  });

  it('limits requests from all clients together, far above one client’s share', async () => {
    // Other clients have used up the shared hourly budget between them.
    await backend.db.query(
      `insert into public.reset_email_requests (email_hash, client_ip)
       select md5(n::text) || md5(n::text), '198.51.100.' || (n % 200) from generate_series(1, $1) as n`,
      [LIMITS.allClientsPerHour],
    );
    const answer = await invoke({ email: 'late@example.com', resetLink, emailType: 'reset' });
    expect(answer.status).toBe(429);
    expect(LIMITS.allClientsPerHour).toBeGreaterThanOrEqual(5 * LIMITS.perClientPerHour);
  });

  it('serves nobody when the platform does not name the client', async () => {
    const request = new Request('http://functions.test/send-reset-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', resetLink, emailType: 'reset' }),
    });
    const response = await handler(request, {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL,
    });
    expect(response.status).toBe(503);
    expect(await backend.db.query('select 1 from public.reset_email_requests')).toMatchObject({
      rows: [],
    });
  });

  it('needs a JWT', async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-reset-email`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', resetLink, emailType: 'reset' }),
    });
    expect(response.status).toBe(401);
  });
});
