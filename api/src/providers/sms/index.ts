import type { ApiMetrics } from '../../observability/metrics';
import type { ApiConfig } from '../../config';
import { consoleSms } from './consoleSms';
import { msg91Sms } from './msg91Sms';
import type { SmsSender } from './types';

export type { SmsSender } from './types';
export { SmsError } from './types';

/** The configured gateway: MSG91 with keys, else the offline console outbox. */
export function smsSender(
  config: ApiConfig,
  log: (line: string) => void,
  metrics?: Pick<ApiMetrics, 'otpSend'>,
): SmsSender {
  const sender =
    config.sms.provider === 'msg91' ? msg91Sms(config.sms) : consoleSms(config.smsOutbox, log, config.production);
  if (!metrics) return sender;
  // Every code handed to the gateway is counted as sent or failed, whichever gateway it is.
  return {
    name: sender.name,
    sendStage: (message) => sender.sendStage(message),
    sendCashConfirm: (message) => sender.sendCashConfirm(message),
    sendBackInStock: (message) => sender.sendBackInStock(message),
    sendGiftCard: (message) => sender.sendGiftCard(message),
    sendBagReminder: (message) => sender.sendBagReminder(message),
    sendOtp: (message) =>
      sender.sendOtp(message).then(
        () => metrics.otpSend('sent'),
        (error: unknown) => {
          metrics.otpSend('failed');
          throw error;
        },
      ),
  };
}
