import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, startTestBackend, type TestBackend } from './support.ts';
import { listMail, waitForMail, verifyLink, SITE_URL, RELAXED_LIMITS } from './auth-support.ts';
import { rawHttp } from './http-support.ts';
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
// Each test starts with the function's hourly counts empty.
beforeEach(async () => {
  await backend.db.query('delete from public.email_requests');
});

/** What the app sends: the anon key, as apikey and as the bearer token. */
function callerHeaders(): Record<string, string> {
  return {
    apikey: backend.anonKey,
    Authorization: `Bearer ${backend.anonKey}`,
    'Content-Type': 'application/json',
  };
}

async function invoke(body: unknown) {
  const response = await fetch(`${backend.url}/functions/v1/send-reset-email`, {
    method: 'POST',
    headers: callerHeaders(),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Asks for a reset of `email` from the client `from` (a loopback address: 127.0.0.2, ...). */
async function invokeFrom(email: string, from: string): Promise<number> {
  const answer = await rawHttp(`${backend.url}/functions/v1/send-reset-email`, {
    method: 'POST',
    localAddress: from,
    headers: callerHeaders(),
    body: JSON.stringify({ email, resetLink, emailType: 'reset' }),
  });
  return answer.status;
}

async function loggedRequests(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number | string }>(
    'select count(*) as n from public.email_requests',
  );
  return Number(rows[0]?.n);
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

  it('needs a JWT', async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-reset-email`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', resetLink, emailType: 'reset' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('send-reset-email’s limits', () => {
  it('limits an address asked from one client, the same with and without an account', async () => {
    const person = await createSignedInUser(backend, { email: 'limited-known@example.com' });
    for (const email of ['limited-unknown@example.com', person.email]) {
      for (let i = 0; i < LIMITS.perAddressAndClientPerHour; i += 1) {
        expect((await invoke({ email, resetLink, emailType: 'reset' })).status).toBe(200);
      }
      expect((await invoke({ email, resetLink, emailType: 'reset' })).status).toBe(429);
    }
  });

  it('limits requests per client, across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.perClientPerHour; i += 1) {
      statuses.push(await invokeFrom(`client-${i}@example.com`, '127.0.0.3'));
    }
    expect(statuses.slice(0, LIMITS.perClientPerHour).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMITS.perClientPerHour]).toBe(429);
  });

  it('lets no client past its limit with many requests at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 2 * LIMITS.perClientPerHour }, (_, i) =>
        invokeFrom(`burst-${i}@example.com`, '127.0.0.4'),
      ),
    );
    const served = statuses.filter((status) => status === 200).length;
    expect(served).toBeLessThanOrEqual(LIMITS.perClientPerHour);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(
      true,
    );
    expect(await loggedRequests()).toBe(served);
  });

  it('still emails your reset when other clients asked for many other addresses', async () => {
    // Far more requests than the old shared limit (100 an hour) allowed, from 200 clients...
    await backend.db.query(
      `insert into public.email_requests (email_hash, client_ip)
       select md5(n::text) || md5(n::text), '198.51.100.' || (n % 200) from generate_series(1, 150) as n`,
    );
    // ...and 12 addresses asked for through the function from four clients.
    for (let n = 0; n < 12; n += 1) {
      for (let round = 0; round < 1 + (n % 3); round += 1) {
        expect(await invokeFrom(`other-${n}@example.com`, `127.0.0.${10 + (n % 4)}`)).toBe(200);
      }
    }
    const person = await createSignedInUser(backend, { email: 'still-served@example.com' });
    expect(await invokeFrom(person.email, '127.0.0.20')).toBe(200);
    expect(verifyLink(await waitForMail(backend.url, person.email, 1, 10_000))).toContain(
      'recovery',
    );
  });

  it('still emails your reset when a stranger used up their requests for your address', async () => {
    const person = await createSignedInUser(backend, { email: 'asked-by-stranger@example.com' });
    const stranger: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      stranger.push(await invokeFrom(person.email, '127.0.0.66'));
    }
    const cap = LIMITS.perAddressAndClientPerHour;
    expect(stranger).toEqual([
      ...Array<number>(cap).fill(200),
      ...Array<number>(6 - cap).fill(429),
    ]);
    expect(await invokeFrom(person.email, '127.0.0.7')).toBe(200);
    await waitForMail(backend.url, person.email, cap + 1, 10_000);
  });

  it('caps an address across clients, so its mailbox cannot be flooded', async () => {
    const email = 'mailbox-flood@example.com';
    let served = 0;
    for (let n = 0; n < 5; n += 1) {
      for (let round = 0; round < LIMITS.perAddressAndClientPerHour; round += 1) {
        if ((await invokeFrom(email, `127.0.0.${30 + n}`)) === 200) served += 1;
      }
    }
    expect(served).toBe(LIMITS.perAddressPerHour);
    expect(await invokeFrom(email, '127.0.0.40')).toBe(429);
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
    expect(await backend.db.query('select 1 from public.email_requests')).toMatchObject({
      rows: [],
    });
  });
});
