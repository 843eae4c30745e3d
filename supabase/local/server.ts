/**
 * The local backend's HTTP server: what Kong does in front of a Supabase project (CORS, the apikey
 * check, routing by prefix) plus a body size limit, in front of the auth, REST, functions and
 * mailbox services. A service that throws gets a 500 JSON answer; the server keeps serving.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, LocalConfig, MailSystem, Mailer, RequestContext, Service } from './contracts.ts';
import { openDb, type DbOptions } from './db.ts';
import { migrate } from './migrate.ts';
import { loadConfig, resolveDbOptions, MEMORY_DATA_DIR, type LoadConfigOptions } from './config.ts';
import { createFunctionsService } from './functions/host.ts';
import { answerPreflight, applyCors } from './cors.ts';
import { readBody } from './requestBody.ts';

export interface ServiceFactories {
  createAuthService(deps: {
    db: Db;
    config: LocalConfig;
    mailer: Mailer;
  }): Service | Promise<Service>;
  createRestService(deps: { db: Db; config: LocalConfig }): Service | Promise<Service>;
  createMailSystem(config: LocalConfig): MailSystem | Promise<MailSystem>;
}

export interface StartOptions {
  /** A ready configuration; otherwise one is loaded from config.toml, the env and configOptions. */
  config?: LocalConfig;
  configOptions?: LoadConfigOptions;
  /** Where the data lives; default: DATABASE_URL or PGlite under config.dataDir. */
  db?: DbOptions;
  migrationsDir?: string;
  /** SQL run after the migrations, before the services start (test fixtures). */
  fixtureSql?: string[];
  /** The services behind /auth/v1, /rest/v1 and /mailbox; default: ./services.ts. */
  factories?: ServiceFactories;
  /** Writes <dataDir>/server.json so `status` can tell a running server; default true on disk. */
  writeStatusFile?: boolean;
}

