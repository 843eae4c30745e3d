/**
 * The planner functions' HTTP edge: JSON answers with CORS, clear 4xx errors, the caller's
 * identity with a database client acting as them (row-level security decides what it reads),
 * and a service-role client for the writes only the server may make (a week's plan and its
 * change-log line).
 *
 * The clients are postgrest-js's PostgrestClient alone, not supabase-js: the functions only query
 * tables and call SQL functions, and supabase-js brings auth, storage, realtime and functions
 * clients the deploy tool would pack into every function's bundle (about 7 MB of the 20 MB
 * limit). The caller is found by asking the auth service for the token's user, the request
 * supabase-js's auth.getUser(token) makes.
 */
import { addDays } from '../rules/week.ts';
import { PostgrestClient } from '@supabase/postgrest-js';
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

const envSchema = z.object({
  SUPABASE_URL: z.string().url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
});
export type FunctionEnv = z.infer<typeof envSchema>;

/** What the functions use of a database client: PostgREST queries and SQL function calls. */
export type DbClient = Pick<PostgrestClient, 'from' | 'rpc'>;

/** Names the functions to the project's services, as supabase-js names itself. */
const clientInfo = `mealwise-functions; runtime=${'Deno' in globalThis ? 'deno' : 'node'}`;

/** An address of the project's services, e.g. 'rest/v1', as supabase-js builds them. */
function serviceUrl(env: FunctionEnv, path: string): string {
  return new URL(path, env.SUPABASE_URL.replace(/\/*$/, '/')).href;
}

/** PostgREST as createClient(url, key) with the token as Authorization would query it. */
function clientFor(env: FunctionEnv, key: string, token: string): DbClient {
  return new PostgrestClient(serviceUrl(env, 'rest/v1'), {
    headers: { 'X-Client-Info': clientInfo, apikey: key, Authorization: `Bearer ${token}` },
    schema: 'public',
  });
}

/** GoTrue's GET /user answer: the user, of which the id and the address are read. */
const userAnswer = z.object({ id: z.string().min(1), email: z.string().optional() });

/**
 * The id of the user the token belongs to, or null when the auth service does not vouch for it
 * (401 or 403, an answer without an id), fails (5xx) or cannot be reached: every way
 * auth.getUser(token) answers with an error.
 */
async function userOf(
  env: FunctionEnv,
  token: string,
): Promise<{ id: string; email: string } | null> {
  let response: Response;
  try {
    response = await fetch(serviceUrl(env, 'auth/v1/user'), {
      headers: {
        'X-Client-Info': clientInfo,
        apikey: env.SUPABASE_ANON_KEY,
        Authorization: `Bearer ${token}`,
      },
    });
  } catch (error) {
    console.error('Asking the auth service for the caller failed:', error);
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const answer = userAnswer.safeParse(await response.json().catch(() => null));
  return answer.success ? { id: answer.data.id, email: answer.data.email ?? '' } : null;
}

/** The caller's household (public.household_id() as the caller), or null when the lookup fails. */
async function householdOf(client: DbClient): Promise<string | null> {
  const { data, error } = await client.rpc('household_id');
  if (error) console.error("Looking up the caller's household failed:", error.message);
  return typeof data === 'string' && data.length > 0 ? data : null;
}

export interface Caller {
  /**
   * The household the caller plans for, whose id every row of its data carries in user_id: the
   * holder's account id (public.household_id()). A request body's userId must be this.
   */
  userId: string;
  /** The signed-in account itself (the token's user), the household's holder or a partner. */
  accountId: string;
  /** The account's email address, as the auth service has it. */
  accountEmail: string;
  /** Acts as the caller: reads what row-level security lets them read. */
  client: DbClient;
  /** The service role, for the server's own writes on the caller's behalf. */
  service: DbClient;
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
  const user = await userOf(parsedEnv.data, token);
  if (user === null) {
    return {
      ok: false,
      response: errorJson(401, { error: 'Invalid or expired session: sign in again' }),
    };
  }
  const key = parsedEnv.data.SUPABASE_SERVICE_ROLE_KEY;
  const client = clientFor(parsedEnv.data, parsedEnv.data.SUPABASE_ANON_KEY, token);
  const household = await householdOf(client);
  if (household === null) {
    return {
      ok: false,
      response: errorJson(503, { error: 'Could not look up your household. Please try again.' }),
    };
  }
  return {
    ok: true,
    caller: {
      userId: household,
      accountId: user.id,
      accountEmail: user.email,
      client,
      service: clientFor(parsedEnv.data, key, key),
      today: todayIso(env, household),
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
