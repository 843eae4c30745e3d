/**
 * POST (inserts and upserts), PATCH and DELETE on a table or view: the change and, when asked,
 * the changed rows (with embedded resources) in one statement, answered with PostgREST's
 * statuses, Content-Range, Location and max-affected checks.
 */
import { z } from 'zod';
import { isJsonObject, parseBody, type JsonObject } from './body.ts';
import type { RestResponse } from './context.ts';
import { RestError, invalidBody, singularityError } from './errors.ts';
import { planRead } from './read-plan.ts';
import { nodeSql } from './read-sql.ts';
import {
  rootPaging,
  type Filter,
  type LogicTree,
  type OrderTerm,
  type ParsedQuery,
} from './query-types.ts';
import { contentRange } from './request.ts';
import type { TableInfo } from './schema-cache.ts';
import {
  SqlParams,
  limitOffsetSql,
  orderSql,
  quoteIdent,
  requireColumn,
  requireWritableColumn,
  tableRef,
  whereSql,
} from './sql.ts';
import {
  SOURCE,
  baseHeaders,
  bodySql,
  sourceRoot,
  type PlanRequest,
  type ResultRow,
  type Statement,
} from './statement.ts';

function rootFilters(query: ParsedQuery): Filter[] {
  return query.filters.filter((entry) => entry.path.length === 0).map((entry) => entry.filter);
}

function rootLogic(query: ParsedQuery): LogicTree[] {
  return query.logic.filter((entry) => entry.path.length === 0).map((entry) => entry.tree);
}

function rootOrder(query: ParsedQuery): OrderTerm[] {
  return query.order.filter((entry) => entry.path.length === 0).flatMap((entry) => entry.terms);
}

// Request bodies
// ---------------------------------------------------------------------------------------------

/** The rows of a POST body and the columns they write (`columns=` or the keys of the rows). */
function insertRows(
  table: TableInfo,
  request: PlanRequest,
): { rows: JsonObject[]; columns: string[] } {
  const body = parseBody(request.ctx);
  let rows: JsonObject[];
  if (Array.isArray(body)) {
    if (!body.every(isJsonObject)) throw invalidBody('All object keys must match');
    rows = body;
  } else if (isJsonObject(body)) {
    rows = [body];
  } else {
    throw invalidBody('The request body must be a JSON object or an array of objects');
  }
  let columns: string[];
  if (request.query.columns !== null) {
    columns = [...new Set(request.query.columns)];
  } else {
    const first = Object.keys(rows[0] ?? {}).sort();
    const same = rows.every((row) => {
      const keys = Object.keys(row).sort();
      return keys.length === first.length && keys.every((key, index) => key === first[index]);
    });
    if (!same) throw invalidBody('All object keys must match');
    columns = Object.keys(rows[0] ?? {});
  }
  for (const column of columns) requireWritableColumn(table, column);
  return { rows, columns };
}

function returningSql(table: TableInfo, request: PlanRequest, withInserted: boolean): string {
  const from = tableRef(table);
  const representation = request.prefs.representation;
  if (representation === 'full') {
    // xmax = 0 marks rows this statement inserted (not updated by ON CONFLICT): 201 versus 200.
    const inserted =
      withInserted && table.kind === 'table' ? `, (${from}.xmax = 0) AS "pgrst_inserted"` : '';
    return ` RETURNING ${from}.*${inserted}`;
  }
  if (representation === 'headers-only' && table.primaryKey.length > 0) {
    return ` RETURNING ${table.primaryKey.map((column) => `${from}.${quoteIdent(column)}`).join(', ')}`;
  }
  // Returning no column keeps SELECT policies out of inserts that do not read back, as PostgREST.
  return ' RETURNING 1';
}

/** The changed rows as the select asks for them, embedded resources included. */
function representationSql(table: TableInfo, request: PlanRequest, params: SqlParams): string {
  const root = planRead(sourceRoot(table, false), request.query, {
    snapshot: request.snapshot,
    schema: request.schema.schema,
    maxRows: null,
    rootParameters: false,
    rootRange: { limit: null, offset: 0 },
    aggregates: request.snapshot.aggregatesEnabled,
  });
  return `(${nodeSql(root, params)})`;
}

