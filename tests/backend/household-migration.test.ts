/**
 * The household accounts migration, on PGlite and on PostgreSQL: every account's rows, written
 * before it, stay that account's (each account is a household of one, named by its own id), and
 * nobody else's; after it, every account of a household reaches the household's rows in every
 * table and an account out of the household none; no policy or function of public still takes
 * the signed-in account, rather than its household, as the owner of a row.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations, migrate } from '../../supabase/local/migrate.ts';
import type { Db } from '../../supabase/local/contracts.ts';
import { forEachDbKind } from './support.ts';
import {
  asRole,
  openEmptyDb,
  createUser,
  insertOwnRow,
  SERVER_WRITTEN,
  TOUCH,
  USER_TABLES,
} from './migrations-support.ts';

const HOUSEHOLD_MIGRATION = '20261129000000';

/** The migrations before the household accounts one, in a directory of their own. */
function migrationsBefore(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mealwise-migrations-'));
  for (const migration of listMigrations()) {
    if (migration.version >= HOUSEHOLD_MIGRATION) continue;
    cpSync(migration.path, join(dir, `${migration.version}_${migration.name}.sql`));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function rowsSeen(db: Db, account: string): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (const table of USER_TABLES) {
    const { rows } = await asRole(db, 'authenticated', account, (tx) =>
      tx.query(`select * from ${table}`),
    );
    seen[table] = rows.length;
  }
  return seen;
}

const everyTable = (count: number) => Object.fromEntries(USER_TABLES.map((t) => [t, count]));

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`the household accounts migration on ${kind}`, () => {
    let db: Db;
    let owner: string;
    let neighbour: string;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ db, close } = await openEmptyDb(kind));
    });
    afterAll(async () => {
      await close?.();
    });

    it("keeps every account's rows written before it that account's, and nobody else's", async () => {
      const before = migrationsBefore();
      try {
        await migrate(db, { migrationsDir: before.dir });
      } finally {
        before.remove();
      }
      owner = await createUser(db, `owner-${kind}@example.com`);
      neighbour = await createUser(db, `neighbour-${kind}@example.com`);
      for (const table of USER_TABLES) {
        await asRole(db, 'service_role', undefined, (tx) => insertOwnRow(tx, table, owner));
        await asRole(db, 'service_role', undefined, (tx) => insertOwnRow(tx, table, neighbour));
      }
      expect(await rowsSeen(db, owner)).toEqual(everyTable(1));

      expect((await migrate(db)).applied).toEqual([HOUSEHOLD_MIGRATION]);
      expect(await rowsSeen(db, owner)).toEqual(everyTable(1));
      expect(await rowsSeen(db, neighbour)).toEqual(everyTable(1));
    });

    it('lets every account of a household reach its rows, and an account out of it none', async () => {
      const partner = await createUser(db, `partner-${kind}@example.com`);
      const { rows } = await db.query<{ id: string }>(
        'select id from public.household_members where user_id = $1',
        [owner],
      );
      await db.query(
        'insert into public.household_accounts (account_id, household_id, member_id) values ($1, $2, $3)',
        [partner, owner, rows[0]?.id],
      );
      // The partner's own rows (none) are out of reach while they share the owner's household.
      expect(await rowsSeen(db, partner)).toEqual(everyTable(1));
      for (const table of USER_TABLES) {
        if (SERVER_WRITTEN.has(table)) continue;
        const updated = await asRole(db, 'authenticated', partner, (tx) =>
          tx.query(`update ${table} set ${TOUCH[table]}`),
        );
        expect({ table, updated: updated.affectedRows }).toEqual({ table, updated: 1 });
      }
      // A partner may not write rows into another household, nor claim theirs.
      await expect(
        asRole(db, 'authenticated', partner, (tx) => insertOwnRow(tx, 'pantry_items', neighbour)),
      ).rejects.toThrow(/row-level security/);

      await db.query('delete from public.household_accounts where account_id = $1', [partner]);
      expect(await rowsSeen(db, partner)).toEqual(everyTable(0));
      expect(await rowsSeen(db, owner)).toEqual(everyTable(1));
    });

    it('leaves no policy or function taking the signed-in account as the owner', async () => {
      const policies = await db.query<{ tablename: string }>(
        `select tablename from pg_policies where schemaname = 'public'
           and (qual like '%auth.uid()%' or with_check like '%auth.uid()%')`,
      );
      expect(policies.rows.map((row) => row.tablename)).toEqual(['household_accounts']);
      const functions = await db.query<{ proname: string }>(
        `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prosrc like '%auth.uid()%' order by 1`,
      );
      expect(functions.rows.map((row) => row.proname)).toEqual(['household_id']);
    });
  });
}
