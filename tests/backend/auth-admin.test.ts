/**
 * The edges of the auth API: the admin endpoints with and without the service-role key, redirect
 * targets that must not leave the app, malformed or mistyped input, and forged or expired JWTs.
 * Every refusal is a 4xx JSON body in GoTrue's shape, and the server keeps serving.
 */
import fc from 'fast-check';
import { sweepExpired } from '../../supabase/local/auth/maintenance.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import {
  authClient,
  authErrorSchema,
  fragmentParams,
  openLink,
  rawAuth,
  SITE_URL,
  startAuthBackend,
  uniqueEmail,
  verifyLink,
  waitForMail,
} from './auth-support.ts';
import type { TestBackend } from './support.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startAuthBackend();
});

afterAll(async () => {
  await backend?.close();
});

function admin() {
  return authClient(backend.url, backend.serviceRoleKey).auth.admin;
}

function expectAuthError(
  response: { status: number; body: unknown; headers: Headers },
  status: number,
  errorCode: string,
): void {
  expect(response.status).toBe(status);
  const body = authErrorSchema.parse(response.body);
  expect(body.code).toBe(status);
  expect(body.error_code).toBe(errorCode);
  expect(body.msg.length).toBeGreaterThan(0);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
}

describe('admin API', () => {
  it('creates, lists, reads, updates and deletes users with the service-role key', async () => {
    const email = uniqueEmail('Seeded');
    const created = await admin().createUser({
      email,
      password: 'seed password',
      email_confirm: true,
      user_metadata: { full_name: 'Seeded Person' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.user_metadata).toEqual({ full_name: 'Seeded Person' });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const signIn = await authClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'seed password',
    });
    expect(signIn.error).toBeNull();

    const duplicate = await admin().createUser({
      email,
      password: 'seed password',
      email_confirm: true,
    });
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.status).toBe(422);

    const fetched = await admin().getUserById(user?.id ?? '');
    expect(fetched.data.user?.id).toBe(user?.id);

    const updated = await admin().updateUserById(user?.id ?? '', {
      user_metadata: { diet: 'vegan' },
    });
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Seeded Person', diet: 'vegan' });

    const deleted = await admin().deleteUser(user?.id ?? '');
    expect(deleted.error).toBeNull();
    const gone = await admin().getUserById(user?.id ?? '');
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    const refused = await authClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'seed password',
    });
    expect(refused.error?.code).toBe('invalid_credentials');
  });

  it('soft-deletes a user: gone from the API, sessions ended, the address free again', async () => {
    const email = uniqueEmail();
    const created = await admin().createUser({ email, password: 'soft pw 1', email_confirm: true });
    const anon = authClient(backend.url, backend.anonKey);
    const { data } = await anon.auth.signInWithPassword({ email, password: 'soft pw 1' });
    const deleted = await admin().deleteUser(created.data.user?.id ?? '', true);
    expect(deleted.error).toBeNull();
    expect((await admin().getUserById(created.data.user?.id ?? '')).error?.code).toBe(
      'user_not_found',
    );
    const refresh = await anon.auth.refreshSession({
      refresh_token: data.session?.refresh_token ?? '',
    });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const again = await admin().createUser({ email, password: 'soft pw 2', email_confirm: true });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(created.data.user?.id);
  });

  it('lists users a page at a time with the total and the next page', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { error } = await admin().createUser({
        email: uniqueEmail('listed'),
        email_confirm: true,
      });
      expect(error).toBeNull();
    }
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    if (!('total' in data)) throw new Error('listUsers gave no pagination');
    expect(data.users).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    const all = await admin().listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users.length).toBe(data.total);
  });

  it('creates an unconfirmed user who cannot sign in until confirmed', async () => {
    const email = uniqueEmail();
    const created = await admin().createUser({ email, password: 'unconfirmed pw' });
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const anon = authClient(backend.url, backend.anonKey);
    expect(
      (await anon.auth.signInWithPassword({ email, password: 'unconfirmed pw' })).error?.code,
    ).toBe('email_not_confirmed');
    await admin().updateUserById(created.data.user?.id ?? '', { email_confirm: true });
    expect(
      (await anon.auth.signInWithPassword({ email, password: 'unconfirmed pw' })).error,
    ).toBeNull();
  });

  it('refuses the anon key, a user token and no token', async () => {
    const anonAdmin = authClient(backend.url, backend.anonKey).auth.admin;
    const refused = await anonAdmin.createUser({ email: uniqueEmail(), password: 'whatever1' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
    expect((await anonAdmin.listUsers()).error?.code).toBe('not_admin');

    const email = uniqueEmail();
    await admin().createUser({ email, password: 'user password', email_confirm: true });
    const { data } = await authClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'user password',
    });
    expectAuthError(
      await rawAuth(backend, '/admin/users', { token: data.session?.access_token }),
      403,
      'not_admin',
    );
    expectAuthError(await rawAuth(backend, '/admin/users'), 401, 'no_authorization');
  });
});

