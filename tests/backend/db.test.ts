/**
 * The database layer on both engines: concurrent transactions never see each other's
 * transaction-local settings (the per-request role and JWT claims the REST service relies on), a
 * throwing transaction rolls back, and both engines return rows in the same shapes.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../../supabase/local/db.ts';
import type { Db } from '../../supabase/local/contracts.ts';
import {
  forEachDbKind,
  makeTempDir,
  startPostgresCluster,
  type PostgresCluster,
} from './support.ts';

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`the ${kind} database`, () => {
    let cluster: PostgresCluster | undefined;
    let db: Db;

    beforeAll(async () => {
      if (kind === 'postgres') {
        cluster = await startPostgresCluster();
        db = await openDb({ kind: 'postgres', connectionString: await cluster.createDatabase() });
      } else {
        db = await openDb({ kind: 'pglite', dataDir: 'memory://' });
      }
      await db.exec('create table counter (id int primary key, value int not null)');
    });

    afterAll(async () => {
      await db?.close();
      await cluster?.stop();
    });

    it('keeps each concurrent transaction’s local settings to itself', async () => {
      const seen = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          db.transaction(async (tx) => {
            await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
              JSON.stringify({ sub: `user-${index}` }),
            ]);
            // Yield so the other transactions get every chance to run in between.
            await new Promise((resolve) => setTimeout(resolve, 5));
            const { rows } = await tx.query<{ sub: string }>(
              `select current_setting('request.jwt.claims', true)::jsonb ->> 'sub' as sub`,
            );
            return rows[0]?.sub;
          }),
        ),
      );
      expect(seen).toEqual(Array.from({ length: 20 }, (_, index) => `user-${index}`));
      const after = await db.query<{ claims: string | null }>(
        `select current_setting('request.jwt.claims', true) as claims`,
      );
      expect(after.rows[0]?.claims ?? '').toBe('');
    });

    it('rolls a transaction back when its function throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into counter (id, value) values (1, 1)');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const { rows } = await db.query('select * from counter where id = 1');
      expect(rows).toEqual([]);
    });

    it('keeps serving after a failed statement inside a transaction', async () => {
      await expect(db.transaction((tx) => tx.query('select * from no_such_table'))).rejects.toThrow(
        /no_such_table/,
      );
      const { rows } = await db.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    });

    it('returns the same value shapes on both engines', async () => {
      const { rows } = await db.query<Record<string, unknown>>(
        `select 42::int8 as big, 1.50::numeric(10,2) as money, '{"a":[1]}'::jsonb as doc,
                array['x','y']::text[] as list, '2025-04-07'::date as day, true as flag`,
      );
      expect(rows[0]).toMatchObject({
        big: 42,
        money: '1.50',
        doc: { a: [1] },
        list: ['x', 'y'],
        flag: true,
      });
    });

    it('counts the rows a statement changed', async () => {
      await db.query('insert into counter (id, value) values (10, 0), (11, 0), (12, 0)');
      const result = await db.query('update counter set value = value + 1 where id >= 10');
      expect(result.affectedRows).toBe(3);
    });
  });
}

describe('a PGlite data dir', () => {
  it('is opened by one owner at a time, and a dead owner’s lock is taken over', async () => {
    const dataDir = makeTempDir();
    try {
      const first = await openDb({ kind: 'pglite', dataDir });
      await expect(openDb({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by process/);
      await first.close();

      // A process that has exited leaves its lock behind, as after kill -9.
      const exited = spawnSync(
        process.execPath,
        ['-e', 'process.stdout.write(String(process.pid))'],
        { encoding: 'utf8' },
      );
      writeFileSync(join(dataDir, 'pglite.lock'), exited.stdout);
      const second = await openDb({ kind: 'pglite', dataDir });
      const { rows } = await second.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
