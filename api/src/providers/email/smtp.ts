import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Mailer } from './outbox';

/** Real e-mail through any SMTP server: SMTP_URL like smtp://user:pass@smtp.example.in:587. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'store.invalid';
  return {
    async send(mail) {
      // A notice's key as its Message-ID: a copy sent again after a crash is recognisably the same.
      const messageId = mail.id
        ? `<${createHash('sha256').update(mail.id).digest('hex').slice(0, 32)}@${domain}>`
        : undefined;
      // Text and HTML together: nodemailer sends them as multipart/alternative.
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
      });
    },
  };
}
