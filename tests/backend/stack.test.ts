/**
 * The whole local stack as the app meets it (real auth, REST, mailbox and functions host behind
 * the server): a signed-in user's token reaches a function, a busy function does not hold up the
 * user's database reads, and the server refuses bad requests with JSON while it keeps serving.
 */
import { fileURLToPath } from 'node:url';
import {
  createSignedInUser,
  makeClient,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

const functionsDir = fileURLToPath(new URL('./fixtures/functions', import.meta.url));

let backend: TestBackend;
let person: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true, functionsDir });
  person = await createSignedInUser(backend, { fullName: 'Grace Hopper' });
});

afterAll(async () => {
  await backend?.close();
});

describe('functions with a real session', () => {
  it('hands health the signed-in user’s id', async () => {
    const { data, error } = await person.client.functions.invoke('health');
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', user: person.user.id });
  });

  it('refuses the access token once it is forged by changing its subject', async () => {
    const [header, , signature] = person.accessToken.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: crypto.randomUUID(), role: 'authenticated', exp: 4_000_000_000 }),
    ).toString('base64url');
    const forged = makeClient(backend.url, backend.anonKey, `${header}.${payload}.${signature}`);
    const { error } = await forged.functions.invoke('health');
    expect(error).not.toBeNull();
    const response = (error as { context?: Response }).context;
    expect(response?.status).toBe(401);
  });

  it('answers a REST read at once while a function computes', async () => {
    await person.client
      .from('food_preferences')
      .upsert({ id: person.user.id, allergies: ['Sesame'] });
    let slowDoneAt = Number.POSITIVE_INFINITY;
    const slow = person.client.functions.invoke('slow?ms=2500').then((result) => {
      slowDoneAt = Date.now();
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const { data, error } = await person.client
      .from('food_preferences')
      .select('allergies')
      .eq('id', person.user.id)
      .single();
    const readDoneAt = Date.now();
    expect(error).toBeNull();
    expect(data).toEqual({ allergies: ['Sesame'] });
    const slowResult = await slow;
    expect(slowResult.error).toBeNull();
    expect(slowResult.data).toMatchObject({ busyMs: 2500 });
    // The read was answered while the function still computed.
    expect(readDoneAt).toBeLessThan(slowDoneAt);
  });
});

describe('bad requests against the real services', () => {
  it('refuses an oversized upsert with 413 and keeps serving', async () => {
    const { error, status } = await person.client
      .from('food_preferences')
      .upsert({ id: person.user.id, disliked_foods: 'x'.repeat(2 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(error).not.toBeNull();
    const after = await person.client
      .from('food_preferences')
      .select('id')
      .eq('id', person.user.id)
      .single();
    expect(after.error).toBeNull();
  });

  it('refuses REST and auth calls without an apikey', async () => {
    const rest = await fetch(`${backend.url}/rest/v1/food_preferences?select=*`, {
      headers: { Authorization: `Bearer ${person.accessToken}` },
    });
    expect(rest.status).toBe(401);
    const auth = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${person.accessToken}` },
    });
    expect(auth.status).toBe(401);
    expect(await auth.json()).toMatchObject({ message: 'No API key found in request' });
  });
});
