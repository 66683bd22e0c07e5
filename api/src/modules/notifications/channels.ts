import type { Database } from '../../db/client';
import { whatsappMessages } from '../../db/schema';
import type { SmsSender } from '../../providers/sms';
import type {
  BackInStockMessage,
  BagReminderMessage,
  CashConfirmMessage,
  GiftCardMessage,
  StageMessage,
} from '../../providers/sms/types';
import { WhatsAppRefused, type TemplateMessage, type WhatsAppSender } from '../../providers/whatsapp';

/** The text an update falls back to: the SMS gateway's message for it (kept with the WhatsApp message). */
export type TextFallback =
  | { kind: 'stage'; message: StageMessage }
  | { kind: 'cash'; message: CashConfirmMessage }
  | { kind: 'restock'; message: BackInStockMessage }
  | { kind: 'giftCard'; message: GiftCardMessage }
  | { kind: 'bag'; message: BagReminderMessage };

/** One update for the shopper's phone: by WhatsApp template when they opted in, else by text. */
export interface PhoneUpdate {
  /** The notice's key: it is sent once, on one channel. */
  key: string;
  /** The order it is about; none for a back-in-stock alert. */
  orderId: string | null;
  message: TemplateMessage;
  /** None: the update has no text of its own (the order confirmation goes by e-mail). */
  text: TextFallback | null;
}

export interface UpdateDeps {
  db: Database;
  /** Null when WhatsApp is off: texts only. */
  whatsapp: WhatsAppSender | null;
  sms: SmsSender;
  /** Whether the phone takes order updates by WhatsApp (the whatsapp module's consents, wired by the app). */
  consented: (db: Database, phone: string) => Promise<boolean>;
  once: (key: string, send: () => Promise<void>) => Promise<boolean>;
  log: (message: string, detail: object) => void;
}

export function sendText(sms: SmsSender, text: TextFallback): Promise<void> {
  switch (text.kind) {
    case 'cash':
      return sms.sendCashConfirm(text.message);
    case 'restock':
      return sms.sendBackInStock(text.message);
    case 'stage':
      return sms.sendStage(text.message);
    case 'giftCard':
      return sms.sendGiftCard(text.message);
    case 'bag':
      return sms.sendBagReminder(text.message);
  }
}

/**
 * Sends an update once (its job may run twice): a WhatsApp template to an opted-in phone, kept
 * with its text in case WhatsApp later reports it undelivered; a refusal that will stand, or no
 * opt-in, sends the text instead. A passing failure throws, and the job retries the whole.
 */
export async function sendUpdate(deps: UpdateDeps, update: PhoneUpdate): Promise<void> {
  await deps.once(`${update.key}:update`, () => deliverUpdate(deps, update, deps.consented));
}

/**
 * Sends it now, by WhatsApp when `consented` says the phone takes it there, else by text: the
 * caller makes it once (sendUpdate for order updates, the back-in-stock job for its alerts).
 */
export async function deliverUpdate(
  deps: Omit<UpdateDeps, 'once' | 'consented'>,
  update: PhoneUpdate,
  consented: (db: Database, phone: string) => Promise<boolean>,
): Promise<void> {
  const { db, whatsapp, sms } = deps;
  if (whatsapp && (await consented(db, update.message.to))) {
    try {
      const id = await whatsapp.sendTemplate(update.message);
      await db.insert(whatsappMessages).values({
        id,
        phone: update.message.to,
        template: update.message.template,
        noticeKey: update.key,
        orderId: update.orderId,
        fallback: update.text,
      });
      return;
    } catch (error) {
      if (!(error instanceof WhatsAppRefused)) throw error;
      deps.log('WhatsApp refused an update: sent by text', { key: update.key, reason: error.message });
    }
  }
  if (update.text) await sendText(sms, update.text);
}