describe('redirect targets', () => {
  async function signupLinkFor(redirectTo: string): Promise<URL> {
    const email = uniqueEmail();
    const { error } = await authClient(backend.url, backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'redirect pw',
      options: { emailRedirectTo: redirectTo },
    });
    expect(error).toBeNull();
    return openLink(verifyLink(await waitForMail(backend.url, email)));
  }

  it.each([
    'https://evil.example.com/steal',
    'http://localhost:5173.evil.example.com/auth/callback',
    'http://attacker@localhost:5173/auth/callback',
    'javascript:alert(1)',
    '//evil.example.com/x',
  ])('sends %s back to the site URL instead', async (target) => {
    const location = await signupLinkFor(target);
    expect(location.origin).toBe(SITE_URL);
    expect(location.pathname).toBe('/');
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });

  it('keeps an allowed target with its path and query', async () => {
    const location = await signupLinkFor(
      'http://127.0.0.1:5173/auth/callback?redirect_to=/onboarding',
    );
    expect(location.origin).toBe('http://127.0.0.1:5173');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('redirect_to')).toBe('/onboarding');
  });

  it('ignores a foreign redirect_to added to the link by hand', async () => {
    const email = uniqueEmail();
    await authClient(backend.url, backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'redirect pw',
    });
    const link = new URL(verifyLink(await waitForMail(backend.url, email)));
    link.searchParams.set('redirect_to', 'https://evil.example.com/');
    const location = await openLink(link.toString());
    expect(location.origin).toBe(SITE_URL);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 bad_json', async () => {
    expectAuthError(
      await rawAuth(backend, '/signup', { method: 'POST', body: '{"email": "a@b.co",' }),
      400,
      'bad_json',
    );
    expectAuthError(
      await rawAuth(backend, '/token?grant_type=password', { method: 'POST', body: '[1, 2]' }),
      400,
      'bad_json',
    );
  });

  it('answers wrong types and invalid values with 400 validation_failed', async () => {
    expectAuthError(
      await rawAuth(backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: 42, password: 'long enough' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: 'not-an-email', password: 'long enough' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail(), password: 'long enough', data: 'text' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(backend, '/token?grant_type=magic', { method: 'POST', body: '{}' }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(backend, '/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: 'x' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({
          email: uniqueEmail(),
          password: 'long enough',
          code_challenge: 'short',
          code_challenge_method: 's256',
        }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(await rawAuth(backend, '/verify?type=signup'), 400, 'validation_failed');
    expectAuthError(
      await rawAuth(backend, '/admin/users?page=-1', { token: backend.serviceRoleKey }),
      400,
      'validation_failed',
    );
  });

  it('answers unknown codes and paths with 404 JSON, and keeps serving', async () => {
    expectAuthError(
      await rawAuth(backend, '/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: 'no-such-code', code_verifier: 'v'.repeat(50) }),
      }),
      404,
      'flow_state_not_found',
    );
    expectAuthError(await rawAuth(backend, '/no-such-endpoint'), 404, 'not_found');
    expectAuthError(
      await rawAuth(backend, '/admin/users/not-a-uuid', { token: backend.serviceRoleKey }),
      404,
      'user_not_found',
    );
    const health = await rawAuth(backend, '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ name: 'GoTrue' });
    const settings = await rawAuth(backend, '/settings');
    expect(settings.body).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });

  it('refuses a PKCE exchange with the wrong verifier', async () => {
    const email = uniqueEmail();
    const app = authClient(backend.url, backend.anonKey, 'pkce');
    await app.auth.signUp({ email, password: 'pkce password' });
    const code = (
      await openLink(verifyLink(await waitForMail(backend.url, email)))
    ).searchParams.get('code');
    expectAuthError(
      await rawAuth(backend, '/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: code, code_verifier: 'w'.repeat(64) }),
      }),
      403,
      'bad_code_verifier',
    );
    // The right verifier still works afterwards.
    expect((await app.auth.exchangeCodeForSession(code ?? '')).error).toBeNull();
  });
});

