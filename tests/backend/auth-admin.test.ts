/**
 * The edges of the auth API: the admin endpoints with and without the service-role key, and
 * forged or expired JWTs.
 * Every refusal is a 4xx JSON body in GoTrue's shape, and the server keeps serving.
 */
import { signJwt } from '../../supabase/local/jwt.ts';
import {
  adminApi,
  authClient,
  authErrorSchema,
  expectAuthError,
  rawAuth,
  uniqueEmail,
  useAuthBackend,
} from './auth-support.ts';

const auth = useAuthBackend();
const admin = () => adminApi(auth.backend);

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

    const signIn = await authClient(auth.backend.url, auth.backend.anonKey).auth.signInWithPassword(
      {
        email,
        password: 'seed password',
      },
    );
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
    const refused = await authClient(
      auth.backend.url,
      auth.backend.anonKey,
    ).auth.signInWithPassword({
      email,
      password: 'seed password',
    });
    expect(refused.error?.code).toBe('invalid_credentials');
  });

  it('soft-deletes a user: gone from the API, sessions ended, the address free again', async () => {
    const email = uniqueEmail();
    const created = await admin().createUser({ email, password: 'soft pw 1', email_confirm: true });
    const anon = authClient(auth.backend.url, auth.backend.anonKey);
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
    const anon = authClient(auth.backend.url, auth.backend.anonKey);
    expect(
      (await anon.auth.signInWithPassword({ email, password: 'unconfirmed pw' })).error?.code,
    ).toBe('email_not_confirmed');
    await admin().updateUserById(created.data.user?.id ?? '', { email_confirm: true });
    expect(
      (await anon.auth.signInWithPassword({ email, password: 'unconfirmed pw' })).error,
    ).toBeNull();
  });

  it('refuses the anon key, a user token and no token', async () => {
    const anonAdmin = authClient(auth.backend.url, auth.backend.anonKey).auth.admin;
    const refused = await anonAdmin.createUser({ email: uniqueEmail(), password: 'whatever1' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
    expect((await anonAdmin.listUsers()).error?.code).toBe('not_admin');

    const email = uniqueEmail();
    await admin().createUser({ email, password: 'user password', email_confirm: true });
    const { data } = await authClient(
      auth.backend.url,
      auth.backend.anonKey,
    ).auth.signInWithPassword({
      email,
      password: 'user password',
    });
    expectAuthError(
      await rawAuth(auth.backend, '/admin/users', { token: data.session?.access_token }),
      403,
      'not_admin',
    );
    expectAuthError(await rawAuth(auth.backend, '/admin/users'), 401, 'no_authorization');
  });
});

describe('JWTs', () => {
  async function signedInUser() {
    const email = uniqueEmail();
    await admin().createUser({ email, password: 'jwt password', email_confirm: true });
    const { data } = await authClient(
      auth.backend.url,
      auth.backend.anonKey,
    ).auth.signInWithPassword({
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
    expectAuthError(await rawAuth(auth.backend, '/user', { token: forged }), 403, 'bad_jwt');

    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${session.access_token.split('.')[1]}.`;
    expectAuthError(await rawAuth(auth.backend, '/user', { token: unsigned }), 403, 'bad_jwt');

    const expired = await signJwt(
      { ...claims, role: 'authenticated' },
      auth.backend.config.jwtSecret,
      -10,
    );
    const response = await rawAuth(auth.backend, '/user', { token: expired });
    expectAuthError(response, 403, 'bad_jwt');
    expect(authErrorSchema.parse(response.body).msg).toMatch(/expired/);

    expectAuthError(await rawAuth(auth.backend, '/user', { token: 'garbage' }), 403, 'bad_jwt');
    expectAuthError(await rawAuth(auth.backend, '/user'), 401, 'no_authorization');
    expectAuthError(
      await rawAuth(auth.backend, '/user', { token: auth.backend.anonKey }),
      403,
      'bad_jwt',
    );

    const forgedAdmin = await signJwt(
      { role: 'service_role' },
      'a-different-secret-of-sufficient-length',
      600,
    );
    expectAuthError(
      await rawAuth(auth.backend, '/admin/users', { token: forgedAdmin }),
      403,
      'bad_jwt',
    );

    // The real token still works.
    const ok = await rawAuth(auth.backend, '/user', { token: session.access_token });
    expect(ok.status).toBe(200);
  });

  it('refuses a validly signed token whose user was deleted', async () => {
    const session = await signedInUser();
    await admin().deleteUser(session.user.id);
    expectAuthError(
      await rawAuth(auth.backend, '/user', { token: session.access_token }),
      403,
      'user_not_found',
    );
  });
});
