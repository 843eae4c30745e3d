/**
 * Recover, resend, sign-up and the send-reset-email function answer in the same time whether or
 * not the address has an account: the email goes out after the answer. Each comparison
 * alternates calls for an address with an account and one without, waits for any email between
 * calls (outside the timing) until the outbox is idle, and compares the medians side by side:
 * before the outbox, an account showed as a 100 ms longer (or, for sign-up, shorter) answer.
 */
import { fileURLToPath } from 'node:url';
import { RELAXED_LIMITS, SITE_URL, rawAuth, uniqueEmail, waitForMail } from './auth-support.ts';
import { median, timed } from './http-support.ts';
import { forEachDbKind, startBackendOn, type TestBackend } from './support.ts';

/** "The same time": the median gap between the two calls of a round stays below this. */
const TOLERANCE_MS = 5;
/**
 * Rounds measured: at least MIN_ROUNDS, then more, in steps, while the machine is too busy for
 * the median gap to be known to half the tolerance (up to MAX_ROUNDS).
 */
const MIN_ROUNDS = 21;
const MAX_ROUNDS = 61;
const ROUND_STEP = 10;
/** Enough for MAX_ROUNDS of the slowest comparison (sign-up, with its password hashing). */
const TEST_TIMEOUT_MS = 180_000;
const PASSWORD = 'oracle password 1';
const functionsDir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));

