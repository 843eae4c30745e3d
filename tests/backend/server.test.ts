/**
 * The HTTP front of the local backend (what Kong does on hosted Supabase): CORS, the apikey check,
 * the body size limit, routing, and that a failing service becomes a 500 JSON while the server
 * keeps serving. The auth and REST services are replaced here by a probe that reports what it
 * received, so these tests are about the server alone; the mailbox is the real one.
 */
import { connect } from 'node:net';
import type { RequestContext, Service } from '../../supabase/local/contracts.ts';
import { createMailSystem } from '../../supabase/local/mail/index.ts';
import type { ServiceFactories } from '../../supabase/local/server.ts';
import { startTestBackend, type TestBackend } from './support.ts';

function probeService(name: string): Service {
  return {
    async handle(ctx: RequestContext) {
      if (ctx.path === '/boom') throw new Error('probe failure');
      if (ctx.path === '/silent') return;
      ctx.res.writeHead(200, { 'Content-Type': 'application/json' });
      ctx.res.end(
        JSON.stringify({
          service: name,
          path: ctx.path,
          method: ctx.req.method,
          bodyBytes: ctx.body.length,
        }),
      );
    },
  };
}

const probeFactories: ServiceFactories = {
  createAuthService: () => probeService('auth'),
  createRestService: () => probeService('rest'),
  createMailSystem,
};

const SITE_ORIGIN = 'http://localhost:5173';
const SUPABASE_JS_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
];

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    inMemory: true,
    factories: probeFactories,
    overrides: { maxBodyBytes: 64 * 1024 },
  });
});

afterAll(async () => {
  await backend?.close();
});

function api(
  path: string,
  init: RequestInit = {},
  apiKey: string | null = backend.anonKey,
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (apiKey !== null) headers.set('apikey', apiKey);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

describe('CORS', () => {
  it('answers a preflight from the app origin with every header supabase-js sends', async () => {
    const response = await fetch(`${backend.url}/rest/v1/food_preferences?select=*`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': SUPABASE_JS_HEADERS.join(','),
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(SUPABASE_JS_HEADERS));
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('gives no CORS grant to an origin that is not configured', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the CORS headers to ordinary responses for the app origin', async () => {
    const response = await api('/rest/v1/profiles', { headers: { Origin: SITE_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
  });
});

describe('the apikey check', () => {
  it('refuses a request without an apikey with a 401 JSON error', async () => {
    const response = await api('/rest/v1/profiles', {}, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses an unknown apikey', async () => {
    const response = await api('/auth/v1/settings', {}, 'not-a-key');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('accepts the anon and service_role keys, as a header or the apikey query parameter', async () => {
    expect((await api('/rest/v1/profiles')).status).toBe(200);
    expect((await api('/rest/v1/profiles', {}, backend.serviceRoleKey)).status).toBe(200);
    const viaQuery = await api(
      `/rest/v1/profiles?apikey=${encodeURIComponent(backend.anonKey)}`,
      {},
      null,
    );
    expect(viaQuery.status).toBe(200);
  });

  it('lets the email verification link through without an apikey, as a browser opens it', async () => {
    const response = await api('/auth/v1/verify?token=abc&type=signup', {}, null);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ service: 'auth', path: '/verify' });
  });

  it('routes each prefix to its service with the rest of the path', async () => {
    expect(
      await (
        await api('/auth/v1/token?grant_type=password', { method: 'POST', body: '{}' })
      ).json(),
    ).toMatchObject({
      service: 'auth',
      path: '/token',
      method: 'POST',
      bodyBytes: 2,
    });
    expect(await (await api('/rest/v1/meal_plans')).json()).toMatchObject({
      service: 'rest',
      path: '/meal_plans',
    });
  });
});

describe('limits and failures', () => {
  it('answers an oversized body with 413 JSON and keeps serving', async () => {
    const response = await api('/rest/v1/profiles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ full_name: 'x'.repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      message: expect.stringContaining('larger than'),
    });
    expect((await api('/rest/v1/profiles')).status).toBe(200);
  });

  it('turns a thrown error in a service into a 500 JSON and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await api('/rest/v1/boom');
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ message: 'Internal server error' });
      const silent = await api('/auth/v1/silent');
      expect(silent.status).toBe(500);
      expect(await silent.json()).toMatchObject({ error_code: 'unexpected_failure' });
    } finally {
      errors.mockRestore();
    }
    expect((await api('/rest/v1/profiles')).status).toBe(200);
  });

  it('answers malformed HTTP with a 400 JSON and keeps serving', async () => {
    const port = new URL(backend.url).port;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('THIS IS NOT HTTP\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply).toContain('"code":"bad_request"');
    expect((await api('/rest/v1/profiles')).status).toBe(200);
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await api('/storage/v1/object/list');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('the mailbox', () => {
  it('is served at /mailbox without an apikey', async () => {
    const response = await fetch(`${backend.url}/mailbox`);
    expect(response.status).toBe(200);
    expect(backend.config.mailboxUrl).toBe(`${backend.url}/mailbox`);
  });
});
