/**
 * Shared set-up of the bad-input REST suites (rest-errors*.test.ts): a backend on each database
 * kind with one signed-in person whose profile must come through every bad request unharmed,
 * raw requests as that person, and the check that a reply is a 4xx error in PostgREST's shape.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { untypedClient } from './rest-support.ts';
import {
  createSignedInUser,
  describeOnEachKind,
  type DbKind,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

export interface ErrorReply {
  status: number;
  contentType: string | null;
  body: { code: string; message: string; details: string | null; hint: string | null };
}

export interface BadInputBackend {
  backend: TestBackend;
  user: SignedInUser;
  /** The person's untyped client. */
  db: SupabaseClient;
}

type RequestOptions = RequestInit & { token?: string | null };

export interface BadInputCalls {
  /** A raw request as the signed-in user; `path` is below /rest/v1. */
  request(path: string, init?: RequestOptions): Promise<Response>;
  /** Sends a bad request and checks the reply is a 4xx error in PostgREST's shape. */
  refused(path: string, init?: RequestOptions): Promise<ErrorReply>;
}

const PROFILE_NAME = 'Zoë 🍲 "Quote" O\'Brien';

/**
 * Runs `suite` on each database kind inside `bad input to REST on <kind>` (see
 * describeOnEachKind), with one signed-in person; after every test the person's profile still
 * reads back as written.
 */
export function describeBadInput(
  suite: (rest: BadInputBackend, calls: BadInputCalls, kind: DbKind) => void,
): void {
  describeOnEachKind(
    'bad input to REST',
    async (backend) => {
      const user = await createSignedInUser(backend);
      const db = untypedClient(backend, user.accessToken);
      const { error } = await db
        .from('profiles')
        .insert({ id: user.user.id, full_name: PROFILE_NAME });
      expect(error).toBeNull();
      return { user, db };
    },
    (rest, kind) => {
      async function request(path: string, init: RequestOptions = {}): Promise<Response> {
        const headers = new Headers(init.headers);
        headers.set('apikey', rest.backend.anonKey);
        const token = init.token === undefined ? rest.user.accessToken : init.token;
        if (token !== null && !headers.has('Authorization'))
          headers.set('Authorization', `Bearer ${token}`);
        return fetch(`${rest.backend.url}/rest/v1${path}`, { ...init, headers });
      }

      async function refused(path: string, init: RequestOptions = {}): Promise<ErrorReply> {
        const response = await request(path, init);
        const text = await response.text();
        expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBeLessThan(500);
        const body = JSON.parse(text) as ErrorReply['body'];
        expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
        expect(typeof body.code).toBe('string');
        expect(typeof body.message).toBe('string');
        return { status: response.status, contentType: response.headers.get('content-type'), body };
      }

      afterEach(async () => {
        const { data, error } = await rest.db
          .from('profiles')
          .select('full_name')
          .eq('id', rest.user.user.id)
          .single();
        expect(error).toBeNull();
        expect(data).toEqual({ full_name: PROFILE_NAME });
      });

      suite(rest, { request, refused }, kind);
    },
  );
}
