/**
 * What the planner functions read and write in the database: the person's stored preferences
 * and their weeks. Reads act as the caller (row-level security applies); a week's plan and its
 * change-log line are written by the server with the service role, for the caller only, through
 * the SQL functions of supabase/migrations/20261124000000_server_owned_plans.sql.
 */
import { HOUSEHOLD_LIMIT, membersFromRows } from '../rules/household.ts';
import type { HouseholdMember } from '../rules/household.ts';
import type { DbClient } from './http.ts';
import { z } from 'zod';
import {
  budgetSettingsRow,
  foodPreferencesRow,
  mealFrequencyRow,
  onboardingRow,
  planningPreferencesRow,
} from '../schemas/meal-plan.ts';
import type { StoredPreferences } from '../schemas/meal-plan.ts';
import { addDays, inWeek } from '../rules/week.ts';

async function one<T extends z.ZodTypeAny>(
  client: DbClient,
  table: string,
  userId: string,
  schema: T,
): Promise<z.infer<T> | null> {
  const { data, error } = await client.from(table).select('*').eq('id', userId).maybeSingle();
  if (error) throw new Error(`Reading ${table} failed: ${error.message}`);
  if (data === null) return null;
  const parsed = schema.safeParse(data);
  // A row that does not parse (a column of an unexpected type) is ignored rather than fatal:
  // the planner then uses the body and the defaults.
  return parsed.success ? (parsed.data as z.infer<T>) : null;
}

/** The five profile tables and planning_preferences, as the caller may read them. */
export async function readPreferences(
  client: DbClient,
  userId: string,
): Promise<StoredPreferences> {
  const [onboarding, food, frequency, budget, planning] = await Promise.all([
    one(client, 'onboarding_profile', userId, onboardingRow),
    one(client, 'food_preferences', userId, foodPreferencesRow),
    one(client, 'meal_frequency', userId, mealFrequencyRow),
    one(client, 'budget_settings', userId, budgetSettingsRow),
    one(client, 'planning_preferences', userId, planningPreferencesRow),
  ]);
  return { onboarding, food, frequency, budget, planning };
}

/**
 * The caller's household members, in their order. A row that is not a valid member (edited by
 * hand) is left out and named in `unreadable`, so the week says who it was not planned for.
 */
export async function readHousehold(
  client: DbClient,
  userId: string,
): Promise<{ members: HouseholdMember[]; unreadable: string[] }> {
  const { data, error } = await client
    .from('household_members')
    .select('*')
    .eq('user_id', userId)
    .order('position')
    .order('created_at');
  if (error) throw new Error(`Reading household_members failed: ${error.message}`);
  const read = membersFromRows((data ?? []) as unknown[]);
  return {
    members: read.members.slice(0, HOUSEHOLD_LIMIT),
    unreadable: read.unreadable.map((row) => row.name?.trim().slice(0, 40) || 'someone'),
  };
}

export interface StoredPlanRow {
  week_start: string;
  plan: unknown;
  shopping_list: unknown;
  summary: unknown;
}

const planRows = z.array(
  z.object({
    week_start: z.string(),
    plan: z.unknown(),
    shopping_list: z.unknown(),
    summary: z.unknown(),
  }),
);

/** The caller's stored plan for a week, or, without a week, the one covering today (else the latest). */
export async function readPlan(
  client: DbClient,
  userId: string,
  weekStart: string | undefined,
  today: string,
): Promise<StoredPlanRow | null> {
  const query = client
    .from('meal_plans')
    .select('week_start, plan, shopping_list, summary')
    .eq('user_id', userId);
  const { data, error } = weekStart
    ? await query.eq('week_start', weekStart).limit(1)
    : await query.order('week_start', { ascending: false }).limit(20);
  if (error) throw new Error(`Reading the plan failed: ${error.message}`);
  const rows = planRows.parse(data ?? []);
  if (weekStart) return rows[0] ?? null;
  return rows.find((r) => inWeek(r.week_start, today)) ?? rows[0] ?? null;
}

/** A week and the change-log line that goes with it. */
export interface WeekWrite {
  userId: string;
  weekStart: string;
  plan: unknown;
  shoppingList: unknown;
  summary: unknown;
  change: string;
  priceDifference: number;
}

function args(write: WeekWrite) {
  return {
    user_id: write.userId,
    week_start: write.weekStart,
    plan: write.plan,
    shopping_list: write.shoppingList,
    summary: write.summary,
    change: write.change,
    price_difference: Math.round(write.priceDifference * 100) / 100,
  };
}

/** Stores a newly planned week (ticks of the old list cleared) and logs its bill. */
export async function saveGeneratedPlan(service: DbClient, write: WeekWrite): Promise<void> {
  const { error } = await service.rpc('save_generated_plan', args(write));
  if (error) throw new Error(`Saving the plan failed: ${error.message}`);
}

/**
 * A week planned ahead that a newly planned week overlaps (the Meal Plan Start Day moved since):
 * it has not started yet, so it goes, with nothing bought or eaten of it; the new week stands.
 * Weeks that have started are left as they are (their purchases and meals are history).
 */
export async function dropOverlappedWeeks(
  service: DbClient,
  userId: string,
  weekStart: string,
  today: string,
): Promise<void> {
  const { error } = await service
    .from('meal_plans')
    .delete()
    .eq('user_id', userId)
    .gt('week_start', today)
    .gt('week_start', addDays(weekStart, -7))
    .lt('week_start', addDays(weekStart, 7))
    .neq('week_start', weekStart);
  if (error) throw new Error(`Removing a week the new one overlaps failed: ${error.message}`);
}

export type SaveEditResult = { ok: true } | { ok: false; status: 404 | 409; error: string };

/**
 * Stores an edited week and its change-log line in one transaction, unless the week was edited
 * meanwhile (its edit count is not `expectedEdits`): then nothing is written and the answer is
 * 409, so the caller can recompute the edit from the week as it now is.
 */
export async function savePlanEdit(
  service: DbClient,
  write: WeekWrite,
  expectedEdits: number,
): Promise<SaveEditResult> {
  const { error } = await service.rpc('save_plan_edit', {
    ...args(write),
    expected_edits: expectedEdits,
  });
  if (!error) return { ok: true };
  if (error.code === 'PT404')
    return {
      ok: false,
      status: 404,
      error: 'No stored meal plan for that week: generate one first',
    };
  if (error.code === 'PT409')
    return { ok: false, status: 409, error: 'The week was changed meanwhile: try again' };
  throw new Error(`Saving the plan change failed: ${error.message}`);
}
