import nodemailer from 'nodemailer';
import type { Mailer } from './outbox';

/** Real e-mail through any SMTP server: SMTP_URL like smtp://user:pass@smtp.example.in:587. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
