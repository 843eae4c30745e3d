/**
 * Households of several accounts through the household function and supabase-js: the holder
 * invites an adult by email for one of the household's members; the mailed link joins the
 * partner's own account once; the partner then reads and writes the household's week, list,
 * pantry and profile under row-level security, and a stranger still reads nothing. Invitation
 * links used twice, expired, opened by another address, malformed or unknown are refused with a
 * clear message, as are an account in two households and a holder whose household others share
 * joining another; only the holder invites and removes; the holder cannot leave; removing and
 * leaving take nothing of the household along. Invitations are emails under the product's limits.
 */
import {
  JOIN_PATH,
  householdRefusals as refusals,
} from '../../supabase/functions/_shared/household/accounts-api.ts';
import {
  createSignedInUser,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from './support.ts';
import {
  address,
  addMember,
  household,
  invite,
  JOIN_URL,
  mailedToken,
  refreshedHousehold,
  SITE_URL,
} from './household-accounts-support.ts';
import { insertItem } from './realtime-support.ts';

let backend: TestBackend;
let holder: SignedInUser;
let partner: SignedInUser;
let stranger: SignedInUser;
let memberId: string;

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true, overrides: { siteUrl: SITE_URL } });
  [holder, partner, stranger] = await Promise.all([
    createSignedInUser(backend, { email: address('holder'), fullName: 'Sam Rivera' }),
    createSignedInUser(backend, { email: address('partner') }),
    createSignedInUser(backend, { email: address('stranger') }),
  ]);
  await holder.client.from('profiles').insert({ id: holder.user.id, full_name: 'Sam Rivera' });
  memberId = await addMember(holder, 'Ana');
});
afterAll(() => backend.close());

describe('inviting and joining', () => {
  let token: string;

  it('mails a single-use link to the join page that names who invites and as whom', async () => {
    token = await invite(backend, holder, partner.email, memberId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await backend.db.query<{ token_hash: string; email: string }>(
      'select token_hash, email from public.household_invitations',
    );
    // Only the token's hash is kept.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    const listed = await household(holder, { action: 'accounts' });
    expect(listed.body).toMatchObject({
      householdId: holder.user.id,
      you: holder.user.id,
      accounts: [{ accountId: holder.user.id, email: holder.email, memberId: null }],
      invitations: [{ email: partner.email, memberId, memberName: 'Ana' }],
    });
    const peek = await household(partner, { action: 'peek', token });
    expect(peek).toMatchObject({
      status: 200,
      body: { holderName: 'Sam Rivera', memberName: 'Ana', email: partner.email },
    });
  });

  it('refuses the link to another address, and a malformed or unknown link', async () => {
    expect(await household(stranger, { action: 'accept', token })).toEqual({
      status: 403,
      body: { error: refusals.invitationOtherAddress },
    });
    expect(await household(stranger, { action: 'peek', token })).toMatchObject({ status: 403 });
    const malformed = await household(partner, { action: 'accept', token: token.slice(1) });
    expect(malformed.status).toBe(400);
    expect(String(malformed.body.error)).toContain('not complete');
    const unknown = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await household(partner, { action: 'accept', token: unknown })).toEqual({
      status: 404,
      body: { error: refusals.invitationUnknown },
    });
  });

  it('joins the partner, who then shares the household and its data', async () => {
    const item = await insertItem(holder.client, holder.user.id, { name: 'Oat milk' });
    const joined = await household(partner, { action: 'accept', token });
    expect(joined).toEqual({ status: 200, body: { householdId: holder.user.id } });
    expect(await refreshedHousehold(partner)).toBe(holder.user.id);

    const seen = await partner.client.from('shopping_list_items').select('id, name');
    expect(seen.data).toEqual([{ id: item.id, name: 'Oat milk' }]);
    const ticked = await partner.client
      .from('shopping_list_items')
      .update({ checked: true })
      .eq('id', item.id)
      .select('checked');
    expect(ticked.data).toEqual([{ checked: true }]);
    const added = await insertItem(partner.client, holder.user.id, { name: 'Rye bread' });
    const holderSees = await holder.client.from('shopping_list_items').select('id, checked');
    expect(holderSees.data).toEqual(
      expect.arrayContaining([
        { id: item.id, checked: true },
        { id: added.id, checked: false },
      ]),
    );
    const profile = await partner.client
      .from('profiles')
      .select('full_name')
      .eq('id', holder.user.id);
    expect(profile.data).toEqual([{ full_name: 'Sam Rivera' }]);
    // Nothing reaches a stranger, nor may they write into the household.
    expect((await stranger.client.from('shopping_list_items').select('id')).data).toEqual([]);
    await expect(insertItem(stranger.client, holder.user.id)).rejects.toThrow(/row-level security/);

    const listed = await household(partner, { action: 'accounts' });
    expect(listed.body).toMatchObject({
      householdId: holder.user.id,
      you: partner.user.id,
      accounts: [
        { accountId: holder.user.id },
        { accountId: partner.user.id, email: partner.email, memberId, memberName: 'Ana' },
      ],
      invitations: [],
    });
  });

  it('refuses the link a second time, clearly', async () => {
    expect(await household(partner, { action: 'accept', token })).toEqual({
      status: 410,
      body: { error: refusals.invitationUsed },
    });
  });

  it('refuses an expired link', async () => {
    const other = await addMember(holder, 'Leo');
    const email = address('late');
    const late = await createSignedInUser(backend, { email });
    const lateToken = await invite(backend, holder, email, other);
    await backend.db.query(
      `update public.household_invitations set created_at = now() - interval '8 days',
         expires_at = now() - interval '1 day' where member_id = $1`,
      [other],
    );
    expect(await household(late, { action: 'accept', token: lateToken })).toEqual({
      status: 410,
      body: { error: refusals.invitationExpired },
    });
    await holder.client.from('household_members').delete().eq('id', other);
  });
});

