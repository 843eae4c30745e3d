/**
 * The auth flows the product uses, through the real supabase-js client against the local backend
 * with email confirmation on: sign-up, email link, code exchange or session in the fragment,
 * sign-in, refresh with rotation, user updates, password reset and logout.
 */
import {
  isAuthApiError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import {
  authClient,
  CALLBACK_URL,
  fragmentParams,
  listMail,
  openLink,
  SITE_URL,
  startAuthBackend,
  uniqueEmail,
  verifyLink,
  waitForMail,
  type FlowType,
} from './auth-support.ts';
import type { TestBackend } from './support.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startAuthBackend();
});

afterAll(async () => {
  await backend?.close();
});

const PASSWORD = 'correct horse 1';

function client(flowType: FlowType = 'pkce'): SupabaseClient {
  return authClient(backend.url, backend.anonKey, flowType);
}

/** Signs up and follows the confirmation link; returns the confirmed account's password client. */
async function confirmedAccount(password = PASSWORD): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const signer = client('pkce');
  const { error } = await signer.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: CALLBACK_URL },
  });
  expect(error).toBeNull();
  const location = await openLink(verifyLink(await waitForMail(backend.url, email)));
  expect(location.searchParams.get('code')).toBeTruthy();
  return { email, password };
}

async function signIn(email: string, password: string) {
  const signer = client();
  const { data, error } = await signer.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { client: signer, session: data.session };
}

