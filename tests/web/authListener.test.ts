import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import type { AuthListenerEvent } from '../../machines/authSession/authSession.types.ts';
import { listenToAuth, type AuthListenerDeps } from '../../src/services/authSession.live.ts';
import {
  addressCarriesAuthResult,
  isSessionStorageKey,
  type AppSupabaseClient,
} from '../../src/services/supabase.ts';

type AuthCallback = (event: AuthChangeEvent, session: Session | null) => void;

/** A stand-in for the client's auth events: the test plays the events supabase-js would send. */
function eventSource() {
  const callbacks = new Set<AuthCallback>();
  const unsubscribed = vi.fn();
  const client = {
    auth: {
      onAuthStateChange(callback: AuthCallback) {
        callbacks.add(callback);
        return {
          data: {
            subscription: {
              unsubscribe: () => {
                callbacks.delete(callback);
                unsubscribed();
              },
            },
          },
        };
      },
    },
  } as unknown as AppSupabaseClient;
  return {
    client,
    unsubscribed,
    subscribers: () => callbacks.size,
    play(event: AuthChangeEvent, session: Session | null) {
      for (const callback of callbacks) callback(event, session);
    },
  };
}

function sessionOf(id: string, createdAt: string): Session {
  return {
    user: {
      id,
      email: `${id}@example.com`,
      created_at: createdAt,
      email_confirmed_at: createdAt,
      user_metadata: { full_name: 'Ada Lovelace' },
    },
  } as unknown as Session;
}

/**
 * The page as the listener sees it: whether a session is stored, the address, and a client that
 * exists only once something asks for it (as src/services/supabase.ts does).
 */
