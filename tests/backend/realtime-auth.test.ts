/**
 * Tokens on the Realtime socket, on PGlite and on PostgreSQL: a join is refused, with hosted
 * Realtime's reason, for a forged token, an expired one or one without `exp`; the anon key joins
 * but sees no user's rows; a refreshed token keeps the channel going, a bad one closes it with a
 * system error; a token that expires while its channel is open closes the channel, and nothing
 * more reaches it.
 */
import { SignJWT } from 'jose';
import { signJwt } from '../../supabase/local/jwt.ts';
import { insertItem, isRow, watch } from './realtime-support.ts';
import {
  createSignedInUser,
  describeOnEachKind,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

function claimsOf(user: SignedInUser) {
  return {
    sub: user.user.id,
    role: 'authenticated' as const,
    aud: 'authenticated',
    email: user.email,
  };
}

/** An anon-key client whose realtime socket uses `token`. */
async function clientWithToken(backend: TestBackend, token: string) {
  const client = backend.anonClient();
  await client.realtime.setAuth(token);
  return client;
}

describeOnEachKind(
  'realtime tokens',
  async (backend) => ({ a: await createSignedInUser(backend) }),
  (context) => {
    it('refuses a join with a forged, an expired or an exp-less token, saying why', async () => {
      const { a, backend } = context;
      const forged = await signJwt(claimsOf(a), 'not-the-project-secret-but-long-enough!!', 3600);
      const expired = await signJwt(claimsOf(a), backend.config.jwtSecret, -30);
      const withoutExp = await new SignJWT({ ...claimsOf(a) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(backend.config.jwtSecret));
      const cases: [string, RegExp][] = [
        [forged, /Invalid token/],
        [expired, /Token has expired/],
        [withoutExp, /`exp` are required/],
        ['not a jwt', /Invalid token/],
      ];
      for (const [token, reason] of cases) {
        const client = await clientWithToken(backend, token);
        const refused = watch(client, { filter: `user_id=eq.${a.user.id}` });
        await expect(refused.reached('SUBSCRIBED')).rejects.toThrow(reason);
        await client.removeAllChannels();
      }
    });

    it('lets the anon key join but delivers no user row to it', async () => {
      const { a, backend } = context;
      const anon = backend.anonClient();
      const all = watch(anon);
      await all.reached('SUBSCRIBED');
      const own = watch(a.client);
      await own.reached('SUBSCRIBED');
      const row = await insertItem(a.client, a.user.id);
      await own.next(isRow(row.id));
      expect(await all.quietFor(300)).toEqual([]);
      await anon.removeAllChannels();
      await a.client.removeAllChannels();
    });

    it('goes on after a refresh to a valid token and closes the channel on a bad one', async () => {
      const { a, backend } = context;
      const client = await clientWithToken(
        backend,
        await signJwt(claimsOf(a), backend.config.jwtSecret, 60),
      );
      const list = watch(client, { filter: `user_id=eq.${a.user.id}` });
      await list.reached('SUBSCRIBED');
      await client.realtime.setAuth(await signJwt(claimsOf(a), backend.config.jwtSecret, 3600));
      const first = await insertItem(a.client, a.user.id);
      await list.next(isRow(first.id));

      await client.realtime.setAuth(
        await signJwt(claimsOf(a), 'a-forged-secret-of-some-forty-chars!!', 3600),
      );
      await list.reached('CLOSED');
      expect(list.system).toContainEqual(
        expect.objectContaining({ status: 'error', extension: 'system', message: 'Invalid token' }),
      );
      const second = await insertItem(a.client, a.user.id);
      expect(await list.quietFor(300, isRow(second.id))).toEqual([]);
      await client.removeAllChannels();
    });

    it('closes a channel whose token expires while it is open, and delivers nothing after', async () => {
      const { a, backend } = context;
      const client = await clientWithToken(
        backend,
        await signJwt(claimsOf(a), backend.config.jwtSecret, 2),
      );
      const list = watch(client, { filter: `user_id=eq.${a.user.id}` });
      await list.reached('SUBSCRIBED');
      const before = await insertItem(a.client, a.user.id);
      await list.next(isRow(before.id));

      await list.reached('CLOSED', 4000);
      expect(list.system).toContainEqual(
        expect.objectContaining({ status: 'error', message: 'Token has expired' }),
      );
      const after = await insertItem(a.client, a.user.id);
      expect(await list.quietFor(300, isRow(after.id))).toEqual([]);
      await client.removeAllChannels();
    });
  },
);
