/**
 * What generate-meal-plan and regenerate-meal share at the HTTP edge: JSON answers with CORS,
 * clear 4xx errors, the caller's identity, a supabase-js client acting as the caller (so
 * row-level security decides what is read and written), and the stored preferences and plans.
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { z } from 'zod';
import type { ZodError } from 'zod';
import {
  budgetSettingsRow,
  foodPreferencesRow,
  mealFrequencyRow,
  onboardingRow,
  planningPreferencesRow,
} from '../schemas/meal-plan.ts';
import type { ErrorResponse, StoredPreferences } from '../schemas/meal-plan.ts';

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

export function errorJson(status: number, body: ErrorResponse): Response {
  return json(status, body);
}

/** 400 with every zod issue as 'path: message', the first one in the headline. */
export function badRequest(error: ZodError): Response {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  const first = issues[0];
  return errorJson(400, {
    error: first ? `Invalid request body: ${first.path} ${first.message}` : 'Invalid request body',
    issues,
  });
}

/** Reads the JSON body; null when it is not JSON (the caller answers 400). */
export async function readJson(
  req: Request,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await req.text();
    return { ok: true, value: text.trim() === '' ? {} : (JSON.parse(text) as unknown) };
  } catch {
    return { ok: false };
  }
}

/**
 * Server functions never open a realtime socket, but supabase-js builds its realtime client on
 * creation, and Node 20 has no global WebSocket. A constructor that refuses keeps creation
 * working everywhere without pulling a WebSocket package into code that also runs in Deno.
 */
class NoRealtimeSocket {
  constructor() {
    throw new Error('Realtime is not used by server functions');
  }
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

const envSchema = z.object({
  SUPABASE_URL: z.string().url(),
  SUPABASE_ANON_KEY: z.string().min(1),
});

export type CallerResult =
  { ok: true; userId: string; client: SupabaseClient } | { ok: false; response: Response };

/** The signed-in caller and a client that acts as them; 401 when there is no valid user token. */
export async function caller(req: Request, env: Record<string, string>): Promise<CallerResult> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token)
    return {
      ok: false,
      response: errorJson(401, { error: 'Missing authorization: sign in first' }),
    };
  const parsedEnv = envSchema.safeParse(env);
  if (!parsedEnv.success) {
    return {
      ok: false,
      response: errorJson(500, {
        error: 'The function is missing SUPABASE_URL or SUPABASE_ANON_KEY',
      }),
    };
  }
  const globalWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;
  const client = createClient(parsedEnv.data.SUPABASE_URL, parsedEnv.data.SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: (globalWebSocket ?? NoRealtimeSocket) as Transport },
  });
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) {
    return {
      ok: false,
      response: errorJson(401, { error: 'Invalid or expired session: sign in again' }),
    };
  }
  return { ok: true, userId: data.user.id, client };
}

async function one<T extends z.ZodTypeAny>(
  client: SupabaseClient,
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
  client: SupabaseClient,
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

export interface StoredPlanRow {
  week_start: string;
  plan: unknown;
  shopping_list: unknown;
  summary: unknown;
}

/** Saves the week's plan for the caller (one row per user and week). */
export async function savePlan(
  client: SupabaseClient,
  userId: string,
  weekStart: string,
  plan: unknown,
  shoppingList: unknown,
  summary: unknown,
): Promise<void> {
  const { error } = await client
    .from('meal_plans')
    .upsert(
      { user_id: userId, week_start: weekStart, plan, shopping_list: shoppingList, summary },
      { onConflict: 'user_id,week_start' },
    );
  if (error) throw new Error(`Saving the plan failed: ${error.message}`);
}

/** One edit of a stored week: the week after it, and the line the budget tracker's change log shows. */
export interface PlanChange {
  weekStart: string;
  plan: unknown;
  shoppingList: unknown;
  summary: unknown;
  change: string;
  priceDifference: number;
}

export type SavePlanChangeResult = { ok: true } | { ok: false; status: 404; error: string };

/**
 * Saves an edited week and its change-log line in one transaction (the save_plan_change
 * function), as the caller, so row-level security applies. A week that is no longer stored
 * (deleted meanwhile) is a 404 for the caller; any other failure is the server's.
 */
export async function savePlanChange(
  client: SupabaseClient,
  change: PlanChange,
): Promise<SavePlanChangeResult> {
  const { error } = await client.rpc('save_plan_change', {
    week_start: change.weekStart,
    plan: change.plan,
    shopping_list: change.shoppingList,
    summary: change.summary,
    change: change.change,
    price_difference: change.priceDifference,
  });
  if (!error) return { ok: true };
  if (error.code === 'PT404')
    return {
      ok: false,
      status: 404,
      error: 'No stored meal plan for that week: generate one first',
    };
  throw new Error(`Saving the plan change failed: ${error.message}`);
}

/** The caller's stored plan for a week, or, without a week, the one covering today (else the latest). */
export async function readPlan(
  client: SupabaseClient,
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
  const rows = z
    .array(
      z.object({
        week_start: z.string(),
        plan: z.unknown(),
        shopping_list: z.unknown(),
        summary: z.unknown(),
      }),
    )
    .parse(data ?? []);
  if (weekStart) return rows[0] ?? null;
  const covering = rows.find((r) => r.week_start <= today && today <= addDaysIso(r.week_start, 6));
  return covering ?? rows[0] ?? null;
}

function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date (UTC), YYYY-MM-DD. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
