/**
 * The household function's join calls the /join tests answer by hand: `joinApi` holds one mock
 * per call, and the module below replaces src/services/live/householdAccountsActors.ts
 * (`vi.mock(path, () => import('./joinApi.ts').then((m) => m.householdAccountsActorsModule))`).
 */
import { fromPromise } from 'xstate';
import { vi } from 'vitest';
import type { InvitationPeek } from '../../supabase/functions/_shared/household/accounts-api.ts';
import type { TokenInput } from '../../machines/joinHousehold/joinHousehold.types.ts';

export const joinApi = {
  peekInvitation: vi.fn<(input: TokenInput) => Promise<InvitationPeek>>(),
  acceptInvitation: vi.fn<(input: TokenInput) => Promise<void>>(),
};

export const householdAccountsActorsModule = {
  liveJoinHouseholdActors: {
    peekInvitation: fromPromise<InvitationPeek, TokenInput>(({ input }) =>
      joinApi.peekInvitation(input),
    ),
    acceptInvitation: fromPromise<void, TokenInput>(({ input }) => joinApi.acceptInvitation(input)),
  },
};

/** A well-formed token: 43 characters of base64url. */
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

export const PEEK: InvitationPeek = {
  holderName: 'Ada',
  memberName: 'Leo',
  email: 'ben@example.com',
  expiresAt: '2026-12-04T10:00:00.000Z',
};