function mutationSql(
  table: TableInfo,
  request: PlanRequest,
  mutation: string,
  params: SqlParams,
  withInserted: boolean,
): string {
  const full = request.prefs.representation === 'full';
  const body = full
    ? bodySql(request.media, representationSql(table, request, params))
    : 'NULL::text';
  const inserted =
    full && withInserted && table.kind === 'table'
      ? `(SELECT pg_catalog.count(*) FROM ${SOURCE} WHERE "pgrst_inserted")`
      : 'NULL::bigint';
  const location =
    request.prefs.representation === 'headers-only' && table.primaryKey.length > 0
      ? `(SELECT row_to_json(_pgrst_l)::text FROM ${SOURCE} _pgrst_l LIMIT 1)`
      : 'NULL::text';
  return (
    `WITH ${SOURCE} AS (${mutation}${returningSql(table, request, withInserted)}) ` +
    `SELECT (SELECT pg_catalog.count(*) FROM ${SOURCE}) AS page_total, ${inserted} AS inserted, ` +
    `${body} AS body, ${location} AS location`
  );
}

function checkSingular(request: PlanRequest, rows: number): void {
  // With representation, vnd.pgrst.object applies to mutations too, and a wrong count rolls back.
  if (request.media.shape === 'object' && request.prefs.representation === 'full' && rows !== 1) {
    throw singularityError(rows);
  }
}

