import fs from 'node:fs/promises';
import path from 'node:path';
import {
  backInStockText,
  bagReminderText,
  cashConfirmText,
  giftCardText,
  otpText,
  stageText,
  type SmsSender,
} from './types';

/**
 * The offline SMS gateway: each message is appended as one JSON line {"to","text","at"} to the
 * outbox file, where developers and tests read codes. `log` gets a line without the code in
 * production (codes never reach normal logs there) and the whole message elsewhere.
 */
export function consoleSms(outbox: string, log: (line: string) => void, production: boolean): SmsSender {
  const write = async (to: string, text: string) => {
    await fs.mkdir(path.dirname(outbox), { recursive: true });
    await fs.appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
    log(production ? `SMS to ${to.slice(0, -4)}XXXX written to the outbox` : `SMS to ${to}: ${text}`);
  };
  return {
    name: 'console',
    sendOtp: (message) => write(message.to, otpText(message)),
    sendStage: (message) => write(message.to, stageText(message)),
    sendCashConfirm: (message) => write(message.to, cashConfirmText(message)),
    sendBackInStock: (message) => write(message.to, backInStockText(message)),
    sendGiftCard: (message) => write(message.to, giftCardText(message)),
    sendBagReminder: (message) => write(message.to, bagReminderText(message)),
  };
}
