/**
 * The local backend's command line, modelled on the Supabase CLI (run with tsx):
 *   start            run the backend in the foreground (`npm run backend`)
 *   status [--json]  print the API URL, keys, mailbox URL and database (`npm run backend:status`),
 *                    whether or not the backend runs: the values come from the data dir.
 * Environment: DATA_DIR (default .data/local), DATABASE_URL (a real PostgreSQL server instead of
 * PGlite), PORT, SITE_URL, AUTO_CONFIRM and the others listed in supabase/config.toml.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  loadConfig,
  readEnv,
  resolveDataDir,
  resolveDbOptions,
  type LoadConfigOptions,
} from './config.ts';
import { startLocalBackend } from './server.ts';
import type { LocalConfig } from './contracts.ts';
import { processAlive, type DbOptions } from './db.ts';

export interface LocalStatus {
  /** True when a backend process for this data dir is alive. */
  running: boolean;
  pid: number | null;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string | null;
  dbKind: 'pglite' | 'postgres';
  /** Where the data is: the PGlite directory, or the PostgreSQL URL without its password. */
  database: string;
  dataDir: string;
}

const serverFileSchema = z.object({
  pid: z.number().int().positive(),
  apiUrl: z.string(),
  mailboxUrl: z.string().nullable(),
  dbKind: z.enum(['pglite', 'postgres']),
});

function describeDatabase(db: DbOptions): string {
  if (db.kind === 'pglite') return db.dataDir;
  try {
    const url = new URL(db.connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'PostgreSQL (unparsable DATABASE_URL)';
  }
}

/** The running backend's record in the data dir, if the process that wrote it is still alive. */
function readServerFile(dataDir: string): z.infer<typeof serverFileSchema> | undefined {
  const path = join(dataDir, 'server.json');
  if (!existsSync(path)) return undefined;
  try {
    const parsed = serverFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success || !processAlive(parsed.data.pid)) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}

/**
 * What `status` prints. Creates the data dir's secrets when none exist yet, so the app can be
 * configured before the backend's first start. The app's start script uses this for
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.
 */
export async function readLocalStatus(
  dataDir?: string,
  options: { env?: NodeJS.ProcessEnv; configPath?: string } = {},
): Promise<LocalStatus> {
  const env = options.env ?? process.env;
  const resolvedDataDir = resolveDataDir(dataDir ?? readEnv(env).DATA_DIR);
  const config = await loadConfig({
    env,
    configPath: options.configPath,
    overrides: { dataDir: resolvedDataDir },
  });
  const db = resolveDbOptions(config.dataDir, env);
  const server = readServerFile(config.dataDir);
  return {
    running: server !== undefined,
    pid: server?.pid ?? null,
    apiUrl: server?.apiUrl ?? config.apiUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    mailboxUrl: server ? server.mailboxUrl : (config.mailboxUrl ?? null),
    dbKind: server?.dbKind ?? db.kind,
    database: describeDatabase(db),
    dataDir: config.dataDir,
  };
}

function formatStatus(status: LocalStatus, heading: string): string {
  const rows: [string, string][] = [
    ['API URL', status.apiUrl],
    ['REST URL', `${status.apiUrl}/rest/v1`],
    ['Functions URL', `${status.apiUrl}/functions/v1`],
    ['Mailbox URL', status.mailboxUrl ?? '(SMTP server from the environment; no local mailbox)'],
    ['Database', `${status.dbKind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${status.database}`],
    ['Data dir', status.dataDir],
    ['anon key', status.anonKey],
    ['service_role key', status.serviceRoleKey],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    heading,
    '',
    ...rows.map(([label, value]) => `${label.padStart(width)}: ${value}`),
    '',
  ].join('\n');
}

async function start(configOptions: LoadConfigOptions = {}): Promise<void> {
  const config: LocalConfig = await loadConfig(configOptions);
  const db = resolveDbOptions(config.dataDir);
  const backend = await startLocalBackend({ config, db });
  const status: LocalStatus = {
    running: true,
    pid: process.pid,
    apiUrl: backend.url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    mailboxUrl: config.mailboxUrl ?? null,
    dbKind: backend.db.kind,
    database: describeDatabase(db),
    dataDir: config.dataDir,
  };
  process.stdout.write(formatStatus(status, 'Started the local backend.'));
  process.stdout.write(
    'The service_role key bypasses row-level security: keep it out of the app.\n',
  );
  process.stdout.write('Stop with Ctrl+C.\n');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the local backend...\n`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A stray rejected promise in one request's code must not take the whole backend down.
  process.on('unhandledRejection', (reason) => {
    console.error('[backend] unhandled rejection:', reason);
  });
}

async function printStatus(json: boolean): Promise<void> {
  const status = await readLocalStatus();
  if (json) {
    process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
    return;
  }
  process.stdout.write(
    formatStatus(
      status,
      status.running
        ? `The local backend is running (pid ${status.pid}).`
        : 'The local backend is not running; these are the values it will use.',
    ),
  );
}

const USAGE = `Usage: tsx supabase/local/cli.ts <command>

Commands:
  start            Start the local backend in the foreground
  status [--json]  Print the API URL, keys, mailbox URL and database
`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start':
        await start();
        return 0;
      case 'status':
        await printStatus(rest.includes('--json'));
        return 0;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(USAGE);
        return command === undefined ? 1 : 0;
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      process.stderr.write(
        'The API port is in use: is the backend already running? (PORT=... chooses another)\n',
      );
    } else {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    }
    return 1;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (exitCode) => {
      // `start` keeps running until a signal; the other commands end here.
      if (exitCode !== 0 || process.argv[2] !== 'start') process.exit(exitCode);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
