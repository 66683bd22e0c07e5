import type { Database } from '../../db/client';
import type { Mailer } from '../../providers/email/outbox';
import type { SmsSender } from '../../providers/sms';
import type { WhatsAppSender } from '../../providers/whatsapp';
import { sendUpdate, type PhoneUpdate, type UpdateDeps } from './channels';
import { sendOnce } from './sendOnce';

export { deliverUpdate, sendText, sendUpdate, type PhoneUpdate, type TextFallback, type UpdateDeps } from './channels';
export { sendOnce } from './sendOnce';
export { noticeLocale, type NoticeLocale } from './language';

/** What every module's notices go through: the channels, and the record of what was sent. */
export interface NoticeDeps {
  db: Database;
  mail: Mailer;
  sms: SmsSender;
  /** Order updates to opted-in phones and alerts asked by WhatsApp; null when WhatsApp is off (texts only). */
  whatsapp: WhatsAppSender | null;
  /** Whether a phone takes order updates by WhatsApp (the whatsapp module's consents). */
  consented: (db: Database, phone: string) => Promise<boolean>;
  log: (message: string, detail: object) => void;
  /** How long a job may run before pg-boss expires it: a notice claimed longer ago has no live sender. */
  jobExpirySeconds: number;
}

/** A module's senders: `once` (an e-mail, a reply) and `update` (a phone's update, WhatsApp else text), each sent once per key. */
export function noticeSenders(deps: NoticeDeps) {
  const once = (key: string, send: (id: string) => Promise<void>) =>
    sendOnce(deps.db, key, send, deps.jobExpirySeconds * 1000);
  const updates: UpdateDeps = { ...deps, once };
  return { once, updates, update: (update: PhoneUpdate) => sendUpdate(updates, update) };
}
