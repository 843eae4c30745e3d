/**
 * One edit of the caller's stored week, from request to saved answer, for regenerate-meal and
 * edit-meal-plan alike: read the week and the profile, compute the edit (planner/edits.ts: the
 * bill recomputed, the change-log line's amount the change of that bill), and save the week
 * with its line in one transaction. When another edit of the same week was saved in between,
 * the edit is computed again from the week as it now is (twice at most), so no edit is lost and
 * no line disagrees with the week it belongs to.
 */
import type { WeekEdit, EditedWeek } from '../planner/edits.ts';
import { getCatalogue } from '../planner/catalogue.ts';
import { resolveProfile } from '../planner/profile.ts';
import type { BodyOverrides } from '../planner/profile.ts';
import { editPlan } from '../planner/service.ts';
import { storedSummarySchema, weeklyPlanSchema } from '../schemas/meal-plan.ts';
import type { WeeklyPlan } from '../schemas/meal-plan.ts';
import { errorJson } from './http.ts';
import type { Caller } from './http.ts';
import { readHousehold, readPlan, readPreferences, savePlanEdit } from './store.ts';
import { catalogueWithOwn } from './ownRecipes.ts';
import { withMembersFilters } from '../planner/household.ts';
import { addDays } from '../rules/week.ts';

const ATTEMPTS = 3;

export interface WeekEditRequest {
  /** The week to edit; without it, the week covering today. */
  weekStart?: string;
  /** The spec's body fields; stored preferences win over them. */
  overrides: BodyOverrides;
  /** The edit, from the stored week (a Response refuses the request, e.g. an unknown day). */
  edit: (plan: WeeklyPlan) => WeekEdit | Response;
  /** The answer for a saved edit. */
  respond: (edited: EditedWeek) => Response;
}

export async function applyWeekEdit(who: Caller, request: WeekEditRequest): Promise<Response> {
  const [stored, catalogue, household] = await Promise.all([
    readPreferences(who.client, who.userId),
    getCatalogue(),
    readHousehold(who.client, who.userId),
  ]);
  for (let attempt = 1; ; attempt += 1) {
    const row = await readPlan(who.client, who.userId, request.weekStart, who.today);
    if (!row)
      return errorJson(404, { error: 'No stored meal plan for that week: generate one first' });
    const plan = weeklyPlanSchema.safeParse(row.plan);
    if (!plan.success)
      return errorJson(409, {
        error: 'The stored plan has an unexpected shape: generate a new plan',
      });
    const edit = request.edit(plan.data);
    if (edit instanceof Response) return edit;
    // The week was planned under its budget; an edit of it keeps that budget.
    // A household's week: every member's allergies and restrictions still apply to what is added.
    const own = resolveProfile(stored, request.overrides, {
      weekBudget: plan.data.weeklyBudgetValue,
    });
    const profile = plan.data.household ? withMembersFilters(own, household.members) : own;
    // The own recipes the week copied when it was planned, whatever became of them since.
    const withOwn = await catalogueWithOwn(catalogue, plan.data.personal?.own);
    const outcome = editPlan(profile, withOwn, plan.data, edit);
    if (!outcome.ok)
      return errorJson(outcome.status, { error: outcome.error, infeasible: outcome.infeasible });
    const previous = storedSummarySchema.safeParse(row.summary);
    const saved = await savePlanEdit(
      who.service,
      {
        userId: who.userId,
        weekStart: plan.data.weekStart,
        plan: outcome.value.weeklyPlan,
        shoppingList: outcome.value.shoppingList,
        summary: {
          ...(previous.success ? previous.data : {}),
          nutritionSummary: outcome.value.nutritionSummary,
        },
        ...outcome.value.change,
      },
      plan.data.edits ?? 0,
    );
    if (saved.ok) return request.respond(outcome.value);
    if (saved.status !== 409 || attempt >= ATTEMPTS)
      return errorJson(saved.status, { error: saved.error });
  }
}

/**
 * The staples at home changed: every stored week not over yet (it starts at most six days before
 * today) is priced again with them, its meals unchanged (planner/edits.ts 'staples'), and says it
 * may be planned again. A week already priced with these staples is left as it is.
 */
export async function repriceForStaples(
  who: Caller,
  today: string,
  athome: readonly string[],
): Promise<void> {
  const { data, error } = await who.client
    .from('meal_plans')
    .select('week_start')
    .eq('user_id', who.userId)
    .gte('week_start', addDays(today, -6))
    .order('week_start');
  if (error) throw new Error(`Reading the weeks to price again failed: ${error.message}`);
  const wanted = [...athome].sort().join(',');
  for (const row of (data ?? []) as { week_start: unknown }[]) {
    if (typeof row.week_start !== 'string') continue;
    const answer = await applyWeekEdit(who, {
      weekStart: row.week_start,
      overrides: {},
      edit: (plan) =>
        [...(plan.personal?.athome ?? [])].sort().join(',') === wanted
          ? new Response(null, { status: 204 })
          : { kind: 'staples', athome: [...athome] },
      respond: () => new Response(null, { status: 200 }),
    });
    // A week that cannot be priced again (its shape is old, a recipe left the catalogue) keeps
    // its price; the answer was saved all the same.
    if (answer.status >= 500) throw new Error(`Pricing the week of ${row.week_start} again failed`);
  }
}
