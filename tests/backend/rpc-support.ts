/**
 * Shared set-up of the /rpc suites (rpc*.test.ts): a backend on each database kind with the
 * owner's week stored and functions of the kinds the endpoint must answer for, two signed-in
 * people, week plans in the stored shape, and reads of the stored week and its change log.
 */
import type { Json } from '../../supabase/types/database.ts';
import {
  createSignedInUser,
  describeOnEachKind,
  type DbKind,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

export const WEEK = '2026-11-23';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A week in the stored shape, as far as the function checks it; `label` tells versions apart. */
export function weekPlan(label: string, weekStart = WEEK, days = 7, edits = 0): Json {
  return {
    weekStart,
    label,
    edits,
    days: WEEKDAYS.slice(0, days).map((day) => ({
      day,
      meals: [{ id: `${day}-dinner`, name: `${label} dinner` }],
    })),
  };
}

export function editArgs(userId: string, overrides: Record<string, Json> = {}) {
  return {
    user_id: userId,
    week_start: WEEK,
    plan: weekPlan('edited', WEEK, 7, 1),
    shopping_list: [{ id: 'rice', name: 'Rice', price: 1.25 }],
    summary: { nutrition: 1 },
    change: 'Removed Lentil soup from Tuesday',
    price_difference: -3.456,
    expected_edits: 0,
    ...overrides,
  };
}

export interface RpcBackend {
  backend: TestBackend;
  owner: SignedInUser;
  other: SignedInUser;
}

export interface RpcReads {
  /** The owner's stored week (null when none). */
  storedPlan(userId: string): Promise<Json>;
  /** A person's change-log lines, oldest first. */
  changeLog(userId: string): Promise<{ change: string; price_difference: string }[]>;
}

/**
 * Runs `suite` on each database kind inside `/rpc on <kind>` (see describeOnEachKind); before
 * every test the owner's week is back to the original, with no change-log lines.
 */
export function describeRpc(suite: (rpc: RpcBackend, reads: RpcReads, kind: DbKind) => void): void {
  describeOnEachKind(
    '/rpc',
    async (backend) => {
      const owner = await createSignedInUser(backend);
      const other = await createSignedInUser(backend);
      // Only the server writes plans: the test puts the owner's week in place directly.
      await backend.db.query(
        'insert into public.meal_plans (user_id, week_start, plan) values ($1, $2, $3::jsonb)',
        [owner.user.id, WEEK, JSON.stringify(weekPlan('original'))],
      );
      // Functions of the kinds the endpoint must answer for, created after the server started.
      await backend.db.exec(`
      create function public.add_them(a integer, b integer default 10) returns integer
        language sql immutable as $$ select a + b $$;
      create function public.week_days(start date) returns setof date
        language sql stable as $$ select start + i from generate_series(0, 6) as i $$;
      create function public.week_rows(start date) returns table (first date, last date)
        language sql stable as $$ select start, start + 6 $$;
      create function public.week_span(start date, out first date, out last date)
        language sql stable as $$ select start, start + 6 $$;
      create function public.clear_summaries() returns void
        language sql volatile as $$ update public.meal_plans set summary = null $$;
    `);
      return { owner, other };
    },
    (rpc, kind) => {
      async function storedPlan(userId: string): Promise<Json> {
        const { rows } = await rpc.backend.db.query<{ plan: Json }>(
          'select plan from public.meal_plans where user_id = $1 and week_start = $2',
          [userId, WEEK],
        );
        return rows[0]?.plan ?? null;
      }

      async function changeLog(
        userId: string,
      ): Promise<{ change: string; price_difference: string }[]> {
        const { rows } = await rpc.backend.db.query<{ change: string; price_difference: string }>(
          'select change, price_difference::text from public.budget_changes where user_id = $1 order by created_at',
          [userId],
        );
        return rows;
      }

      async function resetWeek(userId: string): Promise<void> {
        await rpc.backend.db.query('delete from public.budget_changes where user_id = $1', [
          userId,
        ]);
        await rpc.backend.db.query(
          `update public.meal_plans set plan = $2::jsonb, shopping_list = '[]', summary = '{"kept":true}'
           where user_id = $1 and week_start = $3`,
          [userId, JSON.stringify(weekPlan('original')), WEEK],
        );
      }

      beforeEach(async () => {
        await resetWeek(rpc.owner.user.id);
      });

      suite(rpc, { storedPlan, changeLog }, kind);
    },
  );
}
