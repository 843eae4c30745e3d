/**
 * pantry: what the caller has at home today, and their changes to it (add what is already at
 * home, correct an amount, mark something used up or thrown away, say a staple is at home, answer
 * the staples question). The amounts are computed from the pantry ledger, the purchases and the
 * meals planned before today (../_shared/pantry/stock.ts); a change is a new ledger row, written
 * as the caller (row-level security applies), so nothing recorded before is lost. When the
 * staples at home change, the weeks not over yet are priced again at the till with them (their
 * meals stay; the plan page offers to plan again).
 */
import { plannerHandler } from '../_shared/edge/handler.ts';
import { errorJson, json, personToday } from '../_shared/edge/http.ts';
import type { Caller } from '../_shared/edge/http.ts';
import { pantryState } from '../_shared/edge/pantryStore.ts';
import { repriceForStaples } from '../_shared/edge/weekEdit.ts';
import { stapleGroupOf } from '../_shared/catalogue/staples.ts';
import { pantryAnswer } from '../_shared/pantry/present.ts';
import { getCatalogue } from '../_shared/planner/catalogue.ts';
import type { PlannerCatalogue } from '../_shared/planner/types.ts';
import { pantryBody, pantryResponse } from '../_shared/schemas/pantry.ts';
import type { PantryBody } from '../_shared/schemas/pantry.ts';

/** The day the caller answered the staples question, or null. */
async function staplesAnswered(who: Caller): Promise<string | null> {
  const { data, error } = await who.client
    .from('planning_preferences')
    .select('staples_answered_on')
    .eq('id', who.userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the staples answer failed: ${error.message}`);
  const day = (data as { staples_answered_on?: unknown } | null)?.staples_answered_on;
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** The ledger rows a change writes (none for 'list'); a Response refuses the change. */
function rowsFor(
  body: Exclude<PantryBody, { action: 'list' }>,
  who: Caller,
  today: string,
  catalogue: PlannerCatalogue,
  athome: ReadonlySet<string>,
): Record<string, unknown>[] | Response {
  const base = { user_id: who.userId, on_date: today };
  const notStaple = (food: string) =>
    errorJson(400, {
      error: `Invalid request body: '${food}' is not a staple that can be kept at home without an amount`,
    });
  switch (body.action) {
    case 'add':
    case 'set':
      if (!catalogue.foods.has(body.food))
        return errorJson(400, {
          error: `Invalid request body: food '${body.food}' is not in the catalogue`,
        });
      return [
        {
          ...base,
          food: body.food,
          kind: body.action === 'add' ? 'added' : 'set',
          grams: Math.round(body.grams * 10) / 10,
          ...(body.action === 'set' ? { reason: body.reason } : {}),
        },
      ];
    case 'have': {
      const food = catalogue.foods.get(body.food);
      if (!food || !stapleGroupOf(food)) return notStaple(body.food);
      return athome.has(body.food) ? [] : [{ ...base, food: body.food, kind: 'have', grams: 0 }];
    }
    case 'staples': {
      const have = new Set(body.have);
      for (const key of have) {
        const food = catalogue.foods.get(key);
        if (!food || !stapleGroupOf(food)) return notStaple(key);
      }
      return [
        ...[...have]
          .filter((food) => !athome.has(food))
          .map((food) => ({ ...base, food, kind: 'have', grams: 0 })),
        ...[...athome]
          .filter((food) => !have.has(food))
          .map((food) => ({ ...base, food, kind: 'set', grams: 0, reason: 'correction' })),
      ];
    }
  }
}

export default plannerHandler({
  name: 'pantry',
  failure: 'The pantry could not be read or saved; please try again',
  schema: pantryBody,
  run: async (body, who) => {
    const today = personToday(body.today, who.today);
    if (!today)
      return errorJson(400, {
        error: 'Invalid request body: today must be your current date (YYYY-MM-DD)',
      });
    const catalogue = await getCatalogue();
    if (body.action !== 'list') {
      const before = await pantryState(who.client, who.userId, today, catalogue);
      const athome = new Set(before.athome.map((a) => a.food));
      const rows = rowsFor(body, who, today, catalogue, athome);
      if (rows instanceof Response) return rows;
      if (body.action === 'staples') {
        const { error } = await who.client
          .from('planning_preferences')
          .upsert({ id: who.userId, staples_answered_on: today }, { onConflict: 'id' });
        if (error) throw new Error(`Saving the staples answer failed: ${error.message}`);
      }
      if (rows.length > 0) {
        // One insert: the rows of an answer are saved together or not at all.
        const { error } = await who.client.from('pantry_items').insert(rows);
        if (error) throw new Error(`Saving the pantry change failed: ${error.message}`);
      }
      const after = await pantryState(who.client, who.userId, today, catalogue);
      const now = after.athome.map((a) => a.food);
      if (now.length !== athome.size || now.some((food) => !athome.has(food)))
        await repriceForStaples(who, today, now);
      return json(
        200,
        pantryResponse.parse(pantryAnswer(after, today, catalogue, await staplesAnswered(who))),
      );
    }
    const state = await pantryState(who.client, who.userId, today, catalogue);
    return json(
      200,
      pantryResponse.parse(pantryAnswer(state, today, catalogue, await staplesAnswered(who))),
    );
  },
});
