/**
 * The household function kept in memory for the accounts card and join page tests: the holder
 * Ada, an account that joined as Leo, one open invitation for Mia, and the refusals the function
 * answers with (its own texts), so the real machines and views run over it.
 */
import { fromPromise } from 'xstate';
import {
  householdRefusals,
  type HouseholdAccounts,
} from '../../supabase/functions/_shared/household/accounts-api.ts';
import type {
  AccountsChange,
  HouseholdAccountsActors,
} from '../../machines/householdAccounts/householdAccounts.types.ts';

export const ADA = '00000000-0000-4000-8000-000000000001';
export const BEN = '00000000-0000-4000-8000-000000000002';
export const LEO = '5b0c7f52-3c1e-4d2b-9a43-0d6f3e2a7c11';
export const MIA = '5b0c7f52-3c1e-4d2b-9a43-0d6f3e2a7c12';
export const SAM = '5b0c7f52-3c1e-4d2b-9a43-0d6f3e2a7c13';
export const INVITATION = '9d3e6c1a-1b2c-4d5e-8f90-123456789abc';
export const JOIN_URL = 'https://mealwise.example/join';

export function sharedHousehold(you = ADA): HouseholdAccounts {
  return {
    householdId: ADA,
    you,
    accounts: [
      {
        accountId: ADA,
        email: 'ada@example.com',
        memberId: null,
        memberName: null,
        joinedAt: null,
      },
      {
        accountId: BEN,
        email: 'ben.a.very.long.address.for.a.phone@example.com',
        memberId: LEO,
        memberName: 'Leo',
        joinedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    invitations: [
      {
        id: INVITATION,
        email: 'mia@example.com',
        memberId: MIA,
        memberName: 'Mia',
        expiresAt: '2026-12-04T10:00:00.000Z',
      },
    ],
  };
}

/** The function's answers over one household; `refuse` makes the next change refused. */
export class MemoryAccounts {
  changes: AccountsChange[] = [];
  leaves = 0;
  refuse: string | null = null;

  constructor(public state: HouseholdAccounts = sharedHousehold()) {}

  private change(change: AccountsChange): HouseholdAccounts {
    this.changes.push(change);
    if (this.refuse) {
      const refusal = this.refuse;
      this.refuse = null;
      throw new Error(refusal);
    }
    if (change.action === 'invite') {
      const invitation = {
        id: '9d3e6c1a-1b2c-4d5e-8f90-123456789abd',
        email: change.email,
        memberId: change.memberId,
        memberName: 'Sam',
        expiresAt: '2026-12-05T10:00:00.000Z',
      };
      this.state = { ...this.state, invitations: [invitation, ...this.state.invitations] };
    } else if (change.action === 'cancel') {
      const invitations = this.state.invitations.filter((i) => i.id !== change.invitationId);
      this.state = { ...this.state, invitations };
    } else {
      const accounts = this.state.accounts.filter((a) => a.accountId !== change.accountId);
      this.state = { ...this.state, accounts };
    }
    return this.state;
  }

  actors(): HouseholdAccountsActors {
    return {
      loadAccounts: fromPromise(async () => this.state),
      changeAccounts: fromPromise(async ({ input }) => this.change(input)),
      leaveHousehold: fromPromise(async () => {
        this.leaves += 1;
        if (this.state.you === this.state.householdId)
          throw new Error(householdRefusals.holderCannotLeave);
      }),
    };
  }
}
