/**
 * Builds the local backend's configuration from supabase/config.toml (the Supabase CLI's format),
 * environment overrides and the secrets kept in the data directory.
 *
 * Secrets: a random JWT secret is generated on first start and stored in <dataDir>/secrets.json
 * (never in the repository). The anon and service_role keys are long-lived HS256 JWTs signed with
 * it, as the Supabase CLI issues them, so they stay the same across restarts of one data dir.
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';
import type { ApiSettings, LocalConfig } from './contracts.ts';
import type { DbOptions } from './db.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const defaultConfigPath = join(repoRoot, 'supabase', 'config.toml');
export const defaultDataDir = join(repoRoot, '.data', 'local');
export const defaultFunctionsDir = join(repoRoot, 'supabase', 'functions');

/** Marks a data dir that lives only in memory (tests): nothing is written to disk. */
export const MEMORY_DATA_DIR = 'memory://';

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** The Supabase CLI's [api] defaults, which hosted projects start with too. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  schemas: ['public', 'graphql_public'],
  extraSearchPath: ['public', 'extensions'],
  maxRows: 1000,
};
const DEFAULT_FUNCTION_TIMEOUT_MS = 20_000;
const DEFAULT_FAILED_SIGN_INS_PER_ADDRESS = 10;
const DEFAULT_OTP_ATTEMPTS = 5;
/** The keys' lifetime: ten years, like the CLI's long-lived local keys. */
const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;
export const API_KEY_ISSUER = 'supabase-local';

/** "60s", "1m30s", "2h", or a bare number of seconds. */
export function parseDurationSeconds(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const parts = [...trimmed.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== trimmed) {
    throw new Error(`Not a duration: "${value}" (expected e.g. "60s", "1m", "1h")`);
  }
  const factor: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return parts.reduce(
    (sum, [, amount, unit]) => sum + Number(amount) * (factor[unit ?? 's'] ?? 1),
    0,
  );
}

const tomlSchema = z.looseObject({
  api: z
    .looseObject({
      port: z.number().int().min(0).max(65535).default(54321),
      schemas: z.array(z.string().min(1)).min(1).default(DEFAULT_API_SETTINGS.schemas),
      extra_search_path: z.array(z.string().min(1)).default(DEFAULT_API_SETTINGS.extraSearchPath),
      max_rows: z.number().int().positive().default(1000),
    })
    .prefault({}),
  inbucket: z
    .looseObject({
      enabled: z.boolean().default(true),
      port: z.number().int().min(0).max(65535).default(54324),
      smtp_port: z.number().int().min(0).max(65535).default(54325),
    })
    .prefault({}),
  auth: z
    .looseObject({
      site_url: z.url().default('http://localhost:5173'),
      additional_redirect_urls: z.array(z.string()).default([]),
      jwt_expiry: z.number().int().positive().default(3600),
      minimum_password_length: z.number().int().min(1).default(6),
      rate_limit: z
        .looseObject({
          email_sent: z.number().int().positive().default(30),
          sign_in_sign_ups: z.number().int().positive().default(30),
          token_refresh: z.number().int().positive().default(150),
        })
        .prefault({}),
      email: z
        .looseObject({
          enable_confirmations: z.boolean().default(true),
          max_frequency: z.union([z.string(), z.number()]).default('60s'),
        })
        .prefault({}),
    })
    .prefault({}),
  functions: z
    .record(z.string(), z.looseObject({ verify_jwt: z.boolean().default(true) }))
    .default({}),
});

export type TomlConfig = z.infer<typeof tomlSchema>;

