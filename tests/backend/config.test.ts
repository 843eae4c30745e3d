/**
 * Configuration and status: config.toml plus environment overrides, secrets generated once per
 * data dir (private, stable, shared by concurrent first starts), keys that are HS256 JWTs with the
 * CLI's claims, and `status` answering from the data dir whether or not a backend runs.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { loadConfig, parseDurationSeconds, secretsPath } from '../../supabase/local/config.ts';
import { verifyJwt } from '../../supabase/local/jwt.ts';
import { readLocalStatus } from '../../supabase/local/cli.ts';
import { makeTempDir } from './support.ts';

const cliPath = fileURLToPath(new URL('../../supabase/local/cli.ts', import.meta.url));
const dirs: string[] = [];

function tempDir(): string {
  const dir = makeTempDir();
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('reads config.toml in the Supabase CLI format', async () => {
    const config = await loadConfig({ env: { DATA_DIR: tempDir() } });
    expect(config).toMatchObject({
      port: 54321,
      apiUrl: 'http://127.0.0.1:54321',
      siteUrl: 'http://localhost:5173',
      jwtExpirySeconds: 3600,
      autoConfirm: false,
      minPasswordLength: 6,
      mailboxUrl: 'http://127.0.0.1:54321/mailbox',
      functions: { health: { verifyJwt: true } },
    });
    expect(config.additionalRedirectUrls).toContain('http://localhost:5173/**');
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:5173', 'http://127.0.0.1:5173']),
    );
    expect(config.rateLimits.emailIntervalSeconds).toBe(60);
  });

  it('lets the environment override it', async () => {
    const config = await loadConfig({
      env: {
        DATA_DIR: tempDir(),
        PORT: '6000',
        SITE_URL: 'https://app.example.com',
        AUTO_CONFIRM: 'true',
        CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
        FUNCTION_TIMEOUT_SECONDS: '5',
        ADDITIONAL_REDIRECT_URLS: 'https://app.example.com/**, https://preview.example.com/**',
      },
    });
    expect(config.additionalRedirectUrls).toEqual(
      expect.arrayContaining(['http://localhost:5173/**', 'https://preview.example.com/**']),
    );
    expect(config).toMatchObject({
      port: 6000,
      apiUrl: 'http://127.0.0.1:6000',
      siteUrl: 'https://app.example.com',
      autoConfirm: true,
      corsOrigins: ['https://app.example.com', 'https://admin.example.com'],
      functionTimeoutMs: 5000,
    });
  });

  it('refuses an invalid environment value with a clear message', async () => {
    await expect(loadConfig({ env: { DATA_DIR: tempDir(), PORT: 'eighty' } })).rejects.toThrow(
      /PORT/,
    );
    await expect(
      loadConfig({ env: { DATA_DIR: tempDir(), AUTO_CONFIRM: 'maybe' } }),
    ).rejects.toThrow(/AUTO_CONFIRM/);
  });

  it('parses the CLI’s durations', () => {
    expect(parseDurationSeconds('60s')).toBe(60);
    expect(parseDurationSeconds('1m30s')).toBe(90);
    expect(parseDurationSeconds('2h')).toBe(7200);
    expect(parseDurationSeconds(5)).toBe(5);
    expect(() => parseDurationSeconds('soon')).toThrow(/Not a duration/);
  });
});

describe('secrets', () => {
  it('are generated once per data dir, private, and stable across loads', async () => {
    const dataDir = tempDir();
    const first = await loadConfig({ env: { DATA_DIR: dataDir } });
    const second = await loadConfig({ env: { DATA_DIR: dataDir } });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.anonKey).toBe(first.anonKey);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretsPath(dataDir)).mode & 0o777).toBe(0o600);
    const other = await loadConfig({ env: { DATA_DIR: tempDir() } });
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
  });

  it('agree when several processes start on a fresh data dir at once', async () => {
    const dataDir = tempDir();
    const configs = await Promise.all(
      Array.from({ length: 5 }, () => loadConfig({ env: { DATA_DIR: dataDir } })),
    );
    expect(new Set(configs.map((config) => config.jwtSecret)).size).toBe(1);
  });

  it('sign the anon and service_role keys as long-lived HS256 JWTs', async () => {
    const config = await loadConfig({ env: { DATA_DIR: tempDir() } });
    for (const [key, role] of [
      [config.anonKey, 'anon'],
      [config.serviceRoleKey, 'service_role'],
    ] as const) {
      expect(decodeProtectedHeader(key).alg).toBe('HS256');
      const claims = decodeJwt(key);
      expect(claims).toMatchObject({ role, iss: 'supabase-local' });
      expect((claims.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(5 * 365 * 24 * 3600);
      expect(await verifyJwt(key, config.jwtSecret)).toMatchObject({ ok: true, claims: { role } });
    }
  });
});

describe('status', () => {
  it('prints the same values as readLocalStatus, as JSON, when no backend runs', async () => {
    const dataDir = tempDir();
    const result = spawnSync(process.execPath, ['--import', 'tsx', cliPath, 'status', '--json'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const printed: unknown = JSON.parse(result.stdout);
    const status = await readLocalStatus(dataDir, { env: { DATA_DIR: dataDir } });
    expect(printed).toEqual(status);
    expect(status).toMatchObject({
      running: false,
      apiUrl: 'http://127.0.0.1:54321',
      dbKind: 'pglite',
    });
  });

  it('hides the password of a DATABASE_URL', async () => {
    const status = await readLocalStatus(tempDir(), {
      env: { DATABASE_URL: 'postgres://app:s3cret@db.example.com:5432/mealwise' },
    });
    expect(status.dbKind).toBe('postgres');
    expect(status.database).not.toContain('s3cret');
  });

  it('refuses an unknown command', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', cliPath, 'launch'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Unknown command: launch');
  });
});
