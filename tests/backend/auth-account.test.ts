/**
 * The auth flows the product uses, through the real supabase-js client against the local backend
 * with email confirmation on: reading and updating the user, password reset, email change, and
 * sign-up with auto-confirm on.
 */
import {
  accountFlows,
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
    const message = await waitForMail(auth.backend.url, email, 2);
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
    const location = await openLink(verifyLink(await waitForMail(auth.backend.url, email, 2)));
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
    expect(await listMail(auth.backend.url, unknown)).toHaveLength(0);
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

    await waitForMail(auth.backend.url, newEmail);
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
    const message = await waitForMail(auth.backend.url, newEmail, 2);
    expect(message.subject).toMatch(/new email/i);
    expect(await listMail(auth.backend.url, email)).toHaveLength(1);
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
    auth.backend.config.autoConfirm = true;
  });
  afterAll(() => {
    auth.backend.config.autoConfirm = false;
  });

  it('returns a session at sign-up without an email, and refuses the same address again', async () => {
    const email = uniqueEmail();
    const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await listMail(auth.backend.url, email)).toHaveLength(0);

    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.status).toBe(422);
    expect(again.error?.message).toBe('User already registered');
  });
});
