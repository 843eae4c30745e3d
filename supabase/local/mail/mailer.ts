/**
 * Sends the backend's emails over SMTP. Locally the SMTP server is the embedded mailbox; in
 * production the same code points at a real SMTP relay configured from the environment.
 */
import nodemailer from 'nodemailer';
import type { LocalConfig, MailMessage, Mailer } from '../contracts.ts';

export type SmtpSettings = LocalConfig['smtp'];

export function createSmtpMailer(smtp: SmtpSettings): Mailer & { close(): void } {
  const isLocal = smtp.host === '127.0.0.1' || smtp.host === 'localhost' || smtp.host === '::1';
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // The embedded mailbox speaks plain SMTP on loopback; a remote relay must upgrade to TLS.
    ignoreTLS: isLocal && !smtp.secure,
    requireTLS: !isLocal && !smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