export interface LocalBackend {
  url: string;
  config: LocalConfig;
  db: Db;
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_FUNCTION_TIMEOUT_MS = 20_000;
/** How long close() lets requests in flight finish before cutting connections. */
const CLOSE_GRACE_MS = 5_000;

/** Browser-facing links (email verify) are opened without an apikey, as Kong's open auth routes. */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

type Prefix = '/auth/v1' | '/rest/v1' | '/functions/v1' | '/mailbox';
const PREFIXES: Prefix[] = ['/auth/v1', '/rest/v1', '/functions/v1', '/mailbox'];

function matchPrefix(pathname: string): { prefix: Prefix; path: string } | undefined {
  for (const prefix of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return undefined;
}

/** Errors in the shape the client library of each API reads. */
function errorBody(
  prefix: Prefix | undefined,
  status: number,
  code: string,
  message: string,
): Record<string, unknown> {
  switch (prefix) {
    case '/auth/v1':
      return { code: status, error_code: code, msg: message };
    case '/rest/v1':
      return { code, details: null, hint: null, message };
    default:
      return { code, message };
  }
}

function sendJson(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The real services, loaded on demand so tests can run the server with others instead. */
async function loadDefaultFactories(): Promise<ServiceFactories> {
  const [auth, rest, mail] = await Promise.all([
    import('./auth/index.ts'),
    import('./rest/index.ts'),
    import('./mail/index.ts'),
  ]);
  return {
    createAuthService: auth.createAuthService,
    createRestService: rest.createRestService,
    createMailSystem: mail.createMailSystem,
  };
}

function writeStatus(dataDir: string, status: Record<string, unknown>): void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.json');
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(status, null, 2)}\n`);
  renameSync(temporary, path);
}

export async function startLocalBackend(options: StartOptions = {}): Promise<LocalBackend> {
  const config = options.config ?? (await loadConfig(options.configOptions));
  const maxBodyBytes = config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const dbOptions = options.db ?? resolveDbOptions(config.dataDir);
  const factories = options.factories ?? (await loadDefaultFactories());

  const db = await openDb(dbOptions);
  const services: Partial<Record<Prefix, Service>> = {};
  const closers: (() => Promise<void>)[] = [];
  const sockets = new Set<Socket>();
  /** Sockets whose request is being answered: a parse error there must not add a second answer. */
  const answering = new WeakSet<Duplex>();
  let server: Server | undefined;
  let statusFileWritten = false;

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, errorBody(undefined, 400, 'bad_request', 'Malformed request URL'));
      return;
    }
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, config.corsOrigins);
      return;
    }
    applyCors(req, res, config.corsOrigins);

    const route = matchPrefix(url.pathname);
    if (!route) {
      sendJson(
        res,
        404,
        errorBody(undefined, 404, 'not_found', `No API route matches ${url.pathname}`),
      );
      return;
    }
    const service = services[route.prefix];
    if (!service) {
      sendJson(
        res,
        503,
        errorBody(route.prefix, 503, 'unavailable', 'The backend is starting or stopping'),
      );
      return;
    }

    const needsApiKey =
      route.prefix !== '/mailbox' &&
      !(route.prefix === '/auth/v1' && OPEN_AUTH_PATHS.has(route.path));
    if (needsApiKey) {
      const header = req.headers.apikey;
      const apiKey =
        (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
      if (!apiKey) {
        sendJson(res, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
        return;
      }
      if (!safeEqual(apiKey, config.anonKey) && !safeEqual(apiKey, config.serviceRoleKey)) {
        sendJson(res, 401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
        return;
      }
    }

    const body = await readBody(req, maxBodyBytes);
    if (!body.ok) {
      if (body.reason === 'too_large') {
        res.setHeader('Connection', 'close');
        sendJson(
          res,
          413,
          errorBody(
            route.prefix,
            413,
            'request_too_large',
            `Request body is larger than ${maxBodyBytes} bytes`,
          ),
        );
      } else {
        res.destroy();
      }
      return;
    }

    const ctx: RequestContext = {
      req,
      res,
      url,
      path: route.path,
      body: body.body,
      clientIp: req.socket.remoteAddress ?? 'unknown',
    };
    try {
      await service.handle(ctx);
      if (!res.headersSent) {
        console.error(`[server] ${req.method} ${url.pathname}: the service sent no response`);
        sendJson(
          res,
          500,
          errorBody(route.prefix, 500, 'unexpected_failure', 'The service sent no response'),
        );
      }
    } catch (error) {
      console.error(`[server] ${req.method} ${url.pathname} failed:`, error);
      sendJson(
        res,
        500,
        errorBody(route.prefix, 500, 'unexpected_failure', 'Internal server error'),
      );
    }
  }

  async function closeAll(): Promise<void> {
    if (server) {
      const current = server;
      server = undefined;
      await new Promise<void>((resolve) => {
        current.close(() => resolve());
        current.closeIdleConnections();
        const timer = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, CLOSE_GRACE_MS);
        timer.unref();
      });
    }
    for (const prefix of PREFIXES) delete services[prefix];
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        console.error('[server] error while closing:', error);
      }
    }
    closers.length = 0;
    await db.close();
    if (statusFileWritten) rmSync(join(config.dataDir, 'server.json'), { force: true });
  }

  try {
    await migrate(db, { migrationsDir: options.migrationsDir });
    for (const sql of options.fixtureSql ?? []) await db.exec(sql);

    server = createServer((req, res) => {
      answering.add(req.socket);
      res.on('close', () => answering.delete(req.socket));
      handleRequest(req, res).catch((error: unknown) => {
        console.error('[server] request failed:', error);
        sendJson(
          res,
          500,
          errorBody(undefined, 500, 'unexpected_failure', 'Internal server error'),
        );
      });
    });
    // A function's worker reuses its keep-alive connection to this API after computing for
    // seconds with its thread busy, too busy to notice that the server closed the idle connection
    // meanwhile; its next request then fails ("other side closed"). Idle connections therefore
    // outlive the longest a function may run.
    server.keepAliveTimeout = (config.functionTimeoutMs ?? DEFAULT_FUNCTION_TIMEOUT_MS) + 5_000;
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    // Malformed HTTP gets a 400 instead of a silently dropped socket, unless the socket already
    // carries an answer. Bytes after a request that said `Connection: close` are no new request:
    // the request is still answered, and the connection closes after that answer.
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'HPE_CLOSED_CONNECTION') return;
      if (!socket.writable || answering.has(socket)) {
        socket.destroy();
        return;
      }
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({
        code: tooLarge ? 'headers_too_large' : 'bad_request',
        message: tooLarge ? 'Request headers are too large' : 'Malformed HTTP request',
      });
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(config.port, config.host, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    // With port 0 the system chose the port: the URLs handed to services follow it.
    const address = listening.address() as AddressInfo;
    if (address.port !== config.port) {
      const oldApiUrl = config.apiUrl;
      config.port = address.port;
      config.apiUrl = `http://${config.host}:${address.port}`;
      if (config.mailboxUrl?.startsWith(oldApiUrl)) {
        config.mailboxUrl = `${config.apiUrl}${config.mailboxUrl.slice(oldApiUrl.length)}`;
      }
    }

    const mail = await factories.createMailSystem(config);
    closers.push(() => mail.close());
    const auth = await factories.createAuthService({ db, config, mailer: mail.mailer });
    if (auth.close) closers.push(() => auth.close?.() ?? Promise.resolve());
    const rest = await factories.createRestService({ db, config });
    if (rest.close) closers.push(() => rest.close?.() ?? Promise.resolve());
    const functions = createFunctionsService({ config });
    closers.push(() => functions.close());
    services['/auth/v1'] = auth;
    services['/rest/v1'] = rest;
    services['/functions/v1'] = functions;
    services['/mailbox'] = mail.service;

    if ((options.writeStatusFile ?? true) && !config.dataDir.startsWith(MEMORY_DATA_DIR)) {
      writeStatus(config.dataDir, {
        pid: process.pid,
        apiUrl: config.apiUrl,
        mailboxUrl: config.mailboxUrl ?? null,
        dbKind: db.kind,
        startedAt: new Date().toISOString(),
      });
      statusFileWritten = true;
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: config.apiUrl,
    config,
    db,
    close() {
      closing ??= closeAll();
      return closing;
    },
  };
}
