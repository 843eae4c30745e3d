/**
 * The functions host: supabase.functions.invoke reaches supabase/functions/<name>/handler.ts with
 * the caller's JWT verified first, unknown names are 404, failures are 500 JSON, a busy handler
 * blocks nobody else, and a runaway one is cut off with 504. The functions come from a test
 * directory that mounts the real health function next to a few test-only ones.
 */
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { RequestContext, Service } from '../../supabase/local/contracts.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { createMailSystem } from '../../supabase/local/mail/index.ts';
import { makeClient, startTestBackend, type TestBackend } from './support.ts';

const functionsDir = fileURLToPath(new URL('./fixtures/functions', import.meta.url));
const TIMEOUT_MS = 3_000;

/** A quick REST stand-in for the host tests: answers at once, so any delay is the server's. */
const quickService: Service = {
  async handle(ctx: RequestContext) {
    ctx.res.writeHead(200, { 'Content-Type': 'application/json' });
    ctx.res.end('[]');
  },
};

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    inMemory: true,
    functionsDir,
    factories: {
      createAuthService: () => quickService,
      createRestService: () => quickService,
      createMailSystem,
    },
    overrides: {
      functionTimeoutMs: TIMEOUT_MS,
      functions: { open: { verifyJwt: false } },
    },
  });
});

afterAll(async () => {
  await backend?.close();
});

function callFunction(
  name: string,
  headers: Record<string, string>,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    ...init,
    headers: { apikey: backend.anonKey, ...headers },
  });
}

describe('functions through supabase-js', () => {
  it('invokes health with the anon key: no user', async () => {
    const { data, error } = await backend.anonClient().functions.invoke('health');
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', user: null });
    expect(Date.parse((data as { time: string }).time)).not.toBeNaN();
  });

  it('invokes health as a signed-in user: the JWT subject comes back', async () => {
    const userId = crypto.randomUUID();
    const token = await signJwt(
      { sub: userId, role: 'authenticated', aud: 'authenticated' },
      backend.config.jwtSecret,
      60,
    );
    const client = makeClient(backend.url, backend.anonKey, token);
    const { data, error } = await client.functions.invoke('health', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', user: userId });
  });

  it('hands the handler the body, the caller’s token and exactly the Supabase, app and mail env', async () => {
    const { data, error } = await backend
      .anonClient()
      .functions.invoke('echo', { body: { week: '2025-04-07' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ week: '2025-04-07' }),
      authorization: `Bearer ${backend.anonKey}`,
      envKeys: [
        'ADDITIONAL_REDIRECT_URLS',
        'SITE_URL',
        'SMTP_FROM',
        'SMTP_HOST',
        'SMTP_PORT',
        'SMTP_SECURE',
        'SUPABASE_ANON_KEY',
        'SUPABASE_SERVICE_ROLE_KEY',
        'SUPABASE_URL',
      ],
      supabaseUrl: backend.url,
    });
  });

  it('passes the handler’s status and headers through', async () => {
    const response = await callFunction(
      'echo',
      { Authorization: `Bearer ${backend.anonKey}` },
      { body: 'x' },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
  });

  it('reports an unknown function as a 404 error to supabase-js', async () => {
    const { error } = await backend.anonClient().functions.invoke('no-such-function');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('JWT verification', () => {
  it('refuses a call without an Authorization header with 401 JSON', async () => {
    const response = await callFunction('health', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED_NO_AUTH_HEADER' });
  });

  it('refuses a JWT signed with another secret', async () => {
    const forged = await signJwt(
      { sub: crypto.randomUUID(), role: 'service_role' },
      'another-secret-that-is-long-enough-123',
      60,
    );
    const response = await callFunction('health', { Authorization: `Bearer ${forged}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED_INVALID_JWT' });
  });

  it('refuses an expired JWT', async () => {
    const expired = await signJwt(
      { sub: crypto.randomUUID(), role: 'authenticated' },
      backend.config.jwtSecret,
      -10,
    );
    const response = await callFunction('health', { Authorization: `Bearer ${expired}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED_EXPIRED_JWT' });
  });

  it('refuses a token that is not a JWT', async () => {
    const response = await callFunction('health', { Authorization: 'Bearer not.a.jwt' });
    expect(response.status).toBe(401);
  });

  it('lets anyone call a function configured with verify_jwt = false', async () => {
    const response = await callFunction('open', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ open: true });
  });
});

describe('names, failures and time', () => {
  it.each(['_shared', '..', '.hidden', 'a%2F..%2Fhealth', 'fixtures'])(
    'answers 404 for the name %s',
    async (name) => {
      const response = await callFunction(name, { Authorization: `Bearer ${backend.anonKey}` });
      expect(response.status).toBe(404);
    },
  );

  it('turns a throwing handler into a 500 JSON and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await callFunction('boom', { Authorization: `Bearer ${backend.anonKey}` });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'FUNCTION_ERROR' });
    } finally {
      errors.mockRestore();
    }
    const health = await backend.anonClient().functions.invoke('health');
    expect(health.data).toMatchObject({ status: 'ok' });
  });

  it('keeps answering other requests while a handler computes', async () => {
    const token = `Bearer ${backend.anonKey}`;
    let slowDoneAt = Number.POSITIVE_INFINITY;
    const slowStarted = Date.now();
    const slow = callFunction('slow?ms=2500', { Authorization: token }).then((response) => {
      slowDoneAt = Date.now();
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Both answers must come while the slow handler still computes, not after it.
    const rest = await fetch(`${backend.url}/rest/v1/profiles`, {
      headers: { apikey: backend.anonKey },
    });
    expect(rest.status).toBe(200);
    const restDoneAt = Date.now();
    const health = await callFunction('health', { Authorization: token });
    expect(health.status).toBe(200);
    const healthDoneAt = Date.now();

    const slowResponse = await slow;
    expect(slowResponse.status).toBe(200);
    expect(await slowResponse.json()).toMatchObject({ busyMs: 2500 });
    expect(slowDoneAt - slowStarted).toBeGreaterThanOrEqual(2500);
    expect(restDoneAt).toBeLessThan(slowDoneAt);
    expect(healthDoneAt).toBeLessThan(slowDoneAt);
  });

  it('cuts off a handler that runs past the time limit with 504 and keeps serving', async () => {
    const started = Date.now();
    const response = await callFunction('slow?ms=30000', {
      Authorization: `Bearer ${backend.anonKey}`,
    });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'FUNCTION_TIMEOUT' });
    // The limit counts from when the handler starts; allow for a loaded machine around it.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5000);
    const after = await callFunction('slow?ms=10', { Authorization: `Bearer ${backend.anonKey}` });
    expect(after.status).toBe(200);
  });
});

describe('closing', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const token = `Bearer ${backend.anonKey}`;
    const inFlight = callFunction('slow?ms=800', { Authorization: token });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = backend.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ busyMs: 800 });
    await closed;
    await expect(fetch(`${backend.url}/functions/v1/health`, { method: 'POST' })).rejects.toThrow();
  });
});
