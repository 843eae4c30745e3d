/**
 * The accounts that share a household (the profile review's accounts card), the join page an
 * invitation link opens, and the notices of a household that changed while the app was open.
 * The function's refusals are its own words (supabase/functions/_shared/household/accounts-api.ts).
 */
import { INVITATION_DAYS } from '../../supabase/functions/_shared/household/accounts-api.ts';

/** 'Nov 29, 2026': the dates an account joined and an invitation expires. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export const householdAccountsTexts = {
  title: 'Who shares this household',
  intro:
    'Everyone here sees and changes the same plans, shopping list and pantry, each with their own portions.',
  loading: 'Loading who shares this household...',
  loadFailed: 'Who shares this household could not be loaded.',
  retry: 'Try again',
  invalidAnswer: 'The household service sent an answer the app cannot read. Please try again.',
  unreachable: 'The household service could not be reached. Check your connection and try again.',
  accountsLabel: 'Accounts in this household',
  invitationsLabel: 'Open invitations',
  you: '(you)',
  holds: 'holds the household',
  /** 'is Leo, joined Nov 29, 2026'. */
  joinedAs: (memberName: string | null, joinedAt: string | null) =>
    [memberName ? `is ${memberName}` : null, joinedAt ? `joined ${shortDate(joinedAt)}` : null]
      .filter(Boolean)
      .join(', '),
  /** 'for Leo, expires Dec 6, 2026'. */
  invitedAs: (memberName: string, expiresAt: string) =>
    `for ${memberName}, expires ${shortDate(expiresAt)}`,
  inviteTitle: 'Invite someone',
  inviteEmail: 'Their email address',
  inviteMember: 'They are',
  inviteMemberPlaceholder: 'Choose a member',
  inviteSubmit: 'Invite',
  chooseMember: 'Choose the member they are',
  noMemberToInvite:
    'Add the person as a member first (their age and allergies plan their portions), then invite them.',
  invited: (email: string) =>
    `Invitation sent to ${email}. The link works once, for ${INVITATION_DAYS} days.`,
  cancelInvitation: 'Cancel',
  cancelInvitationLabel: (email: string) => `Cancel the invitation to ${email}`,
  cancelled: (email: string) => `The invitation to ${email} was taken back.`,
  remove: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  removeTitle: (email: string) => `Remove ${email}?`,
  removeBody: (email: string) =>
    `${email} will no longer see or change this household's plans, list and pantry. The household keeps everything.`,
  removeConfirm: 'Remove account',
  removed: (email: string) => `${email} no longer shares this household.`,
  leave: 'Leave household',
  leaveTitle: 'Leave this household?',
  leaveBody:
    "You will stop seeing this household's plans, list and pantry. Everything stays with the household; you go back to your own.",
  leaveConfirm: 'Leave household',
  left: 'You left the household.',
  keep: 'Keep',
  closeDialog: 'Close',
  dismiss: 'Dismiss',

  joinTitle: 'Join a household',
  joinSignedOut:
    "You're invited to share a household on Mealwise. Log in or create an account with the email address the invitation was sent to.",
  logIn: 'Log in',
  createAccount: 'Create account',
  checking: 'Reading the invitation...',
  invitation: (holderName: string, email: string, memberName: string) =>
    `${holderName} invited ${email} to share their household as ${memberName}.`,
  joinExpires: (expiresAt: string) => `The invitation expires ${shortDate(expiresAt)}.`,
  join: 'Join household',
  notNow: 'Not now',
  joined: (holderName: string) => `You now share ${holderName}'s household.`,
  refusedTitle: "This invitation can't be used",
  failedTitle: 'Something went wrong',
  toDashboard: 'Go to the dashboard',
  otherAccount: 'Log in with another account',
  noInvitation: 'There is no invitation to open here. Open the whole link from the email.',

  householdGone: 'You no longer share that household.',
  householdJoined: 'You now share a household.',
} as const;
