/**
 * Who a client is, for limits, comes only from what the deployment vouches for: the local
 * functions host takes the address from the socket and drops the forwarding headers a client
 * sends, and send-reset-email keys its per-client limit on the platform's header. One client
 * using up its own limit leaves every other client served.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITS } from '../../supabase/functions/send-reset-email/handler.ts';
import { RELAXED_LIMITS, SITE_URL } from './auth-support.ts';
import { rawHttp } from './http-support.ts';
import { startTestBackend, type TestBackend } from './support.ts';

const fixturesDir = fileURLToPath(new URL('./fixtures/functions', import.meta.url));
const functionsDir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const resetLink = `${SITE_URL}/reset-password/update`;

/** Headers a client can send to claim another address. */
function spoofed(round: number): Record<string, string> {
  const forged = `203.0.113.${round % 250}`;
  return {
    'X-Forwarded-For': `${forged}, 198.51.100.${round % 250}`,
    'X-Real-IP': forged,
    'CF-Connecting-IP': forged,
    'True-Client-IP': forged,
    Forwarded: `for=${forged}`,
  };
}

describe('the functions host', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ inMemory: true, functionsDir: fixturesDir });
  });
  afterAll(() => backend?.close());

  it('tells a handler the socket’s address and never the client’s forwarding headers', async () => {
    const answer = await rawHttp(`${backend.url}/functions/v1/echo`, {
      method: 'POST',
      localAddress: '127.0.0.2',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        ...spoofed(7),
      },
      body: '{}',
    });
    expect(answer.status).toBe(201);
    const { client } = z
      .object({ client: z.record(z.string(), z.string().nullable()) })
      .parse(JSON.parse(answer.body));
    expect(client).toEqual({
      'cf-connecting-ip': '127.0.0.2',
      'x-forwarded-for': '127.0.0.2',
      'x-real-ip': '127.0.0.2',
      forwarded: null,
      'true-client-ip': null,
    });
  });
});

describe('send-reset-email’s per-client limit', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      inMemory: true,
      autoConfirm: false,
      functionsDir,
      overrides: {
        siteUrl: SITE_URL,
        additionalRedirectUrls: [`${SITE_URL}/**`],
        rateLimits: RELAXED_LIMITS,
      },
    });
  });
  afterAll(() => backend?.close());
  beforeEach(async () => {
    await backend.db.query('delete from public.email_requests');
  });

  function invoke(email: string, from: string, headers: Record<string, string> = {}) {
    return rawHttp(`${backend.url}/functions/v1/send-reset-email`, {
      method: 'POST',
      localAddress: from,
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: JSON.stringify({ email, resetLink, emailType: 'reset' }),
    });
  }

  it('counts a client once however it varies its forwarding headers', async () => {
    const statuses: number[] = [];
    for (let round = 0; round <= LIMITS.perClientPerHour; round += 1) {
      const answer = await invoke(`spoof-${round}@example.com`, '127.0.0.1', spoofed(round));
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LIMITS.perClientPerHour)).toEqual(
      Array.from({ length: LIMITS.perClientPerHour }, () => 200),
    );
    expect(statuses[LIMITS.perClientPerHour]).toBe(429);
  });

  it('keeps serving other clients when one has used up its limit', async () => {
    for (let round = 0; round < LIMITS.perClientPerHour; round += 1) {
      expect((await invoke(`greedy-${round}@example.com`, '127.0.0.1')).status).toBe(200);
    }
    expect((await invoke('greedy-more@example.com', '127.0.0.1')).status).toBe(429);
    const other = await invoke('someone-else@example.com', '127.0.0.2');
    expect(other.status).toBe(200);
  });
});
