/**
 * Prepares a database for the local backend: first what hosted Supabase provides (roles, the auth
 * schema, grants), then `supabase/migrations/*.sql` in version order, each applied once and
 * recorded in supabase_migrations.schema_migrations like the Supabase CLI does.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './contracts.ts';

export const defaultMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const baseSqlPath = fileURLToPath(new URL('./sql/supabase-base.sql', import.meta.url));

/** Any constant works; it keeps two backends that share one PostgreSQL server from migrating at once. */
const MIGRATION_LOCK_KEY = 5_432_154_321;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

/** CLI naming: `<version>_<name>.sql`, the version being digits (usually a timestamp). */
const MIGRATION_FILE = /^(\d+)_([A-Za-z0-9_.-]+)\.sql$/;

export function listMigrations(migrationsDir: string = defaultMigrationsDir): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  const files: MigrationFile[] = [];
  for (const entry of readdirSync(migrationsDir)) {
    if (!entry.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(entry);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file name must look like <digits>_<name>.sql: ${entry}`);
    }
    files.push({ version: match[1], name: match[2], path: join(migrationsDir, entry) });
  }
  files.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  for (let i = 1; i < files.length; i += 1) {
    if (files[i]?.version === files[i - 1]?.version) {
      throw new Error(`Two migrations share version ${files[i]?.version}`);
    }
  }
  return files;
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

/** Creates the hosted-Supabase baseline; safe to run on every start. */
export async function applyBaseline(db: Db): Promise<void> {
  const sql = readFileSync(baseSqlPath, 'utf8');
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(sql);
  });
}

export async function migrate(
  db: Db,
  options: { migrationsDir?: string } = {},
): Promise<MigrateResult> {
  await applyBaseline(db);
  const result: MigrateResult = { applied: [], skipped: [] };
  for (const migration of listMigrations(options.migrationsDir)) {
    const sql = readFileSync(migration.path, 'utf8');
    // One transaction per file: a failing migration leaves no half-applied schema behind and is
    // not recorded, so the next start tries it again.
    const applied = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations where version = $1',
        [migration.version],
      );
      if (existing.rows.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${message}`, {
          cause: error,
        });
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
      return true;
    });
    (applied ? result.applied : result.skipped).push(migration.version);
  }
  return result;
}
