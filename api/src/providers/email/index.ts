import type { ApiConfig } from '../../config';
import { outboxMailer, type Mailer } from './outbox';
import { smtpMailer } from './smtp';

/** SMTP when SMTP_URL is set; otherwise the outbox file. */
export function mailer(config: ApiConfig): Mailer {
  return config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : outboxMailer(config.mailOutbox);
}
