/**
 * Requests the backend cannot serve are the client's error, answered with a 4xx and a message,
 * never a 500: methods a function cannot receive, and plan dates whose week would run past the
 * calendar the app can write.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { rawHttp } from './http-support.ts';
import {
  createSignedInUser,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

const functionsDir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const errorBody = z.object({ error: z.string() });

let backend: TestBackend;
let person: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true, functionsDir });
  person = await createSignedInUser(backend);
});
afterAll(() => backend?.close());

describe('methods a function cannot receive', () => {
  // TRACE is a method HTTP parsers accept but a fetch Request refuses to carry.
  it('answers TRACE with 405 and the methods allowed', async () => {
    const answer = await rawHttp(`${backend.url}/functions/v1/health`, {
      method: 'TRACE',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${person.accessToken}` },
    });
    expect(answer.status).toBe(405);
    expect(String(answer.headers.allow)).toMatch(/POST/);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it.each(['/auth/v1/health', '/rest/v1/meal_plans', '/mailbox/api/messages'])(
    'answers TRACE on %s with a 4xx',
    async (path) => {
      const answer = await rawHttp(`${backend.url}${path}`, {
        method: 'TRACE',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${person.accessToken}` },
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    },
  );
});

describe('plan dates past the calendar', () => {
  async function invoke(name: string, body: Record<string, unknown>) {
    const response = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${person.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ userId: person.user.id, ...body }),
    });
    return { status: response.status, body: errorBody.parse(await response.json()) };
  }

  it.each(['9999-12-31', '9999-12-26', '0001-01-01'])(
    'refuses generate-meal-plan for the week of %s with 400',
    async (weekStart) => {
      const answer = await invoke('generate-meal-plan', { weekStart });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/weekStart/);
      expect(answer.body.error).toMatch(/between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}/);
    },
  );

  it('refuses regenerate-meal for the week of 9999-12-31 with 400', async () => {
    const answer = await invoke('regenerate-meal', {
      weekStart: '9999-12-31',
      dayOfWeek: 'Monday',
      mealType: 'Dinner',
      mealId: '9999-12-31-dinner',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/weekStart/);
  });
});
