/**
 * The email system on its own: the SMTP mailbox receives what the nodemailer mailer sends, and
 * its HTTP service shows the messages as JSON (for tests and Playwright) and as a web page (for
 * a person), with links extracted and everything from the message escaped.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { LocalConfig } from '../../supabase/local/contracts.ts';
import { createMailSystem, type MailSystem } from '../../supabase/local/mail/index.ts';
import { listMail, mailboxMessageSchema } from './auth-support.ts';

function mailConfig(dataDir: string): LocalConfig {
  return {
    apiUrl: 'http://127.0.0.1:0',
    port: 0,
    host: '127.0.0.1',
    siteUrl: 'http://localhost:5173',
    additionalRedirectUrls: [],
    jwtSecret: 'unused-by-the-mail-system-0123456789',
    jwtExpirySeconds: 3600,
    anonKey: 'unused',
    serviceRoleKey: 'unused',
    autoConfirm: false,
    minPasswordLength: 6,
    rateLimits: {
      emailsPerHour: 0,
      emailIntervalSeconds: 0,
      signupsPerHour: 0,
      tokenRequestsPer5Min: 0,
      failedSignInsPerAddress: 0,
      otpAttempts: 0,
    },
    dataDir,
    corsOrigins: ['*'],
    smtp: { host: '127.0.0.1', port: 0, secure: false, from: 'Mealwise <no-reply@mealwise.local>' },
    functionsDir: '',
    mailboxUrl: 'http://127.0.0.1:0/mailbox',
  };
}

/** Mounts the mailbox service at /mailbox of a bare HTTP server, as the backend's server does. */
async function serveMailbox(mail: MailSystem): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void mail.service.handle({
        req,
        res,
        url,
        path: url.pathname.slice('/mailbox'.length),
        body: Buffer.concat(chunks),
        clientIp: '127.0.0.1',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

let dataDir: string;
let mail: MailSystem;
let url: string;
let server: Server;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mealwise-mail-'));
  mail = await createMailSystem(mailConfig(dataDir));
  ({ url, server } = await serveMailbox(mail));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await mail?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${url}/mailbox/api/messages`, { method: 'DELETE' });
});

describe('the mailbox JSON API', () => {
  it('lists what the mailer sent over SMTP, newest first, with links decoded from the HTML', async () => {
    expect(mail.smtpPort).toBeGreaterThan(0);
    await mail.mailer.send({
      to: 'Reader@Example.com',
      subject: 'First',
      text: 'Open https://app.example.com/a?x=1&y=2 now.',
      html: '<p><a href="https://app.example.com/a?x=1&amp;y=2">open</a> <a href="mailto:x@y.z">mail</a></p>',
    });
    await mail.mailer.send({ to: 'other@example.com', subject: 'Second', text: 'plain', html: '' });

    const all = await listMail(url);
    expect(all.map((message) => message.subject)).toEqual(['Second', 'First']);
    const forReader = await listMail(url, 'READER@example.com');
    expect(forReader).toHaveLength(1);
    const message = forReader[0];
    expect(message).toMatchObject({
      to: 'reader@example.com',
      from: 'no-reply@mealwise.local',
      subject: 'First',
      links: ['https://app.example.com/a?x=1&y=2'],
    });
    expect(message?.text).toContain('Open https://app.example.com/a?x=1&y=2 now.');
    expect(Number.isNaN(Date.parse(message?.date ?? ''))).toBe(false);

    const one = await fetch(`${url}/mailbox/api/messages/${message?.id}`);
    expect(one.status).toBe(200);
    expect(mailboxMessageSchema.parse(await one.json()).id).toBe(message?.id);
  });

  it('delivers one message to every recipient', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: mail.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'someone@example.com',
      to: ['a@example.com', 'b@example.com'],
      subject: 'Both',
      text: 'hello',
    });
    transport.close();
    expect(await listMail(url, 'a@example.com')).toHaveLength(1);
    expect(await listMail(url, 'b@example.com')).toHaveLength(1);
    expect((await listMail(url, 'a@example.com'))[0]?.from).toBe('someone@example.com');
  });

  it('clears, and answers unknown ids, paths and methods with JSON errors', async () => {
    await mail.mailer.send({ to: 'x@example.com', subject: 'Gone soon', text: 't', html: '' });
    expect(await listMail(url)).toHaveLength(1);
    const cleared = await fetch(`${url}/mailbox/api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await listMail(url)).toHaveLength(0);

    const missing = await fetch(`${url}/mailbox/api/messages/nope%zz`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found' });
    expect((await fetch(`${url}/mailbox/elsewhere`)).status).toBe(404);
    const wrongMethod = await fetch(`${url}/mailbox/api/messages`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, DELETE');
  });
});

