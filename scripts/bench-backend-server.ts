/**
 * The backend `npm run bench:backend` measures, in a process of its own: the local backend as
 * `npm run backend` starts it (config.toml and the environment), plus the benchmark's embedding
 * schema (bench-embedding.sql) after the migrations.
 */
import { readFileSync } from 'node:fs';
import { loadConfig, resolveDbOptions } from '../supabase/local/config.ts';
import { startLocalBackend } from '../supabase/local/server.ts';

const config = await loadConfig();
const backend = await startLocalBackend({
  config,
  db: resolveDbOptions(config.dataDir),
  fixtureSql: [readFileSync(new URL('./bench-embedding.sql', import.meta.url), 'utf8')],
});
process.stdout.write(`Started the local backend at ${backend.url}\n`);
process.once('SIGTERM', () => {
  backend.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