export function readTomlConfig(configPath: string = defaultConfigPath): TomlConfig {
  const text = existsSync(configPath) ? readFileSync(configPath, 'utf8') : '';
  const parsed = tomlSchema.safeParse(parseToml(text));
  if (!parsed.success) {
    throw new Error(`Invalid ${configPath}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));
const portText = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: portText.optional(),
  HOST: z.string().min(1).optional(),
  API_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  AUTO_CONFIRM: booleanText.optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().min(1).optional(),
  ADDITIONAL_REDIRECT_URLS: z.string().min(1).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: portText.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).optional(),
  SMTP_SECURE: booleanText.optional(),
  MAX_BODY_BYTES: z.coerce.number().int().positive().optional(),
  FUNCTION_TIMEOUT_SECONDS: z.coerce.number().positive().optional(),
  FUNCTIONS_DIR: z.string().min(1).optional(),
  CLOCK_FILE: z.string().min(1).optional(),
  IMPORT_RECIPE_TEST_ALLOW_HOSTS: z.string().min(1).optional(),
});

export type LocalEnv = z.infer<typeof envSchema>;

/** Reads only the variables the backend knows; an invalid value is a clear startup error. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): LocalEnv {
  const known = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function resolveDataDir(dataDir: string | undefined): string {
  if (!dataDir) return defaultDataDir;
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return dataDir;
  return isAbsolute(dataDir) ? dataDir : resolve(process.cwd(), dataDir);
}

const secretsSchema = z.object({
  jwtSecret: z.string().min(32),
  anonKey: z.string().min(20),
  serviceRoleKey: z.string().min(20),
});
export type Secrets = z.infer<typeof secretsSchema>;

export function secretsPath(dataDir: string): string {
  return join(dataDir, 'secrets.json');
}

async function signApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, iss: API_KEY_ISSUER })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + API_KEY_LIFETIME_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

export async function createSecrets(jwtSecret?: string): Promise<Secrets> {
  const secret = jwtSecret ?? randomBytes(48).toString('base64url');
  return {
    jwtSecret: secret,
    anonKey: await signApiKey('anon', secret),
    serviceRoleKey: await signApiKey('service_role', secret),
  };
}

export function readSecrets(dataDir: string): Secrets | undefined {
  const path = secretsPath(dataDir);
  if (!existsSync(path)) return undefined;
  const parsed = secretsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Corrupt ${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The data dir's secrets, created on first use. A JWT_SECRET from the environment wins; the keys
 * are re-signed when it differs from the stored one so they always verify.
 */
export async function loadOrCreateSecrets(dataDir: string, jwtSecret?: string): Promise<Secrets> {
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return createSecrets(jwtSecret);
  const existing = readSecrets(dataDir);
  if (existing && (jwtSecret === undefined || existing.jwtSecret === jwtSecret)) return existing;
  const secrets = await createSecrets(jwtSecret);
  const path = secretsPath(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  // Written to a temporary file first, so a crash never leaves a half-written secret.
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  if (existing) {
    renameSync(temporary, path);
    return secrets;
  }
  // First start: link() publishes the file only if nobody else did meanwhile (`status` and
  // `start` may run at the same moment); the loser adopts the winner's secrets.
  try {
    linkSync(temporary, path);
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecrets(dataDir);
    if (!winner) throw error;
    return winner;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url.replace(/\*+/g, 'x')).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export interface LoadConfigOptions {
  configPath?: string;
  env?: NodeJS.ProcessEnv;
  /** Applied last; tests use it for ports, data dirs and settings. */
  overrides?: Partial<LocalConfig>;
}

export async function loadConfig(options: LoadConfigOptions = {}): Promise<LocalConfig> {
  const toml = readTomlConfig(options.configPath);
  const env = readEnv(options.env ?? process.env);
  const overrides = options.overrides ?? {};

  const dataDir = resolveDataDir(overrides.dataDir ?? env.DATA_DIR);
  const secrets = await loadOrCreateSecrets(dataDir, overrides.jwtSecret ?? env.JWT_SECRET);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const port = overrides.port ?? env.PORT ?? toml.api.port;
  const apiUrl = overrides.apiUrl ?? env.API_URL ?? `http://${host}:${port}`;
  const siteUrl = overrides.siteUrl ?? env.SITE_URL ?? toml.auth.site_url;
  // ADDITIONAL_REDIRECT_URLS (comma-separated) adds to the list in config.toml.
  const additionalRedirectUrls = overrides.additionalRedirectUrls ?? [
    ...toml.auth.additional_redirect_urls,
    ...splitList(env.ADDITIONAL_REDIRECT_URLS),
  ];

  const derivedOrigins = [siteUrl, ...additionalRedirectUrls]
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
  const corsOrigins =
    overrides.corsOrigins ??
    (env.CORS_ORIGINS ? splitList(env.CORS_ORIGINS) : [...new Set(derivedOrigins)]);

  // With SMTP_HOST set, mail goes to a real server and there is no local mailbox to print.
  const externalSmtp = env.SMTP_HOST !== undefined;
  const smtp: LocalConfig['smtp'] = {
    host: env.SMTP_HOST ?? '127.0.0.1',
    port: env.SMTP_PORT ?? toml.inbucket.smtp_port,
    secure: env.SMTP_SECURE ?? false,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.SMTP_FROM ?? 'Mealwise <no-reply@mealwise.local>',
  };

  const functions = Object.fromEntries(
    Object.entries(toml.functions).map(([name, settings]) => [
      name,
      { verifyJwt: settings.verify_jwt },
    ]),
  );

  const config: LocalConfig = {
    apiUrl,
    port,
    host,
    siteUrl,
    additionalRedirectUrls,
    jwtSecret: secrets.jwtSecret,
    jwtExpirySeconds: toml.auth.jwt_expiry,
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    autoConfirm: env.AUTO_CONFIRM ?? !toml.auth.email.enable_confirmations,
    minPasswordLength: toml.auth.minimum_password_length,
    rateLimits: {
      emailsPerHour: toml.auth.rate_limit.email_sent,
      emailIntervalSeconds: parseDurationSeconds(toml.auth.email.max_frequency),
      // The CLI counts sign-ups per 5 minutes; the contract counts them per hour.
      signupsPerHour: toml.auth.rate_limit.sign_in_sign_ups * 12,
      tokenRequestsPer5Min: toml.auth.rate_limit.token_refresh,
      // Not settings of the Supabase CLI: hosted GoTrue limits guessing per client only.
      failedSignInsPerAddress: DEFAULT_FAILED_SIGN_INS_PER_ADDRESS,
      otpAttempts: DEFAULT_OTP_ATTEMPTS,
    },
    dataDir,
    corsOrigins,
    smtp,
    mailboxUrl: externalSmtp || !toml.inbucket.enabled ? undefined : `${apiUrl}/mailbox`,
    functionsDir: env.FUNCTIONS_DIR ? resolve(env.FUNCTIONS_DIR) : defaultFunctionsDir,
    functions,
    maxBodyBytes: env.MAX_BODY_BYTES ?? DEFAULT_MAX_BODY_BYTES,
    functionTimeoutMs: env.FUNCTION_TIMEOUT_SECONDS
      ? env.FUNCTION_TIMEOUT_SECONDS * 1000
      : DEFAULT_FUNCTION_TIMEOUT_MS,
    ...(env.CLOCK_FILE ? { clockFile: resolve(env.CLOCK_FILE) } : {}),
    ...(env.IMPORT_RECIPE_TEST_ALLOW_HOSTS
      ? { functionEnv: { IMPORT_RECIPE_TEST_ALLOW_HOSTS: env.IMPORT_RECIPE_TEST_ALLOW_HOSTS } }
      : {}),
    api: {
      schemas: toml.api.schemas,
      extraSearchPath: toml.api.extra_search_path,
      maxRows: toml.api.max_rows,
    },
    ...overrides,
  };
  // Overrides of the port or host must move the derived URLs with them.
  if (
    overrides.apiUrl === undefined &&
    (overrides.port !== undefined || overrides.host !== undefined)
  ) {
    config.apiUrl = `http://${config.host}:${config.port}`;
    if (config.mailboxUrl !== undefined && overrides.mailboxUrl === undefined) {
      config.mailboxUrl = `${config.apiUrl}/mailbox`;
    }
  }
  return config;
}

/** Where the database lives: DATABASE_URL selects a real PostgreSQL server, else PGlite in the data dir. */
export function resolveDbOptions(dataDir: string, env: NodeJS.ProcessEnv = process.env): DbOptions {
  const { DATABASE_URL } = readEnv(env);
  if (DATABASE_URL) return { kind: 'postgres', connectionString: DATABASE_URL };
  return {
    kind: 'pglite',
    dataDir: dataDir.startsWith(MEMORY_DATA_DIR) ? MEMORY_DATA_DIR : join(dataDir, 'pglite'),
  };
}
