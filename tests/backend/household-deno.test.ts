/**
 * The household function once under real Deno, as hosted Supabase runs it: an invitation is
 * mailed over SMTP with nodemailer (to the local backend's mailbox) and its link joins the
 * partner. Deno's Node compatibility is what hosted functions send email with.
 */
import { join } from 'node:path';
import { denoMissing, functionsDir, serveWithDeno } from './deno-support.ts';
import {
  address,
  addMember,
  JOIN_URL,
  mailedToken,
  SITE_URL,
} from './household-accounts-support.ts';
import { createSignedInUser, startTestBackend, type TestBackend } from './support.ts';

describe.skipIf(denoMissing !== undefined)('the household function under Deno', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ inMemory: true, overrides: { siteUrl: SITE_URL } });
  });
  afterAll(() => backend.close());

  it('mails an invitation over SMTP and joins the partner with its link', async () => {
    const holder = await createSignedInUser(backend, { email: address('deno-holder') });
    const partner = await createSignedInUser(backend, { email: address('deno-partner') });
    const memberId = await addMember(holder, 'Ana');
    const deno = await serveWithDeno({
      entry: 'household/index.ts',
      // nodemailer names this host in its greeting (os.hostname).
      flags: ['--config', join(functionsDir, 'deno.json'), '--allow-sys'],
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        SITE_URL,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(backend.config.smtp.port),
        SMTP_FROM: backend.config.smtp.from,
      },
      startMs: 90_000,
    });
    const call = (token: string, body: unknown) =>
      fetch(deno.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          // What the platform's edge sets from the connection.
          'cf-connecting-ip': '203.0.113.9',
        },
        body: JSON.stringify(body),
      });
    try {
      const sent = await call(holder.accessToken, {
        action: 'invite',
        email: partner.email,
        memberId,
        joinUrl: JOIN_URL,
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const token = await mailedToken(backend, partner.email);
      const joined = await call(partner.accessToken, { action: 'accept', token });
      expect(await joined.json()).toEqual({ householdId: holder.user.id });
    } finally {
      await deno.stop();
    }
  }, 120_000);
});