describe('arbitrary bodies', () => {
  const endpoints = [
    { method: 'POST', path: '/signup' },
    { method: 'POST', path: '/token?grant_type=password' },
    { method: 'POST', path: '/token?grant_type=refresh_token' },
    { method: 'POST', path: '/token?grant_type=pkce' },
    { method: 'POST', path: '/verify' },
    { method: 'POST', path: '/recover' },
    { method: 'POST', path: '/resend' },
    { method: 'POST', path: '/logout' },
    { method: 'PUT', path: '/user' },
    { method: 'POST', path: '/admin/users' },
  ];

  it('never get a 5xx: every answer is a success or a 4xx JSON error', async () => {
    const email = uniqueEmail();
    await admin().createUser({ email, password: 'fuzzed pw 1', email_confirm: true });
    const { data } = await authClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'fuzzed pw 1',
    });
    const userToken = data.session?.access_token ?? '';
    const body = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record(
          {
            email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer(), fc.constant(null)),
            password: fc.oneof(fc.string(), fc.integer(), fc.array(fc.string())),
            type: fc.constantFrom('signup', 'recovery', 'email', 'magiclink', 'sms', 7),
            token_hash: fc.string(),
            token: fc.string(),
            refresh_token: fc.oneof(fc.string(), fc.integer()),
            auth_code: fc.string(),
            code_verifier: fc.string(),
            code_challenge: fc.string(),
            code_challenge_method: fc.string(),
            data: fc.jsonValue(),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async (endpoint, payload) => {
        const token = endpoint.path.startsWith('/admin') ? backend.serviceRoleKey : userToken;
        const response = await rawAuth(backend, endpoint.path, {
          method: endpoint.method,
          body: payload,
          token,
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) authErrorSchema.parse(response.body);
      }),
      { numRuns: 80 },
    );
    const health = await rawAuth(backend, '/health');
    expect(health.status).toBe(200);
  });
});

