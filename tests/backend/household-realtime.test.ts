/**
 * Realtime for a household of several accounts, on PGlite and on PostgreSQL: every account of
 * the household receives the inserts, updates and deletes of the household's rows, whoever made
 * them, and never another household's, with a filter or without; an account removed from the
 * household stops receiving at the next change, on the channel it still has open.
 */
import { insertItem, isRow, watch } from './realtime-support.ts';
import {
  createSignedInUser,
  forEachDbKind,
  startBackendOn,
  type SignedInUser,
  type TestBackend,
} from './support.ts';
import { addMember } from './household-accounts-support.ts';

const QUIET_MS = 300;

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`a shared household's live rows on ${kind}`, () => {
    let backend: TestBackend;
    let close: () => Promise<void>;
    let holder: SignedInUser;
    let partner: SignedInUser;
    let neighbour: SignedInUser;

    beforeAll(async () => {
      ({ backend, close } = await startBackendOn(kind));
      [holder, partner, neighbour] = await Promise.all([
        createSignedInUser(backend),
        createSignedInUser(backend),
        createSignedInUser(backend),
      ]);
      const memberId = await addMember(holder, 'Ana');
      // What accepting an invitation writes (the household function's own tests cover it).
      const joined = await backend
        .adminClient()
        .from('household_accounts')
        .insert({ account_id: partner.user.id, household_id: holder.user.id, member_id: memberId });
      expect(joined.error).toBeNull();
    });
    afterAll(() => close());

    it("delivers the household's changes to each of its accounts and never to a neighbour", async () => {
      const household = `user_id=eq.${holder.user.id}`;
      const holderList = watch(holder.client, { filter: household });
      const partnerList = watch(partner.client, { filter: household });
      const neighbourSnoops = watch(neighbour.client, { filter: household });
      const neighbourAll = watch(neighbour.client);
      await Promise.all(
        [holderList, partnerList, neighbourSnoops, neighbourAll].map((w) =>
          w.reached('SUBSCRIBED'),
        ),
      );

      const row = await insertItem(holder.client, holder.user.id, { name: 'Oat milk' });
      await partnerList.next(isRow(row.id));
      await partner.client.from('shopping_list_items').update({ checked: true }).eq('id', row.id);
      const ticked = await holderList.next((c) => c.eventType === 'UPDATE' && isRow(row.id)(c));
      expect(ticked.new).toMatchObject({ checked: true });
      await partner.client.from('shopping_list_items').delete().eq('id', row.id);
      await holderList.next((c) => c.eventType === 'DELETE' && isRow(row.id)(c));
      await partnerList.next((c) => c.eventType === 'DELETE' && isRow(row.id)(c));

      const own = await insertItem(neighbour.client, neighbour.user.id);
      await neighbourAll.next(isRow(own.id));
      expect(neighbourSnoops.changes).toEqual([]);
      expect(neighbourAll.changes.filter((c) => !isRow(own.id)(c))).toEqual([]);
      expect(await partnerList.quietFor(QUIET_MS, isRow(own.id))).toEqual([]);
    });

    it('stops delivering to a removed account at once, on its open channel', async () => {
      const partnerList = watch(partner.client, { filter: `user_id=eq.${holder.user.id}` });
      const accounts = watch(partner.client, {
        table: 'household_accounts',
        filter: `account_id=eq.${partner.user.id}`,
      });
      await Promise.all([partnerList.reached('SUBSCRIBED'), accounts.reached('SUBSCRIBED')]);
      const before = await insertItem(holder.client, holder.user.id, { name: 'Rye bread' });
      await partnerList.next(isRow(before.id));

      const removed = await backend
        .adminClient()
        .from('household_accounts')
        .delete()
        .eq('account_id', partner.user.id);
      expect(removed.error).toBeNull();
      // The removed account's phone hears of its own removal.
      const gone = await accounts.next((c) => c.eventType === 'DELETE');
      expect(gone.old).toMatchObject({ account_id: partner.user.id, household_id: holder.user.id });

      const after = await insertItem(holder.client, holder.user.id, { name: 'Pears' });
      await holder.client.from('shopping_list_items').update({ checked: true }).eq('id', before.id);
      expect(await partnerList.quietFor(QUIET_MS)).toEqual([]);
      expect(partnerList.changes.some(isRow(after.id))).toBe(false);
    });
  });
}
