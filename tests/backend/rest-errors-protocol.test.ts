/**
 * Bad input against /rest/v1, in tokens and the protocol: every case gets a 4xx JSON error in
 * PostgREST's shape `{ code, message, details, hint }`, never a 500, no data is harmed, and the
 * service keeps serving normal requests afterwards. Runs on PGlite and, when available, on
 * PostgreSQL.
 */
import { signJwt } from '../../supabase/local/jwt.ts';
import { createSignedInUser, startTestBackend } from './support.ts';
import { describeBadInput } from './rest-errors-support.ts';

describeBadInput((rest, { request, refused }) => {
  describe('JWTs', () => {
    it('refuses an expired token with 401 PGRST303', async () => {
      const token = await signJwt(
        { sub: rest.user.user.id, role: 'authenticated' },
        rest.backend.config.jwtSecret,
        -60,
      );
      const reply = await refused('/profiles', { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        code: 'PGRST303',
        message: 'JWT expired',
        details: null,
        hint: null,
      });
    });

    it('refuses forged and malformed tokens with 401 PGRST301', async () => {
      const forged = await signJwt(
        { sub: rest.user.user.id, role: 'service_role' },
        'not-the-secret-but-long-enough-to-sign',
        3600,
      );
      const [header, payload] = rest.user.accessToken.split('.');
      const unsigned = `${header}.${payload}.`;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: rest.user.user.id, role: 'service_role', exp: 9_999_999_999 })).toString('base64url')}.${rest.user.accessToken.split('.')[2]}`;
      const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const token of [forged, unsigned, tampered, noneAlg, 'abc', 'a.b.c']) {
        const reply = await refused('/profiles', { token });
        expect(reply.status, token).toBe(401);
        expect(reply.body.code, token).toBe('PGRST301');
      }
      const empty = await refused('/profiles', {
        headers: { Authorization: 'Bearer ' },
        token: null,
      });
      expect(empty.body).toMatchObject({
        code: 'PGRST301',
        message: 'Empty JWT is sent in Authorization header',
      });
    });

    it('refuses a validly signed token for a role the API does not have', async () => {
      const token = await signJwt(
        { sub: rest.user.user.id, role: 'postgres' as 'authenticated' },
        rest.backend.config.jwtSecret,
        3600,
      );
      const reply = await refused('/profiles', { token });
      expect(reply.status).toBe(401);
    });
  });

  describe('protocol', () => {
    it('refuses media types it cannot produce, schemas it does not expose, and methods it lacks', async () => {
      expect((await refused('/profiles', { headers: { Accept: 'text/html' } })).body.code).toBe(
        'PGRST107',
      );
      const schema = await refused('/profiles', { headers: { 'Accept-Profile': 'auth' } });
      expect(schema).toMatchObject({
        status: 406,
        body: { code: 'PGRST106', message: 'Invalid schema: auth' },
      });
      expect((await refused('/profiles', { method: 'PUT', body: '{}' })).body.code).toBe(
        'PGRST117',
      );
      expect((await refused('/rpc/anything', { method: 'POST', body: '{}' })).body.code).toBe(
        'PGRST202',
      );
      expect((await refused('/rpc/anything', { method: 'PUT', body: '{}' })).body.code).toBe(
        'PGRST101',
      );
      expect((await refused('/profiles/extra')).body.code).toBe('PGRST125');
    });

    it('refuses unsatisfiable ranges with 416', async () => {
      const backwards = await refused('/profiles', { headers: { Range: '5-2' } });
      expect(backwards).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
      const beyond = await refused('/profiles?offset=10', { headers: { Prefer: 'count=exact' } });
      expect(beyond).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
      const negative = await refused('/profiles?limit=-1');
      expect(negative.status).toBe(416);
    });

    it('refuses unknown preferences only under handling=strict', async () => {
      const lenient = await request('/profiles', { headers: { Prefer: 'return=banana' } });
      expect(lenient.status).toBe(200);
      await lenient.text();
      const strict = await refused('/profiles', {
        headers: { Prefer: 'handling=strict, return=banana' },
      });
      expect(strict.body).toMatchObject({
        code: 'PGRST122',
        details: 'Invalid preferences: return=banana',
      });
    });

    it('keeps serving after a burst of bad requests running at once', async () => {
      const bad = Array.from({ length: 40 }, (_, index) =>
        request(index % 2 === 0 ? '/profiles?age=eq.x' : '/nope', {
          method: index % 3 === 0 ? 'POST' : 'GET',
          body: index % 3 === 0 ? '{' : undefined,
        }),
      );
      const responses = await Promise.all(bad);
      for (const response of responses) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        await response.text();
      }
    });
  });
});

describe('when the database connection is gone', () => {
  it('answers 503 PGRST001 in PostgREST’s shape instead of crashing', async () => {
    const backend = await startTestBackend({ inMemory: true });
    try {
      const user = await createSignedInUser(backend);
      await backend.db.close();
      const response = await fetch(`${backend.url}/rest/v1/profiles`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'PGRST001', hint: null });
    } finally {
      await backend.close();
    }
  });
});
