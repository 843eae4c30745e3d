/**
 * The functions are Deno edge functions on hosted Supabase: the health function's Deno entry
 * (index.ts, with supabase/functions/deno.json as its import map) must run under real Deno and
 * answer over HTTP exactly as the local host runs its handler.
 */
import { signJwt } from '../../supabase/local/jwt.ts';
import { denoMissing, serveWithDeno } from './deno-support.ts';

describe.skipIf(denoMissing !== undefined)('health under Deno', () => {
  it('serves the handler through Deno.serve', async () => {
    const deno = await serveWithDeno({ entry: 'health/index.ts', startMs: 60_000 });
    try {
      const userId = crypto.randomUUID();
      const token = await signJwt(
        { sub: userId, role: 'authenticated' },
        'a-secret-only-this-test-knows-0123456789',
        60,
      );
      const asUser = await fetch(deno.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(asUser.status).toBe(200);
      expect(asUser.headers.get('content-type')).toContain('application/json');
      const body = (await asUser.json()) as { status: string; user: string | null; time: string };
      expect(body).toMatchObject({ status: 'ok', user: userId });
      expect(Date.parse(body.time)).not.toBeNaN();

      const anonymous = await fetch(deno.url, { method: 'POST' });
      expect(await anonymous.json()).toMatchObject({ status: 'ok', user: null });
    } finally {
      await deno.stop();
    }
  });
});
