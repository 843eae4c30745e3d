/**
 * The live actors of the accounts card and the join page over a supabase-js client given by
 * hand: each calls the household function with its request, leaving and joining refresh the
 * session after the function answered (its app_metadata names the new household), a refusal is
 * passed on in the function's words, and an answer in the wrong shape says so.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { householdRefusals } from '../../supabase/functions/_shared/household/accounts-api.ts';
import {
  acceptInvitation,
  changeAccounts,
  leaveHousehold,
} from '../../src/services/live/householdAccountsActors.ts';
import { householdAccountsTexts } from '../../machines/texts/householdAccounts.ts';
import { INVITATION, sharedHousehold } from './householdAccountsFixtures.ts';
import { TOKEN } from './joinApi.ts';

const calls: string[] = [];
const answers: { data: unknown; error: unknown }[] = [];

const client = {
  functions: {
    invoke: vi.fn(async (name: string, options: { body: { action: string } }) => {
      calls.push(`${name}:${options.body.action}`);
      return answers.shift() ?? { data: null, error: new Error('no answer') };
    }),
  },
  auth: {
    refreshSession: vi.fn(async () => {
      calls.push('refreshSession');
      return { data: {}, error: null };
    }),
  },
};

vi.mock('../../src/services/supabase.ts', () => ({ getSupabase: async () => client }));

/** A refusal as supabase-js reports a 4xx answer: the response is its context. */
function refusal(text: string) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify({ error: text }), { status: 409 }),
  });
}

beforeEach(() => {
  calls.length = 0;
  answers.length = 0;
});

describe('live household accounts actors', () => {
  it('leaves, then refreshes the session', async () => {
    answers.push({ data: { left: true }, error: null });
    await leaveHousehold();
    expect(calls).toEqual(['household:leave', 'refreshSession']);
  });

  it('accepts, then refreshes the session', async () => {
    answers.push({ data: { householdId: sharedHousehold().householdId }, error: null });
    await acceptInvitation({ token: TOKEN });
    expect(client.functions.invoke).toHaveBeenLastCalledWith('household', {
      body: { action: 'accept', token: TOKEN },
    });
    expect(calls).toEqual(['household:accept', 'refreshSession']);
  });

  it("does not refresh when the function refuses, and passes on the function's words", async () => {
    answers.push({ data: null, error: refusal(householdRefusals.holderCannotLeave) });
    await expect(leaveHousehold()).rejects.toThrow(householdRefusals.holderCannotLeave);
    expect(calls).toEqual(['household:leave']);
  });

  it('says so when the answer is not in the shape the function promises', async () => {
    answers.push({ data: { accounts: 'none' }, error: null });
    await expect(changeAccounts({ action: 'cancel', invitationId: INVITATION })).rejects.toThrow(
      householdAccountsTexts.invalidAnswer,
    );
  });
});
