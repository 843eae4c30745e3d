/** The invitation email: who invites, as whom, the link, and until when it works. */
import { escapeHtml } from '../edge/mail.ts';

export interface InvitationEmailInput {
  /** The household's name for the invitee: the holder's name, else their address. */
  from: string;
  /** The household member the invitee joins as. */
  memberName: string;
  link: string;
  expiresAt: string;
}

/** The day a link expires, as people write it in US English (UTC: the server has no zone). */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function invitationEmail({ from, memberName, link, expiresAt }: InvitationEmailInput) {
  const subject = `${from} invited you to share their household on Mealwise`;
  const lines = [
    `${from} invited you to share their household on Mealwise as ${memberName}: the week's meals, the shopping list and the pantry, on your own phone.`,
    '',
    `Join the household: ${link}`,
    '',
    `The link works once and until ${dayOf(expiresAt)}. Log in or sign up with this email address to accept it.`,
    'If you did not expect this invitation, you can ignore this email.',
  ];
  const html = [
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">Join the household</a></p>`,
    `<p>${escapeHtml(lines[4] ?? '')}</p>`,
    `<p>${escapeHtml(lines[5] ?? '')}</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}
