/**
 * Errors of the REST service in PostgREST's shape: a JSON body `{ code, message, details, hint }`
 * and the HTTP status PostgREST gives to each PostgreSQL error class, so supabase-js (and the
 * app reading `error.code`) sees the same thing locally as on hosted Supabase.
 */
import { z } from 'zod';

/** Details are text, except for an ambiguous embedding, where they list the relationships. */
export type ErrorDetails = string | Record<string, string>[] | null;

export interface ErrorBody {
  code: string;
  message: string;
  details: ErrorDetails;
  hint: string | null;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: { code: string; message: string; details?: ErrorDetails; hint?: string | null },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'RestError';
    this.status = status;
    this.body = {
      code: body.code,
      message: body.message,
      details: body.details ?? null,
      hint: body.hint ?? null,
    };
    this.headers = headers;
  }
}

/** PGRST100: a query parameter that does not parse. */
export function queryParamError(message: string, details: string): RestError {
  return new RestError(400, { code: 'PGRST100', message, details });
}

/** PGRST102: a body that is not the JSON PostgREST expects. */
export function invalidBody(message: string): RestError {
  return new RestError(400, { code: 'PGRST102', message });
}

export function tableNotFound(schema: string, table: string, suggestion: string | null): RestError {
  return new RestError(404, {
    code: 'PGRST205',
    message: `Could not find the table '${schema}.${table}' in the schema cache`,
    hint: suggestion === null ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
  });
}

/** What PostgreSQL itself answers for a column that does not exist (select, filters, order). */
export function undefinedColumn(
  table: string,
  column: string,
  suggestion: string | null,
): RestError {
  return new RestError(400, {
    code: '42703',
    message: `column ${table}.${column} does not exist`,
    hint:
      suggestion === null
        ? null
        : `Perhaps you meant to reference the column "${table}.${suggestion}".`,
  });
}

/** PGRST204: a body key or `columns` entry that names no column of the table. */
export function columnNotInCache(table: string, column: string): RestError {
  return new RestError(400, {
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });
}

/** How the arguments of a call came: a JSON body, a raw body of one type, or the query string. */
export type CallBody = 'json' | 'text' | 'xml' | 'bytea' | 'query';

/**
 * PGRST202: no function of that name takes exactly these arguments. The message, details and hint
 * follow PostgREST's wording, so a client (or a person) can tell a missing function from a
 * misspelt argument.
 */
export function functionNotFound(
  schema: string,
  name: string,
  argumentNames: string[],
  body: CallBody,
  suggestion: string | null,
): RestError {
  const qualified = `${schema}.${name}`;
  const raw = body === 'text' || body === 'xml' || body === 'bytea';
  const listed =
    argumentNames.length === 0 ? ' without parameters' : `(${argumentNames.join(', ')})`;
  const searched =
    argumentNames.length === 0
      ? ' without parameters'
      : ` with parameter${argumentNames.length > 1 ? 's' : ''} ${argumentNames.join(', ')}`;
  let details = searched;
  if (raw) details = ` with a single unnamed ${body} parameter`;
  else if (body === 'json') details += ' or with a single unnamed json/jsonb parameter';
  return new RestError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${qualified}${raw ? '' : listed} in the schema cache`,
    details: `Searched for the function ${qualified}${details}, but no matches were found in the schema cache.`,
    hint:
      suggestion === null || raw
        ? null
        : `Perhaps you meant to call the function ${schema}.${suggestion}`,
  });
}

/** PGRST203: several overloads take these arguments and PostgreSQL could not choose either. */
export function ambiguousFunction(candidates: string[]): RestError {
  return new RestError(300, {
    code: 'PGRST203',
    message: `Could not choose the best candidate function between: ${candidates.join(', ')}`,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

export function singularityError(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });
}

/** PGRST108: a parameter names an embedded resource that the select does not embed. */
export function notEmbedded(resource: string): RestError {
  return new RestError(400, {
    code: 'PGRST108',
    message: `'${resource}' is not an embedded resource in this request`,
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
}

/** The fields every PostgreSQL error carries, from pg (DatabaseError) and PGlite alike. */
const pgErrorSchema = z.object({
  code: z.string().regex(/^[0-9A-Z]{5}$/),
  message: z.string(),
  detail: z.string().optional().nullable(),
  hint: z.string().optional().nullable(),
});

/**
 * PostgREST's table from PostgreSQL error code to HTTP status. `authed` is true when the request's
 * role is not anon: lacking privileges is then 403 rather than 401.
 */
export function statusForPgCode(code: string, message: string, authed: boolean): number {
  // RAISE sqlstate 'PTxyz' chooses HTTP status xyz itself (PostgREST's custom statuses).
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return authed ? 403 : 401;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') {
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  }
  const known = exact[code];
  if (known !== undefined) return known;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns a PostgreSQL error into PostgREST's response; anything else is not ours to translate. */
export function fromPgError(error: unknown, authed: boolean): RestError | null {
  const parsed = pgErrorSchema.safeParse(error);
  if (!parsed.success) return null;
  const { code, message, detail, hint } = parsed.data;
  const status = statusForPgCode(code, message, authed);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(
    status,
    { code, message, details: detail ?? null, hint: hint ?? null },
    headers,
  );
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * A lost or refused database connection: PostgREST answers 503 (which supabase-js retries for
 * reads) rather than blaming the request.
 */
export function fromConnectionError(error: unknown): RestError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as Error & { code?: unknown }).code;
  const lost =
    (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) ||
    /Connection terminated|Client has encountered a connection error|PGlite is closed/i.test(
      error.message,
    );
  if (!lost) return null;
  return new RestError(503, {
    code: 'PGRST001',
    message: 'Database client error. Retrying the connection.',
    details: error.message,
  });
}
