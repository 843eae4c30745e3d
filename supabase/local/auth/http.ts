/** Request parsing and response writing for the auth service, in GoTrue's wire format. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { RequestContext } from '../contracts.ts';
import { AuthError } from './errors.ts';

/** supabase-js reads error codes by this header; GoTrue sends it on every response. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    [API_VERSION_HEADER]: API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { [API_VERSION_HEADER]: API_VERSION, 'Cache-Control': 'no-store' });
  res.end();
}

export function sendError(res: ServerResponse, error: AuthError): void {
  sendJson(res, error.status, {
    code: error.status,
    error_code: error.errorCode,
    msg: error.message,
    ...error.extra,
  });
}

/** GoTrue answers email links with 303 See Other so the browser follows with a GET. */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(303, {
    Location: location,
    [API_VERSION_HEADER]: API_VERSION,
    'Cache-Control': 'no-store',
  });
  res.end();
}

/** Parses the JSON body (an empty body counts as `{}`) and validates it with `schema`. */
export function parseBody<T>(ctx: RequestContext, schema: z.ZodType<T>): T {
  let raw: unknown = {};
  const text = ctx.body.toString('utf8').trim();
  if (text !== '') {
    try {
      raw = JSON.parse(text);
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'invalid JSON';
      throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new AuthError(
      400,
      'validation_failed',
      `Invalid request body: ${where}${issue?.message ?? 'invalid value'}`,
    );
  }
  return parsed.data;
}

/** The token of `Authorization: Bearer <token>`, or null when absent. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? (match[1] ?? null) : null;
}
