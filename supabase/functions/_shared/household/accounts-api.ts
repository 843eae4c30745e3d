/**
 * The household function's request and answer, shared by the function and the app: the accounts
 * of a household and its open invitations (accounts), inviting an adult by email for one of the
 * household's member rows (invite), taking an open invitation back (cancel), what an invitation
 * link is before it is accepted (peek), accepting it (accept), the holder removing an account
 * (remove) and an account leaving (leave).
 *
 * The words of every refusal are here too, so the page shows what the function says.
 */
import { z } from 'zod';

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;
/** The app page an invitation link opens; its token is in the fragment (#token=...), which a
 *  browser never sends to a server. */
export const JOIN_PATH = '/join';

/** 32 random bytes, base64url without padding. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  message: 'This invitation link is not complete. Open the whole link from the email.',
});

const id = (what: string) => z.uuid({ message: `${what} must be an id` });

export const householdRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('accounts') }).strict(),
    z
      .object({
        action: z.literal('invite'),
        email: z.email({ message: 'Enter a valid email address' }).max(254),
        memberId: id('memberId'),
        /** The app's own join page (its origin is checked against the site's URLs). */
        joinUrl: z.url({ message: 'joinUrl must be a URL' }).max(2048),
      })
      .strict(),
    z.object({ action: z.literal('cancel'), invitationId: id('invitationId') }).strict(),
    z.object({ action: z.literal('peek'), token: invitationTokenSchema }).strict(),
    z.object({ action: z.literal('accept'), token: invitationTokenSchema }).strict(),
    z.object({ action: z.literal('remove'), accountId: id('accountId') }).strict(),
    z.object({ action: z.literal('leave') }).strict(),
  ],
  { error: 'action must be accounts, invite, cancel, peek, accept, remove or leave' },
);
export type HouseholdRequest = z.infer<typeof householdRequestSchema>;

const accountSchema = z.object({
  accountId: z.uuid(),
  email: z.string(),
  /** The household member row that is this account; null for the holder. */
  memberId: z.uuid().nullable(),
  memberName: z.string().nullable(),
  joinedAt: z.string().nullable(),
});
export type HouseholdAccount = z.infer<typeof accountSchema>;

const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  memberId: z.uuid(),
  memberName: z.string(),
  expiresAt: z.string(),
});
export type HouseholdInvitation = z.infer<typeof invitationSchema>;

/** The answer of accounts, invite, cancel and remove. */
export const householdAccountsSchema = z.object({
  householdId: z.uuid(),
  /** The signed-in account. It is the holder when it is householdId. */
  you: z.uuid(),
  /** The holder first, then the accounts that joined, oldest first. */
  accounts: z.array(accountSchema),
  /** Unused, unexpired invitations, newest first. */
  invitations: z.array(invitationSchema),
});
export type HouseholdAccounts = z.infer<typeof householdAccountsSchema>;

export const invitationPeekSchema = z.object({
  /** The holder's name as the household's profile has it, else their email address. */
  holderName: z.string(),
  memberName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPeek = z.infer<typeof invitationPeekSchema>;

export const acceptAnswerSchema = z.object({ householdId: z.uuid() });
export const leaveAnswerSchema = z.object({ left: z.literal(true) });

/** What the function says when it refuses, keyed by the reason. */
export const householdRefusals = {
  notHolder: 'Only the person who holds the household can invite or remove accounts.',
  memberUnknown: 'That person is not a member of your household.',
  memberHasAccount: 'That person already has an account in this household.',
  inviteYourself: 'You are already in this household.',
  joinUrl: "joinUrl must point to this app's /join page",
  tooMany: 'Too many invitations for now. Please try again in an hour.',
  invitationUnknown:
    'This invitation link is not valid. Open the whole link from the email, or ask for a new one.',
  invitationUsed: 'This invitation has already been used. Ask for a new one if you need it.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationOtherAddress:
    'This invitation was sent to another email address. Log in with that address to accept it.',
  ownHousehold: 'This invitation is for your own household.',
  alreadyInThisHousehold: 'You already share this household.',
  alreadyInAHousehold: 'You already share another household. Leave it before you join this one.',
  householdShared:
    'Other accounts share your household. Remove them before you join another household.',
  accountUnknown: 'That account does not share your household.',
  holderCannotLeave:
    'You hold this household, so you cannot leave it. Remove the other accounts instead.',
  invitationGone: 'That invitation was already used or taken back.',
  mailFailed: 'The invitation email could not be sent. Please try again.',
} as const;
