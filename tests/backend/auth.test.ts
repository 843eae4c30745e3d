/**
 * The auth flows the product uses, through the real supabase-js client against the local backend
 * with email confirmation on: sign-up, the email link, code exchange or session in the fragment,
 * and sign-in.
 */
import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import {
  accountFlows,
  CALLBACK_URL,
  fragmentParams,
  listMail,
  openLink,
  PASSWORD,
  SITE_URL,
  uniqueEmail,
  useAuthBackend,
  verifyLink,
  waitForMail,
} from './auth-support.ts';

const auth = useAuthBackend();
const { client, confirmedAccount, signIn } = accountFlows(auth);

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

    const message = await waitForMail(auth.backend.url, email);
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
    expect(session?.expires_in).toBe(auth.backend.config.jwtExpirySeconds);
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
      iss: `${auth.backend.url}/auth/v1`,
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
    const location = await openLink(verifyLink(await waitForMail(auth.backend.url, email)));
    expect(location.searchParams.get('code')).toBeNull();
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(auth.backend.config.jwtExpirySeconds);
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
    const link = verifyLink(await waitForMail(auth.backend.url, email));
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
      (await listMail(auth.backend.url, email))[0] ?? (await waitForMail(auth.backend.url, email)),
    );
    const second = await openLink(link);
    expect(second.searchParams.get('error_code')).toBe('otp_expired');
    expect(second.searchParams.get('code')).toBeNull();
  });

  it('verifies with verifyOtp, by the link token or by the emailed code', async () => {
    const byHash = uniqueEmail();
    await client().auth.signUp({ email: byHash, password: PASSWORD });
    const token =
      new URL(verifyLink(await waitForMail(auth.backend.url, byHash))).searchParams.get('token') ??
      '';
    const viaHash = await client().auth.verifyOtp({ type: 'signup', token_hash: token });
    expect(viaHash.error).toBeNull();
    expect(viaHash.data.session?.user.email).toBe(byHash);

    const byCode = uniqueEmail();
    await client().auth.signUp({ email: byCode, password: PASSWORD });
    const code = /\b(\d{6})\b/.exec((await waitForMail(auth.backend.url, byCode)).text)?.[1] ?? '';
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
    const before = (await listMail(auth.backend.url, email)).length;
    const { data, error } = await client().auth.signUp({ email, password: 'another password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.email).toBe(email);
    const { session } = await signIn(email, PASSWORD);
    expect(data.user?.id).not.toBe(session.user.id);
    expect(await listMail(auth.backend.url, email)).toHaveLength(before);
  });

  it('sends a new link when an unconfirmed address signs up again, and the old link stops working', async () => {
    const email = uniqueEmail();
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    const first = verifyLink(await waitForMail(auth.backend.url, email));
    const again = await client('implicit').auth.signUp({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toHaveLength(1);
    const second = verifyLink(await waitForMail(auth.backend.url, email, 2));
    expect(second).not.toBe(first);
    expect(fragmentParams(await openLink(first)).get('error_code')).toBe('otp_expired');
    expect(fragmentParams(await openLink(second)).get('access_token')).toBeTruthy();
  });

  it('keeps the first password when someone signs up again for an unconfirmed address', async () => {
    const email = uniqueEmail();
    await client('implicit').auth.signUp({ email, password: PASSWORD });
    await waitForMail(auth.backend.url, email);
    await client('implicit').auth.signUp({ email, password: 'an intruder password' });
    const link = verifyLink(await waitForMail(auth.backend.url, email, 2));
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
    await waitForMail(auth.backend.url, email);
    const resent = await client().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const latest = await waitForMail(auth.backend.url, email, 2);
    expect(latest.subject).toMatch(/confirm/i);

    const unknown = uniqueEmail('nobody');
    const silent = await client().auth.resend({ type: 'signup', email: unknown });
    expect(silent.error).toBeNull();
    expect(await listMail(auth.backend.url, unknown)).toHaveLength(0);
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
