/**
 * The auth flows the product uses, through the real supabase-js client against the local backend
 * with email confirmation on: refresh with rotation, concurrent refreshes and logout.
 */
import { accountFlows, PASSWORD, useAuthBackend } from './auth-support.ts';

const auth = useAuthBackend();
const { client, confirmedAccount, signIn } = accountFlows(auth);

describe('refresh tokens', () => {
  it('rotates, hands back the current token to a quick retry, and revokes the session on a late reuse', async () => {
    const { email } = await confirmedAccount();
    const { client: app, session } = await signIn(email, PASSWORD);
    const first = session.refresh_token;

    const refreshed = await app.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);

    // A retry with the token just rotated (within the reuse interval) gets the current child.
    const retry = await client().auth.refreshSession({ refresh_token: first });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(second);

    const third =
      (await client().auth.refreshSession({ refresh_token: second })).data.session?.refresh_token ??
      '';
    expect(third).toBeTruthy();
    // `first` is no longer the parent of the current token: a replay, so the session ends.
    const replay = await client().auth.refreshSession({ refresh_token: first });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.status).toBe(400);
    const afterReplay = await client().auth.refreshSession({ refresh_token: third });
    expect(afterReplay.error?.code).toBe('refresh_token_not_found');
  });

  it('treats a retry after the reuse interval as a replay', async () => {
    const { email } = await confirmedAccount();
    const { session } = await signIn(email, PASSWORD);
    const rotated = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    const current = rotated.data.session?.refresh_token ?? '';
    await auth.backend.db.query(
      `update auth.refresh_tokens set revoked_at = now() - interval '11 seconds'
        where user_id = $1 and revoked`,
      [session.user.id],
    );
    const late = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect((await client().auth.refreshSession({ refresh_token: current })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('concurrent refreshes', () => {
  it('give every caller the same new token', async () => {
    const { email } = await confirmedAccount();
    const { session } = await signIn(email, PASSWORD);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        client().auth.refreshSession({ refresh_token: session.refresh_token }),
      ),
    );
    for (const result of results) expect(result.error).toBeNull();
    expect(new Set(results.map((result) => result.data.session?.refresh_token)).size).toBe(1);
  });
});

describe('logout', () => {
  async function threeSessions() {
    const { email } = await confirmedAccount();
    return Promise.all([signIn(email, PASSWORD), signIn(email, PASSWORD), signIn(email, PASSWORD)]);
  }

  it('scope global ends every session: old refresh tokens and access tokens are refused', async () => {
    const [a, b] = await threeSessions();
    const accessToken = a.session.access_token;
    expect((await a.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(
      (await client().auth.refreshSession({ refresh_token: a.session.refresh_token })).error?.code,
    ).toBe('refresh_token_not_found');
    expect(
      (await client().auth.refreshSession({ refresh_token: b.session.refresh_token })).error?.code,
    ).toBe('refresh_token_not_found');
    const stale = await client().auth.getUser(accessToken);
    expect(stale.data.user).toBeNull();
    expect(stale.error?.name).toBe('AuthSessionMissingError');
  });

  it('scope local ends only the current session', async () => {
    const [a, b] = await threeSessions();
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(
      (await client().auth.refreshSession({ refresh_token: a.session.refresh_token })).error?.code,
    ).toBe('refresh_token_not_found');
    expect(
      (await client().auth.refreshSession({ refresh_token: b.session.refresh_token })).error,
    ).toBeNull();
  });

  it('scope others ends every session but the current one', async () => {
    const [a, b, c] = await threeSessions();
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.client.auth.getUser()).error).toBeNull();
    for (const other of [b, c]) {
      expect(
        (await client().auth.refreshSession({ refresh_token: other.session.refresh_token })).error
          ?.code,
      ).toBe('refresh_token_not_found');
    }
  });
});
