import type { ApiConfig } from '../../config';
import { consoleSms } from './consoleSms';
import { msg91Sms } from './msg91Sms';
import type { SmsSender } from './types';

export type { SmsSender } from './types';
export { SmsError } from './types';

/** The configured gateway: MSG91 with keys, else the offline console outbox. */
export function smsSender(config: ApiConfig, log: (line: string) => void): SmsSender {
  if (config.sms.provider === 'msg91') return msg91Sms(config.sms);
  return consoleSms(config.smsOutbox, log, config.production);
}