describe('sign-up with email confirmation', () => {
  it('emails a link that redirects with a code, and the code gives a session (PKCE)', async () => {
    const email = uniqueEmail('Mixed.Case');
    const app = client('pkce');
    const signUp = await app.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: CALLBACK_URL, data: { full_name: 'Ada Lovelace' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email.toLowerCase());
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const message = await waitForMail(backend.url, email);
    expect(message.subject).toMatch(/confirm/i);
    expect(message.text).toMatch(/\b\d{6}\b/);
    const location = await openLink(verifyLink(message));
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/auth/callback`);
    expect(location.searchParams.get('redirect_to')).toBe('/onboarding');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(location.hash).toBe('');

    const exchanged = await app.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    const session = exchanged.data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(backend.config.jwtExpirySeconds);
    expect(session?.user.email_confirmed_at).toBeTruthy();
    expect(session?.user.user_metadata).toEqual({ full_name: 'Ada Lovelace' });

    const claims = JSON.parse(
      Buffer.from(session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      sub: session?.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      aal: 'aal1',
      is_anonymous: false,
      iss: `${backend.url}/auth/v1`,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace' },
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp).toBe(session?.expires_at);

    // A code works once.
    const again = await app.auth.exchangeCodeForSession(code ?? '');
    expect(again.error).not.toBeNull();
  });

  it('puts the session in the fragment for the implicit flow, and setSession accepts it', async () => {
    const email = uniqueEmail();
    const app = client('implicit');
    const signUp = await app.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: CALLBACK_URL },
    });
    expect(signUp.error).toBeNull();
    const location = await openLink(verifyLink(await waitForMail(backend.url, email)));
    expect(location.searchParams.get('code')).toBeNull();
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(backend.config.jwtExpirySeconds);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const fresh = client('implicit');
    const set = await fresh.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    const { data } = await fresh.auth.getUser();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses a link that was already used, with the error in the redirect', async () => {
    const email = uniqueEmail();
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    const link = verifyLink(await waitForMail(backend.url, email));
    await openLink(link);
    const second = await openLink(link);
    expect(second.origin).toBe(SITE_URL);
    const fragment = fragmentParams(second);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toMatch(/invalid or has expired/);
    expect(fragment.get('access_token')).toBeNull();
  });

  it('reports a reused PKCE link in the query, where a PKCE app looks', async () => {
    const { email } = await confirmedAccount();
    const link = verifyLink(
      (await listMail(backend.url, email))[0] ?? (await waitForMail(backend.url, email)),
    );
    const second = await openLink(link);
    expect(second.searchParams.get('error_code')).toBe('otp_expired');
    expect(second.searchParams.get('code')).toBeNull();
  });

  it('verifies with verifyOtp, by the link token or by the emailed code', async () => {
    const byHash = uniqueEmail();
    await client().auth.signUp({ email: byHash, password: PASSWORD });
    const token =
      new URL(verifyLink(await waitForMail(backend.url, byHash))).searchParams.get('token') ?? '';
    const viaHash = await client().auth.verifyOtp({ type: 'signup', token_hash: token });
    expect(viaHash.error).toBeNull();
    expect(viaHash.data.session?.user.email).toBe(byHash);

    const byCode = uniqueEmail();
    await client().auth.signUp({ email: byCode, password: PASSWORD });
    const code = /\b(\d{6})\b/.exec((await waitForMail(backend.url, byCode)).text)?.[1] ?? '';
    const wrong = await client().auth.verifyOtp({
      type: 'email',
      email: byCode,
      token: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const viaCode = await client().auth.verifyOtp({ type: 'email', email: byCode, token: code });
    expect(viaCode.error).toBeNull();
    expect(viaCode.data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('refuses a weak password with the reasons', async () => {
    const { data, error } = await client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(data.user).toBeNull();
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length']);
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('answers a sign-up for a confirmed address with a look-alike user without identities, and sends nothing', async () => {
    const { email } = await confirmedAccount();
    const before = (await listMail(backend.url, email)).length;
    const { data, error } = await client().auth.signUp({ email, password: 'another password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.email).toBe(email);
    const { session } = await signIn(email, PASSWORD);
    expect(data.user?.id).not.toBe(session.user.id);
    expect(await listMail(backend.url, email)).toHaveLength(before);
  });

  it('sends a new link when an unconfirmed address signs up again, and the old link stops working', async () => {
    const email = uniqueEmail();
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    const first = verifyLink(await waitForMail(backend.url, email));
    const again = await client('implicit').auth.signUp({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toHaveLength(1);
    const second = verifyLink(await waitForMail(backend.url, email, 2));
    expect(second).not.toBe(first);
    expect(fragmentParams(await openLink(first)).get('error_code')).toBe('otp_expired');
    expect(fragmentParams(await openLink(second)).get('access_token')).toBeTruthy();
  });

  it('keeps the first password when someone signs up again for an unconfirmed address', async () => {
    const email = uniqueEmail();
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    await waitForMail(backend.url, email);
    await client('implicit').auth.signUp({ email, password: 'an intruder password' });
    const link = verifyLink(await waitForMail(backend.url, email, 2));
    expect(fragmentParams(await openLink(link)).get('access_token')).toBeTruthy();
    const intruder = await client().auth.signInWithPassword({
      email,
      password: 'an intruder password',
    });
    expect(intruder.error?.code).toBe('invalid_credentials');
    expect(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('resends the confirmation email, and stays silent about unknown addresses', async () => {
    const email = uniqueEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    await waitForMail(backend.url, email);
    const resent = await client().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const latest = await waitForMail(backend.url, email, 2);
    expect(latest.subject).toMatch(/confirm/i);

    const unknown = uniqueEmail('nobody');
    const silent = await client().auth.resend({ type: 'signup', email: unknown });
    expect(silent.error).toBeNull();
    expect(await listMail(backend.url, unknown)).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('refuses an unconfirmed address, a wrong password and an unknown address', async () => {
    const email = uniqueEmail();
    await client().auth.signUp({ email, password: PASSWORD });
    const unconfirmed = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(unconfirmed.error?.code).toBe('email_not_confirmed');
    expect(unconfirmed.error?.status).toBe(400);
    expect(unconfirmed.error?.message).toBe('Email not confirmed');

    const { email: confirmed } = await confirmedAccount();
    const wrong = await client().auth.signInWithPassword({
      email: confirmed,
      password: 'wrong password',
    });
    expect(isAuthApiError(wrong.error)).toBe(true);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await client().auth.signInWithPassword({
      email: uniqueEmail('ghost'),
      password: PASSWORD,
    });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const right = await client().auth.signInWithPassword({
      email: confirmed.toUpperCase(),
      password: PASSWORD,
    });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(confirmed);
    expect(right.data.user?.last_sign_in_at).toBeTruthy();
  });
});

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
    await backend.db.query(
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

describe('the signed-in user', () => {
  it('reads the user, merges metadata and changes the password', async () => {
    const { email } = await confirmedAccount();
    const { client: app, session } = await signIn(email, PASSWORD);
    const { client: other, session: otherSession } = await signIn(email, PASSWORD);

    const user = await app.auth.getUser();
    expect(user.data.user?.id).toBe(session.user.id);
    expect(user.data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      identity_data: { email, sub: session.user.id },
    });

    const data = await app.auth.updateUser({
      data: { full_name: 'Grace Hopper', city: 'Arlington' },
    });
    expect(data.error).toBeNull();
    const merged = await app.auth.updateUser({ data: { city: null, diet: 'vegetarian' } });
    expect(merged.data.user?.user_metadata).toEqual({
      full_name: 'Grace Hopper',
      diet: 'vegetarian',
    });

    const same = await app.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    const weak = await app.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await app.auth.updateUser({ password: 'a brand new secret' });
    expect(changed.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client().auth.signInWithPassword({ email, password: 'a brand new secret' })).error,
    ).toBeNull();

    // The new password ended the other session; this one continues.
    expect(
      (await other.auth.refreshSession({ refresh_token: otherSession.refresh_token })).error?.code,
    ).toBe('refresh_token_not_found');
    expect((await app.auth.getUser()).error).toBeNull();
  });
});

describe('password reset by email', () => {
  it('emails a link whose code gives a recovery session that may set a new password (PKCE)', async () => {
    const { email } = await confirmedAccount();
    const app = client('pkce');
    const sent = await app.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE_URL}/reset-password/update`,
    });
    expect(sent.error).toBeNull();
    const message = await waitForMail(backend.url, email, 2);
    expect(message.subject).toMatch(/reset/i);
    expect(message.text).toMatch(/1 hour/);
    const location = await openLink(verifyLink(message));
    expect(location.pathname).toBe('/reset-password/update');
    const events: string[] = [];
    app.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const exchanged = await app.auth.exchangeCodeForSession(
      location.searchParams.get('code') ?? '',
    );
    expect(exchanged.error).toBeNull();
    // supabase-js adds redirectType to the data at run time; its declared type leaves it out.
    expect(exchanged.data).toMatchObject({ redirectType: 'recovery' });
    expect(events).toContain('PASSWORD_RECOVERY');

    const updated = await app.auth.updateUser({ password: 'recovered password' });
    expect(updated.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'recovered password' })).error,
    ).toBeNull();
  });

  it('gives the recovery session in the fragment for the implicit flow', async () => {
    const { email } = await confirmedAccount();
    await client('implicit').auth.resetPasswordForEmail(email);
    const location = await openLink(verifyLink(await waitForMail(backend.url, email, 2)));
    expect(location.origin).toBe(SITE_URL);
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('recovery');
    const app = client('implicit');
    await app.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await app.auth.updateUser({ password: 'via the fragment' })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'via the fragment' })).error,
    ).toBeNull();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const { data, error } = await client().auth.resetPasswordForEmail(unknown);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await listMail(backend.url, unknown)).toHaveLength(0);
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

