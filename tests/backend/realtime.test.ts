/**
 * Realtime postgres_changes through supabase-js channels, on PGlite and on PostgreSQL: a user's
 * inserts, updates and deletes reach that user's channels, whoever wrote them, and never another
 * user's, whatever filter (or none) the other user subscribes with; a row moved out of a user's
 * reach, or a policy taken away, stops delivery at the next change; filters and event bindings
 * narrow what arrives. Tokens: a join is refused, with hosted Realtime's reason, for a forged
 * token, an expired one or one without `exp`; the anon key joins but sees no user's rows; a
 * refreshed token keeps the channel going, a bad one closes it with a system error; a token that
 * expires while its channel is open closes the channel, and nothing more reaches it.
 */
import { SignJWT } from 'jose';
import { signJwt } from '../../supabase/local/jwt.ts';
import type { Binding } from '../../supabase/local/realtime/bindings.ts';
import { publishedTables, resolveBindings } from '../../supabase/local/realtime/bindings.ts';
import { startChangeFeed, type Subscriber } from '../../supabase/local/realtime/feed.ts';
import { insertItem, isRow, until, watch } from './realtime-support.ts';
import {
  createSignedInUser,
  describeOnEachKind,
  type SignedInUser,
  type TestBackend,
  type TypedClient,
} from './support.ts';

/** How long a test waits to show that nothing arrives after a change that did reach someone. */
const QUIET_MS = 300;

type Context = { a: SignedInUser; b: SignedInUser; admin: TypedClient; backend: TestBackend };

const own = (user: SignedInUser) => `user_id=eq.${user.user.id}`;

/** Who receives what: the own rows' changes, nobody else's. */
function deliveryTests(context: Context): void {
  it('delivers inserts, updates and deletes of the own rows, by the user and by another client', async () => {
    const { a, admin } = context;
    const list = watch(a.client, { filter: own(a) });
    await list.reached('SUBSCRIBED');
    expect(list.system).toContainEqual(
      expect.objectContaining({ status: 'ok', message: 'Subscribed to PostgreSQL' }),
    );

    const row = await insertItem(a.client, a.user.id, { name: 'Rye bread' });
    const inserted = await list.next(isRow(row.id));
    expect(inserted).toMatchObject({
      eventType: 'INSERT',
      schema: 'public',
      table: 'shopping_list_items',
      new: { id: row.id, name: 'Rye bread', user_id: a.user.id, checked: false },
    });
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await a.client.from('shopping_list_items').update({ checked: true }).eq('id', row.id);
    const ticked = await list.next((change) => change.eventType === 'UPDATE');
    // Replica identity full: the old row comes whole.
    expect(ticked).toMatchObject({ new: { checked: true }, old: { id: row.id, checked: false } });

    const byAdmin = await admin
      .from('shopping_list_items')
      .update({ price: 2.25 })
      .eq('id', row.id);
    expect(byAdmin.error).toBeNull();
    await list.next((change) => change.eventType === 'UPDATE' && change.new.price === 2.25);

    await a.client.from('shopping_list_items').delete().eq('id', row.id);
    const deleted = await list.next((change) => change.eventType === 'DELETE');
    expect(deleted.old).toMatchObject({ id: row.id, user_id: a.user.id, name: 'Rye bread' });
    expect(deleted.new).toEqual({});
  });

  it("never delivers another user's rows, with that user's filter or with none", async () => {
    const { a, b } = context;
    const aAll = watch(a.client);
    const bWithAFilter = watch(b.client, { filter: own(a) });
    const bAll = watch(b.client);
    const bPurchases = watch(b.client, { table: 'purchases' });
    await Promise.all([aAll, bWithAFilter, bAll, bPurchases].map((w) => w.reached('SUBSCRIBED')));

    const aRow = await insertItem(a.client, a.user.id);
    await aAll.next(isRow(aRow.id));
    const bRow = await insertItem(b.client, b.user.id);
    await bAll.next(isRow(bRow.id));
    const purchase = await a.client.from('purchases').insert({
      user_id: a.user.id,
      week_start: '2026-11-23',
      item_key: aRow.item_key,
      name: 'Oat milk',
      amount_paid: 1.4,
    });
    expect(purchase.error).toBeNull();

    expect(await bWithAFilter.quietFor(QUIET_MS)).toEqual([]);
    expect(bAll.changes.filter(isRow(aRow.id))).toEqual([]);
    expect(bPurchases.changes).toEqual([]);
    expect(aAll.changes.filter(isRow(bRow.id))).toEqual([]);
  });
}

