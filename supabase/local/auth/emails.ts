/** The auth emails: sign-up confirmation, password reset and email change. */
import type { MailMessage } from '../contracts.ts';
import { escapeHtml } from '../mail/page.ts';

export type EmailKind = 'signup' | 'recovery' | 'email_change';

const CONTENT: Record<
  EmailKind,
  { subject: string; intro: string; action: string; outro: string }
> = {
  signup: {
    subject: 'Confirm your email address',
    intro:
      'Thanks for signing up for Mealwise. Confirm your email address to finish creating your account.',
    action: 'Confirm my email',
    outro: 'If you did not sign up, you can ignore this email.',
  },
  recovery: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your Mealwise account.',
    action: 'Choose a new password',
    outro: 'If it was not you, ignore this email: your password stays unchanged.',
  },
  email_change: {
    subject: 'Confirm your new email address',
    intro: 'Confirm this address to make it the new email of your Mealwise account.',
    action: 'Confirm new email',
    outro: 'If you did not ask for this change, you can ignore this email.',
  },
};

/** How long each link stays valid, in hours (GoTrue: 24 h to confirm, 1 h to reset). */
export const EMAIL_LINK_HOURS: Record<EmailKind, number> = {
  signup: 24,
  recovery: 1,
  email_change: 24,
};

export function buildAuthEmail(
  kind: EmailKind,
  to: string,
  link: string,
  otp: string,
): MailMessage {
  const content = CONTENT[kind];
  const hours = EMAIL_LINK_HOURS[kind];
  const validity = `The link and code expire in ${hours} hour${hours === 1 ? '' : 's'} and work once.`;
  const text = [
    content.intro,
    '',
    `${content.action}: ${link}`,
    '',
    `Or enter this code: ${otp}`,
    '',
    validity,
    content.outro,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #1f2933;">
<p>${escapeHtml(content.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(content.action)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>
<p>${escapeHtml(validity)}<br>${escapeHtml(content.outro)}</p>
</body></html>`;
  return { to, subject: content.subject, text, html };
}
