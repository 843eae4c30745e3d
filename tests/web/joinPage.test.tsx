/**
 * The /join page over the real route table, with the household function's join calls answered by
 * hand (joinApi.ts): signed out it says how to accept and keeps the invitation on this device;
 * signed in it shows the invitation and joins; every refusal shows the function's words; a token
 * in a wrong shape is refused without a call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { householdRefusals } from '../../supabase/functions/_shared/household/accounts-api.ts';
import { localKeys } from '../../src/services/localStore.ts';
import {
  keepPendingInvitation,
  readPendingInvitation,
} from '../../src/services/pendingInvitation.ts';
import { joinApi, PEEK, TOKEN } from './joinApi.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

vi.mock('../../src/services/live/householdAccountsActors.ts', () =>
  import('./joinApi.ts').then((m) => m.householdAccountsActorsModule),
);

const BEN = testUser({ id: '00000000-0000-4000-8000-000000000002', email: 'ben@example.com' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.clear();
  notifications.clean();
  joinApi.peekInvitation.mockReset().mockResolvedValue(PEEK);
  joinApi.acceptInvitation.mockReset().mockResolvedValue(undefined);
});

describe('join page, signed out', () => {
  it('says how to accept, keeps the invitation and takes the token out of the address', async () => {
    const { router } = renderApp(`/join#token=${TOKEN}`);
    expect(
      await screen.findByText(
        "You're invited to share a household on Mealwise. Log in or create an account with the email address the invitation was sent to.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(readPendingInvitation()).toBe(TOKEN);
    expect(joinApi.peekInvitation).not.toHaveBeenCalled();
  });

  it('refuses a token in a wrong shape without keeping it', async () => {
    renderApp('/join#token=short');
    expect(await screen.findByTestId('join-refused')).toHaveTextContent(
      'This invitation link is not complete. Open the whole link from the email.',
    );
    expect(window.localStorage.getItem(localKeys.pendingInvitation)).toBeNull();
  });
});

describe('join page, signed in', () => {
  it('shows the invitation, joins and goes to the dashboard with a notice', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/join#token=${TOKEN}`, { session: { user: BEN } });
    expect(await screen.findByTestId('join-invitation')).toHaveTextContent(
      'Ada invited ben@example.com to share their household as Leo.',
    );
    expect(joinApi.peekInvitation).toHaveBeenCalledWith({ token: TOKEN });
    await user.click(screen.getByRole('button', { name: 'Join household' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(joinApi.acceptInvitation).toHaveBeenCalledWith({ token: TOKEN });
    expect(await screen.findByText("You now share Ada's household.")).toBeInTheDocument();
    expect(readPendingInvitation()).toBeNull();
  });

  it('finishes the invitation kept on this device when it opens without a token', async () => {
    keepPendingInvitation(TOKEN);
    renderApp('/join', { session: { user: BEN } });
    expect(await screen.findByTestId('join-invitation')).toBeInTheDocument();
    expect(joinApi.peekInvitation).toHaveBeenCalledWith({ token: TOKEN });
  });

  it('forgets the invitation on Not now', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/join#token=${TOKEN}`, { session: { user: BEN } });
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/join'));
    expect(readPendingInvitation()).toBeNull();
    expect(joinApi.acceptInvitation).not.toHaveBeenCalled();
  });

  it('refuses a token in a wrong shape without a call', async () => {
    renderApp('/join#token=not-a-token', { session: { user: BEN } });
    const alert = await screen.findByTestId('join-refused');
    expect(within(alert).getByText("This invitation can't be used")).toBeInTheDocument();
    expect(alert).toHaveTextContent('This invitation link is not complete.');
    expect(joinApi.peekInvitation).not.toHaveBeenCalled();
  });

  it.each([
    ['invitationUsed', false],
    ['invitationExpired', false],
    ['invitationUnknown', false],
    ['alreadyInAHousehold', false],
    ['invitationOtherAddress', true],
  ] as const)('shows the refusal %s in its own words', async (reason, kept) => {
    joinApi.peekInvitation.mockRejectedValue(new Error(householdRefusals[reason]));
    renderApp(`/join#token=${TOKEN}`, { session: { user: BEN } });
    const alert = await screen.findByTestId('join-refused');
    expect(within(alert).getByText("This invitation can't be used")).toBeInTheDocument();
    expect(alert).toHaveTextContent(householdRefusals[reason]);
    expect(within(alert).getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
    // Sent to another address, it stays for the account it was sent to.
    expect(
      within(alert).queryByRole('button', { name: 'Log in with another account' }) !== null,
    ).toBe(kept);
    await waitFor(() => expect(readPendingInvitation()).toBe(kept ? TOKEN : null));
  });

  it('shows a refusal of the accept too', async () => {
    const user = userEvent.setup({ delay: null });
    joinApi.acceptInvitation.mockRejectedValue(new Error(householdRefusals.householdShared));
    renderApp(`/join#token=${TOKEN}`, { session: { user: BEN } });
    await user.click(await screen.findByRole('button', { name: 'Join household' }));
    expect(await screen.findByTestId('join-refused')).toHaveTextContent(
      householdRefusals.householdShared,
    );
  });
});
