/**
 * The spending history's reads (HISTORY_COLUMNS, with the plan's JSON paths) under row-level
 * security, on PGlite and on PostgreSQL: the owner gets their own weeks' budget, bill and
 * purchases and nothing of another person's; another user and anon get nothing of theirs. The
 * rows read this way pass buildHistory's checks.
 */
import { HISTORY_COLUMNS, buildHistory } from '../../machines/spendingHistory/history.ts';
import { createSignedInUser, describeOnEachKind, makeClient } from './support.ts';

const WEEKS = ['2026-11-16', '2026-11-23'];

function planRow(userId: string, week: string, budget: number, total: number) {
  return {
    user_id: userId,
    week_start: week,
    plan: { weekStart: week, weeklyBudgetValue: budget, totalCostValue: total, days: [] },
  };
}

describeOnEachKind(
  'the spending history reads',
  async (backend) => {
    const owner = await createSignedInUser(backend);
    const other = await createSignedInUser(backend);
    const service = makeClient(backend.url, backend.serviceRoleKey);
    const plans = await service
      .from('meal_plans')
      .insert([
        planRow(owner.user.id, WEEKS[0]!, 75, 61.4),
        planRow(owner.user.id, WEEKS[1]!, 100, 70.1),
        planRow(other.user.id, WEEKS[1]!, 300, 250),
      ]);
    if (plans.error) throw new Error(plans.error.message);
    const purchases = await service.from('purchases').insert([
      {
        user_id: owner.user.id,
        week_start: WEEKS[0]!,
        item_key: 'spinach',
        name: 'Spinach',
        amount_paid: 3.5,
      },
      {
        user_id: other.user.id,
        week_start: WEEKS[1]!,
        item_key: 'caviar',
        name: 'Caviar',
        amount_paid: 99,
      },
    ]);
    if (purchases.error) throw new Error(purchases.error.message);
    const own = await service.from('shopping_list_items').insert([
      {
        user_id: other.user.id,
        week_start: WEEKS[1]!,
        item_key: 'custom-1',
        name: 'Gold leaf',
        price: 40,
        custom: true,
      },
    ]);
    if (own.error) throw new Error(own.error.message);
    return {
      ownerDb: makeClient(backend.url, backend.anonKey, owner.accessToken),
      otherDb: makeClient(backend.url, backend.anonKey, other.accessToken),
      anonDb: makeClient(backend.url, backend.anonKey),
      ownerId: owner.user.id,
    };
  },
  (context) => {
    it("gives the owner their weeks' budget and bill, and none of another person's rows", async () => {
      const { ownerDb } = context;
      const plans = await ownerDb
        .from('meal_plans')
        .select(HISTORY_COLUMNS.plans)
        .order('week_start', { ascending: true });
      expect(plans.error).toBeNull();
      expect(plans.data).toEqual([
        { week_start: WEEKS[0], plan_week_start: WEEKS[0], budget: 75, total: 61.4 },
        { week_start: WEEKS[1], plan_week_start: WEEKS[1], budget: 100, total: 70.1 },
      ]);
      const bought = await ownerDb.from('purchases').select(HISTORY_COLUMNS.purchases);
      expect(bought.error).toBeNull();
      expect(bought.data?.map((row) => row.name)).toEqual(['Spinach']);
      const items = await ownerDb
        .from('shopping_list_items')
        .select(HISTORY_COLUMNS.ownItems)
        .eq('custom', true);
      expect(items).toMatchObject({ error: null, data: [] });

      const history = buildHistory({
        today: '2026-11-24',
        profileBudget: 100,
        plans: plans.data ?? [],
        ownItems: items.data ?? [],
        purchases: bought.data ?? [],
        sectionOf: () => 'produce',
        dateOf: (timestamp) => timestamp.slice(0, 10),
      });
      expect(history.problems).toEqual([]);
      expect(history.weeks.map((week) => [week.weekStart, week.planned, week.spent])).toEqual([
        [WEEKS[0], 61.4, 3.5],
        [WEEKS[1], 70.1, 0],
      ]);
    });

    it("gives another user nothing of the owner's, even asked by the owner's id", async () => {
      const { otherDb, ownerId } = context;
      const plans = await otherDb
        .from('meal_plans')
        .select(HISTORY_COLUMNS.plans)
        .eq('user_id', ownerId);
      expect(plans).toMatchObject({ error: null, data: [] });
      const bought = await otherDb
        .from('purchases')
        .select(HISTORY_COLUMNS.purchases)
        .eq('user_id', ownerId);
      expect(bought).toMatchObject({ error: null, data: [] });
    });

    it('refuses anon (401)', async () => {
      for (const [table, columns] of [
        ['meal_plans', HISTORY_COLUMNS.plans],
        ['purchases', HISTORY_COLUMNS.purchases],
        ['shopping_list_items', HISTORY_COLUMNS.ownItems],
      ] as const) {
        const read = await context.anonDb.from(table).select(columns);
        expect(read.status).toBe(401);
        expect(read.data).toBeNull();
      }
    });
  },
);
