/**
 * The edges of the auth API: redirect targets that must not leave the app, and malformed,
 * mistyped or arbitrary input.
 * Every refusal is a 4xx JSON body in GoTrue's shape, and the server keeps serving.
 */
import fc from 'fast-check';
import {
  adminApi,
  authClient,
  authErrorSchema,
  expectAuthError,
  fragmentParams,
  openLink,
  rawAuth,
  SITE_URL,
  uniqueEmail,
  useAuthBackend,
  verifyLink,
  waitForMail,
} from './auth-support.ts';

const auth = useAuthBackend();
const admin = () => adminApi(auth.backend);

describe('redirect targets', () => {
  async function signupLinkFor(redirectTo: string): Promise<URL> {
    const email = uniqueEmail();
    const { error } = await authClient(
      auth.backend.url,
      auth.backend.anonKey,
      'implicit',
    ).auth.signUp({
      email,
      password: 'redirect pw',
      options: { emailRedirectTo: redirectTo },
    });
    expect(error).toBeNull();
    return openLink(verifyLink(await waitForMail(auth.backend.url, email)));
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
    await authClient(auth.backend.url, auth.backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'redirect pw',
    });
    const link = new URL(verifyLink(await waitForMail(auth.backend.url, email)));
    link.searchParams.set('redirect_to', 'https://evil.example.com/');
    const location = await openLink(link.toString());
    expect(location.origin).toBe(SITE_URL);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 bad_json', async () => {
    expectAuthError(
      await rawAuth(auth.backend, '/signup', { method: 'POST', body: '{"email": "a@b.co",' }),
      400,
      'bad_json',
    );
    expectAuthError(
      await rawAuth(auth.backend, '/token?grant_type=password', { method: 'POST', body: '[1, 2]' }),
      400,
      'bad_json',
    );
  });

  it('answers wrong types and invalid values with 400 validation_failed', async () => {
    expectAuthError(
      await rawAuth(auth.backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: 42, password: 'long enough' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(auth.backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: 'not-an-email', password: 'long enough' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(auth.backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail(), password: 'long enough', data: 'text' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(auth.backend, '/token?grant_type=magic', { method: 'POST', body: '{}' }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(auth.backend, '/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: 'x' }),
      }),
      400,
      'validation_failed',
    );
    expectAuthError(
      await rawAuth(auth.backend, '/signup', {
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
    expectAuthError(await rawAuth(auth.backend, '/verify?type=signup'), 400, 'validation_failed');
    expectAuthError(
      await rawAuth(auth.backend, '/admin/users?page=-1', { token: auth.backend.serviceRoleKey }),
      400,
      'validation_failed',
    );
  });

  it('answers unknown codes and paths with 404 JSON, and keeps serving', async () => {
    expectAuthError(
      await rawAuth(auth.backend, '/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: 'no-such-code', code_verifier: 'v'.repeat(50) }),
      }),
      404,
      'flow_state_not_found',
    );
    expectAuthError(await rawAuth(auth.backend, '/no-such-endpoint'), 404, 'not_found');
    expectAuthError(
      await rawAuth(auth.backend, '/admin/users/not-a-uuid', {
        token: auth.backend.serviceRoleKey,
      }),
      404,
      'user_not_found',
    );
    const health = await rawAuth(auth.backend, '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ name: 'GoTrue' });
    const settings = await rawAuth(auth.backend, '/settings');
    expect(settings.body).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });

  it('refuses a PKCE exchange with the wrong verifier', async () => {
    const email = uniqueEmail();
    const app = authClient(auth.backend.url, auth.backend.anonKey, 'pkce');
    await app.auth.signUp({ email, password: 'pkce password' });
    const code = (
      await openLink(verifyLink(await waitForMail(auth.backend.url, email)))
    ).searchParams.get('code');
    expectAuthError(
      await rawAuth(auth.backend, '/token?grant_type=pkce', {
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
    const { data } = await authClient(
      auth.backend.url,
      auth.backend.anonKey,
    ).auth.signInWithPassword({
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
        const token = endpoint.path.startsWith('/admin') ? auth.backend.serviceRoleKey : userToken;
        const response = await rawAuth(auth.backend, endpoint.path, {
          method: endpoint.method,
          body: payload,
          token,
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) authErrorSchema.parse(response.body);
      }),
      { numRuns: 80 },
    );
    const health = await rawAuth(auth.backend, '/health');
    expect(health.status).toBe(200);
  });
});
