/**
 * The email system of the local backend: an SMTP server that keeps every message it receives (the
 * mailbox), a mailer that delivers to it over real SMTP with nodemailer, and an HTTP service,
 * mounted at /mailbox, that shows the messages to a person and to tests.
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { LocalConfig, Mailer, RequestContext, Service } from '../contracts.ts';
import { createSmtpMailer } from './mailer.ts';
import { MessageStore, type StoredMessage } from './store.ts';
import { renderMailboxPage, renderMessagePage } from './page.ts';

export { createSmtpMailer } from './mailer.ts';
export { extractLinks, type StoredMessage } from './store.ts';

export interface MailSystem {
  mailer: Mailer;
  service: Service;
  smtpPort: number;
  close(): Promise<void>;
}

/** Larger messages are refused at the SMTP level; auth emails are a few kilobytes. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/**
 * With `config.mailboxUrl` set (the default locally) the embedded mailbox runs and the mailer
 * delivers to it. Without it (SMTP_HOST given) mail goes to that real SMTP server and /mailbox
 * only says that the local mailbox is off.
 */
export async function createMailSystem(config: LocalConfig): Promise<MailSystem> {
  if (config.mailboxUrl === undefined) {
    const mailer = createSmtpMailer(config.smtp);
    return {
      mailer,
      service: { handle: (ctx) => handleMailboxOff(ctx, config.smtp.host) },
      smtpPort: config.smtp.port,
      async close() {
        mailer.close();
      },
    };
  }
  const persistFile =
    config.dataDir && !config.dataDir.startsWith('memory://')
      ? join(config.dataDir, 'mailbox.json')
      : null;
  const store = new MessageStore(persistFile);
  const smtp = await startSmtpServer(config, store);
  const mailer = createSmtpMailer({ ...config.smtp, port: smtp.port });

  return {
    mailer,
    service: {
      handle: (ctx) =>
        localRequest(ctx, config) ? handleMailboxRequest(ctx, store) : refuseForeign(ctx),
    },
    smtpPort: smtp.port,
    async close() {
      mailer.close();
      await smtp.close();
    },
  };
}

function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The host name of a Host header ("name:port", "[v6]:port"), or null when it is not one. */
function hostName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const url = new URL(`http://${header}`);
    if (url.host !== header.toLowerCase() || url.pathname !== '/') return null;
    return url.hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

/**
 * The mailbox shows sign-up and reset links, so it answers only this machine: a loopback client
 * that names a loopback host or the API's own. A foreign Host header means a page reached it by
 * DNS rebinding; a client from outside loopback means the API listens on a public interface.
 */
function localRequest(ctx: RequestContext, config: LocalConfig): boolean {
  if (!isLoopbackAddress(ctx.req.socket.remoteAddress ?? '')) return false;
  const name = hostName(ctx.req.headers.host);
  if (name === null) return false;
  return (
    name === 'localhost' || isLoopbackAddress(name) || name === new URL(config.apiUrl).hostname
  );
}

async function refuseForeign(ctx: RequestContext): Promise<void> {
  sendJson(ctx, 403, {
    error: 'forbidden',
    message:
      'The mailbox answers only on this machine: open it at http://127.0.0.1 or http://localhost',
  });
}

async function handleMailboxOff(ctx: RequestContext, smtpHost: string): Promise<void> {
  sendJson(ctx, 404, {
    error: 'mailbox_disabled',
    message: `The local mailbox is off: emails are sent to the SMTP server at ${smtpHost}`,
  });
}

async function startSmtpServer(
  config: LocalConfig,
  store: MessageStore,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    // Local plain-text SMTP on loopback: no TLS certificate to manage, no real credentials.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      const expectedUser = config.smtp.user;
      if (
        !expectedUser ||
        (auth.username === expectedUser && auth.password === (config.smtp.pass ?? ''))
      ) {
        callback(null, { user: auth.username ?? 'local' });
        return;
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const envelopeRecipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        const envelopeSender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        receiveMessage(store, Buffer.concat(chunks), envelopeRecipients, envelopeSender).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  server.on('error', (error) => {
    console.error('[mailbox] SMTP server error:', error.message);
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.smtp.port, config.smtp.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function receiveMessage(
  store: MessageStore,
  raw: Buffer,
  recipients: string[],
  envelopeSender: string,
): Promise<void> {
  const email = await PostalMime.parse(raw);
  const from =
    email.from && 'address' in email.from && email.from.address
      ? email.from.address
      : envelopeSender;
  const parsedDate = email.date ? new Date(email.date) : new Date();
  store.add({
    recipients,
    from,
    subject: email.subject ?? '',
    date: (Number.isNaN(parsedDate.getTime()) ? new Date() : parsedDate).toISOString(),
    text: email.text ?? '',
    html: email.html ?? '',
  });
}

function publicMessage(message: StoredMessage): Omit<StoredMessage, 'recipients'> {
  return {
    id: message.id,
    to: message.to,
    from: message.from,
    subject: message.subject,
    date: message.date,
    text: message.text,
    html: message.html,
    links: message.links,
  };
}

function sendJson(ctx: RequestContext, status: number, body: unknown): void {
  ctx.res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  ctx.res.end(JSON.stringify(body));
}

function sendHtml(ctx: RequestContext, html: string): void {
  ctx.res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The page shows untrusted message content: no scripts, nothing loaded from elsewhere.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
  });
  ctx.res.end(html);
}

function sendNotFound(ctx: RequestContext, message: string): void {
  sendJson(ctx, 404, { error: 'not_found', message });
}

function sendMethodNotAllowed(ctx: RequestContext, allowed: string): void {
  ctx.res.setHeader('Allow', allowed);
  sendJson(ctx, 405, { error: 'method_not_allowed', message: `Use ${allowed}` });
}

/** A malformed percent-escape is just an id that matches nothing. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function handleMailboxRequest(ctx: RequestContext, store: MessageStore): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  const path = ctx.path.replace(/\/+$/, '');
  const base = ctx.url.pathname
    .slice(0, ctx.url.pathname.length - ctx.path.length)
    .replace(/\/+$/, '');
  const to = ctx.url.searchParams.get('to') ?? undefined;

  if (path === '') {
    if (method !== 'GET' && method !== 'HEAD') return sendMethodNotAllowed(ctx, 'GET');
    return sendHtml(ctx, renderMailboxPage(store.list(to), base, to));
  }

  const page = /^\/messages\/([^/]+)$/.exec(path);
  if (page) {
    if (method !== 'GET' && method !== 'HEAD') return sendMethodNotAllowed(ctx, 'GET');
    const message = store.get(safeDecode(page[1] ?? ''));
    if (!message) return sendNotFound(ctx, 'No such message');
    return sendHtml(ctx, renderMessagePage(message, base));
  }

  if (path === '/api/messages') {
    if (method === 'GET' || method === 'HEAD')
      return sendJson(ctx, 200, store.list(to).map(publicMessage));
    if (method === 'DELETE') {
      store.clear();
      ctx.res.writeHead(204);
      ctx.res.end();
      return;
    }
    return sendMethodNotAllowed(ctx, 'GET, DELETE');
  }

  const api = /^\/api\/messages\/([^/]+)$/.exec(path);
  if (api) {
    if (method !== 'GET' && method !== 'HEAD') return sendMethodNotAllowed(ctx, 'GET');
    const message = store.get(safeDecode(api[1] ?? ''));
    if (!message) return sendNotFound(ctx, 'No such message');
    return sendJson(ctx, 200, publicMessage(message));
  }

  return sendNotFound(ctx, 'Unknown mailbox path');
}
