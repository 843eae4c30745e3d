/**
 * The planner functions' HTTP edge: JSON answers with CORS, clear 4xx errors, the caller's
 * identity with a supabase-js client acting as them (row-level security decides what it reads),
 * and a service-role client for the writes only the server may make (a week's plan and its
 * change-log line).
 */
import { addDays } from '../rules/week.ts';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { z } from 'zod';
import type { ZodError } from 'zod';
import type { ErrorResponse } from '../schemas/meal-plan.ts';

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

/** Reads the JSON body; not ok when it is not JSON (the caller answers 400). */
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
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
});
export type FunctionEnv = z.infer<typeof envSchema>;

function clientFor(env: FunctionEnv, key: string, token: string): SupabaseClient {
  const globalWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;
  return createClient(env.SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: (globalWebSocket ?? NoRealtimeSocket) as Transport },
  });
}

export interface Caller {
  userId: string;
  /** Acts as the caller: reads what row-level security lets them read. */
  client: SupabaseClient;
  /** The service role, for the server's own writes on the caller's behalf. */
  service: SupabaseClient;
  /** The server's date (todayIso). */
  today: string;
}

export type CallerResult = { ok: true; caller: Caller } | { ok: false; response: Response };

/** The signed-in caller and clients for them; 401 when there is no valid user token. */
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
        error:
          'The function is missing SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY',
      }),
    };
  }
  const client = clientFor(parsedEnv.data, parsedEnv.data.SUPABASE_ANON_KEY, token);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) {
    return {
      ok: false,
      response: errorJson(401, { error: 'Invalid or expired session: sign in again' }),
    };
  }
  const key = parsedEnv.data.SUPABASE_SERVICE_ROLE_KEY;
  return {
    ok: true,
    caller: {
      userId: data.user.id,
      client,
      service: clientFor(parsedEnv.data, key, key),
      today: todayIso(env, data.user.id),
    },
  };
}

/**
 * Today's date (UTC), YYYY-MM-DD. The local backend's test clocks may move it by whole days for
 * one user (MEALWISE_TEST_CLOCKS, supabase/local CLOCK_FILE); hosted Supabase never sets them.
 */
export function todayIso(env: Record<string, string> = {}, userId?: string): string {
  const real = new Date().toISOString().slice(0, 10);
  if (!userId || !env.MEALWISE_TEST_CLOCKS) return real;
  try {
    const offset = (JSON.parse(env.MEALWISE_TEST_CLOCKS) as Record<string, unknown>)[userId];
    return Number.isInteger(offset) && Math.abs(offset as number) <= 3660
      ? addDays(real, offset as number)
      : real;
  } catch {
    return real;
  }
}

/** The person's date may differ from the server's by a time zone, never by more. */
export function personToday(claimed: string | undefined, server: string): string | null {
  if (!claimed) return server;
  return claimed >= addDays(server, -1) && claimed <= addDays(server, 1) ? claimed : null;
}