describe('one household at a time, and who may do what', () => {
  it('keeps an account in one household: a second invitation is refused until it leaves', async () => {
    const other = await createSignedInUser(backend, { email: address('other-holder') });
    const otherMember = await addMember(other, 'Ana elsewhere');
    const second = await invite(backend, other, partner.email, otherMember, 2);
    expect(await household(partner, { action: 'accept', token: second })).toEqual({
      status: 409,
      body: { error: refusals.alreadyInAHousehold },
    });
    // The holder of a household others share cannot join another one either.
    const forHolder = await addMember(other, 'Sam elsewhere');
    const third = await invite(backend, other, holder.email, forHolder);
    expect(await household(holder, { action: 'accept', token: third })).toEqual({
      status: 409,
      body: { error: refusals.householdShared },
    });
  });

  it('lets only the holder invite and remove, and not the holder leave', async () => {
    const leo = await addMember(holder, 'Leo');
    expect(
      await household(partner, {
        action: 'invite',
        email: address('x'),
        memberId: leo,
        joinUrl: JOIN_URL,
      }),
    ).toEqual({ status: 403, body: { error: refusals.notHolder } });
    expect(await household(partner, { action: 'remove', accountId: holder.user.id })).toMatchObject(
      {
        status: 403,
      },
    );
    expect(await household(holder, { action: 'leave' })).toEqual({
      status: 409,
      body: { error: refusals.holderCannotLeave },
    });
    // A member with an account, a stranger's member, another site's link: refused.
    const taken = await household(holder, {
      action: 'invite',
      email: address('y'),
      memberId,
      joinUrl: JOIN_URL,
    });
    expect(taken).toEqual({ status: 409, body: { error: refusals.memberHasAccount } });
    const strangerMember = await addMember(stranger, 'Zed');
    expect(
      await household(holder, {
        action: 'invite',
        email: address('z'),
        memberId: strangerMember,
        joinUrl: JOIN_URL,
      }),
    ).toEqual({ status: 404, body: { error: refusals.memberUnknown } });
    expect(
      await household(holder, {
        action: 'invite',
        email: address('z'),
        memberId: leo,
        joinUrl: `https://evil.example${JOIN_PATH}`,
      }),
    ).toEqual({ status: 400, body: { error: refusals.joinUrl } });
    await holder.client.from('household_members').delete().eq('id', leo);
  });

  it('takes an open invitation back', async () => {
    const leo = await addMember(holder, 'Leo');
    const email = address('maybe');
    const taken = await invite(backend, holder, email, leo);
    const open = await household(holder, { action: 'accounts' });
    const invitations = open.body.invitations as { id: string; email: string }[];
    const id = invitations.find((row) => row.email === email)?.id;
    expect((await household(holder, { action: 'cancel', invitationId: id })).status).toBe(200);
    expect(await household(holder, { action: 'cancel', invitationId: id })).toEqual({
      status: 404,
      body: { error: refusals.invitationGone },
    });
    const maybe = await createSignedInUser(backend, { email });
    expect((await household(maybe, { action: 'accept', token: taken })).status).toBe(404);
    await holder.client.from('household_members').delete().eq('id', leo);
  });
});

describe('leaving and removing', () => {
  it('lets the partner leave: back to their own household, the household keeping everything', async () => {
    const before = await holder.client.from('shopping_list_items').select('id');
    expect(await household(partner, { action: 'leave' })).toEqual({
      status: 200,
      body: { left: true },
    });
    expect(await refreshedHousehold(partner)).toBeNull();
    expect((await partner.client.from('shopping_list_items').select('id')).data).toEqual([]);
    expect((await holder.client.from('shopping_list_items').select('id')).data).toEqual(
      before.data,
    );
    const ana = await holder.client.from('household_members').select('name').eq('id', memberId);
    expect(ana.data).toEqual([{ name: 'Ana' }]);
  });

  it('lets the holder remove an account, which reads nothing of the household at once', async () => {
    const token = await invite(backend, holder, partner.email, memberId, 3);
    expect((await household(partner, { action: 'accept', token })).status).toBe(200);
    expect(
      (await partner.client.from('shopping_list_items').select('id')).data?.length,
    ).toBeGreaterThan(0);
    const removed = await household(holder, { action: 'remove', accountId: partner.user.id });
    expect(removed.status).toBe(200);
    expect((removed.body.accounts as unknown[]).length).toBe(1);
    // The token still names the household: the database, not the token, decides.
    expect((await partner.client.from('shopping_list_items').select('id')).data).toEqual([]);
    expect(await household(holder, { action: 'remove', accountId: partner.user.id })).toEqual({
      status: 404,
      body: { error: refusals.accountUnknown },
    });
  });
});

describe('invitation emails under the limits', () => {
  it('sends at most 10 an hour for one account on one client, counted with the resets', async () => {
    await backend.db.query('delete from public.email_requests');
    const leo = await addMember(holder, 'Leo');
    const answers: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const sent = await household(holder, {
        action: 'invite',
        email: address(`n${n}`),
        memberId: leo,
        joinUrl: JOIN_URL,
      });
      answers.push(sent.status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
    const { rows } = await backend.db.query<{ n: string | number }>(
      `select count(*) as n from public.email_requests where kind = 'invitation' and account_id = $1`,
      [holder.user.id],
    );
    expect(Number(rows[0]?.n)).toBe(10);
    // Each new invitation for a member takes back the earlier ones: one link works.
    const open = await household(holder, { action: 'accounts' });
    expect((open.body.invitations as unknown[]).length).toBe(1);
    await mailedToken(backend, (open.body.invitations as { email: string }[])[0]?.email ?? '');
  });
});
