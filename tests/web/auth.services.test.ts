import { describe, expect, it, vi } from 'vitest';
import {
  createLiveAuthServices,
  resetRedirectUrl,
  signupRedirectUrl,
} from '../../src/services/authApi.ts';
import type { AppSupabaseClient } from '../../src/services/supabase.ts';

/**
 * The live services against a recording stand-in for the parts of supabase-js they call:
 * what is sent, and how each answer of the auth server is read.
 */
function recordingClient(auth: Record<string, (...args: never[]) => unknown>) {
  const client = { auth } as unknown as AppSupabaseClient;
  return createLiveAuthServices(async () => client);
}

const session = (confirmedAt: string | null) => ({
  user: { id: 'u1', email: 'ada@example.com', email_confirmed_at: confirmedAt },
});

describe('live auth services', () => {
  it('signs up with the full name and the callback address that leads to onboarding', async () => {
    const signUp = vi.fn(async () => ({
      data: { user: { id: 'u1', identities: [{ id: 'i1' }] }, session: null },
      error: null,
    }));
    const services = recordingClient({ signUp });
    await expect(
      services.signUp({ fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' }),
    ).resolves.toEqual({ kind: 'confirmationRequired' });
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
      options: {
        data: { full_name: 'Ada Lovelace' },
        emailRedirectTo: `${window.location.origin}/auth/callback?redirect_to=/onboarding`,
      },
    });
    expect(signupRedirectUrl()).toBe(
      `${window.location.origin}/auth/callback?redirect_to=/onboarding`,
    );
    expect(resetRedirectUrl()).toBe(`${window.location.origin}/reset-password/update`);
  });

  it('reads a user without identities as an existing account, and a session as signed in', async () => {
    const hidden = recordingClient({
      signUp: async () => ({
        data: { user: { id: 'x', identities: [] }, session: null },
        error: null,
      }),
    });
    await expect(
      hidden.signUp({ fullName: 'A B', email: 'a@b.co', password: 'secret1' }),
    ).resolves.toEqual({
      kind: 'alreadyRegistered',
    });
    const autoConfirmed = recordingClient({
      signUp: async () => ({
        data: { user: { id: 'x', identities: [{}] }, session: {} },
        error: null,
      }),
    });
    await expect(
      autoConfirmed.signUp({ fullName: 'A B', email: 'a@b.co', password: 'secret1' }),
    ).resolves.toEqual({
      kind: 'signedIn',
    });
  });

  it('rejects with the auth error so machines can read its code', async () => {
    const error = Object.assign(new Error('Invalid login credentials'), {
      code: 'invalid_credentials',
      status: 400,
    });
    const services = recordingClient({
      signInWithPassword: async () => ({ data: { user: null }, error }),
    });
    await expect(services.signIn({ email: 'a@b.co', password: 'x' })).rejects.toBe(error);
    expect(window.localStorage.getItem('last_login')).toBeNull();
  });

  it('remembers the time of the last login', async () => {
    const services = recordingClient({
      signInWithPassword: async () => ({ data: { user: { id: 'u1' } }, error: null }),
    });
    await expect(services.signIn({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      userId: 'u1',
    });
    expect(Date.parse(window.localStorage.getItem('last_login') ?? '')).not.toBeNaN();
  });

  it('exchanges a code once, even when asked twice', async () => {
    const exchangeCodeForSession = vi.fn(async () => ({
      data: { session: session(new Date().toISOString()) },
      error: null,
    }));
    const services = recordingClient({ exchangeCodeForSession });
    const link = { code: 'once-only', accessToken: null, refreshToken: null };
    const [first, second] = await Promise.all([
      services.establishSession(link),
      services.establishSession(link),
    ]);
    expect(exchangeCodeForSession).toHaveBeenCalledTimes(1);
    expect(first).toEqual(second);
    expect(first.user).toEqual({ id: 'u1', email: 'ada@example.com', justConfirmed: true });
  });

  it('sets the session from link tokens, and reads an older confirmation as not new', async () => {
    const setSession = vi.fn(async () => ({
      data: { session: session('2020-01-01T00:00:00Z') },
      error: null,
    }));
    const services = recordingClient({ setSession });
    const result = await services.establishSession({
      code: null,
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
    expect(result.user?.justConfirmed).toBe(false);
  });

  it('asks for the reset email with the update page as the way back, and ends recovery locally', async () => {
    const resetPasswordForEmail = vi.fn(async () => ({ data: {}, error: null }));
    const signOut = vi.fn(async () => ({ error: null }));
    const services = recordingClient({ resetPasswordForEmail, signOut });
    await services.requestPasswordReset({ email: 'ada@example.com' });
    expect(resetPasswordForEmail).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: `${window.location.origin}/reset-password/update`,
    });
    await services.endRecoverySession();
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('keeps the verifier of the email already sent when a resend is refused', async () => {
    window.localStorage.setItem(
      'sb-test-auth-token-code-verifier',
      'first-verifier/PASSWORD_RECOVERY',
    );
    const refused = Object.assign(new Error('Email rate limit exceeded'), { status: 429 });
    const resend = vi.fn(async () => {
      window.localStorage.setItem('sb-test-auth-token-code-verifier', 'second-verifier');
      return { data: {}, error: refused };
    });
    await expect(recordingClient({ resend }).resendVerification({ email: 'a@b.co' })).rejects.toBe(
      refused,
    );
    expect(window.localStorage.getItem('sb-test-auth-token-code-verifier')).toBe(
      'first-verifier/PASSWORD_RECOVERY',
    );
    expect(resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'a@b.co',
      options: {
        emailRedirectTo: `${window.location.origin}/auth/callback?redirect_to=/onboarding`,
      },
    });
  });
});
