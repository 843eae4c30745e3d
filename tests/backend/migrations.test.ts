/**
 * The baseline and the migrations, on PGlite and on a real PostgreSQL server: they apply twice
 * without error (the second time as a no-op), create the specified columns, and the row-level
 * security they declare lets a user reach only their own rows while anon reaches nothing.
 */
import { openDb } from '../../supabase/local/db.ts';
import { readFileSync } from 'node:fs';
import { applyBaseline, listMigrations, migrate } from '../../supabase/local/migrate.ts';
import type { Db } from '../../supabase/local/contracts.ts';
import { forEachDbKind, type PostgresCluster } from './support.ts';
import {
  asRole,
  openEmptyDb,
  createUser,
  insertOwnRow,
  SERVER_WRITTEN,
  TOUCH,
  USER_TABLES,
} from './migrations-support.ts';

/** Spec section 3, column by column (plus the keys and timestamps every table has). */
const SPEC_COLUMNS: Record<string, Record<string, string>> = {
  profiles: { id: 'uuid', full_name: 'text' },
  onboarding_profile: {
    id: 'uuid',
    full_name: 'text',
    age: 'integer',
    gender: 'text',
    height_feet: 'integer',
    height_inches: 'integer',
    weight: 'integer',
    activity_level: 'text',
    health_goal: 'text',
  },
  food_preferences: {
    id: 'uuid',
    dietary_restrictions: 'ARRAY',
    allergies: 'ARRAY',
    disliked_foods: 'text',
    protein_goal: 'text',
    favorite_cuisines: 'ARRAY',
  },
  meal_frequency: {
    id: 'uuid',
    weekly_budget: 'text',
    custom_budget: 'numeric',
    breakfasts_per_week: 'integer',
    lunch_per_week: 'integer',
    dinner_per_week: 'integer',
    snacks_per_week: 'integer',
    meal_prep_frequency: 'text',
    cooking_time: 'text',
    cooking_methods: 'ARRAY',
  },
  budget_settings: {
    id: 'uuid',
    shopping_frequency: 'text',
    zip_code: 'text',
    preferred_store: 'ARRAY',
    preferred_store_other: 'text',
    ingredient_quality: 'text',
  },
};

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`migrations on ${kind}`, () => {
    let db: Db;
    let cluster: PostgresCluster | undefined;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ db, cluster, close } = await openEmptyDb(kind));
    });
    afterAll(async () => {
      await close?.();
    });

    it('apply once, then a second run applies nothing and fails nothing', async () => {
      const versions = listMigrations().map((migration) => migration.version);
      expect(versions.length).toBeGreaterThan(0);
      const first = await migrate(db);
      expect(first.applied).toEqual(versions);
      const second = await migrate(db);
      expect(second).toEqual({ applied: [], skipped: versions });
      const recorded = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.rows.map((row) => row.version)).toEqual(versions);
    });

    it('create the five tables of the specification with their exact columns and types', async () => {
      for (const [table, columns] of Object.entries(SPEC_COLUMNS)) {
        const { rows } = await db.query<{ column_name: string; data_type: string }>(
          `select column_name, data_type from information_schema.columns
           where table_schema = 'public' and table_name = $1`,
          [table],
        );
        const actual = Object.fromEntries(rows.map((row) => [row.column_name, row.data_type]));
        for (const [column, type] of Object.entries(columns)) {
          expect({ table, column, type: actual[column] }).toEqual({ table, column, type });
        }
        expect(actual.created_at).toBe('timestamp with time zone');
        expect(actual.updated_at).toBe('timestamp with time zone');
      }
    });

    it('enable row-level security on every table the API can reach', async () => {
      const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'`,
      );
      expect(rows.map((row) => row.relname)).toEqual(expect.arrayContaining([...USER_TABLES]));
      const withoutRls = rows.filter((row) => !row.relrowsecurity).map((row) => row.relname);
      expect(withoutRls).toEqual([]);
    });

    it('grant anon nothing on any table', async () => {
      const { rows } = await db.query<{ table_name: string; privilege_type: string }>(
        `select table_name, privilege_type from information_schema.role_table_grants
         where table_schema = 'public' and grantee = 'anon'`,
      );
      expect(rows).toEqual([]);
    });

    it('let a user reach only their own rows and anon none at all', async () => {
      const owner = await createUser(db, `owner-${kind}@example.com`);
      const stranger = await createUser(db, `stranger-${kind}@example.com`);
      for (const table of USER_TABLES) {
        if (SERVER_WRITTEN.has(table)) {
          // The planner functions write these with the service role; the person only reads them.
          await asRole(db, 'service_role', undefined, (tx) => insertOwnRow(tx, table, owner));
          await expect(
            asRole(db, 'authenticated', owner, (tx) => insertOwnRow(tx, table, owner)),
          ).rejects.toThrow(/permission denied/);
          await expect(
            asRole(db, 'authenticated', owner, (tx) =>
              tx.query(`update ${table} set ${TOUCH[table]}`),
            ),
          ).rejects.toThrow(/permission denied/);
        } else {
          await asRole(db, 'authenticated', owner, (tx) => insertOwnRow(tx, table, owner));
        }
        const own = await asRole(db, 'authenticated', owner, (tx) =>
          tx.query(`select * from ${table}`),
        );
        expect({ table, rows: own.rows.length }).toEqual({ table, rows: 1 });

        const seen = await asRole(db, 'authenticated', stranger, (tx) =>
          tx.query(`select * from ${table}`),
        );
        expect({ table, rows: seen.rows.length }).toEqual({ table, rows: 0 });
        if (!SERVER_WRITTEN.has(table)) {
          const updated = await asRole(db, 'authenticated', stranger, (tx) =>
            tx.query(`update ${table} set ${TOUCH[table]}`),
          );
          expect({ table, updated: updated.affectedRows }).toEqual({ table, updated: 0 });
        }
        if (SERVER_WRITTEN.has(table)) {
          await expect(
            asRole(db, 'authenticated', stranger, (tx) => tx.query(`delete from ${table}`)),
          ).rejects.toThrow(/permission denied/);
        } else {
          const deleted = await asRole(db, 'authenticated', stranger, (tx) =>
            tx.query(`delete from ${table}`),
          );
          expect({ table, deleted: deleted.affectedRows }).toEqual({ table, deleted: 0 });
        }
        await expect(
          asRole(db, 'authenticated', stranger, (tx) => insertOwnRow(tx, table, owner)),
        ).rejects.toThrow(SERVER_WRITTEN.has(table) ? /permission denied/ : /row-level security/);

        await expect(
          asRole(db, 'anon', undefined, (tx) => tx.query(`select * from ${table}`)),
        ).rejects.toThrow(/permission denied/);
        await expect(
          asRole(db, 'anon', undefined, (tx) => insertOwnRow(tx, table, owner)),
        ).rejects.toThrow(/permission denied/);
      }
    });

    it('keep updated_at current on update', async () => {
      const id = await createUser(db, `clock-${kind}@example.com`);
      await db.query(
        `insert into profiles (id, full_name, updated_at) values ($1, 'A', now() - interval '1 day')`,
        [id],
      );
      await db.query(`update profiles set full_name = 'B' where id = $1`, [id]);
      const { rows } = await db.query<{ fresh: boolean }>(
        `select updated_at > now() - interval '1 minute' as fresh from profiles where id = $1`,
        [id],
      );
      expect(rows[0]?.fresh).toBe(true);
    });

    it('remove a user’s rows when the user is deleted', async () => {
      const id = await createUser(db, `gone-${kind}@example.com`);
      await db.query(`insert into food_preferences (id, allergies) values ($1, '{Eggs}')`, [id]);
      await db.query('delete from auth.users where id = $1', [id]);
      const { rows } = await db.query('select 1 from food_preferences where id = $1', [id]);
      expect(rows).toHaveLength(0);
    });

    // On hosted Supabase migrations run as `postgres`, which is not a superuser: they must need
    // nothing more than what that role has (create in public, reference auth.users, the API roles).
    it.runIf(kind === 'postgres')(
      'apply as a role without superuser rights, as on hosted Supabase',
      async () => {
        const hosted = await openDb({
          kind: 'postgres',
          connectionString: await (cluster as PostgresCluster).createDatabase(),
        });
        try {
          await applyBaseline(hosted);
          await hosted.exec(`
          do $$ begin
            if not exists (select 1 from pg_roles where rolname = 'hosted_owner') then
              create role hosted_owner nologin nosuperuser;
            end if;
          end $$;
          grant anon, authenticated, service_role to hosted_owner;
          grant usage, create on schema public to hosted_owner;
          do $grant$ begin
            execute format('grant create on database %I to hosted_owner', current_database());
          end $grant$;
          grant usage on schema auth to hosted_owner;
          grant select, references on auth.users to hosted_owner;
          -- On hosted Supabase the migrating role (postgres) owns the supabase_realtime publication.
          alter publication supabase_realtime owner to hosted_owner;
        `);
          for (const migration of listMigrations()) {
            await hosted.transaction(async (tx) => {
              await tx.query('set local role hosted_owner');
              await tx.exec(readFileSync(migration.path, 'utf8'));
            });
          }
          const { rows } = await hosted.query<{ owner: string }>(
            `select tableowner as owner from pg_tables where schemaname = 'public' and tablename = 'food_preferences'`,
          );
          expect(rows).toEqual([{ owner: 'hosted_owner' }]);
        } finally {
          await hosted.close();
        }
      },
    );
  });
}