function checkMaxAffected(request: PlanRequest, rows: number): void {
  const { handling, maxAffected } = request.prefs;
  if (handling === 'strict' && maxAffected !== null && rows > maxAffected) {
    throw new RestError(400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${rows} rows`,
    });
  }
}

function locationHeader(table: TableInfo, json: string | null | undefined): Record<string, string> {
  if (!json) return {};
  const row = z.record(z.string(), z.unknown()).parse(JSON.parse(json));
  const query = new URLSearchParams();
  for (const column of table.primaryKey) {
    const value = row[column];
    query.append(
      column,
      value === null || value === undefined
        ? 'is.null'
        : `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  }
  return { Location: `/${table.name}?${query.toString()}` };
}

export function buildInsert(table: TableInfo, request: PlanRequest): Statement {
  const { rows, columns } = insertRows(table, request);
  const { prefs, query } = request;
  const params = new SqlParams();
  const from = tableRef(table);
  const target = columns.map(quoteIdent).join(', ');
  // The body goes to PostgreSQL as the client wrote it: re-serialising it in JavaScript would
  // round big integers and long decimals to doubles.
  const rawBody = params.add(request.ctx.body.toString('utf8'));
  const rowsJson = `(CASE WHEN json_typeof(${rawBody}::json) = 'array' THEN ${rawBody}::json ELSE json_build_array(${rawBody}::json) END)`;
  let insert: string;
  const missingSomewhere = rows.some((row) => columns.some((column) => !(column in row)));
  if (columns.length === 0) {
    // Rows without columns (`{}`) take every default.
    insert = `INSERT INTO ${from} SELECT FROM json_array_elements(${rowsJson})`;
  } else if (prefs.missing === 'default' && missingSomewhere) {
    const values = rows.map((row, index) => {
      const cells = columns.map((column) =>
        column in row
          ? `(json_populate_record(NULL::${from}, ${rowsJson} -> ${index})).${quoteIdent(column)}`
          : 'DEFAULT',
      );
      return `(${cells.join(', ')})`;
    });
    insert = `INSERT INTO ${from} (${target}) VALUES ${values.join(', ')}`;
  } else {
    insert =
      `INSERT INTO ${from} (${target}) SELECT ${target} ` +
      `FROM json_populate_recordset(NULL::${from}, ${rowsJson}) _pgrst_body`;
  }
  if (prefs.resolution !== null) {
    const conflict = query.onConflict ?? table.primaryKey;
    for (const column of conflict) requireColumn(table, column);
    if (conflict.length > 0) {
      const targetSql = conflict.map(quoteIdent).join(', ');
      if (prefs.resolution === 'ignore-duplicates' || columns.length === 0) {
        insert += ` ON CONFLICT (${targetSql}) DO NOTHING`;
      } else {
        const updates = columns.map(
          (column) => `${quoteIdent(column)} = EXCLUDED.${quoteIdent(column)}`,
        );
        insert += ` ON CONFLICT (${targetSql}) DO UPDATE SET ${updates.join(', ')}`;
      }
    }
  }
  const sql = mutationSql(table, request, insert, params, true);
  return writeStatement(sql, params, request, false, (row) => {
    const counted =
      prefs.count === 'exact' || prefs.count === 'estimated' || prefs.count === 'planned';
    const headers = {
      ...baseHeaders(request, prefs.representation === 'full'),
      'Content-Range': contentRange(1, 0, counted ? row.page_total : null),
      ...(prefs.representation === 'headers-only' ? locationHeader(table, row.location) : {}),
    };
    const onlyUpdated =
      prefs.resolution === 'merge-duplicates' &&
      row.inserted !== null &&
      row.inserted !== undefined &&
      row.inserted <= 0;
    return {
      status: onlyUpdated ? 200 : 201,
      headers,
      body: prefs.representation === 'full' ? (row.body ?? '[]') : '',
    };
  });
}

/** UPDATE/DELETE with limit: only the first rows of the filtered, ordered set (PostgREST's limited mutations). */
function limitedWhere(table: TableInfo, request: PlanRequest, params: SqlParams): string {
  const from = tableRef(table);
  const { query } = request;
  const where = whereSql({ table, qualifier: from, params }, rootFilters(query), rootLogic(query));
  const paging = rootPaging(query);
  if (paging.limit === null && paging.offset === 0) return where;
  if (table.kind !== 'table') {
    throw new RestError(400, {
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'limit and offset on updates and deletes need a table',
    });
  }
  const order = orderSql(table, from, rootOrder(query), params);
  const limit = limitOffsetSql(paging.limit, paging.offset, params);
  return ` WHERE ${from}.ctid = ANY(ARRAY(SELECT ${from}.ctid FROM ${from}${where}${order}${limit}))`;
}

export function buildUpdate(table: TableInfo, request: PlanRequest): Statement | null {
  const body = parseBody(request.ctx);
  if (!isJsonObject(body)) {
    throw invalidBody('The request body of an update must be a JSON object');
  }
  const columns = request.query.columns ?? Object.keys(body);
  for (const column of columns) requireWritableColumn(table, column);
  // Validate the filters even when there is nothing to set, so a bad filter is still reported.
  const params = new SqlParams();
  const where = limitedWhere(table, request, params);
  if (columns.length === 0) return null;
  const from = tableRef(table);
  const sets = [...new Set(columns)].map(
    (column) => `${quoteIdent(column)} = _pgrst_body.${quoteIdent(column)}`,
  );
  const update =
    `UPDATE ${from} SET ${sets.join(', ')} ` +
    `FROM (SELECT * FROM json_populate_record(NULL::${from}, ${params.add(request.ctx.body.toString('utf8'))}::json)) _pgrst_body${where}`;
  const sql = mutationSql(table, request, update, params, false);
  return writeStatement(sql, params, request, true, (row) =>
    mutationResponse(request, row, contentRange(0, row.page_total, countedTotal(request, row))),
  );
}

export function buildDelete(table: TableInfo, request: PlanRequest): Statement {
  const params = new SqlParams();
  const where = limitedWhere(table, request, params);
  const sql = mutationSql(table, request, `DELETE FROM ${tableRef(table)}${where}`, params, false);
  return writeStatement(sql, params, request, true, (row) =>
    mutationResponse(request, row, contentRange(1, 0, countedTotal(request, row))),
  );
}

/**
 * A write's statement: its SQL and parameters, and its answer once the number of rows it
 * changed passed the singular media type's check (and for PATCH and DELETE, max-affected).
 */
function writeStatement(
  sql: string,
  params: SqlParams,
  request: PlanRequest,
  limitsAffected: boolean,
  answer: (row: ResultRow) => RestResponse,
): Statement {
  return {
    sql,
    params: params.values,
    async finish(row) {
      checkSingular(request, row.page_total);
      if (limitsAffected) checkMaxAffected(request, row.page_total);
      return answer(row);
    },
  };
}

function countedTotal(request: PlanRequest, row: ResultRow): number | null {
  return request.prefs.count === null ? null : row.page_total;
}

function mutationResponse(request: PlanRequest, row: ResultRow, range: string): RestResponse {
  const full = request.prefs.representation === 'full';
  return {
    status: full ? 200 : 204,
    headers: { ...baseHeaders(request, full), 'Content-Range': range },
    body: full ? (row.body ?? '[]') : '',
  };
}

/** PATCH with an empty object changes nothing; PostgREST answers as for zero matching rows. */
export function emptyMutationResponse(request: PlanRequest): RestResponse {
  checkSingular(request, 0);
  const full = request.prefs.representation === 'full';
  return {
    status: full ? 200 : 204,
    headers: { ...baseHeaders(request, full), 'Content-Range': '*/*' },
    body: full ? (request.media.shape === 'object' ? 'null' : '[]') : '',
  };
}
