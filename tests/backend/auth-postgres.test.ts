/**
 * The auth flows that lean on the database hardest, against a real PostgreSQL server (the other
 * auth suites run on PGlite): several connections at once, row locks in refresh-token rotation,
 * and sessions ended by logout while other requests run. Skipped, with the reason printed, when
 * no PostgreSQL server binaries are installed.
 */
import {
  authClient,
  openLink,
  startAuthBackend,
  uniqueEmail,
  verifyLink,
  waitForMail,
} from './auth-support.ts';
import {
  forEachDbKind,
  startPostgresCluster,
  type PostgresCluster,
  type TestBackend,
} from './support.ts';

const postgres = forEachDbKind().find((entry) => entry.kind === 'postgres');

describe.skipIf(postgres?.skipReason !== undefined)('auth on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let backend: TestBackend;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    backend = await startAuthBackend({}, await cluster.createDatabase());
  });

  afterAll(async () => {
    await backend?.close();
    await cluster?.stop();
  });

  it('runs sign-up, email link and code exchange', async () => {
    expect(backend.db.kind).toBe('postgres');
    const email = uniqueEmail();
    const app = authClient(backend.url, backend.anonKey, 'pkce');
    expect((await app.auth.signUp({ email, password: 'postgres pw' })).error).toBeNull();
    const code = (
      await openLink(verifyLink(await waitForMail(backend.url, email)))
    ).searchParams.get('code');
    const { data, error } = await app.auth.exchangeCodeForSession(code ?? '');
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect((await app.auth.getUser()).data.user?.email).toBe(email);
  });

  it('gives concurrent refreshes of one token the same child and keeps the session', async () => {
    const admin = authClient(backend.url, backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: 'postgres pw', email_confirm: true });
    const signIn = await authClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'postgres pw',
    });
    const token = signIn.data.session?.refresh_token ?? '';
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        authClient(backend.url, backend.anonKey).auth.refreshSession({ refresh_token: token }),
      ),
    );
    for (const result of results) expect(result.error).toBeNull();
    const children = new Set(results.map((result) => result.data.session?.refresh_token));
    expect(children.size).toBe(1);
    const [child] = [...children];
    const next = await authClient(backend.url, backend.anonKey).auth.refreshSession({
      refresh_token: child ?? '',
    });
    expect(next.error).toBeNull();
  });

  it('logs out globally while other sessions keep refreshing', async () => {
    const admin = authClient(backend.url, backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: 'postgres pw', email_confirm: true });
    const sessions = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const client = authClient(backend.url, backend.anonKey);
        const { data } = await client.auth.signInWithPassword({ email, password: 'postgres pw' });
        return { client, refreshToken: data.session?.refresh_token ?? '' };
      }),
    );
    const [first, ...others] = sessions;
    await Promise.all([
      first?.client.auth.signOut({ scope: 'global' }),
      ...others.map((other) =>
        authClient(backend.url, backend.anonKey).auth.refreshSession({
          refresh_token: other.refreshToken,
        }),
      ),
    ]);
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [email],
    );
    expect(rows[0]?.count).toBe(0);
  });
});
