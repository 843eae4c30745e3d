/**
 * What every planned REST request shares: the request as parsed, the single statement it runs
 * with how its one result row becomes the response, the response body in the negotiated media
 * type (a JSON array, one object, or CSV), and the headers every answer carries.
 */
import { z } from 'zod';
import type { Queryable, RequestContext } from '../contracts.ts';
import type { RestResponse } from './context.ts';
import type { ParsedQuery } from './query-types.ts';
import type { MediaChoice, Preferences, SchemaChoice } from './request.ts';
import type { RootSource } from './read-plan.ts';
import type { SchemaSnapshot, TableInfo } from './schema-cache.ts';
import { quoteIdent } from './sql.ts';

export const SOURCE = 'pgrst_source';

/**
 * The root of a read over the statement's source rows (a mutation's changed rows, a function's
 * result), named as `table` so that the select and its embedded resources resolve against it.
 */
export function sourceRoot(table: TableInfo, starAsWildcard: boolean): RootSource {
  const qualifier = quoteIdent(table.name);
  return {
    table,
    qualifier,
    from: `${SOURCE} AS ${qualifier}`,
    relationName: table.name,
    starAsWildcard,
  };
}

export interface PlanRequest {
  ctx: RequestContext;
  method: string;
  query: ParsedQuery;
  prefs: Preferences;
  media: MediaChoice;
  schema: SchemaChoice;
  snapshot: SchemaSnapshot;
  /** max_rows of [api]: the cap on every level of a read. */
  maxRows: number | null;
}

const countValue = z.union([
  z.number(),
  z.string().regex(/^\d+$/).transform(Number),
  z.bigint().transform(Number),
]);

export const resultRowSchema = z.object({
  page_total: countValue,
  total: countValue.nullable().optional(),
  inserted: countValue.nullable().optional(),
  body: z.string().nullable(),
  location: z.string().nullable().optional(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** One statement with its parameters, and how to turn its single result row into a response. */
export interface Statement {
  sql: string;
  params: string[];
  finish: (row: ResultRow, tx: Queryable) => Promise<RestResponse>;
}

export function baseHeaders(request: PlanRequest, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (withBody) headers['Content-Type'] = request.media.contentType;
  if (request.prefs.applied.length > 0)
    headers['Preference-Applied'] = request.prefs.applied.join(', ');
  if (request.schema.negotiated) headers['Content-Profile'] = request.schema.schema;
  return headers;
}

/**
 * The body of the rows in `relation`: a JSON array, one object (vnd.pgrst.object), or CSV with a
 * header line of the first row's keys and one line per row in PostgreSQL's record text format,
 * as PostgREST writes it. `scalar` names the one column of a function returning plain values.
 */
export function bodySql(
  media: MediaChoice,
  relation: string,
  scalar: string | null = null,
): string {
  if (media.shape === 'csv') {
    const header =
      `(SELECT coalesce(string_agg(_pgrst_k.k, ','), '') FROM (SELECT json_object_keys(_pgrst_r.r)::text AS k ` +
      `FROM (SELECT row_to_json(_pgrst_h) AS r FROM ${relation} AS _pgrst_h LIMIT 1) _pgrst_r) _pgrst_k)`;
    const lines = `coalesce(string_agg(substring(_pgrst_t::text, 2, length(_pgrst_t::text) - 2), E'\\n'), '')`;
    return `(SELECT ${header} || E'\\n' || ${lines} FROM ${relation} _pgrst_t)`;
  }
  let row = scalar === null ? '_pgrst_t' : `_pgrst_t.${scalar}`;
  if (media.stripNulls && scalar === null) row = `json_strip_nulls(row_to_json(_pgrst_t))`;
  if (media.shape === 'object')
    return `(SELECT coalesce((json_agg(${row}) -> 0)::text, 'null') FROM ${relation} _pgrst_t)`;
  return `(SELECT coalesce(json_agg(${row}), '[]')::text FROM ${relation} _pgrst_t)`;
}