describe('the mailbox web page', () => {
  it('shows every message with clickable links and escapes what the message contains', async () => {
    await mail.mailer.send({
      to: 'page@example.com',
      subject: '<script>alert(1)</script> Confirm',
      text: 'Click https://app.example.com/verify?token=abc&type=signup to confirm.',
      html: '<p><a href="https://app.example.com/verify?token=abc&amp;type=signup">Confirm</a></p><script>alert(2)</script>',
    });
    const response = await fetch(`${url}/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const page = await response.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Confirm');
    expect(page).toContain(
      '<a href="https://app.example.com/verify?token=abc&amp;type=signup" target="_blank" rel="noopener noreferrer">',
    );

    const [message] = await listMail(url, 'page@example.com');
    const detail = await (await fetch(`${url}/mailbox/messages/${message?.id}`)).text();
    expect(detail).toContain('<iframe title="HTML version" sandbox="allow-popups');
    expect(detail).not.toContain('<script>');
    expect(detail).toContain('href="/mailbox"');
  });
});

describe('persistence', () => {
  it('keeps the messages in the data directory across a restart', async () => {
    await mail.mailer.send({
      to: 'kept@example.com',
      subject: 'Kept',
      text: 'still here',
      html: '',
    });
    const second = await createMailSystem(mailConfig(dataDir));
    const mounted = await serveMailbox(second);
    try {
      const kept = await listMail(mounted.url, 'kept@example.com');
      expect(kept.map((message) => message.subject)).toEqual(['Kept']);
    } finally {
      await new Promise<void>((resolve) => mounted.server.close(() => resolve()));
      await second.close();
    }
  });
});

describe('with an external SMTP server', () => {
  it('sends there and keeps no local mailbox', async () => {
    // The relay is a second mailbox: a real SMTP server the first system must deliver to.
    const relayDir = mkdtempSync(join(tmpdir(), 'mealwise-relay-'));
    const relay = await createMailSystem(mailConfig(relayDir));
    const relayHttp = await serveMailbox(relay);
    const external: LocalConfig = {
      ...mailConfig(dataDir),
      mailboxUrl: undefined,
      smtp: { host: '127.0.0.1', port: relay.smtpPort, secure: false, from: 'app@example.com' },
    };
    const system = await createMailSystem(external);
    const mounted = await serveMailbox(system);
    try {
      expect(system.smtpPort).toBe(relay.smtpPort);
      await system.mailer.send({ to: 'far@example.com', subject: 'Relayed', text: 'hi', html: '' });
      const [relayed] = await listMail(relayHttp.url, 'far@example.com');
      expect(relayed).toMatchObject({ subject: 'Relayed', from: 'app@example.com' });
      const off = await fetch(`${mounted.url}/mailbox/api/messages`);
      expect(off.status).toBe(404);
      expect(await off.json()).toMatchObject({ error: 'mailbox_disabled' });
    } finally {
      await new Promise<void>((resolve) => mounted.server.close(() => resolve()));
      await new Promise<void>((resolve) => relayHttp.server.close(() => resolve()));
      await system.close();
      await relay.close();
      rmSync(relayDir, { recursive: true, force: true });
    }
  });
});
