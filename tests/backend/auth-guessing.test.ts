/**
 * Guessing is bounded per account, not only per client: an address refuses sign-ins for a while
 * after a few wrong passwords, from whatever clients they came, and an emailed 6-digit code stops
 * working after a few wrong tries. Both answer with GoTrue's error codes, and an address without
 * an account behaves exactly like one with.
 */
import { z } from 'zod';
import {
  RELAXED_LIMITS,
  authErrorSchema,
  openLink,
  startAuthBackend,
  uniqueEmail,
  verifyLink,
  waitForMail,
  type MailboxMessage,
} from './auth-support.ts';
import { rawHttp } from './http-support.ts';
import type { TestBackend } from './support.ts';

const FAILED_SIGN_INS = 3;
const CODE_ATTEMPTS = 3;
const PASSWORD = 'guess me not 1';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startAuthBackend({
    ...RELAXED_LIMITS,
    failedSignInsPerAddress: FAILED_SIGN_INS,
    otpAttempts: CODE_ATTEMPTS,
  });
});
afterAll(() => backend?.close());

async function authCall(
  path: string,
  body: unknown,
  from = '127.0.0.1',
): Promise<{ status: number; body: unknown }> {
  const answer = await rawHttp(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    localAddress: from,
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: JSON.parse(answer.body) as unknown };
}

function signIn(email: string, password: string, from?: string) {
  return authCall('/token?grant_type=password', { email, password }, from);
}

function errorCode(answer: { status: number; body: unknown }): string {
  return authErrorSchema.parse(answer.body).error_code;
}

async function account(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const created = await backend
    .adminClient()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  return email;
}

describe('failed sign-ins per address', () => {
  it('refuses even the right password after a few wrong ones, from any client', async () => {
    const email = await account('locked');
    for (let attempt = 0; attempt < FAILED_SIGN_INS; attempt += 1) {
      // Alternating clients: the count belongs to the address, not to a client.
      const wrong = await signIn(
        email,
        `wrong ${attempt}`,
        attempt % 2 ? '127.0.0.2' : '127.0.0.1',
      );
      expect(wrong.status).toBe(400);
      expect(errorCode(wrong)).toBe('invalid_credentials');
    }
    const right = await signIn(email, PASSWORD, '127.0.0.3');
    expect(right.status).toBe(429);
    expect(errorCode(right)).toBe('over_request_rate_limit');
  });

  it('treats an address without an account exactly the same', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < FAILED_SIGN_INS; attempt += 1) {
      expect(errorCode(await signIn(email, `wrong ${attempt}`))).toBe('invalid_credentials');
    }
    const next = await signIn(email, PASSWORD);
    expect(next.status).toBe(429);
    expect(errorCode(next)).toBe('over_request_rate_limit');
  });

  it('leaves other addresses and fewer failures alone', async () => {
    const email = await account('careless');
    for (let attempt = 0; attempt < FAILED_SIGN_INS - 1; attempt += 1) {
      expect(errorCode(await signIn(email, `wrong ${attempt}`))).toBe('invalid_credentials');
    }
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await signIn(await account('bystander'), PASSWORD)).status).toBe(200);
  });
});

function codeOf(message: MailboxMessage): string {
  const code = /enter this code: (\d{6})/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}

/** A 6-digit code that is not `code`. */
function otherCode(code: string, attempt: number): string {
  return String((Number(code) + 1 + attempt) % 1_000_000).padStart(6, '0');
}

describe('wrong recovery codes', () => {
  async function recoveryEmail(label: string): Promise<{ email: string; message: MailboxMessage }> {
    const email = await account(label);
    expect((await authCall('/recover', { email })).status).toBe(200);
    return { email, message: await waitForMail(backend.url, email) };
  }

  it('invalidate the code and its link after a few tries', async () => {
    const { email, message } = await recoveryEmail('guessed');
    const code = codeOf(message);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const wrong = await authCall('/verify', {
        type: 'recovery',
        email,
        token: otherCode(code, attempt),
      });
      expect(wrong.status).toBe(403);
      expect(errorCode(wrong)).toBe('otp_expired');
    }
    const right = await authCall('/verify', { type: 'recovery', email, token: code });
    expect(right.status).toBe(403);
    expect(errorCode(right)).toBe('otp_expired');
    const location = await openLink(verifyLink(message));
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('leave the code working after fewer tries', async () => {
    const { email, message } = await recoveryEmail('fumbled');
    const code = codeOf(message);
    for (let attempt = 0; attempt < CODE_ATTEMPTS - 1; attempt += 1) {
      const wrong = await authCall('/verify', {
        type: 'recovery',
        email,
        token: otherCode(code, attempt),
      });
      expect(errorCode(wrong)).toBe('otp_expired');
    }
    const right = await authCall('/verify', { type: 'recovery', email, token: code });
    expect(right.status).toBe(200);
    expect(z.object({ access_token: z.string() }).parse(right.body).access_token).toBeTruthy();
  });
});
