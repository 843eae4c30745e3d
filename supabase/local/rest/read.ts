/**
 * GET and HEAD on a table or view: the read plan (with embedded resources) as one statement that
 * also counts the page and, when asked, all matching rows, answered with PostgREST's statuses and
 * Content-Range.
 */
import { z } from 'zod';
import type { Queryable } from '../contracts.ts';
import { RestError, singularityError } from './errors.ts';
import { planRead } from './read-plan.ts';
import { countSql, nodeSql } from './read-sql.ts';
import { contentRange, resolveRange } from './request.ts';
import type { TableInfo } from './schema-cache.ts';
import { SqlParams, tableRef } from './sql.ts';
import { SOURCE, baseHeaders, bodySql, type PlanRequest, type Statement } from './statement.ts';
import { rootPaging } from './query-types.ts';

const explainSchema = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

/** count=planned: the planner's estimate, as PostgREST reads it from EXPLAIN. */
export async function plannedRows(tx: Queryable, sql: string, params: string[]): Promise<number> {
  const result = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = Object.values(result.rows[0] ?? {})[0];
  const plan = explainSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** 416 when the requested offset lies beyond the counted rows. */
export function checkOffset(offset: number, total: number | null): void {
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      },
      { 'Content-Range': `*/${total}` },
    );
  }
}

export function buildRead(table: TableInfo, request: PlanRequest): Statement {
  const { query, prefs, media, ctx } = request;
  const paging = rootPaging(query);
  const range = resolveRange(ctx.req.headers, paging.limit, paging.offset);
  const from = tableRef(table);
  const root = planRead(
    { table, qualifier: from, from, relationName: table.name, starAsWildcard: true },
    query,
    {
      snapshot: request.snapshot,
      schema: request.schema.schema,
      maxRows: request.maxRows,
      rootParameters: true,
      rootRange: range,
      aggregates: request.snapshot.aggregatesEnabled,
    },
  );
  const params = new SqlParams();
  const rows = nodeSql(root, params);
  const exactCount = prefs.count === 'exact' || prefs.count === 'estimated';
  const total = exactCount
    ? `(SELECT pg_catalog.count(*) FROM (${countSql(root, params)}) _pgrst_c)`
    : 'NULL::bigint';
  const body = request.method === 'HEAD' ? 'NULL::text' : bodySql(media, SOURCE);
  const sql =
    `WITH ${SOURCE} AS (${rows}) ` +
    `SELECT (SELECT pg_catalog.count(*) FROM ${SOURCE}) AS page_total, ${total} AS total, ${body} AS body`;
  return {
    sql,
    params: params.values,
    async finish(row, tx) {
      let totalRows = row.total ?? null;
      if (prefs.count === 'planned') {
        const counting = new SqlParams();
        totalRows = await plannedRows(tx, countSql(root, counting), counting.values);
      }
      if (media.shape === 'object' && row.page_total !== 1) throw singularityError(row.page_total);
      checkOffset(range.offset, totalRows);
      const partial = totalRows !== null && row.page_total < totalRows;
      return {
        status: partial ? 206 : 200,
        headers: {
          ...baseHeaders(request, true),
          'Content-Range': contentRange(range.offset, row.page_total, totalRows),
        },
        body: row.body ?? '',
      };
    },
  };
}
