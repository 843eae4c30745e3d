/**
 * Rate limits, configured small: emails per address (interval and hourly count), sign-ups per
 * client IP and token requests per client IP, each answered with 429 and GoTrue's error code.
 */
import type { RateLimits } from '../../supabase/local/contracts.ts';
import {
  authClient,
  listMail,
  RELAXED_LIMITS,
  startAuthBackend,
  uniqueEmail,
  waitForMail,
} from './auth-support.ts';
import type { TestBackend } from './support.ts';

const PASSWORD = 'limit password';

// One backend for the file: the service reads its limits from the live config on each request,
// so each group sets its own and starts from an empty event log.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function useLimits(limits: Partial<RateLimits>): Promise<void> {
  backend.config.rateLimits = { ...RELAXED_LIMITS, ...limits };
  await backend.db.query('delete from auth.rate_limit_events');
}

describe('the interval between two emails to one address', () => {
  beforeAll(() => useLimits({ emailIntervalSeconds: 60 }));

  it('refuses a resend right after the sign-up email, saying how long to wait', async () => {
    const client = authClient(backend.url, backend.anonKey);
    const email = uniqueEmail();
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    // The interval counts from the sign-up request; its email goes out just after the answer.
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/only request this after (59|60) seconds/);
    await waitForMail(backend.url, email);
    expect(await listMail(backend.url, email)).toHaveLength(1);

    // Another address is not affected.
    const other = uniqueEmail();
    expect((await client.auth.signUp({ email: other, password: PASSWORD })).error).toBeNull();
  });

  it('limits password reset emails the same way', async () => {
    const admin = authClient(backend.url, backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = authClient(backend.url, backend.anonKey);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await client.auth.resetPasswordForEmail(email);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
  });
});

describe('emails per address per hour', () => {
  beforeAll(() => useLimits({ emailsPerHour: 2 }));

  it('allows the configured number, then answers 429', async () => {
    const client = authClient(backend.url, backend.anonKey);
    const email = uniqueEmail();
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const third = await client.auth.resend({ type: 'signup', email });
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe('over_email_send_rate_limit');
    expect(third.error?.message).toBe('Email rate limit exceeded');
    await waitForMail(backend.url, email, 2);
    expect(await listMail(backend.url, email)).toHaveLength(2);
  });
});

describe('sign-ups and token requests per client IP', () => {
  beforeAll(() => useLimits({ signupsPerHour: 2, tokenRequestsPer5Min: 3 }));

  it('refuses the sign-up beyond the limit', async () => {
    const client = authClient(backend.url, backend.anonKey);
    expect(
      (await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD })).error,
    ).toBeNull();
    expect(
      (await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD })).error,
    ).toBeNull();
    const third = await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe('over_request_rate_limit');
  });

  it('refuses password and refresh grants beyond the limit', async () => {
    const admin = authClient(backend.url, backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = authClient(backend.url, backend.anonKey);
    const first = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(first.error).toBeNull();
    expect(
      (await client.auth.signInWithPassword({ email, password: 'wrong one' })).error?.code,
    ).toBe('invalid_credentials');
    const refreshed = await client.auth.refreshSession({
      refresh_token: first.data.session?.refresh_token ?? '',
    });
    expect(refreshed.error).toBeNull();
    const fourth = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(fourth.error?.status).toBe(429);
    expect(fourth.error?.code).toBe('over_request_rate_limit');
    const refreshAgain = await client.auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? '',
    });
    expect(refreshAgain.error?.code).toBe('over_request_rate_limit');
  });
});
