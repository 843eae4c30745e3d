/**
 * The live implementations of the account screens' actors: each one call (or a short
 * sequence of calls) to supabase-js. The machines decide what the outcome means.
 */
import type { Session, User } from '@supabase/supabase-js';
import type { CurrentSessionOutput, EmailInput } from '../../machines/authForms/session.types.ts';
import type { SignInInput, SignInOutput } from '../../machines/login/login.types.ts';
import type { SignUpInput, SignUpOutput } from '../../machines/signup/signup.types.ts';
import type {
  NewPasswordInput,
  RecoverySessionInput,
  RecoverySessionOutput,
} from '../../machines/passwordUpdate/passwordUpdate.types.ts';
import type {
  CallbackUser,
  EstablishSessionInput,
  EstablishSessionOutput,
  ProfileLookupInput,
  ProfileLookupOutput,
} from '../../machines/authCallback/authCallback.types.ts';
import type { SetSessionInput } from '../../machines/notFoundRecovery/notFoundRecovery.types.ts';
import { getSupabase, type AppSupabaseClient } from './supabase.ts';
import { localKeys, writeLocal } from './localStore.ts';

/** Every I/O the account screens' machines need, one promise each. */
export interface AuthServices {
  readSession(): Promise<CurrentSessionOutput>;
  signIn(input: SignInInput): Promise<SignInOutput>;
  resendVerification(input: EmailInput): Promise<void>;
  signUp(input: SignUpInput): Promise<SignUpOutput>;
  requestPasswordReset(input: EmailInput): Promise<void>;
  establishRecoverySession(input: RecoverySessionInput): Promise<RecoverySessionOutput>;
  updatePassword(input: NewPasswordInput): Promise<void>;
  endRecoverySession(): Promise<void>;
  establishSession(input: EstablishSessionInput): Promise<EstablishSessionOutput>;
  findOnboardingProfile(input: ProfileLookupInput): Promise<ProfileLookupOutput>;
  setSession(input: SetSessionInput): Promise<void>;
}

/** Spec section 9: a confirmation less than a minute old makes the person new. */
const JUST_CONFIRMED_WINDOW_MS = 60_000;

/** Where email links send people back to: this app, wherever it is served. */
function appUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export const signupRedirectUrl = (): string => appUrl('/auth/callback?redirect_to=/onboarding');
export const resetRedirectUrl = (): string => appUrl('/reset-password/update');

/**
 * A code can be exchanged once. React's development mode mounts a screen twice, which would
 * start the exchange twice; the second caller gets the first exchange's result instead.
 */
const exchanges = new Map<
  string,
  ReturnType<AppSupabaseClient['auth']['exchangeCodeForSession']>
>();

async function exchangeCodeOnce(client: AppSupabaseClient, code: string): Promise<Session | null> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = client.auth.exchangeCodeForSession(code);
    exchanges.set(code, exchange);
  }
  const { data, error } = await exchange;
  if (error) throw error;
  return data.session;
}

/** The session a link carries: a PKCE code, or tokens, or else whatever session exists. */
async function sessionFromLink(
  client: AppSupabaseClient,
  link: { code: string | null; accessToken: string | null; refreshToken: string | null },
): Promise<Session | null> {
  if (link.code) return exchangeCodeOnce(client, link.code);
  if (link.accessToken && link.refreshToken) {
    const { data, error } = await client.auth.setSession({
      access_token: link.accessToken,
      refresh_token: link.refreshToken,
    });
    if (error) throw error;
    return data.session;
  }
  const { data, error } = await client.auth.getSession();
  if (error) throw error;
  return data.session;
}

const VERIFIER_SUFFIX = '-code-verifier';

/** The PKCE verifiers supabase-js keeps in local storage, by key. */
function readCodeVerifiers(): Array<[string, string]> {
  try {
    const entries: Array<[string, string]> = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      const value = key?.endsWith(VERIFIER_SUFFIX) ? window.localStorage.getItem(key) : null;
      if (key && value !== null) entries.push([key, value]);
    }
    return entries;
  } catch {
    return [];
  }
}

function restoreCodeVerifiers(entries: Array<[string, string]>): void {
  try {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: nothing was kept to restore either.
  }
}

function toCallbackUser(user: User, now: number): CallbackUser {
  const confirmedAt = user.email_confirmed_at ? Date.parse(user.email_confirmed_at) : Number.NaN;
  return {
    id: user.id,
    email: user.email ?? null,
    justConfirmed: Number.isFinite(confirmedAt) && now - confirmedAt < JUST_CONFIRMED_WINDOW_MS,
  };
}

export function createLiveAuthServices(
  clientFor: () => Promise<AppSupabaseClient> = getSupabase,
): AuthServices {
  return {
    async readSession() {
      const client = await clientFor();
      const { data } = await client.auth.getSession();
      return { signedIn: data.session !== null };
    },

    async signIn({ email, password }) {
      const client = await clientFor();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      writeLocal(localKeys.lastLogin, new Date().toISOString());
      return { userId: data.user.id };
    },

    async resendVerification({ email }) {
      const client = await clientFor();
      // supabase-js stores a new PKCE verifier before it asks; if the server refuses (e.g. one
      // email a minute), the link already sent must keep working, so its verifier comes back.
      const earlierVerifiers = readCodeVerifiers();
      const { error } = await client.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: signupRedirectUrl() },
      });
      if (error) {
        restoreCodeVerifiers(earlierVerifiers);
        throw error;
      }
    },

    async signUp({ fullName, email, password }) {
      const client = await clientFor();
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName }, emailRedirectTo: signupRedirectUrl() },
      });
      if (error) throw error;
      if (data.session) return { kind: 'signedIn' };
      // GoTrue answers a signup for a confirmed address with a look-alike user that has no
      // identities, so as not to reveal the account to strangers.
      if (data.user && (data.user.identities?.length ?? 0) === 0)
        return { kind: 'alreadyRegistered' };
      return { kind: 'confirmationRequired' };
    },

    async requestPasswordReset({ email }) {
      const client = await clientFor();
      const { error } = await client.auth.resetPasswordForEmail(email, {
        redirectTo: resetRedirectUrl(),
      });
      if (error) throw error;
    },

    async establishRecoverySession(link) {
      const client = await clientFor();
      const session = await sessionFromLink(client, link);
      return { hasSession: session !== null };
    },

    async updatePassword({ password }) {
      const client = await clientFor();
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
    },

    async endRecoverySession() {
      const client = await clientFor();
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) throw error;
    },

    async establishSession(link) {
      const client = await clientFor();
      const session = await sessionFromLink(client, link);
      return { user: session ? toCallbackUser(session.user, Date.now()) : null };
    },

    async findOnboardingProfile({ userId }) {
      const client = await clientFor();
      const { data, error } = await client
        .from('onboarding_profile')
        .select('id')
        .eq('id', userId)
        .maybeSingle();
      if (error) throw error;
      return { hasOnboardingProfile: data !== null };
    },

    async setSession({ accessToken, refreshToken }) {
      const client = await clientFor();
      const { error } = await client.auth.setSession({
        access_token: accessToken,
        refresh_token: refreshToken,
      });
      if (error) throw error;
    },
  };
}
