import type { PromiseActorLogic } from 'xstate';
import type {
  HouseholdAccounts,
  HouseholdRequest,
} from '../../supabase/functions/_shared/household/accounts-api.ts';

export interface HouseholdAccountsInput {
  /** The app's join page (`${origin}/join`), which the invitation email links to. */
  joinUrl: string;
}

/** A change the holder makes: each is answered with the household's accounts as they stand. */
export type AccountsChange = Extract<HouseholdRequest, { action: 'invite' | 'cancel' | 'remove' }>;

export interface HouseholdAccountsContext extends HouseholdAccountsInput {
  accounts: HouseholdAccounts | null;
  /** Why the invite form was not sent (no member chosen, an address that is not one). */
  inviteError: string | null;
  /** The function's refusal, or why the call failed, shown in an alert. */
  error: string | null;
  /** What the last change did ("Invitation sent to ..."). */
  notice: string | null;
  /** Counts the invitations sent: the form starts empty again after each. */
  invitesSent: number;
  /** The change under way (or the removal waiting for its confirmation). */
  change: AccountsChange | null;
}

export type HouseholdAccountsEvent =
  | { type: 'accounts.reload' }
  | { type: 'invite.submit'; email: string; memberId: string }
  | { type: 'invitation.cancel'; id: string }
  | { type: 'account.remove'; accountId: string }
  | { type: 'household.leave' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  /** Closes the notice or the error shown. */
  | { type: 'message.dismiss' };

export type HouseholdAccountsTag = 'loading' | 'busy';

/** The actors the accounts card runs; the live app provides them (householdAccountsActors.ts). */
export interface HouseholdAccountsActors {
  loadAccounts: PromiseActorLogic<HouseholdAccounts, void>;
  changeAccounts: PromiseActorLogic<HouseholdAccounts, AccountsChange>;
  /** Leaves the household and refreshes the session (its household changes with it). */
  leaveHousehold: PromiseActorLogic<void, void>;
}
