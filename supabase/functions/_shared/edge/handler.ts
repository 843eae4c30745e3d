/**
 * The preamble every planner function shares, written once: CORS preflight, POST only, the
 * signed-in caller, a JSON body checked with its zod schema and a userId that must be the
 * caller's. What follows is the function's own work; a failure it did not foresee is logged and
 * answered 500 without details.
 */
import type { z } from 'zod';
import { badRequest, caller, corsHeaders, errorJson, readJson } from './http.ts';
import type { Caller } from './http.ts';

export interface PlannerHandler<S extends z.ZodType<object>> {
  /** Names the function in the log. */
  name: string;
  /** The 500 answer's text. */
  failure: string;
  schema: S;
  run: (body: z.infer<S>, who: Caller) => Promise<Response>;
}

export function plannerHandler<S extends z.ZodType<object>>({
  name,
  failure,
  schema,
  run,
}: PlannerHandler<S>): (req: Request, env: Record<string, string>) => Promise<Response> {
  return async (req, env) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (req.method !== 'POST') {
      const response = errorJson(405, { error: 'Use POST' });
      response.headers.set('Allow', 'POST, OPTIONS');
      return response;
    }
    const who = await caller(req, env);
    if (!who.ok) return who.response;
    const raw = await readJson(req);
    if (!raw.ok) return errorJson(400, { error: 'Invalid request body: not JSON' });
    const parsed = schema.safeParse(raw.value);
    if (!parsed.success) return badRequest(parsed.error);
    const body = parsed.data;
    const claimed = 'userId' in body ? body.userId : undefined;
    if (claimed !== undefined && claimed !== who.caller.userId)
      return errorJson(403, { error: 'userId does not match the signed-in user' });
    try {
      return await run(body, who.caller);
    } catch (error) {
      console.error(`${name} failed`, error);
      return errorJson(500, { error: failure });
    }
  };
}
