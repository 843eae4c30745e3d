/**
 * The functions host: `/functions/v1/<name>` runs `<functionsDir>/<name>/handler.ts`, the same
 * handler the Deno entry `index.ts` serves on hosted Supabase. As the hosted edge runtime does, it
 * verifies the caller's JWT first unless config.toml says `verify_jwt = false` for the function,
 * and hands the handler SUPABASE_URL and the API keys so it talks to the database as the caller
 * (plus SITE_URL and ADDITIONAL_REDIRECT_URLS, the app's URLs).
 *
 * As the platform's edge does, it tells the handler who the client is from the connection
 * (CF-Connecting-IP, X-Forwarded-For, X-Real-IP) and drops every such header the client sent, so
 * a limit keyed on them cannot be dodged. Methods a fetch Request cannot carry are answered 405.
 *
 * Handlers run in worker threads (a small pool), each bounded by a time limit: a long computation
 * never blocks other requests, and a runaway one is terminated and answered with 504.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { LocalConfig, RequestContext, Service } from '../contracts.ts';
import { verifyJwt } from '../jwt.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';

const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * The test clocks (config.clockFile) as the variable the functions read (edge/http.ts todayIso):
 * user id -> days, only whole numbers of days within ten years. A missing or malformed file moves
 * nothing.
 */
function clockEnv(file: string | undefined): Record<string, string> {
  if (!file || !existsSync(file)) return {};
  try {
    const parsed = z
      .record(z.string().uuid(), z.number().int().min(-3660).max(3660))
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? { MEALWISE_TEST_CLOCKS: JSON.stringify(parsed.data) } : {};
  } catch {
    return {};
  }
}

/** Two cores here: a few concurrent handlers are plenty; more requests wait their turn. */
const DEFAULT_MAX_WORKERS = 4;
/** Idle workers are retired after this long, which also picks up edits to handlers. */
const WORKER_IDLE_MS = 30_000;
/** Function names as the Supabase CLI accepts them; `_shared` and dot-directories are not functions. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const workerEntry = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** tsx's ESM loader, registered inside each worker so handlers can be TypeScript. */
function tsxRegisterUrl(): string {
  const require = createRequire(import.meta.url);
  const tsxPackage = require.resolve('tsx/package.json');
  return pathToFileURL(join(dirname(tsxPackage), 'dist', 'esm', 'api', 'index.mjs')).href;
}

/** Headers that describe one HTTP hop and must not be forwarded to or from a handler. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * Headers by which proxies tell a server who the client is. A client can send any of them, so
 * the host drops them all and sets its own from the socket, as the platform's edge does.
 */
const CLIENT_IDENTITY_HEADER =
  /^(forwarded|x-forwarded-.+|x-real-ip|x-client-ip|x-cluster-client-ip|true-client-ip|cf-.+)$/;

