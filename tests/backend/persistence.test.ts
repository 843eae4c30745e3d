/**
 * Data survives a restart of the backend, on PGlite (same data dir) and on a real PostgreSQL
 * server (same database): the user can sign in again with the same keys and finds every row
 * written through supabase-js before the restart.
 */
import { rmSync } from 'node:fs';
import {
  createSignedInUser,
  forEachDbKind,
  makeClient,
  makeTempDir,
  startPostgresCluster,
  startTestBackend,
  type PostgresCluster,
  type TestBackendOptions,
} from './support.ts';

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`restart on ${kind}`, () => {
    let cluster: PostgresCluster | undefined;
    let dataDir: string;
    let options: TestBackendOptions;

    beforeAll(async () => {
      dataDir = makeTempDir();
      options = { dataDir, dbKind: kind };
      if (kind === 'postgres') {
        cluster = await startPostgresCluster();
        options.connectionString = await cluster.createDatabase();
      }
    });

    afterAll(async () => {
      await cluster?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps users, keys and every table’s rows across a restart', async () => {
      const first = await startTestBackend(options);
      let keys: { anonKey: string; serviceRoleKey: string };
      let account: { email: string; password: string; id: string };
      try {
        keys = { anonKey: first.anonKey, serviceRoleKey: first.serviceRoleKey };
        const person = await createSignedInUser(first, { fullName: 'Ada Lovelace' });
        account = { email: person.email, password: person.password, id: person.user.id };
        const id = person.user.id;
        const db = person.client;
        const writes = await Promise.all([
          db.from('profiles').upsert({ id, full_name: 'Ada Lovelace' }),
          db.from('onboarding_profile').upsert({
            id,
            full_name: 'Ada Lovelace',
            age: 36,
            height_feet: 5,
            height_inches: 6,
            weight: 130,
          }),
          db.from('food_preferences').upsert({
            id,
            dietary_restrictions: ['Vegetarian'],
            allergies: ['Peanuts'],
            disliked_foods: 'olives, anchovies',
          }),
          db.from('meal_frequency').upsert({
            id,
            weekly_budget: 'Custom Amount',
            custom_budget: 87.5,
            snacks_per_week: 3,
          }),
          db
            .from('budget_settings')
            .upsert({ id, zip_code: '02139', preferred_store: ['Aldi', "Trader Joe's"] }),
          // The planner functions write a week's plan, with the service role.
          makeClient(first.url, first.serviceRoleKey)
            .from('meal_plans')
            .upsert(
              { user_id: id, week_start: '2025-04-07', plan: { days: [] } },
              { onConflict: 'user_id,week_start' },
            ),
        ]);
        for (const write of writes) expect(write.error).toBeNull();
      } finally {
        await first.close();
      }

      const second = await startTestBackend(options);
      try {
        expect({ anonKey: second.anonKey, serviceRoleKey: second.serviceRoleKey }).toEqual(keys);
        const client = makeClient(second.url, second.anonKey);
        const signIn = await client.auth.signInWithPassword({
          email: account.email,
          password: account.password,
        });
        expect(signIn.error).toBeNull();
        expect(signIn.data.user?.id).toBe(account.id);

        const profile = await client
          .from('onboarding_profile')
          .select('*')
          .eq('id', account.id)
          .single();
        expect(profile.data).toMatchObject({
          full_name: 'Ada Lovelace',
          age: 36,
          height_feet: 5,
          height_inches: 6,
          weight: 130,
        });
        const food = await client
          .from('food_preferences')
          .select('*')
          .eq('id', account.id)
          .single();
        expect(food.data).toMatchObject({
          dietary_restrictions: ['Vegetarian'],
          allergies: ['Peanuts'],
          disliked_foods: 'olives, anchovies',
        });
        const frequency = await client
          .from('meal_frequency')
          .select('*')
          .eq('id', account.id)
          .single();
        expect(frequency.data).toMatchObject({
          weekly_budget: 'Custom Amount',
          custom_budget: 87.5,
          snacks_per_week: 3,
          dinner_per_week: 7,
        });
        const budget = await client
          .from('budget_settings')
          .select('*')
          .eq('id', account.id)
          .single();
        expect(budget.data).toMatchObject({
          zip_code: '02139',
          preferred_store: ['Aldi', "Trader Joe's"],
        });
        const names = await client
          .from('profiles')
          .select('full_name')
          .eq('id', account.id)
          .single();
        expect(names.data).toEqual({ full_name: 'Ada Lovelace' });
        const plans = await client
          .from('meal_plans')
          .select('week_start, plan')
          .eq('user_id', account.id);
        expect(plans.data).toEqual([{ week_start: '2025-04-07', plan: { days: [] } }]);
      } finally {
        await second.close();
      }
    });
  });
}