describe('email change', () => {
  it('sends a link to the new address that moves the account there', async () => {
    const { email } = await confirmedAccount();
    // Implicit flow: supabase-js drops a PKCE verifier when updateUser saves the session, so a
    // PKCE email change can only be completed in another browser context.
    const app = client('implicit');
    expect((await app.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const newEmail = uniqueEmail('moved');
    const asked = await app.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${SITE_URL}/profile-review` },
    );
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(email);
    expect(asked.data.user).toMatchObject({ new_email: newEmail });

    await waitForMail(backend.url, newEmail);
    // A resend names the account by its current address and mails the new one again.
    expect(
      (
        await client('implicit').auth.resend({
          type: 'email_change',
          email,
          options: { emailRedirectTo: `${SITE_URL}/profile-review` },
        })
      ).error,
    ).toBeNull();
    const message = await waitForMail(backend.url, newEmail, 2);
    expect(message.subject).toMatch(/new email/i);
    expect(await listMail(backend.url, email)).toHaveLength(1);
    const location = await openLink(verifyLink(message));
    expect(location.pathname).toBe('/profile-review');
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('email_change');
    const moved = client('implicit');
    const set = await moved.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(newEmail);
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error,
    ).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
  });

  it('refuses an address that belongs to another account', async () => {
    const { email: taken } = await confirmedAccount();
    const { email } = await confirmedAccount();
    const { client: app } = await signIn(email, PASSWORD);
    const { error } = await app.auth.updateUser({ email: taken });
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });
});

describe('with auto-confirm on', () => {
  // The service reads the setting on each request, so this group flips it on the live config.
  beforeAll(() => {
    backend.config.autoConfirm = true;
  });
  afterAll(() => {
    backend.config.autoConfirm = false;
  });

  it('returns a session at sign-up without an email, and refuses the same address again', async () => {
    const email = uniqueEmail();
    const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await listMail(backend.url, email)).toHaveLength(0);

    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.status).toBe(422);
    expect(again.error?.message).toBe('User already registered');
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
