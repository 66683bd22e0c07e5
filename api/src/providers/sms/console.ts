import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * The offline SMS gateway: each message is appended as one JSON line {"to","text","at"} to the
 * outbox file (developers and tests read codes there) and, outside production, printed.
 */
export function consoleSms(outbox: string, log: (line: string) => void): SmsSender {
  return {
    async send(to, text) {
      await fs.mkdir(path.dirname(outbox), { recursive: true });
      await fs.appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
      log(`SMS to ${to}: ${text}`);
    },
  };
}
