/**
 * The one Supabase client of the page (src/services/supabase.ts getSupabase): created once, and
 * everyone who waited for it goes on in a task of their own.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0 }));

vi.mock('@supabase/supabase-js', () => ({
  createClient: () => {
    created.count += 1;
    return { auth: {} };
  },
}));

vi.mock('../../src/env.ts', () => ({
  readEnv: () => ({ VITE_SUPABASE_URL: 'http://127.0.0.1:1', VITE_SUPABASE_ANON_KEY: 'anon' }),
}));

describe('the Supabase client', () => {
  beforeEach(() => {
    vi.resetModules();
    created.count = 0;
    localStorage.clear();
    // A stored session: the client starts once the page has painted.
    localStorage.setItem('sb-local-auth-token', '{}');
  });

  it('lets each caller that waited go on in a task of its own', async () => {
    const { getSupabase } = await import('../../src/services/supabase.ts');
    const order: string[] = [];
    const first = getSupabase().then(() => {
      order.push('first');
      queueMicrotask(() => order.push('the rest of the first task'));
    });
    const second = getSupabase().then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'the rest of the first task', 'second']);
    expect(created.count).toBe(1);
  });

  it('answers at once once the client exists', async () => {
    const { getSupabase } = await import('../../src/services/supabase.ts');
    const client = await getSupabase();
    let answered: unknown = null;
    void getSupabase().then((again) => {
      answered = again;
    });
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(answered).toBe(client);
    expect(created.count).toBe(1);
  });
});
