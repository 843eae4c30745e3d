import type { PromiseActorLogic } from 'xstate';
import type { InvitationPeek } from '../../supabase/functions/_shared/household/accounts-api.ts';

export interface JoinHouseholdInput {
  /** The invitation link's token (from the address, else the pending one this device keeps). */
  token: string | null;
}

export interface TokenInput {
  token: string;
}

export interface JoinHouseholdContext extends JoinHouseholdInput {
  /** What the invitation is, once the function has said. */
  invitation: InvitationPeek | null;
  /** Why it cannot be used: the function's refusal, or the token's own shape. */
  refusal: string | null;
  /** Why the call failed (no answer, an answer the app cannot read): worth trying again. */
  failure: string | null;
}

export type JoinHouseholdEvent =
  { type: 'join.accept' } | { type: 'join.decline' } | { type: 'join.retry' };

export type JoinHouseholdTag = 'loading' | 'busy';

/** The actors the join page runs; the live app provides them (householdAccountsActors.ts). */
export interface JoinHouseholdActors {
  peekInvitation: PromiseActorLogic<InvitationPeek, TokenInput>;
  /** Accepts the invitation and refreshes the session (its household changes with it). */
  acceptInvitation: PromiseActorLogic<void, TokenInput>;
}
