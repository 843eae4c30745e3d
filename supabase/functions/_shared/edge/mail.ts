/**
 * The emails the functions send themselves (a household invitation; password resets are sent by
 * the auth server), over SMTP with nodemailer. The relay is the functions' secrets SMTP_HOST,
 * SMTP_PORT, SMTP_SECURE ('true' for TLS from the start, as port 465 wants), SMTP_USER,
 * SMTP_PASS and SMTP_FROM; the local backend's functions host sets them to its own mailbox, where
 * the auth server's emails go too. Hosted edge runtimes refuse some outgoing SMTP ports (25 and
 * 587 at least), so a hosted project points SMTP_PORT at a port its relay offers for this (465
 * with SMTP_SECURE=true, or the relay's alternative port).
 */
import nodemailer from 'nodemailer';
import { z } from 'zod';

const mailEnvSchema = z.object({
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().min(3),
});

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/** A sender over the configured relay, or null when the secrets are missing or malformed. */
export function smtpSender(env: Record<string, string>): SendMail | null {
  const parsed = mailEnvSchema.safeParse(env);
  if (!parsed.success) return null;
  const smtp = parsed.data;
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(smtp.SMTP_HOST);
  const secure = smtp.SMTP_SECURE === 'true';
  return async (message) => {
    const transport = nodemailer.createTransport({
      host: smtp.SMTP_HOST,
      port: smtp.SMTP_PORT,
      secure,
      // Only the local mailbox, on loopback, is spoken to without TLS.
      ignoreTLS: loopback && !secure,
      requireTLS: !loopback && !secure,
      auth: smtp.SMTP_USER ? { user: smtp.SMTP_USER, pass: smtp.SMTP_PASS ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      await transport.sendMail({ from: smtp.SMTP_FROM, ...message });
    } finally {
      transport.close();
    }
  };
}

/** Text for an HTML email body. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
