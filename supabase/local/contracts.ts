/**
 * The seams between the parts of the embedded backend. The HTTP server routes
 * /auth/v1, /rest/v1 and /functions/v1 to services built against these types,
 * so each service can be tested alone with a real database.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RealtimeLimits } from './realtime/limits.ts';

export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * LISTENs on `channel`: `onNotify` gets each payload NOTIFY sends there, after its
   * transaction commits, in commit order. Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface RateLimits {
  /** Emails (signup confirmation, resend, recover) per address per hour. */
  emailsPerHour: number;
  /** Minimum seconds between two emails to one address (GoTrue's 60 s). */
  emailIntervalSeconds: number;
  /** Signups per client IP per hour. */
  signupsPerHour: number;
  /** Token requests (password grant, refresh) per client IP per 5 minutes. */
  tokenRequestsPer5Min: number;
  /**
   * Wrong passwords per address per 15 minutes, from any client; beyond it the address's
   * password sign-ins are refused (429) until the window passes. Counted for every address alike,
   * whether or not it has an account.
   */
  failedSignInsPerAddress: number;
  /** Wrong 6-digit codes an emailed code survives: the last allowed miss deletes the code. */
  otpAttempts: number;
}

export interface LocalConfig {
  /** Where the API listens, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  port: number;
  host: string;
  /** The app's origin, default redirect target of auth emails (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Further allowed redirect URLs; a trailing ** matches any path below. */
  additionalRedirectUrls: string[];
  jwtSecret: string;
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  /** When true, signup returns a session at once and no confirmation email is sent. */
  autoConfirm: boolean;
  /** Minimum password length (GoTrue's password.min_length). */
  minPasswordLength: number;
  rateLimits: RateLimits;
  dataDir: string;
  /** Origins allowed by CORS; '*' allows any. */
  corsOrigins: string[];
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
  /** URL of the local mailbox's web page, when the embedded SMTP mailbox runs. */
  mailboxUrl?: string;
  functionsDir: string;
  /** Per function, from [functions.<name>] in config.toml; verifyJwt defaults to true. */
  functions?: Record<string, { verifyJwt: boolean }>;
  /** Largest request body the server accepts (413 above); default 1 MiB. */
  maxBodyBytes?: number;
  /** Longest a function may run for one request before it is answered with 504; default 20 s. */
  functionTimeoutMs?: number;
  /**
   * Test clocks for the functions (CLOCK_FILE): a JSON file of user ids and the whole number of
   * days the functions' today is moved by for that user, read at every function request, so an
   * end-to-end test moves the server's calendar with its browser's for its own account only.
   * Absent: the real date for everyone. Never set in production.
   */
  clockFile?: string;
  /**
   * Variables the tests hand every function besides the Supabase ones, such as
   * IMPORT_RECIPE_TEST_ALLOW_HOSTS (the import function's loopback allow-list). Never set in
   * production.
   */
  functionEnv?: Record<string, string>;
  /** The REST API's settings, from [api] in config.toml; absent means the Supabase CLI's defaults. */
  api?: ApiSettings;
  /** Bounds of a Realtime socket; absent ones are hosted Realtime's defaults (realtime/limits.ts). */
  realtimeLimits?: Partial<RealtimeLimits>;
}

/** What PostgREST is configured with on hosted Supabase (the dashboard's API settings). */
export interface ApiSettings {
  /** Schemas served; the first is the default, the others are chosen with Accept-Profile/Content-Profile. */
  schemas: string[];
  /** Schemas appended to each request's search_path after the request's own schema. */
  extraSearchPath: string[];
  /** Most rows any read returns, embedded resources included; null for no limit. */
  maxRows: number | null;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A service handles requests under its prefix; `path` is what follows the prefix. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  path: string;
  body: Buffer;
  clientIp: string;
}

export type RouteHandler = (ctx: RequestContext) => Promise<void>;

export interface Service {
  handle: RouteHandler;
  close?(): Promise<void>;
}

/** Claims the backend puts in and reads from access tokens (as hosted Supabase does). */
export interface JwtClaims {
  sub?: string;
  role: 'anon' | 'authenticated' | 'service_role';
  aud?: string;
  email?: string;
  exp?: number;
  iat?: number;
  iss?: string;
  session_id?: string;
  aal?: string;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

/** What `createMailSystem(config)` in ./mail returns: the mailer the auth service sends with,
 * the mailbox web service mounted at /mailbox, and a close for its SMTP server. */
export interface MailSystem {
  mailer: Mailer;
  service: Service;
  /** The port its SMTP server listens on, which the functions send with too; config's when absent. */
  smtpPort?: number;
  close(): Promise<void>;
}