describe('JWTs', () => {
  async function signedInUser() {
    const email = uniqueEmail();
    await admin().createUser({ email, password: 'jwt password', email_confirm: true });
    const { data } = await authClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'jwt password',
    });
    if (!data.session) throw new Error('no session');
    return data.session;
  }

  it('refuses a token signed with another secret, with alg none, or expired', async () => {
    const session = await signedInUser();
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const forged = await signJwt(
      { ...claims, role: 'authenticated' },
      'a-different-secret-of-sufficient-length',
      600,
    );
    expectAuthError(await rawAuth(backend, '/user', { token: forged }), 403, 'bad_jwt');

    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${session.access_token.split('.')[1]}.`;
    expectAuthError(await rawAuth(backend, '/user', { token: unsigned }), 403, 'bad_jwt');

    const expired = await signJwt(
      { ...claims, role: 'authenticated' },
      backend.config.jwtSecret,
      -10,
    );
    const response = await rawAuth(backend, '/user', { token: expired });
    expectAuthError(response, 403, 'bad_jwt');
    expect(authErrorSchema.parse(response.body).msg).toMatch(/expired/);

    expectAuthError(await rawAuth(backend, '/user', { token: 'garbage' }), 403, 'bad_jwt');
    expectAuthError(await rawAuth(backend, '/user'), 401, 'no_authorization');
    expectAuthError(await rawAuth(backend, '/user', { token: backend.anonKey }), 403, 'bad_jwt');

    const forgedAdmin = await signJwt(
      { role: 'service_role' },
      'a-different-secret-of-sufficient-length',
      600,
    );
    expectAuthError(await rawAuth(backend, '/admin/users', { token: forgedAdmin }), 403, 'bad_jwt');

    // The real token still works.
    const ok = await rawAuth(backend, '/user', { token: session.access_token });
    expect(ok.status).toBe(200);
  });

  it('refuses a validly signed token whose user was deleted', async () => {
    const session = await signedInUser();
    await admin().deleteUser(session.user.id);
    expectAuthError(
      await rawAuth(backend, '/user', { token: session.access_token }),
      403,
      'user_not_found',
    );
  });
});

describe('expiry', () => {
  it('refuses an email link past its lifetime', async () => {
    const email = uniqueEmail();
    await authClient(backend.url, backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'expiring pw',
    });
    const link = verifyLink(await waitForMail(backend.url, email));
    await backend.db.query(
      `update auth.one_time_tokens set expires_at = now() - interval '1 second'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const location = await openLink(link);
    expect(fragmentParams(location).get('error_code')).toBe('otp_expired');
    expect(fragmentParams(location).get('access_token')).toBeNull();
  });

  it('stores only hashes of email tokens', async () => {
    const email = uniqueEmail();
    await authClient(backend.url, backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'hashed pw',
    });
    const token = new URL(verifyLink(await waitForMail(backend.url, email))).searchParams.get(
      'token',
    );
    const { rows } = await backend.db.query<{ token_hash: string; confirmation_token: string }>(
      `select t.token_hash, u.confirmation_token from auth.one_time_tokens t
         join auth.users u on u.id = t.user_id where u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token ?? '');
    expect(rows[0]?.confirmation_token).toBe(rows[0]?.token_hash);
  });

  it('sweeps expired email tokens, abandoned PKCE flows and old rate-limit events', async () => {
    const email = uniqueEmail();
    await authClient(backend.url, backend.anonKey, 'pkce').auth.signUp({
      email,
      password: 'sweep pw 1',
    });
    await waitForMail(backend.url, email);
    const fresh = uniqueEmail();
    await authClient(backend.url, backend.anonKey, 'pkce').auth.signUp({
      email: fresh,
      password: 'sweep pw 1',
    });
    await waitForMail(backend.url, fresh);
    const owner = '(select id from auth.users where email = $1)';
    await backend.db.query(
      `update auth.one_time_tokens set expires_at = now() - interval '2 hours' where user_id = ${owner}`,
      [email],
    );
    await backend.db.query(
      `update auth.flow_state set created_at = now() - interval '2 days' where user_id = ${owner}`,
      [email],
    );
    await backend.db.query(
      `insert into auth.rate_limit_events (bucket, subject, created_at) values ('email', $1, now() - interval '2 days')`,
      [email],
    );

    await sweepExpired(backend.db);

    async function count(table: string, userEmail: string): Promise<number> {
      const { rows } = await backend.db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where user_id = (select id from auth.users where email = $1)`,
        [userEmail],
      );
      return rows[0]?.n ?? -1;
    }
    expect(await count('auth.one_time_tokens', email)).toBe(0);
    expect(await count('auth.flow_state', email)).toBe(0);
    expect(await count('auth.one_time_tokens', fresh)).toBe(1);
    expect(await count('auth.flow_state', fresh)).toBe(1);
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from auth.rate_limit_events where created_at < now() - interval '1 day'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses an auth code not exchanged within five minutes', async () => {
    const email = uniqueEmail();
    const app = authClient(backend.url, backend.anonKey, 'pkce');
    await app.auth.signUp({ email, password: 'slow pkce pw' });
    const code = (
      await openLink(verifyLink(await waitForMail(backend.url, email)))
    ).searchParams.get('code');
    await backend.db.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '6 minutes'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const { error } = await app.auth.exchangeCodeForSession(code ?? '');
    expect(error?.code).toBe('flow_state_expired');
    expect(error?.status).toBe(422);
  });
});
