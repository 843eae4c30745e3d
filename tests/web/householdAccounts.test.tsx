/**
 * The accounts card of the profile review on the real household-accounts machine, over the
 * function kept in memory (householdAccountsFixtures.ts) and the members kept in memory
 * (householdStore.tsx): the holder's list, inviting someone for a member, the hint when there is
 * nobody to invite, taking an invitation back, removing an account after its confirmation and a
 * refusal in the function's words; a joined account leaving after its confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { householdAccountsMachine } from '../../machines/householdAccounts/householdAccounts.machine.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { householdRefusals } from '../../supabase/functions/_shared/household/accounts-api.ts';
import { HouseholdAccountsCard } from '../../src/components/household/HouseholdAccountsCard.tsx';
import {
  BEN,
  INVITATION,
  JOIN_URL,
  LEO,
  MIA,
  MemoryAccounts,
  SAM,
  sharedHousehold,
} from './householdAccountsFixtures.ts';
import { MemoryHousehold, memberRow, useMemoryHousehold } from './householdStore.tsx';
import { renderWithProviders } from './render.tsx';

function Harness(props: { api: MemoryAccounts; members: MemoryHousehold; effects: ViewEffect[] }) {
  const household = useMemoryHousehold(props.members);
  const actorRef = useActorRef(householdAccountsMachine.provide({ actors: props.api.actors() }), {
    input: { joinUrl: JOIN_URL },
  });
  useEffect(() => {
    const subscription = actorRef.on('*', (effect) => void props.effects.push(effect));
    return () => subscription.unsubscribe();
  }, [actorRef, props.effects]);
  return <HouseholdAccountsCard actorRef={actorRef} household={household} />;
}

const threeMembers = () =>
  new MemoryHousehold([
    memberRow(LEO, 0),
    memberRow(MIA, 1, { name: 'Mia', age: 9 }),
    memberRow(SAM, 2, { name: 'Sam', age: 15 }),
  ]);

function renderCard(api = new MemoryAccounts(), members = threeMembers()) {
  const effects: ViewEffect[] = [];
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness api={api} members={members} effects={effects} />);
  return { api, effects, user };
}

const card = () => screen.getByRole('region', { name: 'Who shares this household' });

describe('household accounts card, for the holder', () => {
  it('lists the holder first, the joined account as its member, and the open invitation', async () => {
    renderCard();
    const accounts = await within(card()).findByRole('list', {
      name: 'Accounts in this household',
    });
    const items = within(accounts).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ada@example.com (you)');
    expect(items[0]).toHaveTextContent('holds the household');
    expect(items[1]).toHaveTextContent('is Leo, joined Nov 20, 2026');
    const invitations = within(card()).getByRole('list', { name: 'Open invitations' });
    expect(invitations).toHaveTextContent('mia@example.com');
    expect(invitations).toHaveTextContent('for Mia, expires Dec 4, 2026');
  });

  it('invites someone for a member who has no account and no invitation', async () => {
    const { api, user } = renderCard();
    const form = await within(card()).findByRole('form', { name: 'Invite someone' });
    const select = within(form).getByLabelText('They are');
    // Leo has an account and Mia an invitation: only Sam can be invited.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a member', 'Sam']);
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the member they are');
    await user.selectOptions(select, 'Sam');
    await user.type(within(form).getByLabelText('Their email address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(api.changes).toEqual([]);
    await user.clear(within(form).getByLabelText('Their email address'));
    await user.type(within(form).getByLabelText('Their email address'), ' sam@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(
      'Invitation sent to sam@example.com. The link works once, for 7 days.',
    );
    expect(api.changes).toEqual([
      { action: 'invite', email: 'sam@example.com', memberId: SAM, joinUrl: JOIN_URL },
    ]);
    // Everyone is taken now: the form gives way to the hint.
    expect(within(card()).getByText(/Add the person as a member first/)).toBeInTheDocument();
  });

  it('says to add the person as a member first when nobody is left to invite', async () => {
    renderCard(new MemoryAccounts(), new MemoryHousehold([memberRow(LEO, 0)]));
    expect(
      await within(card()).findByText(
        'Add the person as a member first (their age and allergies plan their portions), then invite them.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('form')).not.toBeInTheDocument();
  });

  it('takes an open invitation back', async () => {
    const { api, user } = renderCard();
    await user.click(
      await within(card()).findByRole('button', {
        name: 'Cancel the invitation to mia@example.com',
      }),
    );
    await waitFor(() =>
      expect(within(card()).queryByRole('list', { name: 'Open invitations' })).toBeNull(),
    );
    expect(api.changes).toEqual([{ action: 'cancel', invitationId: INVITATION }]);
  });

  it('removes a joined account only after its confirmation', async () => {
    const { api, user } = renderCard();
    const email = 'ben.a.very.long.address.for.a.phone@example.com';
    await user.click(await within(card()).findByRole('button', { name: `Remove ${email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${email}?` });
    expect(dialog).toHaveTextContent(
      `${email} will no longer see or change this household's plans, list and pantry. The household keeps everything.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.changes).toEqual([]);
    await user.click(within(card()).getByRole('button', { name: `Remove ${email}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove account' }),
    );
    await waitFor(() => expect(within(card()).queryByText(email)).toBeNull());
    expect(api.changes).toEqual([{ action: 'remove', accountId: BEN }]);
  });

  it("shows the function's refusal in an alert", async () => {
    const api = new MemoryAccounts();
    api.refuse = householdRefusals.invitationGone;
    const { user } = renderCard(api);
    await user.click(
      await within(card()).findByRole('button', {
        name: 'Cancel the invitation to mia@example.com',
      }),
    );
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'That invitation was already used or taken back.',
    );
  });
});

describe('household accounts card, for an account that joined', () => {
  it('leaves after its confirmation and goes to the dashboard', async () => {
    const api = new MemoryAccounts(sharedHousehold(BEN));
    const { effects, user } = renderCard(api);
    expect(await within(card()).findByText(/\(you\)$/)).toHaveTextContent(
      'ben.a.very.long.address.for.a.phone@example.com (you)',
    );
    expect(within(card()).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(card()).queryByRole('form')).toBeNull();
    await user.click(within(card()).getByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this household?' });
    expect(dialog).toHaveTextContent(
      "You will stop seeing this household's plans, list and pantry. Everything stays with the household; you go back to your own.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leave household' }));
    await waitFor(() =>
      expect(effects).toContainEqual({ type: 'effect.navigate', to: '/dashboard', replace: true }),
    );
    expect(api.leaves).toBe(1);
  });
});
