/**
 * What every plan screen's live actors share: the week covering the person's date, read from
 * the database (so it follows them to another device) and kept on this device
 * (src/device/keptWeek.ts); and the planner functions, invoked through supabase-js with their answers checked
 * against the functions' own schemas. Everything that arrives is checked with zod.
 */
import { z } from '../zod.ts';
import type { PostgrestError } from '@supabase/supabase-js';
import { messages } from '../../../machines/texts/messages.ts';
import {
  storedPlanSchema,
  type LoadedWeek,
  type PlanRequest,
  type StoredPlan,
} from '../../../machines/planShared/plan.types.ts';
import { addDays, weekStartFor } from '../../../machines/planShared/week.ts';
import { weekdayNamed } from '../../../supabase/functions/_shared/rules/week.ts';
import { getSupabase, type AppSupabaseClient } from '../supabase.ts';
import { cachePlan, readCachedPlan } from '../../device/keptWeek.ts';

export function requireUser(userId: string | null): string {
  if (!userId) throw new Error(messages.mealPlan.userNotAuthenticated);
  return userId;
}

export function failIf(what: string, error: PostgrestError | null): void {
  if (error) throw new Error(`${what} failed: ${error.message}`);
}

export const money = z.union([z.number(), z.string().transform(Number).pipe(z.number())]);

// ---------------------------------------------------------------------------------------------
// The stored week

const planRow = z.object({ week_start: z.string(), plan: z.unknown(), shopping_list: z.unknown() });

/** The stored week that holds `today`, or null. */
export async function readPlanRow(
  client: AppSupabaseClient,
  userId: string,
  today: string,
): Promise<StoredPlan | null> {
  const { data, error } = await client
    .from('meal_plans')
    .select('week_start, plan, shopping_list')
    .eq('user_id', userId)
    .lte('week_start', today)
    .gte('week_start', addDays(today, -6))
    .order('week_start', { ascending: false })
    .limit(1);
  failIf('Reading the meal plan', error);
  const row = z.array(planRow).parse(data ?? [])[0];
  if (!row) return null;
  const parsed = storedPlanSchema.safeParse({ plan: row.plan, shoppingList: row.shopping_list });
  if (!parsed.success) throw new Error('The stored meal plan has an unexpected shape');
  return parsed.data;
}

/** The person's planning preferences the plan screens use: the Meal Plan Start Day and the
 *  spend/quality control. */
async function readPlanning(
  client: AppSupabaseClient,
  userId: string,
): Promise<{ startDay: string | null; focus: number | null }> {
  const { data, error } = await client
    .from('planning_preferences')
    .select('meal_plan_start_day, plan_focus')
    .eq('id', userId)
    .maybeSingle();
  failIf('Reading the planning preferences', error);
  const row = z
    .object({ meal_plan_start_day: z.string().nullable(), plan_focus: z.number().nullable() })
    .nullable()
    .parse(data);
  return { startDay: row?.meal_plan_start_day ?? null, focus: row?.plan_focus ?? null };
}

/**
 * The versions of the person's own recipes now, when the week holds a meal of one, so a day can
 * say that a recipe changed (or was deleted) since the week copied it. Not being able to read
 * them is no reason to fail the week: the meals then say only that they are the person's.
 */
async function readOwnVersions(
  client: AppSupabaseClient,
  userId: string,
  stored: StoredPlan,
): Promise<Record<string, number> | null> {
  const ids = [
    ...new Set(
      stored.plan.days.flatMap((day) => day.meals.filter((m) => m.own).map((m) => m.recipeId)),
    ),
  ];
  if (ids.length === 0) return null;
  const { data, error } = await client
    .from('own_recipes')
    .select('id, version')
    .eq('user_id', userId)
    .in('id', ids);
  if (error) return null;
  const rows = z.array(z.object({ id: z.string(), version: z.number() })).safeParse(data);
  return rows.success ? Object.fromEntries(rows.data.map((row) => [row.id, row.version])) : null;
}

/** Keeps the spend/quality control with the profile (the planner reads it from there). */
export async function saveFocus(request: { userId: string | null; focus: number }): Promise<void> {
  const userId = requireUser(request.userId);
  const client = await getSupabase();
  const { error } = await client
    .from('planning_preferences')
    .upsert({ id: userId, plan_focus: request.focus }, { onConflict: 'id' });
  failIf('Saving the spend/quality choice', error);
}

/** How often the person shops (the profile's Shopping Frequency), or null. */
async function readShopping(client: AppSupabaseClient, userId: string): Promise<string | null> {
  const { data, error } = await client
    .from('budget_settings')
    .select('shopping_frequency')
    .eq('id', userId)
    .maybeSingle();
  failIf('Reading the shopping frequency', error);
  const row = z.object({ shopping_frequency: z.string().nullable() }).nullable().parse(data);
  return row?.shopping_frequency ?? null;
}

/**
 * The week that holds the person's date, or the one `ahead` weeks after it: the database's plan,
 * or, without one, the dates of the week their start day gives; when the database cannot be
 * reached, this device's copy of the current week.
 */
export async function loadWeek(request: PlanRequest): Promise<LoadedWeek> {
  const userId = requireUser(request.userId);
  const ahead = request.ahead ?? 0;
  const date = addDays(request.today, 7 * ahead);
  try {
    const client = await getSupabase();
    const [stored, planning, shopping] = await Promise.all([
      readPlanRow(client, userId, date),
      readPlanning(client, userId),
      readShopping(client, userId),
    ]);
    const extra = {
      ...(planning.focus === null ? {} : { focus: planning.focus }),
      ...(shopping === null ? {} : { shopping }),
    };
    if (stored) {
      if (ahead === 0) cachePlan(userId, stored);
      const ownRecipes = await readOwnVersions(client, userId, stored);
      return {
        stored,
        weekStart: stored.plan.weekStart,
        ...extra,
        ...(ownRecipes ? { ownRecipes } : {}),
      };
    }
    return {
      stored: null,
      weekStart: addDays(weekStartFor(request.today, weekdayNamed(planning.startDay)), 7 * ahead),
      ...extra,
    };
  } catch (error) {
    const cached = ahead === 0 ? readCachedPlan(userId, request.today) : null;
    if (cached) return { stored: cached, weekStart: cached.plan.weekStart };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The planner functions

/** A planner function's failure: its own explanation when it sent one, and the HTTP status
 *  when it answered at all (null when it could not be reached). */
export class FunctionCallError extends Error {
  override name = 'FunctionCallError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The function's own explanation of a refusal (e.g. why no plan fits), when it sent one. */
async function functionError(error: unknown): Promise<Error> {
  const context = (error as { context?: unknown }).context;
  const fallback = error instanceof Error ? error : new Error(String(error));
  if (context instanceof Response) {
    const body = await context.json().catch(() => null);
    const parsed = z.object({ error: z.string() }).safeParse(body);
    return new FunctionCallError(
      parsed.success ? parsed.data.error : fallback.message,
      context.status,
    );
  }
  return fallback;
}

/** Calls a planner function and checks its answer; `invalid` is the error for a wrong shape. */
export async function invokePlanner<T>(
  name:
    | 'generate-meal-plan'
    | 'regenerate-meal'
    | 'edit-meal-plan'
    | 'pantry'
    | 'own-recipes'
    | 'import-recipe'
    | 'household',
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
  invalid: string,
): Promise<T> {
  const client = await getSupabase();
  const { data, error } = await client.functions.invoke(name, { body });
  if (error) throw await functionError(error);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(invalid);
  return parsed.data;
}
