/**
 * What the fuzz suite sends: fast-check arbitraries for methods, paths (every endpoint of auth,
 * REST, functions and the mailbox, plus made-up ones), query strings (PostgREST operators, auth
 * parameters, broken percent-escapes), headers (keys and tokens right, wrong and missing) and
 * bodies (random JSON, endpoint-shaped JSON with hostile values, text and bytes).
 */
import fc from 'fast-check';

export interface Credentials {
  anonKey: string;
  serviceRoleKey: string;
  userToken: string;
  userId: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, as sent on the request line. */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Characters HTTP lets through unescaped in a request target, '%' included on purpose. */
const RAW_CHARS = "abcXYZ019._~!$&'()*+,;=:@%/-";
const rawText = fc.string({ unit: fc.constantFrom(...RAW_CHARS), maxLength: 24 });
/** Printable ASCII and Latin-1: what a header value may hold. */
const headerText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)),
  ),
  maxLength: 60,
});
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const hostileText = fc.oneof(
  anyText,
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table public.profiles; --",
    '%',
    '%zz',
    '../../etc/passwd',
    '9999-12-31',
    '0000-00-00',
    '-1',
    '1e309',
    'NaN',
    'null',
    '{"a":',
    'a'.repeat(300),
    '\ud800',
    'Ω≈ç√',
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...METHODS) },
  { weight: 1, arbitrary: fc.constantFrom('PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH') },
  // Tokens no server knows; Node's HTTP parser answers them itself.
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,8}$/) },
);

const TABLES = [
  'profiles',
  'onboarding_profile',
  'food_preferences',
  'meal_frequency',
  'budget_settings',
  'planning_preferences',
  'meal_plans',
  'shopping_list_items',
  'purchases',
  'budget_changes',
  'pantry_items',
  'price_book',
  'household_members',
  'own_recipes',
  'email_requests',
];

function segment(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.webSegment().map((s) => `/${s}`) },
    { weight: 1, arbitrary: rawText.map((s) => `/${s}`) },
  );
}

function pathFor(credentials: Credentials): fc.Arbitrary<string> {
  const id = fc.oneof(fc.constant(credentials.userId), fc.uuid(), rawText);
  return fc.oneof(
    fc
      .tuple(
        segment([
          '/signup',
          '/recover',
          '/resend',
          '/verify',
          '/token',
          '/user',
          '/logout',
          '/settings',
          '/health',
          '/admin/users',
        ]),
        fc.option(id),
      )
      .map(([path, suffix]) =>
        suffix && path === '/admin/users' ? `/auth/v1${path}/${suffix}` : `/auth/v1${path}`,
      ),
    segment([...TABLES.map((table) => `/${table}`), '/rpc/save_plan_change', '/']).map(
      (path) => `/rest/v1${path}`,
    ),
    segment(['/health', '/send-reset-email', '/generate-meal-plan', '/regenerate-meal']).map(
      (path) => `/functions/v1${path}`,
    ),
    fc
      .tuple(segment(['', '/api/messages', '/messages', '/api/messages']), fc.option(rawText))
      .map(([path, suffix]) => `/mailbox${path}${suffix !== null ? `/${suffix}` : ''}`),
    segment(['/', '/auth', '/rest/v2', '/functions']),
  );
}

const QUERY_KEYS = [
  'select',
  'order',
  'limit',
  'offset',
  'id',
  'user_id',
  'week_start',
  'on_conflict',
  'columns',
  'or',
  'and',
  'redirect_to',
  'grant_type',
  'type',
  'token',
  'scope',
  'to',
  'page',
  'per_page',
  'apikey',
];
const queryValue = fc.oneof(
  fc.constantFrom(
    '*',
    'id,name',
    'eq.1',
    'neq.x',
    'in.(1,2)',
    'is.null',
    'like.*a*',
    'gt.2024-01-01',
    'id.desc.nullslast',
    '(id.eq.1,id.eq.2)',
    'password',
    'refresh_token',
    'pkce',
    'recovery',
    'signup',
    'global',
    'http://localhost:5173/x',
    'https://evil.example',
    '-1',
    '99999999999999999999',
  ),
  rawText,
  anyText.map(encodeURIComponent),
);
const query = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
        { weight: 1, arbitrary: rawText },
      ),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** Mostly the right key and a signed-in user's token, so most requests get past the gate. */
