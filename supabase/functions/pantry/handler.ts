/**
 * pantry: what the caller has at home today, and their changes to it (add what is already at
 * home, correct an amount, mark something used up or thrown away). The amounts are computed from
 * the pantry ledger, the purchases and the meals planned before today
 * (../_shared/pantry/stock.ts); a change is a new ledger row, written as the caller (row-level
 * security applies), so nothing recorded before is lost.
 */
import { plannerHandler } from '../_shared/edge/handler.ts';
import { errorJson, json, personToday } from '../_shared/edge/http.ts';
import { pantryState } from '../_shared/edge/pantryStore.ts';
import { pantryAnswer } from '../_shared/pantry/present.ts';
import { getCatalogue } from '../_shared/planner/catalogue.ts';
import { pantryBody, pantryResponse } from '../_shared/schemas/pantry.ts';

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
      if (!catalogue.foods.has(body.food))
        return errorJson(400, {
          error: `Invalid request body: food '${body.food}' is not in the catalogue`,
        });
      const { error } = await who.client.from('pantry_items').insert({
        user_id: who.userId,
        food: body.food,
        kind: body.action === 'add' ? 'added' : 'set',
        grams: Math.round(body.grams * 10) / 10,
        on_date: today,
        ...(body.action === 'set' ? { reason: body.reason } : {}),
      });
      if (error) throw new Error(`Saving the pantry change failed: ${error.message}`);
    }
    const state = await pantryState(who.client, who.userId, today, catalogue);
    return json(200, pantryResponse.parse(pantryAnswer(state, today, catalogue)));
  },
});