/** The methods a function can be called with; a fetch Request cannot even carry TRACE or CONNECT. */
const FUNCTION_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The socket's address as the edge reports it: IPv4 without the IPv6-mapped prefix. */
function clientAddress(remoteAddress: string): string {
  return remoteAddress.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

const workerReplySchema = z.union([
  z.object({
    id: z.number(),
    ok: z.literal(true),
    status: z.number().int().min(200).max(599),
    headers: z.array(z.tuple([z.string(), z.string()])),
    body: z.instanceof(Uint8Array),
  }),
  z.object({ id: z.number(), ok: z.literal(false), message: z.string() }),
]);

type Outcome =
  { kind: 'reply'; reply: WorkerReply } | { kind: 'timeout' } | { kind: 'crash'; message: string };

interface PooledWorker {
  worker: Worker;
  /** Resolves true when the thread has started, false when it died first. */
  ready: Promise<boolean>;
  idleTimer?: NodeJS.Timeout;
  settle?: (outcome: Outcome) => void;
}

const readySchema = z.object({ ready: z.literal(true) });

/** A pool of worker threads, each running one request at a time. */
class WorkerPool {
  readonly #idle: PooledWorker[] = [];
  readonly #all = new Set<PooledWorker>();
  readonly #waiting: ((worker: PooledWorker) => void)[] = [];
  readonly #registerUrl = tsxRegisterUrl();
  #nextId = 1;
  #closed = false;

  constructor(private readonly maxWorkers: number) {}

  #spawn(): PooledWorker {
    // An eval worker registers tsx first, then imports the TypeScript worker module.
    const bootstrap = `import(${JSON.stringify(this.#registerUrl)})
      .then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(workerEntry).href)}); })`;
    const worker = new Worker(bootstrap, { eval: true });
    let markReady: (ready: boolean) => void = () => undefined;
    const pooled: PooledWorker = { worker, ready: new Promise((resolve) => (markReady = resolve)) };
    pooled.worker.on('message', (message: unknown) => {
      if (readySchema.safeParse(message).success) {
        markReady(true);
        return;
      }
      const parsed = workerReplySchema.safeParse(message);
      const settle = pooled.settle;
      pooled.settle = undefined;
      settle?.(
        parsed.success
          ? { kind: 'reply', reply: parsed.data }
          : { kind: 'crash', message: 'The function worker sent a malformed reply' },
      );
    });
    const onGone = (message: string): void => {
      markReady(false);
      this.#forget(pooled);
      const settle = pooled.settle;
      pooled.settle = undefined;
      settle?.({ kind: 'crash', message });
    };
    pooled.worker.on('error', (error) => onGone(error.stack ?? error.message));
    pooled.worker.on('exit', (code) => onGone(`The function worker exited with code ${code}`));
    this.#all.add(pooled);
    return pooled;
  }

  #forget(pooled: PooledWorker): void {
    clearTimeout(pooled.idleTimer);
    this.#all.delete(pooled);
    const index = this.#idle.indexOf(pooled);
    if (index >= 0) this.#idle.splice(index, 1);
  }

  async #acquire(): Promise<PooledWorker> {
    const idle = this.#idle.pop();
    if (idle) {
      clearTimeout(idle.idleTimer);
      return idle;
    }
    if (this.#all.size < this.maxWorkers) return this.#spawn();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(pooled: PooledWorker): void {
    if (this.#closed || !this.#all.has(pooled)) return;
    const next = this.#waiting.shift();
    if (next) {
      next(pooled);
      return;
    }
    pooled.idleTimer = setTimeout(() => {
      this.#forget(pooled);
      void pooled.worker.terminate();
    }, WORKER_IDLE_MS);
    pooled.idleTimer.unref();
    this.#idle.push(pooled);
  }

  /** A worker that crashed or was terminated frees its slot for a request that waits. */
  #replaceIfWaiting(): void {
    if (this.#closed || this.#waiting.length === 0 || this.#all.size >= this.maxWorkers) return;
    const next = this.#waiting.shift();
    next?.(this.#spawn());
  }

  async run(request: Omit<WorkerRequest, 'id'>, timeoutMs: number): Promise<Outcome> {
    if (this.#closed) return { kind: 'crash', message: 'The functions host is closed' };
    const pooled = await this.#acquire();
    if (!(await pooled.ready)) {
      this.#replaceIfWaiting();
      return { kind: 'crash', message: 'The function worker failed to start' };
    }
    const id = this.#nextId++;
    const outcome = await new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => {
        pooled.settle = undefined;
        resolve({ kind: 'timeout' });
      }, timeoutMs);
      pooled.settle = (result) => {
        clearTimeout(timer);
        resolve(result);
      };
      const message: WorkerRequest = { ...request, id };
      pooled.worker.postMessage(message, message.body ? [message.body.buffer as ArrayBuffer] : []);
    });
    if (outcome.kind === 'reply' && outcome.reply.id === id) {
      this.#release(pooled);
    } else {
      // Timed out or crashed: the thread may still be spinning, so it is discarded.
      this.#forget(pooled);
      await pooled.worker.terminate();
      this.#replaceIfWaiting();
    }
    return outcome;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const workers = [...this.#all];
    this.#all.clear();
    this.#idle.length = 0;
    await Promise.all(
      workers.map((pooled) => {
        clearTimeout(pooled.idleTimer);
        return pooled.worker.terminate();
      }),
    );
  }
}