function page(options: { stored?: boolean; search?: string; hash?: string } = {}) {
  const source = eventSource();
  const watchers = new Set<(client: AppSupabaseClient) => void>();
  let created = false;
  const getSupabase = vi.fn(async () => {
    if (!created) {
      created = true;
      for (const watcher of watchers) watcher(source.client);
      watchers.clear();
    }
    return source.client;
  });
  const deps: AuthListenerDeps = {
    getSupabase,
    whenSupabaseCreated: (watcher) => {
      if (created) {
        watcher(source.client);
        return () => {};
      }
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    hasStoredSession: () => options.stored ?? false,
    address: () => ({ search: options.search ?? '', hash: options.hash ?? '' }),
  };
  return { source, deps, getSupabase, watching: () => watchers.size };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the auth listener', () => {
  it('reports a signed-out visitor at once without starting the client', () => {
    const { deps, getSupabase, watching } = page();
    const events: AuthListenerEvent[] = [];
    const stop = listenToAuth((event) => events.push(event), deps);
    expect(events).toEqual([{ type: 'auth.initialSession', user: null }]);
    expect(getSupabase).not.toHaveBeenCalled();
    expect(watching()).toBe(1);
    stop();
    expect(watching()).toBe(0);
  });

  it('subscribes once another screen starts the client and reads a new session as a sign-in', async () => {
    const { deps, getSupabase, source } = page();
    const events: AuthListenerEvent[] = [];
    listenToAuth((event) => events.push(event), deps);
    await getSupabase();
    expect(source.subscribers()).toBe(1);
    // The empty initial session of the late subscription repeats what was already said.
    source.play('INITIAL_SESSION', null);
    expect(events).toHaveLength(1);
    source.play('INITIAL_SESSION', sessionOf('u1', '2026-01-01T00:00:00Z'));
    source.play('SIGNED_IN', sessionOf('u1', '2026-01-01T00:00:00Z'));
    source.play('SIGNED_OUT', null);
    expect(events.map((event) => event.type)).toEqual([
      'auth.initialSession',
      'auth.signedIn',
      'auth.signedIn',
      'auth.signedOut',
    ]);
  });

  it('starts the client at once for a stored session and passes its initial session on', async () => {
    const { deps, getSupabase, source } = page({ stored: true });
    const events: AuthListenerEvent[] = [];
    const stop = listenToAuth((event) => events.push(event), deps);
    expect(getSupabase).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
    await flush();
    source.play('INITIAL_SESSION', null);
    expect(events).toEqual([{ type: 'auth.initialSession', user: null }]);
    stop();
    expect(source.unsubscribed).toHaveBeenCalledOnce();
  });

  it.each([
    { search: '?code=abc' },
    { search: '?error=access_denied&error_description=Link+expired' },
    { hash: '#access_token=t&refresh_token=r&type=signup' },
    { hash: '#/auth/callback?token_hash=h&type=recovery' },
  ])('starts the client at once when the address carries an auth result (%o)', (address) => {
    const { deps, getSupabase } = page(address);
    const events: AuthListenerEvent[] = [];
    listenToAuth((event) => events.push(event), deps);
    expect(getSupabase).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
  });

  it('starts the client when another tab stores a session, and only then', async () => {
    const { deps, getSupabase, source } = page();
    const events: AuthListenerEvent[] = [];
    const stop = listenToAuth((event) => events.push(event), deps);
    const storageEvent = (key: string, newValue: string | null) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }),
      );
    storageEvent('mealwise:last-session', 'x');
    storageEvent('sb-127-auth-token', null);
    expect(getSupabase).not.toHaveBeenCalled();
    storageEvent('sb-127-auth-token', '{"access_token":"t"}');
    expect(getSupabase).toHaveBeenCalledOnce();
    await flush();
    source.play('INITIAL_SESSION', sessionOf('u2', '2025-01-01T00:00:00Z'));
    expect(events.at(-1)).toMatchObject({ type: 'auth.signedIn', user: { id: 'u2' } });
    stop();
    storageEvent('sb-127-auth-token', '{"access_token":"t2"}');
    expect(getSupabase).toHaveBeenCalledOnce();
  });

  it('drives the session machine: signed out at once, then signed in (and new) by a later sign-in', async () => {
    const { deps, getSupabase, source } = page();
    const now = Date.parse('2026-01-01T00:05:00Z');
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          authListener: fromCallback(({ sendBack }) => listenToAuth(sendBack, deps)),
          // The children are tested on their own; here they only have to stay quiet.
          onboardingCompletion: fromPromise(async () => ({ complete: false })) as never,
          sessionRefresh: fromCallback(() => () => {}) as never,
        },
      }),
      { input: { localOnboardingComplete: false, now: () => now } },
    ).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    await getSupabase();
    source.play('INITIAL_SESSION', null);
    source.play('SIGNED_IN', sessionOf('u3', '2026-01-01T00:00:00Z'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.user?.id).toBe('u3');
    expect(snapshot.context.isNewUser).toBe(true);
    actor.stop();
  });
});

describe('recognising sessions and auth links', () => {
  it('knows the storage key supabase-js keeps its session under', () => {
    expect(isSessionStorageKey('sb-127-auth-token')).toBe(true);
    expect(isSessionStorageKey('sb-abcdefgh-auth-token')).toBe(true);
    expect(isSessionStorageKey('sb-127-auth-token-code-verifier')).toBe(false);
    expect(isSessionStorageKey('mealwise:newUser')).toBe(false);
    expect(isSessionStorageKey(null)).toBe(false);
  });

  it('tells an auth result in the address from ordinary addresses', () => {
    expect(addressCarriesAuthResult({ search: '?code=abc', hash: '' })).toBe(true);
    expect(addressCarriesAuthResult({ search: '', hash: '#error_description=Expired' })).toBe(true);
    expect(addressCarriesAuthResult({ search: '?redirect_to=/onboarding', hash: '' })).toBe(false);
    expect(addressCarriesAuthResult({ search: '', hash: '#top' })).toBe(false);
    expect(addressCarriesAuthResult({ search: '?code=', hash: '' })).toBe(false);
  });
});
