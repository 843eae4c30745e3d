/**
 * Auth emails go out after the answer, through an outbox kept in the database: a request is
 * answered while the mail server is down, and the email still arrives once the server is back,
 * even when the backend was restarted in between.
 */
import type { LocalConfig, MailMessage, MailSystem } from '../../supabase/local/contracts.ts';
import { createMailSystem } from '../../supabase/local/mail/index.ts';
import { createAuthService } from '../../supabase/local/auth/index.ts';
import { createRestService } from '../../supabase/local/rest/index.ts';
import {
  RELAXED_LIMITS,
  SITE_URL,
  listMail,
  openLink,
  rawAuth,
  uniqueEmail,
  verifyLink,
  waitForMail,
} from './auth-support.ts';
import {
  forEachDbKind,
  makeTempDir,
  startPostgresCluster,
  startTestBackend,
  type PostgresCluster,
  type TestBackend,
} from './support.ts';
import { rmSync } from 'node:fs';

/** The real mail system, whose sending fails while `down` is true (an SMTP relay that is out). */
function flakyMail(state: { down: boolean; refused: number }) {
  return async (config: LocalConfig): Promise<MailSystem> => {
    const real = await createMailSystem(config);
    return {
      ...real,
      mailer: {
        async send(message: MailMessage) {
          if (state.down) {
            state.refused += 1;
            throw new Error('connect ECONNREFUSED (test: the mail server is down)');
          }
          await real.mailer.send(message);
        },
      },
    };
  };
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`the email outbox on ${kind}`, () => {
    let cluster: PostgresCluster | undefined;
    let connectionString: string | undefined;
    let dataDir: string;

    beforeAll(async () => {
      if (kind === 'postgres') {
        cluster = await startPostgresCluster();
        connectionString = await cluster.createDatabase();
      }
      dataDir = makeTempDir('mealwise-outbox-');
    });

    afterAll(async () => {
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    function start(state: { down: boolean; refused: number }): Promise<TestBackend> {
      return startTestBackend({
        ...(connectionString ? { dbKind: 'postgres' as const, connectionString } : {}),
        dataDir,
        autoConfirm: false,
        factories: { createAuthService, createRestService, createMailSystem: flakyMail(state) },
        overrides: {
          siteUrl: SITE_URL,
          additionalRedirectUrls: [`${SITE_URL}/**`],
          rateLimits: RELAXED_LIMITS,
        },
      });
    }

    it('answers a reset request while mail is down and delivers it after a restart', async () => {
      const outage = { down: true, refused: 0 };
      const first = await start(outage);
      const email = uniqueEmail('outbox');
      try {
        const created = await first
          .adminClient()
          .auth.admin.createUser({ email, password: 'outbox password', email_confirm: true });
        expect(created.error).toBeNull();
        const answer = await rawAuth(first, '/recover', {
          method: 'POST',
          body: JSON.stringify({ email }),
        });
        expect(answer).toMatchObject({ status: 200, body: {} });
        // The outbox tried and failed at least once; nothing was delivered.
        await expect.poll(() => outage.refused, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await listMail(first.url, email)).toEqual([]);
      } finally {
        await first.close();
      }

      const second = await start({ down: false, refused: 0 });
      try {
        const message = await waitForMail(second.url, email, 1, 20_000);
        expect(message.subject).toBe('Reset your password');
        // The link names the first backend's port (chosen at random in tests): same link, new port.
        const link = new URL(verifyLink(message));
        const location = await openLink(`${second.url}${link.pathname}${link.search}`);
        expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/`);
        expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
        // Delivered once, not once per attempt.
        expect(await listMail(second.url, email)).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it('answers a sign-up while mail is down, then sends the confirmation', async () => {
      const outage = { down: true, refused: 0 };
      const backend = await start(outage);
      try {
        const email = uniqueEmail('outbox-signup');
        const answer = await rawAuth(backend, '/signup', {
          method: 'POST',
          body: JSON.stringify({ email, password: 'outbox password' }),
        });
        expect(answer.status).toBe(200);
        await expect.poll(() => outage.refused, { timeout: 10_000 }).toBeGreaterThan(0);
        outage.down = false;
        const message = await waitForMail(backend.url, email, 1, 20_000);
        expect(message.subject).toBe('Confirm your email address');
      } finally {
        await backend.close();
      }
    });
  });
}
