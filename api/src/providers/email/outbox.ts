import fs from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part: what every mail client can show (and what the tests read). */
  text: string;
  /** The branded HTML part (emails/renderMail.tsx); with `text`, a multipart/alternative message. */
  html?: string;
  /** A notice's stable key: a send repeated after a crash carries the same Message-ID. */
  id?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The default mail backend: one JSON line per message (text and HTML) in a file, like a file-based outbox. */
export function outboxMailer(file: string): Mailer {
  return {
    async send(mail) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`);
    },
  };
}
