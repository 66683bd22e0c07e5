import fs from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A notice's stable key: a send repeated after a crash carries the same Message-ID. */
  id?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The default mail backend: one JSON line per message in a file, like a file-based outbox. */
export function outboxMailer(file: string): Mailer {
  return {
    async send(mail) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`);
    },
  };
}
