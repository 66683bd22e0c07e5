import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server that refuses mail (451) until told to accept it, or holds the next message
 * unanswered (until `releaseHeld()`, if ever).
 */
export async function smtpServer() {
  const state = { accepting: true, holdNext: false, attempts: 0, held: 0, received: [] as string[] };
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        state.attempts++;
        if (state.holdNext) {
          // Never answered: the sender is stuck mid-send, as a worker is when it is killed.
          state.holdNext = false;
          state.held++;
          waiting.push(() => {
            state.received.push(data);
            done();
          });
          return;
        }
        if (!state.accepting) return done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        state.received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    mailTo: (to: string) => state.received.filter((message) => message.includes(`To: ${to}`)),
    /** Accepts the messages held so far, as a slow server that answers at last. */
    releaseHeld: () => waiting.splice(0).forEach((accept) => accept()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
