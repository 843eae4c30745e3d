/**
 * The edges of the auth API: email links, tokens and codes past their lifetime, and the sweep
 * of what has expired.
 * Every refusal is a 4xx JSON body in GoTrue's shape, and the server keeps serving.
 */
import { sweepExpired } from '../../supabase/local/auth/maintenance.ts';
import {
  authClient,
  fragmentParams,
  openLink,
  uniqueEmail,
  useAuthBackend,
  verifyLink,
  waitForMail,
} from './auth-support.ts';

const auth = useAuthBackend();

describe('expiry', () => {
  it('refuses an email link past its lifetime', async () => {
    const email = uniqueEmail();
    await authClient(auth.backend.url, auth.backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'expiring pw',
    });
    const link = verifyLink(await waitForMail(auth.backend.url, email));
    await auth.backend.db.query(
      `update auth.one_time_tokens set expires_at = now() - interval '1 second'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const location = await openLink(link);
    expect(fragmentParams(location).get('error_code')).toBe('otp_expired');
    expect(fragmentParams(location).get('access_token')).toBeNull();
  });

  it('stores only hashes of email tokens', async () => {
    const email = uniqueEmail();
    await authClient(auth.backend.url, auth.backend.anonKey, 'implicit').auth.signUp({
      email,
      password: 'hashed pw',
    });
    const token = new URL(verifyLink(await waitForMail(auth.backend.url, email))).searchParams.get(
      'token',
    );
    const { rows } = await auth.backend.db.query<{
      token_hash: string;
      confirmation_token: string;
    }>(
      `select t.token_hash, u.confirmation_token from auth.one_time_tokens t
         join auth.users u on u.id = t.user_id where u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token ?? '');
    expect(rows[0]?.confirmation_token).toBe(rows[0]?.token_hash);
  });

  it('sweeps expired email tokens, abandoned PKCE flows and old rate-limit events', async () => {
    const email = uniqueEmail();
    await authClient(auth.backend.url, auth.backend.anonKey, 'pkce').auth.signUp({
      email,
      password: 'sweep pw 1',
    });
    await waitForMail(auth.backend.url, email);
    const fresh = uniqueEmail();
    await authClient(auth.backend.url, auth.backend.anonKey, 'pkce').auth.signUp({
      email: fresh,
      password: 'sweep pw 1',
    });
    await waitForMail(auth.backend.url, fresh);
    const owner = '(select id from auth.users where email = $1)';
    await auth.backend.db.query(
      `update auth.one_time_tokens set expires_at = now() - interval '2 hours' where user_id = ${owner}`,
      [email],
    );
    await auth.backend.db.query(
      `update auth.flow_state set created_at = now() - interval '2 days' where user_id = ${owner}`,
      [email],
    );
    await auth.backend.db.query(
      `insert into auth.rate_limit_events (bucket, subject, created_at) values ('email', $1, now() - interval '2 days')`,
      [email],
    );

    await sweepExpired(auth.backend.db);

    async function count(table: string, userEmail: string): Promise<number> {
      const { rows } = await auth.backend.db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where user_id = (select id from auth.users where email = $1)`,
        [userEmail],
      );
      return rows[0]?.n ?? -1;
    }
    expect(await count('auth.one_time_tokens', email)).toBe(0);
    expect(await count('auth.flow_state', email)).toBe(0);
    expect(await count('auth.one_time_tokens', fresh)).toBe(1);
    expect(await count('auth.flow_state', fresh)).toBe(1);
    const { rows } = await auth.backend.db.query<{ n: number }>(
      `select count(*)::int as n from auth.rate_limit_events where created_at < now() - interval '1 day'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses an auth code not exchanged within five minutes', async () => {
    const email = uniqueEmail();
    const app = authClient(auth.backend.url, auth.backend.anonKey, 'pkce');
    await app.auth.signUp({ email, password: 'slow pkce pw' });
    const code = (
      await openLink(verifyLink(await waitForMail(auth.backend.url, email)))
    ).searchParams.get('code');
    await auth.backend.db.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '6 minutes'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const { error } = await app.auth.exchangeCodeForSession(code ?? '');
    expect(error?.code).toBe('flow_state_expired');
    expect(error?.status).toBe(422);
  });
});