/** Waits until the outbox has nothing left to do, so no background work overlaps the next call. */
async function outboxIdle(backend: TestBackend): Promise<void> {
  await expect
    .poll(
      async () =>
        (await backend.db.query<{ n: number }>('select count(*)::int as n from auth.email_outbox'))
          .rows[0]?.n,
      { interval: 5, timeout: 10_000 },
    )
    .toBe(0);
  // The worker's last query (finding the outbox empty) is done by now.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

interface Probe {
  /** The timed request. */
  call(round: number): Promise<void>;
  /** Waits, untimed, for what the request set off (an email) before the next request. */
  settle?(round: number): Promise<void>;
}

/**
 * The standard error of a median of n values, from their median absolute deviation (the normal
 * approximation: 1.2533 * sigma / sqrt(n), with sigma estimated as 1.4826 * MAD).
 */
function medianStandardError(values: number[]): number {
  const middle = median(values);
  const mad = median(values.map((value) => Math.abs(value - middle)));
  return (1.2533 * 1.4826 * mad) / Math.sqrt(values.length);
}

async function compareMedians(
  backend: TestBackend,
  label: string,
  withAccount: Probe,
  without: Probe,
): Promise<void> {
  const times: { withAccount: number[]; without: number[] } = { withAccount: [], without: [] };
  const gaps = (): number[] =>
    times.withAccount.map((took, round) => took - (times.without[round] ?? 0));
  const measure = async (probe: Probe, round: number): Promise<number> => {
    const took = await timed(() => probe.call(round));
    await probe.settle?.(round);
    await outboxIdle(backend);
    return took;
  };
  // Round 0 warms both paths up and is not counted; the order swaps every round so that neither
  // kind of address always follows the other.
  for (let round = 0; round <= MAX_ROUNDS; round += 1) {
    const measured = times.withAccount.length;
    if (
      measured >= MIN_ROUNDS &&
      measured % ROUND_STEP === 1 &&
      medianStandardError(gaps()) <= TOLERANCE_MS / 2
    )
      break;
    let a: number;
    let b: number;
    if (round % 2 === 0) {
      a = await measure(withAccount, round);
      b = await measure(without, round);
    } else {
      b = await measure(without, round);
      a = await measure(withAccount, round);
    }
    if (round > 0) {
      times.withAccount.push(a);
      times.without.push(b);
    }
  }
  // Each round's two calls ran back to back, so their difference is free of the machine's load
  // drifting over the run; its median is what the test holds to a few milliseconds, or to three
  // standard errors when even the most rounds cannot resolve a few milliseconds on a busy machine.
  const gap = median(gaps());
  const error = medianStandardError(gaps());
  console.log(
    `[timing] ${label}: median ${median(times.withAccount).toFixed(1)} ms with an account, ` +
      `${median(times.without).toFixed(1)} ms without; median gap per round ${gap.toFixed(1)} ms ` +
      `± ${error.toFixed(1)} (${times.withAccount.length} rounds)`,
  );
  expect(Math.abs(gap)).toBeLessThan(Math.max(TOLERANCE_MS, 3 * error));
}

async function expectOk(response: Promise<{ status: number; body: unknown }>): Promise<void> {
  const { status, body } = await response;
  if (status !== 200) throw new Error(`expected 200, got ${status}: ${JSON.stringify(body)}`);
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`answers that reveal no account on ${kind}`, () => {
    let backend: TestBackend;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ backend, close } = await startBackendOn(kind, {
        autoConfirm: false,
        functionsDir,
        overrides: {
          siteUrl: SITE_URL,
          additionalRedirectUrls: [`${SITE_URL}/**`],
          rateLimits: RELAXED_LIMITS,
        },
      }));
    });

    afterAll(async () => {
      await close?.();
    });

    async function confirmedAddress(label: string): Promise<string> {
      const email = uniqueEmail(label);
      const created = await backend
        .adminClient()
        .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      expect(created.error).toBeNull();
      return email;
    }

    const post = (path: string, body: unknown) =>
      rawAuth(backend, path, { method: 'POST', body: JSON.stringify(body) });

    it(
      'recover takes as long for an unknown address as for an account',
      async () => {
        const known = await confirmedAddress('recover-known');
        const unknown = uniqueEmail('recover-unknown');
        await compareMedians(
          backend,
          `recover on ${kind}`,
          {
            call: () => expectOk(post('/recover', { email: known })),
            settle: (round) => waitForMail(backend.url, known, round + 1).then(() => undefined),
          },
          { call: () => expectOk(post('/recover', { email: unknown })) },
        );
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'resend takes as long for an unknown address as for an unconfirmed account',
      async () => {
        const pending = uniqueEmail('resend-pending');
        await expectOk(post('/signup', { email: pending, password: PASSWORD }));
        await waitForMail(backend.url, pending, 1);
        const unknown = uniqueEmail('resend-unknown');
        await compareMedians(
          backend,
          `resend on ${kind}`,
          {
            call: () => expectOk(post('/resend', { type: 'signup', email: pending })),
            settle: (round) => waitForMail(backend.url, pending, round + 2).then(() => undefined),
          },
          { call: () => expectOk(post('/resend', { type: 'signup', email: unknown })) },
        );
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'sign-up takes as long for a confirmed address as for a new one',
      async () => {
        const existing = await confirmedAddress('signup-existing');
        const fresh = Array.from({ length: MAX_ROUNDS + 1 }, () => uniqueEmail('signup-new'));
        await compareMedians(
          backend,
          `sign-up on ${kind}`,
          { call: () => expectOk(post('/signup', { email: existing, password: PASSWORD })) },
          {
            call: (round) =>
              expectOk(post('/signup', { email: fresh[round] ?? '', password: PASSWORD })),
            settle: (round) =>
              waitForMail(backend.url, fresh[round] ?? '', 1).then(() => undefined),
          },
        );
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'send-reset-email takes as long for an unknown address as for an account',
      async () => {
        const known = await confirmedAddress('function-known');
        const unknown = uniqueEmail('function-unknown');
        // The function's own hourly limits are not what this test is about.
        const forgetRequests = async (): Promise<void> => {
          await backend.db.query('delete from public.email_requests');
        };
        const invoke = async (email: string): Promise<void> => {
          const response = await fetch(`${backend.url}/functions/v1/send-reset-email`, {
            method: 'POST',
            headers: {
              apikey: backend.anonKey,
              Authorization: `Bearer ${backend.anonKey}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({
              email,
              resetLink: `${SITE_URL}/reset-password/update`,
              emailType: 'reset',
            }),
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`send-reset-email: ${response.status}`);
        };
        await forgetRequests();
        await compareMedians(
          backend,
          `send-reset-email on ${kind}`,
          {
            call: () => invoke(known),
            settle: async (round) => {
              await waitForMail(backend.url, known, round + 1);
              await forgetRequests();
            },
          },
          { call: () => invoke(unknown), settle: forgetRequests },
        );
      },
      TEST_TIMEOUT_MS,
    );
  });
}
