/**
 * What every REST request shares once it is planned: the per-transaction settings that make
 * PostgreSQL see the caller (role, JWT claims, ...), and the shape of a response.
 */
import type { Db, LocalConfig, Queryable, RequestContext } from '../contracts.ts';
import { DEFAULT_API_SETTINGS } from '../config.ts';
import type { AuthContext, Preferences } from './request.ts';
import type { SchemaCache, SchemaSnapshot, TransactionEnd } from './schema-cache.ts';
import { quoteIdent } from './sql.ts';

/** What the REST service runs with. */
export interface RestDeps {
  db: Db;
  config: LocalConfig;
  cache: SchemaCache;
}

/** The API settings of [api] in config.toml, or the Supabase CLI's defaults. */
export function apiSettings(config: LocalConfig) {
  return config.api ?? DEFAULT_API_SETTINGS;
}

/** The request's search path: its schema, then [api] extra_search_path. */
export function searchPathOf(config: LocalConfig, schema: string): string[] {
  return [schema, ...apiSettings(config).extraSearchPath];
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What PostgREST sets per transaction: the role, the claims (also as the older per-claim
 * settings some policies read), the method, path and headers, the search path, and the
 * role's own timeouts.
 */
export interface RequestSettings {
  auth: AuthContext;
  ctx: RequestContext;
  method: string;
  roleSettings: [string, string][];
  /** The request's schema first, then the configured extra search path. */
  searchPath: string[];
}

/** A request's settings: its role's own settings from the catalog, its schema's search path. */
export function requestSettings(
  config: LocalConfig,
  snapshot: SchemaSnapshot,
  request: Pick<RequestSettings, 'auth' | 'ctx' | 'method'>,
  schema: string,
): RequestSettings {
  return {
    ...request,
    roleSettings: snapshot.roleSettings.get(request.auth.role) ?? [],
    searchPath: searchPathOf(config, schema),
  };
}

export async function setRequestContext(tx: Queryable, settings: RequestSettings): Promise<void> {
  const { auth, ctx, method, roleSettings } = settings;
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined)
      headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : '';
  const searchPath = [...new Set(settings.searchPath)].map(quoteIdent).join(', ');
  const params = [
    searchPath,
    JSON.stringify(auth.claims),
    sub,
    auth.role,
    method,
    ctx.url.pathname,
    JSON.stringify(headers),
  ];
  // The role's own settings ride in the same round trip, each as two more parameters.
  const extra = roleSettings.map(([name, value]) => {
    params.push(name, value);
    return `, set_config($${params.length - 1}, $${params.length}, true)`;
  });
  await tx.query(
    `select set_config('search_path', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $4, true),
            set_config('request.method', $5, true),
            set_config('request.path', $6, true),
            set_config('request.headers', $7, true)${extra.join('')},
            set_config('role', $4, true)`,
    params,
  );
}

/** Carries a finished response out of a transaction that must not commit. */
class RolledBack extends Error {
  readonly response: RestResponse;

  constructor(response: RestResponse) {
    super('rolled back');
    this.response = response;
  }
}

/**
 * Runs a request's transaction and ends it as pgrst.db_tx_end says: committed, or rolled back
 * with the response kept; `Prefer: tx=...` chooses where the setting allows an override, and is
 * then named in Preference-Applied.
 */
/**
 * Runs a request's one statement as PostgREST does: in a transaction ended as `end` and the
 * preferences say (read only when asked, which PostgreSQL requires first), with the request's role,
 * claims, headers and search path set, and answers from the statement's result.
 */
export async function runAsRequest(
  db: Db,
  run: { end: TransactionEnd; prefs: Preferences; readOnly: boolean; settings: RequestSettings },
  sql: string,
  params: unknown[],
  answer: (result: { rows: unknown[] }, tx: Queryable) => Promise<RestResponse> | RestResponse,
): Promise<RestResponse> {
  return runTransaction(db, run.end, run.prefs, async (tx) => {
    if (run.readOnly) await tx.query('set transaction read only');
    await setRequestContext(tx, run.settings);
    return answer(await tx.query(sql, params), tx);
  });
}

export async function runTransaction(
  db: Db,
  end: TransactionEnd,
  prefs: Preferences,
  work: (tx: Queryable) => Promise<RestResponse>,
): Promise<RestResponse> {
  const overridable = end.endsWith('-allow-override');
  const rollback =
    overridable && prefs.transaction !== null
      ? prefs.transaction === 'rollback'
      : end.startsWith('rollback');
  const applied = overridable && prefs.transaction !== null ? `tx=${prefs.transaction}` : null;
  const withApplied = (response: RestResponse): RestResponse => {
    if (applied === null) return response;
    const before = response.headers['Preference-Applied'];
    const header = before ? `${before}, ${applied}` : applied;
    return { ...response, headers: { ...response.headers, 'Preference-Applied': header } };
  };
  try {
    return withApplied(
      await db.transaction(async (tx) => {
        const response = await work(tx);
        if (rollback) throw new RolledBack(response);
        return response;
      }),
    );
  } catch (error) {
    if (error instanceof RolledBack) return withApplied(error.response);
    throw error;
  }
}
