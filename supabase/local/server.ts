/**
 * The local backend's HTTP server: the gateway (./gateway.ts, what Kong does in front of a
 * Supabase project) in front of the auth, REST, functions and mailbox services. Start-up runs in
 * named steps: open the database, migrate, listen, start the services, write the status file.
 * A step that fails closes what the earlier ones opened.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { mkdirSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, LocalConfig, MailSystem, Mailer, Service } from './contracts.ts';
import { openDb, type DbOptions } from './db.ts';
import { migrate } from './migrate.ts';
import { loadConfig, resolveDbOptions, MEMORY_DATA_DIR, type LoadConfigOptions } from './config.ts';
import { createFunctionsService } from './functions/host.ts';
import { createRealtimeService, type RealtimeService } from './realtime/index.ts';
import {
  answerClientError,
  createGateway,
  PREFIXES,
  sendError,
  type ServiceTable,
} from './gateway.ts';

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

/** The HTTP server over the gateway, tracking its sockets so close() can cut them. */
function createHttpServer(
  config: LocalConfig,
  services: ServiceTable,
  sockets: Set<Socket>,
): Server {
  const handleRequest = createGateway({
    config,
    services,
    maxBodyBytes: config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  });
  /** Sockets whose request is being answered: a parse error there must not add a second answer. */
  const answering = new WeakSet<Duplex>();
  const server = createServer((req, res) => {
    answering.add(req.socket);
    res.on('close', () => answering.delete(req.socket));
    handleRequest(req, res).catch((error: unknown) => {
      console.error('[server] request failed:', error);
      sendError(res, undefined, 500, 'unexpected_failure', 'Internal server error');
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
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    answerClientError(error, socket, answering),
  );
  return server;
}

async function listen(server: Server, config: LocalConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** With port 0 the system chose the port: the URLs handed to services follow it. */
function adoptListeningPort(server: Server, config: LocalConfig): void {
  const address = server.address() as AddressInfo;
  if (address.port === config.port) return;
  const oldApiUrl = config.apiUrl;
  config.port = address.port;
  config.apiUrl = `http://${config.host}:${address.port}`;
  if (config.mailboxUrl?.startsWith(oldApiUrl)) {
    config.mailboxUrl = `${config.apiUrl}${config.mailboxUrl.slice(oldApiUrl.length)}`;
  }
}

/** Starts mail, auth, REST and functions, registering each one's close before the next starts. */
async function startServices(
  factories: ServiceFactories,
  db: Db,
  config: LocalConfig,
  closers: (() => Promise<void>)[],
): Promise<Required<ServiceTable>> {
  const mail = await factories.createMailSystem(config);
  closers.push(() => mail.close());
  const auth = await factories.createAuthService({ db, config, mailer: mail.mailer });
  if (auth.close) closers.push(() => auth.close?.() ?? Promise.resolve());
  const rest = await factories.createRestService({ db, config });
  if (rest.close) closers.push(() => rest.close?.() ?? Promise.resolve());
  const functions = createFunctionsService({ config, smtpPort: mail.smtpPort });
  closers.push(() => functions.close());
  return {
    '/auth/v1': auth,
    '/rest/v1': rest,
    '/functions/v1': functions,
    '/mailbox': mail.service,
  };
}

/** Lets requests in flight finish for CLOSE_GRACE_MS, then cuts the connections left. */
async function stopServer(server: Server, sockets: Set<Socket>): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, CLOSE_GRACE_MS);
    timer.unref();
  });
}

async function runClosers(closers: (() => Promise<void>)[]): Promise<void> {
  for (const close of closers.reverse()) {
    try {
      await close();
    } catch (error) {
      console.error('[server] error while closing:', error);
    }
  }
  closers.length = 0;
}

export async function startLocalBackend(options: StartOptions = {}): Promise<LocalBackend> {
  const config = options.config ?? (await loadConfig(options.configOptions));
  const dbOptions = options.db ?? resolveDbOptions(config.dataDir);
  const factories = options.factories ?? (await loadDefaultFactories());

  const db = await openDb(dbOptions);
  const services: ServiceTable = {};
  const closers: (() => Promise<void>)[] = [];
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let realtime: RealtimeService | undefined;
  let statusFileWritten = false;

  async function closeAll(): Promise<void> {
    // WebSockets first: the HTTP server's close would otherwise wait for them.
    await realtime?.close();
    realtime = undefined;
    if (server) {
      const current = server;
      server = undefined;
      await stopServer(current, sockets);
    }
    for (const prefix of PREFIXES) delete services[prefix];
    await runClosers(closers);
    await db.close();
    if (statusFileWritten) rmSync(join(config.dataDir, 'server.json'), { force: true });
  }

  try {
    await migrate(db, { migrationsDir: options.migrationsDir });
    for (const sql of options.fixtureSql ?? []) await db.exec(sql);

    server = createHttpServer(config, services, sockets);
    await listen(server, config);
    adoptListeningPort(server, config);
    Object.assign(services, await startServices(factories, db, config, closers));
    realtime = await createRealtimeService({ db, config });
    const upgrades = realtime;
    server.on('upgrade', (req, socket: Duplex, head: Buffer) =>
      upgrades.handleUpgrade(req, socket, head),
    );

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