function gateHeaders(credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  const apikey = fc.oneof(
    { weight: 8, arbitrary: fc.constant(credentials.anonKey) },
    { weight: 2, arbitrary: fc.constant(credentials.serviceRoleKey) },
    { weight: 1, arbitrary: headerText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const bearer = fc.oneof(
    { weight: 4, arbitrary: fc.constant(credentials.userToken) },
    { weight: 2, arbitrary: fc.constant(credentials.anonKey) },
    { weight: 1, arbitrary: fc.constant(credentials.serviceRoleKey) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        headerText,
        fc
          .tuple(fc.base64String(), fc.base64String(), fc.base64String())
          .map((parts) => parts.join('.')),
      ),
    },
  );
  const authorization = fc.oneof(
    { weight: 8, arbitrary: bearer.map((token) => `Bearer ${token}`) },
    { weight: 1, arbitrary: headerText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc
    .record({ apikey, authorization })
    .map((headers) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    );
}

function headersFor(credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        'content-type': fc.oneof(
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/x-www-form-urlencoded',
            'text/csv',
            'application/vnd.pgrst.object+json',
          ),
          headerText,
        ),
        prefer: fc.oneof(
          fc.constantFrom(
            'return=representation',
            'return=minimal',
            'count=exact',
            'resolution=merge-duplicates',
            'missing=default',
            'tx=rollback',
          ),
          headerText,
        ),
        accept: fc.oneof(
          fc.constantFrom(
            'application/json',
            'application/vnd.pgrst.object+json',
            'text/csv',
            '*/*',
            'application/geo+json',
          ),
          headerText,
        ),
        range: fc.oneof(fc.constantFrom('0-9', '5-', '10-2', 'items=0-1'), headerText),
        'accept-profile': fc.oneof(fc.constantFrom('public', 'auth', 'pg_catalog'), headerText),
        'content-profile': fc.oneof(fc.constantFrom('public', 'auth'), headerText),
        'x-forwarded-for': headerText,
        origin: fc.oneof(fc.constant('http://localhost:5173'), headerText),
      },
      { requiredKeys: [] },
    )
    .chain((known) =>
      fc
        .tuple(
          gateHeaders(credentials),
          fc.dictionary(fc.stringMatching(/^x-[a-z0-9-]{1,12}$/), headerText, { maxKeys: 2 }),
        )
        .map(([gate, extra]) => ({ ...extra, ...known, ...gate })),
    );
}

function shapedBody(credentials: Credentials): fc.Arbitrary<Record<string, unknown>> {
  const id = fc.oneof(fc.constant(credentials.userId), hostileValue);
  return fc.oneof(
    fc.record(
      {
        email: hostileValue,
        password: hostileValue,
        data: hostileValue,
        refresh_token: hostileValue,
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        email: hostileValue,
        type: fc.oneof(
          fc.constantFrom('signup', 'recovery', 'email_change', 'email'),
          hostileValue,
        ),
        token: hostileValue,
        token_hash: hostileValue,
        code_challenge: hostileValue,
        code_challenge_method: fc.oneof(fc.constantFrom('s256', 'plain'), hostileValue),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        email: hostileValue,
        resetLink: hostileValue,
        emailType: fc.oneof(fc.constant('reset'), hostileValue),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        userId: id,
        weekStart: fc.oneof(
          fc.constantFrom('9999-12-31', '0001-01-01', '2026-02-30', '2026-11-23'),
          hostileValue,
        ),
        startDay: hostileValue,
        budgetAmount: hostileValue,
        dayOfWeek: hostileValue,
        mealType: hostileValue,
        mealId: hostileValue,
        mealTypes: hostileValue,
        allergies: hostileValue,
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { id, user_id: id, week_start: hostileValue, plan: hostileValue, full_name: hostileValue },
      { requiredKeys: [] },
    ),
  );
}

function bodyFor(credentials: Credentials): fc.Arbitrary<string | Buffer | undefined> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: shapedBody(credentials).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .array(shapedBody(credentials), { minLength: 1, maxLength: 3 })
        .map((rows) => JSON.stringify(rows)),
    },
    { weight: 1, arbitrary: anyText },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  );
}

export function fuzzRequest(credentials: Credentials): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method,
      path: pathFor(credentials),
      query,
      headers: headersFor(credentials),
      body: bodyFor(credentials),
    })
    .map(({ method: verb, path, query: search, headers, body }) => ({
      method: verb,
      target: `${path}${search}`,
      headers,
      body,
    }));
}
