/**
 * edit-meal-plan: the day plan's edits of the caller's stored week other than a replacement:
 * move a meal to another day, remove a meal, or fill a day's empty slots (Generate Meals, one
 * call for the whole day). The server recomputes the week's bill and writes the change-log line
 * itself (its amount is the change of that bill), saved with the week in one transaction: no
 * client writes a plan or a line of its own.
 */
import { applyWeekEdit } from '../_shared/edge/weekEdit.ts';
import { errorJson, json } from '../_shared/edge/http.ts';
import { plannerHandler } from '../_shared/edge/handler.ts';
import { editMealPlanBody } from '../_shared/schemas/meal-plan.ts';
import type { WeeklyPlan } from '../_shared/schemas/meal-plan.ts';
import type { Weekday } from '../_shared/rules/week.ts';

function dayIndexOf(plan: WeeklyPlan, day: Weekday): number | Response {
  const index = plan.days.findIndex((d) => d.day === day);
  return index < 0 ? errorJson(404, { error: `No ${day} in the stored plan` }) : index;
}

export default plannerHandler({
  name: 'edit-meal-plan',
  failure: 'Changing the meal plan failed; please try again',
  schema: editMealPlanBody,
  run: (body, who) =>
    applyWeekEdit(who, {
      weekStart: body.weekStart,
      overrides: {},
      edit: (plan) => {
        switch (body.action) {
          case 'move': {
            const to = dayIndexOf(plan, body.toDay);
            return typeof to === 'number'
              ? { kind: 'move', mealId: body.mealId, toDayIndex: to }
              : to;
          }
          case 'remove':
            return { kind: 'remove', mealId: body.mealId };
          case 'fillDay': {
            const day = dayIndexOf(plan, body.day);
            return typeof day === 'number' ? { kind: 'fillDay', dayIndex: day } : day;
          }
        }
      },
      respond: (edited) =>
        json(200, {
          weeklyPlan: edited.weeklyPlan,
          shoppingList: edited.shoppingList,
          nutritionSummary: edited.nutritionSummary,
          change: edited.change,
          added: edited.added,
          notice: edited.notice,
        }),
    }),
});
