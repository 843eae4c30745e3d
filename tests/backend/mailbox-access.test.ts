/**
 * The local mailbox shows reset links, so only this machine may read it: it answers loopback
 * clients that name a loopback host (or the API's own), and refuses a foreign Host header (a page
 * using DNS rebinding) and any client from outside loopback, even when the API listens on every
 * interface.
 */
import { networkInterfaces } from 'node:os';
import { rawHttp } from './http-support.ts';
import { startTestBackend, type TestBackend } from './support.ts';

/** An address of this machine outside loopback, when it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

let backend: TestBackend;
let port: number;

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true, overrides: { host: '0.0.0.0' } });
  port = Number(new URL(backend.url).port);
});
afterAll(() => backend?.close());

function mailbox(host: string, path = '/mailbox/api/messages', from = '127.0.0.1') {
  return rawHttp(`http://127.0.0.1:${port}${path}`, {
    headers: { Host: host },
    localAddress: from,
  });
}

describe('the mailbox', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'answers a loopback client that names %s',
    async (name) => {
      expect((await mailbox(`${name}:${port}`)).status).toBe(200);
    },
  );

  it.each([
    'attacker.example',
    'attacker.example:80',
    'localhost.attacker.example',
    'localhost@attacker.example',
  ])('refuses the Host header "%s" with 403', async (host) => {
    for (const path of ['/mailbox/api/messages', '/mailbox', '/mailbox/messages/x']) {
      const answer = await mailbox(host.replace(':80', `:${port}`), path);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toMatch(/verify\?token/);
    }
  });

  it.skipIf(outsideAddress === undefined)(
    'refuses a client from outside loopback, whatever Host it names',
    async () => {
      const answer = await rawHttp(`http://${outsideAddress}:${port}/mailbox/api/messages`, {
        headers: { Host: `localhost:${port}` },
      });
      expect(answer.status).toBe(403);
    },
  );

  it('leaves the rest of the API to clients from anywhere', async () => {
    const answer = await rawHttp(`http://127.0.0.1:${port}/auth/v1/health`, {
      headers: { Host: `api.example:${port}`, apikey: backend.anonKey },
    });
    expect(answer.status).toBe(200);
  });
});