/** Rights taken away, filters, event bindings, refused bindings. */
function narrowingTests(context: Context): void {
  it('stops delivering as soon as a row leaves the user or a policy is taken away', async () => {
    const { a, b, admin, backend } = context;
    const aAll = watch(a.client);
    const bAll = watch(b.client);
    await Promise.all([aAll.reached('SUBSCRIBED'), bAll.reached('SUBSCRIBED')]);
    const row = await insertItem(a.client, a.user.id);
    await aAll.next(isRow(row.id));

    // Moved to B: the update is B's to see now, not A's.
    await admin.from('shopping_list_items').update({ user_id: b.user.id }).eq('id', row.id);
    await bAll.next((change) => change.eventType === 'UPDATE' && isRow(row.id)(change));
    expect(await aAll.quietFor(QUIET_MS, (change) => change.eventType === 'UPDATE')).toEqual([]);

    const policy = '"shopping_list_items: owner selects"';
    await backend.db.exec(`drop policy ${policy} on public.shopping_list_items`);
    try {
      const hidden = await insertItem(admin, a.user.id);
      const other = await insertItem(admin, a.user.id, { name: 'control' });
      expect(await aAll.quietFor(QUIET_MS, isRow(hidden.id))).toEqual([]);
      expect(aAll.changes.filter(isRow(other.id))).toEqual([]);
    } finally {
      await backend.db.exec(
        `create policy ${policy} on public.shopping_list_items for select to authenticated
           using ((select auth.uid()) = user_id)`,
      );
    }
    const back = await insertItem(admin, a.user.id);
    await aAll.next(isRow(back.id));
  });

  it('applies filters and event bindings as hosted Realtime does', async () => {
    const { a } = context;
    const client: TypedClient = a.client;
    const dear = watch(client, { filter: 'price=gt.5' });
    const named = watch(client, { filter: 'name=in.(Pears,"Blood oranges")' });
    const notPears = watch(client, { filter: 'name=neq.Pears' });
    const deletes = watch(client, { event: 'DELETE', filter: own(a) });
    await Promise.all([dear, named, notPears, deletes].map((w) => w.reached('SUBSCRIBED')));

    const pears = await insertItem(client, a.user.id, { name: 'Pears', price: 3 });
    const oranges = await insertItem(client, a.user.id, { name: 'Blood oranges', price: 6.5 });
    await named.next(isRow(oranges.id));
    await named.next(isRow(pears.id));
    await dear.next(isRow(oranges.id));
    await notPears.next(isRow(oranges.id));
    await client.from('shopping_list_items').delete().eq('id', pears.id);
    const gone = await deletes.next(isRow(pears.id));
    expect(gone.eventType).toBe('DELETE');

    expect(dear.changes.filter(isRow(pears.id))).toEqual([]);
    expect(notPears.changes.filter(isRow(pears.id))).toEqual([]);
    expect(deletes.changes.map((change) => change.eventType)).toEqual(['DELETE']);
  });

  it('sends only the key of a deleted row of a default replica identity table, to its owner only', async () => {
    const { a, b } = context;
    const mine = watch(a.client, { table: 'price_book', event: 'DELETE' });
    const others = watch(b.client, { table: 'price_book', event: 'DELETE' });
    await Promise.all([mine.reached('SUBSCRIBED'), others.reached('SUBSCRIBED')]);
    const { data, error } = await a.client
      .from('price_book')
      .insert({
        user_id: a.user.id,
        food: 'oat_milk',
        package_label: '1 l carton',
        package_grams: 1000,
        package_price: 1.49,
        paid_on: '2026-11-24',
        week_start: '2026-11-23',
        item_key: 'oat-milk',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    await a.client
      .from('price_book')
      .delete()
      .eq('id', data?.id ?? '');
    const gone = await mine.next((change) => change.eventType === 'DELETE');
    expect(gone.old).toEqual({ id: data?.id });
    expect(await others.quietFor(QUIET_MS)).toEqual([]);
  });

  it('refuses a binding on a table Realtime is not enabled for, or a filter it cannot read', async () => {
    const { a } = context;
    const notPublished = watch(a.client, { table: 'budget_changes' });
    await expect(notPublished.reached('SUBSCRIBED')).rejects.toThrow(/Realtime is enabled/);
    const badColumn = watch(a.client, { filter: 'no_such_column=eq.1' });
    await expect(badColumn.reached('SUBSCRIBED')).rejects.toThrow(/Realtime is enabled/);
    const badOperator = watch(a.client, { filter: 'price=like.1' });
    await expect(badOperator.reached('SUBSCRIBED')).rejects.toThrow(/filter/);
  });
}

function claimsOf(user: SignedInUser) {
  return {
    sub: user.user.id,
    role: 'authenticated' as const,
    aud: 'authenticated',
    email: user.email,
  };
}

/** An anon-key client whose realtime socket uses `token`. */
async function clientWithToken(backend: TestBackend, token: string) {
  const client = backend.anonClient();
  await client.realtime.setAuth(token);
  return client;
}

/** Tokens: checked on join, on refresh and at expiry. */
function tokenTests(context: Context): void {
  it('refuses a join with a forged, an expired or an exp-less token, saying why', async () => {
    const { a, backend } = context;
    const forged = await signJwt(claimsOf(a), 'not-the-project-secret-but-long-enough!!', 3600);
    const expired = await signJwt(claimsOf(a), backend.config.jwtSecret, -30);
    const withoutExp = await new SignJWT({ ...claimsOf(a) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(backend.config.jwtSecret));
    const cases: [string, RegExp][] = [
      [forged, /Invalid token/],
      [expired, /Token has expired/],
      [withoutExp, /`exp` are required/],
      ['not a jwt', /Invalid token/],
    ];
    for (const [token, reason] of cases) {
      const client = await clientWithToken(backend, token);
      const refused = watch(client, { filter: `user_id=eq.${a.user.id}` });
      await expect(refused.reached('SUBSCRIBED')).rejects.toThrow(reason);
      await client.removeAllChannels();
    }
  });

  it('lets the anon key join but delivers no user row to it', async () => {
    const { a, backend } = context;
    const anon = backend.anonClient();
    const all = watch(anon);
    await all.reached('SUBSCRIBED');
    const own = watch(a.client);
    await own.reached('SUBSCRIBED');
    const row = await insertItem(a.client, a.user.id);
    await own.next(isRow(row.id));
    expect(await all.quietFor(300)).toEqual([]);
    await anon.removeAllChannels();
    await a.client.removeAllChannels();
  });

  it('goes on after a refresh to a valid token and closes the channel on a bad one', async () => {
    const { a, backend } = context;
    const client = await clientWithToken(
      backend,
      await signJwt(claimsOf(a), backend.config.jwtSecret, 60),
    );
    const list = watch(client, { filter: `user_id=eq.${a.user.id}` });
    await list.reached('SUBSCRIBED');
    await client.realtime.setAuth(await signJwt(claimsOf(a), backend.config.jwtSecret, 3600));
    const first = await insertItem(a.client, a.user.id);
    await list.next(isRow(first.id));

    await client.realtime.setAuth(
      await signJwt(claimsOf(a), 'a-forged-secret-of-some-forty-chars!!', 3600),
    );
    await list.reached('CLOSED');
    expect(list.system).toContainEqual(
      expect.objectContaining({ status: 'error', extension: 'system', message: 'Invalid token' }),
    );
    const second = await insertItem(a.client, a.user.id);
    expect(await list.quietFor(300, isRow(second.id))).toEqual([]);
    await client.removeAllChannels();
  });

  it('closes a channel whose token expires while it is open, and delivers nothing after', async () => {
    const { a, backend } = context;
    const client = await clientWithToken(
      backend,
      await signJwt(claimsOf(a), backend.config.jwtSecret, 2),
    );
    const list = watch(client, { filter: `user_id=eq.${a.user.id}` });
    await list.reached('SUBSCRIBED');
    const before = await insertItem(a.client, a.user.id);
    await list.next(isRow(before.id));

    await list.reached('CLOSED', 4000);
    expect(list.system).toContainEqual(
      expect.objectContaining({ status: 'error', message: 'Token has expired' }),
    );
    const after = await insertItem(a.client, a.user.id);
    expect(await list.quietFor(300, isRow(after.id))).toEqual([]);
    await client.removeAllChannels();
  });

  it('checks the token again at each delivery: an expired subscriber is told and not served', async () => {
    const { a, backend } = context;
    const tables = await publishedTables(backend.db);
    const subscriber = (exp: number, delivered: unknown[], told: string[]): Subscriber => ({
      bindings: resolveBindings(
        [{ event: '*', schema: 'public', table: 'shopping_list_items' }],
        tables,
        () => 1,
      ) as Binding[],
      auth: { role: 'authenticated', claims: { ...claimsOf(a), exp }, exp },
      expire: () => told.push('expired'),
      deliver: (payload) => delivered.push(payload),
    });
    const now = Math.floor(Date.now() / 1000);
    const [late, live] = [
      { delivered: [] as unknown[], told: [] as string[] },
      { delivered: [] as unknown[], told: [] as string[] },
    ];
    // A feed of its own beside the server's, with no expiry timers: only the delivery check acts.
    const feed = await startChangeFeed(backend.db, () => [
      subscriber(now - 1, late.delivered, late.told),
      subscriber(now + 3600, live.delivered, live.told),
    ]);
    try {
      const mine = await insertItem(a.client, a.user.id);
      await until(() => (live.delivered.length > 0 ? true : undefined), 3000, 'a delivery');
      expect(JSON.stringify(live.delivered)).toContain(mine.id);
      expect(late.delivered).toEqual([]);
      expect(late.told.length).toBeGreaterThan(0);
    } finally {
      await feed.close();
    }
  });
}

describeOnEachKind(
  'realtime postgres_changes',
  async (backend) => ({
    a: await createSignedInUser(backend),
    b: await createSignedInUser(backend),
    admin: backend.adminClient(),
  }),
  (context) => {
    afterEach(async () => {
      await context.a.client.removeAllChannels();
      await context.b.client.removeAllChannels();
    });

    deliveryTests(context);
    narrowingTests(context);
    tokenTests(context);
  },
);
