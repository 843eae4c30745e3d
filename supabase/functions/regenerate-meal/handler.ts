/**
 * regenerate-meal: replaces one meal of the caller's stored week with a different dish that
 * respects every restriction and keeps the week within budget (spec section 7). The new meal
 * keeps the old one's id, so the app can swap it in place. An id no meal of the week has, on a
 * day without a meal of that type, fills that empty slot instead. The updated week and its
 * change-log line ("Replaced ... with ... on ..." or "Added ... on ...", with the change of the
 * week's bill) are saved in one transaction.
 */
import { applyWeekEdit } from '../_shared/edge/weekEdit.ts';
import { errorJson, json } from '../_shared/edge/http.ts';
import { plannerHandler } from '../_shared/edge/handler.ts';
import { regenerateMealBody } from '../_shared/schemas/meal-plan.ts';

export default plannerHandler({
  name: 'regenerate-meal',
  failure: 'Meal regeneration failed; please try again',
  schema: regenerateMealBody,
  run: (body, who) =>
    applyWeekEdit(who, {
      weekStart: body.weekStart,
      overrides: {
        dietaryRestrictions: body.dietaryRestrictions,
        allergies: body.allergies,
        preferredCuisines: body.preferredCuisines,
        zipCode: body.zipCode,
      },
      edit: (plan) => {
        const dayIndex = plan.days.findIndex((d) => d.day === body.dayOfWeek);
        if (dayIndex < 0)
          return errorJson(404, { error: `No ${body.dayOfWeek} in the stored plan` });
        return { kind: 'replace', mealId: body.mealId, dayIndex, type: body.mealType };
      },
      respond: (edited) =>
        json(200, {
          meal: edited.added[0],
          weeklyPlan: edited.weeklyPlan,
          shoppingList: edited.shoppingList,
          nutritionSummary: edited.nutritionSummary,
        }),
    }),
});