function sendJson(ctx: RequestContext, status: number, body: Record<string, unknown>): void {
  ctx.res.writeHead(status, { 'Content-Type': 'application/json' });
  ctx.res.end(JSON.stringify(body));
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export interface FunctionsHostOptions {
  config: LocalConfig;
  maxWorkers?: number;
  /** The port the mail system's SMTP server listens on (the embedded mailbox may take any). */
  smtpPort?: number;
}

/**
 * The SMTP relay as the functions' secrets (edge/mail.ts): the one the auth server sends with,
 * locally the embedded mailbox.
 */
function smtpEnv(smtp: LocalConfig['smtp'], port: number): Record<string, string> {
  return {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(port),
    SMTP_SECURE: String(smtp.secure),
    SMTP_FROM: smtp.from,
    ...(smtp.user ? { SMTP_USER: smtp.user, SMTP_PASS: smtp.pass ?? '' } : {}),
  };
}

export interface FunctionsHost extends Service {
  close(): Promise<void>;
}

export function createFunctionsService({
  config,
  maxWorkers,
  smtpPort,
}: FunctionsHostOptions): FunctionsHost {
  const pool = new WorkerPool(maxWorkers ?? DEFAULT_MAX_WORKERS);

  function handlerPathOf(name: string): string | undefined {
    if (!FUNCTION_NAME.test(name)) return undefined;
    const path = join(config.functionsDir, name, 'handler.ts');
    return existsSync(path) && statSync(path).isFile() ? path : undefined;
  }

  async function handle(ctx: RequestContext): Promise<void> {
    const name = ctx.path.split('/')[1] ?? '';
    const handlerPath = handlerPathOf(name);
    if (!handlerPath) {
      sendJson(ctx, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    const method = (ctx.req.method ?? 'POST').toUpperCase();
    if (!FUNCTION_METHODS.includes(method)) {
      ctx.res.setHeader('Allow', FUNCTION_METHODS.join(', '));
      sendJson(ctx, 405, {
        code: 'METHOD_NOT_ALLOWED',
        message: `Functions cannot be called with ${method}; use one of ${FUNCTION_METHODS.join(', ')}`,
      });
      return;
    }

    const verify = config.functions?.[name]?.verifyJwt ?? true;
    if (verify) {
      const token = bearerToken(ctx.req.headers.authorization);
      if (!token) {
        sendJson(ctx, 401, {
          code: 'UNAUTHORIZED_NO_AUTH_HEADER',
          message: 'Missing authorization header',
        });
        return;
      }
      const verdict = await verifyJwt(token, config.jwtSecret);
      if (!verdict.ok) {
        sendJson(ctx, 401, {
          code:
            verdict.reason === 'expired' ? 'UNAUTHORIZED_EXPIRED_JWT' : 'UNAUTHORIZED_INVALID_JWT',
          message: verdict.reason === 'expired' ? 'JWT has expired' : 'Invalid JWT',
        });
        return;
      }
    }

    const headers: [string, string][] = [];
    for (const [key, value] of Object.entries(ctx.req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(key) || CLIENT_IDENTITY_HEADER.test(key)) continue;
      headers.push([key, Array.isArray(value) ? value.join(', ') : value]);
    }
    // What hosted Supabase's edge (Cloudflare) tells a function about the client, from the socket.
    const client = clientAddress(ctx.clientIp);
    headers.push(['cf-connecting-ip', client], ['x-forwarded-for', client], ['x-real-ip', client]);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const outcome = await pool.run(
      {
        handlerPath,
        method,
        url: `${config.apiUrl}/functions/v1${ctx.path}${ctx.url.search}`,
        headers,
        body: hasBody ? new Uint8Array(ctx.body) : null,
        // The Supabase variables every edge function gets, plus the app's URLs, which on hosted
        // Supabase are set as function secrets (functions that build links back to the app).
        env: {
          SUPABASE_URL: config.apiUrl,
          SUPABASE_ANON_KEY: config.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
          SITE_URL: config.siteUrl,
          ADDITIONAL_REDIRECT_URLS: config.additionalRedirectUrls.join(','),
          ...smtpEnv(config.smtp, smtpPort ?? config.smtp.port),
          ...clockEnv(config.clockFile),
          ...config.functionEnv,
        },
      },
      config.functionTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    );

    if (outcome.kind === 'timeout') {
      sendJson(ctx, 504, {
        code: 'FUNCTION_TIMEOUT',
        message: `Function ${name} did not answer within ${Math.round((config.functionTimeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)} s`,
      });
      return;
    }
    if (outcome.kind === 'crash' || !outcome.reply.ok) {
      const detail =
        outcome.kind === 'crash' ? outcome.message : outcome.reply.ok ? '' : outcome.reply.message;
      console.error(`[functions] ${name} failed: ${detail}`);
      sendJson(ctx, 500, {
        code: 'FUNCTION_ERROR',
        message: `Function ${name} failed; see the backend log`,
      });
      return;
    }
    const reply = outcome.reply;
    // The handler's own headers win over the server's (e.g. its own CORS headers).
    const grouped = new Map<string, string[]>();
    for (const [key, value] of reply.headers) {
      const lower = key.toLowerCase();
      if (HOP_BY_HOP.has(lower) || lower === 'content-encoding') continue;
      grouped.set(lower, [...(grouped.get(lower) ?? []), value]);
    }
    for (const [key, values] of grouped) {
      ctx.res.setHeader(key, values.length === 1 ? (values[0] ?? '') : values);
    }
    ctx.res.writeHead(reply.status);
    ctx.res.end(method === 'HEAD' ? undefined : Buffer.from(reply.body));
  }

  return { handle, close: () => pool.close() };
}
